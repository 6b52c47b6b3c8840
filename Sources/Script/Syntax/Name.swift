/// A name as written, with its position (member names, labels, operators).
struct Name: Equatable {
    var text: String
    var position: SourcePosition
}

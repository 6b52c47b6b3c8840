/// A value of a plain struct declared in the scene: its type's qualified name and its stored
/// properties.
struct RecordValue: Equatable {
    var type: String
    var fields: [String: Value]
}

/// `{ a, b in statements }`.
struct Closure {
    var parameters: [Name]
    var body: [Statement]
    var position: SourcePosition
}

/// What one number of a node's ``RenderNode/animatableData`` is: its name ("offset.x",
/// "trim.to", "multiply.alpha", "frame.width"), which part of the node holds it, and its unit.
struct AnimatableLabel: Sendable {
    /// Where the number lives; implicit animations cover parts (``AnimationScope``).
    enum Part: Hashable, Sendable {
        case frame
        /// The node's effect at this index (innermost first).
        case effect(Int)
        case content
    }

    /// How the number is stored.
    enum Unit: Sendable {
        case plain
        /// A colour component in linear light (blending space); shown gamma-encoded.
        case linearColor
        /// An angle in radians; shown in degrees.
        case radians
    }

    var part: Part
    /// The name's start: a modifier ("offset"), or a list ("gradient.stops", "dash").
    var base: String
    /// Which occurrence of the modifier (the second `.offset` is 1), or the list element.
    var index: Int?
    /// The name's end, after a dot ("x", "color.red"); empty for none.
    var field: String
    var unit: Unit

    init(_ part: Part, _ base: String, index: Int? = nil, _ field: String = "", _ unit: Unit = .plain) {
        self.part = part
        self.base = base
        self.index = index
        self.field = field
        self.unit = unit
    }

    /// The full name: "offset.x", "offset[1].x", "gradient.stops[2].color.red", "opacity".
    var name: String {
        var text = base
        if let index { text += "[\(index)]" }
        if !field.isEmpty { text += text.isEmpty ? field : "." + field }
        return text
    }

    /// The number as people read it: colours gamma-encoded (0…1), angles in degrees.
    func readable(_ value: Double) -> Double {
        switch unit {
        case .plain: value
        case .linearColor: RenderNode.encoded(value)
        case .radians: value * 180 / .pi
        }
    }
}

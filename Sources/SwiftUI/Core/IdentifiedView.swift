internal import SceneGraph

extension View {
    /// Gives the view an explicit identity: when `id` changes, it is another view — its
    /// `@State` starts again and, in an animated change, the old one transitions out and the
    /// new one in.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: id)
    }
}

/// A view with an explicit identity (`.id(_:)`).
struct IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID

    var body: Never { neverBody("IdentifiedView") }

    static var countsAsView: Bool { false }

    func lower(in context: LoweringContext) -> Lowered {
        let inner = ScrollReaderTarget.mark(
            lowerView(content, in: context.child(.id(AnyHashable(id)))), id: AnyHashable(id), in: context)
        // SceneGraph tells views at one place apart by their branch marks; the id's text gives
        // a mark that is the same in every run (Swift's hash values are seeded per process).
        return inner.modified(.branch(Self.stableHash(String(reflecting: id))))
    }

    /// FNV-1a of the UTF-8 of `text`.
    static func stableHash(_ text: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash)
    }
}

import Geometry

/// A scroll view scrolled to one of its views (`ScrollViewProxy.scrollTo`): its content drawn
/// moved so that the view reported under `key` (laid out at rest) has its `anchor` on the
/// scroll view's, or, with no anchor, moved the least that shows it whole; never past the
/// content's ends (the content's start at the scroll view's start, its end at the scroll view's
/// end), as a scroll view's offset is clamped. The child is the scroll view's content in its
/// frame; the layout does not change, only where the content is drawn.
struct ScrollToLayout: LayoutModifier {
    var key: Int
    /// Nil: scrolled the least that shows the view.
    var anchor: RelativePoint?
    /// False: at rest (kept so that a scroll to a view animates from rest).
    var isActive: Bool
    var horizontal: Bool
    var vertical: Bool

    var description: String { ".scrollTo(\(isActive ? String(key) : "rest"))" }

    func place(in rect: Rect, child: ModifierChild) throws -> RenderNode {
        var node = try child.place(in: rect)
        var shift = Point(x: 0, y: 0)
        if isActive, let target = child.pass.reportedFrames[key]?.frame {
            let content = try child.size(
                ProposedSize(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height))
            if vertical {
                shift.y = Self.shift(
                    target.minY, target.height, in: rect.minY, rect.height, content: content.height, anchor: anchor?.y)
            }
            if horizontal {
                shift.x = Self.shift(
                    target.minX, target.width, in: rect.minX, rect.width, content: content.width, anchor: anchor?.x)
            }
        }
        node.effects.append(.offset(shift))
        return node
    }

    /// How far the content moves along one axis (negative: towards its start) to bring a view
    /// at `start` of `length` into a viewport at `viewStart` of `viewLength`.
    static func shift(
        _ start: Double, _ length: Double, in viewStart: Double, _ viewLength: Double, content: Double,
        anchor: Double?
    ) -> Double {
        let wanted: Double
        if let anchor {
            wanted = (viewStart + anchor * viewLength) - (start + anchor * length)
        } else if start < viewStart {
            wanted = viewStart - start
        } else if start + length > viewStart + viewLength {
            wanted = max((viewStart + viewLength) - (start + length), viewStart - start)
        } else {
            wanted = 0
        }
        let farthest = max(content - viewLength, 0)
        return min(0, max(-farthest, wanted))
    }
}

extension ModifierNode {
    /// Draws a scroll view's content scrolled to the view reported under `key`, placing its
    /// `anchor` on the scroll view's (nil: the least scrolling that shows it); `isActive` false
    /// draws it at rest.
    public static func scrollTo(
        key: Int, anchor: RelativePoint?, isActive: Bool, horizontal: Bool, vertical: Bool
    ) -> ModifierNode {
        .layout(
            AnyLayoutModifier(
                ScrollToLayout(
                    key: key, anchor: anchor, isActive: isActive, horizontal: horizontal, vertical: vertical)))
    }
}

extension Path {
    /// A rectangle starting at its top-left corner and running clockwise on screen.
    public static func rect(_ rect: Rect) -> Path {
        var path = Path()
        path.addRect(rect.standardizedForShapes)
        return path
    }

    /// A rounded rectangle starting at the middle of its right edge and running clockwise on
    /// screen (downward first), as SwiftUI's `RoundedRectangle`. The radius is clamped to half
    /// the shorter side. A `.continuous` corner bends over 1.528·radius along each edge; when
    /// that does not fit it eases towards a circular corner, reaching one at half the side.
    public static func roundedRect(
        _ rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .circular
    ) -> Path {
        let r = rect.standardizedForShapes
        let room = Swift.min(r.width, r.height) / 2
        let radius = cornerRadius.isNaN ? 0 : Swift.max(0, Swift.min(cornerRadius, room))
        let profile = CornerProfile.forStyle(style, radius: radius, room: room)

        var path = Path()
        path.move(to: Point(x: r.maxX, y: r.midY))
        // Each corner: its sharp vertex, the direction travelled into it and out of it.
        let corners: [(Point, Point, Point)] = [
            (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: r.minX, y: r.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: r.minX, y: r.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
            (Point(x: r.maxX, y: r.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
        ]
        for (vertex, incoming, outgoing) in corners {
            guard radius > 0 else {
                path.addLine(to: vertex)
                continue
            }
            func place(_ p: Point) -> Point { vertex - incoming * (p.x * radius) + outgoing * (p.y * radius) }
            path.addLineIfMoved(to: place(profile.start))
            for step in profile.steps {
                switch step {
                case .line(let p):
                    path.addLineIfMoved(to: place(p))
                case .curve(let p, let c1, let c2):
                    path.addCurve(to: place(p), control1: place(c1), control2: place(c2))
                }
            }
        }
        path.closeSubpath()
        return path
    }

    /// An ellipse inscribed in `rect`, starting at 3 o'clock and running clockwise on screen.
    public static func ellipse(in rect: Rect) -> Path {
        var path = Path()
        path.addEllipse(in: rect.standardizedForShapes)
        return path
    }

    /// The largest circle centred in `rect`, starting at 3 o'clock and running clockwise on screen.
    public static func circle(in rect: Rect) -> Path {
        let r = rect.standardizedForShapes
        let side = Swift.min(r.width, r.height)
        return ellipse(in: Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
    }

    /// A rounded rectangle whose corner radius is half the shorter side, with the same start
    /// and direction as `roundedRect`.
    public static func capsule(in rect: Rect, style: RoundedCornerStyle = .circular) -> Path {
        let r = rect.standardizedForShapes
        return roundedRect(r, cornerRadius: Swift.min(r.width, r.height) / 2, style: style)
    }

    /// Adds a line unless it would have zero length.
    private mutating func addLineIfMoved(to p: Point) {
        if currentPoint != p { addLine(to: p) }
    }
}

extension Rect {
    /// The same rectangle with non-negative width and height.
    fileprivate var standardizedForShapes: Rect {
        let x0 = Swift.min(minX, maxX)
        let y0 = Swift.min(minY, maxY)
        return Rect(x: x0, y: y0, width: abs(width), height: abs(height))
    }
}

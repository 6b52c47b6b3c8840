// Colour adjustments the engine cannot draw yet: declared so that a scene reads their names.

extension View {
    @available(*, unavailable, message: "'brightness' is not supported by Zoetrope yet")
    public func brightness(_ amount: Double) -> some View { self }

    @available(*, unavailable, message: "'contrast' is not supported by Zoetrope yet")
    public func contrast(_ amount: Double) -> some View { self }

    @available(*, unavailable, message: "'saturation' is not supported by Zoetrope yet")
    public func saturation(_ amount: Double) -> some View { self }

    @available(*, unavailable, message: "'hueRotation' is not supported by Zoetrope yet")
    public func hueRotation(_ angle: Angle) -> some View { self }

    @available(*, unavailable, message: "'grayscale' is not supported by Zoetrope yet")
    public func grayscale(_ amount: Double) -> some View { self }

    @available(*, unavailable, message: "'colorInvert' is not supported by Zoetrope yet")
    public func colorInvert() -> some View { self }
}

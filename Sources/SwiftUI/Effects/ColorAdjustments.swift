internal import SceneGraph

// SwiftUI's colour adjustments: each is a colour matrix on the view drawn as a layer (its
// unpremultiplied, gamma-encoded colour; alpha kept), animating by its amount.

extension View {
    /// Brightens by adding `amount` to every channel: 0 leaves the view as it is, 1 makes it
    /// white; negative darkens.
    public func brightness(_ amount: Double) -> some View {
        modifier(SceneModifier(.colorAdjustment(.brightness(amount))))
    }

    /// Scales every channel's distance from mid-grey by `amount`: 0 is grey, 1 unchanged, more
    /// than 1 stronger, negative inverts.
    public func contrast(_ amount: Double) -> some View {
        modifier(SceneModifier(.colorAdjustment(.contrast(amount))))
    }

    /// Mixes each colour with its grey (Rec. 709 luma): 0 is grey, 1 unchanged, more saturates.
    public func saturation(_ amount: Double) -> some View {
        modifier(SceneModifier(.colorAdjustment(.saturation(amount))))
    }

    /// Removes colour: 0 leaves the view as it is, 1 makes it grey.
    public func grayscale(_ amount: Double) -> some View {
        modifier(SceneModifier(.colorAdjustment(.grayscale(amount))))
    }

    /// Turns every hue by `angle`, keeping brightness.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(SceneModifier(.colorAdjustment(.hueRotation(angle.engine))))
    }

    /// Inverts every colour (1 − each channel).
    public func colorInvert() -> some View {
        modifier(SceneModifier(.colorAdjustment(.colorInvert)))
    }
}

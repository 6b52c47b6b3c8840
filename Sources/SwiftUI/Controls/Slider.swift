/// A control for a value in a range: SwiftUI's `Slider`, drawn as iOS draws it — a 4-pt track
/// across the width offered, blue up to the white 28-pt thumb, light grey after it. iOS shows
/// no label (it is for accessibility); the minimum and maximum value labels are drawn at the
/// ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    public var body: Never { neverBody("Slider") }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        return min(1, max(0, Double(value - bounds.lowerBound) / span))
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// The slider moves in steps of `step` when dragged; the value is drawn as it is.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }

    /// The slider moves in steps of `step` when dragged; the value is drawn as it is.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider with labels for its minimum and maximum values at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// A slider with value labels that moves in steps of `step` when dragged.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }
}

extension Slider: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        if !context.environment.isEnabled {
            context.graph.warn("a disabled 'Slider' is drawn as an enabled one by Zoetrope")
        }
        let track = SliderTrack(fraction: fraction, tint: context.environment.tint ?? ControlDrawing.tint)
        guard let minimumValueLabel, let maximumValueLabel else {
            return lowerView(track, in: context.child(0))
        }
        return lowerView(
            HStack {
                minimumValueLabel
                track
                maximumValueLabel
            }, in: context.child(0))
    }
}

/// A slider's track and thumb. The thumb's edges stop at the track's ends, so its centre runs
/// from 14 pt to the width less 14 pt; the blue part reaches its centre.
struct SliderTrack: View {
    let fraction: Double
    let tint: Color

    var body: some View {
        let fraction = CGFloat(fraction)
        // Approximation: UISlider's own height (the thumb's 28 pt) is used as the slider's.
        return GeometryReader { proxy in
            let width = proxy.size.width
            let center = 14 + fraction * max(0, width - 28)
            ZStack(alignment: .leading) {
                Capsule().fill(ControlDrawing.track).frame(width: width, height: 4)
                Capsule().fill(tint).frame(width: center, height: 4)
                ControlKnob(diameter: 28).offset(x: center - 14)
            }
            .frame(width: width, height: 28)
        }
        .frame(height: 28)
    }
}

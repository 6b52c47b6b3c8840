/// The look of a progress view: SwiftUI's `ProgressViewStyle`, applied with
/// `.progressViewStyle(_:)`. A scene's own style draws its `makeBody`.
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ProgressViewStyle` draws a progress view from.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view (nothing under `.labelsHidden()`).
    public struct Label: View {
        let content: any View
        public var body: Never { neverBody("ProgressViewStyleConfiguration.Label") }
    }

    /// The label of the current value (progress views here have none).
    public struct CurrentValueLabel: View {
        public var body: Never { neverBody("ProgressViewStyleConfiguration.CurrentValueLabel") }
    }

    /// The part done (0…1), or nil when it is not known.
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel? = nil
}

extension ProgressViewStyleConfiguration.Label: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered {
        context.environment.labelsHidden ? Lowered(.empty) : lowerAny(content, in: context.child(0))
    }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveView {
    func lower(in context: LoweringContext) -> Lowered { Lowered(.empty) }
}

/// iOS's default: a bar when the part done is known, a spinner when it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ProgressDrawing(configuration: configuration, bar: configuration.fractionCompleted, tint: nil)
    }
}

/// The spinner, whatever the part done (as on iOS); `tint` colours its bars.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        ProgressDrawing(configuration: configuration, bar: nil, tint: tint)
    }
}

/// The bar; `tint` colours the part done. Without a known part it is the spinner, as on iOS:
/// UIKit has no indeterminate bar (`UIProgressView`'s documentation sends indeterminate
/// progress to `UIActivityIndicatorView`), and iOS's linear style falls back to the circular
/// one (shaps80's SwiftUI Backports, which reproduces iOS's styles, does the same).
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        ProgressDrawing(configuration: configuration, bar: configuration.fractionCompleted, tint: tint)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension View {
    /// Draws the progress views in this view with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(StyleModifier<ProgressViewStyleKey>(style: style))
    }
}

/// The style progress views below draw with (`.progressViewStyle`); iOS's default.
struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: any ProgressViewStyle { DefaultProgressViewStyle() }
}

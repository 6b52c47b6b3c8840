internal import SceneGraph

/// A UIKit view in SwiftUI: SwiftUI's `UIViewRepresentable`. A render has no UIKit to draw it
/// with, so it is not drawn: it is an empty view of the size offered to it (where iOS shows the
/// UIKit view), with one warning at its declaration. `makeUIView` and `updateUIView` are not
/// called (they would build views nothing draws), nor `makeCoordinator`.
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view this view makes.
    associatedtype UIViewType: UIView
    /// What the view's UIKit delegates call back into.
    associatedtype Coordinator = Void
    /// The context `makeUIView` and `updateUIView` get.
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public var body: Never { neverBody("UIViewRepresentable") }
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// A UIKit view controller in SwiftUI: SwiftUI's `UIViewControllerRepresentable`. As a
/// `UIViewRepresentable`, it is not drawn: an empty view of the size offered to it, with one
/// warning at its declaration; its `make` and `update` methods are not called.
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The UIKit view controller this view makes.
    associatedtype UIViewControllerType: UIViewController
    /// What the controller's delegates call back into.
    associatedtype Coordinator = Void
    /// The context `makeUIViewController` and `updateUIViewController` get.
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
    ) -> CGSize?
}

extension UIViewControllerRepresentable {
    public var body: Never { neverBody("UIViewControllerRepresentable") }
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
    ) -> CGSize? { nil }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a `UIViewRepresentable`'s methods get: its coordinator, the transaction and the
/// environment.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// What a `UIViewControllerRepresentable`'s methods get: its coordinator, the transaction and
/// the environment.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// Lowers a representable of UIKit: an empty view that takes the size it is offered, and a
/// warning, once, at the representable's declaration in the scene.
func lowerUIKitRepresentable(_ type: Any.Type, in context: LoweringContext) -> Lowered {
    let name = declarationName(of: type)
    context.graph.warn("'\(name)' is drawn as an empty view: UIKit views are not rendered", declaration: name)
    return Color.clear.lower(in: context)
}

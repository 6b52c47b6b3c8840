internal import SceneGraph

/// A UIKit view in SwiftUI: SwiftUI's `UIViewRepresentable`. As on iOS, `makeCoordinator` and
/// `makeUIView` are called once for each identity of the representable (the view is kept across
/// evaluations), `updateUIView` at every evaluation, with a context whose environment is the
/// view's; the UIKit view tree it returns is sized, laid out and drawn by `UIKitHost`.
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
/// `UIViewRepresentable`: `makeUIViewController` once for each identity (then its view is
/// loaded, and `viewWillAppear` and `viewDidAppear` are called), `updateUIViewController` at
/// every evaluation; the controller's view is drawn (a navigation, tab bar or page controller's
/// with its shown child's view filling it; their bars are not drawn), and
/// `viewWillLayoutSubviews` and `viewDidLayoutSubviews` are called around its layout. A system controller's own interface
/// (an image picker, a share sheet, a mail composer) is not in the module: its view's
/// background is drawn, with a warning.
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

extension UIViewRepresentable {
    /// Makes (once for its identity) and updates its UIKit view, which `UIKitHost` draws.
    func lowerHosted(in context: LoweringContext) -> Lowered {
        let box = context.graph.box(context.path, "uiKitHost") { UIKitHostBox() }
        let coordinator = box.keptCoordinator { makeCoordinator() }
        let representableContext = Context(
            coordinator: coordinator, transaction: Transaction(), environment: context.environment)
        let view: UIViewType
        if let kept = box.view as? UIViewType {
            view = kept
        } else {
            view = makeUIView(context: representableContext)
            box.view = view
        }
        updateUIView(view, context: representableContext)
        return UIKitHost.lower(
            root: view, fits: { sizeThatFits($0, uiView: view, context: representableContext) },
            name: declarationName(of: Self.self), in: context)
    }
}

extension UIViewControllerRepresentable {
    /// Makes (once for its identity) and updates its controller, whose view `UIKitHost` draws.
    func lowerHosted(in context: LoweringContext) -> Lowered {
        let box = context.graph.box(context.path, "uiKitHost") { UIKitHostBox() }
        let coordinator = box.keptCoordinator { makeCoordinator() }
        let representableContext = Context(
            coordinator: coordinator, transaction: Transaction(), environment: context.environment)
        let controller: UIViewControllerType
        var appearing = false
        if let kept = box.controller as? UIViewControllerType {
            controller = kept
        } else {
            controller = makeUIViewController(context: representableContext)
            box.controller = controller
            appearing = true
        }
        let view = controller.view
        if appearing { controller.viewWillAppear(false) }
        updateUIViewController(controller, context: representableContext)
        let name = declarationName(of: Self.self)
        if let system = controller.systemInterfaceName {
            context.graph.warn(
                "\(system) in '\(name)' is drawn as its view's background: the system's interface is not in Zoetrope",
                declaration: name)
        }
        controller.embedShownChildren()
        controller.viewWillLayoutSubviews()
        let lowered = UIKitHost.lower(
            root: view, fits: { sizeThatFits($0, uiViewController: controller, context: representableContext) },
            name: name, in: context)
        controller.viewDidLayoutSubviews()
        if appearing { controller.viewDidAppear(false) }
        return lowered
    }
}

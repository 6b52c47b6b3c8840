/// The UIKit objects of one representable, kept across evaluations at its place in the tree,
/// as UIKit keeps them: the coordinator, the view (or controller) `make…` returned.
final class UIKitHostBox {
    var coordinator: Any?
    var view: UIView?
    var controller: UIViewController?

    /// The coordinator kept for this identity, made by `make` the first time.
    func keptCoordinator<Coordinator>(make: () -> Coordinator) -> Coordinator {
        if let kept = coordinator as? Coordinator { return kept }
        let made = make()
        coordinator = made
        return made
    }
}

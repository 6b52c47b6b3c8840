/// The UIKit objects of one representable, kept across evaluations at its place in the tree,
/// as UIKit keeps them: the coordinator, the view (or controller) `make…` returned.
final class UIKitHostBox {
    var coordinator: Any?
    var view: UIView?
    var controller: UIViewController?
}

/// A queue that runs its work one item at a time (iOS 17's `DispatchSerialQueue`, which an
/// actor's custom executor can be): every queue of a scene runs on the scene clock, one item at
/// a time, so it is the scene's `DispatchQueue`.
public typealias DispatchSerialQueue = DispatchQueue

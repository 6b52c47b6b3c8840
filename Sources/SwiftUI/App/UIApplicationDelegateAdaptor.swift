/// An app delegate for a SwiftUI `App`: SwiftUI's `UIApplicationDelegateAdaptor`. A render
/// makes no app delegate: Swift on Linux cannot construct an `NSObject` subclass from its type
/// (UIKit does it through the Objective-C runtime), so its launch callbacks are not called, and
/// reading the delegate stops the render with a message. Apps that only declare an adaptor, as
/// most do, render.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var wrappedValue: DelegateType {
        preconditionFailure(
            "Zoetrope makes no app delegate (\(DelegateType.self)): a render has no UIKit app to launch")
    }

    /// The delegate, for an `ObservableObject` one.
    public var projectedValue: DelegateType { wrappedValue }
}

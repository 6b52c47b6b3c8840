/// A key of the environment: SwiftUI's `EnvironmentKey`. A scene declares one with its default
/// value and reads and writes it through a property of `EnvironmentValues` of its own:
///
///     struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
///     extension EnvironmentValues {
///         var accent: Color {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
public protocol EnvironmentKey {
    associatedtype Value
    /// The value a view reads when no ancestor set one.
    static var defaultValue: Value { get }
}

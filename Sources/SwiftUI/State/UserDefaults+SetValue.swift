/// `UserDefaults.standard.setValue(_:forKey:)`: key-value coding's setter, which iOS code calls
/// on user defaults and swift-corelibs-foundation's `UserDefaults` lacks; it sets the value as
/// `set(_:forKey:)` does.
extension UserDefaults {
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}

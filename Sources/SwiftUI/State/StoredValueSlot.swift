/// Where an `@AppStorage` or `@SceneStorage` property finds its value: one slot per key in the
/// scene, shared by every view that reads the key, as iOS's user defaults and scene storage are.
/// A video starts with nothing stored, so each view reads its own default until one writes.
///
/// The value is kept as user defaults keep it (a property-list value: a raw value for a
/// `RawRepresentable`), so a view that reads the key as another type gets its default, as on iOS.
final class StoredValueSlot<Value> {
    let key: String
    let defaultValue: Value
    private let encode: (Value) -> Any?
    private let decode: (Any) -> Value?
    private var location: StateLocation<Any?>

    init(key: String, defaultValue: Value, encode: @escaping (Value) -> Any?, decode: @escaping (Any) -> Value?) {
        self.key = key
        self.defaultValue = defaultValue
        self.encode = encode
        self.decode = decode
        location = StateLocation(StateBox(nil))
    }

    /// A slot for a value kept as it is (Bool, Int, Double, String, URL, Data, Date and their optionals).
    convenience init(key: String, defaultValue: Value) {
        self.init(key: key, defaultValue: defaultValue, encode: { $0 }, decode: { $0 as? Value })
    }

    var value: Value {
        get { location.box.value.flatMap(decode) ?? defaultValue }
        set { location.box.value = encode(newValue) }
    }

    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }

    /// Reads and writes the scene's slot for the key from now on (`scope` tells app storage from
    /// scene storage).
    func bind(in context: LoweringContext, scope: String) {
        let own = location.box
        location.box = context.graph.box(ViewPath(), scope + "\u{0}" + key) { own }
    }
}

extension StoredValueSlot where Value: RawRepresentable {
    /// A slot for an enumeration or other raw-representable value, kept as its raw value.
    convenience init(key: String, rawRepresentable defaultValue: Value) {
        self.init(
            key: key, defaultValue: defaultValue, encode: { $0.rawValue },
            decode: { ($0 as? Value.RawValue).flatMap(Value.init(rawValue:)) })
    }
}

extension StoredValueSlot {
    /// A slot for an optional raw-representable value (nil until set).
    convenience init<R: RawRepresentable>(key: String, optional: R.Type) where Value == R? {
        self.init(
            key: key, defaultValue: nil, encode: { $0?.rawValue },
            decode: { ($0 as? R.RawValue).flatMap(R.init(rawValue:)) })
    }
}

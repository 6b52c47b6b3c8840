/// One parameter of a built-in or user function: label, type and default.
struct Parameter {
    enum Default {
        /// The caller must pass it.
        case required
        case value(Value)
        /// The callee computes the default (a user function's default expression, a stored
        /// property's initial value).
        case deferred
    }

    var label: String?
    var type: ValueType
    var defaultValue: Default

    init(_ label: String?, _ type: ValueType, default defaultValue: Default = .required) {
        self.label = label
        self.type = type
        // An optional parameter without a default defaults to nil, as in Swift.
        if case .required = defaultValue, type.isOptional {
            self.defaultValue = .value(.none)
        } else {
            self.defaultValue = defaultValue
        }
    }

    var hasDefault: Bool {
        if case .required = defaultValue { return false }
        return true
    }
}

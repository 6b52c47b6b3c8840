import Foundation

/// Converts values one way and back: Foundation's `ValueTransformer`, which Linux's Foundation
/// lacks; Core Data's transformable attributes name one.
open class ValueTransformer: NSObject {
    /// The class of the values it makes.
    open class func transformedValueClass() -> AnyClass { NSObject.self }

    /// Whether it converts back.
    open class func allowsReverseTransformation() -> Bool { false }

    /// `value` converted (the base class returns it as it is).
    open func transformedValue(_ value: Any?) -> Any? { value }

    /// `value` converted back (the base class returns it as it is).
    open func reverseTransformedValue(_ value: Any?) -> Any? { value }

    /// Registers `transformer` under `name`: nothing reads it, as Core Data here reads no model
    /// file that would name one.
    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {}

    /// The names registered (none is kept).
    open class func valueTransformerNames() -> [NSValueTransformerName] { [] }
}

/// The name of a registered value transformer.
public struct NSValueTransformerName: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
}

/// The transformer Core Data's transformable attributes use by default: archived data to
/// objects of its allowed classes (no store is kept, so nothing is archived in a render).
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
    /// The classes it may unarchive.
    open class var allowedTopLevelClasses: [AnyClass] { [] }
}

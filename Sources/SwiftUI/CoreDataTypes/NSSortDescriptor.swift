import Foundation

/// A sort order by one key of managed objects: `NSSortDescriptor(keyPath: \Item.date,
/// ascending: false)` or `NSSortDescriptor(key: "date", ascending: false)`. (Linux's
/// Foundation has no key-value coding, so it has no `init(key:ascending:)`; this one reads the
/// key from the objects, as Core Data does.)
open class NSSortDescriptor: NSObject, @unchecked Sendable {
    open private(set) var key: String?
    public let ascending: Bool
    let read: (Any) -> Any?
    let comparator: ((Any, Any) -> ComparisonResult)?

    public init(key: String?, ascending: Bool) {
        self.key = key
        self.ascending = ascending
        self.read = { object in key.flatMap { (object as? NSManagedObject)?.value(forKey: $0) } }
        self.comparator = nil
        super.init()
    }

    public init(key: String?, ascending: Bool, selector: Selector?) {
        self.key = key
        self.ascending = ascending
        self.read = { object in key.flatMap { (object as? NSManagedObject)?.value(forKey: $0) } }
        // `localizedStandardCompare:` and its kin: text compared as a person reads it.
        self.comparator = { a, b in
            guard let a = a as? String, let b = b as? String else { return ManagedOrder.compare(a, b) }
            return a.localizedStandardCompare(b)
        }
        super.init()
    }

    public init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.key = nil
        self.ascending = ascending
        self.read = { ($0 as? Root).map { $0[keyPath: keyPath] } }
        self.comparator = nil
        super.init()
    }

    public init<Root, Value>(
        keyPath: KeyPath<Root, Value>, ascending: Bool, comparator cmptr: @escaping (Any, Any) -> ComparisonResult
    ) {
        self.key = nil
        self.ascending = ascending
        self.read = { ($0 as? Root).map { $0[keyPath: keyPath] } }
        self.comparator = cmptr
        super.init()
    }

    /// The descriptor in the other direction.
    open var reversedSortDescriptor: NSSortDescriptor {
        let reversed = NSSortDescriptor(read: read, ascending: !ascending, comparator: comparator)
        reversed.key = key
        return reversed
    }

    init(read: @escaping (Any) -> Any?, ascending: Bool, comparator: ((Any, Any) -> ComparisonResult)?) {
        self.read = read
        self.ascending = ascending
        self.comparator = comparator
        super.init()
    }

    /// How `a` and `b` compare by this descriptor's key.
    open func compare(_ a: Any, to b: Any) -> ComparisonResult {
        let first = read(a)
        let second = read(b)
        let order = comparator.map { $0(first as Any, second as Any) } ?? ManagedOrder.compare(first, second)
        guard !ascending else { return order }
        switch order {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}

/// The order of attribute values as Core Data sorts them: nil first, then by value.
enum ManagedOrder {
    static func compare(_ a: Any?, _ b: Any?) -> ComparisonResult {
        let a = unwrapped(a)
        let b = unwrapped(b)
        switch (a, b) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case let (a?, b?):
            if let a = number(a), let b = number(b) {
                return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            }
            if let a = a as? String, let b = b as? String {
                return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            }
            if let a = a as? Date, let b = b as? Date {
                return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            }
            if let a = a as? UUID, let b = b as? UUID { return compare(a.uuidString, b.uuidString) }
            return .orderedSame
        }
    }

    /// A value with its optionals taken off (nil when empty).
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return unwrapped(mirror.children.first?.value)
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Bool: return value ? 1 : 0
        case let value as any BinaryInteger: return Double(value)
        case let value as any BinaryFloatingPoint: return Double(value)
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }
}

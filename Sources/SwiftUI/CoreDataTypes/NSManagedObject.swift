import Foundation

/// Core Data's object: a scene's entity classes (`class Item: NSManagedObject` with
/// `@NSManaged var timestamp: Date?`, or classes a model file would generate) inserted into a
/// context, fetched, sorted and filtered by a `@FetchRequest`.
///
/// Its attributes live in a table by name, as Core Data keeps them: the scene compiler turns each
/// `@NSManaged var name: T` into a property that reads and writes that table (Linux has no
/// Objective-C runtime to provide the accessors), which is also what sort descriptors and
/// predicates read by key.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The attributes set so far, by name.
    private var attributes: [String: Any] = [:]
    /// The context the object was inserted into.
    public private(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The entity of the object: its class's.
    public let entity: NSEntityDescription
    /// Whether the object was inserted and the context not saved since.
    public internal(set) var isInserted = false
    /// Whether the object was deleted from its context.
    public internal(set) var isDeleted = false
    public var isUpdated: Bool { hasChanges && !isInserted && !isDeleted }
    public internal(set) var hasChanges = false
    public var isFault: Bool { false }
    public var objectID: NSManagedObjectID { NSManagedObjectID(object: self) }

    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        context?.insert(self)
    }

    /// An object of the class's entity, inserted into `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// An object inserted into no context.
    public override convenience init() {
        self.init(entity: Self.entity(), insertInto: nil)
    }

    /// The entity of this class: named after it, as Xcode's generated classes are.
    open class func entity() -> NSEntityDescription {
        NSEntityDescription(name: String(describing: self), objectClass: self)
    }

    /// A fetch request for the class's entity.
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: String(describing: self))
    }

    /// The attribute `key` (a dotted path follows relationships).
    open func value(forKey key: String) -> Any? {
        if let dot = key.firstIndex(of: ".") {
            let head = value(forKey: String(key[..<dot]))
            let rest = String(key[key.index(after: dot)...])
            return (head as? NSManagedObject)?.value(forKey: rest)
        }
        if let value = attributes[key] { return value }
        // A stored Swift property of the class (not `@NSManaged`): read by reflection.
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == key }) { return child.value }
            mirror = current.superclassMirror
        }
        return nil
    }

    open func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    open func setValue(_ value: Any?, forKey key: String) {
        attributes[key] = value
        hasChanges = true
        managedObjectContext?.objectChanged()
    }

    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}
    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}
    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func validateForInsert() throws {}
    open func validateForUpdate() throws {}
    open func validateForDelete() throws {}

    /// The attribute `key` as the scene declared it (`@NSManaged var key: T`): what was set,
    /// else what Core Data gives an attribute never set (nil, zero, false, empty).
    public func _managedValue<T>(forKey key: String) -> T {
        if let value = attributes[key] as? T { return value }
        if let empty = ManagedDefault.value(of: T.self) { return empty }
        preconditionFailure("the attribute '\(key)' of \(entity.name ?? "an object") was never set")
    }

    /// Sets the attribute `key` (`@NSManaged var key: T`).
    public func _setManagedValue<T>(_ value: T, forKey key: String) {
        setValue(value, forKey: key)
    }

    func attach(to context: NSManagedObjectContext?) {
        managedObjectContext = context
    }
}

// Not `Identifiable`, as on iOS: Xcode's generated classes declare it (`extension Item: Identifiable {}`).

extension NSManagedObject: ObservableObject {}

/// The identity of a managed object.
public struct NSManagedObjectID: Hashable, @unchecked Sendable {
    let identifier: ObjectIdentifier
    public let entity: NSEntityDescription
    public var isTemporaryID: Bool { false }

    init(object: NSManagedObject) {
        identifier = ObjectIdentifier(object)
        entity = object.entity
    }

    public static func == (a: NSManagedObjectID, b: NSManagedObjectID) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    public func uriRepresentation() -> URL {
        URL(string: "x-coredata:///\(entity.name ?? "Entity")/\(UInt(bitPattern: identifier.hashValue))")!
    }
}

/// The values of attributes never set, by type: Core Data's nil for optional attributes and
/// its defaults for scalar ones.
enum ManagedDefault {
    static func value<T>(of type: T.Type) -> T? {
        // Optional: `Any?.none` becomes `T`'s nil.
        if let none = (Optional<Any>.none as Any) as? T { return none }
        let defaults: [Any] = [
            "", 0, 0.0, false, Int16(0), Int32(0), Int64(0), Float(0), Data(), Decimal(0), CGFloat(0),
            Date(timeIntervalSinceReferenceDate: 0), UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
            NSSet(), [Any](),
        ]
        for value in defaults { if let value = value as? T { return value } }
        return nil
    }
}

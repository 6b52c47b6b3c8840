import Foundation

/// Core Data's scratchpad of objects. A render starts from a fresh install: the store is empty
/// and holds what the scene's own code inserts (saved or not: a fetch sees pending inserts, as
/// Core Data's does by default). Contexts of one container share its store; a context made on
/// its own has a store of its own.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    public enum ConcurrencyType: Int, Sendable {
        case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType
    }

    let store: ManagedStore
    public let concurrencyType: ConcurrencyType
    open var automaticallyMergesChangesFromParent = false
    open var mergePolicy: Any = NSMergePolicy.error
    open var name: String?
    open var parent: NSManagedObjectContext?
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    open var undoManager: UndoManager?
    open private(set) var hasChanges = false

    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        self.store = ManagedStore()
        super.init()
    }

    init(store: ManagedStore, concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        self.store = store
        super.init()
    }

    public override convenience init() { self.init(concurrencyType: .mainQueueConcurrencyType) }

    /// The objects inserted and not deleted.
    open var registeredObjects: Set<NSManagedObject> { Set(store.objects) }
    open var insertedObjects: Set<NSManagedObject> { Set(store.objects.filter(\.isInserted)) }
    open var deletedObjects: Set<NSManagedObject> { [] }

    open func insert(_ object: NSManagedObject) {
        guard !store.objects.contains(where: { $0 === object }) else { return }
        object.attach(to: self)
        object.isInserted = true
        object.isDeleted = false
        store.objects.append(object)
        hasChanges = true
        object.awakeFromInsert()
    }

    open func delete(_ object: NSManagedObject) {
        object.prepareForDeletion()
        store.objects.removeAll { $0 === object }
        object.isDeleted = true
        hasChanges = true
    }

    /// Saves: the store keeps what it holds; the objects have no pending changes.
    open func save() throws {
        for object in store.objects {
            object.willSave()
            object.isInserted = false
            object.hasChanges = false
            object.didSave()
        }
        hasChanges = false
    }

    open func rollback() {}
    open func reset() {}
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    open func refreshAllObjects() {}
    open func processPendingChanges() {}

    /// The objects of the request's entity that match its predicate, in its sort order, from its
    /// offset and up to its limit.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        request.results(from: store.objects)
    }

    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        request.results(from: store.objects).count
    }

    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        store.objects.first { ObjectIdentifier($0) == objectID.identifier }
            ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
    }

    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        object(with: objectID)
    }

    /// Runs `block` now: a render has one thread of scene code.
    open func perform(_ block: @escaping () -> Void) { block() }
    open func performAndWait(_ block: () -> Void) { block() }
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows
        -> T
    { try block() }

    open func mergeChanges(fromContextDidSave notification: Notification) {}

    public enum ScheduledTaskType: Sendable { case immediate, enqueued }

    func objectChanged() { hasChanges = true }
}

/// The objects of a store: what a container's contexts share.
final class ManagedStore {
    var objects: [NSManagedObject] = []
}

/// How a context resolves conflicting saves: a render has none.
public struct NSMergePolicy: Sendable {
    let name: String
    public static let error = NSMergePolicy(name: "error")
    public static let mergeByPropertyStoreTrump = NSMergePolicy(name: "mergeByPropertyStoreTrump")
    public static let mergeByPropertyObjectTrump = NSMergePolicy(name: "mergeByPropertyObjectTrump")
    public static let overwrite = NSMergePolicy(name: "overwrite")
    public static let rollback = NSMergePolicy(name: "rollback")
}

public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
public let NSErrorMergePolicy: Any = NSMergePolicy.error

import Foundation

/// Core Data's stack: a model, a store and its contexts. A render is a fresh install, so the
/// store starts empty (on disk or in memory alike) and loads at once without error.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    let store = ManagedStore()
    /// The context of the main queue, which views use.
    public private(set) lazy var viewContext: NSManagedObjectContext = {
        let context = NSManagedObjectContext(store: store, concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }()

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        self.managedObjectModel = model
        self.persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        self.persistentStoreDescriptions = [
            NSPersistentStoreDescription(
                url: URL(fileURLWithPath: "/dev/null").appendingPathComponent(name + ".sqlite"))
        ]
        super.init()
    }

    public convenience init(name: String) { self.init(name: name, managedObjectModel: NSManagedObjectModel()) }

    open class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: "/tmp") }

    /// Loads the stores: each is ready at once, and `block` is called for each with no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// A context of its own queue on the same store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(store: store, concurrencyType: .privateQueueConcurrencyType)
    }

    /// Runs `block` with a background context, now.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }
}

/// Core Data's container synced with iCloud: a local container in a render.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}

/// How a store is configured: kept, and without effect on an empty store.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    open var url: URL?
    open var type: String = "SQLite"
    open var configuration: String?
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open var isReadOnly = false
    open var cloudKitContainerOptions: Any?
    open private(set) var options: [String: NSObject] = [:]

    public init(url: URL) {
        self.url = url
        super.init()
    }

    public override init() { super.init() }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// The coordinator between a model and its stores.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    public init(managedObjectModel model: NSManagedObjectModel) {
        self.managedObjectModel = model
        super.init()
    }
}

public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey =
    "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSInMemoryStoreType = "InMemory"
public let NSSQLiteStoreType = "SQLite"

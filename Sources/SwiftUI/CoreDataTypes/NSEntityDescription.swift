import Foundation

/// An entity of a Core Data model: here the class of a scene's managed objects, by name.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    open var name: String?
    open var managedObjectClassName: String
    let objectClass: NSManagedObject.Type?

    init(name: String, objectClass: NSManagedObject.Type?) {
        self.name = name
        self.managedObjectClassName = name
        self.objectClass = objectClass
        super.init()
    }

    public override convenience init() { self.init(name: "", objectClass: nil) }

    /// The entity named `entityName`; nil when none of the scene's classes is so named (a model
    /// file is not read).
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext)
        -> NSEntityDescription?
    {
        NSEntityDescription(name: entityName, objectClass: nil)
    }

    /// A new object of the entity `entityName`, inserted into `context`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext)
        -> NSManagedObject
    {
        NSManagedObject(entity: NSEntityDescription(name: entityName, objectClass: nil), insertInto: context)
    }

    public static func == (a: NSEntityDescription, b: NSEntityDescription) -> Bool { a.name == b.name }
}

/// A Core Data model: the scene's classes are its entities.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    public var entities: [NSEntityDescription] = []
    public override init() { super.init() }
    public convenience init?(contentsOf url: URL) { self.init() }
    public class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
}

import Foundation

/// What a fetch can return: managed objects (and, on iOS, IDs, dictionaries and counts).
public protocol NSFetchRequestResult: AnyObject {}

/// A search of a context's store: an entity, a predicate, a sort order, an offset and a limit.
// Unconstrained, where iOS's is `ResultType: NSFetchRequestResult`: there the protocol is an
// Objective-C one, so `NSFetchRequest<NSFetchRequestResult>` (what `fetchRequest()` returns) is
// allowed; a Swift protocol's existential does not conform to itself.
open class NSFetchRequest<ResultType>: NSObject, @unchecked Sendable {
    open var entityName: String?
    open var entity: NSEntityDescription? {
        get { entityName.map { NSEntityDescription(name: $0, objectClass: nil) } }
        set { entityName = newValue?.name }
    }
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var includesPendingChanges = true
    open var returnsObjectsAsFaults = true
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Sort order given as Swift `SortDescriptor`s (by `@FetchRequest(sortDescriptors:)`).
    var sort: ((Any, Any) -> ComparisonResult)?

    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    public override init() { super.init() }

    /// Fetches with the context the scene is running in.
    open func execute() throws -> [ResultType] {
        try SceneRuntime.currentOrNew.managedObjectContext.fetch(self)
    }

    /// `objects` of the request's entity that match its predicate, sorted, offset and limited.
    func results(from objects: [NSManagedObject]) -> [ResultType] {
        var found = objects.filter { object in
            guard object is ResultType else { return false }
            guard let entityName, !entityName.isEmpty else { return true }
            return object.entity.name == entityName || String(describing: type(of: object)) == entityName
        }
        if let predicate { found = found.filter { predicate.evaluate(with: $0) } }
        let descriptors = sortDescriptors ?? []
        if sort != nil || !descriptors.isEmpty {
            // A stable sort: objects equal in every key stay in insertion order.
            found = found.enumerated().sorted { a, b in
                if let sort, case let order = sort(a.element, b.element), order != .orderedSame {
                    return order == .orderedAscending
                }
                for descriptor in descriptors {
                    let order = descriptor.compare(a.element, to: b.element)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return a.offset < b.offset
            }.map(\.element)
        }
        if fetchOffset > 0 { found = Array(found.dropFirst(fetchOffset)) }
        if fetchLimit > 0 { found = Array(found.prefix(fetchLimit)) }
        return found.compactMap { $0 as? ResultType }
    }
}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

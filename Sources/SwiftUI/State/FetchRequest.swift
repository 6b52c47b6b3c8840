import Foundation

/// The managed objects a view shows, fetched from the context in its environment
/// (`\.managedObjectContext`) each time the view is evaluated:
/// `@FetchRequest(sortDescriptors: [SortDescriptor(\.date)]) var items: FetchedResults<Item>`.
/// A render starts from an empty store, so the results hold what the scene's own code inserted,
/// filtered by the predicate and in the sort order. The animation is the one changes of the
/// results animate with in SwiftUI; a render animates a change by the transaction that made it.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    let request: NSFetchRequest<Result>
    let location = FetchLocation()

    /// What the request fetches, which `$items` changes.
    public struct Configuration {
        public var nsSortDescriptors: [NSSortDescriptor]
        public var nsPredicate: NSPredicate?
    }

    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
    }

    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        request = fetchRequest
    }

    public init(
        entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
        animation: Animation? = nil
    ) {
        request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
    }

    /// The objects of the result type's entity.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil)
    where Result: NSManagedObject {
        request = NSFetchRequest<Result>(entityName: Result.entity().name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
    }

    /// The objects of the result type's entity, in the order of Swift sort descriptors.
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil)
    where Result: NSManagedObject {
        request = NSFetchRequest<Result>(entityName: Result.entity().name ?? "")
        request.predicate = predicate
        request.sort = order(by: sortDescriptors)
    }

    /// The objects fetched from the environment's context now.
    public var wrappedValue: FetchedResults<Result> {
        let context = location.context ?? SceneRuntime.currentOrNew.managedObjectContext
        return FetchedResults(request: request, results: (try? context.fetch(request)) ?? [])
    }

    /// The request's sort order and predicate, to change.
    public var projectedValue: Binding<Configuration> {
        let request = self.request
        return Binding(
            get: { Configuration(nsSortDescriptors: request.sortDescriptors ?? [], nsPredicate: request.predicate) },
            set: {
                request.sortDescriptors = $0.nsSortDescriptors
                request.predicate = $0.nsPredicate
            })
    }
}

extension FetchRequest: GraphBoundProperty {
    func bind(in context: LoweringContext, property: String) {
        location.context = context.environment.managedObjectContext
    }
}

/// The context a fetch request reads, from the environment it was evaluated in.
final class FetchLocation {
    var context: NSManagedObjectContext?
}

/// The objects a `@FetchRequest` fetched, in its order: a random-access collection.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let request: NSFetchRequest<Result>
    let results: [Result]

    public var startIndex: Int { results.startIndex }
    public var endIndex: Int { results.endIndex }
    public subscript(position: Int) -> Result { results[position] }

    /// The request's predicate; setting it filters the next evaluation's results.
    public var nsPredicate: NSPredicate? {
        get { request.predicate }
        nonmutating set { request.predicate = newValue }
    }

    /// The request's sort descriptors.
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { request.sortDescriptors ?? [] }
        nonmutating set { request.sortDescriptors = newValue }
    }
}

extension FetchedResults where Result: NSManagedObject {
    /// The request's order as Swift sort descriptors (setting it sorts the next evaluation's results).
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { [] }
        nonmutating set {
            request.sort = order(by: newValue)
        }
    }
}

/// The order of a fetch's objects under Swift sort descriptors: the first that tells two
/// objects apart decides.
func order<Result: NSManagedObject>(by descriptors: [SortDescriptor<Result>]) -> (Any, Any) -> ComparisonResult {
    { a, b in
        guard let a = a as? Result, let b = b as? Result else { return .orderedSame }
        for descriptor in descriptors {
            let order = descriptor.compare(a, b)
            if order != .orderedSame { return order }
        }
        return .orderedSame
    }
}

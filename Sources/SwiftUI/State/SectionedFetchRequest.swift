import Foundation

/// The managed objects a view shows, fetched as `@FetchRequest` fetches them and grouped in
/// sections by the value at `sectionIdentifier`:
/// `@SectionedFetchRequest(sectionIdentifier: \.day, sortDescriptors: [SortDescriptor(\.day)])
/// var items: SectionedFetchResults<String, Item>`. As Core Data's sectioned fetches do, a
/// section is a run of consecutive objects with one identifier, so the sort order should sort
/// by the identifier first.
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
    let request: NSFetchRequest<Result>
    let sectionIdentifier: KeyPath<Result, SectionIdentifier>
    let location = FetchLocation()

    /// What the request fetches, which `$items` changes.
    public struct Configuration {
        public var sectionIdentifier: KeyPath<Result, SectionIdentifier>
        public var nsSortDescriptors: [NSSortDescriptor]
        public var nsPredicate: NSPredicate?
    }

    public init(
        fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        animation: Animation? = nil
    ) {
        request = fetchRequest
        self.sectionIdentifier = sectionIdentifier
    }

    public init(
        fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        transaction: Transaction
    ) {
        request = fetchRequest
        self.sectionIdentifier = sectionIdentifier
    }

    public init(
        entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.sectionIdentifier = sectionIdentifier
    }

    /// The objects of the result type's entity, in sections.
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) where Result: NSManagedObject {
        request = NSFetchRequest<Result>(entityName: Result.entity().name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.sectionIdentifier = sectionIdentifier
    }

    /// The objects of the result type's entity, in the order of Swift sort descriptors, in
    /// sections.
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) where Result: NSManagedObject {
        request = NSFetchRequest<Result>(entityName: Result.entity().name ?? "")
        request.predicate = predicate
        request.sort = order(by: sortDescriptors)
        self.sectionIdentifier = sectionIdentifier
    }

    /// The objects fetched from the environment's context now, in sections.
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        let context = location.context ?? SceneRuntime.currentOrNew.managedObjectContext
        let results = (try? context.fetch(request)) ?? []
        return SectionedFetchResults(request: request, sections: sections(of: results))
    }

    /// The request's sections, sort order and predicate, to change.
    public var projectedValue: Binding<Configuration> {
        let request = self.request
        let sectionIdentifier = self.sectionIdentifier
        return Binding(
            get: {
                Configuration(
                    sectionIdentifier: sectionIdentifier, nsSortDescriptors: request.sortDescriptors ?? [],
                    nsPredicate: request.predicate)
            },
            set: {
                request.sortDescriptors = $0.nsSortDescriptors
                request.predicate = $0.nsPredicate
            })
    }

    /// `results` in runs of one section identifier each, in order.
    private func sections(of results: [Result]) -> [SectionedFetchResults<SectionIdentifier, Result>.Section] {
        var sections: [SectionedFetchResults<SectionIdentifier, Result>.Section] = []
        for result in results {
            let id = result[keyPath: sectionIdentifier]
            if let last = sections.indices.last, sections[last].id == id {
                sections[last].results.append(result)
            } else {
                sections.append(SectionedFetchResults.Section(id: id, results: [result]))
            }
        }
        return sections
    }
}

extension SectionedFetchRequest: GraphBoundProperty {
    func bind(in context: LoweringContext, property: String) {
        location.context = context.environment.managedObjectContext
    }
}

/// The sections a `@SectionedFetchRequest` fetched, in order: a random-access collection of
/// sections, each a random-access collection of its objects.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
    let request: NSFetchRequest<Result>
    let sections: [Section]

    /// The objects of one section, and the identifier they share.
    public struct Section: Identifiable, RandomAccessCollection {
        public let id: SectionIdentifier
        var results: [Result]

        public var startIndex: Int { results.startIndex }
        public var endIndex: Int { results.endIndex }
        public subscript(position: Int) -> Result { results[position] }
    }

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> Section { sections[position] }

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

extension SectionedFetchResults where Result: NSManagedObject {
    /// The request's order as Swift sort descriptors (setting it sorts the next evaluation's results).
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { [] }
        nonmutating set {
            request.sort = order(by: newValue)
        }
    }
}

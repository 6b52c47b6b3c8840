// Core Data's names that SwiftUI files use (`NSManagedObjectContext`, `NSFetchRequest`,
// `NSPersistentContainer` …) are declared in the SwiftUI module, beside the `@FetchRequest` and
// `\.managedObjectContext` that need them (`Sources/SwiftUI/CoreDataTypes/`); `import CoreData`
// brings them, and SwiftUI.
@_exported import SwiftUI

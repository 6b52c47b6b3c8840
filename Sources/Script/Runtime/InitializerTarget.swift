/// The value an initializer is filling in: `self.x = v` writes here.
final class InitializerTarget {
    /// A struct value under construction (nil for a view struct, whose instance holds its
    /// properties).
    var record: RecordValue?
    let instance: Instance?
    /// `@State` properties that kept their value from an earlier snapshot: an initializer does
    /// not reset them.
    var preservedState: Set<String> = []

    init(record: RecordValue) {
        self.record = record
        self.instance = nil
    }

    init(instance: Instance) {
        self.record = nil
        self.instance = instance
    }
}

/// A tuple's elements and their labels (nil where unlabelled).
struct TupleValue: Equatable {
    var elements: [Value]
    var labels: [String?]

    init(elements: [Value], labels: [String?]? = nil) {
        self.elements = elements
        self.labels = labels ?? Array(repeating: nil, count: elements.count)
    }

    /// The element named `name`: its index (`0`, `1`…) or its label.
    func element(_ name: String) -> Value? {
        if let index = Int(name), elements.indices.contains(index) { return elements[index] }
        if let index = labels.firstIndex(of: name) { return elements[index] }
        return nil
    }

    /// The tuple with the element named `name` replaced, or nil when there is no such element.
    func replacing(_ name: String, with value: Value) -> TupleValue? {
        guard
            let index = Int(name).flatMap({ elements.indices.contains($0) ? $0 : nil })
                ?? labels.firstIndex(of: name)
        else { return nil }
        var copy = self
        copy.elements[index] = value
        return copy
    }
}

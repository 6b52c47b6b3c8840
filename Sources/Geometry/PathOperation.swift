/// A boolean operation on two regions: which points of the plane the result holds, given
/// whether each point is inside the first region and inside the second.
///
/// Kept as a truth table rather than a closed list, so any combination can be asked for.
public struct PathOperation: Hashable, Sendable {
    /// Bit `2·a + b` is set when a point inside the first region (`a`) and the second (`b`)
    /// belongs to the result.
    let table: UInt8

    /// The operation whose result holds a point when `keeps(insideFirst, insideSecond)`.
    public init(keeps: (Bool, Bool) -> Bool) {
        var table: UInt8 = 0
        for a in [false, true] {
            for b in [false, true] where keeps(a, b) {
                table |= 1 << ((a ? 2 : 0) + (b ? 1 : 0))
            }
        }
        self.table = table
    }

    /// True when a point inside the first region as `a` says and the second as `b` says is kept.
    public func keeps(_ a: Bool, _ b: Bool) -> Bool {
        table & (1 << ((a ? 2 : 0) + (b ? 1 : 0))) != 0
    }

    /// Points in either region.
    public static let union = PathOperation { $0 || $1 }
    /// Points in both regions.
    public static let intersection = PathOperation { $0 && $1 }
    /// Points in the first region and not in the second.
    public static let subtracting = PathOperation { $0 && !$1 }
    /// Points in exactly one of the regions.
    public static let symmetricDifference = PathOperation { $0 != $1 }
}

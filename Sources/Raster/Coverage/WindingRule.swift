/// Which points a path encloses.
public enum WindingRule: Hashable, Sendable {
    case nonZero
    case evenOdd
}

/// Which points a path encloses: non-zero winding or even-odd.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

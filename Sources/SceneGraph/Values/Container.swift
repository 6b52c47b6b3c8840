/// A container's layout, held by a container view: equal when the layouts are.
public struct Container: Equatable, Sendable {
    public var layout: any ContainerLayout

    public init(_ layout: any ContainerLayout) { self.layout = layout }

    public static func == (a: Container, b: Container) -> Bool { a.layout.isEqual(to: b.layout) }

    /// `ZStack`.
    public static func z(alignment: LayoutAlignment) -> Container { Container(ZStackContainer(alignment: alignment)) }
    /// `HStack`.
    public static func h(alignment: VerticalLayoutAlignment, spacing: Double?) -> Container {
        Container(HStackContainer(alignment: alignment, spacing: spacing))
    }
    /// `VStack`.
    public static func v(alignment: HorizontalLayoutAlignment, spacing: Double?) -> Container {
        Container(VStackContainer(alignment: alignment, spacing: spacing))
    }
    /// `LazyVGrid`, `LazyHGrid`.
    public static func grid(_ layout: GridContainer) -> Container { Container(layout) }
    /// `Grid`.
    public static func cellGrid(_ layout: CellGridLayout) -> Container { Container(layout) }
    /// `GridRow`.
    public static func gridRow(alignment: VerticalLayoutAlignment?) -> Container {
        Container(GridRowContainer(alignment: alignment))
    }
}

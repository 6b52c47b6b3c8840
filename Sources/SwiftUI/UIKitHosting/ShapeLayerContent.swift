/// A `CAShapeLayer`'s path: filled, then stroked from `strokeStart` to `strokeEnd` of its
/// length (a start after the end strokes nothing), in the layer's coordinates.
struct ShapeLayerContent: TabledLayerContent {
    var path: Path?
    var fillColor: CGColor?
    var evenOdd: Bool
    var strokeColor: CGColor?
    var strokeStart: Double
    var strokeEnd: Double
    var lineWidth: Double
    var miterLimit: Double
    var lineCap: CGLineCap
    var lineJoin: CGLineJoin
    var dash: [CGFloat]
    var dashPhase: Double

    init(_ layer: CAShapeLayer) {
        path = layer.path.map { Path($0) }
        fillColor = layer.fillColor
        evenOdd = layer.fillRule == .evenOdd
        strokeColor = layer.strokeColor
        strokeStart = Double(layer.strokeStart)
        strokeEnd = Double(layer.strokeEnd)
        lineWidth = Double(layer.lineWidth)
        miterLimit = Double(layer.miterLimit)
        lineCap = layer.lineCap == .round ? .round : layer.lineCap == .square ? .square : .butt
        lineJoin = layer.lineJoin == .round ? .round : layer.lineJoin == .bevel ? .bevel : .miter
        dash = (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        dashPhase = Double(layer.lineDashPhase)
    }

    func body(size: CGSize) -> AnyView {
        guard let path else { return AnyView(EmptyView()) }
        let start = min(1, max(0, strokeStart))
        let end = min(1, max(0, strokeEnd))
        return AnyView(
            ZStack(alignment: .topLeading) {
                if let fillColor {
                    path.fill(Color(cgColor: fillColor), style: FillStyle(eoFill: evenOdd))
                }
                if let strokeColor, lineWidth > 0, end > start {
                    path.trimmedPath(from: start, to: end).stroke(
                        Color(cgColor: strokeColor),
                        style: StrokeStyle(
                            lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                            dash: dash, dashPhase: dashPhase))
                }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading))
    }

    /// The shape layer's animatable properties, by key path (its path is not animated).
    static let properties: [String: LayerContentProperty<ShapeLayerContent>] = [
        "strokeStart": LayerContentProperty(\.strokeStart),
        "strokeEnd": LayerContentProperty(\.strokeEnd),
        "lineWidth": LayerContentProperty(\.lineWidth),
        "miterLimit": LayerContentProperty(\.miterLimit),
        "lineDashPhase": LayerContentProperty(\.dashPhase),
        "fillColor": LayerContentProperty(\.fillColor),
        "strokeColor": LayerContentProperty(\.strokeColor),
    ]
}

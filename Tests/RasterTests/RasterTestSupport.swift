import Geometry
import XCTest

@testable import Raster

/// Coverage of every pixel of a `width`×`height` canvas by the fast rasterizer, accumulating
/// `rowsPerPass` rows at a time (as bands do).
func fastCoverage(_ path: Path, width: Int, height: Int, rule: WindingRule, rowsPerPass: Int = 1000) -> [Float] {
    var result = [Float](repeating: 0, count: width * height)
    let edges = EdgeList(
        path: path, clip: PixelRect(x: 0, y: 0, width: width, height: height),
        tolerance: PreparedCommand.flatteningTolerance)
    guard !edges.isEmpty else { return result }
    let rasterizer = CoverageRasterizer()
    var top = edges.minY
    while top < edges.maxY {
        let bottom = min(edges.maxY, top + rowsPerPass)
        rasterizer.accumulate(edges, rows: top..<bottom)
        for y in top..<bottom {
            let row = rasterizer.coverage(row: y, width: edges.width, rule: rule)
            for i in 0..<edges.width { result[y * width + edges.minX + i] = row[i] }
        }
        top = bottom
    }
    return result
}

/// The slow, obviously correct reference: the winding number at n×n sample points per pixel
/// (ray cast to the right), averaged, then folded by the fill rule exactly as the rasterizer's
/// definition says (non-zero: min(1, |mean|); even-odd: distance of the mean to the nearest
/// even integer, capped at 1).
func referenceCoverage(_ polygon: [Point], width: Int, height: Int, rule: WindingRule, samples n: Int) -> [Double] {
    var result = [Double](repeating: 0, count: width * height)
    for py in 0..<height {
        var sums = [Int](repeating: 0, count: width)
        for sy in 0..<n {
            let y = Double(py) + (Double(sy) + 0.5) / Double(n)
            var crossings: [(x: Double, direction: Int)] = []
            for i in 0..<polygon.count {
                let a = polygon[i]
                let b = polygon[(i + 1) % polygon.count]
                if (a.y <= y) != (b.y <= y) {
                    crossings.append((a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), b.y > a.y ? 1 : -1))
                }
            }
            // The winding number at x sums the directions of the crossings right of x: walking the
            // samples left to right, it loses each crossing passed.
            crossings.sort { $0.x < $1.x }
            var winding = crossings.reduce(0) { $0 + $1.direction }
            var next = 0
            for px in 0..<width {
                for sx in 0..<n {
                    let x = Double(px) + (Double(sx) + 0.5) / Double(n)
                    while next < crossings.count && crossings[next].x <= x {
                        winding -= crossings[next].direction
                        next += 1
                    }
                    sums[px] += winding
                }
            }
        }
        for px in 0..<width {
            let mean = abs(Double(sums[px]) / Double(n * n))
            switch rule {
            case .nonZero:
                result[py * width + px] = min(1, mean)
            case .evenOdd:
                let m = mean.truncatingRemainder(dividingBy: 2)
                result[py * width + px] = m > 1 ? 2 - m : m
            }
        }
    }
    return result
}

func polygonPath(_ points: [Point]) -> Path {
    var path = Path()
    path.addLines(points)
    path.closeSubpath()
    return path
}

func fill(_ path: Path, _ paint: Paint, rule: WindingRule = .nonZero, multiply: RGBAColor = .white) -> DrawCommand {
    .fill(path: path, rule: rule, paint: paint, multiply: multiply)
}

/// `commands` drawn on a fresh canvas, with `caches` (by default, caches of its own).
func render(
    _ commands: [DrawCommand], width: Int, height: Int, background: RGBAColor = .clear, threads: Int = 1,
    caches: RenderCaches = RenderCaches()
) -> PixelBuffer {
    Renderer(threads: threads, caches: caches).render(
        DisplayList(commands: commands), width: width, height: height, background: background)
}

/// Σ alpha / 255 over the buffer: the covered area in pixels for an opaque paint.
func coveredArea(_ buffer: PixelBuffer) -> Double {
    var sum = 0
    for i in stride(from: 3, to: buffer.bytes.count, by: 4) { sum += Int(buffer.bytes[i]) }
    return Double(sum) / 255
}

func rectPath(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Path {
    Path.rect(Rect(x: x, y: y, width: width, height: height))
}

func circlePath(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
    Path.circle(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
}

func layer(
    _ commands: [DrawCommand], bounds: Rect? = nil, opacity: Double = 1, blendMode: BlendOperator = .normal,
    filters: [LayerFilter] = [], clip: Layer.Clip? = nil, mask: Layer.Mask? = nil
) -> DrawCommand {
    .layer(
        Layer(
            content: DisplayList(commands: commands), bounds: bounds, opacity: opacity, blendMode: blendMode,
            filters: filters, clip: clip, mask: mask))
}

/// The pixel as an array, for compact comparisons.
func rgba(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
    let p = buffer.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}

/// The largest channel difference between two equally sized buffers.
func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
    zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
}

/// A blur cascade's 1-D kernel built the slow, obvious way: three convolutions of the extended
/// box (2r + 1 taps of weight `scale`, one more on each side of weight α·scale); index
/// `cascade.margin` is the centre.
func referenceKernel(_ cascade: BoxCascade) -> [Double] {
    let r = cascade.radius
    let scale = Double(cascade.scale)
    var box = [Double](repeating: scale, count: 2 * r + 3)
    box[0] = Double(cascade.endWeight) * scale
    box[2 * r + 2] = box[0]
    var kernel: [Double] = [1]
    for _ in 0..<BoxCascade.passes {
        var next = [Double](repeating: 0, count: kernel.count + box.count - 1)
        for (i, k) in kernel.enumerated() {
            for (j, b) in box.enumerated() { next[i + j] += k * b }
        }
        kernel = next
    }
    return kernel
}

/// `values` (a `width`×`height` plane, zero outside) convolved with `kernel` along rows and then
/// columns, directly.
func referenceBlur(_ values: [Double], width: Int, height: Int, kernel: [Double]) -> [Double] {
    let m = kernel.count / 2
    var rows = [Double](repeating: 0, count: values.count)
    for y in 0..<height {
        for x in 0..<width {
            var sum = 0.0
            for j in max(0, x - m)...min(width - 1, x + m) { sum += values[y * width + j] * kernel[j - x + m] }
            rows[y * width + x] = sum
        }
    }
    var out = rows
    for y in 0..<height {
        for x in 0..<width {
            var sum = 0.0
            for j in max(0, y - m)...min(height - 1, y + m) { sum += rows[j * width + x] * kernel[j - y + m] }
            out[y * width + x] = sum
        }
    }
    return out
}

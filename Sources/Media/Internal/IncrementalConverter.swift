@_implementationOnly import CFFmpeg

/// Converts successive RGB(A) frames of one size into one BT.709 limited-range YUV(A) picture with
/// swscale (as `PixelConverter.toBT709`), converting only the rows a frame changed and keeping the
/// picture's other rows from the frame before. The picture is, byte for byte, what converting the
/// whole frame gives.
final class IncrementalConverter {
    /// The converted picture, valid after the first `convert`.
    let picture: MediaFrame
    let width: Int
    let height: Int
    private let source: AVPixelFormat
    private let destination: AVPixelFormat
    private let whole: PixelConverter
    /// Converters of `height` rows for windows of that many rows, made when first needed.
    private var windows: [Int: (converter: PixelConverter, picture: MediaFrame)] = [:]
    /// Each plane's vertical subsampling (rows of the frame per row of the plane, as a shift).
    private let planeShifts: [Int]
    /// False when the height is not a whole number of chroma rows (an odd height in 4:2:0): a
    /// window at the bottom edge would then start between chroma rows, so frames convert whole.
    private let convertsWindows: Bool
    private var hasFrame = false

    /// Changed rows are widened to multiples of this many rows: a multiple of every 4:2:0 chroma
    /// row pair and of swscale's 8-row dither pattern, so a window starts where the whole frame's
    /// rows do.
    static let alignment = 16
    /// How far swscale's vertical chroma filter reaches: a picture row is computed from frame rows
    /// at most this many rows away, so a changed frame row changes picture rows up to this far
    /// from it, which are converted again with it. A 4:2:0 chroma row reads 2 rows either side
    /// (measured on noise at 1170×2532); 8 leaves room for other swscale versions.
    static let reach = 8
    /// Rows converted above and below a band and then dropped, so that every row the band's own
    /// rows read is there (a window's edge rows are filtered as the edge of a picture); at least
    /// ``reach``. Costs 1–3 % of a frame per band.
    static let margin = 16
    /// The fewest rows a window converts (before its margins), so that small changes share a few
    /// converters; windows grow by doubling from there.
    static let smallestWindow = 64

    /// Prepares `width`×`height` conversions from `source` to `destination`; throws `MediaError`
    /// for sizes swscale refuses.
    init(width: Int, height: Int, from source: AVPixelFormat, to destination: AVPixelFormat) throws {
        self.width = width
        self.height = height
        self.source = source
        self.destination = destination
        whole = try PixelConverter.toBT709(width: width, height: height, from: source, to: destination)
        picture = try MediaFrame(width: width, height: height, format: destination)
        let planes = Int(av_pix_fmt_count_planes(destination))
        let chromaShift = av_pix_fmt_desc_get(destination).map { Int($0.pointee.log2_chroma_h) } ?? 0
        // Planes 1 and 2 hold chroma; a fourth holds alpha at full size.
        planeShifts = (0..<max(0, planes)).map { $0 == 1 || $0 == 2 ? chromaShift : 0 }
        convertsWindows = height % (1 << chromaShift) == 0
    }

    /// Converts `rgba` (rows of `stride` bytes) into `picture`. `changedRows` are the only rows that
    /// may differ from the frame converted before (nil: any row may); rows outside the picture are
    /// ignored. The first frame is converted whole.
    func convert(_ rgba: UnsafeBufferPointer<UInt8>, stride: Int, changedRows: [Range<Int>]?) throws {
        guard hasFrame, convertsWindows, let changedRows, let bands = bands(of: changedRows) else {
            convertWhole(rgba, stride: stride)
            hasFrame = true
            return
        }
        for band in bands {
            try convert(band, of: rgba, stride: stride)
        }
    }

    private func convertWhole(_ rgba: UnsafeBufferPointer<UInt8>, stride: Int) {
        whole.convert(
            source: [rgba.baseAddress, nil, nil, nil], sourceStrides: [Int32(stride), 0, 0, 0],
            destination: picture.planes, destinationStrides: picture.strides)
    }

    /// The picture rows that `rows` of the frame change: each range clipped to the picture,
    /// widened by ``reach`` and then to ``alignment``, and merged; nil when converting them in
    /// windows would cost about as much as the whole frame.
    private func bands(of rows: [Range<Int>]) -> [Range<Int>]? {
        let align = Self.alignment
        var bands: [Range<Int>] = []
        for range in rows.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            let first = max(0, range.lowerBound)
            let end = min(height, range.upperBound)
            guard first < end else { continue }
            let lower = max(0, first - Self.reach) / align * align
            let upper = min(height, (end + Self.reach + align - 1) / align * align)
            if let last = bands.last, lower <= last.upperBound {
                bands[bands.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                bands.append(lower..<upper)
            }
        }
        let converted = bands.reduce(0) { $0 + windowHeight(for: $1.count) }
        // Windows of more than three quarters of the frame save too little for their margins.
        return converted * 4 <= height * 3 ? bands : nil
    }

    /// The rows of the window that converts a band of `rows` rows: the band rounded up to a
    /// power of two times ``smallestWindow``, with both margins.
    private func windowHeight(for rows: Int) -> Int {
        var window = Self.smallestWindow
        while window < rows { window *= 2 }
        return window + 2 * Self.margin
    }

    /// Converts the rows of `band` through a window holding it with at least ``margin`` rows on
    /// each side (or the picture's own edge), and copies only the band's rows into `picture`.
    private func convert(_ band: Range<Int>, of rgba: UnsafeBufferPointer<UInt8>, stride: Int) throws {
        let rows = windowHeight(for: band.count)
        let window = try self.window(rows)
        // `bands` keeps `rows` ≤ `height`. Band starts, the margin, window heights and (when
        // convertsWindows) the height are whole chroma rows, so `top` is one too.
        let top = min(max(0, band.lowerBound - Self.margin), height - rows)
        let start = rgba.baseAddress.map { $0 + top * stride }
        window.converter.convert(
            source: [start, nil, nil, nil], sourceStrides: [Int32(stride), 0, 0, 0],
            destination: window.picture.planes, destinationStrides: window.picture.strides)
        let into = picture.planes
        let from = window.picture.planes
        let intoStrides = picture.strides
        let fromStrides = window.picture.strides
        for (plane, shift) in planeShifts.enumerated() {
            guard let target = into[plane], let origin = from[plane] else { continue }
            let step = 1 << shift
            let first = band.lowerBound >> shift
            let end = (band.upperBound + step - 1) >> shift
            let bytes = Int(min(intoStrides[plane], fromStrides[plane]))
            for row in first..<end {
                (target + row * Int(intoStrides[plane])).update(
                    from: origin + (row - (top >> shift)) * Int(fromStrides[plane]), count: bytes)
            }
        }
    }

    /// The converter and picture for windows of `rows` rows.
    private func window(_ rows: Int) throws -> (converter: PixelConverter, picture: MediaFrame) {
        if let window = windows[rows] { return window }
        let window = (
            converter: try PixelConverter.toBT709(width: width, height: rows, from: source, to: destination),
            picture: try MediaFrame(width: width, height: rows, format: destination)
        )
        windows[rows] = window
        return window
    }
}

/// Eight premultiplied 8-bit RGBA pixels as four vectors of floats (0...255), for the layer
/// passes' wide loops. Unpacking and packing give exactly what `BandPainter.unpack` and
/// `BandPainter.pack` (bias 0.5) give pixel by pixel, so a loop written with blocks yields the
/// same bytes as the same arithmetic done one pixel at a time.
struct PixelBlock {
    typealias Lanes = SIMD8<Float>
    typealias Words = SIMD8<UInt32>
    static let count = 8

    var r: Lanes
    var g: Lanes
    var b: Lanes
    var a: Lanes

    /// Bytes 0...255 become floats exactly: 2²³ + byte has the byte in the low mantissa bits.
    @inline(__always)
    init(_ words: Words) {
        let magic = Words(repeating: 0x4B00_0000)
        let bias = Lanes(repeating: 8_388_608)
        let mask = Words(repeating: 0xFF)
        r = unsafeBitCast((words & mask) | magic, to: Lanes.self) - bias
        g = unsafeBitCast(((words &>> 8) & mask) | magic, to: Lanes.self) - bias
        b = unsafeBitCast(((words &>> 16) & mask) | magic, to: Lanes.self) - bias
        a = unsafeBitCast((words &>> 24) | magic, to: Lanes.self) - bias
    }

    @inline(__always)
    init(r: Lanes, g: Lanes, b: Lanes, a: Lanes) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Eight words from `pointer` (any alignment).
    @inline(__always)
    static func load(_ pointer: UnsafeRawPointer) -> Words {
        pointer.loadUnaligned(as: Words.self)
    }

    @inline(__always)
    static func store(_ words: Words, to pointer: UnsafeMutableRawPointer) {
        pointer.storeBytes(of: words, as: Words.self)
    }

    /// Each channel rounded to the nearest byte (ties to even) and clamped to 0...255, NaN as 0.
    // Transparent: with @inline(__always) the optimizer still kept it out of line, a call per
    // eight pixels (measured at 11 % of a neumorphic frame).
    @_transparent
    func packed() -> Words {
        PixelBlock.byte(r) | PixelBlock.byte(g) &<< 8 | PixelBlock.byte(b) &<< 16 | PixelBlock.byte(a) &<< 24
    }

    /// `packed()` for channels known to be at least −0.25 (and not NaN), as blending
    /// non-negative colours gives (down to float error): the same bytes without the lower clamp.
    /// (From −0.25 up, adding 2²³ rounds to 2²³ or more; below, it would leave the byte's bits.)
    @_transparent
    func packedFromNonNegative() -> Words {
        PixelBlock.byteFromNonNegative(r) | PixelBlock.byteFromNonNegative(g) &<< 8
            | PixelBlock.byteFromNonNegative(b) &<< 16 | PixelBlock.byteFromNonNegative(a) &<< 24
    }

    @inline(__always)
    private static func byteFromNonNegative(_ value: Lanes) -> Words {
        let top = Lanes(repeating: 255)
        var v = value
        v.replace(with: top, where: v .> top)
        return unsafeBitCast(v + Lanes(repeating: 8_388_608), to: Words.self) & Words(repeating: 0xFF)
    }

    @inline(__always)
    private static func byte(_ value: Lanes) -> Words {
        // Vector operands throughout: the scalar-operand forms of these operators compile to
        // lane-by-lane loops.
        var v = value
        v.replace(with: Lanes.zero, where: .!(v .>= Lanes.zero))
        let top = Lanes(repeating: 255)
        v.replace(with: top, where: v .> top)
        return unsafeBitCast(v + Lanes(repeating: 8_388_608), to: Words.self) & Words(repeating: 0xFF)
    }
}

/// Whether two frames have the same bytes (two missing frames count as the same). Here, in an
/// optimised target, `==` on byte arrays is specialised; written in an unoptimised test target
/// it runs element by element through generic code, seconds for a test's frames.
public func sameBytes(_ a: [UInt8]?, _ b: [UInt8]?) -> Bool {
    a == b
}

import XCTest

@testable import Raster

final class SIMDMaskLanesTests: XCTestCase {
    /// Each lane alone, none and all agree with the standard `any` and `all`.
    func testEightLanesAgreeWithAnyAndAll() {
        var cases: [SIMD8<Float>] = [.zero, SIMD8(repeating: 1)]
        for lane in 0..<8 {
            var one = SIMD8<Float>.zero
            one[lane] = 1
            cases.append(one)
            var allButOne = SIMD8<Float>(repeating: 1)
            allButOne[lane] = 0
            cases.append(allButOne)
        }
        for values in cases {
            let mask = values .> SIMD8<Float>.zero
            XCTAssertEqual(mask.anyTrue, any(mask), "\(values)")
            XCTAssertEqual(mask.allTrue, all(mask), "\(values)")
        }
        XCTAssertTrue((SIMD8<Float>(0, 0, 0, 0, 0, 0, 0, 2) .> SIMD8<Float>.zero).anyTrue)
        XCTAssertFalse((SIMD8<Float>(1, 1, 1, 1, 1, 1, 1, 0) .> SIMD8<Float>.zero).allTrue)
    }

    func testSixteenLanesAgreeWithAny() {
        XCTAssertFalse((SIMD16<Float>.zero .!= SIMD16<Float>.zero).anyTrue)
        for lane in 0..<16 {
            var values = SIMD16<Float>.zero
            values[lane] = -3
            XCTAssertTrue((values .!= SIMD16<Float>.zero).anyTrue, "lane \(lane)")
        }
    }
}

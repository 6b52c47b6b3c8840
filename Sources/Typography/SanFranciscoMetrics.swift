import Foundation

/// The room San Francisco takes on iOS, for the open fonts that stand in for it: Apple's
/// size-specific tracking, SF Pro's line metrics, and how much wider or narrower the stand-in's
/// advances are than SF's (`FontLibrary.systemFont(size:weight:design:)` applies them).
///
/// Tracking: Apple's Human Interface Guidelines, Typography, "Tracking values", in thousandths
/// of an em per size in points: SF Pro Text's below 20 pt and SF Pro Display's from 20 pt (the
/// two optical sizes Inter and Inter Display stand in for), SF Pro Rounded's, New York's. Since
/// iOS 14 SF Pro is one variable font with one "SF Pro" table (−12 at 22 pt where Display had
/// +16), but its advances change with the optical size too; Inter Display's advances are close
/// to the static SF Pro Display's, so the Display table is the one that fits them: 22-pt bold
/// "Welcome to Point-Free!" is 242–242.5 pt on iOS, 243.1 with the Display table and 229.6 with
/// the variable one. The HIG gives no table for SF Mono, so monospaced text is not tracked.
///
/// Line metrics: `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287109375 (asserted in public
/// iOS tests, e.g. a `minimalSize` test of "This is a test string"), which is SF Pro's hhea
/// ascender 1950 plus descender 494 over 2048 units, with no line gap; iOS snapshots agree (a
/// 17-pt line is 61 px tall at 3x, 41 px at 2x, 21 px at 1x: `SanFranciscoMetricsTests`).
/// SF Mono's and New York's line metrics are not published, so those designs keep their stand-in
/// files' own.
///
/// Letter heights: the stand-in's outlines are scaled vertically so its capitals are SF's cap
/// height (Inter's are 3 % taller, Inter Display's 2 %); iOS snapshots show SF's (a 17-pt "N" is
/// 36 px at 3x, Inter's 37), and taller letters stood 0.3 pt above iOS's on the same baseline.
///
/// Width: the factors below set each weight's overall width, and `SanFranciscoSpacing` then gives
/// each character its own room, fitted on top of them (no factor fits every text). Inter's
/// regular advances, tracked by Apple's tables, come within about 1 % of iOS's on average
/// ("Hello, world!", "SwiftUI", "Simple Text", "amet, consectetur", "point" …), so regular
/// text keeps factor 1.
/// SF Semibold is wider than Inter SemiBold: 3.4 % (needed 3.2 % for "Color difference 1%",
/// 3.7 and 3.8 % for "What's" at 17 and 16 pt; 3.4 % keeps the three within 0.1 % and the
/// first no wider than iOS's, for a text a hundredth of a point wider than the frame iOS gave
/// it wraps there); SF Bold only 1.3 % wider than Inter Bold
/// (1.1 % for "Hello World!", 1.6 % for 22-pt "Welcome to Point-Free!"). Weights between are
/// interpolated, lighter ones keep Inter's widths and heavier ones Bold's factor: those are
/// not measured.
public enum SanFranciscoMetrics {
    /// SF Pro's ascent, in ems (hhea ascender 1950 of 2048 units).
    public static let ascent = 1950.0 / 2048
    /// SF Pro's descent, in ems (hhea descender −494 of 2048 units).
    public static let descent = 494.0 / 2048
    /// SF Pro's cap height, in ems (1443 of 2048 units: `UIFont.systemFont(ofSize: 17).capHeight`
    /// is 11.98; a 17-pt "N" is 36 px tall at 3x in an iOS 17 snapshot, Shepherd-Dog/SpeakList's
    /// `testTextFieldSnapshot`, and 85 px at 40 pt); the stand-in's capitals are drawn this tall.
    public static let capHeight = 1443.0 / 2048

    /// The tracking iOS applies to the system font of `design` at `size` points, in points per
    /// glyph: the HIG's value for the size (linear between whole sizes, the smallest listed size's
    /// below it, the largest's above it).
    public static func tracking(size: Double, design: SystemFontDesign) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let table: [(size: Int, value: Double)]
        switch design {
        case .default: table = size < displayMinimumSize ? sfProTextTracking : sfProDisplayTracking
        case .rounded: table = sfProRoundedTracking
        case .serif: table = newYorkTracking
        case .monospaced: return 0
        }
        let lower = floor(size)
        let fraction = size - lower
        let low = value(in: table, at: lower)
        let thousandths = fraction == 0 ? low : low + (value(in: table, at: lower + 1) - low) * fraction
        return thousandths / 1000 * size
    }

    /// How many times as wide as the stand-in's advances SF's are at `weight` (CSS-style,
    /// 400 regular) for `design`: measured for Inter standing in for SF Pro (see the type's notes);
    /// 1 for the other designs, whose stand-ins have not been measured against iOS.
    public static func widthFactor(weight: Int, design: SystemFontDesign) -> Double {
        switch design {
        case .default, .rounded:
            let table = interWidthFactors
            guard let first = table.first, let last = table.last else { return 1 }
            let weight = Double(weight)
            if weight <= first.weight { return first.factor }
            if weight >= last.weight { return last.factor }
            for (low, high) in zip(table, table.dropFirst()) where weight <= high.weight {
                return low.factor + (high.factor - low.factor) * (weight - low.weight) / (high.weight - low.weight)
            }
            return last.factor
        case .monospaced, .serif: return 1
        }
    }

    /// SF's advances over Inter's at Inter's measured weights (regular, semibold, bold).
    static let interWidthFactors: [(weight: Double, factor: Double)] = [(400, 1), (600, 1.034), (700, 1.013)]

    /// The adjustment that makes the stand-in for `design` take SF's room at `size` and `weight`.
    public static func adjustment(size: Double, weight: Int, design: SystemFontDesign) -> FaceAdjustment {
        let tracking = tracking(size: size, design: design)
        let widthFactor = widthFactor(weight: weight, design: design)
        switch design {
        case .default, .rounded:
            return FaceAdjustment(
                widthFactor: widthFactor, tracking: tracking,
                spacing: SanFranciscoSpacing.spacing(size: size, weight: weight, design: design), ascent: ascent,
                descent: descent, lineGap: 0, capHeight: capHeight, scalesOutlinesToCapHeight: true)
        case .monospaced, .serif:
            return FaceAdjustment(widthFactor: widthFactor, tracking: tracking)
        }
    }

    /// The table's value at the whole size `size`: the entry at or below it, or the first.
    private static func value(in table: [(size: Int, value: Double)], at size: Double) -> Double {
        var result = table[0].value
        for entry in table where Double(entry.size) <= size { result = entry.value }
        return result
    }

    // The HIG's tables, as (size, tracking in 1/1000 em) from that size up to the next entry.

    /// SF Pro Display's optical size, and its tracking table, start at 20 points.
    static let displayMinimumSize = 20.0

    /// "SF Pro Text" (iOS, iPadOS), 6–19 pt (the same as the later "SF Pro" table at these sizes).
    static let sfProTextTracking: [(size: Int, value: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24),
    ]

    /// "SF Pro Display" (iOS, iPadOS), 20–79 pt; 0 from 80 pt.
    static let sfProDisplayTracking: [(size: Int, value: Double)] = [
        (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9),
        (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]

    /// "SF Pro Rounded" (iOS, iPadOS), 6–80 pt; 0 from 80 pt.
    static let sfProRoundedTracking: [(size: Int, value: Double)] = [
        (6, 87), (7, 80), (8, 72), (9, 65), (10, 58), (11, 52), (12, 46), (13, 40), (14, 35), (15, 30),
        (16, 26), (17, 22), (18, 21), (19, 20), (20, 18), (21, 17), (22, 16), (24, 15), (25, 14), (28, 13),
        (30, 12), (35, 11), (37, 10), (43, 9), (44, 8), (50, 7), (51, 6), (58, 4), (64, 3), (66, 2), (76, 1),
        (80, 0),
    ]

    /// "New York" (iOS, iPadOS), 6–260 pt.
    static let newYorkTracking: [(size: Int, value: Double)] = [
        (6, 40), (7, 32), (8, 25), (9, 20), (10, 16), (11, 11), (12, 6), (13, 4), (14, 2), (15, 0), (16, -2),
        (17, -4), (18, -6), (19, -8), (20, -10), (23, -11), (26, -12), (31, -13), (34, -14), (54, -15),
        (70, -16), (180, -17), (220, -18),
    ]
}

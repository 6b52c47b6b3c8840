import Foundation
import Geometry
import Media
import Raster
import Typography

extension SceneRenderer {
    /// Gap between cells and around the sheet, in pixels.
    static let sheetGap = 12
    /// Height of the label strip under each cell, in pixels.
    static let sheetLabelHeight = 28
    /// Label text size in pixels.
    static let sheetLabelSize = 15.0
    static let sheetBackground = RGBAColor(red8: 28, green8: 28, blue8: 30)
    static let sheetLabelColor = RGBAColor(red8: 235, green8: 235, blue8: 245)

    /// The frames a sheet of `count` cells shows: evenly spaced from the first frame to the last, each a
    /// real frame of the video (frame i at time i/fps).
    public func contactSheetFrames(count: Int) -> [Int] {
        let last = frameCount - 1
        guard count > 1 else { return [0] }
        return (0..<count).map { Int((Double($0 * last) / Double(count - 1)).rounded()) }
    }

    /// Renders `columns`×`rows` frames at evenly spaced times into one PNG, each cell labelled with its
    /// time (drawn with the project's own text rendering), on a dark background.
    public func writeContactSheet(
        to path: String, columns: Int, rows: Int, isCancelled: () -> Bool = { false }
    ) throws(ZoetropeError) -> ContactSheet {
        guard columns >= 1, rows >= 1 else { throw .setting(.emptySheet) }
        let cellWidth = settings.pixelWidth
        let cellHeight = settings.pixelHeight
        let gap = Self.sheetGap
        let width = columns * cellWidth + (columns + 1) * gap
        let height = rows * (cellHeight + Self.sheetLabelHeight) + (rows + 1) * gap
        guard width <= RenderSettings.maximumPixelDimension, height <= RenderSettings.maximumPixelDimension else {
            throw .setting(
                .sheetTooLarge(
                    columns: columns, rows: rows, cellWidth: cellWidth, cellHeight: cellHeight, width: width,
                    height: height, limit: RenderSettings.maximumPixelDimension))
        }
        try OutputPath.check(path)
        let font: FontFace
        do {
            font = try FontLibrary.shared.systemFont(size: Self.sheetLabelSize, weight: 500)
        } catch {
            throw .internal("cannot load the label font: \(error)")
        }
        var list = DisplayList()
        list.append(
            .fill(
                path: .rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height))), rule: .nonZero,
                paint: .solid(Self.sheetBackground), multiply: .white))
        let frames = contactSheetFrames(count: columns * rows)
        for (cell, index) in frames.enumerated() {
            if isCancelled() { throw .interrupted }
            let x = gap + (cell % columns) * (cellWidth + gap)
            let y = gap + (cell / columns) * (cellHeight + Self.sheetLabelHeight + gap)
            let image = frame(at: time(ofFrame: index))
            let box = Rect(x: Double(x), y: Double(y), width: Double(cellWidth), height: Double(cellHeight))
            list.append(
                .fill(
                    path: .rect(box), rule: .nonZero,
                    paint: .image(image, transform: .translation(x: Double(x), y: Double(y))), multiply: .white))
            let run = font.shape(Self.label(time(ofFrame: index)))
            let baseline = Double(y + cellHeight) + (Double(Self.sheetLabelHeight) + font.ascent - font.descent) / 2
            let origin = Point(x: Double(x) + (Double(cellWidth) - run.advance) / 2, y: baseline)
            list.append(
                .fill(
                    path: run.path(font: font, origin: origin), rule: .nonZero, paint: .solid(Self.sheetLabelColor),
                    multiply: .white))
        }
        let sheet = renderer.render(list, width: width, height: height)
        do {
            try PNGFile.write(premultipliedRGBA: sheet.bytes, width: width, height: height, to: path)
        } catch {
            throw .writing(error)
        }
        return ContactSheet(width: width, height: height, times: frames.map { time(ofFrame: $0) })
    }

    /// "1.25 s": the time to the hundredth.
    static func label(_ time: Double) -> String {
        String(format: "%.2f s", time)
    }
}

/// The tiles of a canvas that drawing has changed: a coarse record of which pixels may differ
/// from what the canvas held before, so that only those are restored for the next frame.
///
/// Tiles are `tileSize`×`tileSize` pixels; a tile is marked when drawing wrote any pixel in it.
public struct DamageMask: Equatable, Sendable {
    /// Side of a tile in pixels. A multiple of the fill band height, so parallel bands mark
    /// disjoint tile rows.
    public static let tileSize = 32

    /// Canvas size in pixels.
    public let width: Int
    public let height: Int
    /// Tiles per row and per column.
    let columns: Int
    let rows: Int
    /// One byte per tile, row by row: non-zero when the tile changed.
    var tiles: [UInt8]

    /// A mask with nothing marked for a `width`×`height` canvas.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        columns = (self.width + Self.tileSize - 1) / Self.tileSize
        rows = (self.height + Self.tileSize - 1) / Self.tileSize
        tiles = [UInt8](repeating: 0, count: columns * rows)
    }

    /// True when no tile is marked.
    public var isEmpty: Bool { !tiles.contains { $0 != 0 } }

    /// The number of marked tiles.
    public var markedTileCount: Int { tiles.reduce(0) { $0 + ($1 != 0 ? 1 : 0) } }

    /// Marks every tile.
    public mutating func markAll() {
        for i in tiles.indices { tiles[i] = 1 }
    }

    /// Clears every tile.
    public mutating func clear() {
        for i in tiles.indices { tiles[i] = 0 }
    }

    /// Whether the tile holding pixel (`x`, `y`) is marked.
    public func isMarked(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return tiles[(y / Self.tileSize) * columns + x / Self.tileSize] != 0
    }

    /// Runs of marked tiles in each tile row as pixel rectangles clipped to the canvas, row by row.
    var markedRuns: [PixelRect] {
        var runs: [PixelRect] = []
        for row in 0..<rows {
            var column = 0
            while column < columns {
                guard tiles[row * columns + column] != 0 else {
                    column += 1
                    continue
                }
                var end = column + 1
                while end < columns, tiles[row * columns + end] != 0 { end += 1 }
                runs.append(
                    PixelRect(
                        minX: column * Self.tileSize, minY: row * Self.tileSize,
                        maxX: min(width, end * Self.tileSize), maxY: min(height, (row + 1) * Self.tileSize)))
                column = end
            }
        }
        return runs
    }
}

/// Where drawing onto a surface records the tiles it changes; shared by the workers of one
/// drawing, which mark disjoint tile rows (fills) or run one at a time (layers).
struct DamageRecorder: @unchecked Sendable {
    let tiles: UnsafeMutablePointer<UInt8>
    let columns: Int
    let rows: Int

    /// Marks the tiles of row `y` holding columns `x0..<x1` (device pixels inside the canvas).
    @inline(__always)
    func mark(row y: Int, from x0: Int, to x1: Int) {
        let base = tiles + (y / DamageMask.tileSize) * columns
        var c = x0 / DamageMask.tileSize
        let last = (x1 - 1) / DamageMask.tileSize
        while c <= last {
            base[c] = 1
            c += 1
        }
    }

    /// Marks the tiles overlapping `rect`, clipped to the tile grid.
    func mark(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        let size = DamageMask.tileSize
        let r0 = max(0, rect.minY / size)
        let r1 = min(rows - 1, (rect.maxY - 1) / size)
        let c0 = max(0, rect.minX / size)
        let c1 = min(columns - 1, (rect.maxX - 1) / size)
        guard r0 <= r1, c0 <= c1 else { return }
        for row in r0...r1 {
            for column in c0...c1 { tiles[row * columns + column] = 1 }
        }
    }
}

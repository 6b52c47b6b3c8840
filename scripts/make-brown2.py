#!/usr/bin/env python3
"""Generate scenes/assets/brown2.png, the warm brown background of the launch-page scene.

Seed 002 draws its launch page over a photo called "brown2"; this script paints our own stand-in:
a vertical gradient of warm browns lit softly from above, a faint wood-grain texture, a few blurred
bokeh lights, and a vignette, kept dark enough that white text reads on it.

Deterministic and standard library only (zlib and struct write the PNG), so the same command always
produces the same bytes:

    python3 scripts/make-brown2.py [output.png]      # default: scenes/assets/brown2.png
"""

import math
import os
import struct
import sys
import zlib

WIDTH = 1170  # 390 pt × 3, the default canvas (DESIGN.md §3)
HEIGHT = 2532  # 844 pt × 3

# Gradient stops (position 0 = top, 1 = bottom) as sRGB colours.
GRADIENT = [
    (0.00, (121, 82, 55)),
    (0.30, (104, 68, 44)),
    (0.62, (77, 48, 30)),
    (1.00, (40, 24, 15)),
]

# A soft warm light above the centre, where the logo frame sits.
GLOW_CENTRE = (0.52, 0.36)  # fractions of width and height
GLOW_RADIUS = 0.62  # fraction of the width
GLOW_STRENGTH = 0.16  # brightness added at the centre

VIGNETTE_STRENGTH = 0.42  # darkening at the far corners
GRAIN_STRENGTH = 0.045  # contrast of the wood-grain bands
FIBRE_STRENGTH = 0.022  # contrast of the fine vertical fibres

# Bokeh: (x, y, radius) in fractions of the width/height/width, and opacity.
BOKEH = [
    (0.16, 0.08, 0.10, 0.060),
    (0.78, 0.13, 0.15, 0.045),
    (0.58, 0.05, 0.06, 0.070),
    (0.92, 0.27, 0.08, 0.050),
    (0.06, 0.30, 0.12, 0.035),
    (0.34, 0.19, 0.05, 0.055),
    (0.86, 0.62, 0.09, 0.030),
    (0.10, 0.74, 0.14, 0.030),
    (0.70, 0.86, 0.11, 0.028),
    (0.28, 0.93, 0.07, 0.035),
]
BOKEH_COLOUR = (255, 204, 150)

# 4×4 Bayer matrix as offsets in [0, 1), added before truncating to 8 bits.
BAYER = [[(v + 0.5) / 16.0 for v in line] for line in ([0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5])]


def lattice(ix, iy, seed):
    """A deterministic pseudo-random value in [-1, 1] for an integer lattice point."""
    h = (ix * 374761393 + iy * 668265263 + seed * 2147483647) & 0xFFFFFFFF
    h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
    h ^= h >> 16
    return h / 2147483647.5 - 1.0


def smooth(t):
    return t * t * (3.0 - 2.0 * t)


class ValueNoise:
    """Smooth 2-D value noise with cells of sx × sy pixels, evaluated one row at a time."""

    def __init__(self, sx, sy, seed):
        self.sy = sy
        self.seed = seed
        self.columns = WIDTH // sx + 2
        self.cell = [x // sx for x in range(WIDTH)]
        self.fraction = [smooth((x % sx) / sx) for x in range(WIDTH)]

    def row(self, y):
        iy, fy = divmod(y / self.sy, 1.0)
        iy = int(iy)
        fy = smooth(fy)
        edge = [
            lattice(ix, iy, self.seed) * (1.0 - fy) + lattice(ix, iy + 1, self.seed) * fy
            for ix in range(self.columns)
        ]
        return [
            edge[c] + (edge[c + 1] - edge[c]) * f for c, f in zip(self.cell, self.fraction)
        ]


def gradient(v):
    for (p0, c0), (p1, c1) in zip(GRADIENT, GRADIENT[1:]):
        if v <= p1:
            t = smooth((v - p0) / (p1 - p0))
            return [a + (b - a) * t for a, b in zip(c0, c1)]
    return list(GRADIENT[-1][1])


def bokeh_rows():
    """For each row, the bokeh discs that cross it, as (centre x, centre y, radius, opacity) in pixels."""
    rows = [[] for _ in range(HEIGHT)]
    for fx, fy, fr, opacity in BOKEH:
        cx, cy, r = fx * WIDTH, fy * HEIGHT, fr * WIDTH
        for y in range(max(0, int(cy - r)), min(HEIGHT, int(cy + r) + 1)):
            rows[y].append((cx, cy, r, opacity))
    return rows


def bokeh_alpha(x, y, disc):
    cx, cy, r, opacity = disc
    d = math.hypot(x - cx, y - cy) / r
    if d >= 1.0:
        return 0.0
    # A flat disc with a soft edge and a slightly brighter rim, like an out-of-focus highlight.
    edge = 1.0 - smooth(max(0.0, (d - 0.78) / 0.22))
    rim = 1.0 + 0.35 * smooth(max(0.0, (d - 0.55) / 0.35)) * edge
    return opacity * edge * rim


def render():
    warp_coarse = ValueNoise(260, 760, seed=1)
    warp_fine = ValueNoise(90, 250, seed=2)
    fibres = ValueNoise(3, 140, seed=3)
    light = ValueNoise(400, 400, seed=4)
    discs = bokeh_rows()

    gx, gy = GLOW_CENTRE[0] * WIDTH, GLOW_CENTRE[1] * HEIGHT
    glow_r2 = (GLOW_RADIUS * WIDTH) ** 2
    vx, vy = 0.75 * WIDTH, 0.60 * HEIGHT
    x_terms = [((x - WIDTH / 2) / vx) ** 2 for x in range(WIDTH)]
    glow_x = [(x - gx) ** 2 for x in range(WIDTH)]
    two_pi = 2.0 * math.pi

    rows = []
    for y in range(HEIGHT):
        base = gradient(y / (HEIGHT - 1))
        coarse, fine, fibre, patches = warp_coarse.row(y), warp_fine.row(y), fibres.row(y), light.row(y)
        y_term = ((y - HEIGHT / 2) / vy) ** 2
        glow_y = (y - gy) ** 2
        row = bytearray(WIDTH * 3)
        for x in range(WIDTH):
            warp = 2.4 * coarse[x] + 0.7 * fine[x]
            # Broad growth rings bent by the warp, plus finer rings whose strength wanders so they never
            # read as regular pinstripes.
            fine_strength = 0.22 * (1.0 + patches[x]) * (1.0 + fine[x])
            grain = 0.75 * math.sin(two_pi * (x / 52.0 + warp)) + fine_strength * math.sin(
                two_pi * (x / 17.0 + 1.7 * warp)
            )
            shade = 1.0 + GRAIN_STRENGTH * grain + FIBRE_STRENGTH * fibre[x] + 0.05 * patches[x]
            g2 = (glow_x[x] + glow_y) / glow_r2
            if g2 < 1.0:
                shade += GLOW_STRENGTH * (1.0 - g2) ** 2
            d = math.sqrt(x_terms[x] + y_term)
            if d > 0.45:
                shade *= 1.0 - VIGNETTE_STRENGTH * smooth(min(1.0, (d - 0.45) / 0.75))
            r, g, b = base[0] * shade, base[1] * shade, base[2] * shade
            for disc in discs[y]:
                a = bokeh_alpha(x, y, disc)
                if a > 0.0:
                    r += (BOKEH_COLOUR[0] - r) * a
                    g += (BOKEH_COLOUR[1] - g) * a
                    b += (BOKEH_COLOUR[2] - b) * a
            # Ordered dither (4×4 Bayer) hides banding in the slow gradient and compresses well.
            dither = BAYER[y & 3][x & 3]
            i = x * 3
            row[i] = min(255, max(0, int(r + dither)))
            row[i + 1] = min(255, max(0, int(g + dither)))
            row[i + 2] = min(255, max(0, int(b + dither)))
        rows.append(bytes(row))
    return rows


def png_chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def encode_png(rows):
    """An 8-bit RGB PNG; every row uses the 'Up' filter, which suits a vertical gradient."""
    raw = bytearray()
    previous = bytes(WIDTH * 3)
    for row in rows:
        raw.append(2)  # filter type Up
        raw += bytes((a - b) & 0xFF for a, b in zip(row, previous))
        previous = row
    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + png_chunk(b"IHDR", header)
        + png_chunk(b"IDAT", zlib.compress(bytes(raw), 9))
        + png_chunk(b"IEND", b"")
    )


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "scenes", "assets", "brown2.png")
    data = encode_png(render())
    temporary = path + ".tmp"
    with open(temporary, "wb") as file:
        file.write(data)
    os.replace(temporary, path)
    print(f"wrote {path} ({WIDTH}×{HEIGHT}, {len(data)} bytes)")


if __name__ == "__main__":
    main()

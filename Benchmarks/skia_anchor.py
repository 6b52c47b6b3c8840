"""The Skia anchor of `make bench`: draws the frames of the full-screen benchmark scenes
(Benchmarks/Scenes) with Skia's CPU raster (skia-python) on one thread, as a Skia user would
write them, and prints one JSON object: frames per second per scene file name.

Run by zoetrope-bench with the interpreter of the virtual environment it makes
(.build/skia-venv, `pip install skia-python`); by hand:
    .build/skia-venv/bin/python Benchmarks/skia_anchor.py --frames 60 --runs 2

Each scene's drawing follows its SwiftUI file: the same sizes in pixels (1170x2532, 3x), the
same colours (iOS 17's system colours), the same animated values at the same times (linear or
ease-in-out), so both engines draw the same amount of work per frame. The figures are the best
of `--runs` passes over `--frames` frames spread over the animation, each frame drawn whole.
"""

import argparse
import json
import math
import sys
import time

import skia

WIDTH, HEIGHT, SCALE = 1170, 2532, 3.0


def rgb(r, g, b, a=255):
    return skia.Color(r, g, b, a)


PURPLE, BLUE, TEAL, ORANGE = rgb(175, 82, 222), rgb(0, 122, 255), rgb(48, 176, 199), rgb(255, 149, 0)
PINK, INDIGO, MINT = rgb(255, 45, 85), rgb(88, 86, 214), rgb(0, 199, 190)


def ease_in_out(t):
    # SwiftUI's easeInOut is the cubic Bézier (0.42, 0, 0.58, 1); this smoothstep is close enough
    # for the anchor (the amount of work per frame does not depend on it).
    t = min(max(t, 0.0), 1.0)
    return t * t * (3 - 2 * t)


def hue_saturation_matrix(radians, saturation):
    """The SVG hueRotate matrix, then the luma-keeping saturation (the engine's ColorMatrix),
    composed, as Skia's 4x5 row-major colour matrix."""
    c, s = math.cos(radians), math.sin(radians)
    hue = [
        [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928],
        [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283],
        [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072],
    ]
    luma = [0.2126, 0.7152, 0.0722]
    sat = [[(1 - saturation) * luma[j] + (saturation if i == j else 0) for j in range(3)] for i in range(3)]
    m = [[sum(sat[i][k] * hue[k][j] for k in range(3)) for j in range(3)] for i in range(3)]
    return [
        m[0][0], m[0][1], m[0][2], 0, 0,
        m[1][0], m[1][1], m[1][2], 0, 0,
        m[2][0], m[2][1], m[2][2], 0, 0,
        0, 0, 0, 1, 0,
    ]


def text(canvas, string, x, y, size, color):
    font = skia.Font(skia.Typeface("DejaVu Sans", skia.FontStyle.Bold()), size)
    paint = skia.Paint(AntiAlias=True, Color=color)
    width = font.measureText(string)
    canvas.drawString(string, x - width / 2, y, font, paint)


def gradient_hue(canvas, t):
    """gradient-hue.swift: a diagonal four-colour gradient, hue 0→360° and saturation 1.2→0.6
    over 4 s (linear), a bold title on top."""
    p = min(t / 4.0, 1.0)
    shader = skia.GradientShader.MakeLinear(
        [skia.Point(0, 0), skia.Point(WIDTH, HEIGHT)], [PURPLE, BLUE, TEAL, ORANGE])
    paint = skia.Paint(Shader=shader, ColorFilter=skia.ColorFilters.Matrix(
        hue_saturation_matrix(2 * math.pi * p, 1.2 + (0.6 - 1.2) * p)), Dither=True)
    canvas.drawRect(skia.Rect(0, 0, WIDTH, HEIGHT), paint)
    text(canvas, "Aurora", WIDTH / 2, HEIGHT / 2 + 20 * SCALE, 56 * SCALE, skia.ColorWHITE)


def blurred_orbs(canvas, t):
    """blurred-orbs.swift: white, then two 390-pt circles blurred by radius 60 pt (σ 180 px)
    drifting on an ease-in-out over 4 s."""
    p = ease_in_out(t / 4.0)
    canvas.clear(skia.ColorWHITE)
    blur = skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, 60 * SCALE)
    for color, (x0, y0), (x1, y1) in [
        (PINK, (-120, 160), (120, -220)),
        (BLUE, (110, -180), (-130, 240)),
    ]:
        x = WIDTH / 2 + (x0 + (x1 - x0) * p) * SCALE
        y = HEIGHT / 2 + (y0 + (y1 - y0) * p) * SCALE
        canvas.drawCircle(x, y, 195 * SCALE, skia.Paint(AntiAlias=True, Color=color, MaskFilter=blur))


def page(canvas, offset, title, top, bottom):
    canvas.save()
    canvas.translate(offset, 0)
    shader = skia.GradientShader.MakeLinear([skia.Point(0, 0), skia.Point(0, HEIGHT)], [top, bottom])
    canvas.drawRect(skia.Rect(0, 0, WIDTH, HEIGHT), skia.Paint(Shader=shader, Dither=True))
    card = skia.RRect.MakeRectXY(
        skia.Rect.MakeXYWH(WIDTH / 2 - 160 * SCALE, HEIGHT / 2 - 130 * SCALE, 320 * SCALE, 200 * SCALE),
        28 * SCALE, 28 * SCALE)
    shadow = skia.Paint(
        AntiAlias=True, Color=skia.Color4f(0, 0, 0, 0.2).toColor(),
        MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, 12 * SCALE))
    canvas.save()
    canvas.translate(0, 6 * SCALE)
    canvas.drawRRect(card, shadow)
    canvas.restore()
    canvas.drawRRect(card, skia.Paint(AntiAlias=True, Color=skia.Color4f(1, 1, 1, 0.85).toColor()))
    text(canvas, title, WIDTH / 2, HEIGHT / 2 + 120 * SCALE, 34 * SCALE, skia.ColorWHITE)
    canvas.restore()


def page_transition(canvas, t):
    """page-transition.swift: the first page moves out to the left as the second moves in from
    the right, ease-in-out over 2 s."""
    p = ease_in_out(t / 2.0)
    page(canvas, -WIDTH * p, "First", ORANGE, PINK)
    page(canvas, WIDTH * (1 - p), "Second", INDIGO, MINT)


def hsv(h, s, v, a):
    c = skia.HSVToColor([h * 360, s, v], int(a * 255))
    return c


def particles(canvas, t):
    """particles.swift: a dark radial gradient and 160 translucent discs rising."""
    w, h = WIDTH / SCALE, HEIGHT / SCALE
    canvas.save()
    canvas.scale(SCALE, SCALE)
    shader = skia.GradientShader.MakeRadial(
        skia.Point(w / 2, h * 0.7), h * 0.8, [skia.Color4f(0.15, 0.1, 0.35, 1).toColor(), skia.ColorBLACK])
    canvas.drawRect(skia.Rect(0, 0, w, h), skia.Paint(Shader=shader, Dither=True))
    paint = skia.Paint(AntiAlias=True)
    for i in range(160):
        seed = float(i)
        speed = 40 + math.fmod(seed * 37, 90)
        x0 = math.fmod(seed * 97.3, w)
        y = h - math.fmod(seed * 53.1 + t * speed, h + 40)
        x = x0 + 18 * math.sin(t * 1.3 + seed)
        r = 3 + math.fmod(seed * 13, 7)
        paint.setColor(hsv(math.fmod(seed * 0.037, 1), 0.6, 1, 0.8))
        canvas.drawCircle(x, y, r, paint)
    canvas.restore()


SCENES = {
    "gradient-hue.swift": (gradient_hue, 4.0),
    "blurred-orbs.swift": (blurred_orbs, 4.0),
    "page-transition.swift": (page_transition, 2.0),
    "particles.swift": (particles, 5.0),
}


def fps(draw, duration, frames, runs):
    surface = skia.Surface(WIDTH, HEIGHT)
    times = [duration * i / max(1, frames - 1) for i in range(frames)]
    best = math.inf
    for _ in range(runs):
        start = time.perf_counter()
        for t in times:
            with surface as canvas:
                canvas.clear(skia.ColorTRANSPARENT)
                draw(canvas, t)
            surface.flushAndSubmit()
        best = min(best, time.perf_counter() - start)
    return frames / best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--png", help="write each scene's middle frame to this folder (to check the drawing)")
    args = parser.parse_args()
    result = {}
    for name, (draw, duration) in SCENES.items():
        result[name] = fps(draw, duration, args.frames, args.runs)
        if args.png:
            surface = skia.Surface(WIDTH, HEIGHT)
            with surface as canvas:
                draw(canvas, duration / 2)
            surface.makeImageSnapshot().save(f"{args.png}/{name[:-6]}.png", skia.kPNG)
    json.dump({"skia_version": skia.__version__, "fps_1thread": result}, sys.stdout)
    print()


if __name__ == "__main__":
    main()

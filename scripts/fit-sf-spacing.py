#!/usr/bin/env python3
"""Fits the side-bearing corrections that make Inter take San Francisco's room glyph by glyph.

Reads the widths iOS gave text (scripts/sf-widths.tsv: frames and ink extents measured in public
iOS snapshot references), lays each text out as Zoetrope's system font does before the corrections
(Inter / Inter Display, SanFranciscoMetrics' width factors and Apple's tracking; HarfBuzz with
kerning on and `calt` off), and solves for a left and a right correction per character, per weight
class (regular, semibold, bold) and optical size (Text below 20 pt, Display from 20 pt), in ems,
by least squares with a ridge penalty that pulls every correction toward 0 (the current factors).
Each correction is the sum of three, penalised differently (see `expand`): one for every character
of its weight and optical size (a change of tracking, which also moves characters the data never
show), one for its character at every weight, one for its character at its weight; so the
difference a text shows is shared among its characters rather than pinned on one.

A frame constrains the sum of a text's advances, so every correction of its characters; an ink
extent constrains the advances between its first and last inked glyph plus the first glyph's left
and the last glyph's right correction (a correction moves the glyph by its left part).

Writes Sources/Typography/SanFranciscoSpacing+Table.swift and prints each measurement before and
after. Needs Python 3 with numpy and uharfbuzz (`pip install numpy uharfbuzz`) and fonts-inter.
Usage: scripts/fit-sf-spacing.py [--check | --cross-validate]
  --check: print the fit, write nothing; --cross-validate: fit without each text in turn and print
  how far the left-out texts are off, for several ridge penalties.
"""
import math, os, sys
import numpy as np
import uharfbuzz as hb

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT_DIR = '/usr/share/fonts/opentype/inter/'
NAMES = {400: 'Regular', 600: 'SemiBold', 700: 'Bold'}
# SanFranciscoMetrics.interWidthFactors and its HIG tracking tables (thousandths of an em).
FACTORS = {400: 1.0, 600: 1.034, 700: 1.013}
TEXT_TRACKING = [(6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
                 (16, -20), (17, -26), (18, -25), (19, -24)]
DISPLAY_TRACKING = [(20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10),
                    (41, 9), (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0)]
# The ridge penalty, in squared ems per squared em of residual: large enough that a correction
# stays a fraction of a glyph's room, small enough that the fitted texts come within their interval.
# Left-out texts (--cross-validate) come out alike from 0.2 to 2; 1 keeps the corrections smallest
# while every fitted text stays within 0.2 % of its interval.
RIDGE = 1.0
# A table's correction for every character (a change of its tracking) costs less than a
# character's own, and a character's own in one table more than its correction in all of them:
# what the data show for all texts of a weight, or for one character at every weight, is
# believed first.
TRACKING_RIDGE_SHARE = 0.1
SPECIFIC_RIDGE_SHARE = 2.0
ALL = '*'   # every character of a table
ANY = ('any', 'any')  # every table
WEIGHT_CLASSES = {400: 'regular', 600: 'semibold', 700: 'bold'}

_fonts = {}


def font(size, weight):
    family = 'Inter' if size < 20 else 'InterDisplay'
    key = (family, weight)
    if key not in _fonts:
        face = hb.Face(hb.Blob.from_file_path(FONT_DIR + '%s-%s.otf' % (family, NAMES[weight])))
        _fonts[key] = (hb.Font(face), face.upem)
    return _fonts[key]


def tracking(size):
    table = TEXT_TRACKING if size < 20 else DISPLAY_TRACKING

    def value(s):
        result = table[0][1]
        for entry_size, entry in table:
            if entry_size <= s:
                result = entry
        return result
    lower = math.floor(size)
    fraction = size - lower
    thousandths = value(lower) if fraction == 0 else value(lower) + (value(lower + 1) - value(lower)) * fraction
    return thousandths / 1000 * size


def shape(text, size, weight):
    """Glyphs as (character, advance, ink left, ink right) in points, ink relative to the pen."""
    hb_font, upem = font(size, weight)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    buffer.language = 'en'
    hb.shape(hb_font, buffer, {'calt': False})
    scale = size / upem * FACTORS[weight]
    glyphs = []
    for info, position in zip(buffer.glyph_infos, buffer.glyph_positions):
        extents = hb_font.get_glyph_extents(info.codepoint)
        ink = None
        if extents and extents.width != 0:
            left = (position.x_offset + extents.x_bearing) * scale
            ink = (left, left + extents.width * scale)
        glyphs.append((text[info.cluster], position.x_advance * scale + tracking(size), ink))
    return glyphs


def table_key(weight, size):
    return (WEIGHT_CLASSES[weight], 'display' if size >= 20 else 'text')


def parse_runs(field):
    runs = []
    for run in field.split('|'):
        text, weight = run.rsplit('@', 1)
        runs.append((text, int(weight)))
    return runs


def load():
    rows = []
    with open(os.path.join(ROOT, 'scripts/sf-widths.tsv')) as f:
        for line in f:
            if line.startswith('#') or line.startswith('kind\t') or not line.strip():
                continue
            kind, value, scale, size, runs, source = line.rstrip('\n').split('\t')
            rows.append((kind, float(value), float(scale), float(size), parse_runs(runs), source))
    return rows


def interval(kind, value, scale):
    if kind == 'frame':
        return ((value - 1) / scale, value / scale)
    if kind == 'ink':
        return ((value - 0.5) / scale, (value + 0.5) / scale)
    return (value, value)


def model(kind, size, runs):
    """The width before corrections, and its derivative per (table, character, side) in points per em."""
    width = 0.0
    gradient = {}
    pen = 0.0
    placed = []  # (key, character, pen before its left correction, glyph)
    for text, weight in runs:
        key = table_key(weight, size)
        for glyph in shape(text, size, weight):
            placed.append((key, glyph[0], pen, glyph))
            pen += glyph[1]

    def add(name, amount):
        gradient[name] = gradient.get(name, 0.0) + amount * size
    if kind in ('frame', 'exact'):
        width = pen
        for key, character, _, _ in placed:
            add((key, character, 'left'), 1)
            add((key, character, 'right'), 1)
        return width, gradient
    inked = [i for i, p in enumerate(placed) if p[3][2] is not None]
    first, last = inked[0], inked[-1]
    width = (placed[last][2] + placed[last][3][2][1]) - (placed[first][2] + placed[first][3][2][0])
    for index in range(first, last):
        key, character = placed[index][0], placed[index][1]
        add((key, character, 'left'), 1)
        add((key, character, 'right'), 1)
    add((placed[last][0], placed[last][1], 'left'), 1)
    add((placed[first][0], placed[first][1], 'left'), -1)
    return width, gradient


def expand(gradient):
    """A glyph's correction is the sum of three: its table's for every character (a change of
    tracking), its character's in every table, and its character's in its table."""
    result = {}
    for (key, character, side), amount in gradient.items():
        for name in ((key, ALL, side), (ANY, character, side), (key, character, side)):
            result[name] = result.get(name, 0.0) + amount
    return result


def penalty(name, ridge):
    key, character, _ = name
    if character == ALL:
        return ridge * TRACKING_RIDGE_SHARE
    if key == ANY:
        return ridge
    return ridge * SPECIFIC_RIDGE_SHARE


def fit(rows, models, ridge=None):
    """The corrections that fit `rows` best, by (character table, character, side), hierarchical
    names included (see `expand`)."""
    ridge = RIDGE if ridge is None else ridge
    models = [(width, expand(gradient)) for width, gradient in models]
    names = sorted({name for _, gradient in models for name, amount in gradient.items() if amount != 0})
    column = {name: i for i, name in enumerate(names)}
    a = np.zeros((len(rows) + len(names), len(names)))
    b = np.zeros(len(rows) + len(names))
    for r, ((kind, value, scale, size, runs, _), (width, gradient)) in enumerate(zip(rows, models)):
        low, high = interval(kind, value, scale)
        # Aim at the middle of the interval, in ems, so every size weighs alike.
        target = (low + high) / 2
        for name, amount in gradient.items():
            if amount != 0:
                a[r, column[name]] = amount / size
        b[r] = (target - width) / size
    for i, name in enumerate(names):
        a[len(rows) + i, i] = math.sqrt(penalty(name, ridge))
    solution = np.linalg.lstsq(a, b, rcond=None)[0]
    return {name: float(x) for name, x in zip(names, solution)}


def off(width, low, high):
    """How far `width` is outside low...high, in percent of high."""
    return (low - width if width < low else max(0.0, width - high)) / high * 100


def cross_validate(rows, models, ridge):
    """How far each text is off when the corrections are fitted without it (every size and kind of it
    left out): what the tables do for a text they were not fitted to."""
    before, after = [], []
    texts = sorted({''.join(t for t, _ in runs) for _, _, _, _, runs, _ in rows})
    for text in texts:
        keep = [i for i, row in enumerate(rows) if ''.join(t for t, _ in row[4]) != text]
        corrections = fit([rows[i] for i in keep], [models[i] for i in keep], ridge)
        for i, (kind, value, scale, size, runs, _) in enumerate(rows):
            if ''.join(t for t, _ in runs) != text:
                continue
            width, gradient = models[i]
            low, high = interval(kind, value, scale)
            predicted = width + sum(amount * corrections.get(name, 0.0) for name, amount in expand(gradient).items())
            before.append(off(width, low, high))
            after.append(off(predicted, low, high))
    return before, after


def main():
    rows = load()
    models = [model(kind, size, runs) for kind, _, _, size, runs, _ in rows]
    if '--cross-validate' in sys.argv:
        for ridge in (0.05, 0.2, 0.5, 1, 2, 5):
            before, after = cross_validate(rows, models, ridge)
            print('ridge %.2f: left-out texts off by median %.2f %%, mean %.2f %%, worst %.2f %% '
                  '(without corrections %.2f, %.2f, %.2f); within 1 %%: %d of %d (%d)' % (
                      ridge, np.median(after), np.mean(after), max(after), np.median(before), np.mean(before),
                      max(before), sum(x <= 1 for x in after), len(after), sum(x <= 1 for x in before)))
        return
    corrections = fit(rows, models)

    worst_before = worst_after = 0.0
    for (kind, value, scale, size, runs, source), (width, gradient) in zip(rows, models):
        low, high = interval(kind, value, scale)
        after = width + sum(amount * corrections.get(name, 0.0) for name, amount in expand(gradient).items())
        worst_before = max(worst_before, off(width, low, high))
        worst_after = max(worst_after, off(after, low, high))
        text = ''.join(t for t, _ in runs)
        print('%-5s %5.1f pt %-48s iOS %7.2f-%7.2f  before %7.2f (%4.2f %%)  after %7.2f (%4.2f %%)' % (
            kind, size, text[:48], low, high, width, off(width, low, high), after, off(after, low, high)))
    print('worst beyond the interval: %.2f %% before, %.2f %% after; %d corrections' % (
        worst_before, worst_after, len(corrections)))
    if '--check' in sys.argv:
        return
    write(corrections)


def swift_character(character):
    if character == '\\':
        return '"\\\\"'
    if character == '"':
        return '"\\""'
    if character == "'":
        return '"\'"'
    return '"%s"' % character


def write(corrections):
    def value(key, character, side):
        return corrections.get((key, character, side), 0.0)
    characters = sorted({character for (_, character, _) in corrections if character != ALL})
    lines = [
        '// Generated by scripts/fit-sf-spacing.py from scripts/sf-widths.tsv; do not edit by hand.',
        '',
        'extension SanFranciscoSpacing {',
    ]
    for weight_class in ('regular', 'semibold', 'bold'):
        for optical in ('text', 'display'):
            key = (weight_class, optical)
            name = weight_class + optical.capitalize()
            other = (value(key, ALL, 'left'), value(key, ALL, 'right'))
            lines.append('    /// SF Pro %s %s: (left, right) in ems for every character not listed, and per character.' % (
                'Text' if optical == 'text' else 'Display', weight_class.capitalize()))
            lines.append('    static let %sOther = SideBearings(left: %.5f, right: %.5f)' % (name, other[0], other[1]))
            lines.append('    static let %s: [Unicode.Scalar: SideBearings] = [' % name)
            for character in characters:
                left = other[0] + value(ANY, character, 'left') + value(key, character, 'left')
                right = other[1] + value(ANY, character, 'right') + value(key, character, 'right')
                lines.append('        %s: SideBearings(left: %.5f, right: %.5f),' % (swift_character(character), left, right))
            lines.append('    ]')
    lines.append('}')
    path = os.path.join(ROOT, 'Sources/Typography/SanFranciscoSpacing+Table.swift')
    with open(path, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    print('wrote', os.path.relpath(path, ROOT))


if __name__ == '__main__':
    main()

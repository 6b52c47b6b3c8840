#!/usr/bin/env python3
"""Encoder sweep and end-to-end anchor for issue 35 (Benchmarks/RESULTS.md, "Encoder sweep").

Renders each scene's frames once, losslessly (`zoetrope render --crf 0 --preset ultrafast`: x264's
lossless mode, so the decoded frames are exactly the YUV 4:2:0 pictures Zoetrope's encoder is
given), decodes them to raw YUV, then encodes those same frames with ffmpeg's libx264 (and libx265,
SVT-AV1) under each setting and reports the time (wall clock and CPU, user + system, of the ffmpeg
process), the bytes and the SSIM against the raw frames (ffmpeg's `ssim` filter, "All").

  python3 Benchmarks/encoder_sweep.py                  # the sweep (every variant below)
  python3 Benchmarks/encoder_sweep.py --only ref,veryfast --rounds 2
  python3 Benchmarks/encoder_sweep.py --end-to-end     # Zoetrope's whole render against the anchor

`--end-to-end` times Zoetrope's whole `render` to MP4 (default settings: compile cached, render,
colour conversion, encode) against ffmpeg's `libx264 -preset medium -crf 18` encoding the same
frames from raw YUV (encode alone), alternating the two, and reports time, bytes and SSIM of both.
Without an `ffmpeg` program it says the anchor is missing and exits 0, so a bench still runs.
Plain python3, no packages.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ZOETROPE = os.path.join(ROOT, ".build", "release", "zoetrope")

SCENES = {
    "launch": "scenes/launch.swift",
    "gradient-hue": "Benchmarks/Scenes/gradient-hue.swift",
    "blurred-orbs": "Benchmarks/Scenes/blurred-orbs.swift",
}

# The reference: what `ffmpeg -c:v libx264 -preset medium -crf 18` does with the same frames.
REFERENCE = ["-c:v", "libx264", "-preset", "medium", "-crf", "18"]


def x264(preset="medium", crf="18", tune=None, params=None, threads=None):
    args = ["-c:v", "libx264", "-preset", preset, "-crf", str(crf)]
    if tune:
        args += ["-tune", tune]
    if params:
        args += ["-x264-params", params]
    if threads is not None:
        args += ["-threads", str(threads)]
    return args


# Zoetrope's encode before issue 35's defaults (VideoCodec+Encoding.swift): medium, CRF 18, the
# look-ahead cut to 8 frames at 1170×2532 for memory, one frame thread per core.
ZOETROPE_MEDIUM = "rc-lookahead=8:sync-lookahead=0:threads=2"

VARIANTS = {
    "ref": REFERENCE,
    "zoetrope-medium": x264(params=ZOETROPE_MEDIUM),
    # presets
    "ultrafast": x264("ultrafast"),
    "superfast": x264("superfast"),
    "veryfast": x264("veryfast"),
    "faster": x264("faster"),
    "fast": x264("fast"),
    "slow": x264("slow"),
    # tunes
    "medium-animation": x264(tune="animation"),
    "medium-stillimage": x264(tune="stillimage"),
    "veryfast-animation": x264("veryfast", tune="animation"),
    "faster-animation": x264("faster", tune="animation"),
    # one setting at a time on medium
    "medium-me-dia": x264(params="me=dia"),
    "medium-me-umh": x264(params="me=umh"),
    "medium-merange8": x264(params="merange=8"),
    "medium-subme2": x264(params="subme=2"),
    "medium-subme4": x264(params="subme=4"),
    "medium-ref1": x264(params="ref=1"),
    "medium-bframes0": x264(params="bframes=0"),
    "medium-bframes8": x264(params="bframes=8"),
    "medium-aq0": x264(params="aq-mode=0"),
    "medium-aq2": x264(params="aq-mode=2"),
    "medium-aq3": x264(params="aq-mode=3"),
    "medium-aqs0.5": x264(params="aq-strength=0.5"),
    "medium-nopsy": x264(params="psy=0"),
    "medium-lookahead10": x264(params="rc-lookahead=10"),
    "medium-trellis0": x264(params="trellis=0"),
    "medium-deblock-1": x264(params="deblock=-1,-1"),
    "medium-deblock1": x264(params="deblock=1,1"),
    "medium-threads1": x264(threads=1),
    "medium-threads2": x264(threads=2),
    # CRF on fast presets
    "veryfast-crf17": x264("veryfast", 17),
    "veryfast-crf19": x264("veryfast", 19),
    "faster-crf19": x264("faster", 19),
    "fast-crf19": x264("fast", 19),
    # combinations for flat synthetic content: AQ off or tune animation, a lower CRF to win back SSIM
    "veryfast-aq0-crf17": x264("veryfast", 17, params="aq-mode=0"),
    "veryfast-aq0-crf16": x264("veryfast", 16, params="aq-mode=0"),
    "veryfast-aq0-crf15": x264("veryfast", 15, params="aq-mode=0"),
    "veryfast-aqs0.5-crf17": x264("veryfast", 17, params="aq-strength=0.5"),
    "veryfast-animation-crf17": x264("veryfast", 17, tune="animation"),
    "veryfast-animation-crf16": x264("veryfast", 16, tune="animation"),
    "faster-aq0-crf17": x264("faster", 17, params="aq-mode=0"),
    "faster-aq0-crf16": x264("faster", 16, params="aq-mode=0"),
    # the same as Zoetrope runs them: look-ahead cut to 8 frames, 2 frame threads, no sync look-ahead
    "zoetrope-veryfast-aq0-crf16": x264("veryfast", 16, params="aq-mode=0:" + ZOETROPE_MEDIUM),
    "zoetrope-veryfast-aq0-crf17": x264("veryfast", 17, params="aq-mode=0:" + ZOETROPE_MEDIUM),
    "zoetrope-faster-aq0-crf17": x264("faster", 17, params="aq-mode=0:" + ZOETROPE_MEDIUM),
    # AQ kept, the CRF lowered (AQ off lost SSIM on the blurred and text scenes at any CRF)
    "zoetrope-veryfast-crf16": x264("veryfast", 16, params=ZOETROPE_MEDIUM),
    "zoetrope-veryfast-crf15": x264("veryfast", 15, params=ZOETROPE_MEDIUM),
    "zoetrope-veryfast-crf14": x264("veryfast", 14, params=ZOETROPE_MEDIUM),
    "zoetrope-veryfast-aqs0.6-crf15": x264("veryfast", 15, params="aq-strength=0.6:" + ZOETROPE_MEDIUM),
    "zoetrope-veryfast-animation-crf15": x264("veryfast", 15, tune="animation", params=ZOETROPE_MEDIUM),
    "zoetrope-veryfast-subme4-trellis1-crf16": x264("veryfast", 16, params="subme=4:trellis=1:" + ZOETROPE_MEDIUM),
    "zoetrope-faster-crf17": x264("faster", 17, params=ZOETROPE_MEDIUM),
    # x264's tune for SSIM (aq-mode 2, psy off), and psy off alone
    "zoetrope-veryfast-ssim-crf16": x264("veryfast", 16, tune="ssim", params=ZOETROPE_MEDIUM),
    "zoetrope-veryfast-ssim-crf15": x264("veryfast", 15, tune="ssim", params=ZOETROPE_MEDIUM),
    "zoetrope-veryfast-ssim-crf14": x264("veryfast", 14, tune="ssim", params=ZOETROPE_MEDIUM),
    "zoetrope-veryfast-nopsy-crf15": x264("veryfast", 15, params="psy=0:" + ZOETROPE_MEDIUM),
    # other encoders (SVT-AV1 preset 8 and 10 are its fast presets; its CRF scale is 0-63)
    "x265-ultrafast-crf20": ["-c:v", "libx265", "-preset", "ultrafast", "-crf", "20", "-x265-params", "log-level=none"],
    "x265-fast-crf20": ["-c:v", "libx265", "-preset", "fast", "-crf", "20", "-x265-params", "log-level=none"],
    "svtav1-p10-crf30": ["-c:v", "libsvtav1", "-preset", "10", "-crf", "30"],
    "svtav1-p8-crf30": ["-c:v", "libsvtav1", "-preset", "8", "-crf", "30"],
}


TICKS = os.sysconf("SC_CLK_TCK")


def tree_cpu(root, seen):
    """Records in `seen` the CPU seconds (user + system) so far of `root` and every descendant."""
    parents, times = {}, {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(entry)] = int(fields[1])
        times[int(entry)] = (int(fields[11]) + int(fields[12])) / TICKS
    for pid, cpu in times.items():
        ancestor = pid
        while ancestor not in (root, 0, 1) and ancestor in parents:
            ancestor = parents[ancestor]
        if ancestor == root:
            seen[pid] = max(seen.get(pid, 0), cpu)


def run_timed(args, sample_tree=False, **kwargs):
    """Runs a command; returns (wall seconds, CPU seconds user + system). Raises on failure.

    `sample_tree`: the CPU is read from /proc every 0.1 s for the process and all its descendants
    instead of from `wait4`, which misses processes their parent never reaps (`zoetrope render`
    runs the scene's program in a bubblewrap sandbox, whose PID namespace reaps it); each
    process's last tenth of a second before it exits is lost."""
    start = time.monotonic()
    process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **kwargs)
    seen = {}
    while sample_tree:
        tree_cpu(process.pid, seen)
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        time.sleep(0.1)
    else:
        _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    stderr = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed ({process.returncode}):\n{stderr[-2000:]}")
    return wall, max(usage.ru_utime + usage.ru_stime, sum(seen.values()))


def probe_size(path):
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height,nb_frames",
         "-of", "csv=p=0", path],
        capture_output=True, text=True, check=True).stdout.strip()
    width, height, frames = out.split(",")[:3]
    return int(width), int(height), int(frames)


class Source:
    """A scene's frames, rendered losslessly once and decoded to raw YUV 4:2:0."""

    def __init__(self, name, scene, workdir, frames, fps):
        self.name = name
        self.scene = scene
        self.fps = fps
        self.frames_option = ["--frames", f"0..{frames}"] if frames else []
        lossless = os.path.join(workdir, f"{name}-lossless.mp4")
        self.yuv = os.path.join(workdir, f"{name}-{frames}.yuv")
        info = self.yuv + ".size"
        if os.path.exists(info):  # a kept --workdir: the frames rendered by an earlier run
            self.width, self.height, self.frames = map(int, open(info).read().split())
            return
        # The first render also compiles the scene, so the timed renders after it find it cached.
        subprocess.run([ZOETROPE, "render", scene, "-o", lossless, "--crf", "0", "--preset", "ultrafast",
                        "--fps", str(fps), "-q"] + self.frames_option, check=True)
        self.width, self.height, self.frames = probe_size(lossless)
        subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", "-i", lossless, "-f", "rawvideo",
                        "-pix_fmt", "yuv420p", self.yuv], check=True)
        os.remove(lossless)
        with open(info, "w") as file:
            file.write(f"{self.width} {self.height} {self.frames}\n")

    def raw_input(self):
        return ["-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", f"{self.width}x{self.height}",
                "-r", str(self.fps), "-i", self.yuv]

    def ssim(self, encoded):
        """SSIM ("All": Y, U, V weighted by their sizes) of an encoded file against the raw frames."""
        result = subprocess.run(
            ["ffmpeg", "-hide_banner", "-nostdin", "-i", encoded] + self.raw_input()
            + ["-lavfi", "[0:v][1:v]ssim", "-f", "null", "-"],
            capture_output=True, text=True)
        match = re.search(r"All:([0-9.]+)", result.stderr)
        if result.returncode != 0 or not match:
            raise RuntimeError(f"ssim of {encoded} failed:\n{result.stderr[-2000:]}")
        return float(match.group(1))


def niced(nice):
    """`nice` raising this process's niceness to `nice` (not by it: a sweep started under nice stays there)."""
    current = os.nice(0)
    return ["nice", "-n", str(nice - current)] if nice > current else []


def encode(source, args, output, nice):
    """ffmpeg encoding the raw frames with `args`; returns (wall, cpu, bytes)."""
    command = niced(nice) + ["ffmpeg", "-v", "error", "-nostdin", "-y"] \
        + source.raw_input() + args + ["-color_primaries", "bt709", "-color_trc", "bt709",
                                       "-colorspace", "bt709", "-color_range", "tv", "-an", output]
    wall, cpu = run_timed(command)
    return wall, cpu, os.path.getsize(output)


def zoetrope_render(source, output, nice, extra, program=None):
    command = niced(nice) + [program or ZOETROPE, "render", source.scene, "-o", output,
                                                              "--fps", str(source.fps), "-q"] \
        + source.frames_option + extra
    wall, cpu = run_timed(command, sample_tree=True)
    return wall, cpu, os.path.getsize(output)


def best(rows):
    """Best wall and best CPU of repeated runs (the least disturbed by other work), and the bytes."""
    return min(r[0] for r in rows), min(r[1] for r in rows), rows[0][2]


def sweep(sources, names, rounds, nice, workdir, out):
    results = {}
    for source in sources:
        for round_index in range(rounds):
            # Alternate the variants within each round so load drifts hit all of them alike.
            for name in names:
                output = os.path.join(workdir, f"{source.name}-{name}.mp4")
                row = encode(source, VARIANTS[name], output, nice)
                results.setdefault((source.name, name), []).append(row)
                if round_index == rounds - 1:
                    ssim = source.ssim(output)
                    results[(source.name, name)] = (best(results[(source.name, name)]), ssim)
                    os.remove(output)
                    print_row(source, name, results, out)
    return results


def print_row(source, name, results, out):
    (wall, cpu, size), ssim = results[(source.name, name)]
    (ref_wall, ref_cpu, ref_size), ref_ssim = results.get((source.name, "ref"), ((wall, cpu, size), ssim))
    fps = source.frames / wall
    out.write(f"| {source.name} | {name} | {wall:.2f} | {cpu:.2f} | {fps:.1f} | {size / 1e6:.3f} | {ssim:.5f} "
              f"| {wall / ref_wall:.2f} | {cpu / ref_cpu:.2f} | {size / ref_size:.3f} | {ssim - ref_ssim:+.5f} |\n")
    out.flush()


def end_to_end(sources, rounds, nice, workdir, out, render_args, before=None):
    """The anchor and each `zoetrope render` (one per entry of `render_args`, then the same with the
    `before` program when given), alternated each round."""
    rows_of = [(extra, None, "") for extra in render_args]
    if before:
        rows_of += [(extra, before, " before") for extra in render_args]
    out.write("| scene | frames | encoder | wall s | CPU s | MB | SSIM | wall × anchor | CPU × anchor "
              "| bytes × anchor | SSIM − anchor |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
    for source in sources:
        anchor_out = os.path.join(workdir, f"{source.name}-anchor.mp4")
        outputs = [os.path.join(workdir, f"{source.name}-zoetrope-{i}.mp4") for i in range(len(rows_of))]
        anchor_rows, zoetrope_rows = [], [[] for _ in rows_of]
        if before:  # its first render compiles the scene (the lossless render compiled it for this checkout's)
            subprocess.run([before, "render", source.scene, "-o", outputs[-1], "--frames", "0..1", "-q"], check=True)
        for _ in range(rounds):
            anchor_rows.append(encode(source, REFERENCE, anchor_out, nice))
            for i, (extra, program, _) in enumerate(rows_of):
                zoetrope_rows[i].append(zoetrope_render(source, outputs[i], nice, extra.split(), program))
        anchor = best(anchor_rows)
        anchor_ssim = source.ssim(anchor_out)
        rows = [("ffmpeg libx264 medium crf 18, encode alone", anchor, anchor_ssim)]
        for i, (extra, _, tag) in enumerate(rows_of):
            label = "zoetrope render (whole)" + (f" {extra}" if extra else "") + tag
            rows.append((label, best(zoetrope_rows[i]), source.ssim(outputs[i])))
        for label, (wall, cpu, size), ssim in rows:
            out.write(f"| {source.name} | {source.frames} | {label} | {wall:.2f} | {cpu:.2f} | {size / 1e6:.3f} "
                      f"| {ssim:.5f} | {wall / anchor[0]:.2f} | {cpu / anchor[1]:.2f} | {size / anchor[2]:.3f} "
                      f"| {ssim - anchor_ssim:+.5f} |\n")
            out.flush()
        for path in [anchor_out] + outputs:
            os.remove(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--end-to-end", action="store_true", help="Zoetrope's whole render against the anchor")
    parser.add_argument("--scenes", default=",".join(SCENES), help="comma-separated: " + ", ".join(SCENES))
    parser.add_argument("--only", help="comma-separated variants (default: all): " + ", ".join(VARIANTS))
    parser.add_argument("--frames", type=int,
                        help="frames from the start, 0: the whole scene (default: 120 for the sweep, 0 end to end)")
    parser.add_argument("--fps", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=1, help="runs of each variant; the best time is kept")
    parser.add_argument("--nice", type=int, default=10, help="niceness of the encodes and renders (0: none)")
    parser.add_argument("--render-args", action="append",
                        help="`zoetrope render` options of a row (end to end; repeat for more rows, "
                             "e.g. --render-args= --render-args='--preset medium'; default: one row, none)")
    parser.add_argument("--workdir", help="where frames go (default: a temporary directory, removed)")
    parser.add_argument("--before",
                        help="end to end: another zoetrope program (a copy of an earlier build's release folder) "
                             "whose renders alternate with this checkout's, rows marked 'before'")
    options = parser.parse_args()

    if shutil.which("ffmpeg") is None or shutil.which("ffprobe") is None:
        print("encoder anchor missing: no ffmpeg program (apt-get install ffmpeg); skipped")
        return 0
    if not os.path.exists(ZOETROPE):
        print(f"no {ZOETROPE}: build first (make build)", file=sys.stderr)
        return 1
    encoders = subprocess.run(["ffmpeg", "-hide_banner", "-encoders"], capture_output=True, text=True).stdout
    names = options.only.split(",") if options.only else list(VARIANTS)
    for name in list(names):
        codec = VARIANTS[name][1]
        if f" {codec} " not in encoders:
            print(f"{name}: this ffmpeg has no {codec}; skipped")
            names.remove(name)

    os.chdir(ROOT)
    workdir = options.workdir or tempfile.mkdtemp(prefix="zoetrope-encoders-")
    os.makedirs(workdir, exist_ok=True)
    try:
        frames = options.frames if options.frames is not None else (0 if options.end_to_end else 120)
        sources = [Source(name, SCENES[name], workdir, frames, options.fps)
                   for name in options.scenes.split(",")]
        load = os.getloadavg()
        print(f"load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}, {os.cpu_count()} cores; times are the best of "
              f"{options.rounds} run(s): wall clock and CPU (user + system) of the encoding process")
        if options.end_to_end:
            end_to_end(sources, options.rounds, options.nice, workdir, sys.stdout, options.render_args or [""],
                       options.before and os.path.abspath(options.before))
        else:
            sys.stdout.write("| scene | variant | wall s | CPU s | fps (wall) | MB | SSIM | wall × ref | CPU × ref "
                             "| bytes × ref | SSIM − ref |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
            if "ref" in names:
                names.remove("ref")
                names.insert(0, "ref")
            sweep(sources, names, options.rounds, options.nice, workdir, sys.stdout)
    finally:
        if not options.workdir:
            shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""A fuzz of zoetrope's command line: random commands, flags, values and paths, run as a user runs
the built binary, each in a fresh scratch folder.

usage: Fuzz/cli_fuzz.py [--binary .build/release/zoetrope] [--seconds 600] [--seed N] [--out DIR]

Each run must end as the tool promises (docs/cli.md): an exit code of the table (0, 64, 65, 66, 73,
130), never a signal, a trap, an internal error (70) or a hang past the timeout; nothing left
beside its outputs (no hidden `.NAME.partial-…` file); no output written by a failed run. A run
that breaks a promise is a finding: its command line and output go to OUT/findings.txt. The last
line printed is a summary:
    cli fuzz: R runs in S s, F findings (E by exit code: …)
It exits 1 when there are findings, else 0.

Flags come from each command's `--help`, so new options are fuzzed without editing this file.
"""

import argparse
import collections
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMANDS = ["render", "frame", "sheet", "concat", "timeline", "api"]
EXPECTED_EXITS = {0, 64, 65, 66, 73, 130}
TRAP_WORDS = ["Fatal error", "Illegal instruction", "Segmentation fault", "Current stack trace",
              "Stack dump", "Please submit a bug report", "Assertion failed", "Aborted"]

SMALL_SCENE = """import SwiftUI
struct Dot: View {
    @State private var on = false
    var body: some View {
        Circle().fill(on ? Color.red : .blue).frame(width: 40, height: 40)
            .offset(x: on ? 40 : -40)
            .onAppear { withAnimation(.easeInOut(duration: 0.4)) { on = true } }
    }
}
"""
BAD_SCENE = """import SwiftUI
struct Bad: View {
    var body: some View { Circle().blurr(radius: 2) }
}
"""


def options(binary, command):
    """The flags `command --help` lists, each with whether it takes a value."""
    text = subprocess.run([binary, command, "--help"], capture_output=True, text=True).stdout
    found = []
    for line in text.splitlines():
        if not line.startswith("  -"):
            continue
        first = line.strip().split("  ")[0]
        for name in re.findall(r"(--?[a-z][a-z-]*)", first):
            found.append((name, "<" in first))
    return sorted(set(found))


def odd_number(rng):
    return rng.choice(["0", "-1", "1", "2", "0.5", "1e308", "-1e308", "nan", "inf", "-inf", "", " ", "3x",
                       "99999999999999999999", "0x10", "1..2", "2..1", "..", "5..", "1/3", "3/3", "0/0",
                       "10x10", "0x0", "100000x100000", "1e-9", "00012", "+5", str(rng.randint(-5, 400)),
                       str(rng.uniform(-2, 10))])


def odd_path(rng, folder, scene):
    names = ["out.mp4", "out.gif", "out.png", "out.mov", "out.webm", "frame_%04d.png", "f_%d.png", "out.avi",
             "out", "spaced name.mp4", "ünïcødé.png", "-dash.mp4", ".hidden.png", "a" * 300 + ".png",
             "new\nline.png", "no/such/dir/x.mp4", "dir", "dir/x.png", "x.MP4", "out.png.mp4", "%s.png",
             "frame_%04d.mp4", "a:b.png", "*.png"]
    special = ["/dev/null", "/dev/full", "/", ".", "..", scene, folder, "", "-", "--", "/proc/self/mem"]
    if rng.random() < 0.2:
        return rng.choice(special)
    return os.path.join(folder, rng.choice(names))


def arguments(rng, binary, command, flags, folder, scenes):
    args = [command]
    scene = rng.choice(scenes)
    if command == "concat":
        args += [odd_path(rng, folder, scene) for _ in range(rng.randint(0, 3))]
    elif command != "api" and rng.random() < 0.95:
        args.append(scene)
    if rng.random() < 0.1:
        args.append(rng.choice(["extra", "--", "-x", "--unknown", scene]))
    # Half the runs are mostly valid (an output the command takes, plausible values), so that they
    # reach rendering and encoding; the rest are chaos.
    tame = rng.random() < 0.5
    if tame and command in ("render", "frame", "sheet"):
        extension = {"render": rng.choice(["mp4", "gif", "mov", "webm"]), "frame": "png", "sheet": "png"}[command]
        args += ["-o", os.path.join(folder, rng.choice(["out", "spaced name", "ünï", "-dash"]) + "." + extension)]
        if command == "frame":
            args += ["--time", rng.choice(["0", "0.2", "1", "100", "-1", "nan"])]
    for _ in range(rng.randint(0, 2 if tame else 6)):
        flag, takes_value = rng.choice(flags)
        if flag in ("--help", "-h", "--version"):
            if rng.random() > 0.05:
                continue
        args.append(flag)
        if takes_value or rng.random() < 0.05:
            if flag in ("-o", "--output", "--poster", "--dump"):
                args.append(odd_path(rng, folder, scene))
            elif rng.random() < 0.1:
                args.append(odd_path(rng, folder, scene))
            elif flag in ("--device",):
                args.append(rng.choice(["iPhone 15 Pro", "iPhone SE", "nope", "", "iphone 15"]))
            elif flag in ("--codec",):
                args.append(rng.choice(["h264", "hevc", "prores", "vp9", "av1", ""]))
            elif flag in ("--preset",):
                args.append(rng.choice(["ultrafast", "medium", "veryslow", "fast", "nope", ""]))
            elif flag in ("--progress",):
                args.append(rng.choice(["bar", "json", "none", "yes", ""]))
            elif flag in ("--background",):
                args.append(rng.choice(["none", "white", "#ff0000", "#12", "red", "transparent", ""]))
            elif flag in ("--view",):
                args.append(rng.choice(["Dot", "Bad", "Nope", "", "View"]))
            elif tame:
                args.append(rng.choice(["1", "2", "0.5", "10", "30", "0", "3", "1..3", "0/2", "1/2", "100x50"]))
            else:
                args.append(odd_number(rng))
    # Keep runs short: a small frame unless the run chose its own scale.
    if "--scale" not in args and command in ("render", "frame", "sheet") and rng.random() < 0.9:
        args += ["--scale", "0.1"]
    if "--duration" not in args and command == "render" and rng.random() < 0.9:
        args += ["--duration", "0.3"]
    return args


def partials(folder):
    found = []
    for base, _, files in os.walk(folder):
        found += [os.path.join(base, f) for f in files if ".partial-" in f]
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/zoetrope"))
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--out", default=os.path.join(ROOT, ".build/cli-fuzz"))
    options_ = parser.parse_args()
    binary = os.path.abspath(options_.binary)
    rng = random.Random(options_.seed)
    os.makedirs(options_.out, exist_ok=True)
    findings_path = os.path.join(options_.out, "findings.txt")
    flags = {command: options(binary, command) or [("--help", False)] for command in COMMANDS}
    exits = collections.Counter()
    findings = 0
    runs = 0
    start = time.time()
    with open(findings_path, "w") as findings_file:
        while time.time() - start < options_.seconds:
            folder = tempfile.mkdtemp(prefix="zoetrope-cli-fuzz-")
            try:
                os.mkdir(os.path.join(folder, "dir"))
                scenes = []
                for name, text in [("dot.swift", SMALL_SCENE), ("bad.swift", BAD_SCENE)]:
                    path = os.path.join(folder, name)
                    with open(path, "w") as f:
                        f.write(text)
                    scenes.append(path)
                scenes += [os.path.join(ROOT, "scenes/badge.swift"), os.path.join(folder, "missing.swift"),
                           os.path.join(folder, "dir"), "/dev/null"]
                command = rng.choice(COMMANDS)
                args = arguments(rng, binary, command, flags[command], folder, scenes)
                before = set(os.listdir(folder))
                try:
                    result = subprocess.run([binary] + args, capture_output=True, cwd=folder,
                                            timeout=options_.timeout, stdin=subprocess.DEVNULL)
                    status, stderr = result.returncode, result.stderr.decode("utf-8", "replace")
                except subprocess.TimeoutExpired as timeout:
                    status, stderr = "timeout", (timeout.stderr or b"").decode("utf-8", "replace")
                runs += 1
                exits[status] += 1
                problems = []
                if status == "timeout":
                    problems.append("no exit within %d s" % options_.timeout)
                elif status < 0:
                    problems.append("killed by signal %d" % -status)
                elif status not in EXPECTED_EXITS:
                    problems.append("exit %d" % status)
                problems += ["'%s' in its output" % w for w in TRAP_WORDS if w in stderr]
                left = partials(folder)
                if left:
                    problems.append("left %s" % ", ".join(os.path.basename(p) for p in left))
                if status not in (0, "timeout") and isinstance(status, int) and status != 130:
                    made = set(os.listdir(folder)) - before
                    if made:
                        problems.append("exit %d but wrote %s" % (status, ", ".join(sorted(made))))
                if problems:
                    findings += 1
                    findings_file.write("%s\n  zoetrope %s\n%s\n\n" % (
                        "; ".join(problems), " ".join(repr(a) for a in args), stderr[-2000:]))
                    findings_file.flush()
            finally:
                shutil.rmtree(folder, ignore_errors=True)
    by_exit = ", ".join("%s: %d" % (k, v) for k, v in sorted(exits.items(), key=lambda kv: str(kv[0])))
    print("cli fuzz: %d runs in %d s, %d findings (by exit code: %s); seed %d; findings in %s" % (
        runs, time.time() - start, findings, by_exit, options_.seed, findings_path))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())

"""End-to-end tests of `zoetrope preview`: the page in headless Chromium, the HTTP server, renders
started from the page's API, and start-up errors.

Run from the package root with Debian's Python (it has selenium and PIL):

    /usr/bin/python3 -B -m unittest discover -s Tests/PreviewBrowserTests -v

Environment:
    ZOETROPE                the executable (default .build/release/zoetrope)

Each test class runs one `zoetrope preview … --port 0` on a copy of scenes/launch.swift in a
temporary folder, stopped with SIGINT at the end (it must exit with 130 within 5 s and leave no
process behind). Figures (PSNR, times) are printed to stdout. How soon a save shows in the page is
measured by Benchmarks/preview_page_latency.py, not asserted here: the tests wait up to 30 s for it
(a hang), so that they can run beside the Swift suite.
"""

import base64
import http.client
import io
import json
import math
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import unittest
from pathlib import Path

try:
    from PIL import Image, ImageChops, ImageSequence
except ImportError:  # pragma: no cover - reported by the skips below
    Image = None

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
except ImportError:  # pragma: no cover
    webdriver = None

ROOT = Path(__file__).resolve().parents[2]
ZOETROPE = os.environ.get("ZOETROPE", str(ROOT / ".build" / "release" / "zoetrope"))
SCENES = ROOT / "scenes"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"

NEED_PIL = "PIL (python3-pil) is not installed; run with /usr/bin/python3"
BROWSER_MISSING = None
if webdriver is None:
    BROWSER_MISSING = "selenium (python3-selenium) is not installed; run with /usr/bin/python3"
elif not (os.access(CHROMIUM, os.X_OK) and os.access(CHROMEDRIVER, os.X_OK)):
    BROWSER_MISSING = "chromium and chromium-driver are not installed"
elif Image is None:
    BROWSER_MISSING = NEED_PIL

BODY_LINE = "    var body: some View {\n"


def js_number(x):
    """`String(x)` in JavaScript, for the times used here (1.0 -> "1", 2.5 -> "2.5")."""
    return str(int(x)) if float(x).is_integer() else repr(float(x))


def log(*parts):
    print("    [figure]", *parts, flush=True)


# ---- The executable ----------------------------------------------------------------------------


def zoetrope_path():
    """The executable; waits (up to 2 min) while it is being rebuilt and briefly missing."""
    deadline = time.monotonic() + 120
    while not os.access(ZOETROPE, os.X_OK):
        if time.monotonic() > deadline:
            raise AssertionError(f"{ZOETROPE} is missing: build it first")
        time.sleep(0.5)
    return ZOETROPE


def run_cli(args, cwd=None, timeout=120):
    """Runs `zoetrope ARGS`; retries when the executable vanishes under us (a rebuild)."""
    for attempt in range(20):
        try:
            return subprocess.run(
                [zoetrope_path(), *args], cwd=cwd, capture_output=True, text=True, timeout=timeout)
        except OSError:  # missing, or "text file busy" while it is being written
            if attempt == 19:
                raise
            time.sleep(0.5)


def cli_frame(scene, time_s, scale):
    """The frame `zoetrope frame` renders, as an RGBA image."""
    out = Path(scene).parent / f"cli-frame-{time.monotonic_ns()}.png"
    result = run_cli(["frame", str(scene), "--time", str(time_s), "-o", str(out), "--scale", str(scale)])
    if result.returncode != 0:
        raise AssertionError(f"zoetrope frame failed ({result.returncode}): {result.stderr}")
    try:
        with Image.open(out) as image:
            return image.convert("RGBA")
    finally:
        out.unlink()


def scene_folder(test):
    """A temporary folder with a copy of scenes/launch.swift and its assets."""
    folder = Path(tempfile.mkdtemp(prefix="zoetrope-preview-test-"))
    test.addClassCleanup(shutil.rmtree, folder, ignore_errors=True)
    shutil.copy(SCENES / "launch.swift", folder / "launch.swift")
    shutil.copytree(SCENES / "assets", folder / "assets")
    return folder


# ---- Processes -------------------------------------------------------------------------------


def descendants(pid):
    """Every process below `pid` (from /proc)."""
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                ppid = int(stat.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    found, stack = [], [pid]
    while stack:
        for child in children.get(stack.pop(), []):
            found.append(child)
            stack.append(child)
    return found


def alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


class Preview:
    """One `zoetrope preview SCENE --port 0 ARGS` process."""

    LINE = re.compile(r"Previewing (.+) at (http://127\.0\.0\.1:(\d+)/)  \(Ctrl-C to stop\)")

    def __init__(self, scene, *args, cwd=None):
        self.stderr_file = tempfile.TemporaryFile()
        for attempt in range(20):
            try:
                self.proc = subprocess.Popen(
                    [zoetrope_path(), "preview", str(scene), "--port", "0", *args], cwd=cwd,
                    stdout=subprocess.PIPE, stderr=self.stderr_file, stdin=subprocess.DEVNULL)
                break
            except OSError:  # the executable is being rebuilt
                if attempt == 19:
                    raise
                time.sleep(0.5)
        self.lines = []
        first = threading.Event()

        def drain():
            for raw in self.proc.stdout:
                self.lines.append(raw.decode(errors="replace").rstrip("\n"))
                first.set()
            first.set()

        threading.Thread(target=drain, daemon=True).start()
        if not first.wait(90) or not self.lines:
            self.kill()
            raise AssertionError(f"preview printed no URL; stderr: {self.stderr()}")
        match = self.LINE.fullmatch(self.lines[0])
        if not match:
            self.kill()
            raise AssertionError(f"unexpected first line {self.lines[0]!r}; stderr: {self.stderr()}")
        self.url, self.port = match.group(2), int(match.group(3))
        self.host = f"127.0.0.1:{self.port}"

    def stderr(self):
        self.stderr_file.seek(0)
        return self.stderr_file.read().decode(errors="replace")

    def stop(self):
        """SIGINT, as Ctrl-C: returns (exit status or None if still running after 5 s, seconds,
        processes below it that outlived it)."""
        below = descendants(self.proc.pid)
        start = time.monotonic()
        self.proc.send_signal(signal.SIGINT)
        try:
            code = self.proc.wait(5)
        except subprocess.TimeoutExpired:
            code = None
        elapsed = time.monotonic() - start
        deadline = time.monotonic() + 2
        while any(alive(p) for p in below) and time.monotonic() < deadline:
            time.sleep(0.05)
        left = [p for p in below if alive(p)]
        self.kill(extra=left)
        return code, elapsed, left

    def kill(self, extra=()):
        """Kills it and whatever runs below it (idempotent; the cleanup of every class)."""
        pids = list(extra)
        if self.proc.poll() is None:
            pids += descendants(self.proc.pid)
            self.proc.kill()
            self.proc.wait(10)
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass


class PreviewTestCase(unittest.TestCase):
    """A test class with one preview server (`server_args`, scene from `make_scene`)."""

    server_args = ()
    server = None

    @classmethod
    def make_scene(cls, folder):
        return folder / "launch.swift"

    @classmethod
    def setUpClass(cls):
        cls.folder = scene_folder(cls)
        cls.scene = cls.make_scene(cls.folder)
        cls.original = cls.scene.read_text()
        cls.server = Preview(cls.scene, *cls.server_args, cwd=cls.folder)
        cls.addClassCleanup(cls.server.kill)

    @classmethod
    def tearDownClass(cls):
        code, elapsed, left = cls.server.stop()
        log(f"{cls.__name__}: SIGINT -> exit {code} in {elapsed:.2f} s")
        assert code == 130, f"preview exited with {code} after SIGINT (expected 130 within 5 s)"
        assert not left, f"processes {left} outlived the preview"

    # HTTP helpers
    def request(self, method, path, headers=None, body=None, timeout=60):
        connection = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=timeout)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            connection.close()

    def info(self):
        status, _, body = self.request("GET", "/info")
        self.assertEqual(status, 200)
        return json.loads(body)

    def assertServerAnswers(self):
        self.assertIsNone(self.server.proc.poll(), "the preview process has exited")
        status, _, body = self.request("GET", "/info", timeout=5)
        self.assertEqual(status, 200)
        self.assertEqual(json.loads(body)["scene"], str(self.scene))


def psnr(a, b):
    """PSNR in dB over R, G, B and A (inf when identical)."""
    if a.size != b.size:
        raise AssertionError(f"sizes differ: {a.size} vs {b.size}")
    histogram = ImageChops.difference(a.convert("RGBA"), b.convert("RGBA")).histogram()
    sse = sum(count * (i % 256) ** 2 for i, count in enumerate(histogram))
    mse = sse / (a.size[0] * a.size[1] * 4)
    return math.inf if mse == 0 else 10 * math.log10(255 ** 2 / mse)


def changed_pixels(a, b):
    """How many pixels differ by more than 32 levels in some channel."""
    bands = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).split()
    mask = None
    for band in bands:
        m = band.point(lambda v: 255 if v > 32 else 0)
        mask = m if mask is None else ImageChops.lighter(mask, m)
    return mask.histogram()[255]


# ---- Browser -----------------------------------------------------------------------------------

_driver = None


def driver():
    global _driver
    if _driver is None:
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000",
                         "--hide-scrollbars", "--force-color-profile=srgb", "--disable-dev-shm-usage"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        _driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        _driver.set_window_size(1400, 1000)
        _driver.set_script_timeout(60)
    return _driver


def tearDownModule():
    global _driver
    if _driver is not None:
        service = _driver.service.process
        try:
            _driver.quit()
        finally:
            _driver = None
            if service and service.poll() is None:
                service.kill()


READ_PIXELS = """
const img = document.getElementById('frame');
if (!img.complete || !img.naturalWidth) return null;
const c = document.createElement('canvas');
c.width = img.naturalWidth; c.height = img.naturalHeight;
const g = c.getContext('2d', { willReadFrequently: true });
g.drawImage(img, 0, 0);
const a = g.getImageData(0, 0, c.width, c.height).data;
let s = '';
for (let i = 0; i < a.length; i += 0x8000) s += String.fromCharCode.apply(null, a.subarray(i, i + 0x8000));
return [c.width, c.height, btoa(s), img.getAttribute('src')];
"""

SEEK = """
const done = arguments[arguments.length - 1];
zoetrope.seek(arguments[0]).then(() => done(true), (e) => done(String(e)));
"""

FRAME_STATE = """
const f = document.getElementById('frame'), e = document.getElementById('error');
return { gen: f.dataset.generation || null, time: f.dataset.time || null, src: f.getAttribute('src'),
         errorHidden: e.hidden, errorText: e.textContent, state: zoetrope.state() };
"""


@unittest.skipIf(BROWSER_MISSING, BROWSER_MISSING or "")
class BrowserTestCase(PreviewTestCase):
    """Page helpers; every test starts with the page freshly loaded and paused at 2.5 s."""

    def setUp(self):
        self.d = driver()
        self.restore_scene()
        self.d.get_log("browser")  # drop what earlier pages logged (a stopped server's event stream)
        self.d.get(self.server.url)
        self.wait_js('document.body.dataset.ready === "1"', 30)
        self.seek(2.5)

    def restore_scene(self):
        """Puts the original file back (when a test changed it) and waits for it to load."""
        if self.scene.read_text() == self.original and self.info()["error"] is None:
            return
        before = self.info()["generation"]
        self.scene.write_text(self.original)
        self.wait(lambda: (lambda i: i["error"] is None and i["generation"] != before)(self.info()), 60,
                  what=lambda: f"the original scene to load again (generation {before}); /info: {self.info()}")

    def wait(self, predicate, timeout, interval=0.02, what="condition"):
        start = time.monotonic()
        while True:
            value = predicate()
            if value:
                return value, time.monotonic() - start
            if time.monotonic() - start > timeout:
                what = what() if callable(what) else what
                try:
                    context = f"page: {self.frame_state()}; /info: {self.info()}"
                except Exception as error:  # the diagnosis must not hide the timeout
                    context = f"(no page state: {error!r})"
                raise AssertionError(f"timed out after {timeout} s waiting for {what}; {context}; "
                                     f"preview's stderr: {self.server.stderr()!r}")
            time.sleep(interval)

    def wait_js(self, expression, timeout=10):
        return self.wait(lambda: self.d.execute_script("return " + expression), timeout, what=expression)

    def seek(self, seconds):
        """Seeks and waits for the exact frame: the page first shows a JPEG (`&fast=1`), then
        the lossless PNG once the playhead rests."""
        self.assertIs(self.d.execute_async_script(SEEK, seconds), True)
        state = self.frame_state()
        self.assertEqual(state["time"], js_number(seconds))
        self.assertEqual(state["state"]["time"], seconds)
        exact = f"/frame?t={js_number(seconds)}&g={state['gen']}"
        self.assertIn(state["src"], (exact + "&fast=1", exact))
        state = self.settled()
        self.assertEqual(state["src"], exact)
        return state

    def settled(self):
        """The page's state once #frame shows the exact (PNG) frame."""
        self.wait_js('document.getElementById("frame").dataset.exact === "1"', 10)
        return self.frame_state()

    def frame_state(self):
        return self.d.execute_script(FRAME_STATE)

    def pixels(self):
        """The pixels of the image shown in #frame, read back through a canvas, and its src."""
        result = self.d.execute_script(READ_PIXELS)
        self.assertIsNotNone(result, "#frame has no decoded image")
        width, height, data, src = result
        return Image.frombytes("RGBA", (width, height), base64.b64decode(data)), src

    def browser_errors(self):
        return [entry["message"] for entry in self.d.get_log("browser")
                if entry["level"] == "SEVERE" and "favicon" not in entry["message"]]


class BrowserScale1Tests(BrowserTestCase):
    """The page at --scale 1: pixels against the CLI, following edits, compile errors."""

    server_args = ("--scale", "1")

    def test_a_seek_shows_the_cli_frame(self):
        info = self.info()
        self.assertEqual((info["width"], info["height"], info["scale"], info["fps"]), (390.0, 844.0, 1.0, 60))
        shown, src = self.pixels()
        self.assertEqual(shown.size, (390, 844))
        self.assertEqual(src, f"/frame?t=2.5&g={info['generation']}")
        reference = cli_frame(self.scene, 2.5, 1)
        value = psnr(shown, reference)
        log(f"1x page frame vs `zoetrope frame --time 2.5 --scale 1`: PSNR {value:.2f} dB")
        self.assertGreaterEqual(value, 40.0)
        # A different time shows different pixels (the comparison can fail).
        self.seek(0.25)
        early, _ = self.pixels()
        self.assertGreater(changed_pixels(early, reference), 1000)
        self.assertEqual(self.browser_errors(), [])

    def edit_and_measure(self, old, new, write):
        before = self.frame_state()
        old_pixels, _ = self.pixels()
        self.assertEqual(self.original.count(old), 1, f"{old!r} not found once in launch.swift")
        # A comment unique to this run: the scene is compiled afresh, as a real edit is.
        edited = self.original.replace(old, new) + f"// edited {time.time_ns()}\n"
        start = time.monotonic()
        write(edited)
        after, _ = self.wait(
            lambda: (lambda s: s if s["gen"] != before["gen"] and s["time"] == "2.5"
                     and s["state"]["generation"] == int(s["gen"]) else None)(self.frame_state()),
            30, what="a frame of a new generation")
        elapsed = time.monotonic() - start
        self.settled()
        new_pixels, src = self.pixels()
        reference = cli_frame(self.scene, 2.5, 1)
        value = psnr(new_pixels, reference)
        changed = changed_pixels(old_pixels, new_pixels)
        return before, after, elapsed, new_pixels, src, value, changed

    def test_b1_follows_an_edit_written_in_place(self):
        before, after, elapsed, shown, src, value, changed = self.edit_and_measure(
            ".stroke(Color.yellow,", ".stroke(Color.blue,", self.scene.write_text)
        log(f"in-place save (yellow -> blue) shown after {elapsed:.3f} s; {changed} pixels changed; "
            f"PSNR vs CLI {value:.2f} dB; generation {before['gen']} -> {after['gen']}")
        self.assertGreater(int(after["gen"]), int(before["gen"]))
        self.assertEqual(src, f"/frame?t=2.5&g={after['gen']}")
        self.assertGreater(changed, 1000)
        self.assertGreaterEqual(value, 40.0)
        # The square's stroke is now blue: the middle of its left edge.
        r, g, b, a = shown.getpixel((self.inner_left_edge(), 422))
        self.assertTrue(b > 200 and r < 60 and g < 140, (r, g, b, a))
        self.assertTrue(self.frame_state()["errorHidden"])

    def inner_left_edge(self):
        """x of the inner square's stroke at --scale 1 (mainWidth = 390·0.73, width (mainWidth−72)/3)."""
        width = (390 * 0.73 - 4 * 18) / 3
        return round(195 - width / 2)

    def test_b2_follows_an_edit_renamed_over_the_file(self):
        def replace(text):
            temporary = self.scene.with_name(".launch.swift.editor-tmp")
            temporary.write_text(text)
            os.replace(temporary, self.scene)

        before, after, elapsed, shown, src, value, changed = self.edit_and_measure(
            ".stroke(Color.yellow,", ".stroke(Color(red: 1, green: 0, blue: 1),", replace)
        log(f"rename-over save (yellow -> magenta) shown after {elapsed:.3f} s; {changed} pixels changed; "
            f"PSNR vs CLI {value:.2f} dB; generation {before['gen']} -> {after['gen']}")
        self.assertGreater(int(after["gen"]), int(before["gen"]))
        self.assertEqual(src, f"/frame?t=2.5&g={after['gen']}")
        self.assertGreater(changed, 1000)
        self.assertGreaterEqual(value, 40.0)
        r, g, b, a = shown.getpixel((self.inner_left_edge(), 422))
        self.assertTrue(r > 200 and b > 200 and g < 60, (r, g, b, a))

    def break_and_fix(self, broken, line, column, message):
        before = self.frame_state()
        good_pixels, _ = self.pixels()
        probe = self.folder / "probe"
        probe.mkdir(exist_ok=True)
        start = time.monotonic()
        self.scene.write_text(broken)
        state, _ = self.wait(lambda: (lambda s: s if not s["errorHidden"] else None)(self.frame_state()),
                             30, what="#error to show")
        elapsed = time.monotonic() - start
        text = state["errorText"]
        log(f"broken save shown as an error after {elapsed:.3f} s: {text.splitlines()[0]!r}")
        # The text the command line prints for this very file: the page must show it exactly.
        cli = run_cli(["frame", str(self.scene), "--time", "2.5", "--scale", "1", "-o", str(probe / "x.png")])
        self.assertEqual(cli.returncode, 65)
        self.assertTrue(self.d.find_element(By.ID, "error").is_displayed())
        lines = text.split("\n")
        self.assertEqual(lines[0], f"{self.scene}:{line}:{column}: error: {message}")
        source_line = broken.split("\n")[line - 1]
        self.assertEqual(lines[1], source_line)
        caret = lines[2]
        self.assertRegex(caret, r"^ *\^~*$")
        self.assertEqual(caret.index("^"), column - 1)
        self.assertEqual(text, cli.stderr, "the page's error differs from the command line's")
        self.assertEqual(self.info()["error"], text)
        self.assertEqual(state["state"]["error"], text)
        self.assertEqual(self.d.execute_script("return document.getElementById('error').dataset.frame"), "last-good")
        # The location and caret lines are highlighted.
        highlighted = self.d.execute_script(
            "return [...document.querySelectorAll('#error .loc, #error .caret')].map(n => n.textContent)")
        self.assertEqual(highlighted[:2], [lines[0], caret])
        # The last good frame stays.
        self.assertEqual((state["gen"], state["time"], state["src"]), (before["gen"], "2.5", before["src"]))
        kept, src = self.pixels()
        self.assertEqual(src, before["src"])
        self.assertEqual(psnr(kept, good_pixels), math.inf)
        # Seeking still works with the last good program.
        self.seek(1.0)
        self.assertEqual(self.frame_state()["gen"], before["gen"])
        self.seek(2.5)
        # Fixed: the panel hides by itself and a new generation shows.
        start = time.monotonic()
        self.scene.write_text(self.original)
        fixed, _ = self.wait(
            lambda: (lambda s: s if s["errorHidden"] and s["gen"] != before["gen"] and s["time"] == "2.5"
                     else None)(self.frame_state()), 30, what="the error to clear and a new frame")
        elapsed = time.monotonic() - start
        self.settled()
        log(f"fixed save: error hidden and generation {before['gen']} -> {fixed['gen']} after {elapsed:.3f} s")
        self.assertGreater(int(fixed["gen"]), int(before["gen"]))
        self.assertIsNone(fixed["state"]["error"])
        self.assertEqual(fixed["errorText"], "")
        self.assertFalse(self.d.find_element(By.ID, "error").is_displayed())
        self.assertIsNone(self.info()["error"])
        shown, src = self.pixels()
        self.assertEqual(src, f"/frame?t=2.5&g={fixed['gen']}")
        self.assertGreaterEqual(psnr(shown, good_pixels), 40.0)
        self.assertEqual(self.browser_errors(), [])

    def test_c1_type_error_shows_then_clears(self):
        at = self.original.index(BODY_LINE) + len(BODY_LINE)
        inserted = '        let x: Int = "a"\n'
        broken = self.original[:at] + inserted + self.original[at:]
        line = self.original[:at].count("\n") + 1
        column = inserted.index('"a"') + 1
        self.break_and_fix(broken, line, column, "cannot convert value of type 'String' to specified type 'Int'")

    def test_c2_missing_brace_shows_then_clears(self):
        body = self.original.rstrip("\n")
        self.assertTrue(body.endswith("\n}"))
        broken = body[:-1]  # the struct's closing brace removed
        lines = broken.split("\n")
        while not lines[-1].strip():
            lines.pop()
        self.break_and_fix(broken, len(lines), len(lines[-1]) + 1, "expected '}' in struct")


class BrowserScale3Tests(BrowserTestCase):
    """The page at the default scale (3x, the device's 1170×2532 pixels)."""

    def test_seek_shows_the_cli_frame_at_3x(self):
        info = self.info()
        self.assertEqual((info["width"], info["height"], info["scale"]), (390.0, 844.0, 3.0))
        start = time.monotonic()
        shown, src = self.pixels()
        read = time.monotonic() - start
        self.assertEqual(shown.size, (1170, 2532))
        self.assertEqual(src, f"/frame?t=2.5&g={info['generation']}")
        reference = cli_frame(self.scene, 2.5, 3)
        value = psnr(shown, reference)
        log(f"3x page frame vs `zoetrope frame --time 2.5 --scale 3`: PSNR {value:.2f} dB "
            f"(pixels read back in {read:.2f} s)")
        self.assertGreaterEqual(value, 40.0)
        self.assertEqual(self.browser_errors(), [])

    def test_a_seek_shows_a_jpeg_then_the_exact_frame(self):
        gen = self.info()["generation"]
        # What the page asks first: a JPEG, 48 dB from the CLI's frame, a fiftieth of the bytes.
        status, headers, jpeg = self.request("GET", f"/frame?t=1.5&g={gen}&fast=1")
        self.assertEqual((status, headers["Content-Type"]), (200, "image/jpeg"))
        self.assertEqual(jpeg[:2], b"\xff\xd8")
        status, headers, png = self.request("GET", f"/frame?t=1.5&g={gen}")
        self.assertEqual((status, headers["Content-Type"]), (200, "image/png"))
        reference = cli_frame(self.scene, 1.5, 3)
        with Image.open(io.BytesIO(jpeg)) as image:
            value = psnr(image.convert("RGBA"), reference)
        log(f"3x fast frame: {len(jpeg):,} bytes (PNG {len(png):,}), PSNR {value:.2f} dB vs the CLI")
        self.assertGreaterEqual(value, 44.0)
        self.assertLess(len(jpeg) * 20, len(png))
        # In the page: the JPEG shows first, then the PNG replaces it; it is the CLI's frame.
        self.assertIs(self.d.execute_async_script(SEEK, 1.5), True)
        self.assertEqual(self.frame_state()["src"], f"/frame?t=1.5&g={gen}&fast=1")
        self.assertEqual(self.settled()["src"], f"/frame?t=1.5&g={gen}")
        shown, _ = self.pixels()
        self.assertEqual(psnr(shown, reference), math.inf)
        self.assertEqual(self.browser_errors(), [])


class BrowserStartsBrokenTests(BrowserTestCase):
    """A scene that does not compile when the preview starts: the page says so, then follows the fix."""

    server_args = ("--scale", "1")

    @classmethod
    def make_scene(cls, folder):
        scene = folder / "launch.swift"
        cls.good = scene.read_text()
        at = cls.good.index(BODY_LINE) + len(BODY_LINE)
        scene.write_text(cls.good[:at] + '        let x: Int = "a"\n' + cls.good[at:])
        return scene

    def setUp(self):  # no frame to wait for
        self.d = driver()

    def test_error_without_frame_then_fix(self):
        info = self.info()
        self.assertEqual(set(info), {"generation", "scene", "error"})
        self.assertIsNone(info["generation"])
        self.assertEqual(info["scene"], str(self.scene))
        self.assertTrue(info["error"].startswith(f"{self.scene}:21:22: error: cannot convert value"), info["error"])
        self.d.get(self.server.url)
        state, _ = self.wait(lambda: (lambda s: s if not s["errorHidden"] else None)(self.frame_state()), 10,
                             what="#error")
        self.assertEqual(state["errorText"], info["error"])
        self.assertIsNone(state["src"])
        self.assertEqual(self.d.execute_script("return document.getElementById('error').dataset.frame"), "none")
        self.assertEqual(self.d.find_element(By.ID, "notice").text,
                         "The scene failed to build — fix it and save to see it here.")
        start = time.monotonic()
        self.scene.write_text(self.good)
        self.wait_js('document.body.dataset.ready === "1"', 30)
        elapsed = time.monotonic() - start
        log(f"broken at start, fixed: first frame after {elapsed:.3f} s")
        state = self.frame_state()
        self.assertTrue(state["errorHidden"])
        self.assertIsNotNone(state["gen"])
        self.assertEqual(state["time"], "0")
        self.seek(2.5)
        shown, _ = self.pixels()
        self.assertGreaterEqual(psnr(shown, cli_frame(self.scene, 2.5, 1)), 40.0)


# ---- HTTP --------------------------------------------------------------------------------------


def raw_exchange(port, data, timeout=20, read_limit=None, rcvbuf=None):
    """Sends `data` on a new connection and reads until the server closes it (or `read_limit`
    bytes). Returns (bytes received, error sending or None, error receiving or None)."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    s.settimeout(timeout)
    s.connect(("127.0.0.1", port))
    received, send_error, recv_error = b"", None, None
    try:
        try:
            s.sendall(data)
        except OSError as error:
            send_error = error
        try:
            while read_limit is None or len(received) < read_limit:
                chunk = s.recv(65536 if read_limit is None else read_limit - len(received))
                if not chunk:
                    break
                received += chunk
        except OSError as error:
            recv_error = error
    finally:
        s.close()
    return received, send_error, recv_error


def status_of(response):
    match = re.match(rb"HTTP/1\.[01] (\d{3}) ", response)
    return int(match.group(1)) if match else None


class HTTPTests(PreviewTestCase):
    """The server over plain sockets: Host checks, paths, limits, bad clients."""

    server_args = ("--scale", "1")

    def raw(self, request_line, extra=b"", **options):
        data = request_line + b"\r\nHost: " + self.server.host.encode() + b"\r\n" + extra + b"Connection: close\r\n\r\n"
        return raw_exchange(self.server.port, data, **options)

    def test_wrong_host_is_forbidden(self):
        for path in ("/", "/info", "/frame?t=1"):
            for host in ("evil.example", f"evil.example:{self.server.port}", f"127.0.0.1:{self.server.port}.evil.example",
                         "127.0.0.1", f"localhost:{self.server.port + 1}"):
                with self.subTest(path=path, host=host):
                    status, headers, body = self.request("GET", path, headers={"Host": host})
                    self.assertEqual(status, 403)
                    self.assertEqual(body, b"403 Forbidden: unknown Host\n")
            # The same request with the listening address, and with localhost, is answered.
            for host in (self.server.host, f"localhost:{self.server.port}", f"LOCALHOST:{self.server.port}"):
                with self.subTest(path=path, host=host):
                    status, _, _ = self.request("GET", path, headers={"Host": host})
                    self.assertEqual(status, 200)
        # No Host header at all (HTTP/1.0 allows leaving it out).
        response, _, _ = raw_exchange(self.server.port, b"GET /info HTTP/1.0\r\n\r\n")
        self.assertEqual(status_of(response), 403)

    def test_path_traversal_is_not_found(self):
        for path in (b"/../../etc/passwd", b"/%2e%2e/%2e%2e/etc/passwd", b"/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
                     b"/..%2f..%2f..%2fetc/passwd", b"/download/../../etc/passwd", b"/download/%2e%2e%2fetc%2fpasswd",
                     b"/frame/../../../etc/passwd", b"//etc/passwd", b"/./info/../../etc/passwd"):
            with self.subTest(path=path):
                response, _, _ = self.raw(b"GET " + path + b" HTTP/1.1")
                self.assertEqual(status_of(response), 404, response[:200])
                self.assertTrue(response.endswith(b"\r\n\r\n404 Not Found\n"), response[-100:])
                self.assertNotIn(b"root:", response)
        self.assertServerAnswers()

    def test_one_megabyte_request_line(self):
        for line in (b"GET /" + b"a" * (1 << 20) + b" HTTP/1.1", b"GET /info?x=" + b"a" * (1 << 20) + b" HTTP/1.1"):
            with self.subTest(length=len(line)):
                start = time.monotonic()
                response, send_error, recv_error = self.raw(line)
                log(f"1 MB request line -> {response[:30]!r} in {time.monotonic() - start:.3f} s "
                    f"(send error {send_error!r}, receive error {recv_error!r})")
                self.assertEqual(status_of(response), 414, response[:200])
                self.assertIn(b"Connection: close", response)
                self.assertServerAnswers()

    def test_huge_headers(self):
        many = b"".join(b"X-H%d: v\r\n" % i for i in range(10000))
        big = b"X-Big: " + b"a" * (1 << 20) + b"\r\n"
        for name, extra in (("10,000 headers", many), ("a 1 MB header", big)):
            with self.subTest(name):
                response, send_error, recv_error = self.raw(b"GET /info HTTP/1.1", extra)
                log(f"{name} -> {response[:45]!r} (send error {send_error!r}, receive error {recv_error!r})")
                self.assertEqual(status_of(response), 431, response[:200])
                self.assertServerAnswers()

    def test_malformed_requests_and_large_bodies(self):
        host = b"Host: " + self.server.host.encode() + b"\r\n"
        cases = [
            # (request, status expected, or None: closed without any response)
            (b"GET /info HTTP/9.9\r\n" + host + b"\r\n", 505),
            (b"GET /info HTTP/1.1\r\n" + host + b"Content-Length: abc\r\nConnection: close\r\n\r\n", 400),
            (b"POST /info HTTP/1.1\r\n" + host + b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n", 400),
            # Bodies are read and dropped up to 64 KiB; a larger one is refused (413), announced
            # by its Content-Length or found out while it is read (chunked).
            (b"POST / HTTP/1.1\r\n" + host + b"Content-Length: 1000\r\nConnection: close\r\n\r\n" + b"x" * 1000, 405),
            (b"POST / HTTP/1.1\r\n" + host + b"Content-Length: 1048576\r\nConnection: close\r\n\r\n"
             + b"x" * (1 << 20), 413),
            (b"POST / HTTP/1.1\r\n" + host + b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
             + (b"10000\r\n" + b"x" * 0x10000 + b"\r\n") * 2 + b"0\r\n\r\n", 413),
            # libmicrohttpd closes the connection on a request line it cannot parse, unanswered.
            (b"GARBAGE\r\n\r\n", None),
        ]
        for data, expected in cases:
            with self.subTest(request=data[:40]):
                response, _, _ = raw_exchange(self.server.port, data)
                self.assertEqual(status_of(response) if response else None, expected, response[:100])
                self.assertServerAnswers()

    def test_thousand_info_requests(self):
        expected = self.info()
        connection = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=10)
        statuses = set()
        start = time.monotonic()
        try:
            for _ in range(1000):
                connection.request("GET", "/info")
                response = connection.getresponse()
                body = response.read()
                statuses.add(response.status)
                if json.loads(body) != expected:
                    self.fail(f"/info changed: {body!r}")
        finally:
            connection.close()
        keep_alive = time.monotonic() - start
        start = time.monotonic()
        for _ in range(200):
            status, _, _ = self.request("GET", "/info", timeout=10)
            statuses.add(status)
        fresh = time.monotonic() - start
        log(f"1000 GET /info on one connection in {keep_alive:.3f} s; 200 on new connections in {fresh:.3f} s")
        self.assertEqual(statuses, {200})

    def test_statuses(self):
        cases = [
            ("POST", "/", 405, b"405 Method Not Allowed\n"),
            ("POST", "/info", 405, b"405 Method Not Allowed\n"),
            ("DELETE", "/frame?t=1", 405, b"405 Method Not Allowed\n"),
            ("GET", "/render?format=gif", 405, b"405 Method Not Allowed\n"),
            ("GET", "/frame?t=abc", 400, b"400 Bad Request: t must be a time in seconds\n"),
            ("GET", "/frame?t=-1", 400, b"400 Bad Request: t must be a time in seconds\n"),
            ("GET", "/frame?t=nan", 400, b"400 Bad Request: t must be a time in seconds\n"),
            ("GET", "/frame?t=inf", 400, b"400 Bad Request: t must be a time in seconds\n"),
            ("GET", "/frame", 400, b"400 Bad Request: t must be a time in seconds\n"),
            ("GET", "/nope", 404, b"404 Not Found\n"),
            ("GET", "/download/1", 404, b"404 Not Found\n"),
            ("GET", "/download/abc", 404, b"404 Not Found\n"),
            ("POST", "/render?format=webm", 400, b"400 Bad Request: format must be mp4 or gif\n"),
        ]
        for method, path, status, body in cases:
            with self.subTest(method=method, path=path):
                got_status, headers, got_body = self.request(method, path)
                self.assertEqual((got_status, got_body), (status, body))
                self.assertEqual(headers.get("Content-Type"), "text/plain; charset=utf-8")
        status, headers, body = self.request("GET", "/frame?t=2.5")
        self.assertEqual((status, headers["Content-Type"], body[:8]), (200, "image/png", b"\x89PNG\r\n\x1a\n"))
        self.assertEqual(headers["Cache-Control"], "no-store")
        status, headers, _ = self.request("GET", f"/frame?t=2.5&g={self.info()['generation']}")
        self.assertEqual(headers["Cache-Control"], "public, max-age=31536000, immutable")
        status, headers, body = self.request("GET", "/")
        self.assertEqual((status, headers["Content-Type"]), (200, "text/html; charset=utf-8"))
        self.assertIn(b"window.zoetrope", body)

    def test_405_names_the_allowed_methods(self):
        """RFC 9110 §15.5.6: "The origin server MUST generate an Allow header field in a 405
        response"."""
        for method, path, allowed in (("POST", "/", "GET, HEAD"), ("POST", "/info", "GET, HEAD"),
                                      ("GET", "/render?format=gif", "POST")):
            with self.subTest(method=method, path=path):
                status, headers, _ = self.request(method, path)
                self.assertEqual(status, 405)
                self.assertIn("Allow", headers, f"{method} {path}: 405 without an Allow header")
                self.assertEqual({m.strip() for m in headers["Allow"].split(",")},
                                 {m.strip() for m in allowed.split(",")})

    def test_silent_and_partial_clients(self):
        # Connects, sends nothing, goes away; the same with half a request line. A server that
        # waited on such a client would answer others only after its 60 s idle timeout: 10 s
        # tells the two apart on a loaded machine (not a speed figure).
        for data in (b"", b"GET /in", b"GET /info HTTP/1.1\r\nHost: " + self.server.host.encode() + b"\r\n"):
            with self.subTest(data=data):
                s = socket.create_connection(("127.0.0.1", self.server.port))
                if data:
                    s.sendall(data)
                time.sleep(0.05)
                s.close()
                start = time.monotonic()
                self.assertServerAnswers()
                self.assertLess(time.monotonic() - start, 10.0)
        # A silent client that stays connected does not hold up others.
        idle = socket.create_connection(("127.0.0.1", self.server.port))
        try:
            start = time.monotonic()
            self.assertServerAnswers()
            self.assertLess(time.monotonic() - start, 10.0)
        finally:
            idle.close()
        # Many clients that connect and leave at once.
        for _ in range(100):
            socket.create_connection(("127.0.0.1", self.server.port)).close()
        time.sleep(0.5)
        self.assertServerAnswers()

    def test_client_leaves_mid_response(self):
        for i in range(20):
            # A frame not rendered before (no-store, so rendered for this request), ~200 KB.
            response, _, _ = self.raw(b"GET /frame?t=%.3f HTTP/1.1" % (1 + i * 0.05), read_limit=1000, rcvbuf=4096)
            self.assertEqual(status_of(response), 200)
        # And from the event stream.
        for _ in range(5):
            response, _, _ = raw_exchange(
                self.server.port, b"GET /events HTTP/1.1\r\nHost: " + self.server.host.encode() + b"\r\n\r\n",
                read_limit=1)
            self.assertEqual(response, b"H")
        self.assertServerAnswers()
        status, _, body = self.request("GET", "/frame?t=2.5", timeout=10)
        self.assertEqual(status, 200)
        self.assertEqual(body[:8], b"\x89PNG\r\n\x1a\n")
        self.assertEqual(int.from_bytes(body[16:20], "big"), 390)  # IHDR width


# ---- Renders from the page's API ---------------------------------------------------------------


class EventReader:
    """The /events stream, read as the page reads it."""

    def __init__(self, port, host):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.connection.request("GET", "/events", headers={"Host": host})
        self.response = self.connection.getresponse()
        assert self.response.status == 200, self.response.status
        assert self.response.getheader("Content-Type") == "text/event-stream", self.response.getheaders()

    def next(self):
        """(event name, parsed data) of the next event (comments skipped)."""
        name, data = None, []
        while True:
            line = self.response.fp.readline()
            if not line:
                raise AssertionError("the event stream ended")
            line = line.decode().rstrip("\r\n")
            if line == "":
                if name is not None or data:
                    return name, json.loads("\n".join(data))
            elif line.startswith(":"):
                continue
            elif line.startswith("event: "):
                name = line[len("event: "):]
            elif line.startswith("data: "):
                data.append(line[len("data: "):])

    def close(self):
        self.connection.close()


def quick_animation(folder):
    """launch.swift with its circles sliding linearly from 0 to 0.5 s, so that each frame of a
    0.5 s GIF differs from the one before (a GIF stores no frame that changes nothing)."""
    scene = folder / "launch.swift"
    text = scene.read_text()
    old = ("DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {\n"
           "                withAnimation(.easeInOut(duration: 1.0)) {")
    new = ("DispatchQueue.main.asyncAfter(deadline: .now() + 0.0) {\n"
           "                withAnimation(.linear(duration: 0.5)) {")
    assert text.count(old) == 1
    scene.write_text(text.replace(old, new))
    return scene


@unittest.skipIf(Image is None, NEED_PIL)
class RenderTests(PreviewTestCase):
    """POST /render, the render events, GET /download."""

    server_args = ("--scale", "0.25", "--duration", "0.5")

    @classmethod
    def make_scene(cls, folder):
        return quick_animation(folder)

    def render(self, format):
        events = EventReader(self.server.port, self.server.host)
        try:
            self.assertEqual(events.next()[0], "scene")  # the greeting
            status, headers, body = self.request("POST", f"/render?format={format}")
            self.assertEqual(status, 202, body)
            self.assertEqual(headers["Content-Type"], "application/json")
            job = json.loads(body)
            self.assertEqual(list(job), ["id"])
            self.assertIsInstance(job["id"], int)
            states, start = [], time.monotonic()
            while True:
                name, data = events.next()
                if name != "render" or data["id"] != job["id"]:
                    continue
                states.append(data)
                if data["state"] != "running":
                    break
            elapsed = time.monotonic() - start
        finally:
            events.close()
        log(f"{format} render {job['id']}: {len(states)} render events, {states[-1]['state']} after {elapsed:.2f} s")
        return job["id"], states

    def test_gif_render_and_download(self):
        job, states = self.render("gif")
        self.assertEqual(states[0], {"id": job, "format": "gif", "state": "running", "progress": 0.0, "message": ""})
        self.assertEqual(states[-1], {"id": job, "format": "gif", "state": "done", "progress": 1.0, "message": ""},
                         states[-1])
        progress = [s["progress"] for s in states]
        self.assertEqual(progress, sorted(progress))
        status, headers, body = self.request("GET", f"/download/{job}")
        self.assertEqual(status, 200)
        self.assertEqual(headers["Content-Type"], "image/gif")
        self.assertEqual(headers["Content-Disposition"], 'attachment; filename="launch.gif"')
        self.assertEqual(body[:6], b"GIF89a")
        with Image.open(io.BytesIO(body)) as gif:
            durations = [frame.info["duration"] for frame in ImageSequence.Iterator(gif)]
            size = gif.size
        # `zoetrope render` makes GIFs at 30 fps unless told otherwise: 0.5 s is 15 frames.
        log(f"GIF: {len(body)} bytes, {size[0]}x{size[1]}, {len(durations)} frames, {sum(durations)} ms")
        self.assertEqual(len(durations), round(0.5 * 30))
        self.assertEqual(sum(durations), 500)
        self.assertEqual(size, (98, 211))
        # The same bytes as the command line's render of the same file.
        out = self.folder / "cli.gif"
        result = run_cli(["render", str(self.scene), "-o", str(out), "--scale", "0.25", "--duration", "0.5",
                          "--quiet"])
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(body, out.read_bytes())

    def test_mp4_render_and_download(self):
        job, states = self.render("mp4")
        self.assertEqual(states[-1]["state"], "done", states[-1])
        status, headers, body = self.request("GET", f"/download/{job}")
        self.assertEqual((status, headers["Content-Type"]), (200, "video/mp4"))
        self.assertEqual(headers["Content-Disposition"], 'attachment; filename="launch.mp4"')
        self.assertEqual(body[4:8], b"ftyp")
        self.assertEqual(self.request("GET", f"/download/{job + 100}")[0], 404)


@unittest.skipIf(Image is None, NEED_PIL)
class RenderWithFpsTests(PreviewTestCase):
    """A preview started with --fps 60 (its documented default, spelled out): the page's
    "Render GIF" must still give a GIF."""

    server_args = ("--scale", "0.25", "--duration", "0.5", "--fps", "60")
    render = RenderTests.render

    @classmethod
    def make_scene(cls, folder):
        return quick_animation(folder)

    def test_gif_render_with_fps_60(self):
        """A GIF plays at most 50 fps: the preview's GIF is made at GIF's default, 30 fps."""
        job, states = self.render("gif")
        self.assertEqual(states[-1]["state"], "done", states[-1].get("message"))
        status, headers, body = self.request("GET", f"/download/{job}")
        self.assertEqual((status, body[:6]), (200, b"GIF89a"))


# ---- Start-up errors ---------------------------------------------------------------------------


class StartupErrorTests(unittest.TestCase):
    def preview(self, *args, cwd=None):
        start = time.monotonic()
        result = run_cli(["preview", *args], cwd=cwd, timeout=30)
        return result, time.monotonic() - start

    def test_missing_scene(self):
        with tempfile.TemporaryDirectory() as folder:
            result, _ = self.preview("missing.swift", "--port", "0", cwd=folder)
        self.assertEqual(result.returncode, 66)
        self.assertEqual(result.stdout, "")
        self.assertEqual(result.stderr, "zoetrope: error: no such file 'missing.swift'\n")

    def test_port_out_of_range(self):
        result, _ = self.preview(str(SCENES / "launch.swift"), "--port", "70000")
        self.assertEqual(result.returncode, 64)
        self.assertEqual(result.stdout, "")
        self.assertEqual(result.stderr,
                         "zoetrope: error: invalid value '70000' for '--port': expected an integer from 0 to 65535\n"
                         "Run 'zoetrope preview --help' for usage.\n")

    def test_port_in_use(self):
        holder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            holder.bind(("127.0.0.1", 0))
            holder.listen(1)
            port = holder.getsockname()[1]
            result, elapsed = self.preview(str(SCENES / "launch.swift"), "--port", str(port))
        finally:
            holder.close()
        log(f"port in use: exit {result.returncode} after {elapsed:.2f} s: {result.stderr.strip()!r}")
        self.assertNotEqual(result.returncode, 0)
        self.assertEqual(result.returncode, 69)
        self.assertEqual(result.stdout, "")
        self.assertEqual(result.stderr, f"zoetrope: error: cannot listen on 127.0.0.1:{port}: Address already in use\n")


if __name__ == "__main__":
    unittest.main(verbosity=2)

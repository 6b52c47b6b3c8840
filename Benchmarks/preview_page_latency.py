#!/usr/bin/python3
"""The preview's latency as a user sees it: from `zoetrope.seek(t)` in the page to the next
animation frame after the new frame is displayed, in Debian's headless Chromium (Selenium), for
scenes/launch.swift at 1170×2532 (--scale 3). 20 seeks over the scene, with PAUSE seconds between
them (default 0.5: the page has asked for neighbours and the exact PNG meanwhile) and again back
to back. Prints the median, 95th percentile and maximum in milliseconds.

Then the time from a save to the page showing it: a copy of the scene edited in place 6 times
(a colour changed and a unique comment, so that each save compiles afresh), from the write to the
page showing a frame of the new generation; the median and maximum in seconds. (The browser tests
check that edits show; how soon is this figure, not a test's assertion.)

    /usr/bin/python3 Benchmarks/preview_page_latency.py [.build/release/zoetrope] [PAUSE]

Needs what `scripts/bootstrap --tests` installs (chromium, chromium-driver, python3-selenium).
"""
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

SEEK = """
const done = arguments[arguments.length - 1], t0 = performance.now();
window.zoetrope.seek(arguments[0]).then(() => requestAnimationFrame(() => done(performance.now() - t0)));
"""


def measure(driver, pause, start):
    """20 seeks to times not asked before (the page keeps the frames it has)."""
    times = []
    for k in range(20):
        t = round((start + k * 0.237) % 5.0, 3)
        times.append(driver.execute_async_script(SEEK, t))
        time.sleep(pause)
    times.sort()
    return statistics.median(times), times[18], times[-1]


GENERATION = "return document.getElementById('frame').dataset.generation || null"


def open_page(driver, url):
    driver.get(url)
    for _ in range(300):
        if driver.execute_script("return document.body.dataset.ready") == "1":
            return
        time.sleep(0.1)
    raise SystemExit("the page did not become ready within 30 s")


def measure_edits(zoetrope, options, count=6):
    """Seconds from each in-place save of a copy of launch.swift to a new generation shown."""
    folder = Path(tempfile.mkdtemp(prefix="zoetrope-edit-latency-"))
    scene = folder / "launch.swift"
    shutil.copy("scenes/launch.swift", scene)
    original = scene.read_text()
    server = subprocess.Popen([zoetrope, "preview", str(scene), "--port", "0", "--scale", "1"],
                              stdout=subprocess.PIPE, text=True)
    driver = None
    try:
        url = re.search(r"http://\S+", server.stdout.readline()).group(0)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        open_page(driver, url)
        times = []
        for k in range(count):
            colour = ("Color.blue", "Color.yellow")[k % 2]
            before = driver.execute_script(GENERATION)
            start = time.monotonic()
            scene.write_text(original.replace("Color.yellow", colour, 1) + f"// edit {time.time_ns()}\n")
            while driver.execute_script(GENERATION) == before:
                if time.monotonic() - start > 60:
                    raise SystemExit("an edit did not show within 60 s")
                time.sleep(0.01)
            times.append(time.monotonic() - start)
            time.sleep(0.5)
        return statistics.median(times), max(times)
    finally:
        if driver is not None:
            driver.quit()
        server.send_signal(2)
        server.wait(10)
        shutil.rmtree(folder, ignore_errors=True)


def main():
    zoetrope = sys.argv[1] if len(sys.argv) > 1 else ".build/release/zoetrope"
    pause = float(sys.argv[2]) if len(sys.argv) > 2 else 0.5
    server = subprocess.Popen([zoetrope, "preview", "scenes/launch.swift", "--port", "0", "--scale", "3"],
                              stdout=subprocess.PIPE, text=True)
    try:
        url = re.search(r"http://\S+", server.stdout.readline()).group(0)
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000"):
            options.add_argument(argument)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        try:
            driver.set_script_timeout(30)
            open_page(driver, url)
            measure(driver, pause, 0.01)  # warm-up: the program, the page, Chromium's decoders
            for label, gap, start in ((f"{pause} s between seeks", pause, 0.105), ("back to back", 0, 0.2)):
                median, p95, worst = measure(driver, gap, start)
                print(f"seek → shown at 1170×2532, {label}: median {median:.0f} ms, p95 {p95:.0f} ms, max {worst:.0f} ms")
        finally:
            driver.quit()
    finally:
        server.send_signal(2)
        server.wait(10)
    median, worst = measure_edits(zoetrope, options)
    print(f"save → new frame shown (launch.swift in place, 390×844): median {median:.2f} s, max {worst:.2f} s")


if __name__ == "__main__":
    main()

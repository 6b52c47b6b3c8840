# Zoetrope: `make demo` sets up and renders the launch page; `make test` runs the test suite.
SWIFT ?= swift
BIN := .build/release/zoetrope
# Code for this machine's CPU when it has AVX2 (scripts/host-cpu; same pixels, faster). `make CPU=`
# builds a binary for any x86-64. build, demo and bench share one build; test adds -enable-testing
# (for @testable imports), which is a build of its own.
CPU ?= $(shell scripts/host-cpu)
RELEASE := -c release $(if $(CPU),-Xswiftc -target-cpu -Xswiftc $(CPU))

.PHONY: demo test goldens build bootstrap bench clean lint fuzz fuzz-cli

bootstrap:
	@scripts/bootstrap

# The CLI and the library compiled scenes link (the SwiftUI module and the command line).
build: bootstrap
	$(SWIFT) build $(RELEASE) --product zoetrope
	$(SWIFT) build $(RELEASE) --product ZoetropeScene

demo: build
	@mkdir -p out
	$(BIN) render scenes/launch.swift -o out/launch.mp4 --poster out/launch.png

# The suite is built optimised: pixel loops are many times slower in debug builds (the test
# targets themselves are not: Package.swift says why). `--build-tests` builds every target, the
# CLI and the scene library among them, as swift test would; a `swift build --product` instead
# would compile every module twice (SwiftPM's test build and product build invalidate each
# other, swift-package-manager#8031). Then the Swift suite, and beside it the preview's page in
# Debian's headless Chromium (Tests/PreviewBrowserTests, Python's unittest with Debian's
# Selenium: /usr/bin/python3, which has them), its output printed after the suite's. (How soon
# an edit shows in the page is a figure of Benchmarks/preview_page_latency.py, not a test's
# assertion: the suite's load slows it.) On a fresh machine the packages only the tests need (the
# fonts, Chromium) are installed while the build runs: it needs only the C libraries' headers.
test:
	@scripts/bootstrap --compile
	scripts/alongside "scripts/bootstrap --tests" \
		$(SWIFT) build $(RELEASE) -Xswiftc -enable-testing --build-tests
	scripts/alongside \
		"ZOETROPE=$(abspath $(BIN)) /usr/bin/python3 -B -m unittest discover -s Tests/PreviewBrowserTests -v" \
		env SWIFT="$(SWIFT)" scripts/swift-tests $(RELEASE) -Xswiftc -enable-testing --skip-build

# Records the golden images again (Tests/RasterTests/Goldens, Tests/CLITests/Goldens), for a
# change meant to change pixels: those missing or differing are rewritten, and each one rewritten
# fails the run, so none changes silently. Run `make test` afterwards to check them.
goldens:
	ZOETROPE_UPDATE_GOLDENS=1 $(SWIFT) test $(RELEASE) -Xswiftc -enable-testing --filter 'GoldenTests'

# Every scene in scenes/ at 1170×2532 (every frame, at most 300), each figure the best of two runs;
# BENCH_ARGS="--frames 60 --runs 3" to change; "--rounds 3" measures every scene three times,
# minutes apart, and keeps the best of each figure.
# After the table: the full-screen scenes (Benchmarks/Scenes: every pixel changes in every frame),
# render only on 1 and all threads, their full redraw and a Skia anchor drawing the same frames
# (Benchmarks/skia_anchor.py, skia-python in .build/skia-venv, made on first use; the table says
# when the anchor is missing); BENCH_ARGS=--full-screen measures only that. Then the time from a
# scene file to its first frame, cold and warm (compiled scenes), for scenes/ and, when it is
# there, the public corpus (BENCH_CORPUS); BENCH_ARGS=--first-frame measures only that. Last, the
# preview's frame latency (request → PNG or JPEG bytes) at scale 3 and 1; BENCH_ARGS=--preview
# measures only that. The latency in the page itself, in headless Chromium:
# /usr/bin/python3 Benchmarks/preview_page_latency.py.
# Then (not with --full-screen, --first-frame or --preview) the encoder's end to end: the whole
# `zoetrope render` to MP4 of launch, gradient-hue and blurred-orbs against ffmpeg's libx264
# medium CRF 18 encoding the same frames from raw YUV, time, bytes and SSIM
# (Benchmarks/encoder_sweep.py --end-to-end; it says when there is no ffmpeg program).
BENCH_ARGS ?= --runs 2
BENCH_CORPUS ?= $(wildcard ../shared/corpus)
bench: bootstrap
	scripts/bootstrap --bench
	$(SWIFT) build $(RELEASE) --product zoetrope
	$(SWIFT) build $(RELEASE) --product ZoetropeScene
	$(SWIFT) build $(RELEASE) --product zoetrope-bench
	.build/release/zoetrope-bench $(BENCH_ARGS) $(if $(BENCH_CORPUS),--corpus $(BENCH_CORPUS))
	$(if $(filter --first-frame --preview --full-screen,$(BENCH_ARGS)),,python3 Benchmarks/encoder_sweep.py --end-to-end)

# libFuzzer over two halves (Fuzz/ZoetropeFuzz): scene files through the preparation step, and
# random view trees built through the SwiftUI module's API down to pixels; seeded with scenes/
# and the bad-scene corpus. FUZZ_SECONDS=600 make fuzz.
# Crashes are written as crash-* files; replay one with: .build/release/zoetrope-fuzz crash-…
FUZZ_SECONDS ?= 300
# Seconds one input may take before libFuzzer calls it a hang (wall-clock time: raise it on a
# machine that is busy with other work).
FUZZ_TIMEOUT ?= 20
fuzz: bootstrap
	$(SWIFT) build -c release --product zoetrope-fuzz --scratch-path .build/fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DZOETROPE_FUZZ -Xswiftc -use-ld=lld
	@mkdir -p .build/fuzz-corpus && cp scenes/*.swift Tests/Fixtures/bad-scenes/*.swift .build/fuzz-corpus/
	ASAN_OPTIONS=detect_leaks=0 .build/fuzz/release/zoetrope-fuzz .build/fuzz-corpus \
		-max_total_time=$(FUZZ_SECONDS) -max_len=8192 -rss_limit_mb=4096 -timeout=$(FUZZ_TIMEOUT)

# The command line fuzzed as a user runs it (Fuzz/cli_fuzz.py): random commands, flags, values and
# paths against the built binary, each run checked for its exit code, traps and leftover files.
# FUZZ_SECONDS=3600 make fuzz-cli.
fuzz-cli: build
	/usr/bin/python3 -B Fuzz/cli_fuzz.py --binary $(BIN) --seconds $(FUZZ_SECONDS)

# Tests/Fixtures holds deliberately broken scene files: not Swift to lint.
lint:
	$(SWIFT) format lint -r Sources Benchmarks Fuzz $$(find Tests -name '*.swift' -not -path 'Tests/Fixtures/*')

clean:
	rm -rf .build out

# Zoetrope: `make demo` sets up and renders the launch page; `make test` runs the test suite.
SWIFT ?= swift
BIN := .build/release/zoetrope

.PHONY: demo test build bootstrap bench clean lint

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build -c release --product zoetrope

demo: build
	@mkdir -p out
	$(BIN) render scenes/launch.swift -o out/launch.mp4 --poster out/launch.png

# The suite is built optimised: pixel loops are many times slower in debug builds.
test: bootstrap
	$(SWIFT) build -c release -Xswiftc -enable-testing --product zoetrope
	$(SWIFT) test -c release -Xswiftc -enable-testing

bench: bootstrap
	$(SWIFT) run -c release zoetrope-bench

lint:
	$(SWIFT) format lint -r Sources Tests Benchmarks

clean:
	rm -rf .build out

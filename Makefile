# ScreenGen — the two commands a newcomer runs are `make generate` and `make test`.
#
# Debug builds on purpose: swift-syntax builds in about 2 minutes in debug and about 8
# in release on a 2-core machine, and a debug screengen is fast enough for any spec.

SWIFT ?= swift
BUILD_FLAGS ?=
BIN_DIR = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)
SCREENGEN = $(BIN_DIR)/screengen

.PHONY: all generate build lint test test-only record check clean help

all: generate

help:
	@echo "make generate   build screengen and regenerate Generated/ from Specs/"
	@echo "make test       run every test (tool, goldens, generated example app on the UIKit stand-in)"
	@echo "make lint       validate Specs/ without writing"
	@echo "make check      fail when Generated/ is stale"
	@echo "make record     re-record golden files (the recording run fails on purpose, then verifies)"

build:
	$(SWIFT) build $(BUILD_FLAGS) --product screengen

generate: build
	$(SCREENGEN) generate --specs Specs --output Generated

lint: build
	$(SCREENGEN) lint --specs Specs

# Builds everything, turns the example storyboards into the compiled layout the UIKit
# stand-in loads (as Xcode would when building the app), then runs every test target.
test:
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	bash Tests/Support/compile-storyboards.sh "$(BIN_DIR)"
	$(SWIFT) test $(BUILD_FLAGS) --skip-build

check: build
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	mkdir -p "$$tmp/Generated"; if [ -d Generated ]; then cp -R Generated/. "$$tmp/Generated/"; fi; \
	$(SCREENGEN) generate --quiet --specs Specs --output "$$tmp/Generated" || exit $$?; \
	if diff -ru Generated "$$tmp/Generated"; then echo "Generated/ is up to date"; \
	else echo "Generated/ is stale; run: make generate"; exit 1; fi

# A recording run rewrites every golden file and fails on purpose, so it can never pass
# by accident; the second run must then pass against what was recorded.
record:
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	-SCREENGEN_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter 'ScreenGenKitTests.Golden' > /dev/null 2>&1
	$(SWIFT) test $(BUILD_FLAGS) --skip-build --filter 'ScreenGenKitTests.Golden'

clean:
	rm -rf .build

# ScreenGen — the two commands a newcomer runs are `make generate` and `make test`.
#
# Debug builds on purpose: swift-syntax builds in about 2 minutes in debug and about 8
# in release on a 2-core machine, and a debug screengen is fast enough for any spec.

SWIFT ?= swift
BUILD_FLAGS ?=
BIN_DIR = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)
SCREENGEN = $(BIN_DIR)/screengen

PREFIX ?= /usr/local
# Where the release link finds the static archives it links in (below, Linux only).
XML_ARCHIVE_FOLDER = .build-static/xml-archives
# Release builds link the Swift runtime and Foundation statically: every run then starts
# about 5 ms sooner, with no shared libraries to load and bind (see Benchmarks.md).
RELEASE_FLAGS = -c release --static-swift-stdlib --scratch-path .build-static
# Metadata of generic types over concrete ones (`[Screen]`, `Set<String>`, ...) is asked for
# through a direct accessor rather than by mangled name: by name, the first use of each type
# demangled it and searched the binary's 11,000 protocol conformances for its requirements,
# about a sixth of a millisecond of every run's start (Benchmarks.md).
RELEASE_FLAGS += -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# On Linux, linked at a fixed address (not position-independent): the loader then applies
# a few hundred relocations instead of about 100,000, which takes about 2 ms off every
# run's start (Benchmarks.md). Linking is all this changes; nothing is recompiled.
# Its symbols are not exported either: at start-up the Swift runtime looks up its own path
# with `dladdr`, which walks every exported symbol (37,000 of them), about 0.6 ms a run.
ifeq ($(shell uname -s),Linux)
RELEASE_FLAGS += -Xlinker -no-pie -Xlinker --no-export-dynamic
# Each function in a section of its own, and the ones `--version`, a `generate` with nothing
# to do, `lint` and a cold `generate` run laid out together, in that order
# (Benchmarks/startup.order, measured by `make order-file`): a no-op then maps about 35 fewer
# stretches of code, each a page fault, and `lint` at 1,000 screens takes 0.5 ms less
# (Benchmarks.md). The path is relative to the package, where SwiftPM runs the linker.
RELEASE_FLAGS += -Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker --section-ordering-file=Benchmarks/startup.order
# libxml2 (FoundationXML reads storyboards with it) linked in too, with what it needs (ICU,
# liblzma, zlib), when the system has their static archives (Debian: libxml2-dev,
# libicu-dev, liblzma-dev, zlib1g-dev): the loader then binds four shared libraries instead
# of nine, 0.6 ms off every run's start, and the binary runs where libxml2 or this ICU
# version is not installed. ld prefers a shared library to an archive in the same folder,
# so the archives are linked into a folder of their own, searched first; without all five
# the build links libxml2 as before.
XML_ARCHIVE_NAMES = xml2 icuuc icudata lzma z
XML_ARCHIVES := $(filter /%,$(shell for name in $(XML_ARCHIVE_NAMES); do $(CC) -print-file-name=lib$$name.a 2>/dev/null; done))
ifeq ($(words $(XML_ARCHIVES)),$(words $(XML_ARCHIVE_NAMES)))
RELEASE_FLAGS += -Xlinker -L$(XML_ARCHIVE_FOLDER) $(foreach name,$(filter-out xml2,$(XML_ARCHIVE_NAMES)),-Xlinker -l$(name))
endif
endif

.PHONY: all generate build lint test python-deps record check schema diagnostics-doc docs install clean help bench bench-smoke
.PHONY: bench-storyboards bench-bombs fuzz artifactbundle install-completions soak order-file release-archives

all: generate

# The folder of static archives the release link searches first (above); empty elsewhere.
release-archives:
	@rm -rf $(XML_ARCHIVE_FOLDER) && mkdir -p $(XML_ARCHIVE_FOLDER)
	$(if $(XML_ARCHIVES),@ln -s $(XML_ARCHIVES) $(XML_ARCHIVE_FOLDER)/)

help:
	@echo "make generate   build screengen and regenerate Generated/ from Specs/"
	@echo "make test       run every test (tool, goldens, generated example app on the UIKit stand-in)"
	@echo "make lint       validate Specs/ without writing"
	@echo "make check      fail when Generated/ is stale"
	@echo "make record     re-record golden files and the schema (the recording run fails on purpose, then verifies)"
	@echo "make schema     rewrite Schemas/screengen-spec.schema.json and Schemas/screengen-config.schema.json"
	@echo "make diagnostics-doc  rewrite Docs/Diagnostics.md from the diagnostic catalogue (part of make record)"
	@echo "make docs       rewrite the reference tables in Docs/SpecReference.md from the capability table (part of make record)"
	@echo "make install    release build, installed as \$$(PREFIX)/bin/screengen with shell completions (PREFIX=$(PREFIX))"
	@echo "make artifactbundle  screengen.artifactbundle (SE-0305) of the static release build, for .binaryTarget(path:)"
	@echo "make install-completions  zsh/bash/fish completions under \$$(PREFIX)/share (part of make install)"
	@echo "make bench      time a release screengen on 1,000 / 10,000 synthetic screens beside a C floor, PASS/FAIL per ratio (Benchmarks.md)"
	@echo "make bench-storyboards  time the storyboard cross-check on a 1 MB storyboard (part of make bench)"
	@echo "make bench-bombs  hostile inputs (alias bombs, 100 MB scalar, ...) within 2 s / 200 MB (part of make bench)"
	@echo "make order-file measure Benchmarks/startup.order again (callgrind, Linux) and relink the release build with it"
	@echo "make fuzz       libFuzzer over load/validate/render, FUZZ_RUNS executions (default 100000)"
	@echo "make soak       the reliability tests for SOAK_RUNS rounds (default 1000): killed, concurrent and corrupted runs, a full disk"

build:
	$(SWIFT) build $(BUILD_FLAGS) --product screengen

# The example app, then the other example modules (tvOS with Swift Testing tests; macOS).
generate: build
	"$(SCREENGEN)" generate --specs Specs --output Generated
	"$(SCREENGEN)" generate --specs Example/TVGuide/Specs --output Example/TVGuide/Generated
	"$(SCREENGEN)" generate --specs Example/MacNotes/Specs --output Example/MacNotes/Generated

lint: build
	"$(SCREENGEN)" lint --specs Specs
	"$(SCREENGEN)" lint --specs Example/TVGuide/Specs
	"$(SCREENGEN)" lint --specs Example/MacNotes/Specs

# Builds everything, turns the example storyboards into the compiled layout the UIKit
# stand-in loads (as Xcode would when building the app), then runs every test target, with
# XCTest and Swift Testing both. The last line is one total over both frameworks
# (Tests/Support/test_total.py), printed whether the tests pass or not.
#
# SLOW_TESTS run in a second process beside the rest: the plugin test builds screengen a
# second time for its consumer package (about 4 minutes on a fresh clone), which would
# otherwise leave a core idle. Each process prints XCTest's usual per-test lines (which
# `--parallel` does not, and whose xUnit file counts a skipped test as passed), so the total
# stays exact. The second log is printed when its process ends.
# On Linux the second process is the test executable itself: a second `swift test` waits
# for SwiftPM's lock on the build folder until the first one ends, which ran the two one
# after the other (about 2 minutes more). Elsewhere the bundle needs `swift test` to load it.
TEST_RESULTS = .build-test-results
SLOW_TESTS = ScreenGenKitTests.PluginConsumerTests
ifeq ($(shell uname -s),Linux)
SLOW_TEST_RUN = "$(BIN_DIR)/screengenPackageTests.xctest" '$(SLOW_TESTS)'
else
SLOW_TEST_RUN = $(SWIFT) test $(BUILD_FLAGS) --skip-build --disable-swift-testing --filter '$(SLOW_TESTS)'
endif
test: python-deps
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	bash Tests/Support/compile-storyboards.sh "$(BIN_DIR)"
	@rm -rf $(TEST_RESULTS) && mkdir -p $(TEST_RESULTS)
	@{ $(SLOW_TEST_RUN) > $(TEST_RESULTS)/slow-log 2>&1; \
		echo $$? > $(TEST_RESULTS)/slow-status; } &
	@{ $(SWIFT) test $(BUILD_FLAGS) --skip-build --skip '$(SLOW_TESTS)' --xunit-output $(TEST_RESULTS)/xunit.xml 2>&1; \
		echo $$? > $(TEST_RESULTS)/status; } | tee $(TEST_RESULTS)/log
	@while [ ! -f $(TEST_RESULTS)/slow-status ]; do sleep 1; done; cat $(TEST_RESULTS)/slow-log; \
	cat $(TEST_RESULTS)/slow-log >> $(TEST_RESULTS)/log
	@status=$$(cat $(TEST_RESULTS)/status); slow=$$(cat $(TEST_RESULTS)/slow-status); \
	if [ "$$status" = 0 ]; then status=$$slow; fi; \
	if [ "$$status" = 0 ]; then echo '$(BENCH_SMOKE)'; $(BENCH_SMOKE) || status=$$?; fi; \
	python3 Tests/Support/test_total.py $(TEST_RESULTS)/log $(TEST_RESULTS)/xunit-swift-testing.xml; \
	exit $$status

check: build
	"$(SCREENGEN)" check --specs Specs --output Generated
	"$(SCREENGEN)" check --specs Example/TVGuide/Specs --output Example/TVGuide/Generated
	"$(SCREENGEN)" check --specs Example/MacNotes/Specs --output Example/MacNotes/Generated

schema: build
	"$(SCREENGEN)" schema > Schemas/screengen-spec.schema.json
	"$(SCREENGEN)" schema config > Schemas/screengen-config.schema.json

diagnostics-doc: build
	mkdir -p Docs
	"$(SCREENGEN)" explain --markdown > Docs/Diagnostics.md

# The schema test validates specs with Python's jsonschema and PyYAML.
python-deps:
	@python3 -c 'import jsonschema, yaml' 2>/dev/null || python3 -m pip install --quiet jsonschema pyyaml

install: release-archives
	$(SWIFT) build $(RELEASE_FLAGS) --product screengen
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/screengen" "$(DESTDIR)$(PREFIX)/bin/screengen"
	$(MAKE) install-completions COMPLETION_BINARY="$(DESTDIR)$(PREFIX)/bin/screengen"

# zsh, bash and fish completions from swift-argument-parser, where each shell looks for
# them under PREFIX. COMPLETION_BINARY is the screengen that writes them.
COMPLETION_BINARY ?= $(SCREENGEN)
install-completions:
	install -d "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	"$(COMPLETION_BINARY)" --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_screengen"
	"$(COMPLETION_BINARY)" --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/screengen"
	"$(COMPLETION_BINARY)" --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/screengen.fish"

# SE-0305 artifact bundle for `.binaryTarget(name: "screengen", path: "screengen.artifactbundle")`:
# the static release build as the Linux variant (Swift runtime, Foundation and libxml2 linked in;
# glibc and libstdc++ stay shared). MACOS_BINARY=<universal macOS screengen> adds the macOS
# variant (Docs/Installing.md).
MACOS_BINARY ?=
artifactbundle: release-archives
	$(SWIFT) build $(RELEASE_FLAGS) --product screengen
	bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/screengen"; \
	bash Scripts/artifactbundle.sh screengen.artifactbundle "$$("$$bin" --version)" "$$bin" "$(MACOS_BINARY)"

# The reference tables of Docs/SpecReference.md (between the screengen:reference markers),
# rendered from ScreenCapabilities; recorded like a golden file, then verified.
docs:
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	-SCREENGEN_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter 'ScreenGenKitTests.ReferenceTablesTests' > /dev/null 2>&1
	$(SWIFT) test $(BUILD_FLAGS) --skip-build --filter 'ScreenGenKitTests.ReferenceTablesTests'

# A recording run rewrites every golden file and fails on purpose, so it can never pass
# by accident; the second run must then pass against what was recorded.
record: schema diagnostics-doc docs
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	-SCREENGEN_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter 'ScreenGenKitTests.(Golden|GraphTests|ModulesTests)' > /dev/null 2>&1
	$(SWIFT) test $(BUILD_FLAGS) --skip-build --filter 'ScreenGenKitTests.(Golden|GraphTests|ModulesTests)'

# The benchmark times the release build (RELEASE_FLAGS, its own build folder) beside the
# floor. BENCH_ARGS passes options through, e.g. BENCH_ARGS="--sizes 1000 --runs 20".
BENCH_ARGS ?=
BENCH_SMOKE = python3 Benchmarks/bench.py --smoke --binary "$(SCREENGEN)" --workdir .bench/smoke

# The floor the ratios are taken against (Benchmarks/floor.c): built with the C compiler
# against the libyaml sources that Yams vendors (its CYaml target), from the checkout of the
# build just made, so it parses with the same libyaml as screengen and needs nothing installed.
CC ?= cc
FLOOR = .build-floor/floor
CYAML = Yams/Sources/CYaml
define build_floor
	@mkdir -p $(dir $(FLOOR))
	$(CC) -O2 -DYAML_DECLARE_STATIC -I$(1)/checkouts/$(CYAML)/include -o $(FLOOR) Benchmarks/floor.c \
		$(addprefix $(1)/checkouts/$(CYAML)/src/,api.c parser.c reader.c scanner.c)
endef

bench: release-archives
	$(SWIFT) build $(RELEASE_FLAGS) --product screengen
	$(call build_floor,.build-static)
	python3 Benchmarks/bench.py --binary "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/screengen" --floor $(FLOOR) $(BENCH_ARGS)

# Measures Benchmarks/startup.order again on a release build (callgrind), then links the
# binary again with it: SwiftPM does not see a change to a file the linker reads.
order-file: release-archives
	$(SWIFT) build $(RELEASE_FLAGS) --product screengen
	python3 Benchmarks/startup_order.py --binary "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/screengen"
	rm -f "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/screengen"
	$(SWIFT) build $(RELEASE_FLAGS) --product screengen

# What checking the specs against a 1 MB storyboard adds to a release `lint` (<= 50 ms).
bench: bench-storyboards
bench-storyboards: release-archives
	$(SWIFT) build $(RELEASE_FLAGS) --product screengen
	python3 Benchmarks/storyboard_bench.py --binary "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/screengen"

# Hostile and broken inputs on a release build: each works or is rejected within 2 s and 200 MB.
bench: bench-bombs
bench-bombs: release-archives
	$(SWIFT) build $(RELEASE_FLAGS) --product screengen
	python3 Benchmarks/bombs.py --binary "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/screengen"

# libFuzzer with AddressSanitizer, in its own package and build folder so that `make test`
# never builds it; crashing inputs land in .fuzz/crashes/.
FUZZ_RUNS ?= 100000
FUZZ_FLAGS = -c release --package-path Tests/Fuzz --scratch-path .build-fuzz \
	-Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld
fuzz:
	@# SwiftPM keeps the build plan of a path dependency; drop it so new source files count.
	rm -f .build-fuzz/release.yaml
	$(SWIFT) build $(FUZZ_FLAGS)
	bash Tests/Fuzz/run.sh "$$($(SWIFT) build $(FUZZ_FLAGS) --show-bin-path)/ScreenGenFuzz" $(FUZZ_RUNS)

# Checks that the benchmark still runs and the commands behave (40 screens in one module and in four, one run
# each); timings are not judged. `make test` runs it too.
bench-smoke: build
	$(BENCH_SMOKE)

# The reliability tests (Tests/ScreenGenKitTests/Write/ReliabilityTests.swift) for thousands of
# runs: each round kills a generate or an import at a random point, runs several at once, corrupts
# the run records or fills a small disk, then checks the output and repairs it (about five
# screengen runs a round). `make test` runs a few rounds of the same tests.
SOAK_RUNS ?= 1000
soak:
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	SCREENGEN_SOAK_RUNS=$(SOAK_RUNS) $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter 'ScreenGenKitTests.ReliabilityTests'

clean:
	rm -rf .build .build-plugin-consumer .build-test-results screengen.artifactbundle

# Compiles the generated code (golden fixtures, example apps, multi-module fixture, with their
# generated tests) against Apple's real iOS SDK at iOS 12 and 13, with and without DEBUG, in each
# isolation setting; skipped, with the reason, where ../shared/ios-sdk is absent (Scripts/sdk-check.sh).
.PHONY: sdk-check
sdk-check:
	bash Scripts/sdk-check.sh

# ScreenGen — the two commands a newcomer runs are `make generate` and `make test`.
# Debug builds: fast enough for any spec, and swift-syntax builds 4x faster than in release.

SWIFT ?= swift
BUILD_FLAGS ?=
BIN_DIR = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)
SCREENGEN = $(BIN_DIR)/screengen
PREFIX ?= /usr/local
# SwiftPM's release build; a Linux binary meant for other machines carries its Swift runtime.
RELEASE_FLAGS = -c release
ifeq ($(shell uname -s),Linux)
DISTRIBUTED_FLAGS = $(RELEASE_FLAGS) --static-swift-stdlib --scratch-path .build-static
else
DISTRIBUTED_FLAGS = $(RELEASE_FLAGS) --arch arm64 --arch x86_64
endif
RELEASE_BIN = $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/screengen
DISTRIBUTED_BIN = $(shell $(SWIFT) build $(DISTRIBUTED_FLAGS) --show-bin-path)/screengen
EXAMPLES = Specs:Generated Example/TVGuide/Specs:Example/TVGuide/Generated Example/MacNotes/Specs:Example/MacNotes/Generated

.PHONY: all help build generate lint check test record schema diagnostics-doc docs python-deps \
	install install-completions artifactbundle release bench fuzz fuzz-import soak clean

all: generate

help:
	@echo "generate: regenerate every example's output  test: every test  lint | check: validate | fail when stale"
	@echo "record: re-record goldens, schemas, docs  install (PREFIX=$(PREFIX))  artifactbundle  release VERSION=x.y.z  bench  fuzz  fuzz-import  soak"

build:
	$(SWIFT) build $(BUILD_FLAGS) --product screengen

generate: build
	@for pair in $(EXAMPLES); do echo "screengen generate --specs $${pair%%:*}"; \
		"$(SCREENGEN)" generate --specs "$${pair%%:*}" --output "$${pair##*:}" || exit 1; done

lint: build
	@for pair in $(EXAMPLES); do "$(SCREENGEN)" lint --specs "$${pair%%:*}" || exit 1; done

check: build
	@for pair in $(EXAMPLES); do "$(SCREENGEN)" check --specs "$${pair%%:*}" --output "$${pair##*:}" || exit 1; done

# Every test (XCTest and Swift Testing; the example storyboards compiled as Xcode would),
# then the bench's smoke run, and one total. Most tests wait on a single-threaded swiftc, so
# the longest test classes (the plugin test builds screengen again, the long-path test runs
# a copy of the path-sensitive tests, the import property test compiles 120 generated apps)
# run in a second process beside the rest and both cores stay busy: on Linux as the test
# executable itself, since a second `swift test` would wait for SwiftPM's lock on the build folder.
TEST_RESULTS = .build-test-results
SLOW_TESTS = PluginConsumerTests LongClonePathTests ImportPropertyTests
comma = ,
empty =
space = $(empty) $(empty)
SLOW_TEST_LIST = $(subst $(space),$(comma),$(addprefix ScreenGenKitTests.,$(SLOW_TESTS)))
SLOW_TEST_SKIPS = $(foreach test,$(SLOW_TESTS),--skip 'ScreenGenKitTests.$(test)')
ifeq ($(shell uname -s),Linux)
SLOW_TEST_RUN = "$(BIN_DIR)/screengenPackageTests.xctest" '$(SLOW_TEST_LIST)'
else
SLOW_TEST_RUN = $(SWIFT) test $(BUILD_FLAGS) --skip-build --disable-swift-testing --filter '$(subst $(comma),|,$(SLOW_TEST_LIST))'
endif
test: python-deps
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	bash Tests/Support/compile-storyboards.sh "$(BIN_DIR)"
	@rm -rf $(TEST_RESULTS) && mkdir -p $(TEST_RESULTS)
	@{ $(SLOW_TEST_RUN) > $(TEST_RESULTS)/slow-log 2>&1; \
		echo $$? > $(TEST_RESULTS)/slow-status; } &
	@{ $(SWIFT) test $(BUILD_FLAGS) --skip-build $(SLOW_TEST_SKIPS) --xunit-output $(TEST_RESULTS)/xunit.xml 2>&1; \
		echo $$? > $(TEST_RESULTS)/status; } | tee $(TEST_RESULTS)/log
	@while [ ! -f $(TEST_RESULTS)/slow-status ]; do sleep 1; done; cat $(TEST_RESULTS)/slow-log | tee -a $(TEST_RESULTS)/log
	@status=$$(cat $(TEST_RESULTS)/status); [ "$$status" = 0 ] && status=$$(cat $(TEST_RESULTS)/slow-status); \
	if [ "$$status" = 0 ]; then python3 Benchmarks/bench.py --smoke --binary "$(SCREENGEN)" || status=$$?; fi; \
	python3 Tests/Support/test_total.py $(TEST_RESULTS)/log $(TEST_RESULTS)/xunit-swift-testing.xml; exit $$status

schema: build
	"$(SCREENGEN)" schema > Schemas/screengen-spec.schema.json
	"$(SCREENGEN)" schema config > Schemas/screengen-config.schema.json

diagnostics-doc: build
	"$(SCREENGEN)" explain --markdown > Docs/Diagnostics.md

# The schema test validates specs with Python's jsonschema, the bench reads specs with PyYAML.
python-deps:
	@python3 -c 'import jsonschema, yaml' 2>/dev/null || python3 -m pip install --quiet jsonschema pyyaml

# The recording run rewrites every golden file (and Docs/SpecReference.md's tables and the
# transcripts of screengen's output in README.md and Docs/) and
# fails on purpose, so it never passes by accident; the second run must then pass.
RECORDED = ScreenGenKitTests.(Golden|GraphTests|ModulesTests|ReferenceTablesTests)
docs record: schema diagnostics-doc
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	-SCREENGEN_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter '$(RECORDED)' > /dev/null 2>&1
	$(SWIFT) test $(BUILD_FLAGS) --skip-build --filter '$(RECORDED)'

install:
	$(SWIFT) build $(DISTRIBUTED_FLAGS) --product screengen
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$(DISTRIBUTED_BIN)" "$(DESTDIR)$(PREFIX)/bin/screengen"
	$(MAKE) install-completions COMPLETION_BINARY="$(DESTDIR)$(PREFIX)/bin/screengen"

# zsh, bash and fish completions from swift-argument-parser, where each shell looks for them.
COMPLETION_BINARY ?= $(SCREENGEN)
SHARE = $(DESTDIR)$(PREFIX)/share
install-completions:
	install -d "$(SHARE)/zsh/site-functions" "$(SHARE)/bash-completion/completions" "$(SHARE)/fish/vendor_completions.d"
	"$(COMPLETION_BINARY)" --generate-completion-script zsh > "$(SHARE)/zsh/site-functions/_screengen"
	"$(COMPLETION_BINARY)" --generate-completion-script bash > "$(SHARE)/bash-completion/completions/screengen"
	"$(COMPLETION_BINARY)" --generate-completion-script fish > "$(SHARE)/fish/vendor_completions.d/screengen.fish"

# SE-0305 bundle for `.binaryTarget(path:)`: this machine's release build (Docs/Installing.md).
artifactbundle:
	$(SWIFT) build $(DISTRIBUTED_FLAGS) --product screengen
	version=$$("$(DISTRIBUTED_BIN)" --version); \
	if [ "$$(uname -s)" = Darwin ]; then bash Scripts/artifactbundle.sh screengen.artifactbundle "$$version" "" "$(DISTRIBUTED_BIN)"; \
	else bash Scripts/artifactbundle.sh screengen.artifactbundle "$$version" "$(DISTRIBUTED_BIN)"; fi

# A release (Docs/Releasing.md): version, changelog, artifact bundle zip and checksum, commit, tag.
release:
	@test -n "$(VERSION)" || { echo "usage: make release VERSION=x.y.z" >&2; exit 2; }
	MAKE="$(MAKE)" bash Scripts/release.sh "$(VERSION)"

# SwiftPM's plain release build, measured as a user meets it (Benchmarks.md).
BENCH_ARGS ?=
bench:
	$(SWIFT) build $(RELEASE_FLAGS) --product screengen
	$(SWIFT) build $(BUILD_FLAGS) --target SwiftUI
	python3 Benchmarks/bench.py --binary "$(RELEASE_BIN)" --stand-in "$(BIN_DIR)" $(BENCH_ARGS)
	python3 Benchmarks/storyboard_bench.py --binary "$(RELEASE_BIN)"
	python3 Benchmarks/bombs.py --binary "$(RELEASE_BIN)"

# libFuzzer with AddressSanitizer in its own package; crashing inputs land in .fuzz/crashes/.
FUZZ_RUNS ?= 100000
FUZZ_FLAGS = -c release --package-path Tests/Fuzz --scratch-path .build-fuzz \
	-Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld
fuzz:
	$(SWIFT) build $(FUZZ_FLAGS)
	bash Tests/Fuzz/run.sh "$$($(SWIFT) build $(FUZZ_FLAGS) --show-bin-path)/ScreenGenFuzz" $(FUZZ_RUNS)

# The import property test (import, lint --strict, generate, compile) over IMPORT_CASES generated
# storyboard trees from IMPORT_SEED, compiling one in IMPORT_COMPILE_EVERY; a failure prints its seed.
IMPORT_CASES ?= 2000
IMPORT_SEED ?= 1000
IMPORT_COMPILE_EVERY ?= 25
fuzz-import:
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	SCREENGEN_IMPORT_CASES=$(IMPORT_CASES) SCREENGEN_IMPORT_SEED=$(IMPORT_SEED) SCREENGEN_IMPORT_COMPILE_EVERY=$(IMPORT_COMPILE_EVERY) \
		$(SWIFT) test $(BUILD_FLAGS) --skip-build --filter 'ScreenGenKitTests.ImportPropertyTests/testEveryImportedTreeLintsGeneratesAndCompiles'

# The reliability tests for many rounds: killed, concurrent and corrupted runs, a full disk.
SOAK_RUNS ?= 1000
soak:
	$(SWIFT) build $(BUILD_FLAGS) --build-tests
	SCREENGEN_SOAK_RUNS=$(SOAK_RUNS) $(SWIFT) test $(BUILD_FLAGS) --skip-build --filter 'ScreenGenKitTests.(ReliabilityTests|PowerCutTests)'

clean:
	rm -rf .build .build-static .build-fuzz .build-plugin-consumer $(TEST_RESULTS) .bench screengen.artifactbundle

# The generated code against Apple's real iOS SDK at iOS 12 and 13, with and without DEBUG, in
# each isolation setting; skipped with the reason where ../shared/ios-sdk is absent.
.PHONY: sdk-check
sdk-check:
	bash Scripts/sdk-check.sh

#!/usr/bin/env python3
"""Validates spec files against the committed JSON Schema with a real JSON Schema
validator, so editors that use the schema agree with screengen.

Valid specs (Specs/ and the generate fixtures) must pass; the invalid fixtures whose
problem the schema can express must be rejected; every other invalid fixture must be
listed with the reason the schema cannot see its problem, so a new fixture is never
silently unclassified. Prints one line per file and exits 1 on any disagreement.
"""
import json
import pathlib
import sys

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "Schemas/screengen-spec.schema.json").read_text())
CONFIG_SCHEMA = json.loads((ROOT / "Schemas/screengen-config.schema.json").read_text())

# Config files: every valid one must pass the config schema; the invalid ones must fail it.
VALID_CONFIGS = [
    "screengen.yml",
    "Tests/Fixtures/Modules/screengen.yml",
    "Tests/Fixtures/ModulesMac/screengen.yml",
    "Tests/Fixtures/ImportModules/screengen.yml",
    "Tests/Fixtures/ModuleConfigs/between-modules/screengen.yml",
    "Tests/Fixtures/ModuleConfigs/mixed-frameworks/screengen.yml",
    "Tests/Fixtures/Diagnostics/ignore-config/screengen.yml",
]
REJECTED_CONFIGS = {
    "Tests/Fixtures/ModuleConfigs/config-errors/screengen.yml": "a modules entry without output, an unknown key, support without output",
}

# Diagnostics fixtures with at least one spec file the schema rejects, and what it sees.
REJECTED = {
    "invalid-names": "a parameter key with three words breaks propertyNames",
    "scene-conflicts": "identifier without storyboard, initial with identifier, empty identifier",
    "unknown-keys": "unknown keys",
    "segues": "segues without storyboard, a segue without destination or with an unknown key, identifiers with '-'",
    "screen-kinds": "nib with storyboard, swiftUI with storyboard, bundle without nib, presentation outside its enum",
    "fuzz-nested-brackets": "an unknown key, 'sto{}board', among the fuzzed values",
    "ignore-error-code": "'ignore' entries naming errors, outside the enum of warning codes",
    "ignore-unknown-code": "'ignore' entries naming no code, a mapping without 'code' or with an unknown key, a string for the list",
    "wrong-kinds": "lists and mappings where strings are expected, access outside its enum",
    "routes": "a url pattern that does not start with '/'",
    "routes-off": "an unknown key under routes",
    "parents": "a list where the parent screen belongs",
    "misindented-parameter": "unknown keys of screens (parameters indented as screen keys, a misspelled key)",
    "misspelled-keys": "unknown keys",
    "missing-space-after-colon": "a string where the screens mapping belongs",
    "navigation-keys": "a redact policy outside its enum, a list for redact, an empty analytics name",
    "previews": "preview: true, a list where an expression belongs, preview beside segueOnly: true",
}
# Diagnostics fixtures the schema cannot judge, and why.
NOT_EXPRESSIBLE = {
    "aliases-and-tags": "YAML tags and unknown aliases fail to load before any schema applies",
    "appkit-keys-on-ios": "which keys and presentations a platform has depends on 'platform:', which may be in another file",
    "conflicting-settings": "agreement between files is a cross-file rule",
    "duplicate-keys": "YAML loaders keep the last duplicate key; JSON has no duplicates",
    "duplicate-parameters": "parameter names that clash with push/present are a generator rule",
    "empty-and-multi": "empty files and multi-document streams are not single JSON values",
    "invalid-utf8": "not text",
    "previews-on-macos": "which keys a platform has depends on 'platform:', which may be in another file",
    "macos-keys": "which keys and presentations a platform has depends on 'platform:', which may be in another file",
    "member-collisions": "name collisions after case conversion are a cross-entry rule",
    "ignore-config": "valid: the config file's 'ignore:' hides warnings (screengen.yml is no spec file)",
    "ignore-scoped": "valid: only warnings",
    "ignore-unused": "valid: only warnings",
    "ignore-warning": "valid: only warnings",
    "hostile-names": "look-alike names are a cross-entry rule; text over several lines and invisible characters are not JSON Schema types",
    "missing-module": "module is required across files, not in each one",
    "no-specs": "there is no spec file",
    "storyboard-references": "whether a named storyboard is declared is a cross-entry rule",
    "swift-fragments": "Swift syntax inside strings is checked by the Swift parser",
    "tvos-presentations": "which presentation styles a platform has depends on 'platform:', which may be in another file",
    "unused-storyboard": "valid: only a warning",
    "visionos-storyboards": "platform: visionOS with storyboards can span files, a cross-file rule",
    "yaml-bad-indentation": "YAML syntax error",
    "yaml-colon-in-value": "YAML syntax error",
    "yaml-tab-indentation": "YAML syntax error",
    "yaml-unclosed-quote": "YAML syntax error",
    "yaml-unquoted-escaping": "YAML syntax error",
    "reserved-names": "names the generated code declares or writes without backticks are a generator rule",
    "routes-codable": "whether a parameter type is Codable is a generator rule, and files agreeing on codable a cross-file one",
    "utf16-without-bom": "not UTF-8 text",
}


def spec_files(folder):
    return sorted(p for p in folder.rglob("*") if p.suffix in (".yml", ".yaml"))


def errors(path, schema=None):
    try:
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
    except Exception as error:  # a file YAML cannot load is not the schema's business
        return None, str(error).splitlines()[0]
    validator = jsonschema.Draft202012Validator(schema or SCHEMA)
    return [e.message for e in validator.iter_errors(document)], None


def main():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    failures = 0
    checked = 0
    valid = spec_files(ROOT / "Specs") + spec_files(ROOT / "Tests/Fixtures/Generate")
    for path in valid:
        found, load_error = errors(path)
        checked += 1
        if load_error or found:
            failures += 1
            print(f"FAIL {path.relative_to(ROOT)}: expected valid, got {load_error or found}")
        else:
            print(f"ok   {path.relative_to(ROOT)} is valid")
    cases = sorted(p.name for p in (ROOT / "Tests/Fixtures/Diagnostics").iterdir() if p.is_dir())
    for case in cases:
        if case in NOT_EXPRESSIBLE:
            print(f"skip {case}: {NOT_EXPRESSIBLE[case]}")
            continue
        if case not in REJECTED:
            failures += 1
            print(f"FAIL {case}: classify it in validate_specs.py (REJECTED or NOT_EXPRESSIBLE)")
            continue
        rejected = False
        for path in spec_files(ROOT / "Tests/Fixtures/Diagnostics" / case):
            found, _ = errors(path)
            rejected = rejected or bool(found)
        checked += 1
        if rejected:
            print(f"ok   {case} is rejected ({REJECTED[case]})")
        else:
            failures += 1
            print(f"FAIL {case}: expected the schema to reject it ({REJECTED[case]})")
    jsonschema.Draft202012Validator.check_schema(CONFIG_SCHEMA)
    for name in VALID_CONFIGS:
        found, load_error = errors(ROOT / name, CONFIG_SCHEMA)
        checked += 1
        if load_error or found:
            failures += 1
            print(f"FAIL {name}: expected a valid config, got {load_error or found}")
        else:
            print(f"ok   {name} is a valid config")
    for name, reason in REJECTED_CONFIGS.items():
        found, _ = errors(ROOT / name, CONFIG_SCHEMA)
        checked += 1
        if found:
            print(f"ok   {name} is rejected ({reason})")
        else:
            failures += 1
            print(f"FAIL {name}: expected the config schema to reject it ({reason})")
    print(f"{checked - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes a synthetic but realistic ScreenGen spec folder with N screens.

Layout: N/10 spec files (ten screens each) in folders of ten files, each file declaring
one storyboard, so N/10 storyboards in all. The mix follows what app specs contain:
0-6 parameters, argument labels (including `_`), default values, `@escaping` closures,
optionals and generic types; one initial scene in some storyboards; storyboards in the
main bundle, the module bundle or a class's bundle. Some screens live in another file's
storyboard, as features share storyboards. Of every ten screens, eight are storyboard
scenes (one in two files has a scene made through `init?(coder:...)`, `init:`), one is a
XIB screen (`nib:`, its bundle varying) in half the files and built in code in the
others, and one is a SwiftUI view (`swiftUI: true` with `init:`) in a third of the files
and built in code in the others (some of those with `init:`); one screen in four files
sets `presentation:`. Screens built in code: 15 %; XIB: 5 %; SwiftUI: 3 %. The first scene
of each file performs segues (extra_screen_settings), so the output has ScreenGen+Segues.swift.

The output depends only on N and the seed, so every run measures the same bytes.

    python3 Benchmarks/make_specs.py 1000 .bench/1000/Specs
"""

import argparse
import os
import random
import re

AREAS = ["Account", "Orders", "Catalog", "Search", "Checkout", "Profile", "Messages",
         "Settings", "Onboarding", "Feed", "Wallet", "Support", "Maps", "Media"]
NOUNS = ["List", "Detail", "Editor", "Picker", "Summary", "Filter", "History", "Review",
         "Preview", "Composer", "Browser", "Dashboard", "Gallery", "Confirmation"]

# (type, default or None). Every default fits its type; most types and defaults repeat
# across screens, as they do in real specs.
TYPES = [
    ("String", None), ("String", '""'), ("Int", None), ("Int", "20"), ("Bool", "false"),
    ("Double", "0.5"), ("UUID", None), ("Date", None), ("URL?", "nil"), ("User", None),
    ("Order.ID", None), ("[Quote]", None), ("[Quote]", "[]"), ("[String: [Int]]", None),
    ("[String: [Int]]", "[:]"), ("Set<Tag>", None), ("Result<User, Error>", None),
    ("Result<[Order], NetworkError>?", "nil"), ("Dictionary<String, Int>", None),
    ("(latitude: Double, longitude: Double)", None), ("any ProfileDataSource", None),
    ("(any ScreenDelegate)?", "nil"), ("ViewModel<Item>", None), ("Theme", ".standard"),
    ("Configuration", "Configuration(pageSize: 50)"), ("Int?", "nil"), ("[User]?", "nil"),
    ("@escaping () -> Void", None), ("@escaping () -> Void", "{}"),
    ("@escaping (Result<User, Error>) -> Void", None),
    ("@escaping @MainActor (Order) -> Void", None), ("((Article) -> Void)?", "nil"),
    ("@escaping (String, Int) async throws -> Bool", None),
]
NAMES = ["user", "order", "items", "query", "index", "source", "delegate", "onClose",
         "onSelect", "completionHandler", "limit", "isEditing", "filter", "style", "title",
         "date", "identifier", "viewModel", "location", "theme", "configuration", "result",
         "tags", "lookup", "page"]
LABELS = ["_", "for", "with", "from", "in", "at", "by", "using"]
PRESENTATIONS = ["fullScreen", "pageSheet", "formSheet", "overFullScreen"]

PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_<>.?, ]*( = [A-Za-z0-9_.\"]+)?$")


def yaml_string(text):
    """`text` as a YAML scalar: plain when YAML reads it back unchanged, else quoted."""
    if PLAIN.match(text) and ": " not in text and " #" not in text:
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def parameter_lines(rng, counts=(0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6), taken=()):
    """`initialize:` or `init:` lines; `taken` names are left to the other mapping."""
    count = rng.choice(counts)
    lines = []
    for name in rng.sample([name for name in NAMES if name not in taken], count):
        type_, default = rng.choice(TYPES)
        label = rng.choice(LABELS) if rng.random() < 0.3 else None
        key = f"{label} {name}" if label else name
        value = type_ if default is None else f"{type_} = {default}"
        lines.append(f"      {key}: {yaml_string(value)}")
    return lines


def spec_text(index, files, module, rng, first=0, warnings=False):
    """One spec file: its storyboard and ten screens. `first` is the module's first file
    index (several modules: their names and storyboards stay apart). `warnings`: every
    tenth file also declares a storyboard no screen uses, which `lint` and `generate`
    warn about (specs that generate, with warnings)."""
    area = AREAS[index % len(AREAS)]
    storyboard = f"{area}{index:05d}"
    lines = [f"# {area} screens, part {index}."]
    if index == first:
        lines += [f"module: {module}", "access: public", ""]
    lines.append("storyboards:")
    bundle = ["main", "module", "class", None][index % 4]
    lines.append(f"  {storyboard}:" + ("" if bundle else " {}"))
    if bundle:
        lines.append(f"    bundle: {bundle}")
    if warnings and index % 10 == 0:
        lines.append(f"  Unused{index:05d}: {{}}")
    lines += ["", "screens:"]
    has_initial = index % 3 == 0
    for number in range(10):
        noun = NOUNS[(index + number) % len(NOUNS)]
        swift_ui = number == 9 and index % 3 == 1
        type_name = f"{area}{noun}{index:05d}x{number}" + ("View" if swift_ui else "ViewController")
        settings = []
        if swift_ui:
            # A SwiftUI view: its initializer's parameters, no `initialize`.
            settings.append("    swiftUI: true")
            settings += init_lines(rng, counts=(0, 1, 2, 3))
            lines += screen_lines(type_name, settings + extra_screen_settings(index, number))
            continue
        if number == 4 and index % 2 == 0:
            # A XIB screen: named after the type, or another name; its bundle varies.
            settings.append("    nib: true" if index % 4 == 0 else f"    nib: {area}{noun}{index:05d}")
            if index % 6 == 2:
                settings.append("    bundle: module")
        elif number % 5 != 4:  # the other screens of 4 and 9 are built in code
            if number == 7 and files > 1:
                other = first + (index - first + 1) % files
                settings.append(f"    storyboard: {AREAS[other % len(AREAS)]}{other:05d}")
            else:
                settings.append(f"    storyboard: {storyboard}")
            if number == 0 and has_initial:
                settings.append("    initial: true")
            elif number == 3:
                settings.append(f"    identifier: {area}.{noun}.{index}")
        if number == 5 and index % 2 == 1 or number == 9 and index % 3 == 0:
            # A scene made through init?(coder:...), or a screen built with init(...).
            settings += init_lines(rng, counts=(1, 1, 2, 3))
        taken = [line.split(":")[0].split()[-1] for line in settings if line.startswith("      ")]
        parameters = parameter_lines(rng, taken=taken)
        if parameters:
            settings.append("    initialize:")
            settings += parameters
        elif rng.random() < 0.5:
            settings.append("    initialize: {}")
        if number == 6 and index % 4 == 3:
            settings.append(f"    presentation: {PRESENTATIONS[index // 4 % len(PRESENTATIONS)]}")
        lines += screen_lines(type_name, settings + extra_screen_settings(index, number))
    return "\n".join(lines) + "\n"


def init_lines(rng, counts):
    """An `init:` mapping: the parameters of the screen's own initializer."""
    parameters = parameter_lines(rng, counts)
    return ["    init:"] + parameters if parameters else []


def extra_screen_settings(index, number):
    """Segues, as `    key: value` lines depending on `index` and `number` only: the first
    scene of every file performs one to the second scene, and in every other file also an
    embedded one (a navigation controller around the third); the fourth scene of every
    third file performs one to the seventh. Sources and destinations are storyboard scenes
    of the file's own storyboard without `init:` (a segue's destination is made with
    `init?(coder:)` alone). About 2,000 segues per 10,000 screens."""
    area = AREAS[index % len(AREAS)]

    def scene(number):
        return f"{area}{NOUNS[(index + number) % len(NOUNS)]}{index:05d}x{number}ViewController"

    if number == 0:
        lines = ["    segues:", f"      show{NOUNS[(index + 1) % len(NOUNS)]}: {scene(1)}"]
        if index % 2 == 0:
            lines += [f"      Edit{NOUNS[(index + 2) % len(NOUNS)]}:", f"        destination: {scene(2)}",
                      "        embedded: true"]
        return lines
    if number == 3 and index % 3 == 0:
        return ["    segues:", f"      open{NOUNS[(index + 6) % len(NOUNS)]}: {scene(6)}"]
    return []


def screen_lines(type_name, settings):
    if settings:
        return [f"  {type_name}:"] + settings
    return [f"  {type_name}: {{}}"]


def more_screens(count, storyboard, seed=11, prefix="Extra"):
    """`count` more screens as `screens:` entries to append to a spec file whose storyboard
    is `storyboard`: alternately scenes of it and screens built in code, with parameters
    drawn as in ``spec_text``. Appended to one file, they make one large change."""
    rng = random.Random(seed)
    lines = []
    for number in range(count):
        lines.append(f"  {prefix}{number:05d}ViewController:")
        if number % 2 == 0:
            lines.append(f"    storyboard: {storyboard}")
        parameters = parameter_lines(rng)
        lines += ["    initialize:"] + parameters if parameters else ["    initialize: {}"]
    return "\n".join(lines) + "\n"


def split_parameter(key, value):
    """(`label name`, `Type` or `Type = default`) -> "label name: Type" for a Swift signature."""
    type_ = str(value).split(" = ", 1)[0]
    return f"{key}: {type_}"


# The hand-written types the synthetic parameters name (TYPES), public as the specs'
# `access: public` needs. SwiftPM makes `Bundle.module` for a target with resources.
SUPPORT_STUBS = """import UIKit
import SwiftUI

public struct User: Sendable {}
public struct Order: Sendable { public struct ID: Hashable, Sendable {} }
public struct Quote: Sendable {}
public struct Tag: Hashable, Sendable {}
public struct NetworkError: Error {}
public protocol ProfileDataSource {}
public protocol ScreenDelegate: AnyObject {}
public struct Item: Sendable {}
public struct ViewModel<Element>: Sendable {}
public struct Theme: Sendable { public static let standard = Theme() }
public struct Configuration: Sendable {
    public var pageSize: Int
    public init(pageSize: Int) { self.pageSize = pageSize }
}
public struct Article: Sendable {}

extension Bundle {
    static var module: Bundle { Bundle.main }
}
"""


def swift_stubs(folder):
    """Swift source declaring every hand-written type that the code generated from the spec
    folder refers to: each screen's class with its `initialize(...)`, its `init(...)` (built
    in code) or `init?(coder:...)` (a storyboard scene with `init:`), SwiftUI views with
    their `init(...)`, and the types in TYPES. With them, the generated module typechecks."""
    import yaml  # PyYAML; only this function needs it

    out = [SUPPORT_STUBS]
    for parent, _, names in sorted(os.walk(folder)):
        for name in sorted(names):
            if not name.endswith(".yml"):
                continue
            with open(os.path.join(parent, name)) as handle:
                spec = yaml.safe_load(handle) or {}
            for type_name, screen in (spec.get("screens") or {}).items():
                screen = screen or {}
                init = [split_parameter(key, value) for key, value in (screen.get("init") or {}).items()]
                initialize = [split_parameter(key, value) for key, value in (screen.get("initialize") or {}).items()]
                if screen.get("swiftUI"):
                    out.append(f"public struct {type_name}: View {{")
                    if init:
                        out.append(f"    public init({', '.join(init)}) {{}}")
                    out += ["    public var body: some View { Text(\"\") }", "}", ""]
                    continue
                out.append(f"public final class {type_name}: UIViewController {{")
                if init and "storyboard" in screen:
                    out += [f"    public init?(coder: NSCoder, {', '.join(init)}) {{ super.init(coder: coder) }}",
                            "    public required init?(coder: NSCoder) { fatalError() }"]
                elif init:
                    out += [f"    public init({', '.join(init)}) {{ super.init(nibName: nil, bundle: nil) }}",
                            "    public required init?(coder: NSCoder) { fatalError() }"]
                if "initialize" in screen:
                    out.append(f"    public func initialize({', '.join(initialize)}) {{}}")
                out += ["}", ""]
    return "\n".join(out)


def write_specs(screens, folder, module="BenchApp", seed=7, first=0, warnings=False, stubs_path=None):
    """Writes the spec folder and returns its total size in bytes. `first` numbers the
    files from there, so the modules of one run declare different screens; `warnings` adds
    an unused storyboard to every tenth file (``spec_text``). `stubs_path`: also writes
    there the Swift stubs of the hand-written types the generated code needs
    (``swift_stubs``).

    A folder already there is brought to the same contents without deleting what is
    already right: a file with other bytes is rewritten in place, one that does not belong
    is removed. The texts depend only on the arguments, so a second bench writes nothing.
    On a disk without a journal, ext4 passes over freed inodes for up to five minutes, and
    deleting and writing the specs again slowed every file the bench then created
    (Benchmarks.md)."""
    if screens < 10 or screens % 10:
        raise ValueError("screens must be a positive multiple of 10")
    rng = random.Random(seed)
    files = screens // 10
    expected = {}
    for index in range(first, first + files):
        path = os.path.join(f"Area{index // 10:03d}", f"Feature{index:05d}.yml")
        expected[path] = spec_text(index, files, module, rng, first, warnings).encode()
    if os.path.isdir(folder):
        for parent, folders, names in os.walk(folder, topdown=False):
            for name in names:
                path = os.path.join(parent, name)
                if os.path.relpath(path, folder) not in expected:
                    os.remove(path)
            if parent != folder and not os.listdir(parent):
                os.rmdir(parent)
    for path, data in expected.items():
        full = os.path.join(folder, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        try:
            with open(full, "rb") as handle:
                if handle.read() == data:
                    continue
        except OSError:
            pass
        with open(full, "wb") as handle:
            handle.write(data)
    if stubs_path:
        with open(stubs_path, "w") as handle:
            handle.write(swift_stubs(folder))
    return sum(len(data) for data in expected.values())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("screens", type=int, help="number of screens (a multiple of 10)")
    parser.add_argument("folder", help="spec folder to (re)create")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--warnings", action="store_true", help="an unused storyboard in every tenth file")
    arguments = parser.parse_args()
    size = write_specs(arguments.screens, arguments.folder, seed=arguments.seed, warnings=arguments.warnings)
    print(f"wrote {arguments.screens // 10} spec files, {size} bytes, to {arguments.folder}")


if __name__ == "__main__":
    main()

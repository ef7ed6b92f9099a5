#!/usr/bin/env python3
"""Writes a synthetic but realistic ScreenGen spec folder with N screens.

Layout: N/10 spec files (ten screens each) in folders of ten files, each file declaring
one storyboard, so N/10 storyboards in all. The mix follows what app specs contain:
0-6 parameters, argument labels (including `_`), default values, `@escaping` closures,
optionals and generic types; a fifth of the screens built in code; one initial scene in
some storyboards; storyboards in the main bundle, the module bundle or a class's bundle.
Some screens live in another file's storyboard, as features share storyboards.

The output depends only on N and the seed, so every run measures the same bytes.

    python3 Benchmarks/make_specs.py 1000 .bench/1000/Specs
"""

import argparse
import os
import random
import re
import shutil

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

PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_<>.?, ]*( = [A-Za-z0-9_.\"]+)?$")


def yaml_string(text):
    """`text` as a YAML scalar: plain when YAML reads it back unchanged, else quoted."""
    if PLAIN.match(text) and ": " not in text and " #" not in text:
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def parameter_lines(rng):
    count = rng.choice([0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6])
    lines = []
    for name in rng.sample(NAMES, count):
        type_, default = rng.choice(TYPES)
        label = rng.choice(LABELS) if rng.random() < 0.3 else None
        key = f"{label} {name}" if label else name
        value = type_ if default is None else f"{type_} = {default}"
        lines.append(f"      {key}: {yaml_string(value)}")
    return lines


def spec_text(index, files, module, rng):
    """One spec file: its storyboard and ten screens."""
    area = AREAS[index % len(AREAS)]
    storyboard = f"{area}{index:05d}"
    lines = [f"# {area} screens, part {index}."]
    if index == 0:
        lines += [f"module: {module}", "access: public", ""]
    lines.append("storyboards:")
    bundle = ["main", "module", "class", None][index % 4]
    lines.append(f"  {storyboard}:" + ("" if bundle else " {}"))
    if bundle:
        lines.append(f"    bundle: {bundle}")
    lines += ["", "screens:"]
    has_initial = index % 3 == 0
    for number in range(10):
        noun = NOUNS[(index + number) % len(NOUNS)]
        type_name = f"{area}{noun}{index:05d}x{number}ViewController"
        settings = []
        if number % 5 != 4:  # a fifth of the screens are built in code
            if number == 7 and files > 1:
                other = (index + 1) % files
                settings.append(f"    storyboard: {AREAS[other % len(AREAS)]}{other:05d}")
            else:
                settings.append(f"    storyboard: {storyboard}")
            if number == 0 and has_initial:
                settings.append("    initial: true")
            elif number == 3:
                settings.append(f"    identifier: {area}.{noun}.{index}")
        parameters = parameter_lines(rng)
        if parameters:
            settings.append("    initialize:")
            settings += parameters
        elif rng.random() < 0.5:
            settings.append("    initialize: {}")
        if settings:
            lines.append(f"  {type_name}:")
            lines += settings
        else:
            lines.append(f"  {type_name}: {{}}")
    return "\n".join(lines) + "\n"


def write_specs(screens, folder, module="BenchApp", seed=7):
    """Writes the spec folder (replacing it) and returns its total size in bytes."""
    if screens < 10 or screens % 10:
        raise ValueError("screens must be a positive multiple of 10")
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    rng = random.Random(seed)
    files = screens // 10
    total = 0
    for index in range(files):
        group = os.path.join(folder, f"Area{index // 10:03d}")
        os.makedirs(group, exist_ok=True)
        data = spec_text(index, files, module, rng).encode()
        with open(os.path.join(group, f"Feature{index:05d}.yml"), "wb") as handle:
            handle.write(data)
        total += len(data)
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("screens", type=int, help="number of screens (a multiple of 10)")
    parser.add_argument("folder", help="spec folder to (re)create")
    parser.add_argument("--seed", type=int, default=7)
    arguments = parser.parse_args()
    size = write_specs(arguments.screens, arguments.folder, seed=arguments.seed)
    print(f"wrote {arguments.screens // 10} spec files, {size} bytes, to {arguments.folder}")


if __name__ == "__main__":
    main()

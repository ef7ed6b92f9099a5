#!/usr/bin/env python3
"""Stubs of the app's own classes for the code `screengen import` + `generate` wrote from a tree
of Interface Builder files (Tests/Fixtures/ImportField/<case>/Tree), so the SDK check compiles
what import produces: one `class <Name>: <UIKit superclass> {}` per custom class, its superclass
from the scene's element (a XIB's File's Owner is a view controller).

usage: sdk-check-import-field.py TREE STUBS.swift
"""
import os
import sys
import xml.etree.ElementTree as ElementTree

SUPERCLASSES = {
    "viewController": "UIViewController", "navigationController": "UINavigationController",
    "tableViewController": "UITableViewController", "tabBarController": "UITabBarController",
    "collectionViewController": "UICollectionViewController", "splitViewController": "UISplitViewController",
    "pageViewController": "UIPageViewController",
}


def classes(tree):
    found = {}
    for folder, _, names in os.walk(tree):
        for name in names:
            if not name.endswith((".storyboard", ".xib")):
                continue
            document = ElementTree.parse(os.path.join(folder, name)).getroot()
            if document.get("targetRuntime") == "MacOSX.Cocoa":
                continue
            for element in document.iter():
                custom = element.get("customClass")
                if not custom:
                    continue
                if element.tag in SUPERCLASSES:
                    found.setdefault(custom, SUPERCLASSES[element.tag])
                elif element.tag == "placeholder" and element.get("placeholderIdentifier") == "IBFilesOwner":
                    found.setdefault(custom, "UIViewController")
    return found


def main():
    tree, stubs = sys.argv[1], sys.argv[2]
    lines = ["import UIKit", ""]
    for name, superclass in sorted(classes(tree).items()):
        lines.append(f"final class {name}: {superclass} {{}}")
    with open(stubs, "w") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

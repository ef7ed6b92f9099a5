import ScreenGenKit
import XCTest

/// libyaml's parse errors are told as the mistake a spec author most likely made, at the
/// token to fix, with libyaml's words kept as a note (``YAMLSyntaxProblem``).
final class YAMLSyntaxProblemTests: XCTestCase {
    /// (spec text, the diagnostic as `line:column: error: message` and its notes, libyaml's note left out).
    static let cases: [(text: String, expected: String)] = [
        // bad-indent-less
        ("module: App\nscreens:\n  D:\n    initialize:\n      id: Int\n     name: String\n",
         "6:6: error: 'name' is indented to column 6, between the keys at column 5 ('initialize', line 4) and those at column 7 ('id', line 5); the keys of one mapping line up\nnote: indent it to column 7 to put it beside 'id', or to column 5 to put it beside 'initialize'"),
        // dedent-wrong-top2
        ("module: App\nscreens:\n  D: {}\n other: 1\n",
         "4:2: error: 'other' is indented to column 2, between the keys at column 1 ('screens', line 2) and those at column 3 ('D', line 3); the keys of one mapping line up\nnote: indent it to column 3 to put it beside 'D', or to column 1 to put it beside 'screens'"),
        // bad-indent-more-under-scalar
        ("module: App\nscreens:\n  D:\n    storyboard: Main\n      identifier: X\n",
         "5:7: error: 'identifier' is indented further than 'storyboard' on line 4, whose value is already 'Main', so YAML reads it as more of that value\nnote: indent it to column 5 to make it a key beside 'storyboard'"),
        // block-scalar-indent
        ("module: App\nscreens:\n  D:\n    nib: |\n   x\n",
         "5:4: error: the text of the block that 'nib' on line 4 starts must be indented further than 'nib' (column 5)\nnote: indent the block's lines to column 7"),
        // missing-colon-key
        ("module: App\nscreens:\n  D\n  E: {}\n",
         "3:3: error: 'D' has no ':' after it, so YAML reads it together with 'E' on the next line\nnote: write 'D:' and its value, e.g. 'D: {}' for a screen without settings"),
        // missing-colon-last
        ("module: App\nscreens:\n  D: {}\n  E\n",
         "4:3: error: 'E' has no ':' after it; each line of a mapping is 'key: value'\nnote: write 'E:' and its value, e.g. 'E: {}' for a screen without settings"),
        // list-item-missing-dash
        ("module: App\nstoryboardPaths:\n  - a\n  b\n",
         "4:3: error: 'b' is among the items of a list, but does not start with '- ' as they do\nnote: write '- b'"),
        // list-then-key
        ("module: App\nstoryboardPaths:\n  - a\nscreens:\n  - b\n  c: 1\n",
         "6:3: error: 'c: 1' is among the items of a list, but does not start with '- ' as they do\nnote: start it with '- ', or indent it as a key outside the list"),
        // missing-space-after-colon-nested
        ("module: App\nscreens:\n  D:\n    storyboard:Main\n    identifier: X\n",
         "4:15: error: 'storyboard:Main' has no space after its ':', so YAML reads it as one word and not as 'key: value'\nnote: write 'storyboard: Main'"),
        // colon-in-value
        ("module: App\nscreens:\n  D:\n    initialize:\n      onTap: (Int) -> Void: x\n",
         "5:27: error: this ': ' is inside the value of 'onTap', where YAML reads it as the start of a mapping\nnote: quote a value that contains ': ', e.g. onTap: \"(Int) -> Void: x\""),
        // tab-after-spaces
        ("module: App\nscreens:\n  D:\n  \tstoryboard: Main\n",
         "4:3: error: this line is indented with a tab; YAML indents with spaces only\nnote: replace the tab with spaces"),
        // at-sign
        ("module: App\nscreens:\n  D:\n    initialize:\n      onClose: @escaping () -> Void\n",
         "5:16: error: YAML does not allow '@' at the start of an unquoted value\nnote: quote the value, e.g. onClose: \"@escaping () -> Void\""),
        // backtick
        ("module: App\nscreens:\n  D:\n    initialize:\n      `default`: Int\n",
         "5:7: error: YAML does not allow '`' at the start of an unquoted key\nnote: quote the key, e.g. \"`default`\": Int"),
        // question
        ("module: App\nscreens:\n  D:\n    initialize:\n      x: ?\n",
         "5:10: error: YAML does not allow '?' at the start of an unquoted value\nnote: quote the value, e.g. x: \"?\""),
        // anchor-bad
        ("module: App\nscreens:\n  D: &\n",
         "3:6: error: YAML does not allow '&' at the start of an unquoted value\nnote: quote the value, e.g. D: \"&\""),
        // unclosed-quote
        ("module: App\nscreens:\n  D:\n    initialize:\n      title: \"String\n",
         "5:14: error: the quote (\") that starts this value is never closed, so YAML reads on to the end of the file\nnote: end the value with \""),
        // unclosed-flow-seq
        ("module: App\nscreens:\n  D:\n    initialize:\n      items: [Item\n",
         "5:14: error: this '[' starts a YAML list that has no closing ']'\nnote: close it, or quote a Swift type written with brackets, e.g. quotes: \"[Quote]\""),
        // seq-in-mapping
        ("module: App\nscreens:\n  D: {}\n  - E\n",
         "4:3: error: a list item ('- ') is among the keys of a mapping at column 3\nnote: write it as 'key: value', or indent the list under the key it belongs to"),
        // seq-entry-inline
        ("module: App\nstoryboardPaths: - a\n",
         "2:18: error: a list item ('- ') cannot start on the line of its key 'storyboardPaths'\nnote: put each item on its own line below 'storyboardPaths:', starting with '- ', or write the list as [a, b]"),
        // quote-then-text
        ("module: App\nscreens:\n  D:\n    initialize:\n      title: \"a\" b\n",
         "5:18: error: 'b' follows the closing quote of the value; YAML ends a quoted value at its quote\nnote: quote the whole value, e.g. title: '\"a\" b'"),
        // two-keys-one-line
        ("module: App\nscreens:\n  D: {} E: {}\n",
         "3:9: error: 'E: {}' follows the closing '}' of the value on this line\nnote: put each 'key: value' on a line of its own"),
        // unknown-escape
        ("module: App\nscreens:\n  D:\n    identifier: \"a\\d\"\n",
         "4:19: error: '\\d' is not an escape sequence in a double-quoted YAML string\nnote: write the backslash twice, or use single quotes, in which a backslash is plain text"),
        // pipe-bad
        ("module: App\nscreens:\n  D:\n    nib: |x\n",
         "4:10: error: '|' starts a block of text on the lines below, so only a comment may follow it on its line\nnote: quote a value that starts with '|' or '>', e.g. nib: \"|x\""),
        // flow-comma
        ("module: App\nscreens:\n  D:\n    initialize:\n      x: [,]\n",
         "5:11: error: YAML syntax error: did not find expected node content while parsing a flow node"),
    ]

    func testEachMistakeIsNamedAtItsToken() {
        for (text, expected) in Self.cases {
            let diagnostics = YAMLLoader(file: "Specs/App.yml").load(Array(text.utf8)).diagnostics
            XCTAssertEqual(diagnostics.count, 1, text)
            let shown = diagnostics.first.map { diagnostic in
                diagnostic.description.split(separator: "\n").filter { !$0.hasPrefix("note: libyaml:") }.joined(separator: "\n")
            }
            XCTAssertEqual(shown, "Specs/App.yml:" + expected, text)
        }
    }

    /// A reading keeps libyaml's own words as its last note; an error no rule reads is libyaml's words.
    func testLibyamlsWordsStayBesideTheReading() {
        let read = YAMLLoader(file: "T.yml").load(Array("a: b\n\tc: d\n".utf8)).diagnostics
        XCTAssertEqual(read.first?.kind.notes.last?.message, "libyaml: found a tab character that violates indentation (while scanning a plain scalar)")
        XCTAssertEqual(read.first?.kind.message, "this line is indented with a tab; YAML indents with spaces only")
        let unread = YAMLLoader(file: "T.yml").load(Array("x: [,]\n".utf8)).diagnostics
        XCTAssertEqual(unread.first?.kind.message, "YAML syntax error: did not find expected node content while parsing a flow node")
        XCTAssertEqual(unread.first?.kind.notes, [])
    }
}

/// The generated test of the navigation graph, for a module that declares entry points
/// (`entry: true`): the graph's starts and links (``Reachability``) as data, and a helper that
/// walks them, so every screen no entry point reaches fails the test with its spec line, the
/// message `lint` warns with.
extension TestsRenderer {
    func renderReachabilityTest(_ out: inout SwiftWriter) {
        guard let reachability = Reachability(model.screens) else { return }
        out.line()
        out.line("// MARK: Navigation graph")
        out.line()
        dialect.test("navigationGraph", "reachesEveryScreen", into: &out) { out in
            let entries = model.screens.filter(\.isEntry).map { "'\($0.name)'" }.joined(separator: ", ")
            out.line("assertReachable(")
            out.indented { out in
                out.line("entries: \(SwiftWriter.stringLiteral(entries)),")
                list("starts", reachability.starts.map(SwiftWriter.stringLiteral), into: &out)
                list("links", reachability.links.map { "(\(SwiftWriter.stringLiteral($0.from)), \(SwiftWriter.stringLiteral($0.to)))" }, into: &out)
                list("screens", model.screens.map { "(\(SwiftWriter.stringLiteral($0.name)), \(SwiftWriter.stringLiteral(model.reference(of: $0))))" }, last: true,
                     into: &out)
            }
            out.line(")")
        }
    }

    /// `name: [` with one item a line, then `],` (`]` for the `last` argument).
    private func list(_ name: String, _ items: [String], last: Bool = false, into out: inout SwiftWriter) {
        let end = last ? "" : ","
        guard !items.isEmpty else { return out.line("\(name): []\(end)") }
        out.line("\(name): [")
        out.indented { out in
            for item in items { out.line("\(item),") }
        }
        out.line("]\(end)")
    }

    func renderReachabilityHelper(_ out: inout SwiftWriter) {
        guard Reachability(model.screens) != nil else { return }
        out.line()
        out.line("/// Fails for each screen that no start (an entry point, or a route with `url:`) reaches over `links`.")
        let parameters = ["entries: String", "starts: [String]", "links: [(from: String, to: String)]", "screens: [(name: String, spec: String)]"]
        out.block("private func assertReachable", parameters: parameters + dialect.callerParameters) { out in
            out.line("var reached = Set(starts)")
            out.line("var queue = starts")
            out.block("while let screen = queue.popLast()") { out in
                out.block("for link in links where link.from == screen && reached.insert(link.to).inserted") { out in
                    out.line("queue.append(link.to)")
                }
            }
            out.block("for screen in screens where !reached.contains(screen.name)") { out in
                dialect.fail("\\(screen.spec): screen '\\(screen.name)' is not reachable from an entry point (\\(entries)) through segues, routes with 'url' or their 'parent' and 'tab' chains; declare a segue to it, give it a 'url', make it a 'parent' or a 'tab', or mark it 'entry: true'", into: &out)
            }
        }
    }
}

/// `check --links-baseline`: the specs' links against a contract written earlier. A link of
/// the baseline must still be taken, by a pattern of the same shape (literal segments and
/// placeholder positions; the screen may be renamed) whose parameters are the same: names,
/// types, path or query item, optional or not, repeated or not. A new pattern is fine, and so
/// is a new query item that a link may leave out.
extension LinkContract {
    /// One error per baseline link that is gone or changed, at the spec line of the `url:`
    /// that took its place, or of its screen, or else at the baseline's own line.
    public func diagnostics(against baseline: LinkContract, models: [AppModel]) -> [Diagnostic] {
        var byShape: [String: [Int]] = [:]
        for (index, link) in links.enumerated() { byShape[Self.shape(of: link.pattern), default: []].append(index) }
        var diagnostics: [Diagnostic] = []
        for (index, old) in baseline.links.enumerated() {
            let baselineLocation = baseline.locations.indices.contains(index) ? baseline.locations[index] : .file("baseline")
            let candidates = byShape[Self.shape(of: old.pattern)] ?? []
            guard let match = candidates.first(where: { links[$0].module == old.module }) ?? candidates.first else {
                let (location, now) = whereGone(old, models: models, fallback: baselineLocation)
                let reason = "no pattern takes its links any more" + (now.map { "; screen '\(old.screen)' has '\($0)' now" } ?? "")
                diagnostics.append(Diagnostic(.linkContractBroken(pattern: old.pattern, screen: old.screen, reason: reason, baselineLocation: baselineLocation), at: location))
                continue
            }
            let changes = Self.changes(from: old.parameters, to: links[match].parameters)
            guard !changes.isEmpty else { continue }
            let location = locations.indices.contains(match) ? locations[match] : baselineLocation
            let reason = "'\(links[match].pattern)' takes its links now, and " + changes.joined(separator: "; ")
            diagnostics.append(Diagnostic(.linkContractBroken(pattern: old.pattern, screen: old.screen, reason: reason, baselineLocation: baselineLocation), at: location))
        }
        return diagnostics.sorted()
    }

    /// Where to report a baseline link no pattern takes: the screen's `url:` (and its pattern),
    /// or the screen, when the module still has it.
    private func whereGone(_ old: Link, models: [AppModel], fallback: SourceLocation) -> (SourceLocation, String?) {
        if let index = links.indices.first(where: { links[$0].module == old.module && links[$0].screen == old.screen }),
           locations.indices.contains(index) {
            return (locations[index], links[index].pattern)
        }
        let screen = models.first { $0.module == old.module }?.screens.first { $0.name == old.screen }
        return (screen?.location ?? fallback, nil)
    }

    /// What changed for links of the baseline, in words; empty when they still match the same.
    static func changes(from old: [LinkParameter], to new: [LinkParameter]) -> [String] {
        var changes: [String] = []
        let oldPath = old.filter { $0.place == .path }
        let newPath = new.filter { $0.place == .path }
        for (before, after) in zip(oldPath, newPath) {
            if before.name != after.name { changes.append("path parameter '\(before.name)' is '\(after.name)'") }
            if before.type != after.type { changes.append("path parameter '\(after.name)' has type '\(after.type)', not '\(before.type)'") }
        }
        let newQuery = Dictionary(new.filter { $0.place == .query }.map { ($0.item ?? $0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var kept: Set<String> = []
        for before in old where before.place == .query {
            let item = before.item ?? before.name
            kept.insert(item)
            guard let after = newQuery[item] else {
                changes.append("query item '\(item)' is gone")
                continue
            }
            if before.name != after.name { changes.append("query item '\(item)' holds '\(after.name)', not '\(before.name)'") }
            if before.type != after.type { changes.append("query item '\(item)' has type '\(after.type)', not '\(before.type)'") }
            if before.optional != after.optional {
                changes.append("query item '\(item)' is \(after.optional ? "optional" : "required"), not \(before.optional ? "optional" : "required")")
            }
            if before.repeated != after.repeated {
                changes.append("query item '\(item)' \(after.repeated ? "repeats" : "no longer repeats")")
            }
        }
        for after in new where after.place == .query && !after.optional && !kept.contains(after.item ?? after.name) {
            changes.append("query item '\(after.item ?? after.name)' is new and required, so the baseline's links lack it")
        }
        return changes
    }
}

/// Validate stage, shared classes: several screens (keys) may name one Swift type with
/// `class:`. Each keeps its own member, scene or XIB, test and graph node; what the type
/// itself would have to carry once per screen is refused with a located error.
extension SpecValidator {
    /// Sets ``Screen/sharesClass`` of `screens`, after reporting what a shared class cannot have.
    mutating func validateSharedClasses(_ entries: SpecDocument.ScreenEntries, screens: inout [Screen], platform: TargetPlatform) {
        // Most classes are one screen's: a list of indices is kept only for a class seen twice.
        var byType: [String: [Int]] = [:]
        // When no screen names a class of its own (`class:`), each class is its screen's name,
        // and those are unique by now: no class is shared, and no table of every screen's
        // class is needed (it was half of this rule's work).
        // By index: `for screen in screens` copies every screen, each a few dozen references.
        if screens.indices.contains(where: { screens[$0].typeName != screens[$0].name }) {
            var firstByType = [String: Int](minimumCapacity: screens.count)
            for index in screens.indices {
                let typeName = screens[index].typeName
                if let first = firstByType.firstIndex(orStoring: index, for: typeName) {
                    byType[typeName, default: [first]].append(index)
                }
            }
        }
        // In declaration order, so that the first screen of a class is the one others are compared with.
        for indices in byType.values.sorted(by: { $0[0] < $1[0] }) {
            let first = screens[indices[0]]
            for index in indices { screens[index].sharesClass = true }
            for index in indices.dropFirst() {
                let screen = screens[index]
                if let reason = ScreenCapabilities.sharedClassReason(on: platform) {
                    refuse(screen, sharing: first, reason: reason, at: classLocation(of: screen, in: entries))
                }
            }
            for index in indices where screens[index].hasSegues {
                let screen = screens[index]
                let other = screens[indices[0] == index ? indices[1] : indices[0]]
                let location = entries.first { $0.name.value == screen.name }?.seguesLocation ?? screen.location
                refuse(screen, sharing: other, reason: ScreenCapabilities.sharedClassSeguesReason, at: location)
            }
        }
        // The framework's own classes get no conformance either: their scenes are loaded by
        // storyboard and Storyboard ID, as a shared class's are.
        let framework = platform.uiFramework
        for index in screens.indices where framework.isPlainSceneClass(screens[index].typeName) && screens[index].source.storyboard != nil {
            screens[index].sharesClass = true
        }
        reportDestinationConflicts(screens, sharing: byType.values.flatMap { $0 }.sorted())
    }

    /// Two destinations of one class whose `initialize` parameters differ. Only screens of a
    /// class that several screens share (`sharing`, indices in order) can be two of them: with
    /// none, nothing is looked at.
    private mutating func reportDestinationConflicts(_ screens: [Screen], sharing: [Int]) {
        guard !sharing.isEmpty else { return }
        var destinations: Set<String> = []
        for index in screens.indices { for segue in screens[index].segues { destinations.insert(segue.destination) } }
        guard !destinations.isEmpty else { return }
        var firstByType: [String: Int] = [:]
        for index in sharing where destinations.contains(screens[index].name) {
            let screen = screens[index]
            guard let firstIndex = firstByType[screen.typeName] else {
                firstByType[screen.typeName] = index
                continue
            }
            let first = screens[firstIndex]
            if Self.signature(first.parameters) != Self.signature(screen.parameters) {
                refuse(screen, sharing: first, reason: ScreenCapabilities.sharedClassDestinationReason, at: screen.location)
            }
        }
    }

    /// The parameters as a signature, without the spec lines they are declared on.
    private static func signature(_ parameters: [Parameter]?) -> [String]? {
        parameters?.map { "\($0.label ?? "_") \($0.name): \($0.type) = \($0.defaultValue ?? "")" }
    }

    private mutating func refuse(_ screen: Screen, sharing other: Screen, reason: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(
            .sharedClassRefused(screen: screen.name, typeName: screen.typeName, other: other.name, otherLocation: other.location, reason: reason),
            at: location))
    }

    /// Where the screen's `class:` is written, or its key when the class is its name.
    private func classLocation(of screen: Screen, in entries: SpecDocument.ScreenEntries) -> SourceLocation {
        entries.first { $0.name.value == screen.name }?.typeName?.location ?? screen.location
    }
}

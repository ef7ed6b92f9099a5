/// Cross-check stage, connections: the outlets and actions that a declared screen's scene
/// or XIB connects on its controller are kept for the generated tests, which check them
/// against the class (Docs/GeneratedTests.md); here only what those tests cannot say is
/// warned about.
///
/// Connections of other objects of a scene (a cell's outlets, a custom view's) are not
/// checked: their classes are not screens, so no spec declares them. An action sent to the
/// first responder is not either: which object answers it is decided at run time.
extension StoryboardCrossCheck {
    /// Keeps `found` for `screen`: a screen's scene may have localized copies, and a
    /// segue-only screen several scenes, so each outlet or action is kept once, where it
    /// was first met.
    mutating func record(_ found: [InterfaceConnection], for screen: String) {
        var known = Set((connections[screen] ?? []).map { ConnectionKey(kind: $0.kind, name: $0.name) })
        for connection in found where known.insert(ConnectionKey(kind: connection.kind, name: connection.name)).inserted {
            connections[screen, default: []].append(connection)
        }
    }

    private struct ConnectionKey: Hashable {
        var kind: InterfaceConnection.Kind
        var name: String
    }

    /// An outlet or action of a declared screen whose name no Swift class can declare: the
    /// generated test would fail for it whatever the class says.
    static func invalidConnectionNames(_ connections: [String: [InterfaceConnection]], model: AppModel) -> [Diagnostic] {
        let storyboards = Dictionary(model.screens.map { ($0.name, $0.source.storyboard) }, uniquingKeysWith: { first, _ in first })
        return connections.sorted { $0.key < $1.key }.flatMap { screen, connections in
            connections.compactMap { connection in
                connection.nameProblem.map {
                    Diagnostic(.connectionNameInvalid(connection: connection.described, screen: screen, storyboard: storyboards[screen] ?? nil,
                                                      reason: $0), at: connection.location)
                }
            }
        }
    }

    /// Scenes of this module's storyboards whose controller connects outlets or actions but
    /// whose class no spec declares, so no generated test checks them. A scene already
    /// warned about as unclaimed (`warned`) is not warned about again; only scenes whose
    /// class is of this module are, as for unclaimed scenes.
    static func uncheckedConnections(in documents: [StoryboardDocument], model: AppModel, claimed: Set<SceneKey>,
                                     warned: Set<SourceLocation>) -> [Diagnostic] {
        let declared = Set(model.screens.map(\.sceneClass))
        var reported: Set<SceneKey> = []
        var diagnostics: [Diagnostic] = []
        for document in documents {
            for scene in document.scenes where !scene.connections.isEmpty {
                guard let type = scene.customClass, !declared.contains(type), !warned.contains(scene.location),
                      scene.inheritsModuleFromTarget || scene.customModule == model.module,
                      !claimed.contains(SceneKey(file: document.file, id: scene.id)),
                      reported.insert(SceneKey(file: group(of: document), id: scene.id)).inserted,
                      let first = scene.connections.first else { continue }
                diagnostics.append(Diagnostic(.connectionsUnchecked(type: type, storyboard: document.name, count: scene.connections.count,
                                                                    first: first.described), at: first.location))
            }
        }
        return diagnostics
    }
}

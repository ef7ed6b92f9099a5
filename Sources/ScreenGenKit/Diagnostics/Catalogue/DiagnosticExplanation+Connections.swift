// The outlets and actions of storyboard scenes and XIBs (StoryboardCrossCheck+Connections.swift).
extension DiagnosticExplanation {
    enum Connections {
        static let connectionNameInvalid = DiagnosticExplanation(
            severity: .warning,
            summary: "An outlet or action that a declared screen's scene or XIB connects on its view controller (or File's Owner) has a name no Swift class can declare, so the generated test of its connections fails whatever the class says.",
            fix: "Rename the outlet or action in Interface Builder (the Connections inspector) to the name the class declares with @IBOutlet or @IBAction.",
            example: .situation("an outlet 'title-label' on the view controller of a scene declared as ProfileViewController")
        )

        static let connectionsUnchecked = DiagnosticExplanation(
            severity: .warning,
            summary: "A scene of this module whose view controller connects outlets or actions has a class no spec declares, so no generated test checks that the class still has them. Scenes already warned about as unclaimed are not warned about again.",
            fix: "Declare the scene as a screen (storyboard: and identifier:, or segueOnly: true), or ignore the warning for that class.",
            example: .situation("a scene of class LegacyViewController with no Storyboard ID that nothing shows, connecting an outlet 'tableView'")
        )
    }
}

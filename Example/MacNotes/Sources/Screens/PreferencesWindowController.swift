import AppKit

/// The preferences window: a window controller scene of Preferences.storyboard.
final class PreferencesWindowController: NSWindowController {}

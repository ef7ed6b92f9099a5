import AppKit

/// The main window: the initial window controller of Main.storyboard, whose content is the
/// note list.
final class MainWindowController: NSWindowController {}

// Hand-written app code the generated files for this fixture are compiled with.
import AppKit

public final class InspectorWindowController: NSWindowController {}
public final class PropertiesViewController: NSViewController {}

public final class HistoryWindowController: NSWindowController {
    public let limit: Int

    public init?(coder: NSCoder, limit: Int) {
        self.limit = limit
        super.init(coder: coder)
    }

    public required init?(coder: NSCoder) {
        fatalError("made through init?(coder:limit:)")
    }
}

public final class ColorPickerViewController: NSViewController {}

public final class LayersViewController: NSViewController {
    public let depth: Int

    public init(nibName: NSNib.Name?, bundle: Bundle?, depth: Int) {
        self.depth = depth
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) {
        fatalError("made with init(nibName:bundle:depth:)")
    }
}

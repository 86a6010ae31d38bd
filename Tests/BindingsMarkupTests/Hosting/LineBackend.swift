@_spi(Backend) import BindingsMarkup

// A second backend, written from outside the module against the backend API alone, as the
// author of a new toolkit's backend would: each view shows as one line of text. It proves that
// the presenter registry, the observing of shown keys and the hosting of a tree are reusable,
// with nothing of GTK.

/// What the line backend did, in order.
@MainActor final class LineLog {
    var entries: [String] = []
}

/// Shows a view as a line: its class, and what the subclass adds.
@MainActor class LinePresenter: ObservingPresenter {
    let log: LineLog
    /// The line shown now.
    private(set) var line = ""

    init(view: View, log: LineLog) {
        self.log = log
        super.init(view: view)
    }

    /// What the line says after the view's class name.
    var details: String { "" }

    /// A plain view's subviews are the tree's to present.
    override var showsSubviews: Bool { false }

    override func update(changedKey key: String) {
        log.entries.append("\(type(of: view)) \(key) changed\(isApplying ? ", applying" : "")")
        super.update(changedKey: key)
    }

    override func update() {
        super.update()
        let enabled = (view as? Control).map { $0.isEnabled ? "" : " disabled" } ?? ""
        line = "\(type(of: view))\(details)\(enabled)"
    }

    override func apply(accessibility: ViewAccessibility, replacing applied: ViewAccessibility) {
        log.entries.append("\(type(of: view)) accessibility \(applied.label ?? "nil")/\(applied.hint ?? "nil") -> \(accessibility.label ?? "nil")/\(accessibility.hint ?? "nil")")
    }
}

/// Shows a label's text.
@MainActor final class LabelLinePresenter: LinePresenter {
    override class var shownKeys: [String] { super.shownKeys + ["text"] }
    override var details: String { " \"\((view as? Label)?.text ?? "")\"" }
}

/// Shows a switch's state.
@MainActor final class SwitchLinePresenter: LinePresenter {
    override class var shownKeys: [String] { super.shownKeys + ["isOn"] }
    override var details: String { (view as? Switch)?.isOn == true ? " on" : " off" }
}

/// Shows a scroll view, whose content it would show in a scrolling object of its own.
@MainActor final class ScrollLinePresenter: LinePresenter {
    override var showsSubviews: Bool { true }

    override func treeDidChange() {
        log.entries.append("ScrollView tree changed")
    }

    override func willPlace(in frame: Rect) {
        log.entries.append("ScrollView will place at \(frame.minX),\(frame.minY)")
    }
}

/// A label class of an app, which no backend knows.
final class CaptionLabel: Label {}

/// The line backend's registry: every view a line, labels, switches and scroll views their own.
@MainActor func lineRegistry(_ log: LineLog) -> PresenterRegistry<LinePresenter> {
    let registry = PresenterRegistry<LinePresenter> { LinePresenter(view: $0, log: log) }
    registry.register(Label.self) { LabelLinePresenter(view: $0, log: log) }
    registry.register(Switch.self) { SwitchLinePresenter(view: $0, log: log) }
    registry.register(ScrollView.self) { ScrollLinePresenter(view: $0, log: log) }
    return registry
}

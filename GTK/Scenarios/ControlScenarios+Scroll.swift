#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation

extension ControlScenarios {
    /// A scroll view 100 points tall over eight lines, its offset bound both ways to `offset`: the
    /// owner scrolls it, the user scrolls it (then past the end), and code adds a line to the
    /// content, which the first frame after measures with its widget.
    static func scroll(_ arguments: [String]) throws {
        let owner = ControlOwner()
        let lines = (1...8).map { #"<UILabel text="Line \#($0)"/>"# }.joined()
        let window = try Scenario.show(try Scenario.view("""
            <LMColumnView>
                <UILabel text="Above"/>
                <LMScrollView height="100" fitToWidth="true" contentOffset="$$offset">
                    <LMColumnView>\(lines)</LMColumnView>
                </LMScrollView>
            </LMColumnView>
            """, owner: owner))
        Scenario.printWidgets(of: window)
        guard let presenter = window.allWidgets.first(where: { $0.view is ScrollView }),
              let scrollView = presenter.view as? ScrollView else { throw ScenarioError("no scroll view") }
        let vertical = gtk_scrolled_window_get_vadjustment(OpaquePointer(presenter.scrollingWidget))
        func offsets() {
            print("contentOffset=\(text(scrollView.contentOffset)) offset=\(text(owner.offset))")
        }
        owner.offset = Point(x: 0, y: 20)
        try Scenario.settle(window)
        print("code: " + presenter.widgetState)
        offsets()
        gtk_adjustment_set_value(vertical, 50)
        try Scenario.settle(window)
        print("user: " + presenter.widgetState)
        offsets()
        gtk_adjustment_set_value(vertical, 1000)
        try Scenario.settle(window)
        print("user past the end: " + presenter.widgetState)
        offsets()
        let line = Label()
        line.font = Font.system(size: 24)
        line.text = "Line 9, added"
        _ = scrollView.contentView?.addSubview(line)
        // The first frame already measures the new line with its widget.
        try Scenario.drawOneFrame(window)
        print("code adds a line, one frame later:")
        Scenario.printWidgets(of: window)
        // The content keeps its size, so only a new placement moves its lines.
        scrollView.contentView?.layoutMargins = EdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
        try Scenario.settle(window)
        print("code indents the content:")
        Scenario.printWidgets(of: window)
        window.close()
    }

    private static func text(_ point: Point) -> String {
        "\(point.x),\(point.y)"
    }
}

/// An owner with a key for each control family to bind, and actions that log the events they
/// receive, by name.
@MainActor
final class ControlOwner: KeyValueCoding, MarkupActionTarget {
    @Observed var wifi = false
    @Observed var volume = 0.25
    @Observed var maximum = 2.0
    @Observed var guests = 2.0
    @Observed var step = 1.0
    @Observed var progress = 0.25
    @Observed var busy = false
    @Observed var size: String? = "M"
    @Observed var tab: String? = "featured"
    @Observed var page = 1
    @Observed var crust: String? = "thin"
    @Observed var notes = ""
    @Observed var padding = 0.0
    @Observed var query = ""
    @Observed var address: String? = "https://example.com/"
    @Observed var hint = "Search"
    @Observed var deliveryTime = ControlScenarios.utc(2026, 11, 24, 18, 30)
    @Observed var timer = 5400.0
    @Observed var icon: String? = "phone_icon"
    @Observed var logo: String? = "logo"
    @Observed var mode = ContentMode.center
    @Observed var offset = Point.zero
    /// The events received, in order.
    var events: [String] = []

    nonisolated init() {}

    var markupActions: [String: @MainActor (View) -> Void] {
        var actions: [String: @MainActor (View) -> Void] = [:]
        for name in ControlRun.eventNames {
            actions[name] = { [weak self] _ in self?.events.append(name) }
        }
        return actions
    }
}
#endif

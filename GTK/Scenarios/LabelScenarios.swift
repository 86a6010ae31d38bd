#if GTK
@_spi(Testing) import BindingsGTK
@_spi(Backend) import BindingsMarkup
import CGtk
import Foundation

/// A label in a real window whose keys change in code: its text alone (as a reused cell sets it),
/// then its font, color and line limit, then its text again under the new style. Each step prints
/// what the GtkLabel shows: its text, its style class's declarations, whether it wraps, and its
/// allocation (a longer or wrapped text is measured again).
@MainActor
enum LabelScenarios {
    static let all: [String: Scenario.Run] = [
        "label-changes": changes,
    ]

    static func changes(_ arguments: [String]) throws {
        let owner = LabelOwner()
        let root = try Scenario.view(#"""
            <LMColumnView horizontalAlignment="leading">
                <UILabel width="160" font="System 14" text="$title"/>
            </LMColumnView>
            """#, owner: owner)
        guard let label = root.subviews.first as? Label else { throw ScenarioError("the column has no label") }
        let window = try Scenario.show(root)
        func step(_ name: String, _ change: () -> Void) throws {
            change()
            try Scenario.settle(window)
            guard let presenter = label.presenter as? WidgetPresenter else { throw ScenarioError("the label is not shown") }
            print("\(name): \(describe(presenter))")
        }
        try step("shown") {}
        try step("text") { owner.title = "Twenty-four hour pharmacy" }
        try step("font") { label.font = Font.system(size: 18, weight: .bold) }
        try step("color") { label.textColor = Color(red: 1, green: 0, blue: 0) }
        try step("lines") { label.numberOfLines = 0 }
        try step("text again") { owner.title = "Open late" }
        window.close()
    }

    /// The label's text, its style as CSS, whether it wraps, and where it is.
    private static func describe(_ presenter: WidgetPresenter) -> String {
        let widget = presenter.widget
        let text = gtk_label_get_text(widget.opaque).map { String(cString: $0) } ?? ""
        let style = presenter.styleDeclarations
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        return "\(String(reflecting: text)) {\(style)} wrap=\(gtk_label_get_wrap(widget.opaque) != 0)"
            + " @\(allocation.x),\(allocation.y) \(allocation.width)x\(allocation.height)"
    }
}

/// An owner with a title to bind.
final class LabelOwner: KeyValueCoding {
    @Observed var title = "CVS"

    nonisolated init() {}
}
#endif

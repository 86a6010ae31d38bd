#if GTK
@_spi(Testing) import BindingsGTK
@_spi(Backend) import BindingsMarkup
import CGtk
import PizzaFormKit

/// The pizza form's GNOME controls used as a user uses them: check buttons clicked and rows
/// toggled by Space and Enter, the framed instructions scrolled by the keyboard, the window
/// narrowed past its minimum.
extension PizzaScenarios {
    /// Chooses Medium by a click on its radio button, Bacon by Space on its row, Onion by Enter on
    /// its row and off again by a click on its check button, and Mushroom by a click.
    static func choose(in table: TableView, of window: Window, size: Int, toppings: Int, order: PizzaOrder) throws {
        try click(TableIndexPath(row: 1, section: size), of: table, in: window) { order.size == "medium" }
        try press("space", on: TableIndexPath(row: 0, section: toppings), of: table, in: window) { order.toppings == ["bacon"] }
        try press("Return", on: TableIndexPath(row: 2, section: toppings), of: table, in: window) { order.toppings == ["bacon", "onion"] }
        try click(TableIndexPath(row: 2, section: toppings), of: table, in: window) { order.toppings == ["bacon"] }
        try click(TableIndexPath(row: 3, section: toppings), of: table, in: window) { order.toppings == ["bacon", "mushroom"] }
    }

    private static func click(_ path: TableIndexPath, of table: TableView, in window: Window, until condition: () -> Bool) throws {
        guard let check = window.checkButton(of: table, at: path) else { throw ScenarioError("row \(path) has no check button") }
        try ScenarioInput.click(check, in: window, until: condition)
    }

    private static func press(_ key: String, on path: TableIndexPath, of table: TableView, in window: Window,
                              until condition: () -> Bool) throws {
        gtk_widget_grab_focus(try ScenarioWidgets.listRow(of: path, in: table))
        try ScenarioInput.press([key], in: window, until: condition)
    }

    /// Types eight lines into the instructions, prints the text view's frame and how tall its text
    /// is against the page it shows, and leaves "Ring twice".
    static func typeInstructions(into comments: TextView, in window: Window) throws {
        let scrolled = try ScenarioWidgets.scrolledWindow(of: comments)
        let buffer = gtk_text_view_get_buffer(try ScenarioWidgets.editor(of: comments).as(GtkTextView.self))
        gtk_text_buffer_set_text(buffer, (1...8).map { "Line \($0)" }.joined(separator: "\n"), -1)
        try Scenario.settle(window)
        guard let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.opaque) else { throw ScenarioError("the instructions do not scroll") }
        let frame = gtk_widget_has_css_class(scrolled, "frame") != 0 ? " .frame" : ""
        // The allocation holds the frame's border, which the widget's own width and height leave out.
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(scrolled, &allocation)
        print("instructions: \(typeName(of: scrolled))\(frame) \(allocation.width)x\(allocation.height), "
            + "text \(Int(gtk_adjustment_get_upper(adjustment))) tall, page \(Int(gtk_adjustment_get_page_size(adjustment)))")
        gtk_text_buffer_set_text(buffer, "Ring twice", -1)
    }

    /// Asks for a window 200 pixels wide and prints how wide it is, and which of the form's
    /// controls lie outside it.
    static func narrow(_ window: Window, showing table: TableView) throws {
        guard let gtkWindow = window.gtkWindow else { throw ScenarioError("no window") }
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(gtkWindow.as(GtkWindow.self), &width, &height)
        gtk_window_set_default_size(gtkWindow.as(GtkWindow.self), 200, height)
        try Scenario.settle(window)
        var controls: [View] = []
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                guard let cell = table.cellForRow(at: TableIndexPath(row: row, section: section)) else { continue }
                controls += descendants(of: cell).filter { $0 is Control || $0 is TextView }
            }
        }
        let windowWidth = gtk_widget_get_width(gtkWindow)
        let outside = controls.compactMap { control -> String? in
            guard let widget = (control.presenter as? WidgetPresenter)?.widget else { return "\(type(of: control)) not shown" }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(widget, gtkWindow, &bounds) != 0 else { return "\(type(of: control)) not placed" }
            let inside = bounds.origin.x >= 0 && Int32(bounds.origin.x + bounds.size.width) <= windowWidth
            return inside ? nil : "\(type(of: control)) at \(Int(bounds.origin.x))+\(Int(bounds.size.width))"
        }
        print("asked for 200 wide: \(windowWidth) wide, \(controls.count) controls, outside: \(outside)")
    }

    private static func descendants(of view: View) -> [View] {
        view.subviews.flatMap { [$0] + descendants(of: $0) }
    }

    /// The form's groups and rows, as GTK shows them.
    static func printForm(_ table: TableView, in window: Window) {
        Scenario.printIndented(window.formDescription(of: table))
    }
}
#endif

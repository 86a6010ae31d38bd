#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk

/// GNOME's look of any window: its content inset by 12 pixels unless the document gives the root
/// margins of its own or the root scrolls; a switch, a spinner and a stepper at their natural size,
/// centred in a tall row; labels that ask for no line limit wrapping, those that ask for one line
/// ellipsizing.
@MainActor
enum GnomeLookScenario {
    static func run(_ arguments: [String]) throws {
        let owner = NoOwner()
        for (name, source) in [
            ("no margins", #"<LMColumnView><UILabel text="Inset"/></LMColumnView>"#),
            ("the document's margins", #"<LMColumnView layoutMargins="4"><UILabel text="Its own"/></LMColumnView>"#),
            ("a scroll view", #"<LMScrollView><UILabel text="Scrolls"/></LMScrollView>"#),
        ] {
            let window = try Scenario.show(try Scenario.view(source, owner: owner))
            guard let root = window.allWidgets.first, let page = gtk_widget_get_parent(root.widget) else { throw ScenarioError("no page") }
            let margins = [gtk_widget_get_margin_top(page), gtk_widget_get_margin_start(page),
                           gtk_widget_get_margin_bottom(page), gtk_widget_get_margin_end(page)]
            print("\(name): page margins \(margins.map(String.init).joined(separator: ",")), root \(root.view.frame.size)")
            window.close()
        }
        let window = try Scenario.show(try Scenario.view("""
            <LMColumnView>
                <LMRowView height="80">
                    <UILabel weight="1" numberOfLines="0" text="A long setting whose explanation takes more than one line in a narrow window"/>
                    <UISwitch/>
                    <UIActivityIndicatorView hidesWhenStopped="false"/>
                    <UIStepper/>
                </LMRowView>
                <UILabel numberOfLines="1" text="One line only, as the document asks, however long it is in the window"/>
                <UILabel numberOfLines="2" text="Two lines at most"/>
            </LMColumnView>
            """, owner: owner))
        for presenter in window.allWidgets {
            let widget = presenter.widget
            switch typeName(of: widget) {
            case "GtkSwitch", "GtkSpinner", "GtkSpinButton":
                var bounds = graphene_rect_t()
                guard let host = gtk_widget_get_parent(widget), gtk_widget_compute_bounds(widget, host, &bounds) != 0 else {
                    throw ScenarioError("the \(typeName(of: widget)) is not placed")
                }
                let width = widget.measure(GTK_ORIENTATION_HORIZONTAL).natural, height = widget.measure(GTK_ORIENTATION_VERTICAL).natural
                let frame = presenter.view.frame
                print("\(typeName(of: widget)): natural \(width)x\(height), allocated \(Int(bounds.size.width))x\(Int(bounds.size.height)) "
                    + "at \(Int(bounds.origin.x)),\(Int(bounds.origin.y)) in a frame \(Int(frame.width))x\(Int(frame.height)) at \(Int(frame.minX)),\(Int(frame.minY)) of its row")
            case "GtkLabel":
                let ellipsize = gtk_label_get_ellipsize(widget.opaque) == PANGO_ELLIPSIZE_NONE ? "none" : "end"
                print(presenter.widgetState + " wrap=\(gtk_label_get_wrap(widget.opaque) != 0) lines=\(gtk_label_get_lines(widget.opaque)) "
                    + "ellipsize=\(ellipsize)")
            default:
                continue
            }
        }
        window.close()
    }
}
#endif

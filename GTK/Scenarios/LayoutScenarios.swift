#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk

/// The kit's layout placing GTK widgets measured by GTK.
@MainActor
enum LayoutScenarios {
    /// A pharmacy cell's rows: baseline-aligned labels, a wrapped address, a field and a button.
    static func pharmacyCell(_ arguments: [String]) throws {
        let owner = NoOwner()
        let view = try Scenario.view("""
            <LMColumnView spacing="4" layoutMarginBottom="8">
                <LMRowView alignToBaseline="true" spacing="4">
                    <UILabel weight="1" font="System-Bold 16" text="1. Green Cross Pharmacy"/>
                    <UILabel font="System 14" textColor="#808080" text="0.16 miles"/>
                </LMRowView>
                <UILabel numberOfLines="0" font="System 14" text="$`393 Hanover St\\nBoston MA 02108`"/>
                <UITextField placeholder="Search" text="hello"/>
                <UIButton title="Submit"/>
            </LMColumnView>
            """, owner: owner)
        let window = try Scenario.show(view)
        Scenario.printWidgets(of: window)
        // A narrower window, down to the narrowest a page gets, lays the tree out again: the name
        // ellipsizes, the address wraps. (The root's explicit margin keeps the page uninset.)
        guard let gtkWindow = window.gtkWindow else { throw ScenarioError("no window") }
        // The window's size holds its frame and header bar besides the content, 400 × 300.
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(gtkWindow.as(GtkWindow.self), &width, &height)
        gtk_window_set_default_size(gtkWindow.as(GtkWindow.self), width - 400 + 360, height)
        guard window.settle() else { throw ScenarioError("the window did not settle") }
        print("resized")
        Scenario.printWidgets(of: window)
        window.close()
    }

    /// The layout views, each a plain box the host places its subviews in: a row with a spacer
    /// between two labels, layers, anchored views and a translucent plain view.
    static func containers(_ arguments: [String]) throws {
        let view = try Scenario.view("""
            <LMColumnView spacing="4">
                <LMRowView spacing="4">
                    <UILabel text="Left"/>
                    <LMSpacer/>
                    <UILabel text="Right"/>
                </LMRowView>
                <LMLayerView height="30">
                    <UIView backgroundColor="#FFCC00"/>
                    <UILabel text="Over a layer"/>
                </LMLayerView>
                <LMAnchorView height="60" layoutMargins="4">
                    <UILabel anchor="bottom, trailing" text="Corner"/>
                    <UIButton anchor="centerX, centerY" title="Middle"/>
                </LMAnchorView>
                <UIView height="10" backgroundColor="#0000FF" alpha="0.5"/>
                <UILabel hidden="true" text="Hidden"/>
            </LMColumnView>
            """, owner: NoOwner())
        let window = try Scenario.show(view)
        Scenario.printWidgets(of: window)
        window.close()
    }
}
#endif

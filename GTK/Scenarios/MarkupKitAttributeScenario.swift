#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk

/// MarkupKit's button and accessibility attributes in a real window: a button's image, title
/// (set through `titleLabel.text`, bound), color and content alignments, an attributed title, and
/// the accessibility identifier as the widget's name; a button whose content is a child element.
@MainActor
enum MarkupKitAttributeScenario {
    static func run(_ arguments: [String]) throws {
        let owner = ControlOwner()
        let window = try Scenario.show(try Scenario.view(##"""
            <LMColumnView>
                <UIButton titleLabel.text="$hint" imageView.image="phone_icon" titleLabel.textColor="#FF0000"
                    contentHorizontalAlignment="left" accessibilityIdentifier="call" accessibilityLabel="Call the pharmacy"/>
                <UIButton attributedTitle="Sale" contentHorizontalAlignment="right" contentVerticalAlignment="bottom" height="60"/>
                <UIButton title="Centered"/>
                <UIButton contentEdgeInsets="4">
                    <LMColumnView>
                        <UIImageView image="world"/>
                        <UILabel text="Hello, World!"/>
                    </LMColumnView>
                </UIButton>
            </LMColumnView>
            """##, owner: owner))
        Scenario.printWidgets(of: window)
        owner.hint = "Ring"
        try Scenario.settle(window)
        print("code:")
        Scenario.printWidgets(of: window, frames: false)
        for presenter in window.allWidgets where presenter.view.accessibilityIdentifier != nil {
            print("name: " + String(cString: gtk_widget_get_name(presenter.widget)))
        }
        // A click on the custom content's label lands on the button, not the label.
        if let gtkWindow = window.gtkWindow, let picked = gtk_widget_pick(gtkWindow, 212, 167, GTK_PICK_DEFAULT) {
            let button = gtk_widget_get_ancestor(picked, gtk_button_get_type())
            print("picked: " + typeName(of: picked) + " in " + (button.map { typeName(of: $0) } ?? "no button"))
        }
        window.close()
        try scrollDisabled()
    }

    /// A scroll view whose pan gesture is off: the user's scroll is undone, code still scrolls.
    static func scrollDisabled() throws {
        let owner = ControlOwner()
        let window = try Scenario.show(try Scenario.view("""
            <LMColumnView>
                <LMScrollView panGestureRecognizer.enabled="false" height="60">
                    <UILabel text="1&#10;2&#10;3&#10;4&#10;5&#10;6" numberOfLines="0"/>
                </LMScrollView>
            </LMColumnView>
            """, owner: owner))
        guard let scroll = window.allWidgets.first(where: { $0.view is ScrollView }), let view = scroll.view as? ScrollView else {
            throw ScenarioError("no scroll view")
        }
        guard let adjustment = gtk_scrolled_window_get_vadjustment(try ScenarioWidgets.scrolledWindow(of: view).opaque) else {
            throw ScenarioError("the scroll view has no adjustment")
        }
        gtk_adjustment_set_value(adjustment, 40)
        try Scenario.settle(window)
        print("user: " + scroll.widgetState + " offset \(view.contentOffset.y)")
        view.contentOffset = Point(x: 0, y: 20)
        try Scenario.settle(window)
        print("code: " + scroll.widgetState)
        window.close()
    }
}
#endif

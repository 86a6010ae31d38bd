#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup

/// MarkupKit 4's layout elements in a window: a stack view, a visual effect view's content, a
/// header view's labels and a page view, whose pages out of view show no widget.
@MainActor
enum MarkupKitViewScenarios {
    static func run(_ arguments: [String]) throws {
        let view = try Scenario.view("""
            <LMRootView>
                <LMColumnView spacing="4">
                    <UIStackView spacing="8" distribution="fillEqually">
                        <UILabel text="One"/>
                        <UILabel text="Two"/>
                    </UIStackView>
                    <UIVisualEffectView effect="light">
                        <UILabel text="Blurred"/>
                    </UIVisualEffectView>
                    <UITableViewHeaderFooterView textLabel.text="Header"/>
                    <LMPageView currentPage="1" height="20">
                        <UILabel text="Page one"/>
                        <UILabel text="Page two"/>
                    </LMPageView>
                    <UIPageControl numberOfPages="2" currentPage="1"/>
                </LMColumnView>
            </LMRootView>
            """, owner: NoOwner())
        let window = try Scenario.show(view)
        Scenario.printWidgets(of: window)
        window.close()
    }
}
#endif

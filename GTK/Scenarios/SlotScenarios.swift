#if GTK
@_spi(Testing) import BindingsGTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Views in slots (MarkupKit's view-placing instructions) in real windows, one family each:
/// each prints the widgets, then again after the state that shows another slot's view.
@MainActor
enum SlotScenarios {
    static let all: [String: Scenario.Run] = [
        "slots-cells": cells,
        "slots-table": table,
        "slots-text-field": textField,
        "slots-image": image,
        "slots-refresh": refresh,
        "slots-collection": collection,
    ]

    /// A collection view's background view, under its (empty) grid.
    static func collection(_ arguments: [String]) throws {
        let view = try Scenario.view("""
            <LMCollectionView>
                <?backgroundView?>
                <UILabel text="behind the items" textAlignment="center"/>
            </LMCollectionView>
            """, owner: NoOwner())
        let window = try Scenario.show(view, width: 240, height: 200)
        Scenario.printWidgets(of: window)
        window.close()
    }

    /// A cell's plain, selected and multiple-selection backgrounds.
    static func cells(_ arguments: [String]) throws {
        let view = try Scenario.view("""
            <LMTableView>
                <UITableViewCell textLabel.text="Small">
                    <?backgroundView?>
                    <UILabel text="plain" textAlignment="right"/>
                    <?selectedBackgroundView?>
                    <UILabel text="selected" textAlignment="right"/>
                    <?multipleSelectionBackgroundView?>
                    <UILabel text="one of many" textAlignment="right"/>
                </UITableViewCell>
                <UITableViewCell textLabel.text="Large"/>
            </LMTableView>
            """, owner: NoOwner())
        guard let table = view as? TableView else { throw ScenarioError("not a table") }
        let window = try Scenario.show(table, width: 240, height: 120)
        Scenario.printWidgets(of: window)
        print("-- selected")
        table.userDidSelectRow(at: TableIndexPath(row: 0, section: 0))
        try Scenario.settle(window)
        Scenario.printWidgets(of: window)
        print("-- one of many")
        table.allowsMultipleSelection = true
        table.userDidSelectRow(at: TableIndexPath(row: 0, section: 0))
        table.userDidSelectRow(at: TableIndexPath(row: 0, section: 0))
        try Scenario.settle(window)
        Scenario.printWidgets(of: window)
        window.close()
    }

    /// A table's header and footer views, its background view, and a header view's background.
    static func table(_ arguments: [String]) throws {
        let view = try Scenario.view("""
            <LMTableView>
                <?backgroundView?>
                <UILabel text="behind the rows" textAlignment="center"/>
                <?tableHeaderView?>
                <UILabel text="Top of the list"/>
                <?sectionHeaderView?>
                <UITableViewHeaderFooterView textLabel.text="Sizes">
                    <?backgroundView?>
                    <UILabel text="header behind" textAlignment="right"/>
                </UITableViewHeaderFooterView>
                <UITableViewCell textLabel.text="Small"/>
                <?tableFooterView?>
                <UILabel text="End of the list"/>
            </LMTableView>
            """, owner: NoOwner())
        let window = try Scenario.show(view, width: 240, height: 200)
        Scenario.printWidgets(of: window)
        window.close()
    }

    /// A text field's left view while editing and its right view unless editing.
    static func textField(_ arguments: [String]) throws {
        let view = try Scenario.view("""
            <LMColumnView>
                <UITextField text="a@b.c" leftViewMode="whileEditing" rightViewMode="unlessEditing">
                    <?leftView?>
                    <UILabel text="To"/>
                    <?rightView?>
                    <UILabel text="@"/>
                </UITextField>
                <UITextField text="other"/>
            </LMColumnView>
            """, owner: NoOwner())
        let window = try Scenario.show(view, width: 240, height: 120)
        guard let field = view.subviews.first as? TextField, let entry = (field.presenter as? WidgetPresenter)?.widget,
              let other = (view.subviews.last?.presenter as? WidgetPresenter)?.widget else {
            throw ScenarioError("no text fields")
        }
        // The window focuses the first entry when it opens: the other one takes the focus first.
        for (state, focused) in [("not editing", other), ("editing", entry)] {
            gtk_widget_grab_focus(focused)
            try Scenario.settle(window)
            print("-- \(state): isEditing=\(field.isEditing)")
            Scenario.printWidgets(of: window)
        }
        window.close()
    }

    /// An image view's overlay content, inside its margins.
    static func image(_ arguments: [String]) throws {
        let view = try Scenario.view("""
            <LMColumnView horizontalAlignment="leading">
                <UIImageView image="logo" imageSize="{96, 40}" layoutMargins="4">
                    <?overlayContent?>
                    <UILabel text="Sale" textAlignment="center"/>
                </UIImageView>
            </LMColumnView>
            """, owner: NoOwner())
        let window = try Scenario.show(view, width: 240, height: 120)
        Scenario.printWidgets(of: window)
        window.close()
    }

    /// A scroll view's refresh control, shown while it refreshes.
    static func refresh(_ arguments: [String]) throws {
        let view = try Scenario.view("""
            <LMScrollView fitToWidth="true">
                <?refreshControl?>
                <UIRefreshControl/>
                <LMColumnView>
                    <UILabel text="Mail"/>
                    <UILabel text="News"/>
                </LMColumnView>
            </LMScrollView>
            """, owner: NoOwner())
        guard let scroll = view as? ScrollView, let control = scroll.refreshControl else { throw ScenarioError("no refresh control") }
        let window = try Scenario.show(scroll, width: 240, height: 120)
        Scenario.printWidgets(of: window)
        print("-- refreshing")
        control.userDidPullToRefresh()
        try Scenario.settle(window)
        Scenario.printWidgets(of: window)
        print("-- refreshed")
        control.endRefreshing()
        try Scenario.settle(window)
        Scenario.printWidgets(of: window)
        window.close()
    }
}
#endif

#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation

extension ControlScenarios {
    /// A segmented control in System 15 bound both ways to `size`, a segment's value.
    static func segmented(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UISegmentedControl font="System 15" value="$$size" \#(ControlRun.valueEvents)>
                <segment title="Small" value="S"/><segment title="Medium" value="M"/><segment title="Large" value="L"/>
            </UISegmentedControl>
            """#, SegmentedControl.self)
        try run.code { $0.size = "L" }
        try run.user { gtk_toggle_button_set_active(ControlRun.child(0, of: $0).as(GtkToggleButton.self), 1) }
        run.result("selectedSegmentIndex=\(run.control.selectedSegmentIndex) size=\(run.owner.size ?? "nil")")
        run.close()
    }

    /// A page control of three pages bound both ways to `page`.
    static func pageControl(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UIPageControl numberOfPages="3" currentPage="$$page" \#(ControlRun.valueEvents)/>
            """#, PageControl.self)
        try run.code { $0.page = 2 }
        try run.user { gtk_toggle_button_set_active(ControlRun.child(0, of: $0).as(GtkToggleButton.self), 1) }
        run.result("currentPage=\(run.control.currentPage) page=\(run.owner.page)")
        run.close()
    }

    /// A tab bar of two system items and one of its own, bound both ways to `tab`, an item's name.
    static func tabBar(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UITabBar value="$$tab" onValueChanged="ValueChanged">
                <item type="featured" name="featured"/><item type="favorites" name="favorites"/>
                <item title="Pets" image="pets" name="pets"/>
            </UITabBar>
            """#, TabBar.self)
        try run.code { $0.tab = "pets" }
        try run.user { gtk_toggle_button_set_active(ControlRun.child(1, of: $0).as(GtkToggleButton.self), 1) }
        run.result("selectedItem=\(run.control.selectedItem?.title ?? "nil") tab=\(run.owner.tab ?? "nil")")
        run.close()
    }

    /// A picker of two components, the first bound both ways to `crust`: the user picks in the
    /// second, then in the first.
    static func picker(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <LMPickerView font="System 15" value="$$crust" \#(ControlRun.valueEvents)>
                <?componentName crust?>
                <row title="Thin" value="thin"/><row title="Deep Dish" value="deep"/><row title="Stuffed" value="stuffed"/>
                <?componentSeparator?>
                <?componentName size?>
                <row title="Small"/><row title="Medium"/><row title="Large"/>
            </LMPickerView>
            """#, PickerView.self)
        try run.code { $0.crust = "stuffed" }
        try run.user("user picks Large") { gtk_drop_down_set_selected(OpaquePointer(ControlRun.child(1, of: $0)), 2) }
        run.result("values=\(run.control.value(forComponent: 0) ?? "nil"),\(run.control.value(forComponent: 1) ?? "nil") crust=\(run.owner.crust ?? "nil")")
        try run.user("user picks Deep Dish") { gtk_drop_down_set_selected(OpaquePointer(ControlRun.child(0, of: $0)), 1) }
        run.result("values=\(run.control.value(forComponent: 0) ?? "nil"),\(run.control.value(forComponent: 1) ?? "nil") crust=\(run.owner.crust ?? "nil")")
        run.close()
    }
}
#endif

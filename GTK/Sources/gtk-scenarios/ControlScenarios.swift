@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation

/// Each control family in a real window: loaded from markup bound to an owner's keys, changed by
/// the owner in code, then acted on through the GTK widget's own API, as the user's input arrives.
/// Each prints the widgets, then what the widget shows after the change in code, then after the
/// user's act, with the control's value, the owner's key and the events the control sent.
@MainActor
enum ControlScenarios {
    static let all: [String: Scenario.Run] = [
        "switch": switchControl,
        "slider": slider,
        "stepper": stepper,
        "progress": progress,
        "segmented": segmented,
        "tabbar": tabBar,
        "pagecontrol": pageControl,
        "picker": picker,
        "textview": textView,
        "searchbar": searchBar,
        "datepicker-time": timePicker,
        "datepicker-date": datePicker,
        "datepicker-countdown": countdownPicker,
        "image": image,
        "scroll": scroll,
    ]

    /// A switch bound both ways to `wifi`.
    static func switchControl(_ arguments: [String]) throws {
        let run = try ControlRun(#"<UISwitch isOn="$$wifi" \#(ControlRun.valueEvents)/>"#, Switch.self)
        try run.code { $0.wifi = true }
        try run.user { gtk_switch_set_active(OpaquePointer($0), 0) }
        run.result("isOn=\(run.control.isOn) wifi=\(run.owner.wifi)")
        run.close()
    }

    /// A slider over 0…2 bound both ways to `volume`.
    static func slider(_ arguments: [String]) throws {
        let run = try ControlRun(#"<UISlider minimumValue="0" maximumValue="$maximum" value="$$volume" \#(ControlRun.valueEvents)/>"#,
                                 Slider.self)
        try run.code {
            $0.volume = 1.5
            $0.maximum = 4
        }
        try run.user { gtk_range_set_value($0.as(GtkRange.self), 0.75) }
        run.result("value=\(run.control.value) volume=\(run.owner.volume)")
        run.close()
    }

    /// A stepper over 0…10 by 0.5 bound both ways to `guests`: two steps up, then a typed value
    /// between steps.
    static func stepper(_ arguments: [String]) throws {
        let run = try ControlRun(#"<UIStepper minimumValue="0" maximumValue="10" stepValue="$step" value="$$guests" \#(ControlRun.valueEvents)/>"#,
                                 Stepper.self)
        try run.code {
            $0.guests = 4
            $0.step = 0.5
        }
        try run.user { spin in
            gtk_spin_button_spin(OpaquePointer(spin), GTK_SPIN_STEP_FORWARD, 0)
            gtk_spin_button_spin(OpaquePointer(spin), GTK_SPIN_STEP_FORWARD, 0)
        }
        run.result("value=\(run.control.value) guests=\(run.owner.guests)")
        // 3.8 lies 2.4 steps of 0.5 below 5: two decrements, to 4.
        try run.user("typed 3.8") { gtk_spin_button_set_value(OpaquePointer($0), 3.8) }
        run.result("value=\(run.control.value) guests=\(run.owner.guests)")
        run.close()
    }

    /// A progress bar bound to `progress` and two activity indicators bound to `busy`, the second
    /// shown while stopped; none takes the user's input.
    static func progress(_ arguments: [String]) throws {
        let owner = ControlOwner()
        let window = try Scenario.show(try Scenario.view("""
            <LMColumnView horizontalAlignment="leading">
                <UIProgressView progress="$progress"/>
                <UIActivityIndicatorView animating="$busy"/>
                <UIActivityIndicatorView animating="$busy" hidesWhenStopped="false"/>
            </LMColumnView>
            """, owner: owner))
        Scenario.printWidgets(of: window)
        owner.progress = 1.5
        owner.busy = true
        try Scenario.settle(window)
        print("code:")
        Scenario.printWidgets(of: window, frames: false)
        window.close()
    }
}

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

extension ControlScenarios {
    /// A text view bound both ways to `notes`, focused as the window opens: the user types at the
    /// end, leaves and comes back.
    static func textView(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UITextView width="240" height="64" font="System 14" textContainerInset="4" textContainer.lineFragmentPadding="$padding"
                text="$$notes" \#(ControlRun.editingEvents)/>
            """#, TextView.self)
        try run.code {
            $0.notes = "Ring twice"
            $0.padding = 2
        }
        try run.user("user types") { view in
            let buffer = gtk_text_view_get_buffer(view.as(GtkTextView.self))
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &end)
            gtk_text_buffer_insert(buffer, &end, ", please", -1)
        }
        run.result("text=\(run.control.text ?? "nil") notes=\(run.owner.notes)")
        // Typing over a selection, as GtkTextView commits text: one user action, two changes.
        try run.user("user types over twice") { view in
            let buffer = gtk_text_view_get_buffer(view.as(GtkTextView.self))
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &start, 5)
            gtk_text_buffer_get_iter_at_offset(buffer, &end, 10)
            gtk_text_buffer_select_range(buffer, &start, &end)
            gtk_text_buffer_begin_user_action(buffer)
            gtk_text_buffer_delete_selection(buffer, 1, 1)
            gtk_text_buffer_insert_interactive_at_cursor(buffer, "once", -1, 1)
            gtk_text_buffer_end_user_action(buffer)
        }
        run.result("text=\(run.control.text ?? "nil") notes=\(run.owner.notes)")
        try run.user("user leaves") { gtk_root_set_focus(gtk_widget_get_root($0), nil) }
        run.result("isEditing=\(run.control.isEditing)")
        try run.user("user comes back") { gtk_widget_grab_focus($0) }
        run.result("isEditing=\(run.control.isEditing)")
        run.close()
    }

    /// A search bar bound both ways to `query`, its placeholder to `hint`: the user types, searches
    /// and cancels.
    static func searchBar(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UISearchBar width="240" placeholder="$hint" searchTextPositionAdjustment="8 0" text="$$query" \#(ControlRun.editingEvents)
                onSearchButtonClicked="SearchButtonClicked" onPrimaryActionTriggered="PrimaryActionTriggered"
                onCancelButtonClicked="CancelButtonClicked"/>
            """#, SearchBar.self)
        try run.code {
            $0.query = "pizza"
            $0.hint = "Find a pizzeria"
        }
        try run.user("user types") { gtk_editable_set_text(OpaquePointer($0), "pasta") }
        run.result("text=\(run.control.text ?? "nil") query=\(run.owner.query)")
        try run.user("user types more") { entry in
            var end = Int32(-1)
            gtk_editable_insert_text(OpaquePointer(entry), "!", -1, &end)
        }
        run.result("text=\(run.control.text ?? "nil") query=\(run.owner.query)")
        // Enter is a key binding of the entry's text, which emits its `activate`; the entry relays it.
        try run.user("user presses Enter") { entry in
            ControlRun.emit("activate", on: UnsafeMutableRawPointer(gtk_editable_get_delegate(OpaquePointer(entry))).assumingMemoryBound(to: GtkWidget.self))
        }
        run.result("text=\(run.control.text ?? "nil") query=\(run.owner.query)")
        // Escape is a key binding of the entry, which emits its `stop-search`.
        try run.user("user presses Escape") { ControlRun.emit("stop-search", on: $0) }
        run.result("text=\(run.control.text ?? "nil") query=\(run.owner.query)")
        run.close()
    }
}

extension ControlScenarios {
    /// The pizza form's time picker, in UTC, bound both ways to `deliveryTime`: the user turns the
    /// minutes back, the hours on, then types minutes between steps.
    static func timePicker(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UIDatePicker datePickerMode="time" minuteInterval="15" timeZone="UTC" date="$$deliveryTime" \#(ControlRun.valueEvents)/>
            """#, DatePicker.self)
        try run.code { $0.deliveryTime = utc(2026, 11, 24, 19, 45) }
        let hours = { ControlRun.child(1, of: $0) }, minutes = { ControlRun.child(2, of: $0) }
        try run.user("user turns minutes back") { gtk_spin_button_spin(OpaquePointer(minutes($0)), GTK_SPIN_STEP_BACKWARD, 0) }
        run.result(pickedDate(run))
        try run.user("user turns hours on") { gtk_spin_button_spin(OpaquePointer(hours($0)), GTK_SPIN_STEP_FORWARD, 0) }
        run.result(pickedDate(run))
        try run.user("user types 10 minutes") { gtk_spin_button_set_value(OpaquePointer(minutes($0)), 10) }
        run.result(pickedDate(run))
        run.close()
    }

    /// A date and time picker in Tokyo (9 hours ahead of UTC) bound both ways to `deliveryTime`:
    /// the user chooses a day on the calendar.
    static func datePicker(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UIDatePicker datePickerMode="dateAndTime" timeZone="Asia/Tokyo" date="$$deliveryTime" \#(ControlRun.valueEvents)/>
            """#, DatePicker.self, width: 520)
        try run.code { $0.deliveryTime = utc(2026, 12, 31, 15, 0) }
        try run.user("user chooses January 15") { picker in
            guard let day = g_date_time_new_local(2027, 1, 15, 12, 0, 0) else { return }
            gtk_calendar_select_day(OpaquePointer(ControlRun.child(0, of: picker)), day)
            g_date_time_unref(day)
        }
        run.result(pickedDate(run))
        run.close()
    }

    /// A countdown in steps of 5 minutes bound both ways to `timer`: the user turns the hours on,
    /// then the minutes.
    static func countdownPicker(_ arguments: [String]) throws {
        let run = try ControlRun(#"""
            <UIDatePicker datePickerMode="countDownTimer" minuteInterval="5" countDownDuration="$$timer" \#(ControlRun.valueEvents)/>
            """#, DatePicker.self)
        try run.code { $0.timer = 600 }
        try run.user("user turns hours on") { gtk_spin_button_spin(OpaquePointer(ControlRun.child(1, of: $0)), GTK_SPIN_STEP_FORWARD, 0) }
        run.result("countDownDuration=\(run.control.countDownDuration) timer=\(run.owner.timer)")
        try run.user("user turns minutes on") { gtk_spin_button_spin(OpaquePointer(ControlRun.child(2, of: $0)), GTK_SPIN_STEP_FORWARD, 0) }
        run.result("countDownDuration=\(run.control.countDownDuration) timer=\(run.owner.timer)")
        run.close()
    }

    /// The picker's date as its wheels show it, and the owner's in UTC.
    private static func pickedDate(_ run: ControlRun<DatePicker>) -> String {
        "date=\(run.control.text(for: run.control.date)) deliveryTime=\(ISO8601DateFormatter().string(from: run.owner.deliveryTime))"
    }

    /// A moment given in UTC.
    nonisolated static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)) ?? Date(timeIntervalSince1970: 0)
    }
}

extension ControlScenarios {
    /// Image views in a folder holding `logo.png` (24×12 pixels): a placeholder bound to `icon`, the
    /// logo fitting its frame, and a placeholder shown unscaled; then the owner names other images.
    static func image(_ arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-scenarios-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 24, 12) else { throw ScenarioError("no surface") }
        let status = cairo_surface_write_to_png(surface, folder.appendingPathComponent("logo.png").path)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw ScenarioError("logo.png was not written") }
        guard FileManager.default.changeCurrentDirectoryPath(folder.path) else { throw ScenarioError("cannot enter \(folder.path)") }
        let owner = ControlOwner()
        let window = try Scenario.show(try Scenario.view("""
            <LMColumnView horizontalAlignment="leading">
                <UIImageView image="$icon"/>
                <UIImageView image="$logo" imageSize="48 24" contentMode="scaleAspectFit"/>
                <UIImageView image="mail" imageSize="32 32" contentMode="$mode"/>
            </LMColumnView>
            """, owner: owner))
        Scenario.printWidgets(of: window)
        owner.icon = "fax_icon"
        owner.logo = "logo.png"
        owner.mode = .scaleToFill
        try Scenario.settle(window)
        print("code:")
        Scenario.printWidgets(of: window)
        owner.icon = nil
        owner.logo = "missing"
        try Scenario.settle(window)
        print("code:")
        Scenario.printWidgets(of: window)
        window.close()
    }
}

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

/// One control in a window: its view, its presenter and its owner, and the steps of a scenario.
@MainActor
struct ControlRun<Control: View> {
    /// Every event a kit control sends, each connected to the owner's action of the same name.
    static var eventNames: [String] {
        ["ValueChanged", "PrimaryActionTriggered", "EditingDidBegin", "EditingChanged", "EditingDidEnd",
         "SearchButtonClicked", "CancelButtonClicked"]
    }

    /// The attributes connecting a text control's editing events.
    static var editingEvents: String {
        #"onEditingDidBegin="EditingDidBegin" onEditingChanged="EditingChanged" onEditingDidEnd="EditingDidEnd""#
    }

    /// The attributes connecting a value control's events.
    static var valueEvents: String {
        #"onValueChanged="ValueChanged" onPrimaryActionTriggered="PrimaryActionTriggered""#
    }

    let owner: ControlOwner
    let window: Window
    let control: Control
    let presenter: WidgetPresenter

    /// Shows `element` at its natural width in a column, prints the window's widgets and the events
    /// sent as it opened (a window focuses its first text control), and finds the one `Control`.
    init(_ element: String, _ type: Control.Type, owner: ControlOwner = ControlOwner(), width: Int = 400, height: Int = 300) throws {
        self.owner = owner
        window = try Scenario.show(try Scenario.view(#"<LMColumnView horizontalAlignment="leading">\#(element)</LMColumnView>"#, owner: owner), width: width, height: height)
        guard let presenter = window.allWidgets.first(where: { $0.view is Control }), let control = presenter.view as? Control else {
            throw ScenarioError("no \(Control.self) in the window")
        }
        self.presenter = presenter
        self.control = control
        Scenario.printWidgets(of: window)
        print("events: \(owner.events)")
        owner.events = []
    }

    /// Changes the owner in code, then prints the control's widget and the events sent (none).
    func code(_ change: (ControlOwner) -> Void) throws {
        change(owner)
        try Scenario.settle(window)
        print("code: " + presenter.widgetState)
        print("events: \(owner.events)")
    }

    /// Acts on the control's widget as the user would, then prints what the widget shows.
    func user(_ title: String = "user", _ act: (WidgetPointer) -> Void) throws {
        owner.events = []
        act(presenter.widget)
        try Scenario.settle(window)
        print("\(title): " + presenter.widgetState)
    }

    /// Prints `values` and the events the user's act sent.
    func result(_ values: String) {
        print(values)
        print("events: \(owner.events)")
    }

    func close() {
        window.close()
    }

    /// The `index`th child of a GTK widget (a segment's button, a component's drop-down).
    static func child(_ index: Int, of widget: WidgetPointer) -> WidgetPointer {
        var child = gtk_widget_get_first_child(widget)
        for _ in 0..<index { child = child.flatMap { gtk_widget_get_next_sibling($0) } }
        guard let child else { preconditionFailure("\(typeName(widget)) has no child \(index)") }
        return child
    }

    /// Emits `signal`, which takes no argument, on `widget`, as a key binding does (Escape's
    /// `stop-search`, Enter's `activate`); `g_signal_emit_by_name` is variadic, which Swift cannot call.
    static func emit(_ signal: String, on widget: WidgetPointer) {
        let type = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        var instance = GValue()
        g_value_init(&instance, type)
        g_value_set_object(&instance, UnsafeMutableRawPointer(widget))
        g_signal_emitv(&instance, g_signal_lookup(signal, type), 0, nil)
        g_value_unset(&instance)
    }

    static func typeName(_ widget: WidgetPointer) -> String {
        String(cString: g_type_name(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type))
    }
}

extension Window {
    /// Every presenter in the window, the nested ones (a scroll view's content) after their host's.
    var allWidgets: [WidgetPresenter] {
        func flattened(_ presenters: [WidgetPresenter]) -> [WidgetPresenter] {
            presenters.flatMap { [$0] + flattened($0.nestedWidgets) }
        }
        return flattened(widgets)
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget as another GTK type whose struct Swift sees.
    func `as`<Target>(_: Target.Type) -> UnsafeMutablePointer<Target> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: Target.self)
    }
}

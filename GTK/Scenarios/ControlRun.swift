#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation

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
#endif

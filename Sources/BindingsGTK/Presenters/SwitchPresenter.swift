#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``Switch`` as a `GtkSwitch`; the user flipping it is ``Switch/userDidToggle()``.
@MainActor
final class SwitchPresenter: WidgetPresenter {
    private let control: Switch
    private var shownOn: Bool?

    init(control: Switch) {
        self.control = control
        super.init(view: control, widget: gtk_switch_new())
        keepsNaturalSize()
        // `notify::active` hears every way the switch turns: a click, a drag, the keyboard.
        Signal.connect(widget.object, "notify::active", pointer: { [weak self] _ in self?.switchChanged() })
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["isOn"]
    }

    override var widgetState: String {
        "GtkSwitch " + (isActive ? "on" : "off")
    }

    private var isActive: Bool {
        gtk_switch_get_active(widget.opaque) != 0
    }

    override func update() {
        super.update()
        guard control.isOn != shownOn else { return }
        shownOn = control.isOn
        if isActive != control.isOn {
            gtk_switch_set_active(widget.opaque, control.isOn ? 1 : 0)
        }
    }

    private func switchChanged() {
        guard !isApplying, isActive != control.isOn else { return }
        control.userDidToggle()
    }
}
#endif

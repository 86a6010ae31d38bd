#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// What entries, search entries and text views share.
@MainActor
enum Editable {
    /// The text of a `GtkEditable`.
    static func text(of widget: WidgetPointer) -> String {
        gtk_editable_get_text(widget.opaque).map { String(cString: $0) } ?? ""
    }

    /// The input purpose GTK gives an on-screen keyboard for a kit keyboard type.
    static func purpose(of keyboard: KeyboardType) -> GtkInputPurpose {
        switch keyboard {
        case .numberPad, .asciiCapableNumberPad: GTK_INPUT_PURPOSE_DIGITS
        case .decimalPad, .numbersAndPunctuation: GTK_INPUT_PURPOSE_NUMBER
        case .phonePad, .namePhonePad: GTK_INPUT_PURPOSE_PHONE
        case .emailAddress: GTK_INPUT_PURPOSE_EMAIL
        case .URL, .webSearch: GTK_INPUT_PURPOSE_URL
        default: GTK_INPUT_PURPOSE_FREE_FORM
        }
    }
}

/// The text a `GtkEditable` shows for a view's text: setting the text it shows already does
/// nothing, and the user's edit is the text the widget holds after it. (The presenter tells its
/// own changes apart with ``WidgetPresenter/isApplying``.)
@MainActor
struct EditableText {
    private var shown: String?

    /// Shows `text` in `widget` unless it shows it already.
    mutating func show(_ text: String, in widget: WidgetPointer) {
        guard text != shown else { return }
        shown = text
        guard Editable.text(of: widget) != text else { return }
        gtk_editable_set_text(widget.opaque, text)
    }

    /// The text the user left in `widget` after the edit that changed it.
    mutating func userEdit(in widget: WidgetPointer) -> String {
        let text = Editable.text(of: widget)
        shown = text
        return text
    }
}

/// Focus entering and leaving a widget: a text control begins and ends editing with it.
@MainActor
enum FocusEvents {
    static func connect(_ widget: WidgetPointer, began: @escaping @MainActor () -> Void, ended: @escaping @MainActor () -> Void) {
        let controller = gtk_event_controller_focus_new()!
        Signal.connect(UnsafeMutableRawPointer(controller), "enter", began)
        Signal.connect(UnsafeMutableRawPointer(controller), "leave", ended)
        gtk_widget_add_controller(widget, controller)
    }
}
#endif

#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``TextField`` as a `GtkEntry`. Typing is the user editing the field
/// (``TextField/userDidEdit(_:)``: its `text` changes, so a two-way binding carries it to the
/// model), Enter is ``TextField/userDidReturn()``, and focus begins and ends editing. The side
/// views shown lie in the entry's margins, their widgets placed by the host.
@MainActor
final class TextFieldPresenter: WidgetPresenter {
    private let field: TextField
    private var text = EditableText()
    private var shownPlaceholder: String?
    private var shownSecure: Bool?
    private var shownAlignment: TextAlignment?
    private var shownKeyboard: KeyboardType?
    private var shownSideWidths: [Int32]?

    init(field: TextField) {
        self.field = field
        super.init(view: field, widget: gtk_entry_new())
        // `notify::text` comes once per change; `changed` comes twice when the text is replaced
        // (a deletion, then an insertion), which would be two edits for one.
        Signal.connect(widget.object, "notify::text", pointer: { [weak self] _ in self?.entryChanged() })
        Signal.connect(widget.object, "activate") { [weak self] in self?.field.userDidReturn() }
        // Side views shown only while editing, or only while not, come and go with the focus.
        FocusEvents.connect(widget, began: { [weak self] in
            self?.field.userDidBeginEditing()
            self?.apply()
        }, ended: { [weak self] in
            self?.field.userDidEndEditing()
            self?.apply()
        })
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["text", "placeholder", "font", "textColor", "textAlignment", "isSecureTextEntry", "keyboardType",
                           "leftViewMode", "rightViewMode"]
    }

    override var style: WidgetStyle {
        WidgetStyle(font: field.font, textColor: field.textColor, background: field.backgroundColor)
    }

    override var widgetState: String {
        let placeholder = gtk_entry_get_placeholder_text(widget.as(GtkEntry.self)).map { String(cString: $0) } ?? ""
        return "GtkEntry " + String(reflecting: Editable.text(of: widget)) + " placeholder=" + String(reflecting: placeholder)
    }

    /// The host places the side views' widgets over the entry's margins.
    override var showsSubviews: Bool { false }

    override func update() {
        super.update()
        // The entry keeps its text clear of the side views shown: they lie in its margins.
        let sides = field.sideViewWidths
        let widths = [Int32(sides.left.rounded(.up)), Int32(sides.right.rounded(.up))]
        if widths != shownSideWidths {
            gtk_widget_set_margin_start(widget, widths[0])
            gtk_widget_set_margin_end(widget, widths[1])
            shownSideWidths = widths
        }
        text.show(field.text ?? "", in: widget)
        if field.placeholder != shownPlaceholder {
            gtk_entry_set_placeholder_text(widget.as(GtkEntry.self), field.placeholder)
            shownPlaceholder = field.placeholder
        }
        if field.isSecureTextEntry != shownSecure {
            gtk_entry_set_visibility(widget.as(GtkEntry.self), field.isSecureTextEntry ? 0 : 1)
            shownSecure = field.isSecureTextEntry
        }
        if field.textAlignment != shownAlignment {
            gtk_editable_set_alignment(widget.opaque, LabelPresenter.alignment(field.textAlignment).0)
            shownAlignment = field.textAlignment
        }
        if field.keyboardType != shownKeyboard {
            gtk_entry_set_input_purpose(widget.as(GtkEntry.self), Editable.purpose(of: field.keyboardType))
            shownKeyboard = field.keyboardType
        }
    }

    private func entryChanged() {
        guard !isApplying else { return }
        field.userDidEdit(text.userEdit(in: widget))
    }
}
#endif

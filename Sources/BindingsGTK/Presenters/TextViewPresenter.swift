#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// Shows a ``TextView`` as a `GtkTextView` wrapping at words, in the view's font and color, with
/// `textContainerInset` (and the container's line fragment padding, left and right) as its margins,
/// in a framed `GtkScrolledWindow`: the frame shows it can be typed in, and a text longer than the
/// view's height scrolls inside it instead of growing over the views below.
/// Typing is the user editing the text (``TextView/userDidEdit(_:)``): once per change of the
/// buffer, or once per user action (typing over a selection deletes, then inserts), and focus
/// begins and ends editing.
@MainActor
final class TextViewPresenter: WidgetPresenter {
    private let textView: TextView
    /// The text view, inside the presenter's scrolled window.
    private let editor: WidgetPointer
    private var shownText: String?
    private var shownMargins: [Int32]?
    private var shownEditable: Bool?
    /// How deep the buffer is in user actions, whose changes make one edit when the outermost ends.
    private var userActionDepth = 0
    private var hasPendingEdit = false

    init(textView: TextView) {
        self.textView = textView
        editor = gtk_text_view_new()
        super.init(view: textView, widget: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(widget.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_has_frame(widget.opaque, 1)
        // Unsized, the view is as tall as its text; the document's height keeps it to that.
        gtk_scrolled_window_set_propagate_natural_height(widget.opaque, 1)
        gtk_scrolled_window_set_child(widget.opaque, editor)
        gtk_text_view_set_wrap_mode(editor.as(GtkTextView.self), GTK_WRAP_WORD_CHAR)
        Signal.connect(UnsafeMutableRawPointer(buffer), "changed") { [weak self] in self?.bufferChanged() }
        Signal.connect(UnsafeMutableRawPointer(buffer), "begin-user-action") { [weak self] in self?.userActionDepth += 1 }
        Signal.connect(UnsafeMutableRawPointer(buffer), "end-user-action") { [weak self] in self?.userActionEnded() }
        FocusEvents.connect(editor, began: { [weak self] in self?.textView.userDidBeginEditing() },
                            ended: { [weak self] in self?.textView.userDidEndEditing() })
    }

    override class var shownKeys: [String] {
        super.shownKeys + ["text", "font", "textColor", "textContainerInset", "textContainer.lineFragmentPadding", "isEditable"]
    }

    override var style: WidgetStyle {
        WidgetStyle(font: textView.font, textColor: textView.textColor, background: textView.backgroundColor)
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> {
        gtk_text_view_get_buffer(editor.as(GtkTextView.self))
    }

    private var bufferText: String {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The text, then the margins as top, left, bottom, right (UIKit's order of insets).
    override var widgetState: String {
        let view = editor.as(GtkTextView.self)
        let margins = [gtk_text_view_get_top_margin(view), gtk_text_view_get_left_margin(view),
                       gtk_text_view_get_bottom_margin(view), gtk_text_view_get_right_margin(view)]
        return "GtkTextView " + String(reflecting: bufferText) + " margins " + margins.map(String.init).joined(separator: ",")
            + (gtk_text_view_get_editable(view) != 0 ? "" : " read-only")
    }

    override func update() {
        super.update()
        let view = editor.as(GtkTextView.self)
        let text = textView.text ?? ""
        if text != shownText {
            shownText = text
            if bufferText != text {
                gtk_text_buffer_set_text(buffer, text, -1)
            }
        }
        let inset = textView.textContainerInset
        let padding = max(0, textView.textContainer.lineFragmentPadding)
        let margins = [inset.top, inset.left + padding, inset.bottom, inset.right + padding].map { length in
            Int32(clamping: Int((length.isFinite ? min(max(length, 0), 10_000) : 0).rounded()))
        }
        if margins != shownMargins {
            gtk_text_view_set_top_margin(view, margins[0])
            gtk_text_view_set_left_margin(view, margins[1])
            gtk_text_view_set_bottom_margin(view, margins[2])
            gtk_text_view_set_right_margin(view, margins[3])
            shownMargins = margins
        }
        if textView.isEditable != shownEditable {
            gtk_text_view_set_editable(view, textView.isEditable ? 1 : 0)
            gtk_text_view_set_cursor_visible(view, textView.isEditable ? 1 : 0)
            shownEditable = textView.isEditable
        }
    }

    private func bufferChanged() {
        guard !isApplying else { return }
        guard userActionDepth == 0 else {
            hasPendingEdit = true
            return
        }
        sendEdit()
    }

    private func userActionEnded() {
        userActionDepth = max(0, userActionDepth - 1)
        guard userActionDepth == 0, hasPendingEdit else { return }
        hasPendingEdit = false
        sendEdit()
    }

    private func sendEdit() {
        let text = bufferText
        shownText = text
        textView.userDidEdit(text)
    }
}
#endif

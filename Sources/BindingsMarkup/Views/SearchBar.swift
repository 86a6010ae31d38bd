import Bindings

/// A search field: `UISearchBar` in MarkupKit documents.
///
/// ``userDidEdit(_:)`` stands for the user typing: it sets `text` (two-way bindable), then sends
/// `EditingChanged` (after `EditingDidBegin` when the user was not editing); ``userDidSearch()``
/// stands for the search key (`SearchButtonClicked`, `PrimaryActionTriggered`),
/// ``userDidCancel()`` for the cancel button, which clears the text (`CancelButtonClicked`), and
/// ``userDidEndEditing()`` for leaving the field (`EditingDidEnd`). Its
/// content size is UIKit's 56 points tall and as wide as proposed.
open class SearchBar: Control, TextEditingControl {
    /// The search text, or `nil` for none.
    @Observed public var text: String? = nil
    /// The text shown while `text` is empty.
    @Observed public var placeholder: String? = nil
    /// Whether the bar shows a Cancel button.
    @Observed public var showsCancelButton = false
    /// The font of the text; the default is System 16.
    @Observed public var font = Font.system()
    /// How far the text and placeholder are moved within the field, as UIKit's; pictures move
    /// them by points, the text renderer's whole characters do not.
    @Observed public var searchTextPositionAdjustment = Offset.zero

    /// UIKit's height of a search bar.
    nonisolated public static let barHeight = 56.0

    /// The editing events, `SearchButtonClicked`, `PrimaryActionTriggered` and `CancelButtonClicked`.
    nonisolated open override class var markupEvents: [ControlEvent] {
        super.markupEvents + [.searchButtonClicked, .primaryActionTriggered, .cancelButtonClicked]
    }

    /// Simulates the search key: sends `SearchButtonClicked`, then `PrimaryActionTriggered`, as the
    /// bar's search field (a text field) does on return.
    public func userDidSearch() {
        guard isEnabled else { return }
        sendActions(for: [.searchButtonClicked, .primaryActionTriggered])
    }

    /// Simulates the Cancel button: empties the text (to `""`, as UIKit's bar reads when empty, so a
    /// two-way bound `String` follows), then sends `CancelButtonClicked`.
    public func userDidCancel() {
        guard isEnabled else { return }
        text = ""
        sendActions(for: .cancelButtonClicked)
    }

    /// As wide as proposed (or 320 points when unbounded), ``barHeight`` tall.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width.isFinite ? proposal.width : 320, height: Self.barHeight)
    }
}

// A search bar draws a field with a magnifier.
extension SearchBar: TextDrawing, SVGDrawing {
    /// Draws `⌕ [text___] Cancel` on the middle row, the placeholder dimmed when the text is empty.
    public func draw(in canvas: inout TextCanvas) {
        let content = text ?? ""
        let cancel = showsCancelButton ? " Cancel" : ""
        let inner = max(1, canvas.columns - 4 - cancel.count)
        let shown = String((content.isEmpty ? placeholder ?? "" : content).prefix(inner))
        canvas.write("⌕ [" + shown + String(repeating: "_", count: max(0, inner - shown.count)) + "]",
                     row: canvas.rows / 2, style: TextCanvas.Style(dim: content.isEmpty))
        if showsCancelButton { canvas.write(cancel, column: canvas.columns - cancel.count, row: canvas.rows / 2) }
    }

    /// Draws a rounded gray field with the text or placeholder, moved by ``searchTextPositionAdjustment``,
    /// and the Cancel button in the accent color.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        let metrics = TextMetrics(font: font)
        let cancelWidth = showsCancelButton ? metrics.width(ofCharacters: 7) : 0
        let field = Rect(x: frame.minX + 8, y: frame.minY + 10, width: max(0, abs(frame.width) - 16 - cancelWidth), height: abs(frame.height) - 20)
        canvas.rectangle(field, fill: Color(white: 0.93), cornerRadius: 10)
        let isEmpty = (text ?? "").isEmpty
        let baseline = field.minY + (field.height - metrics.lineHeight) / 2 + metrics.baseline
        canvas.text("⌕ " + (isEmpty ? placeholder ?? "" : text ?? ""), x: field.minX + 8 + searchTextPositionAdjustment.horizontal,
                    baseline: baseline + searchTextPositionAdjustment.vertical, font: font,
                    color: isEmpty ? SVGRenderer.outline : .black)
        if showsCancelButton {
            canvas.text("Cancel", x: frame.maxX - 8, baseline: baseline, font: font, color: SVGRenderer.accent, anchor: .end)
        }
    }
}

import Bindings

/// Multi-line editable text: `UITextView` in MarkupKit documents.
///
/// The text wraps within the view's width less ``textContainerInset`` and the container's
/// `lineFragmentPadding` on each side (markup sets `textContainer.lineFragmentPadding="0"`, as UIKit
/// code does). ``userDidEdit(_:)`` stands for the user typing: it sets `text`, so two-way bindings
/// hear it, then sends `EditingChanged` (after `EditingDidBegin` when the user was not editing);
/// ``userDidEndEditing()`` sends `EditingDidEnd`. Return inserts a line, so there is no primary action. A view with no `height` is as tall as its wrapped text.
open class TextView: Control, TextEditingControl {
    /// The text, or `nil` for none.
    @Observed public var text: String? = nil
    /// The font; the default is System 16.
    @Observed public var font = Font.system()
    /// The text's color, or `nil` for the terminal's own.
    @Observed public var textColor: Color? = .black
    /// The space between the frame and the text container; UIKit's default is 8 points above and below.
    @Observed public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Whether the user may edit the text.
    @Observed public var isEditable = true

    /// The container the text is laid out in; its padding is a key path of the view's
    /// (`textContainer.lineFragmentPadding`).
    nonisolated public let textContainer: TextContainer

    /// Adds `text`, `font` and `textContainerInset`.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["text", "font", "textContainerInset"]
    }

    /// The control keys plus `textContainer` and `editable`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        textViewComputedKeys
    }

    nonisolated private static let textViewComputedKeys = Control.computedKeys.merging([
        "textContainer": ComputedKey(\TextView.textContainer),
        "editable": ComputedKey(\TextView.editable, dependsOn: "isEditable"),
    ]) { _, own in own }

    /// ``isEditable`` under UIKit's markup name.
    nonisolated public var editable: Bool {
        get { MainActor.assumeIsolated { isEditable } }
        set { MainActor.assumeIsolated { isEditable = newValue } }
    }

    /// Creates an empty, editable text view.
    public required init() {
        textContainer = TextContainer()
        super.init()
        textContainer.view = self
    }

    /// The text wrapped within `width` less the insets and padding.
    public func textLayout(width: Double) -> TextLayout {
        TextLayout(text: text, font: font, width: max(0, width - horizontalInsets), numberOfLines: 0)
    }

    /// The room the insets and padding take across.
    var horizontalInsets: Double {
        textContainerInset.left + textContainerInset.right + 2 * max(0, textContainer.lineFragmentPadding)
    }

    /// The wrapped text plus the insets; at least one line tall.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let layout = textLayout(width: proposal.width)
        let lines = max(1, layout.lines.count)
        let widest = layout.lines.map(\.count).max() ?? 0
        return Size(width: min(layout.metrics.width(ofCharacters: widest) + horizontalInsets, proposal.width),
                    height: Double(lines) * layout.metrics.lineHeight + textContainerInset.top + textContainerInset.bottom)
    }
}

// A text view draws its wrapped text.
extension TextView: TextDrawing, SVGDrawing {
    /// Draws the wrapped lines from the top inset, as many as the frame holds.
    public func draw(in canvas: inout TextCanvas) {
        let layout = textLayout(width: canvas.frame.width)
        let left = textContainerInset.left + max(0, textContainer.lineFragmentPadding)
        let firstRow = Int((textContainerInset.top / layout.metrics.lineHeight).rounded(.down))
        let fitting = Int(((canvas.frame.height - textContainerInset.top - textContainerInset.bottom) / layout.metrics.lineHeight + 1e-9).rounded(.down))
        for (index, line) in layout.lines.prefix(max(0, fitting)).enumerated() {
            canvas.writeLine(line, offset: canvas.column(atX: canvas.frame.minX + left), row: firstRow + index,
                             style: TextCanvas.Style(font: font, color: textColor))
        }
    }

    /// Draws an outline and each wrapped line on its baseline.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        canvas.rectangle(frame, stroke: SVGRenderer.outline)
        let layout = textLayout(width: abs(frame.width))
        let left = frame.minX + textContainerInset.left + max(0, textContainer.lineFragmentPadding)
        for (index, line) in layout.lines.enumerated() {
            let top = textContainerInset.top + Double(index) * layout.metrics.lineHeight
            guard top + layout.metrics.lineHeight <= abs(frame.height) - textContainerInset.bottom + 1e-9 else { break }
            canvas.text(line, x: left, baseline: frame.minY + top + layout.metrics.baseline, font: font, color: textColor ?? .black)
        }
    }
}

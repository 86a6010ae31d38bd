import Bindings

/// A view that shows text: `UILabel` in MarkupKit documents.
///
/// Its size follows its text (see ``TextLayout`` and ``TextMetrics`` for the wrapping rules and the
/// unit): proposed a width, it wraps to it; with no width limit it takes its longest line.
/// `numberOfLines` limits the lines (0 = unlimited, the default 1 is UILabel's). Text is drawn from the
/// top of the label's bounds, aligned horizontally by `textAlignment` (`natural` and `justified`
/// align left, as the kit lays out left to right only).
open class Label: View {
    /// The text, or `nil` for none.
    @Observed public var text: String? = nil
    /// The font; the default is System 16 (UILabel's is 17): one line is one row of the text renderer.
    @Observed public var font = Font.system()
    /// The color of the text.
    @Observed public var textColor = Color.black
    /// What the text says about its content (an error, a success, secondary text); anything but
    /// `plain` draws in the tone's color instead of ``textColor``.
    @Observed public var tone = TextTone.plain
    /// The most lines shown; 0 means no limit. The last kept line of a longer text ends in `…`.
    @Observed public var numberOfLines = 1
    /// How lines are aligned within the label's width.
    @Observed public var textAlignment = TextAlignment.natural
    /// How a line that does not fit ends, as UIKit's; kept for apps to read (see ``LineBreakMode``).
    @Observed public var lineBreakMode = LineBreakMode.byTruncatingTail
    /// Whether a one-line label shrinks its font so that its text fits its width, down to
    /// ``minimumScaleFactor`` of the font's size.
    @Observed public var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of ``font``'s size the text shrinks to; 0 (the default) is no limit.
    @Observed public var minimumScaleFactor = 0.0
    /// The color of the text's shadow, or `nil` for none (UILabel's default); kept for toolkits,
    /// as the text and SVG pictures draw no shadow.
    @Observed public var shadowColor: Color? = nil
    /// How far the text's shadow falls; (0, -1) by default, as UILabel's.
    @Observed public var shadowOffset = Size(width: 0, height: -1)

    /// The view keys plus ``shadowOffsetWidth`` and ``shadowOffsetHeight``.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        Label.labelComputedKeys
    }

    /// Adds `text`, `font`, `numberOfLines`, `adjustsFontSizeToFitWidth` and `minimumScaleFactor`.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["text", "font", "numberOfLines", "adjustsFontSizeToFitWidth", "minimumScaleFactor"]
    }

    /// The text wrapped to `width` with the label's font (shrunk to fit, see
    /// ``displayedFont(forWidth:)``) and line limit.
    public func textLayout(width: Double) -> TextLayout {
        TextLayout(text: text, font: displayedFont(forWidth: width), width: width, numberOfLines: numberOfLines)
    }

    /// The font the text is drawn in at `width`: ``font``, or with ``adjustsFontSizeToFitWidth`` on
    /// a one-line label whose text is wider, ``font`` scaled down to fit, no less than
    /// ``minimumScaleFactor`` of its size.
    public func displayedFont(forWidth width: Double) -> Font {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, width.isFinite, width > 0, let text, !text.isEmpty else { return font }
        let natural = TextMetrics(font: font).width(ofCharacters: text.count)
        guard natural > width else { return font }
        let floor = minimumScaleFactor.isFinite ? min(max(minimumScaleFactor, 0), 1) : 0
        return Font(name: font.name, size: font.size * max(floor, width / natural), weight: font.weight, italic: font.italic)
    }

    /// The size of the text wrapped to the proposed width.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        TextLayout.measuredSize(of: text, font: displayedFont(forWidth: proposal.width), width: proposal.width, numberOfLines: numberOfLines)
    }

    /// The first line's baseline, `font.size` below the top; `nil` without text.
    open override func firstBaseline(in size: Size) -> Double? {
        // Any text has a first line, wherever it wraps: no need to wrap it.
        (text ?? "").isEmpty ? nil : TextMetrics(font: font).baseline
    }

    /// The last line's baseline: the first one's, one line height up from the bottom of the text
    /// as it wraps at `size`'s width.
    open override func lastBaseline(in size: Size) -> Double? {
        guard let first = firstBaseline(in: size) else { return nil }
        let font = displayedFont(forWidth: size.width)
        let height = TextLayout.measuredSize(of: text, font: font, width: size.width, numberOfLines: numberOfLines).height
        return height - TextMetrics(font: font).lineHeight + first
    }
}

/// The deterministic font metrics of the headless view kit, in points (1 point = 1 layout unit).
///
/// There is no font rasterizer on a headless Linux host, so text is measured as if every font were
/// monospaced:
///
/// - each character (grapheme cluster) is `size / 2` wide, or `size × 9/16` for bold fonts;
/// - a line is `size × 5/4` tall, and lines follow each other with no extra leading;
/// - the baseline of a line lies `size` below its top, leaving `size / 4` for descenders.
///
/// The factors are dyadic fractions (halves, sixteenths, quarters), so for whole and half point
/// sizes every width, height and sum of them is exact in binary floating point: frames compare
/// exactly, and a text measured at its own width wraps the same way again. `System 16` is 8 points per
/// character and 20 points per line; the text renderer draws one character per 8×20-point cell.
public struct TextMetrics: Sendable, Hashable {
    /// The width of one character.
    public let characterWidth: Double
    /// The height of one line.
    public let lineHeight: Double
    /// The distance from the top of a line to its baseline.
    public let baseline: Double

    /// The metrics of `font`.
    public init(font: Font) {
        characterWidth = font.weight == .bold ? font.size * 9 / 16 : font.size / 2
        lineHeight = font.size * 5 / 4
        baseline = font.size
    }

    /// How many whole characters fit in `width`; at least 1, so that text always progresses.
    ///
    /// A width a hair under a multiple of the character width (from arithmetic elsewhere) still
    /// counts that character: measuring a text and wrapping it at the measured width agree.
    public func characters(fitting width: Double) -> Int {
        guard width.isFinite else { return Int.max }
        let count = (max(0, width) / characterWidth + 1e-9).rounded(.down)
        return max(1, count < Double(Int.max) ? Int(count) : Int.max)
    }

    /// The width of `count` characters.
    public func width(ofCharacters count: Int) -> Double {
        Double(count) * characterWidth
    }
}

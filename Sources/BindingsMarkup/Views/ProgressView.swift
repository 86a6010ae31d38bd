import Bindings

/// How far a task has come, from 0 to 1: `UIProgressView` in MarkupKit documents.
///
/// Its content size is 160 points wide and 4 tall; it draws ``progress`` clamped to 0…1.
open class ProgressView: View {
    /// The progress, from 0 (none) to 1 (done).
    @Observed public var progress = 0.0
    /// UIKit's look: the default bar, or the thinner one of a toolbar.
    @Observed public var progressViewStyle = ProgressViewStyle.default

    /// The size of every progress view.
    nonisolated public static let progressSize = Size(width: 160, height: 4)

    /// ``progress`` clamped to 0…1 (0 for a value that is not a number).
    public var shownProgress: Double {
        progress.isFinite ? min(max(progress, 0), 1) : 0
    }

    /// ``progressSize``.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Self.progressSize
    }
}

extension ProgressView: CenteredLineDrawing, SVGDrawing {
    /// Draws `█` for the part done and `░` for the rest, across the frame.
    public func draw(in canvas: inout TextCanvas) {
        let width = max(1, canvas.columns)
        let done = Int((shownProgress * Double(width)).rounded())
        canvas.write(String(repeating: "█", count: done) + String(repeating: "░", count: width - done))
    }

    /// Draws the track with the part done in the accent color.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        canvas.rectangle(frame, fill: Color(white: 0.9), cornerRadius: abs(frame.height) / 2)
        canvas.rectangle(Rect(x: frame.minX, y: frame.minY, width: abs(frame.width) * shownProgress, height: abs(frame.height)),
                         fill: SVGRenderer.accent, cornerRadius: abs(frame.height) / 2)
    }
}

// Created by MarkupKit's factory name (`style="barProgressView"`) or the style's alone.
extension ProgressView: MarkupStyleCreatable {
    /// The styles, alone and followed by `ProgressView`.
    nonisolated public static var markupStyleNames: [String] {
        MarkupStyleName.names(of: ProgressViewStyle.self, suffix: "ProgressView")
    }

    /// A progress view in `style`: `default` or `bar`, alone or followed by `ProgressView`.
    public static func make(markupStyle: String) throws(KeyValueConversionFailure) -> Self {
        let view = Self()
        view.progressViewStyle = try MarkupStyleName.parse(markupStyle, suffix: "ProgressView")
        return view
    }
}

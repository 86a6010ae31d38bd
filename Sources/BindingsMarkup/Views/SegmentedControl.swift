import Bindings

/// A row of mutually exclusive segments: `UISegmentedControl` in MarkupKit documents.
///
/// Markup gives the segments as `<segment title="Small" value="S"/>`, or `<segment image="yes.png"/>`
/// for a segment showing an image. ``selectedSegmentIndex`` is -1
/// when none is selected, as UIKit's `noSegment`; `value` (a computed key, two-way bindable) is the
/// selected segment's value, a segment without one standing for its title.
/// ``userDidSelectSegment(at:)`` stands for a tap: it selects the segment, then sends `ValueChanged` and `PrimaryActionTriggered`.
///
/// Its content size is one line of `font` with each segment as wide as the widest title plus two
/// characters.
open class SegmentedControl: Control, ValueControl {
    /// One segment: its title and the value it stands for.
    public typealias Segment = TitledValue

    /// The segments, left to right.
    @Observed public internal(set) var segments: [Segment] = []
    /// The selected segment, or -1 for none.
    @Observed public var selectedSegmentIndex = -1
    /// The font of the titles; the default is System 13, as UIKit's.
    @Observed public var font = Font.system(size: 13)

    /// Adds `segments` and `font`.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["segments", "font"]
    }

    /// The control keys plus `value`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        segmentedComputedKeys
    }

    nonisolated private static let segmentedComputedKeys = Control.computedKeys.merging([
        "value": ComputedKey(\SegmentedControl.value, dependsOn: "selectedSegmentIndex", "segments"),
    ]) { _, own in own }

    /// The selected segment's value; setting it selects the first segment with that value, or none.
    nonisolated public var value: String? {
        get {
            MainActor.assumeIsolated {
                segments.indices.contains(selectedSegmentIndex) ? segments[selectedSegmentIndex].effectiveValue : nil
            }
        }
        set {
            MainActor.assumeIsolated {
                selectedSegmentIndex = segments.firstIndex { $0.effectiveValue == newValue } ?? -1
            }
        }
    }

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// The title of the segment at `index`, or `nil` when there is none.
    public func titleForSegment(at index: Int) -> String? {
        segments.indices.contains(index) ? segments[index].title : nil
    }

    /// Inserts a segment at `index` (clamped to the segments' range); a selected segment stays selected.
    public func insertSegment(withTitle title: String, value: String? = nil, at index: Int, animated: Bool = false) {
        insertSegment(Segment(title: title, value: value), at: index)
    }

    /// Inserts a segment showing the image named `image` at `index`, as ``insertSegment(withTitle:value:at:animated:)``.
    public func insertSegment(withImage image: String, value: String? = nil, at index: Int, animated: Bool = false) {
        insertSegment(Segment(title: "", value: value, image: image), at: index)
    }

    private func insertSegment(_ segment: Segment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        let selected = segments.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
        segments.insert(segment, at: position)
        if let selected, selected >= position { selectedSegmentIndex = selected + 1 }
    }

    /// Removes every segment and the selection.
    public func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = -1
    }

    /// Simulates a tap on the segment at `index`: selects it (none for an index out of range), then
    /// sends `ValueChanged` and `PrimaryActionTriggered`.
    public func userDidSelectSegment(at index: Int) {
        guard isEnabled else { return }
        selectedSegmentIndex = segments.indices.contains(index) ? index : -1
        sendValueChanged()
    }

    /// The width of one segment: the widest title (an image's symbol for a segment showing one) plus two characters.
    public var segmentWidth: Double {
        TextMetrics(font: font).width(ofCharacters: (segments.map(\.shownTitle.count).max() ?? 0) + 2)
    }

    /// The segments side by side, one line tall.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(segmentWidth * Double(segments.count), proposal.width), height: TextMetrics(font: font).lineHeight)
    }
}

// A segmented control takes `<segment title image value>` items.
extension SegmentedControl: MarkupItemContainer {
    /// `segment`, with a `title` or an `image`, and an optional `value`.
    nonisolated public static var markupItemKinds: [MarkupItemKind] {
        [MarkupItemKind("segment", attributes: ["title", "image", "value"])]
    }

    /// Appends the segment; one with neither a title nor an image is empty, as UIKit allows.
    public func addMarkupItem(_ item: MarkupItem) throws(MarkupItemFailure) {
        insertSegment(Segment(title: item["title"] ?? "", value: item["value"], image: item["image"]), at: segments.count)
    }
}

// Segments side by side, the selected one between brackets (text) or filled (SVG).
extension SegmentedControl: CenteredLineDrawing, SVGDrawing {
    /// Draws `| Small |[Medium]| Large |`-like cells, each as wide as a segment.
    public func draw(in canvas: inout TextCanvas) {
        guard !segments.isEmpty else { return }
        let columns = max(3, canvas.columns / segments.count)
        for (index, segment) in segments.enumerated() {
            let selected = index == selectedSegmentIndex
            let title = String(segment.shownTitle.renderable.prefix(columns - 2))
            let slack = columns - 2 - title.count
            let cell = (selected ? "[" : "|") + String(repeating: " ", count: slack / 2) + title
                + String(repeating: " ", count: slack - slack / 2) + (selected ? "]" : "|")
            canvas.write(cell, column: index * columns, style: TextCanvas.Style(bold: selected))
        }
    }

    /// Draws the outline, a divider between segments and the selected one filled in the accent color.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        guard !segments.isEmpty else { return }
        let width = abs(frame.width) / Double(segments.count)
        let metrics = TextMetrics(font: font)
        canvas.rectangle(frame, stroke: SVGRenderer.accent, cornerRadius: 4)
        for (index, segment) in segments.enumerated() {
            let cell = Rect(x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: abs(frame.height))
            let selected = index == selectedSegmentIndex
            if selected { canvas.rectangle(cell, fill: SVGRenderer.accent) }
            canvas.text(segment.shownTitle, x: cell.midX, baseline: frame.minY + metrics.baseline, font: font,
                        color: selected ? .white : SVGRenderer.accent, anchor: .middle)
        }
    }
}

/// Where a ``CollectionViewFlowLayout`` puts the items of a collection view of a given size: the
/// sections along the scroll direction (the *main* axis), their lines, and each item's place
/// across it (the *cross* axis). All items share one size, so an item's frame and the items in a
/// rectangle are worked out arithmetically, with no pass over the items: scrolling 10,000 items
/// costs what the items in view cost.
struct FlowLayoutGeometry {
    /// One section's extent along the main axis.
    struct Section {
        /// The index of its first item among every section's items.
        let firstItem: Int
        let count: Int
        /// Where the section starts and ends, header and footer space included.
        let start: Double
        let end: Double
        /// Where its first line starts.
        let linesStart: Double
        let lineCount: Int
    }

    let isVertical: Bool
    let sections: [Section]
    /// The size of the content: the extent to scroll over.
    let contentSize: Size
    private let itemMain: Double
    private let itemCross: Double
    private let lineStep: Double
    /// The number of items a full line holds, or `nil` when the cross extent is unlimited (each
    /// section is then one line).
    private let perLine: Int?
    private let crossStart: Double
    private let crossStep: Double
    /// Where a line of one item puts it: centred in the room across, as UIKit does.
    private let loneCross: Double

    /// The geometry of sections of `counts` items in a view of `bounds` (a cross extent that is
    /// not finite is unlimited), laid out by `layout`.
    init(layout: CollectionViewFlowLayout, bounds: Size, counts: [Int]) {
        isVertical = layout.scrollDirection == .vertical
        let length = { (value: Double) in value.isFinite ? max(0, value) : 0 }
        let item = layout.itemSize, inset = layout.sectionInset
        itemMain = length(isVertical ? item.height : item.width)
        itemCross = length(isVertical ? item.width : item.height)
        lineStep = itemMain + length(layout.minimumLineSpacing)
        let interitem = length(layout.minimumInteritemSpacing)
        let (mainBefore, mainAfter) = isVertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let (crossBefore, crossAfter) = isVertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        crossStart = length(crossBefore)
        let boundsCross = isVertical ? bounds.width : bounds.height
        let room = boundsCross.isFinite ? max(0, boundsCross - crossStart - length(crossAfter)) : .infinity
        if room.isFinite, itemCross + interitem > 0 {
            // At least one item a line, however narrow the room.
            let fit = max(1, Int(min((room + interitem) / (itemCross + interitem), Double(Int32.max)).rounded(.down)))
            perLine = fit
            crossStep = itemCross + (fit > 1 ? (room - Double(fit) * itemCross) / Double(fit - 1) : interitem)
        } else {
            perLine = nil
            crossStep = itemCross + interitem
        }
        loneCross = crossStart + (room.isFinite ? max(0, (room - itemCross) / 2) : 0)
        let header = length(isVertical ? layout.headerReferenceSize.height : layout.headerReferenceSize.width)
        let footer = length(isVertical ? layout.footerReferenceSize.height : layout.footerReferenceSize.width)
        var sections: [Section] = []
        sections.reserveCapacity(counts.count)
        var position = 0.0, firstItem = 0, widestLine = 0.0
        for count in counts.map({ max(0, $0) }) {
            let lines = count == 0 ? 0 : (count + (perLine ?? count) - 1) / (perLine ?? count)
            let linesStart = position + header + (count > 0 ? length(mainBefore) : 0)
            let itemsEnd = linesStart + (lines > 0 ? Double(lines - 1) * lineStep + itemMain : 0)
            let end = itemsEnd + (count > 0 ? length(mainAfter) : 0) + footer
            sections.append(Section(firstItem: firstItem, count: count, start: position, end: end, linesStart: linesStart, lineCount: lines))
            let across = min(count, perLine ?? count)
            if across > 0 { widestLine = max(widestLine, Double(across - 1) * crossStep + itemCross) }
            position = end
            firstItem += count
        }
        self.sections = sections
        let cross = boundsCross.isFinite ? max(0, boundsCross) : crossStart + widestLine + length(crossAfter)
        contentSize = isVertical ? Size(width: cross, height: position) : Size(width: position, height: cross)
    }

    /// The number of items a full line holds (a section's count when lines are unlimited).
    var itemsPerLine: Int {
        perLine ?? max(1, sections.map(\.count).max() ?? 1)
    }

    /// The number of items in every section.
    var itemCount: Int {
        sections.last.map { $0.firstItem + $0.count } ?? 0
    }

    /// The frame of item `item` (counted across every section) in the content, or `nil` past the last.
    func frame(ofItem item: Int) -> Rect? {
        guard let path = indexPath(ofItem: item) else { return nil }
        let section = sections[path.section]
        let across = perLine ?? section.count
        let line = path.item / across, column = path.item % across
        let main = section.linesStart + Double(line) * lineStep
        let cross = across == 1 ? loneCross : crossStart + Double(column) * crossStep
        return isVertical ? Rect(x: cross, y: main, width: itemCross, height: itemMain)
            : Rect(x: main, y: cross, width: itemMain, height: itemCross)
    }

    /// The section and item of item `item` counted across every section, or `nil` past the last.
    func indexPath(ofItem item: Int) -> TableIndexPath? {
        guard item >= 0, item < itemCount else { return nil }
        // The last section starting at or before the item, skipping empty ones.
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].firstItem <= item { low = middle } else { high = middle - 1 }
        }
        while sections[low].count == 0 || item - sections[low].firstItem >= sections[low].count { low -= 1 }
        return TableIndexPath(item: item - sections[low].firstItem, section: low)
    }

    /// The index counted across every section of the item at `path`, or `nil` when there is none.
    func item(at path: TableIndexPath) -> Int? {
        guard sections.indices.contains(path.section), path.item >= 0, path.item < sections[path.section].count else { return nil }
        return sections[path.section].firstItem + path.item
    }

    /// The items (counted across every section) whose frames meet `rect`, in order.
    func items(in rect: Rect) -> [Int] {
        guard itemMain > 0, itemCross > 0, rect.width > 0, rect.height > 0 else { return [] }
        let (low, high) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let (crossLow, crossHigh) = isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        guard ![low, high, crossLow, crossHigh].contains(where: \.isNaN) else { return [] }
        var result: [Int] = []
        for section in sections where section.count > 0 && section.start < high && section.end > low {
            let across = perLine ?? section.count
            for line in Self.indexes(meeting: low..<high, origin: section.linesStart, extent: itemMain, step: lineStep, count: section.lineCount) {
                let first = line * across
                let inLine = min(across, section.count - first)
                let columns = across == 1
                    ? (loneCross < crossHigh && loneCross + itemCross > crossLow ? 0..<1 : 0..<0)
                    : Self.indexes(meeting: crossLow..<crossHigh, origin: crossStart, extent: itemCross, step: crossStep, count: inLine)
                result.append(contentsOf: columns.map { section.firstItem + first + $0 })
            }
        }
        return result
    }

    /// The item (counted across every section) whose frame contains `point`, or `nil` for a point
    /// between items or outside them.
    func item(containing point: Point) -> Int? {
        let (main, cross) = isVertical ? (point.y, point.x) : (point.x, point.y)
        guard main.isFinite, cross.isFinite, lineStep > 0,
              let section = sections.first(where: { $0.count > 0 && $0.linesStart <= main && main < $0.end }) else { return nil }
        let line = Int(((main - section.linesStart) / lineStep).rounded(.down))
        guard line < section.lineCount, main - section.linesStart - Double(line) * lineStep < itemMain else { return nil }
        let across = perLine ?? section.count
        let inLine = min(across, section.count - line * across)
        let column: Int
        if across == 1 {
            guard cross >= loneCross, cross < loneCross + itemCross else { return nil }
            column = 0
        } else {
            guard cross >= crossStart, crossStep > 0 else { return nil }
            column = Int(min((cross - crossStart) / crossStep, Double(inLine)).rounded(.down))
            guard column < inLine, cross - crossStart - Double(column) * crossStep < itemCross else { return nil }
        }
        return section.firstItem + line * across + column
    }

    /// The indexes `k` below `count` whose extent `origin + k * step ..< + extent` meets `range`.
    private static func indexes(meeting range: Range<Double>, origin: Double, extent: Double, step: Double, count: Int) -> Range<Int> {
        guard count > 0, step > 0 else { return 0..<0 }
        let clamp = { (value: Double) in Int(min(max(value, -1), Double(count))) }
        let first = max(0, clamp(((range.lowerBound - origin - extent) / step).rounded(.down)) + 1)
        let last = min(count - 1, clamp(((range.upperBound - origin) / step).rounded(.up)) - 1)
        return first <= last ? first..<(last + 1) : 0..<0
    }
}

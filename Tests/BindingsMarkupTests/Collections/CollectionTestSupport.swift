import BindingsMarkup
import BindingsTestSupport
import Testing

/// The parent suite of the collection view tests, so that `swift test --filter Collections`
/// selects them all. It runs under the live-object check.
@Suite(.checksLiveObjects) enum Collections {}

/// A cell whose content is one label of System 16, with margins of 8 left and right only: an item
/// 80 by 20 points is one 10-column row of the text picture, its text starting at column 1.
final class NumberCell: CollectionViewCell {
    let label = Label()
    var reuseCount = 0

    required init() {
        super.init()
        layoutMargins = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        label.font = .system(size: 16)
        contentView = label
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source of sections of items titled `<n>` (counted from 0 in each section), counting what
/// the collection view asks and telling its delegate calls.
@MainActor
final class NumberedItems: CollectionViewDataSource, CollectionViewDelegate {
    var counts: [Int]
    var cellRequests = 0
    var ended: [TableIndexPath] = []
    var events: [String] = []

    init(_ counts: Int...) {
        self.counts = counts
    }

    /// A collection view of `size` showing these items in 80 by 20 cells, laid out at the top.
    func makeCollection(width: Double = 320, height: Double = 100,
                        configure: (CollectionViewFlowLayout) -> Void = { _ in }) -> CollectionView {
        let collection = CollectionView()
        collection.collectionViewLayout.itemSize = Size(width: 80, height: 20)
        collection.collectionViewLayout.minimumInteritemSpacing = 0
        collection.collectionViewLayout.minimumLineSpacing = 0
        configure(collection.collectionViewLayout)
        collection.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        collection.dataSource = self
        collection.delegate = self
        collection.frame = Rect(x: 0, y: 0, width: width, height: height)
        collection.layoutIfNeeded()
        return collection
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        counts.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath) as? NumberCell ?? NumberCell()
        cell.label.text = counts.count > 1 ? "\(indexPath.section).\(indexPath.item)" : "\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: TableIndexPath) {
        ended.append(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) {
        events.append("select \(indexPath)")
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: TableIndexPath) {
        events.append("deselect \(indexPath)")
    }
}

extension CollectionView {
    /// The texts of the cells in view, in order.
    var visibleTexts: [String] {
        visibleCells.map { ($0 as? NumberCell)?.label.text ?? "?" }
    }
}

import Bindings
import BindingsMarkup
import Foundation

/// The cell of `ColorCell.xml`: the document binds to these, as MarkupKit's example cell's.
final class ColorCell: CollectionViewCell {
    @Observed var index: String? = nil
    @Observed var color: Color? = nil
    @Observed var value: String? = nil
}

/// A color cell that loads `ColorCell.xml` itself when it is made, as MarkupKit's cells do in their
/// initializer: registered by class.
final class SelfLoadingColorCell: CollectionViewCell {
    @Observed var index: String? = nil
    @Observed var color: Color? = nil
    @Observed var value: String? = nil

    nonisolated(unsafe) static var loader: MarkupLoader?

    required init() {
        super.init()
        _ = try? Self.loader?.view(named: "ColorCell", owner: self, root: self)
    }
}

/// The screen of `ColorGrid.xml`, as MarkupKit's example collection view controller: sixteen colors,
/// each cell given its index, color and value; the delegate remembers what was selected.
@MainActor
final class ColorGridController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    static let colors = [
        "#ffffff", "#c0c0c0", "#808080", "#000000",
        "#ff0000", "#800000", "#ffff00", "#808000",
        "#00ff00", "#008000", "#00ffff", "#008080",
        "#0000ff", "#000080", "#ff00ff", "#800080",
    ]

    /// Whether cells load their document themselves (registered by class) or from it (by document).
    let selfLoading: Bool
    private(set) var selected: [String] = []

    init(loader: MarkupLoader, selfLoading: Bool = false) {
        self.selfLoading = selfLoading
        super.init(loader: loader)
    }

    override class var documentName: String { "ColorGrid" }

    var collectionView: CollectionView? { view as? CollectionView }

    override func viewDidLoad() {
        guard let collectionView else { return }
        if selfLoading {
            SelfLoadingColorCell.loader = loader
            collectionView.register(SelfLoadingColorCell.self, forCellWithReuseIdentifier: "color")
        } else {
            try? collectionView.register(cellDocument: "ColorCell", cellType: ColorCell.self, forCellWithReuseIdentifier: "color", loader: loader)
        }
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.colors.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "color", for: indexPath) ?? ColorCell()
        let value = Self.colors[indexPath.item]
        try? cell.setValue(String(indexPath.item), forKey: "index")
        try? cell.setValue(value, forKey: "color")
        try? cell.setValue(value, forKey: "value")
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) {
        selected.append(Self.colors[indexPath.item])
    }
}

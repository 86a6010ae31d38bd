import Bindings
import BindingsMarkup

/// The cell of the Bindings table in case 14: one label bound to the `name` of the row it is given.
final class NameCell: ContentCell {
    /// The row's name, bound to `content.name`.
    let label = BoundLabel()

    required init() {
        super.init()
        addSubview(label)
        // A constant of the suite: a failure here is a bug of the suite.
        do { try label.bind("text", to: self, "content.name") } catch { fatalError("\(error)") }
    }
}

@_spi(Testing) import Bindings
import BindingsMarkup

// Case 4: the pharmacy cell from markup and from code. Each operation builds one cell for the next
// row (its `content` set first, so the bindings' first values are the row's) and releases the
// previous one. `labelTexts` is the laid-out tree, so the three must build the same one.

/// Parses and compiles `PharmacyCell.xml` with no cache: the cost of a template's first use. The
/// parses of its `$` expressions are forgotten first, so they are parsed too.
final class MarkupParse: Workload {
    let source = PharmacyMarkup.source()
    let loader = MarkupLoader()
    var rows = RowCycle(PharmacyRows.numbered)
    var template: MarkupTemplate?
    var row: [String: Any]?

    func run(_ count: Int) {
        for _ in 0..<count {
            BindingExpression.forgetCachedParses()
            template = PharmacyMarkup.compile(source, loader: loader)
            row = rows.next()
        }
    }

    /// The last template instantiated for the last row.
    var labelTexts: [String?] {
        guard let template else { return [] }
        let cell = PharmacyCell()
        cell.content = row
        PharmacyMarkup.instantiate(template, into: cell)
        return ViewTreeSignature.laidOut(cell)
    }
}

/// Instantiates the template compiled at setup: views, attributes, bindings to the cell.
final class MarkupInstantiate: Workload {
    let template = PharmacyMarkup.compile(PharmacyMarkup.source())
    var rows = RowCycle(PharmacyRows.numbered)
    var cell: PharmacyCell?

    func run(_ count: Int) {
        for _ in 0..<count {
            let next = PharmacyCell()
            next.content = rows.next()
            PharmacyMarkup.instantiate(template, into: next)
            cell = next
        }
    }

    var labelTexts: [String?] { cell.map(ViewTreeSignature.laidOut) ?? [] }
}

/// Builds the same tree in Swift code: the same views, attributes and bindings.
final class MarkupCode: Workload {
    let expressions = PharmacyCellExpressions()
    var rows = RowCycle(PharmacyRows.numbered)
    var cell: PharmacyCell?

    func run(_ count: Int) {
        for _ in 0..<count {
            let next = PharmacyCell()
            next.content = rows.next()
            let views = PharmacyCellViews()
            views.attach(to: next)
            views.bind(to: next, expressions)
            cell = next
        }
    }

    var labelTexts: [String?] { cell.map(ViewTreeSignature.laidOut) ?? [] }
}

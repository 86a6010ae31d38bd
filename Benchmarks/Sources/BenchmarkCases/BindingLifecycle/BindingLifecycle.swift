import Bindings

/// Case 3: create the six bindings of a cell (each sets its label once) and release them.
///
/// The cell shows a row with raw strings; expressions are parsed once beforehand, as the markup
/// template cache does, so only the bindings are made and released.
enum BindingLifecycle {
    static let formatting = Formatting.raw

    @MainActor static func make(_ technology: Technology) -> any Workload {
        switch technology {
        case .bindings: BindingsLifecycle()
        case .direct: DirectLifecycle()
        case .closures: ClosureLifecycle()
        case .openCombine: CombineLifecycle()
        case .observation: ObservationLifecycle()
        case .plain: preconditionFailure("this case has no plain-class workload")
        }
    }
}

/// `Binding(label, "text", to: cell, expression)` six times, then `unbind()` each.
final class BindingsLifecycle: Workload {
    let cell = BindingsCell()
    let labels = CellLabels()
    let expressions: [BindingExpression]
    var bindings: [Binding] = []

    init() {
        cell.content = BindingLifecycle.formatting.rows[0]
        do {
            expressions = try BindingLifecycle.formatting.fields.map { try BindingExpression(parsing: $0.expression) }
        } catch {
            fatalError("\(error)")
        }
        bindings.reserveCapacity(expressions.count)
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            for (label, expression) in zip(labels.all, expressions) {
                do { bindings.append(try Binding(label, "text", to: cell, expression)) } catch { fatalError("\(error)") }
            }
            for binding in bindings { binding.unbind() }
            bindings.removeAll(keepingCapacity: true)
        }
    }

    var labelTexts: [String?] { labels.all.map(\.text) }
}

/// Nothing to create: the cell code sets the six labels once. The floor of the first update.
final class DirectLifecycle: Workload {
    let labels = CellLabels()
    let row = BindingLifecycle.formatting.rows[0]

    func run(_ count: Int) {
        for _ in 0..<count {
            labels.name.text = row["name"] as? String
            labels.distance.text = row["distance"] as? String
            labels.address.text = row["address1"] as? String
            labels.phone.text = row["phone"] as? String
            labels.fax.text = row["fax"] as? String
            labels.email.text = row["email"] as? String
        }
    }

    var labelTexts: [String?] { labels.all.map(\.text) }
}

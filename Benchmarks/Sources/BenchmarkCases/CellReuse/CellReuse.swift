import Bindings

/// Case 2: cell reuse. A cell whose six labels follow its row is given the next row.
enum CellReuse {
    @MainActor static func make(_ technology: Technology, formatting: Formatting) -> any Workload {
        switch technology {
        case .bindings: BindingsReuse(formatting)
        case .direct: DirectReuse(formatting)
        case .closures: ClosureReuse(formatting)
        case .openCombine: CombineReuse(formatting)
        case .observation: ObservationReuse(formatting)
        case .plain: preconditionFailure("this case has no plain-class workload")
        }
    }
}

/// The cell as the markup binds it: `content` holds the row.
final class BindingsCell: KeyValueCoding, @unchecked Sendable {
    // @unchecked: the only stored property is @Observed, whose storage is lock-protected.
    @Observed var content: [String: Any]? = nil
}

/// Six labels bound to `content` key paths with the case's expressions.
final class BindingsReuse: Workload {
    let cell = BindingsCell()
    let labels = CellLabels()
    var rows: RowCycle

    init(_ formatting: Formatting) {
        rows = RowCycle(formatting.rows)
        for (label, field) in zip(labels.all, formatting.fields) {
            // The expressions are constants of the suite: a failure here is a bug of the suite.
            do { try label.bind("text", to: cell, field.expression) } catch { fatalError("\(error)") }
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count { cell.content = rows.next() }
    }

    var labelTexts: [String?] { labels.all.map(\.text) }
}

/// The limit: MVC cell code that sets each label itself when its row is stored, as the other
/// technologies store the row in the cell's `content` and update from there.
final class DirectReuse: Workload {
    let labels = CellLabels()
    let formatting: Formatting
    var rows: RowCycle
    var content: [String: Any]? {
        didSet {
            guard let content else { return }
            switch formatting {
            case .raw: configureRaw(content)
            case .formatted: configureFormatted(content)
            }
        }
    }

    init(_ formatting: Formatting) {
        self.formatting = formatting
        rows = RowCycle(formatting.rows)
    }

    func run(_ count: Int) {
        for _ in 0..<count { content = rows.next() }
    }

    private func configureRaw(_ row: [String: Any]) {
        labels.name.text = row["name"] as? String
        labels.distance.text = row["distance"] as? String
        labels.address.text = row["address1"] as? String
        labels.phone.text = row["phone"] as? String
        labels.fax.text = row["fax"] as? String
        labels.email.text = row["email"] as? String
    }

    private func configureFormatted(_ row: [String: Any]) {
        labels.name.text = row["name"] as? String
        labels.distance.text = HandFormatting.distance(row["distance"])
        labels.address.text = HandFormatting.address(row)
        labels.phone.text = HandFormatting.phone(row["phone"])
        labels.fax.text = row["fax"] as? String
        labels.email.text = row["email"] as? String
    }

    var labelTexts: [String?] { labels.all.map(\.text) }
}

import BindingsMarkup

/// Hand-built view trees shaped like the reference documents, for layout and rendering tests.
@MainActor
enum RenderFixtures {
    /// The views of a pharmacy cell, as `PharmacyCell.xml` declares them, with its outlets.
    @MainActor
    struct PharmacyCell {
        let root = ColumnView()
        let nameRow = RowView()
        let nameLabel = Label()
        let distanceLabel = Label()
        let addressLabel = Label()
        let contactColumn = ColumnView()
        let contactRows = [RowView(), RowView(), RowView()]
        let icons = [ImageView(), ImageView(), ImageView()]
        let phoneLabel = Label()
        let faxLabel = Label()
        let emailLabel = Label()

        /// Builds the tree with the document's attributes, filled with the first result of `pharmacies.json`.
        init() {
            root.spacing = 4
            root.layoutMarginBottom = 8
            nameRow.alignToBaseline = true
            nameRow.spacing = 4
            nameLabel.weight = 1
            nameLabel.font = .system(size: 16, weight: .bold)
            distanceLabel.font = .system(size: 14)
            distanceLabel.textColor = Color(white: 128.0 / 255)
            addressLabel.numberOfLines = 0
            addressLabel.font = .system(size: 14)
            contactColumn.spacing = 4
            root.addSubview(nameRow)
            nameRow.addSubview(nameLabel)
            nameRow.addSubview(distanceLabel)
            root.addSubview(addressLabel)
            root.addSubview(contactColumn)
            let labels = [phoneLabel, faxLabel, emailLabel]
            for (index, row) in contactRows.enumerated() {
                row.spacing = 4
                icons[index].image = ["phone_icon", "fax_icon", "email_icon"][index]
                labels[index].weight = 1
                labels[index].font = .system(size: 12)
                row.addSubview(icons[index])
                row.addSubview(labels[index])
                contactColumn.addSubview(row)
            }
            fill(number: 1, name: "CVS Pharmacy", distance: "0.16 miles",
                 address: "1 Court St\nBoston MA 02108", phone: "(617) 742-7035", fax: "(617) 742-7038",
                 email: "store1234@cvs.example")
        }

        /// Sets the outlets as the MVC sample's `cellForRowAt` does.
        func fill(number: Int, name: String, distance: String, address: String, phone: String, fax: String, email: String) {
            nameLabel.text = "\(number). \(name)"
            distanceLabel.text = distance
            addressLabel.text = address
            phoneLabel.text = phone
            faxLabel.text = fax
            emailLabel.text = email
        }
    }
}

extension RenderFixtures {
    /// A table of pharmacy-like cells: a data source of the fixture's cells, `count` rows.
    @MainActor
    final class PharmacyRows: TableViewDataSource {
        static let rows: [(name: String, distance: String, address: String, phone: String, fax: String, email: String)] = [
            ("CVS Pharmacy", "0.16 miles", "1 Court St\nBoston MA 02108", "(617) 742-7035", "(617) 742-7038", "store1234@cvs.example"),
            ("Green Cross Pharmacy", "0.29 miles", "393 Hanover St\nBoston MA 02113", "(617) 227-3728", "", "info@greencross.example"),
            ("Walgreens", "0.41 miles", "24 School St\nBoston MA 02108", "(617) 725-8538", "(617) 725-8530", ""),
        ]
        var cells: [ObjectIdentifier: PharmacyCell] = [:]

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            Self.rows.count
        }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "pharmacy") ?? TableViewCell()
            let content = cells[ObjectIdentifier(cell)] ?? {
                let content = PharmacyCell()
                cell.addSubview(content.root)
                cells[ObjectIdentifier(cell)] = content
                return content
            }()
            let row = Self.rows[indexPath.row]
            content.fill(number: indexPath.row + 1, name: row.name, distance: row.distance, address: row.address,
                         phone: row.phone, fax: row.fax, email: row.email)
            cell.checked = indexPath.row == 1
            return cell
        }

        /// A 320-point-wide table of `height` showing these rows, laid out at the top, then scrolled to
        /// `offset` (so the rows above it have their measured heights).
        func makeTable(height: Double, offset: Double = 0) -> TableView {
            let table = TableView()
            table.register(TableViewCell.self, forCellReuseIdentifier: "pharmacy")
            table.dataSource = self
            table.setHeader(title: "Pharmacies near Boston", view: nil, forSection: 0)
            table.frame = Rect(x: 0, y: 0, width: 320, height: height)
            table.layoutIfNeeded()
            table.contentOffset = offset
            table.layoutIfNeeded()
            return table
        }
    }

    /// A static settings-like table: a checkmark section and a row of controls.
    static func settingsTable() -> TableView {
        let table = TableView()
        table.setHeader(title: "Size", view: nil, forSection: 0)
        table.setSelectionMode(.singleCheckmark, forSection: 0)
        for (title, value) in [("Small", "S"), ("Medium", "M"), ("Large", "L")] {
            let cell = TableViewCell()
            cell.textLabel.text = title
            cell.value = value
            table.appendStaticCell(cell)
        }
        table.setValue("M", forSection: 0)
        table.setFooter(title: "Sizes are approximate.", view: nil, forSection: 0)
        table.appendSection(name: "account")
        let controls = TableViewCell()
        let row = RowView()
        row.spacing = 8
        row.verticalAlignment = .center
        let field = TextField()
        field.placeholder = "Email"
        field.weight = 1
        field.font = .system(size: 16)
        let toggle = Switch()
        toggle.isOn = true
        let button = Button()
        button.title = "Save"
        button.font = .system(size: 16)
        for view in [field, toggle, button] as [View] { row.addSubview(view) }
        controls.addSubview(row)
        table.appendStaticCell(controls)
        table.frame = Rect(x: 0, y: 0, width: 320, height: 200)
        table.layoutIfNeeded()
        return table
    }
}

import Bindings
import BindingsMarkup

/// The views of `PharmacyCell.xml` built in Swift code, with the document's attributes: what the
/// markup-code case builds and what the direct scrolling anchor configures by hand.
@MainActor
struct PharmacyCellViews {
    let topRow = RowView()
    let name = Label()
    let distance = Label()
    let address = Label()
    let contacts = ColumnView()
    let phoneRow = RowView()
    let phone = Label()
    let faxRow = RowView()
    let fax = Label()
    let emailRow = RowView()
    let email = Label()

    /// `#808080`, as markup converts it.
    private static let gray = Color(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255)

    /// Creates the views with their attributes, each subtree put together as markup does.
    init() {
        topRow.alignToBaseline = true
        topRow.spacing = 4
        name.weight = 1
        name.font = .system(size: 16, weight: .bold)
        distance.font = .system(size: 14)
        distance.textColor = Self.gray
        topRow.addSubview(name)
        topRow.addSubview(distance)
        address.numberOfLines = 0
        address.font = .system(size: 14)
        contacts.spacing = 4
        for (row, icon, label) in [(phoneRow, "phone_icon", phone), (faxRow, "fax_icon", fax), (emailRow, "email_icon", email)] {
            row.spacing = 4
            let image = ImageView()
            image.image = icon
            label.weight = 1
            label.font = .system(size: 12)
            row.addSubview(image)
            row.addSubview(label)
            contacts.addSubview(row)
        }
    }

    /// Gives `cell` the root element's attributes and the views.
    func attach(to cell: TableViewCell) {
        cell.spacing = 4
        cell.layoutMarginBottom = 8
        cell.addSubview(topRow)
        cell.addSubview(address)
        cell.addSubview(contacts)
    }

    /// Binds the views to `cell`'s row with the document's expressions, parsed beforehand as the
    /// template cache parses them. The bindings live as long as the views and the cell.
    func bind(to cell: PharmacyCell, _ expressions: PharmacyCellExpressions) {
        let targets: [(View, String, BindingExpression)] = [
            (name, "text", expressions.name), (distance, "text", expressions.distance),
            (address, "text", expressions.address),
            (phoneRow, "isHidden", expressions.phoneHidden), (phone, "text", expressions.phone),
            (faxRow, "isHidden", expressions.faxHidden), (fax, "text", expressions.fax),
            (emailRow, "isHidden", expressions.emailHidden), (email, "text", expressions.email),
        ]
        for (view, key, expression) in targets {
            // Constants of the suite: a failure here is a bug of the suite.
            do { _ = try Binding(view, key, to: cell, expression) } catch { fatalError("\(error)") }
        }
    }

    /// What MVC cell code does instead of bindings: sets every view from the row by hand.
    func configure(_ row: [String: Any]?) {
        name.text = HandFormatting.numberedName(row)
        distance.text = HandFormatting.distance(row?["distance"])
        address.text = row.map(HandFormatting.address)
        phoneRow.isHidden = row?["phone"] == nil
        phone.text = HandFormatting.phone(row?["phone"])
        faxRow.isHidden = row?["fax"] == nil
        fax.text = HandFormatting.phone(row?["fax"])
        emailRow.isHidden = row?["email"] == nil
        email.text = row?["email"] as? String
    }
}

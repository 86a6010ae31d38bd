import Bindings

/// The binding expressions of `PharmacyCell.xml`, parsed once.
struct PharmacyCellExpressions: Sendable {
    let name: BindingExpression
    let distance: BindingExpression
    let address: BindingExpression
    let phone: BindingExpression
    let fax: BindingExpression
    let email: BindingExpression
    let phoneHidden: BindingExpression
    let faxHidden: BindingExpression
    let emailHidden: BindingExpression

    /// Parses the expressions; they are constants of the suite, so a failure is a bug of the suite.
    init() {
        func parse(_ source: String) -> BindingExpression {
            do { return try BindingExpression(parsing: source) } catch { fatalError("\(source): \(error)") }
        }
        name = parse("`{content.number}. {content.name}`")
        distance = parse("content.distance::number;format=%.2f miles")
        address = parse("`{content.address1}\\n{content.city} {content.state} {content.zipCode}`")
        phone = parse("content.phone::phone")
        fax = parse("content.fax::phone")
        email = parse("content.email")
        phoneHidden = parse("content.phone eq nil")
        faxHidden = parse("content.fax eq nil")
        emailHidden = parse("content.email eq nil")
    }
}

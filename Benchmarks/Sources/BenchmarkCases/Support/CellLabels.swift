/// The six bound labels of the pharmacy cell (`PharmacyCell.xml`).
@MainActor
struct CellLabels {
    let name = BoundLabel()
    let distance = BoundLabel()
    let address = BoundLabel()
    let phone = BoundLabel()
    let fax = BoundLabel()
    let email = BoundLabel()

    /// The labels in ``CellField`` order.
    var all: [BoundLabel] { [name, distance, address, phone, fax, email] }
}

/// The six bound labels of the pharmacy cell (`PharmacyCell.xml`).
public struct CellLabels: @unchecked Sendable {
    // @unchecked: the labels are themselves safe to share (see BenchLabel).
    let name = BoundLabel()
    let distance = BoundLabel()
    let address = BoundLabel()
    let phone = BoundLabel()
    let fax = BoundLabel()
    let email = BoundLabel()

    /// The labels in ``CellField/all`` order.
    var all: [BoundLabel] { [name, distance, address, phone, fax, email] }
}

import BindingsMarkup
import Foundation

/// The pizza order screen: `PizzaForm.xml`, a static grouped table, bound to a ``PizzaOrder``.
///
/// The text fields, the time picker, the instructions and the size and toppings checkmarks edit the
/// order through two-way bindings (`<?sectionValue $$viewModel.size?>`), with no copying here.
/// Submit (the button's `PrimaryActionTriggered`) shows an alert naming what is missing, or asks
/// to confirm the order's summary; confirming sends it (``sendOrder``, off the main actor) and an
/// alert says whether it was sent, then ``onOrderSent`` hears of it.
@MainActor
public final class PizzaFormController: TableViewController<PizzaOrder> {
    /// The name field (outlet).
    @Observed public var nameTextField: TextField? = nil
    /// The telephone field (outlet).
    @Observed public var phoneTextField: TextField? = nil
    /// The email field (outlet).
    @Observed public var emailTextField: TextField? = nil
    /// The delivery time picker (outlet).
    @Observed public var deliveryDatePicker: DatePicker? = nil
    /// The instructions (outlet).
    @Observed public var commentsTextView: TextView? = nil
    /// The Submit button (outlet).
    @Observed public var submitButton: Button? = nil

    /// Sends a confirmed order's form body and says what happened; called on another thread.
    /// By default the order is not posted anywhere: the receipt is its body.
    public var sendOrder: @Sendable (String) -> OrderReceipt = FormSubmission.sender(to: nil)
    /// Called once the alert saying an order was sent is closed.
    public var onOrderSent: (@MainActor (OrderReceipt) -> Void)?
    /// Where sent orders are recorded (the Orders tab's), or `nil`.
    public var history: OrderHistory?

    /// The document, named after the seed's form.
    override public class var documentName: String { "PizzaForm" }

    /// The loader of the example's documents.
    static let loader: MarkupLoader = {
        let loader = MarkupLoader(bundles: [Bundle.module])
        loader.bundleSubdirectory = "Resources"
        return loader
    }()

    /// Builds the form for `order`; throws the document's problems.
    public init(order: PizzaOrder, timeZone: TimeZone = .current) throws {
        super.init(viewModel: order, loader: Self.loader)
        try loadViewIfNeeded()
        deliveryDatePicker?.timeZone = timeZone
    }

    /// `submit`, the Submit button's action.
    override public var markupActions: [String: @MainActor (View) -> Void] {
        ["submit": { [weak self] _ in self?.submit() }]
    }

    /// The order as the form posts it: contact, size, each topping, the time as the picker shows
    /// it, and the instructions.
    public var formBody: String {
        let order = viewModel
        var fields: [(String, String)] = [("name", order.name ?? ""), ("phone", order.phone ?? ""), ("email", order.email ?? ""),
                                          ("size", order.size ?? "")]
        fields += order.toppings.map { ("toppings", $0) }
        fields.append(("time", deliveryDatePicker?.text(for: order.deliveryTime) ?? ""))
        fields.append(("instructions", order.instructions ?? ""))
        return FormEncoding.body(fields.map { (name: $0.0, value: $0.1) })
    }

    /// Submit: an alert naming what the order misses, or one asking to confirm its summary.
    public func submit() {
        let order = viewModel
        guard order.isValid else {
            let alert = AlertController(title: "Your order is incomplete", message: order.message + ".", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .cancel))
            present(alert, animated: true)
            return
        }
        let alert = AlertController(title: "Confirm your order", message: summary, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let place = AlertAction(title: "Place Order") { [weak self] _ in self?.placeOrder() }
        alert.addAction(place)
        alert.preferredAction = place
        present(alert, animated: true)
    }

    /// Sends the order off the main actor, then says what happened in an alert.
    public func placeOrder() {
        let body = formBody, send = sendOrder
        DispatchQueue.global().async {
            let receipt = send(body)
            DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.orderWasSent(receipt) } }
        }
    }

    private func orderWasSent(_ receipt: OrderReceipt) {
        history?.record(summary: summary, receipt: receipt)
        let alert = AlertController(title: receipt.isSent ? "Order sent" : "Order not sent", message: receipt.description,
                                    preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .cancel) { [weak self] _ in self?.onOrderSent?(receipt) })
        present(alert, animated: true)
    }

    /// The order in words: the pizza, who it is for, when, and the instructions.
    public var summary: String {
        let order = viewModel
        let titles = rowTitles
        let toppings = order.toppings.map { titles[$0] ?? $0 }
        var lines = [(titles[order.size ?? ""] ?? order.size ?? "") + " pizza"
            + (toppings.isEmpty ? "" : " with " + ListFormatting.joined(toppings))]
        lines.append("For \(order.name ?? ""), \(order.phone ?? "")")
        lines.append("Delivered at " + (deliveryDatePicker?.text(for: order.deliveryTime) ?? ""))
        if let instructions = order.instructions, !instructions.isEmpty { lines.append("“\(instructions)”") }
        return lines.joined(separator: "\n")
    }

    /// The titles of the size and topping rows by their values (`medium` → `Medium`).
    private var rowTitles: [String: String] {
        guard let table = tableView else { return [:] }
        var titles: [String: String] = [:]
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                guard let cell = table.cellForRow(at: TableIndexPath(row: row, section: section)),
                      let value = cell.value as? String, let title = cell.textLabel.text else { continue }
                titles[value] = title
            }
        }
        return titles
    }
}

import BindingsMarkup
import Foundation

/// The pizza order screen: `PizzaForm.xml`, a static grouped table, bound to a ``PizzaOrder``.
///
/// The text fields, the time picker, the instructions and the size and toppings checkmarks edit the
/// order through two-way bindings (`<?sectionValue $$viewModel.size?>`), with no copying here;
/// Submit (the button's `PrimaryActionTriggered`) hands the encoded order to ``onSubmit`` when it
/// is complete.
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

    /// Called with the form body when Submit is pressed on a complete order.
    public var onSubmit: ((String) -> Void)?

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

    /// Submits the order when it is complete; the message tells what is missing otherwise.
    public func submit() {
        guard viewModel.isValid else { return }
        onSubmit?(formBody)
    }
}

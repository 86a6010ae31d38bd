import Bindings
import Foundation

/// The pizza order the form edits: its view model.
///
/// Every field is an `@Observed` property the form binds to (the text fields, the time picker and
/// the instructions both ways); `message` says what is missing, and is bound to the form's message
/// label, updated whenever a field it depends on changes.
public final class PizzaOrder: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    /// The customer's name.
    @Observed public var name: String? = nil
    /// The customer's telephone number.
    @Observed public var phone: String? = nil
    /// The customer's email address.
    @Observed public var email: String? = nil
    /// The size's value (`small`, `medium`, `large`), or `nil` before one is chosen.
    @Observed public var size: String? = nil
    /// The toppings' values, in the form's order.
    @Observed public var toppings: [String] = []
    /// When to deliver.
    @Observed public var deliveryTime: Date
    /// The delivery instructions.
    @Observed public var instructions: String? = nil

    /// An order delivered at `deliveryTime` (the form's time picker starts there).
    public init(deliveryTime: Date) {
        self.deliveryTime = deliveryTime
    }

    /// What is missing before the order can be sent, or "Ready to order".
    public var message: String {
        let missing = [("your name", name), ("a telephone number", phone), ("a size", size)]
            .filter { ($0.1 ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
            .map(\.0)
        if missing.isEmpty {
            guard let email, !email.isEmpty, !email.contains("@") else { return "Ready to order" }
            return "The email address needs an @"
        }
        return "Please enter " + ListFormatting.joined(missing)
    }

    /// Whether the order can be sent.
    public var isValid: Bool { message == "Ready to order" }

    /// `message` is read by name, for the form's binding, and changes with the fields it reads.
    public static var computedKeys: [String: ComputedKey] {
        ["message": ComputedKey(\PizzaOrder.message, dependsOn: "name", "phone", "email", "size")]
    }
}

/// English lists: `a`, `a and b`, `a, b and c`.
enum ListFormatting {
    static func joined(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
}

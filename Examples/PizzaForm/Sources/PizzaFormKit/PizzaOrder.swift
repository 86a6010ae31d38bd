import Bindings
import BindingsMarkup
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

    /// What is missing or wrong before the order can be sent, or "Ready to order": the form's status.
    public var message: String {
        let missing = [("your name", name), ("a telephone number", phone), ("a size", size)]
            .filter { ($0.1 ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
            .map(\.0)
        guard missing.isEmpty else { return "Please enter " + ListFormatting.joined(missing) }
        return [phoneMessage, emailMessage].first { !$0.isEmpty } ?? "Ready to order"
    }

    /// Whether the order can be sent.
    public var isValid: Bool { message == "Ready to order" }

    /// How the form shows its status: a neutral line once the order is ready, an error before.
    public var messageTone: TextTone { isValid ? .dim : .error }

    /// What the name field lacks, or "" when it is filled in.
    public var nameMessage: String {
        Self.isBlank(name) ? "Enter your name" : ""
    }

    /// What the telephone field lacks, or "" for a telephone number: digits with an optional
    /// leading +, spaces, dashes, parentheses and dots, 7 to 15 digits in all.
    public var phoneMessage: String {
        guard let phone, !Self.isBlank(phone) else { return "Enter a telephone number" }
        return PhoneNumber.isValid(phone) ? "" : "A telephone number has 7 to 15 digits, with an optional +, spaces, dashes, dots and parentheses"
    }

    /// What the email field lacks, or "" when it is empty or has an @.
    public var emailMessage: String {
        guard let email, !email.isEmpty, !email.contains("@") else { return "" }
        return "The email address needs an @"
    }

    /// What the size section lacks, or "" once a size is chosen.
    public var sizeMessage: String {
        Self.isBlank(size) ? "Choose a size" : ""
    }

    private static func isBlank(_ text: String?) -> Bool {
        (text ?? "").trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The messages are read by name, for the form's bindings, and change with the fields they read.
    public static var computedKeys: [String: ComputedKey] {
        ["message": ComputedKey(\PizzaOrder.message, dependsOn: "name", "phone", "email", "size"),
         "messageTone": ComputedKey(\PizzaOrder.messageTone, dependsOn: "name", "phone", "email", "size"),
         "nameMessage": ComputedKey(\PizzaOrder.nameMessage, dependsOn: "name"),
         "phoneMessage": ComputedKey(\PizzaOrder.phoneMessage, dependsOn: "phone"),
         "emailMessage": ComputedKey(\PizzaOrder.emailMessage, dependsOn: "email"),
         "sizeMessage": ComputedKey(\PizzaOrder.sizeMessage, dependsOn: "size")]
    }
}

/// English lists: `a`, `a and b`, `a, b and c`.
enum ListFormatting {
    static func joined(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
}

/// The command line of `PizzaForm`, parsed by hand (the package has no dependencies).
struct FormOptions: Equatable {
    var name: String?
    var phone: String?
    var email: String?
    var size: String?
    var toppings: [String] = []
    /// `HH:MM`.
    var time: String?
    var instructions: String?
    /// Where to post the order instead of printing it.
    var submitURL: String?
    var help = false

    static let usage = """
        usage: PizzaForm [--name TEXT] [--phone TEXT] [--email TEXT] [--size small|medium|large]
                         [--topping bacon|cheese|onion|mushroom]... [--time HH:MM] [--instructions TEXT]
                         [--submit URL] [--help]

        The pizza order form from markup, its fields bound to the order. In a terminal it is
        interactive: Tab or arrows move between fields, typing edits a field, Space or Enter checks a
        size or topping, + and - change the time, Enter on Submit asks to confirm and sends the
        order, Alt+1 and Alt+2 switch between the form and the orders sent, Esc quits.
        Otherwise the options fill the form, which is printed, and Submit prints the
        application/x-www-form-urlencoded body an HTML form would post (exit status 1 when the order
        is incomplete).

          --submit URL  post the body to URL instead of printing it
        """

    init(arguments: [String]) throws(FormError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" {
                help = true
                continue
            }
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw argument.hasPrefix("--") && Self.valued.contains(argument)
                    ? .usage("\(argument) needs a value") : .usage("unknown argument '\(argument)'")
            }
            switch argument {
            case "--name": name = value
            case "--phone": phone = value
            case "--email": email = value
            case "--size": size = value
            case "--topping": toppings.append(value)
            case "--time": time = value
            case "--instructions": instructions = value
            case "--submit": submitURL = value
            default: throw .usage("unknown argument '\(argument)'")
            }
        }
    }

    static let valued: Set = ["--name", "--phone", "--email", "--size", "--topping", "--time", "--instructions", "--submit"]
}

/// What went wrong, worded for the user.
public enum FormError: Error, Equatable, CustomStringConvertible {
    /// The command line is wrong; exit status 2.
    case usage(String)
    /// A value the form has no place for.
    case invalid(String)

    /// The message.
    public var description: String {
        switch self {
        case .usage(let message), .invalid(let message): message
        }
    }
}

import BindingsMarkup
import BindingsTestSupport
import Foundation
@testable import PizzaFormKit
import TerminalSupport
import Testing

/// The pizza order form: the document bound to the order, the body an HTML form would post, the
/// command line, and the interactive session driven key by key.
@MainActor @Suite(.checksLiveObjects) struct PizzaFormTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    /// 2026-11-24 at 17:50 UTC: the picker starts at the next quarter hour, 18:00.
    static let now = Date(timeIntervalSince1970: 1_795_542_600)

    static let filled = ["--name", "Ada Lovelace", "--phone", "5551234", "--email", "ada@example.com", "--size", "medium",
                         "--topping", "bacon", "--topping", "onion", "--time", "18:30", "--instructions", "Side door, please"]

    @Test(arguments: [
        ("Ada Lovelace", "Ada+Lovelace"), ("ada@example.com", "ada%40example.com"), ("18:30", "18%3A30"),
        ("crème brûlée", "cr%C3%A8me+br%C3%BBl%C3%A9e"), ("*-._~", "*-._%7E"), ("a&b=c\n", "a%26b%3Dc%0A"),
    ])
    func valuesAreEncodedAsHTMLFormsEncodeThem(text: String, encoded: String) {
        #expect(FormEncoding.encoded(text) == encoded)
    }

    @Test func aCompleteOrderPrintsTheFormAndItsBody() throws {
        let outcome = PizzaFormApp.run(arguments: Self.filled, isTerminal: false, timeZone: Self.utc, now: Self.now)
        #expect(outcome.status == 0)
        #expect(outcome.errors == "")
        let lines = outcome.output.components(separatedBy: "\n")
        #expect(lines.suffix(2) == [
            "name=Ada+Lovelace&phone=5551234&email=ada%40example.com&size=medium&toppings=bacon&toppings=onion&time=18%3A30&instructions=Side+door%2C+please",
            "",
        ])
        try Snapshot.assert(outcome.output, named: "filled-form.txt")
    }

    /// Each case's arguments, exit status, the form's printed output (a snapshot, whose last line is
    /// the message saying what is missing) or `nil` for none, and the error text.
    @Test(arguments: [
        ([] as [String], 1, "empty-form.txt", ""),
        (["--name", "Ada", "--phone", "5551234", "--size", "large", "--email", "ada"], 1, "email-without-at.txt", ""),
        (["--size", "huge"], 1, nil, "PizzaForm: no size 'huge'\n"),
        (["--time", "25:00"], 1, nil, "PizzaForm: --time needs HH:MM, not '25:00'\n"),
        (["--name"], 2, nil, "PizzaForm: --name needs a value\n\(FormOptions.usage)\n"),
        (["--pineapple", "yes"], 2, nil, "PizzaForm: unknown argument '--pineapple'\n\(FormOptions.usage)\n"),
    ] as [([String], Int32, String?, String)])
    func incompleteOrdersAndBadArgumentsAreReported(arguments: [String], status: Int32, snapshot: String?, errors: String) throws {
        let outcome = PizzaFormApp.run(arguments: arguments, isTerminal: false, timeZone: Self.utc, now: Self.now)
        #expect(outcome.status == status)
        #expect(outcome.errors == errors)
        if let snapshot { try Snapshot.assert(outcome.output, named: snapshot) } else { #expect(outcome.output == "") }
    }

    @Test func theMessageFollowsTheOrderThroughItsBinding() throws {
        let controller = try PizzaFormController(order: PizzaOrder(deliveryTime: Self.now), timeZone: Self.utc)
        let label = try #require(controller.submitButton?.superview?.subviews.last as? Label)
        #expect(label.text == "Please enter your name, a telephone number and a size")
        controller.nameTextField?.userDidEdit("Ada")
        controller.phoneTextField?.userDidEdit("555 0100")
        #expect(label.text == "Please enter a size")
        let table = try #require(controller.tableView)
        table.userDidSelectRow(at: TableIndexPath(row: 2, section: try #require(table.section(withName: "size"))))
        #expect(controller.viewModel.size == "large")
        #expect(label.text == "Ready to order")
    }

    /// Each field's message says what it lacks, in the error tone; the status is an error until
    /// the order is ready, then neutral. A telephone number is 7 to 15 digits, with an optional
    /// leading +, spaces, dashes, dots and parentheses.
    @Test func eachFieldSaysWhatItLacksAndTheStatusTurnsNeutralWhenReady() throws {
        let controller = try PizzaFormController(order: PizzaOrder(deliveryTime: Self.now), timeZone: Self.utc)
        let order = controller.viewModel
        let messages = { () -> [String] in
            [controller.nameTextField, controller.phoneTextField, controller.emailTextField].map { field in
                let label = field?.superview?.subviews.last as? Label
                return (label?.text ?? "nil") + " (" + (label?.tone.rawValue ?? "nil") + ")"
            }
        }
        let status = try #require(controller.submitButton?.superview?.subviews.last as? Label)
        #expect(messages() == ["Enter your name (error)", "Enter a telephone number (error)", " (error)"])
        #expect(order.sizeMessage == "Choose a size")
        #expect(status.tone == .error)
        let invalid = "A telephone number has 7 to 15 digits, with an optional +, spaces, dashes, dots and parentheses"
        for (phone, message) in [("555", invalid), ("555-01x0", invalid), ("1234567890123456", invalid), ("5+551234", invalid),
                                 ("5551234", ""), ("+1 (617) 555-0100", ""), ("617.555.0100", "")] {
            controller.phoneTextField?.userDidEdit(phone)
            #expect(order.phoneMessage == message, "\(phone)")
        }
        controller.nameTextField?.userDidEdit("Ada")
        controller.emailTextField?.userDidEdit("ada")
        let table = try #require(controller.tableView)
        table.userDidSelectRow(at: TableIndexPath(row: 0, section: try #require(table.section(withName: "size"))))
        #expect(messages() == [" (error)", " (error)", "The email address needs an @ (error)"])
        #expect(order.sizeMessage == "")
        #expect(status.text == "The email address needs an @" && status.tone == .error)
        controller.emailTextField?.userDidEdit("ada@example.com")
        #expect(status.text == "Ready to order" && status.tone == .dim)
    }

    @Test func theSessionFillsTheFormKeyByKeyAndSubmittingAsksToConfirmThenSaysItWasSent() async throws {
        let start = PizzaFormApp.nextQuarterHour(after: Self.now)
        let controller = try PizzaFormController(order: PizzaOrder(deliveryTime: start), timeZone: Self.utc)
        let session = FormSession(controller: controller, submitURL: nil, columns: 60, rows: 12)
        session.window.show()
        #expect(session.focusOrder.map(\.title) == [
            "Customer Name", "Telephone", "Email Address", "Small (Space checks it)", "Medium (Space checks it)",
            "Large (Space checks it)", "Bacon (Space checks it)", "Extra Cheese (Space checks it)", "Onion (Space checks it)",
            "Mushroom (Space checks it)", "Delivery time (+ and - turn it)", "Delivery instructions", "Submit (Enter submits the order)",
        ])
        var keys = Key.decode(Array("Grace\u{7F}e\tx\u{7F}555-0100\t\t".utf8))
        keys += [.down, .text(" "), .tab, .tab, .tab, .text(" "), .down, .down, .down, .text("+"), .text("+"), .tab]
        keys += Key.decode(Array("Ring twice\t".utf8))
        for key in keys { #expect(session.handle(key) == .continues) }
        #expect(session.picture(columns: 60, rows: 12).components(separatedBy: "\n").last == "▶ Submit (Enter submits the order)   Tab next, Alt+2 orders, Esc quits")
        #expect(session.handle(.enter) == .continues)
        let confirm = try #require(session.window.topViewController as? AlertController)
        #expect(confirm.title == "Confirm your order")
        #expect(confirm.message == "Medium pizza with Extra Cheese\nFor Grace, 555-0100\nDelivered at 18:30\n“Ring twice”")
        #expect(session.picture(columns: 60, rows: 12) == """
                                    Pizza Order
            ─────────┌────────────────────────────────────────┐─────────
             [ Submit│           Confirm your order           │
                     │     Medium pizza with Extra Cheese     │
                     │          For Grace, 555-0100           │
                     │           Delivered at 18:30           │
                     │              “Ring twice”              │
                     │                                        │
                     │      [ Cancel ] [▸Place Order ]        │
                     └────────────────────────────────────────┘

            ◀ ▶ choose, Enter confirms, Esc cancels
            """)
        #expect(session.handle(.enter) == .continues)
        var waits = 0
        while !(session.window.topViewController is AlertController), waits < 500 {
            await MainQueue.settle()
            try await Task.sleep(nanoseconds: 1_000_000)
            waits += 1
        }
        let sent = try #require(session.window.topViewController as? AlertController)
        #expect(sent.title == "Order sent")
        #expect(sent.message == "name=Grace&phone=555-0100&email=&size=medium&toppings=cheese&time=18%3A30&instructions=Ring+twice")
        #expect(session.receipts.isEmpty)
        #expect(session.handle(.enter) == .continues)
        #expect(session.receipts == [OrderReceipt(isSent: true, description: sent.message ?? "")])
        #expect(session.tabs.tabBar.items.map(\.title) == ["Order", "Orders (1)"])
        #expect(session.handle(.altDigit(2)) == .continues)
        #expect(session.picture(columns: 60, rows: 12) == """
                                      Orders
            ────────────────────────────────────────────────────────────
             1. Medium pizza with Extra Cheese, For Grace, 555-0100
             Sent





                        Order                        [Orders]

            Alt+1 the form, Esc quits
            """)
        #expect(session.tabs.tabBar.items.map(\.title) == ["Order", "Orders"])
        #expect(session.handle(.controlPageUp) == .continues && session.showsForm)
        #expect(session.handle(.escape) == .quit)
        session.window.close()
    }

    @Test func submittingAnIncompleteOrderNamesWhatIsMissing() throws {
        let controller = try PizzaFormController(order: PizzaOrder(deliveryTime: Self.now), timeZone: Self.utc)
        let session = FormSession(controller: controller, submitURL: nil, columns: 60, rows: 12)
        session.window.show()
        controller.phoneTextField?.userDidEdit("555")
        controller.submitButton?.userDidTap()
        let alert = try #require(session.window.topViewController as? AlertController)
        #expect(alert.title == "Your order is incomplete" && alert.message == "Please enter your name and a size.")
        #expect(alert.actions.map(\.title) == ["OK"])
        #expect(session.handle(.escape) == .continues)
        #expect(session.window.presentedControllers.isEmpty)
        session.window.close()
    }

    @Test func changesToTheOrderInCodeShowInTheFields() throws {
        let controller = try PizzaFormController(order: PizzaOrder(deliveryTime: Self.now), timeZone: Self.utc)
        let order = controller.viewModel
        order.name = "Grace Hopper"
        order.phone = "5550100"
        order.email = "grace@example.com"
        order.deliveryTime = Self.now.addingTimeInterval(40 * 60)
        order.instructions = "Ring twice"
        #expect(controller.nameTextField?.text == "Grace Hopper")
        #expect(controller.phoneTextField?.text == "5550100")
        #expect(controller.emailTextField?.text == "grace@example.com")
        #expect(controller.deliveryDatePicker?.date == Self.now.addingTimeInterval(40 * 60))
        #expect(controller.commentsTextView?.text == "Ring twice")
        order.name = nil
        #expect(controller.nameTextField?.text == nil)
        #expect(controller.emailTextField?.text == "grace@example.com")
    }

    @Test func theRequestIsTheOneABrowserSends() throws {
        let request = FormSubmission.request("name=Ada", to: try #require(URL(string: "http://localhost:8080/order")))
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.httpBody == Data("name=Ada".utf8))
        #expect(throws: FormError.invalid("--submit needs an http or https URL, not 'ftp://x'")) { try FormSubmission.post("", to: "ftp://x") }
    }
}

/// Compares text with files in `Tests/PizzaFormTests/Snapshots`; `RECORD_SNAPSHOTS=1` rewrites them.
enum Snapshot {
    static func assert(_ text: String, named name: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name)")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)))
    }
}

import Testing

/// The pizza form in a real window (a GtkListBox of its static rows): typing into its entries and
/// its text view, turning the time picker's spin buttons and activating rows reach the order
/// through two-way bindings and the sections' checkmarks, the checkmarks show, and clicking Submit
/// asks to confirm the order in a message dialog, whose Place Order sends the order's body and
/// opens the dialog saying it was sent.
@Suite struct PizzaWindowTests {
    @Test func typingActivatingRowsAndClickingSubmitFillAndSendTheOrder() throws {
        let run = try ScenarioRun("pizza")
        #expect(run.errors == "")
        #expect(run.status == 0)
        let form = { (name: String, phone: String, size: String, toppings: [String], time: String, instructions: String, message: String) -> [String] in
            ["  [\(name)]", "  [\(phone)]", "  []", "  PIZZA SIZE"]
                + ["Small", "Medium", "Large"].map { "  " + ($0 == size ? "✓ | " : "") + $0 }
                + ["  PIZZA TOPPINGS"]
                + ["Bacon", "Extra Cheese", "Onion", "Mushroom"].map { "  " + (toppings.contains($0) ? "✓ | " : "") + $0 }
                + ["  PREFERRED DELIVERY TIME", "  \(time)", "  DELIVERY INSTRUCTIONS", "  [\(instructions)]", "  (Submit) | \(message)"]
        }
        #expect(run.lines == ["loaded"]
            + form("", "", "", [], "08:00", "", "Please enter your name, a telephone number and a size")
            + ["filled: name=Ada phone=5551234 size=medium toppings=[\"bacon\", \"mushroom\"] time=1110 minutes instructions=Ring twice"]
            + form("Ada", "5551234", "Medium", ["Bacon", "Mushroom"], "18:30", "Ring twice", "Ready to order")
            + [#"  text: "Confirm your order""#,
               #"  secondary: "Medium pizza with Bacon and Mushroom\nFor Ada, 5551234\nDelivered at 18:30\n“Ring twice”""#,
               #"  row: GtkButton "Cancel" response=cancel"#,
               #"  row: GtkButton "Place Order" .suggested-action response=1 default"#,
               #"  text: "Order sent""#,
               #"  secondary: "name=Ada&phone=5551234&email=&size=medium&toppings=bacon&toppings=mushroom&time=18%3A30&instructions=Ring+twice""#,
               #"  row: GtkButton "OK" response=cancel"#,
               "submitted: [\"name=Ada&phone=5551234&email=&size=medium&toppings=bacon&toppings=mushroom&time=18%3A30&instructions=Ring+twice\"]",
               "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0"])
    }
}

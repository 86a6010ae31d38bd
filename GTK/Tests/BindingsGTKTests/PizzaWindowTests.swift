import Testing

/// The pizza app in a real window (the form a GtkListBox of its static rows): typing into its
/// entries and its text view, turning the time picker's spin buttons and activating rows reach the
/// order through two-way bindings and the sections' checkmarks, the checkmarks show, and clicking
/// Submit asks to confirm the order in a message dialog, whose Place Order sends the order's body
/// and opens the dialog saying it was sent; the Orders tab's switcher button then needs attention,
/// and a click on it shows the order.
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
               #"  switcher: GtkToggleButton "Order" active, GtkToggleButton "Orders" .needs-attention"#,
               "clicked Orders",
               #"  switcher: GtkToggleButton "Order", GtkToggleButton "Orders" active"#,
               "  GtkBox",
               "  GtkScrolledWindow GtkListView 1 items",
               "    GtkBox cell",
               "    GtkBox",
               #"    GtkLabel "1.""#,
               #"    GtkLabel "Medium pizza with Bacon and Mushroom, For Ada, 5551234""#,
               #"    GtkLabel "Sent""#,
               "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0"])
    }
}

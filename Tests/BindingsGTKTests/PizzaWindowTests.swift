#if GTK
import Testing

/// The pizza app in a real window (the form GNOME's groups of boxed lists): typing into its entries
/// and its text view, stepping the time entry, clicking check buttons and pressing Space and Enter
/// on their rows reach the order through two-way bindings and the sections' checkmarks, the check
/// buttons show them, the window keeps every control inside at its narrowest, and clicking
/// Submit asks to confirm the order in a message dialog, whose Place Order sends the order's body
/// and opens the dialog saying it was sent; the Orders tab's switcher button then needs attention,
/// and a click on it shows the order.
@Suite struct PizzaWindowTests {
    @Test func typingActivatingRowsAndClickingSubmitFillAndSendTheOrder() throws {
        let run = try ScenarioRun("pizza")
        #expect(run.errors == "")
        #expect(run.status == 0)
        // Each section a group: its title as written, in GNOME's heading style, not focusable,
        // over a boxed list whose rows are focusable; the size rows' check buttons are one radio
        // group, the toppings' are check boxes; neither takes the focus from its row.
        let form = { (name: String, phone: String, size: String, toppings: [String], time: String, instructions: String,
                      messages: [String], status: String) -> [String] in
            let list = "  GtkListBox .boxed-list .bindings-form-list"
            let field = { (text: String, placeholder: String, message: String) in
                #"    row focusable: GtkBox cell, GtkLabel "", GtkLabel "", GtkBox, GtkEntry ""# + text + #"" placeholder=""# + placeholder
                    + #"", GtkLabel ""# + message + #"" .error"#
            }
            let choice = { (kind: String, title: String, on: Bool) in
                "    row focusable \(kind) [\(on ? "x" : " ")]: GtkBox cell, GtkLabel \"\(title)\", GtkLabel \"\""
            }
            return [list, field(name, "Customer Name", messages[0]), field(phone, "Telephone", messages[1]), field("", "Email Address", ""),
                    #"  GtkLabel "Pizza Size" .heading"#, list]
                + ["Small", "Medium", "Large"].map { choice("radio", $0, $0 == size) }
                + [#"  GtkBox .vertical: GtkLabel ""# + messages[2] + #"" .error"#, #"  GtkLabel "Pizza Toppings" .heading"#, list]
                + ["Bacon", "Extra Cheese", "Onion", "Mushroom"].map { choice("check", $0, toppings.contains($0)) }
                + [#"  GtkLabel "Preferred Delivery Time" .heading"#, list,
                   #"    row focusable: GtkBox cell, GtkLabel "", GtkLabel "", GtkBox [GtkSpinButton time ""# + time + #"" step 15]"#,
                   #"  GtkLabel "Delivery Instructions" .heading"#, list,
                   #"    row focusable: GtkBox cell, GtkLabel "", GtkLabel "", GtkTextView ""# + instructions + #"" margins 4,4,4,4"#,
                   list,
                   #"    row focusable: GtkBox cell, GtkLabel "", GtkLabel "", GtkBox, GtkButton "Submit", GtkLabel ""# + status]
        }
        #expect(run.lines == ["loaded"]
            // Each field missing says so in the error style, under the field (the size under its
            // group), and so does the status beside Submit.
            + form("", "", "", [], "08:00", "", ["Enter your name", "Enter a telephone number", "Choose a size"],
                   #"Please enter your name, a telephone number and a size" .error"#)
            + [#"phone 555: GtkLabel "A telephone number has 7 to 15 digits, with an optional +, spaces, dashes, dots and parentheses" .error"#]
            // The instructions are framed, as tall as the document says: eight lines scroll inside.
            + ["instructions: GtkScrolledWindow .frame 368x64, text 160 tall, page 62",
               #"filled: name=Ada phone=5551234 size=medium toppings=["bacon", "mushroom"] time=1110 minutes instructions=Ring twice"#]
            // Ready, the status is neutral.
            + form("Ada", "5551234", "Medium", ["Bacon", "Mushroom"], "18:30", "Ring twice", ["", "", ""],
                   #"Ready to order" .dim-label"#)
            + [#"  text: "Confirm your order""#,
               #"  secondary: "Medium pizza with Bacon and Mushroom\nFor Ada, 5551234\nDelivered at 18:30\n“Ring twice”""#,
               #"  row: GtkButton "Cancel" response=cancel"#,
               #"  row: GtkButton "Place Order" .suggested-action response=1 default"#,
               #"  text: "Order sent""#,
               #"  secondary: "name=Ada&phone=5551234&email=&size=medium&toppings=bacon&toppings=mushroom&time=18%3A30&instructions=Ring+twice""#,
               #"  row: GtkButton "OK" response=cancel"#,
               "submitted: [\"name=Ada&phone=5551234&email=&size=medium&toppings=bacon&toppings=mushroom&time=18%3A30&instructions=Ring+twice\"]",
               // The page is never narrower than 360 pixels; the header bar asks for more.
               "asked for 200 wide: 405 wide, 6 controls, outside: []",
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
#endif

#if GTK
// The pizza order form in a GTK window: the seed's document, bound to its order as in the
// terminal app; Submit asks to confirm the order in a dialog, then posts it.
import BindingsGTK
import BindingsMarkup
import Foundation
import PizzaFormKit

let usage = """
    usage: PizzaFormGTK [--submit URL] [--screenshot FILE] [--help]

    Shows the pizza order form in a GTK window. Submit names what is missing, or asks to confirm
    the order; placing it prints the order's form body, or with --submit posts it to URL as an
    HTML form would and prints the server's answer.

      --submit URL       post the order to URL (http or https)
      --screenshot FILE  write a PNG picture of the window to FILE once it is drawn, and quit
      --help             show this help
    """

@MainActor
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("PizzaFormGTK: \(message)\n".utf8))
    exit(status)
}

var submitURL: String?
var screenshotPath: String?
var remaining = CommandLine.arguments.dropFirst()
while let argument = remaining.popFirst() {
    switch argument {
    case "--submit", "--screenshot":
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
            fail("\(argument) needs a\(argument == "--submit" ? " URL" : " file name")\n\(usage)", status: 2)
        }
        if argument == "--submit" { submitURL = value } else { screenshotPath = value }
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        fail("unknown argument '\(argument)'\n\(usage)", status: 2)
    }
}

do {
    try GTK.start(applicationID: "io.github.bindings.PizzaForm")
    let order = PizzaOrder(deliveryTime: PizzaFormApp.nextQuarterHour(after: Date()))
    let controller = try PizzaFormController(order: order)
    // Submit asks to confirm the order in a dialog; the order placed is sent off the main actor.
    controller.sendOrder = FormSubmission.sender(to: submitURL)
    controller.onOrderSent = { receipt in FileHandle.standardOutput.write(Data((receipt.description + "\n").utf8)) }
    // The form and the orders it sent, in tabs: the header bar switches them.
    let tabs = PizzaFormApp.tabs(form: controller, history: OrderHistory())
    let window = Window(title: "Pizza Order", controller: tabs, width: 420, height: 760)
    window.present()
    if let screenshotPath {
        guard window.settle(), window.writePNG(to: screenshotPath) else { fail("cannot write the picture to \(screenshotPath)", status: 1) }
        exit(0)
    }
    GTK.run()
} catch {
    fail("\(error)", status: 1)
}
#else
import Foundation

// Without the package's GTK trait the backend is empty; say how to build with it.
FileHandle.standardError.write(Data("PizzaFormGTK: built without GTK: run `swift run --traits GTK PizzaFormGTK` (GTK 4 and libadwaita: `apt-get install libgtk-4-dev libadwaita-1-dev`)\n".utf8))
exit(1)
#endif

import BindingsMarkup
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `PizzaForm` program: the form filled from the command line and printed with its body, or,
/// in a terminal, the interactive form.
public enum PizzaFormApp {
    /// What a run printed and its exit status, or the interactive session to start.
    struct Outcome {
        var output = ""
        var errors = ""
        var status: Int32 = 0
        var session: FormSession?
    }

    /// Runs the program with the process's arguments and exits with its status.
    @MainActor
    public static func main() -> Never {
        let isTerminal = isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1
        let outcome = run(arguments: Array(CommandLine.arguments.dropFirst()), isTerminal: isTerminal)
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        FileHandle.standardError.write(Data(outcome.errors.utf8))
        guard let session = outcome.session else { exit(outcome.status) }
        session.start()
        dispatchMain()
    }

    /// Everything but the interactive loop.
    @MainActor
    static func run(arguments: [String], isTerminal: Bool, timeZone: TimeZone = .current, now: Date = Date()) -> Outcome {
        let options: FormOptions
        do {
            options = try FormOptions(arguments: arguments)
        } catch {
            return Outcome(errors: "PizzaForm: \(error)\n\(FormOptions.usage)\n", status: 2)
        }
        if options.help { return Outcome(output: FormOptions.usage + "\n") }
        do {
            let controller = try PizzaFormController(order: PizzaOrder(deliveryTime: nextQuarterHour(after: now)), timeZone: timeZone)
            if isTerminal { return Outcome(session: FormSession(controller: controller, submitURL: options.submitURL)) }
            try fill(controller, from: options)
            var outcome = Outcome(output: picture(of: controller, width: 640))
            guard controller.viewModel.isValid else {
                outcome.output += "\n\(controller.viewModel.message)\n"
                outcome.status = 1
                return outcome
            }
            let body = controller.formBody
            let receipt = try options.submitURL.map { url throws(FormError) in try FormSubmission.post(body, to: url) }
                ?? OrderReceipt(isSent: true, description: body)
            outcome.output += "\n" + receipt.description + "\n"
            return outcome
        } catch let error as FormError {
            return Outcome(errors: "PizzaForm: \(error)\n", status: error.isUsage ? 2 : 1)
        } catch {
            return Outcome(errors: "PizzaForm: \(error)\n", status: 1)
        }
    }

    /// The form as a user would fill it: typing into the fields, selecting rows, turning the picker.
    @MainActor
    static func fill(_ controller: PizzaFormController, from options: FormOptions) throws(FormError) {
        if let name = options.name { controller.nameTextField?.userDidEdit(name) }
        if let phone = options.phone { controller.phoneTextField?.userDidEdit(phone) }
        if let email = options.email { controller.emailTextField?.userDidEdit(email) }
        if let text = options.instructions { controller.commentsTextView?.userDidEdit(text) }
        guard let table = controller.tableView else { return }
        func select(_ value: String, inSection name: String) throws(FormError) {
            guard let section = table.section(withName: name),
                  let row = (0..<table.numberOfRows(inSection: section)).first(where: {
                      table.cellForRow(at: TableIndexPath(row: $0, section: section))?.value as? String == value
                  }) else { throw .invalid("no \(name == "size" ? "size" : "topping") '\(value)'") }
            table.userDidSelectRow(at: TableIndexPath(row: row, section: section))
        }
        if let size = options.size { try select(size, inSection: "size") }
        for topping in options.toppings { try select(topping, inSection: "toppings") }
        if let time = options.time, let picker = controller.deliveryDatePicker {
            let parts = time.split(separator: ":").compactMap { Int($0) }
            guard parts.count == 2, (0..<24).contains(parts[0]), (0..<60).contains(parts[1]) else { throw .invalid("--time needs HH:MM, not '\(time)'") }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = picker.timeZone
            let day = calendar.startOfDay(for: picker.date)
            picker.userDidPick(day.addingTimeInterval(Double(parts[0] * 3600 + parts[1] * 60)))
        }
    }

    /// The form's text picture at `width` points, as tall as its content.
    @MainActor
    static func picture(of controller: PizzaFormController, width: Double) -> String {
        let view = controller.view
        view.frame = Rect(x: 0, y: 0, width: width, height: 100)
        view.layoutIfNeeded()
        let height = (controller.tableView?.contentHeight ?? 100)
        view.frame = Rect(x: 0, y: 0, width: width, height: height)
        view.layoutIfNeeded()
        var lines = TextRenderer().render(view).components(separatedBy: "\n")
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The app's screens, in tabs: the form and the orders it sent, each in a navigation
    /// controller; the form records what it sends in `history`.
    @MainActor
    public static func tabs(form: PizzaFormController, history: OrderHistory) -> TabBarController {
        form.history = history
        let orders = PizzaOrdersController(history: history)
        return TabBarController(viewControllers: [
            NavigationController(rootViewController: form, loader: form.loader),
            NavigationController(rootViewController: orders, loader: form.loader),
        ], loader: form.loader)
    }

    /// The first quarter hour after `date`, on the minute wheel's steps.
    public static func nextQuarterHour(after date: Date) -> Date {
        Date(timeIntervalSince1970: ((date.timeIntervalSince1970 / 900).rounded(.down) + 1) * 900)
    }
}

extension FormError {
    var isUsage: Bool {
        if case .usage = self { return true }
        return false
    }
}

/// Posting the body as an HTML form does.
public enum FormSubmission {
    /// The request a browser would send for the form.
    static func request(_ body: String, to url: URL) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(body.utf8)
        return request
    }

    /// Posts `body` to `address`, waiting for the answer, and says what happened (`Posted to
    /// URL: HTTP 201`); not on the main actor in an app, which would wait with it.
    public static func post(_ body: String, to address: String) throws(FormError) -> OrderReceipt {
        guard let url = URL(string: address), url.scheme == "http" || url.scheme == "https" else {
            throw .invalid("--submit needs an http or https URL, not '\(address)'")
        }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var receipt = OrderReceipt(isSent: false, description: "Could not post to \(address): no response")
        URLSession.shared.dataTask(with: request(body, to: url)) { _, response, error in
            if let status = (response as? HTTPURLResponse)?.statusCode {
                receipt = OrderReceipt(isSent: (200..<300).contains(status), description: "Posted to \(address): HTTP \(status)")
            } else if let error {
                receipt = OrderReceipt(isSent: false, description: "Could not post to \(address): \(error.localizedDescription)")
            }
            done.signal()
        }.resume()
        done.wait()
        return receipt
    }

    /// What sends an order: posting to `address`, or, without one, printing nothing and giving the
    /// body back.
    public static func sender(to address: String?) -> @Sendable (String) -> OrderReceipt {
        guard let address else { return { OrderReceipt(isSent: true, description: $0) } }
        return { body in
            do throws(FormError) {
                return try post(body, to: address)
            } catch {
                return OrderReceipt(isSent: false, description: error.description)
            }
        }
    }
}

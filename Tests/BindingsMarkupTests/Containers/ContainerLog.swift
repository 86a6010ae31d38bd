import BindingsMarkup

/// A controller that records its appearance and containment callbacks into a shared log.
final class LoggingController: ViewController {
    let name: String
    let log: AppearanceLog

    init(_ name: String, log: AppearanceLog, title: String? = nil) {
        self.name = name
        self.log = log
        super.init()
        self.title = title ?? name
    }

    override func loadView() throws(MarkupDiagnostics) -> View {
        let label = Label()
        label.text = "\(name) screen"
        return label
    }

    override func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) { log.entries.append("\(name).willMove(\(parent.map { String(describing: type(of: $0)) } ?? "nil"))") }
    override func didMove(toParent parent: ViewController?) { log.entries.append("\(name).didMove(\(parent.map { String(describing: type(of: $0)) } ?? "nil"))") }
}

/// Collects the controller warnings reported while it is installed.
@MainActor final class WarningLog {
    var warnings: [ControllerWarning] = []
    private let previous = ControllerWarning.handler

    init() {
        ControllerWarning.handler = { [weak self] in self?.warnings.append($0) }
    }

    func restore() {
        ControllerWarning.handler = previous
    }
}

/// The names of logging controllers, `?` for others.
@MainActor func names(_ controllers: [ViewController]?) -> [String]? {
    controllers?.map { ($0 as? LoggingController)?.name ?? "?" }
}

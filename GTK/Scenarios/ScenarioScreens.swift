#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup

/// The callbacks scenario screens heard, in order.
@MainActor
final class ScreenLog {
    var entries: [String] = []

    /// The entries since the last call, emptied.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A small screen built in code, a label saying its name, that logs its appearance and
/// containment callbacks as the kit's tests write them (`detail.viewDidAppear`).
final class LoggedScreen: ViewController {
    let name: String
    let log: ScreenLog
    /// Logged with each `did` callback: what the window showed then (a stack's transition running).
    var context: (@MainActor () -> String)?

    init(_ name: String, log: ScreenLog, title: String? = nil) {
        self.name = name
        self.log = log
        super.init(loader: MarkupLoader(bundles: []))
        self.title = title ?? name
    }

    override func loadView() throws(MarkupDiagnostics) -> View {
        let label = Label()
        label.text = "\(name) screen"
        return label
    }

    override func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear" + (context.map { " (\($0()))" } ?? "")) }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear" + (context.map { " (\($0()))" } ?? "")) }
    override func willMove(toParent parent: ViewController?) { log.entries.append("\(name).willMove(\(Self.name(of: parent)))") }
    override func didMove(toParent parent: ViewController?) { log.entries.append("\(name).didMove(\(Self.name(of: parent)))") }

    private static func name(of parent: ViewController?) -> String {
        parent.map { String(describing: type(of: $0)) } ?? "nil"
    }
}

/// A list of fruits from markup: its bar's title and Add button, a filter field and a table whose
/// activated row pushes the fruit's ``FruitDetailController``.
final class FruitListController: ViewController, TableViewDataSource {
    static let fruits = ["Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Clementine", "Coconut", "Cranberry",
                         "Date", "Fig", "Grape", "Grapefruit", "Guava", "Kiwi", "Lemon", "Lime", "Lychee", "Mango", "Melon",
                         "Nectarine", "Orange", "Papaya", "Peach", "Pear", "Pineapple", "Plum", "Quince", "Raspberry", "Strawberry"]
    @Observed var tableView: TableView? = nil
    @Observed var filterField: TextField? = nil
    var added = 0

    init() {
        super.init(loader: MarkupLoader(bundles: []))
    }

    /// The screen's document, compiled once.
    static let document = Result { () throws(MarkupDiagnostics) in
        try MarkupLoader(bundles: []).template(source: """
            <LMColumnView spacing="4">
                <navigationItem title="Fruits" backButtonTitle="Fruits">
                    <rightBarButtonItem systemItem="add" onPrimaryActionTriggered="add"/>
                </navigationItem>
                <UITextField id="filterField" placeholder="Filter"/>
                <LMTableView id="tableView" weight="1"/>
            </LMColumnView>
            """, file: "FruitList.xml")
    }

    override func loadView() throws(MarkupDiagnostics) -> View {
        try Self.document.get().instantiate(owner: self)
    }

    override func viewDidLoad() {
        tableView?.register(forCellReuseIdentifier: "fruit") { TableViewCell() }
        tableView?.dataSource = self
        tableView?.didSelectRow = { [weak self] indexPath in self?.open(Self.fruits[indexPath.row]) }
    }

    override var markupActions: [String: @MainActor (View) -> Void] {
        ["add": { [weak self] _ in self?.added += 1 }]
    }

    /// Pushes the detail of `fruit`.
    func open(_ fruit: String) {
        navigationController?.pushViewController(FruitDetailController(fruit: fruit), animated: true)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        Self.fruits.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit") ?? TableViewCell()
        cell.textLabel.text = Self.fruits[indexPath.row]
        return cell
    }
}

/// One fruit, from markup: its name as the bar's title, Edit at the start, Save (done, enabled
/// once a note is written) and Trash at the end; a label, a note field and a search bar.
final class FruitDetailController: ViewController {
    @Observed var fruit: String
    @Observed var note = ""
    @Observed var searchBar: SearchBar? = nil
    @Observed var noteField: TextField? = nil
    var actions: [String] = []

    init(fruit: String) {
        self.fruit = fruit
        super.init(loader: MarkupLoader(bundles: []))
    }

    /// The screen's document, compiled once.
    static let document = Result { () throws(MarkupDiagnostics) in
        try MarkupLoader(bundles: []).template(source: """
            <LMColumnView spacing="4">
                <navigationItem title="$fruit">
                    <leftBarButtonItem systemItem="edit" onPrimaryActionTriggered="edit"/>
                    <rightBarButtonItem title="Save" style="done" enabled="$count(note) gt 0" onPrimaryActionTriggered="save"/>
                    <rightBarButtonItem systemItem="trash" onPrimaryActionTriggered="trash"/>
                </navigationItem>
                <UILabel text="$`{fruit} is on the list`"/>
                <UITextField id="noteField" placeholder="Note" text="$$note"/>
                <UISearchBar id="searchBar" placeholder="Search"/>
            </LMColumnView>
            """, file: "FruitDetail.xml")
    }

    override func loadView() throws(MarkupDiagnostics) -> View {
        try Self.document.get().instantiate(owner: self)
    }

    override var markupActions: [String: @MainActor (View) -> Void] {
        ["edit": { [weak self] _ in self?.actions.append("edit") },
         "save": { [weak self] _ in self?.actions.append("save") },
         "trash": { [weak self] _ in self?.actions.append("trash") }]
    }
}
#endif

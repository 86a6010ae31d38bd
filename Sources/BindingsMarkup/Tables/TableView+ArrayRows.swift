import Bindings
import Dispatch

// A section whose rows follow an observable array of an owner (a view model's `@Observed var
// items: [TodoItem]`), each row a cell given its element.
extension TableView {
    /// Makes the rows of `section` follow the array at `keyPath` of `owner`, each row a
    /// ``ContentCell`` built from the markup document `cellDocument`, whose owner is the cell: it
    /// binds to the row's element as `$content`, as in `text="$content.title"`.
    ///
    /// When the whole array is set (a filtered or sorted array computed anew), the rows change by
    /// the difference between the old and the new elements: name `identityKeyPath` to tell value
    /// elements apart by a key of theirs (`"id"` of row dictionaries), as SwiftUI's `ForEach(_:id:)`
    /// does; by default objects are told apart by identity and hashable values by equality.
    ///
    /// The table keeps the binding (see ``TableRowsBinding`` for its lifetime and threads); binding
    /// the section again replaces it. Checks before binding anything: the section exists, the key
    /// path names an array (or an optional one), the cell document compiles and, when the array
    /// has elements, its bindings read keys the first element has and it has an identity.
    @discardableResult
    public func bindRows(inSection section: Int, to owner: some KeyValueCoding, keyPath: String, identifiedBy identityKeyPath: String? = nil,
                         cellDocument: String, loader: MarkupLoader = .shared) throws(TableRowsBindingError) -> TableRowsBinding {
        let template: MarkupTemplate
        do {
            // Searched for in the module of the array's owner too, where the screen's code is.
            template = try loader.template(named: cellDocument, ownerType: type(of: owner))
        } catch {
            throw .cellDocument(name: cellDocument, diagnostics: error)
        }
        if let first = try Self.checkedArray(of: owner, keyPath: keyPath).first {
            let probe = ContentCell()
            probe.content = first
            let problems = template.problems(for: probe)
            guard problems.isEmpty else { throw .cellDocument(name: cellDocument, diagnostics: MarkupDiagnostics(problems)) }
        }
        return try bindRows(inSection: section, to: owner, keyPath: keyPath, identifiedBy: identityKeyPath, cellIdentifier: cellDocument) {
            let cell = ContentCell()
            // Checked above for the first element; a cell that fails stays empty, as a row of no data.
            _ = try? template.instantiate(owner: cell, root: cell)
            return cell
        }
    }

    /// Makes the rows of `section` follow the array at `keyPath` of `owner`, each row a cell of
    /// `cellType` (a ``ContentCell`` subclass that builds its own views) given its element as
    /// ``ContentCell/content``. See ``bindRows(inSection:to:keyPath:identifiedBy:cellDocument:loader:)``.
    @discardableResult
    public func bindRows(inSection section: Int, to owner: some KeyValueCoding, keyPath: String, identifiedBy identityKeyPath: String? = nil,
                         cellType: ContentCell.Type = ContentCell.self) throws(TableRowsBindingError) -> TableRowsBinding {
        try bindRows(inSection: section, to: owner, keyPath: keyPath, identifiedBy: identityKeyPath,
                     cellIdentifier: String(describing: cellType)) { cellType.init() }
    }

    /// Makes the rows of `section` follow the array at `keyPath` of `owner`, each row a cell made
    /// by `makeCell` (registered for `cellIdentifier`, so cells are reused) given its element as
    /// ``ContentCell/content``. See ``bindRows(inSection:to:keyPath:identifiedBy:cellDocument:loader:)``.
    @discardableResult
    public func bindRows(inSection section: Int, to owner: some KeyValueCoding, keyPath: String, identifiedBy identityKeyPath: String? = nil,
                         cellIdentifier: String, makeCell: @escaping @MainActor () -> ContentCell) throws(TableRowsBindingError) -> TableRowsBinding {
        guard sections.indices.contains(section) else { throw .noSuchSection(section, count: sections.count) }
        let array = try Self.checkedArray(of: owner, keyPath: keyPath)
        if let identityKeyPath, let first = array.first, ElementIdentity.of(first, keyPath: identityKeyPath) == nil {
            throw .noIdentity(identityKeyPath: identityKeyPath, elementType: String(describing: type(of: first)))
        }
        unbindRows(inSection: section)
        register(forCellReuseIdentifier: cellIdentifier, factory: makeCell)
        let binding = TableRowsBinding(table: self, section: section, keyPath: keyPath, identityKeyPath: identityKeyPath,
                                       cellIdentifier: cellIdentifier) { [weak owner] in
            Self.arrayAndVersion(of: owner, keyPath: keyPath)
        }
        sections[section].rows = binding
        rowSupport.boundSections += 1
        reloadData()
        let inbox = binding.inbox
        // Write counts order the changes of one property; through a path the property may change.
        let versioned = !keyPath.contains(".")
        do {
            // `.initial` shows the array as it is now, and `.new` carries each change's elements.
            try binding.observe { () throws(KeyValueError) in
                try owner.observe(keyPath, options: [.initial, .new]) { [weak binding] _, change in
                    let event = ArrayChangeEvent(change, versioned: versioned)
                    if MainQueue.isCurrent {
                        MainActor.assumeIsolated { binding?.receive(event) }
                    } else if inbox.append(event, onMain: false) {
                        DispatchQueue.main.async { MainActor.assumeIsolated { binding?.drain() } }
                    }
                }
            }
        } catch {
            unbindRows(inSection: section)
            throw .keyPath(error)
        }
        return binding
    }

    /// Stops the rows of `section` following an array: the section shows its static cells again.
    public func unbindRows(inSection section: Int) {
        guard let binding = boundRows(section) else { return }
        binding.stop()
        sections[section].rows = nil
        rowSupport.boundSections -= 1
        reloadData()
    }

    /// The array binding of `section`, or `nil` when its rows follow none.
    public func rowsBinding(forSection section: Int) -> TableRowsBinding? {
        boundRows(section)
    }

    /// The array at `keyPath` of `owner` now, with its write count when `keyPath` is one `@Observed`
    /// property (otherwise 0); empty when the owner is gone or the value is no array.
    private static func arrayAndVersion(of owner: (some KeyValueCoding)?, keyPath: String) -> (array: [Any], version: Int) {
        guard let owner else { return ([], 0) }
        if let (value, version) = owner.valueAndWriteVersion(forKey: keyPath) {
            return ((value as? [Any]) ?? [], version)
        }
        return ((owner.value(forKeyPath: keyPath) as? [Any]) ?? [], 0)
    }

    /// The array at `keyPath` of `owner` (empty when an optional along the path is `nil`), or why not.
    private static func checkedArray(of owner: some KeyValueCoding, keyPath: String) throws(TableRowsBindingError) -> [Any] {
        let value: Any?
        do {
            value = try owner.checkedValue(forKeyPath: keyPath)
        } catch {
            throw .keyPath(error)
        }
        guard let value else { return [] }
        guard let array = value as? [Any] else {
            throw .notAnArray(keyPath: keyPath, type: String(describing: type(of: value)))
        }
        return array
    }
}

import Bindings

/// Rows on wheels, one wheel per component: `LMPickerView` and `UIPickerView` in MarkupKit documents.
///
/// Markup gives the rows as `<row title="Small" value="S"/>`; `<?componentName sizes?>` names the
/// current component and `<?componentSeparator?>` starts the next. A row without a value stands for
/// its title. `value` (a computed key, two-way bindable) is the first component's selected value.
/// ``userDidSelectRow(_:inComponent:)`` stands for the user turning a wheel: it selects the row, so
/// observers of `components` and `value` hear it, then sends `ValueChanged` and `PrimaryActionTriggered`.
///
/// Its content size is UIKit's 216 points tall, each component as wide as its longest title plus two
/// characters on each side.
open class PickerView: Control, ValueControl {
    /// One wheel: its name, its rows and the index of its selected row (-1 when it has no rows).
    public struct Component: Sendable, Equatable {
        /// The name given by `<?componentName?>`, or `nil`.
        public var name: String?
        /// The rows, top to bottom.
        public var rows: [Row]
        /// The selected row, or -1 for none.
        public var selectedRow: Int

        /// A component with no rows.
        public init(name: String? = nil, rows: [Row] = [], selectedRow: Int = -1) {
            self.name = name
            self.rows = rows
            self.selectedRow = selectedRow
        }
    }

    /// One row: the title shown and the value it stands for.
    public typealias Row = TitledValue

    /// The components, left to right, with their selections.
    @Observed public internal(set) var components: [Component] = []
    /// The font of the rows; the default is System 16.
    @Observed public var font = Font.system()

    /// UIKit's height of a picker.
    nonisolated public static let pickerHeight = 216.0

    /// Adds `components` and `font`.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["components", "font"]
    }

    /// The control keys plus `value`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        pickerComputedKeys
    }

    nonisolated private static let pickerComputedKeys = Control.computedKeys.merging([
        "value": ComputedKey(\PickerView.value, dependsOn: "components"),
    ]) { _, own in own }

    /// The selected value of the first component; setting it selects the first row with that value
    /// (or none, for a value no row has).
    nonisolated public var value: String? {
        get {
            MainActor.assumeIsolated {
                guard let first = components.first, first.rows.indices.contains(first.selectedRow) else { return nil }
                return first.rows[first.selectedRow].effectiveValue
            }
        }
        set {
            MainActor.assumeIsolated {
                var all = components
                guard !all.isEmpty else { return }
                all[0].selectedRow = all[0].rows.firstIndex { $0.effectiveValue == newValue } ?? -1
                components = all
            }
        }
    }

    // MARK: Components and rows

    /// The number of components.
    public var numberOfComponents: Int { components.count }

    /// The number of rows of `component` (0 for a component that does not exist).
    public func numberOfRows(inComponent component: Int) -> Int {
        components.indices.contains(component) ? components[component].rows.count : 0
    }

    /// The title of `row` in `component`, or `nil` when there is no such row.
    public func title(forRow row: Int, forComponent component: Int) -> String? {
        self.row(row, in: component)?.title
    }

    /// The name of `component`, or `nil` when it has none.
    public func name(forComponent component: Int) -> String? {
        components.indices.contains(component) ? components[component].name : nil
    }

    /// The index of the component named `name`, or `nil` when none is.
    public func component(withName name: String) -> Int? {
        components.firstIndex { $0.name == name }
    }

    /// Appends a component named `name` and returns its index.
    @discardableResult
    public func appendComponent(named name: String? = nil) -> Int {
        components.append(Component(name: name))
        return components.count - 1
    }

    /// Appends a row to `component` (the last one, created when there is none); the first row of a
    /// component is selected, as a wheel always shows one.
    public func appendRow(title: String, value: String? = nil, inComponent component: Int? = nil) {
        if components.isEmpty { appendComponent() }
        let index = min(max(component ?? components.count - 1, 0), components.count - 1)
        components[index].rows.append(Row(title: title, value: value))
        if components[index].selectedRow < 0 { components[index].selectedRow = 0 }
    }

    // MARK: Selection

    /// The selected row of `component`, or -1 when there is none.
    public func selectedRow(inComponent component: Int) -> Int {
        components.indices.contains(component) ? components[component].selectedRow : -1
    }

    /// Selects `row` of `component`; a row that does not exist selects none. `animated` is accepted
    /// for UIKit's signature: there is nothing to animate.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool = false) {
        guard components.indices.contains(component) else { return }
        components[component].selectedRow = components[component].rows.indices.contains(row) ? row : -1
    }

    /// The value of the selected row of `component` (its title when it has no value), or `nil`.
    public func value(forComponent component: Int) -> String? {
        self.row(selectedRow(inComponent: component), in: component)?.effectiveValue
    }

    /// Selects the first row of `component` whose value is `value`, or none when no row has it.
    public func setValue(_ value: String?, forComponent component: Int, animated: Bool = false) {
        guard components.indices.contains(component) else { return }
        selectRow(components[component].rows.firstIndex { $0.effectiveValue == value } ?? -1, inComponent: component)
    }

    /// Simulates the user turning `component`'s wheel to `row`: selects it, then sends `ValueChanged` and `PrimaryActionTriggered`.
    public func userDidSelectRow(_ row: Int, inComponent component: Int) {
        guard isEnabled else { return }
        selectRow(row, inComponent: component)
        sendValueChanged()
    }

    private func row(_ row: Int, in component: Int) -> Row? {
        guard components.indices.contains(component), components[component].rows.indices.contains(row) else { return nil }
        return components[component].rows[row]
    }

    // MARK: Layout

    /// The width of each component: its longest title plus two characters on each side.
    public func componentWidths() -> [Double] {
        let metrics = TextMetrics(font: font)
        return components.map { metrics.width(ofCharacters: ($0.rows.map(\.title.count).max() ?? 0) + 4) }
    }

    /// The components side by side, ``pickerHeight`` tall.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(componentWidths().reduce(0, +), proposal.width), height: Self.pickerHeight)
    }
}

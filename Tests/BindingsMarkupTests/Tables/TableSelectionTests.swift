import BindingsMarkup
import Testing

extension Tables {
    @Suite("Checkmark selection") @MainActor
    struct TableSelectionTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var name: String
            var mode: TableSelectionMode
            var initiallyChecked: Set<Int>
            var selections: [Int]
            var checked: [Int]
            var testDescription: String { name }
        }

        nonisolated static let cases: [Case] = [
            Case(name: "default: selecting checks nothing", mode: .default, initiallyChecked: [], selections: [0, 2], checked: []),
            Case(name: "default: checked cells stay as they are", mode: .default, initiallyChecked: [1], selections: [0], checked: [1]),
            Case(name: "single: the selected row becomes the only checked one", mode: .singleCheckmark,
                 initiallyChecked: [], selections: [1], checked: [1]),
            Case(name: "single: selecting another moves the checkmark", mode: .singleCheckmark,
                 initiallyChecked: [], selections: [1, 3], checked: [3]),
            Case(name: "single: selecting the checked row keeps it checked", mode: .singleCheckmark,
                 initiallyChecked: [], selections: [2, 2], checked: [2]),
            Case(name: "single: appending several checked cells keeps the last", mode: .singleCheckmark,
                 initiallyChecked: [0, 2], selections: [], checked: [2]),
            Case(name: "multiple: selecting toggles", mode: .multipleCheckmarks,
                 initiallyChecked: [], selections: [0, 2, 3, 0], checked: [2, 3]),
            Case(name: "multiple: checked cells stay checked", mode: .multipleCheckmarks,
                 initiallyChecked: [0, 1], selections: [3], checked: [0, 1, 3]),
            Case(name: "rows that do not exist are ignored", mode: .singleCheckmark,
                 initiallyChecked: [1], selections: [9, -1], checked: [1]),
        ]

        @Test(arguments: cases)
        func selectionFollowsTheSectionMode(_ testCase: Case) {
            let table = TableTestSupport.staticTable(["S", "M", "L", "XL"], mode: testCase.mode, checked: testCase.initiallyChecked)
            for row in testCase.selections {
                table.userDidSelectRow(at: TableIndexPath(row: row, section: 0))
            }
            #expect(TableTestSupport.checkedRows(table) == testCase.checked)
        }

        @Test func switchingToSingleKeepsTheFirstChecked() {
            let table = TableTestSupport.staticTable(["S", "M", "L"], mode: .multipleCheckmarks, checked: [1, 2])
            table.setSelectionMode(.singleCheckmark, forSection: 0)
            #expect(TableTestSupport.checkedRows(table) == [1])
        }

        @Test func selectingCallsTheHandlerAfterChecking() {
            let table = TableTestSupport.staticTable(["S", "M"], mode: .singleCheckmark)
            var seen: [String] = []
            table.didSelectRow = { [weak table] path in seen.append("\(path) \(table?.value(forSection: 0) as? String ?? "-")") }
            table.userDidSelectRow(at: TableIndexPath(row: 1, section: 0))
            #expect(seen == ["0.1 M"])
        }

        @Test func valuesOfTheCheckedRows() {
            let table = TableTestSupport.staticTable(["S", "M", "L", "XL"], mode: .multipleCheckmarks, checked: [3, 1])
            #expect(table.value(forSection: 0) as? String == "M")
            #expect(table.values(forSection: 0).map { $0 as? String } == ["M", "XL"])
            #expect(table.value(forSection: 7) == nil)
            #expect(table.values(forSection: 7).isEmpty)
        }

        @Test(arguments: [
            (TableSelectionMode.singleCheckmark, "L", [2]),
            (.singleCheckmark, "XXL", []),
            (.multipleCheckmarks, "M", [1]),
        ])
        func settingAValueChecksTheMatchingRow(mode: TableSelectionMode, value: String, checked: [Int]) {
            let table = TableTestSupport.staticTable(["S", "M", "L", "XL"], mode: mode, checked: [0])
            table.setValue(value, forSection: 0)
            #expect(TableTestSupport.checkedRows(table) == checked)
        }

        @Test(arguments: [
            (TableSelectionMode.multipleCheckmarks, ["S", "XL", "none"], [0, 3]),
            (.singleCheckmark, ["XL", "S"], [0]),
            (.multipleCheckmarks, [], []),
        ])
        func settingValuesChecksTheMatchingRows(mode: TableSelectionMode, values: [String], checked: [Int]) {
            let table = TableTestSupport.staticTable(["S", "M", "L", "XL"], mode: mode, checked: [1])
            table.setValues(values, forSection: 0)
            #expect(TableTestSupport.checkedRows(table) == checked)
        }

        @Test(arguments: [
            ("S", "S", true), ("S", "M", false), ("2", "2", true), ("nil", "nil", false), ("S", "nil", false),
        ])
        func valuesCompareAsHashables(lhs: String, rhs: String, equal: Bool) {
            let left: Any? = lhs == "nil" ? nil : lhs
            let right: Any? = rhs == "nil" ? nil : rhs
            #expect(TableView.valuesEqual(left, right) == equal)
        }

        @Test func numbersAndObjectsCompare() {
            let object = NumberedCell()
            #expect(TableView.valuesEqual(2, 2) && !TableView.valuesEqual(2, "2"))
            #expect(TableView.valuesEqual(object, object) && !TableView.valuesEqual(object, NumberedCell()))
            #expect(TableView.valuesEqual(Optional<Int>.some(3) as Any, 3))
        }

        @Test(arguments: [
            ("singleCheckmark", TableSelectionMode.singleCheckmark),
            ("LMTableViewSelectionModeMultipleCheckmarks", .multipleCheckmarks),
            ("default", .default),
        ])
        func modesParseByMarkupName(text: String, mode: TableSelectionMode) throws {
            #expect(try TableSelectionMode(parsing: text) == mode)
        }
    }
}

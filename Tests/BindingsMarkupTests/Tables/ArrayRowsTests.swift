import Bindings
@_spi(Testing) @_spi(Backend) @testable import BindingsMarkup
import Dispatch
import Foundation
import Testing

extension Tables {
    /// A section bound to a view model's observable array, in code and in markup: changes of the
    /// array arrive as row changes, only changed rows get their cells again, and changes made on
    /// other threads reach the table on the main actor in order, or end equal to the array.
    @Suite("Array rows") @MainActor
    struct ArrayRowsTests {
        func lines(_ table: TableView) -> [String] {
            table.layoutIfNeeded()
            return TextRenderer().render(table).components(separatedBy: "\n").filter { !$0.isEmpty }
        }

        func boundTable(_ viewModel: TodoViewModel, height: Double = 200) throws -> (TableView, TableRowsBinding) {
            let table = TableView()
            table.frame = Rect(x: 0, y: 0, width: 160, height: height)
            let binding = try table.bindRows(inSection: 0, to: viewModel, keyPath: "items", cellDocument: "TodoItemCell", loader: try fixtureLoader())
            table.layoutIfNeeded()
            return (table, binding)
        }

        /// Waits until the main queue ran what was queued before now.
        func drainMainQueue() async {
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        }

        @Test func insertionsRemovalsAndReplacementsRebindOnlyTheirRows() throws {
            let viewModel = TodoViewModel(["Milk", "Eggs", "Bread"])
            let (table, binding) = try boundTable(viewModel)
            #expect(lines(table) == [" Milk", " Eggs", " Bread"])
            #expect(binding.rowsBound == 3 && table.cellsCreated == 3)
            viewModel.$items.append(TodoItem("Butter"))
            #expect(lines(table) == [" Milk", " Eggs", " Bread", " Butter"])
            #expect(binding.rowsBound == 4 && table.cellsCreated == 4)
            viewModel.$items.remove(at: 0)
            #expect(lines(table) == [" Eggs", " Bread", " Butter"])
            #expect(binding.rowsBound == 4 && table.queuedCellCount(forIdentifier: "TodoItemCell") == 1)
            viewModel.$items.replace(at: 1, with: TodoItem("Rye bread"))
            #expect(lines(table) == [" Eggs", " Rye bread", " Butter"])
            #expect(binding.rowsBound == 5 && table.cellsCreated == 4)
            // An element's own change reaches its cell through the cell's bindings: no row changes.
            viewModel.items[0].done = true
            #expect(lines(table) == [" Eggs             ✓", " Rye bread", " Butter"])
            #expect(binding.rowsBound == 5)
            // Setting the whole array changes the rows of the elements that differ.
            let kept = viewModel.items
            viewModel.items = [kept[2], TodoItem("Jam"), kept[0]]
            #expect(lines(table) == [" Butter", " Jam", " Eggs             ✓"])
            #expect(binding.realignments == 0)
            #expect(table.numberOfRows(inSection: 0) == 3)
        }

        @Test func aBatchOfEditsArrivesAsOneSplicePerRun() throws {
            let viewModel = TodoViewModel(["A", "B", "C", "D"])
            let (table, _) = try boundTable(viewModel)
            let host = RecordingRowHost()
            table.rowHost = host
            viewModel.$items.insert(contentsOf: [TodoItem("X"), TodoItem("Y")], at: 1)
            viewModel.$items.performBatchUpdates { edit in
                edit.remove(at: 5)
                edit.remove(at: 0)
            }
            viewModel.$items.removeAll()
            #expect(host.splices.map { $0.map(\.description) } == [["1 -0 +2"], ["5 -1 +0", "0 -1 +0"], ["0 -4 +0"]])
            #expect(host.reloads == 1)
            table.rowHost = nil
        }

        @Test func markupMixesAStaticSectionWithTheViewModelsItems() throws {
            let viewModel = TodoViewModel(["Milk", "Eggs"])
            let screen = TodoScreen(viewModel)
            let table = try #require(try fixtureLoader().view(named: "TodoList", owner: screen) as? TableView)
            table.frame = Rect(x: 0, y: 0, width: 160, height: 200)
            #expect((0..<2).map(table.isStatic) == [true, false])
            #expect(lines(table) == [" Options", " Hide done", " Todo", " Milk", " Eggs"])
            viewModel.$items.insert(TodoItem("Tea"), at: 0)
            #expect(lines(table) == [" Options", " Hide done", " Todo", " Tea", " Milk", " Eggs"])
            // A new view model is a setting of the path: the rows follow it.
            screen.viewModel = TodoViewModel(["Coffee"])
            #expect(lines(table) == [" Options", " Hide done", " Todo", " Coffee"])
            #expect(viewModel.observerCount(forKey: "items") == 0)
        }

        @Test(arguments: [
            ("<LMTableView>\n  <?sectionRows $viewModel.itemz TodoItemCell?>\n</LMTableView>",
             ["Test.xml:2:3: error: binding reads a key the owner lacks: TodoViewModel has no key 'itemz'; did you mean 'items'?"]),
            ("<LMTableView>\n  <?sectionRows $viewModel.items TodoItemCel?>\n</LMTableView>",
             ["Test.xml:2:3: error: no markup document named 'TodoItemCel'; searched FIXTURES"]),
            ("<LMTableView>\n  <?sectionRows viewModel.items?>\n</LMTableView>",
             ["Test.xml:2:3: error: invalid '<?sectionRows?>': expected '$keyPath CellDocument', or '$keyPath CellDocument id=key', such as '$viewModel.items TodoItemCell id=id'"]),
            ("<LMTableView>\n  <?sectionRows $viewModel.name TodoItemCell?>\n</LMTableView>",
             ["Test.xml:2:3: error: invalid '<?sectionRows?>': 'viewModel.name' holds a String, not an array"]),
            ("<LMTableView>\n  <?sectionRows $viewModel.items TodoItemCell?>\n  <UITableViewCell/>\n</LMTableView>",
             ["Test.xml:2:3: error: invalid '<?sectionRows?>': its section also has static cells; put them in another section with '<?sectionBreak?>'"]),
            ("<LMColumnView>\n  <?sectionRows $viewModel.items TodoItemCell?>\n</LMColumnView>",
             ["Test.xml:2:3: error: '<?sectionRows?>' cannot appear inside 'ColumnView'"]),
        ])
        func markupProblemsAreReportedWithTheirPositions(source: String, diagnostics: [String]) throws {
            let fixtures = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures").standardizedFileURL.path
            #expect(try buildDiagnostics(source, owner: TodoScreen(TodoViewModel([])))
                == diagnostics.map { $0.replacingOccurrences(of: "FIXTURES", with: fixtures) })
        }

        @Test func codeBindingChecksItsKeyPathAndCellDocument() throws {
            let table = TableView()
            let viewModel = TodoViewModel(["Milk"])
            let loader = try fixtureLoader()
            #expect(throws: TableRowsBindingError.self) { try table.bindRows(inSection: 0, to: viewModel, keyPath: "itemz") }
            do {
                try table.bindRows(inSection: 1, to: viewModel, keyPath: "items", cellDocument: "TodoItemCell", loader: loader)
                Issue.record("bound a section that does not exist")
            } catch {
                #expect(error.description == "the table has no section 1 (it has 1)")
            }
            do {
                try table.bindRows(inSection: 0, to: viewModel, keyPath: "name", cellType: ContentCell.self)
                Issue.record("bound a string")
            } catch {
                #expect(error.description == "'name' holds a String, not an array")
            }
            // The cell document is checked against the first element.
            do {
                try table.bindRows(inSection: 0, to: viewModel, keyPath: "items", cellDocument: "TodoItemCellTypo", loader: loader)
                Issue.record("bound a cell document with a typo")
            } catch {
                #expect(error.description == "TodoItemCellTypo.xml:3:21: error: binding reads a key the owner lacks: TodoItem has no key 'titel'; did you mean 'title'?")
            }
            do {
                try table.bindRows(inSection: 0, to: viewModel, keyPath: "items", cellDocument: "TodoItemCel", loader: loader)
                Issue.record("bound a cell document that does not exist")
            } catch {
                let fixtures = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures").standardizedFileURL.path
                #expect(error.description == "TodoItemCel.xml:1:1: error: no markup document named 'TodoItemCel'; searched \(fixtures)")
            }
            #expect(table.rowsBinding(forSection: 0) == nil)
            #expect(viewModel.observerCount(forKey: "items") == 0)
        }

        @Test func theTableKeepsTheBindingUntilItGoesOrIsInvalidated() throws {
            let viewModel = TodoViewModel(["Milk"])
            do {
                let (table, binding) = try boundTable(viewModel)
                #expect(viewModel.observerCount(forKey: "items") == 1 && binding.isValid)
                binding.invalidate()
                #expect(viewModel.observerCount(forKey: "items") == 0 && !binding.isValid)
                #expect(table.isStatic(0) && table.numberOfRows(inSection: 0) == 0)
                try table.bindRows(inSection: 0, to: viewModel, keyPath: "items", cellDocument: "TodoItemCell", loader: try fixtureLoader())
                #expect(viewModel.observerCount(forKey: "items") == 1)
            }
            #expect(viewModel.observerCount(forKey: "items") == 0)
        }

        @Test func changesFromOneOtherThreadArriveInOrderAsRowInsertions() async throws {
            let viewModel = TodoViewModel(["A", "B", "C"])
            let (table, binding) = try boundTable(viewModel)
            let host = RecordingRowHost()
            table.rowHost = host
            let thread = Thread {
                for index in 0..<50 { viewModel.$items.append(TodoItem("Item \(index)")) }
            }
            thread.start()
            while !thread.isFinished { try await Task.sleep(nanoseconds: 1_000_000) }
            await drainMainQueue()
            #expect(host.splices == (3..<53).map { [TableItemSplice(position: $0, removed: 0, added: 1)] })
            #expect(binding.realignments == 0)
            #expect(binding.elements.map { ($0 as? TodoItem)?.title } == viewModel.titles)
            table.rowHost = nil
        }

        /// Two appends on two threads whose notifications arrive in the other order: the second
        /// append's, arriving first, does not fit the rows, so they are brought in line with the
        /// array, which holds both; the first's, arriving last, is already shown and is dropped.
        @Test func aChangeArrivingAfterALaterOneIsShownOnce() async throws {
            let viewModel = TodoViewModel(["A", "B", "C"])
            let release = DispatchSemaphore(value: 0)
            // Registered before the table's observer, so told first: it holds back the
            // notification of "X" until the test releases it.
            let holdBack = try viewModel.observe("items", options: [.new]) { _, change in
                if (change.newValue as? [TodoItem])?.first?.title == "X" { release.wait() }
            }
            let (table, binding) = try boundTable(viewModel)
            let host = RecordingRowHost()
            table.rowHost = host
            let first = Thread { viewModel.$items.append(TodoItem("X")) }
            first.start()
            while viewModel.titles.count < 4 { try await Task.sleep(nanoseconds: 1_000_000) }
            let second = Thread { viewModel.$items.append(TodoItem("Y")) }
            second.start()
            while !second.isFinished { try await Task.sleep(nanoseconds: 1_000_000) }
            await drainMainQueue()
            #expect(host.splices == [[TableItemSplice(position: 3, removed: 0, added: 2)]])
            #expect(binding.realignments == 1)
            release.signal()
            while !first.isFinished { try await Task.sleep(nanoseconds: 1_000_000) }
            await drainMainQueue()
            #expect(host.splices == [[TableItemSplice(position: 3, removed: 0, added: 2)]])
            #expect(binding.realignments == 1)
            #expect(binding.elements.map { ($0 as? TodoItem)?.title } == ["A", "B", "C", "X", "Y"])
            holdBack.invalidate()
            table.rowHost = nil
            #expect(lines(table) == [" A", " B", " C", " X", " Y"])
        }

        @Test func fourThreadsAppendingAndRemovingEndWithTheRowsOfTheArray() async throws {
            let viewModel = TodoViewModel([])
            let (table, binding) = try boundTable(viewModel)
            let threads = (0..<4).map { thread in
                Thread {
                    for index in 0..<300 {
                        viewModel.$items.append(TodoItem("\(thread)-\(index)"))
                        if index % 3 == 2 {
                            viewModel.$items.performBatchUpdates { edit in
                                if !edit.elements.isEmpty { edit.remove(at: edit.elements.count / 2) }
                            }
                        }
                    }
                }
            }
            threads.forEach { $0.start() }
            while !threads.allSatisfy(\.isFinished) { try await Task.sleep(nanoseconds: 1_000_000) }
            await drainMainQueue()
            let titles = viewModel.titles
            #expect(titles.count == 800)
            #expect(table.numberOfRows(inSection: 0) == 800)
            #expect(binding.elements.map { ($0 as? TodoItem)?.title } == titles)
            // Rows of one line of System 17 are 21.25 points tall.
            table.frame = Rect(x: 0, y: 0, width: 160, height: 21.25 * 800)
            #expect(lines(table) == titles.map { " " + $0 })
            #expect(table.cellsCreated == 800)
        }
    }
}

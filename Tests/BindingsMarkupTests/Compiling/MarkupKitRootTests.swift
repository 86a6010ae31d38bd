import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// MarkupKit's `<root>`: a custom view's or cell's own document, applied to the view it loads into;
/// and `LMRootView`, whose subviews fill it.
@MainActor @Suite(.checksLiveObjects) struct MarkupKitRootTests {
    /// A loader over a fresh folder holding `documents` by name.
    func loader(_ documents: [String: String]) throws -> (MarkupLoader, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("root-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in documents {
            try text.write(to: folder.appendingPathComponent("\(name).xml"), atomically: true, encoding: .utf8)
        }
        let loader = MarkupLoader(searchDirectories: [folder])
        loader.searchesDefaultLocations = false
        return (loader, folder)
    }

    @Test func rootAppliesToTheExistingViewAndTakesItsChildren() throws {
        let source = """
            <root layoutMargins="4" backgroundColor="#EEEEEE">
                <UILabel id="titleLabel" text="Hello"/>
                <UILabel text="World"/>
            </root>
            """
        let owner = MarkupOwner()
        let existing = ColumnView()
        let view = try MarkupLoader().template(source: source, file: "Test.xml").instantiate(owner: owner, root: existing)
        #expect(view === existing)
        #expect(existing.layoutMargins == EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        #expect(existing.subviews.map { ($0 as? Label)?.text } == ["Hello", "World"])
        #expect(owner.titleLabel === existing.subviews.first)
    }

    /// One template applied in turn to existing roots of classes that take children differently:
    /// a visual effect view puts them in its content view, a plain view among its subviews; the
    /// root's margin (a computed key) is set on each.
    @Test func rootsOfOtherClassesInTurnTakeChildrenTheirOwnWay() throws {
        let template = try MarkupLoader().template(source: """
            <root layoutMarginTop="3">
                <UILabel text="Hello"/>
            </root>
            """, file: "Test.xml")
        let roots: [View] = [VisualEffectView(), View(), View(), VisualEffectView()]
        for root in roots { try template.instantiate(owner: MarkupOwner(), root: root) }
        let texts = roots.map { root in
            ((root as? VisualEffectView)?.contentView ?? root).subviews.map { ($0 as? Label)?.text ?? "?" }
        }
        #expect(texts == [["Hello"], ["Hello"], ["Hello"], ["Hello"]])
        #expect(roots.map { $0.subviews.count } == [1, 1, 1, 1])
        #expect(roots.map(\.layoutMargins.top) == [3, 3, 3, 3])
    }

    /// The owner's own document: `<root>` takes the attributes of the owner's class (a cell's `textLabel`).
    @Test func rootOfACellsOwnDocumentTakesTheCellsAttributes() throws {
        let (loader, folder) = try loader(["BadgeCell": """
            <root textLabel.text="Badge" spacing="2">
                <UILabel text="new"/>
            </root>
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cell = TableViewCell()
        let view = try loader.view(named: "BadgeCell", owner: cell, root: cell)
        #expect(view === cell)
        #expect(cell.textLabel.text == "Badge")
        #expect(cell.spacing == 2)
        #expect(cell.subviews.compactMap { ($0 as? Label)?.text }.last == "new")
        // Another view than the cell it was compiled for is refused, as is loading without one.
        #expect(diagnostics { () throws(MarkupDiagnostics) in try loader.view(named: "BadgeCell", owner: cell, root: View()) }
            == ["BadgeCell.xml:1:1: error: '<root>' applies to a TableViewCell; the root view given is a View"])
        #expect(diagnostics { () throws(MarkupDiagnostics) in try loader.view(named: "BadgeCell", owner: cell) }
            == ["BadgeCell.xml:1:1: error: '<root>' applies to an existing view; load the document with one as its root"])
    }

    /// A controller is no view: the root it supplies gives `<root>` its class, when loading and
    /// when linting (MarkupKit's `view(withName:owner:root:)` with an `LMColumnView`).
    @Test func rootOfAControllersDocumentTakesTheClassOfTheRootItSupplies() throws {
        let (loader, folder) = try loader(["Screen": """
            <root spacing="8" layoutMargins="12">
                <UILabel id="nameLabel" text="Ada"/>
            </root>
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let owner = MarkupOwner()
        let column = ColumnView()
        #expect(try loader.view(named: "Screen", owner: owner, root: column) === column)
        #expect(column.spacing == 8)
        #expect(column.layoutMargins == EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
        #expect(owner.nameLabel?.text == "Ada" && owner.nameLabel?.superview === column)
        let linter = MarkupLinter(loader: loader)
        #expect(linter.lint(named: "Screen", owner: owner, root: ColumnView.self).map(\.description) == [])
        // Without the root's class, `<root>` is a plain view, which has no spacing, and nothing supplies it.
        #expect(linter.lint(named: "Screen", owner: MarkupOwner()).map(\.description) == [
            "Screen.xml:1:7: error: unknown property 'spacing' on View",
        ])
    }

    /// MarkupKit's cells load their own document in their initializer, with themselves as owner
    /// and root: the prototype the compiler makes of the class to convert `<root>`'s attributes
    /// asks for the document again while it compiles, and gets no views rather than recursing.
    @Test func aCellThatLoadsItsOwnDocumentWhenMadeLoadsIt() throws {
        let (loader, folder) = try loader(["SelfLoadingCell": """
            <root textLabel.text="Badge" spacing="2">
                <UILabel text="new"/>
            </root>
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        SelfLoadingCell.loader = loader
        defer { SelfLoadingCell.loader = nil }
        let cell = SelfLoadingCell()
        #expect(cell.loadError == nil)
        #expect(cell.textLabel.text == "Badge" && cell.spacing == 2)
        #expect(cell.subviews.compactMap { ($0 as? Label)?.text } == ["Badge", "new"])
        #expect(SelfLoadingCell().subviews.count == 3)
    }

    @Test func rootWithoutAnExistingViewIsAnError() throws {
        let template = try MarkupLoader().template(source: "<root>\n  <UILabel text=\"x\"/>\n</root>", file: "Test.xml")
        #expect(diagnostics { () throws(MarkupDiagnostics) in try template.instantiate(owner: MarkupOwner()) }
            == ["Test.xml:1:1: error: '<root>' applies to an existing view; load the document with one as its root"])
    }

    /// Only a document's root element stands for the existing view.
    @Test func rootInsideADocumentIsMisplaced() throws {
        let diagnostics = try buildDiagnostics("<LMColumnView>\n  <root/>\n</LMColumnView>")
        #expect(diagnostics == ["Test.xml:2:3: error: 'root' cannot appear inside 'ColumnView'"])
    }

    @Test func rootViewSubviewsFillItAndDraw() throws {
        let source = """
            <LMRootView backgroundColor="#EEEEEE">
                <LMColumnView layoutMargins="2">
                    <UILabel text="Top"/>
                </LMColumnView>
            </LMRootView>
            """
        let view = try MarkupLoader().template(source: source, file: "Root.xml").instantiate(owner: MarkupOwner())
        #expect(view is RootView)
        // The column fills the width proposed, and the root view fits it.
        #expect(view.fittingSize(for: Size(width: 1000, height: 1000)) == Size(width: 1000, height: 24))
        view.frame = Rect(x: 0, y: 0, width: 64, height: 40)
        view.layoutIfNeeded()
        #expect(view.subviews.map(\.frame) == [Rect(x: 0, y: 0, width: 64, height: 40)])
        #expect(TextRenderer().render(view) == "Top\n")
        #expect(SVGRenderer().render(view) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="64" height="40" viewBox="0 0 64 40" font-family="monospace">
              <rect x="0" y="0" width="64" height="40" fill="#EEEEEE"/>
              <text x="2" y="18" font-size="16" fill="#000000">Top</text>
            </svg>

            """)
    }

    private func diagnostics(_ body: () throws(MarkupDiagnostics) -> View) -> [String] {
        do {
            _ = try body()
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }
}

/// A cell that builds itself from `SelfLoadingCell.xml` when it is made, as MarkupKit's cells do.
final class SelfLoadingCell: TableViewCell {
    nonisolated(unsafe) static var loader: MarkupLoader?
    var loadError: MarkupDiagnostics?

    required init() {
        super.init()
        do {
            try Self.loader?.view(named: "SelfLoadingCell", owner: self, root: self)
        } catch {
            loadError = error
        }
    }
}

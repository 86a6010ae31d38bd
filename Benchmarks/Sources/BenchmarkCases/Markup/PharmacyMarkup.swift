import BindingsMarkup
import Foundation

/// The pharmacy cell document of the example app (`PharmacyCell.xml`, every label bound to the
/// cell's `content`), read once per workload at setup.
///
/// The example's copy is used rather than the test fixture because the fixture has outlets and no
/// bindings: cases 4 and 5 measure bindings too.
@MainActor
enum PharmacyMarkup {
    /// The document's file name, as diagnostics show it.
    static let fileName = "PharmacyCell.xml"

    /// The document's path, from this source file's place in the repository.
    static var path: String {
        // Benchmarks/Sources/BenchmarkCases/Markup/PharmacyMarkup.swift → the repository root.
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { root.deleteLastPathComponent() }
        return root.appendingPathComponent("Examples/PharmacyCells/Sources/PharmacyCellsKit/Resources/\(fileName)").path
    }

    /// The document's text. The document is part of the repository: a failure is a bug of the suite.
    static func source() -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            fatalError("cannot read \(path): \(error)")
        }
    }

    /// The document parsed and compiled by a fresh loader (nothing cached).
    static func compile(_ source: String, loader: MarkupLoader = MarkupLoader()) -> MarkupTemplate {
        do {
            return try loader.template(source: source, file: fileName)
        } catch {
            fatalError("\(fileName): \(error)")
        }
    }

    /// Applies `template` to `cell`, as the example app's cell does.
    static func instantiate(_ template: MarkupTemplate, into cell: PharmacyCell) {
        do {
            try template.instantiate(owner: cell, root: cell)
        } catch {
            fatalError("\(fileName): \(error)")
        }
    }
}

/// The cell of cases 4 and 5: a table cell whose `content` is the row its views are bound to.
final class PharmacyCell: TableViewCell {
    /// The row shown.
    @Observed var content: [String: Any]? = nil

    /// The row's place in the list, which the document shows before the name (`{number}`): the
    /// example app's cell is given it; here the rows carry it, so every technology shows the same.
    nonisolated var number: Int {
        MainActor.assumeIsolated { content?["number"] as? Int ?? 0 }
    }

    /// The view keys plus `number`, which follows `content`.
    nonisolated override class var computedKeys: [String: ComputedKey] {
        cellComputedKeys
    }

    nonisolated private static let cellComputedKeys = TableViewCell.computedKeys.merging([
        "number": ComputedKey(\PharmacyCell.number, dependsOn: "content"),
    ]) { _, own in own }
}

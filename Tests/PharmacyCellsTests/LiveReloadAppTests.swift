import BindingsMarkup
import BindingsTestSupport
import Foundation
@testable import PharmacyCellsKit
import Testing

/// `PharmacyCells --watch DIR` through a temporary folder: a saved document changes the screen with
/// the search text and scroll position kept; a broken one shows its diagnostics under the last good
/// screen, which stays as it was.
@MainActor @Suite(.checksLiveObjects) struct LiveReloadAppTests {
    @Test func savedDocumentsReloadTheScreenAndBrokenOnesShowTheirDiagnostics() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let searchDirectories = AppResources.loader.searchDirectories
        defer {
            try? FileManager.default.removeItem(at: folder)
            AppResources.loader.searchDirectories = searchDirectories
            AppResources.loader.removeAllTemplates()
        }
        let list = try String(contentsOf: try #require(AppResources.url(forResource: "PharmacyList", withExtension: "xml")), encoding: .utf8)
        let cell = try String(contentsOf: try #require(AppResources.url(forResource: "PharmacyCell", withExtension: "xml")), encoding: .utf8)
        try list.write(to: folder.appendingPathComponent("PharmacyList.xml"), atomically: true, encoding: .utf8)
        try cell.write(to: folder.appendingPathComponent("PharmacyCell.xml"), atomically: true, encoding: .utf8)

        LiveReload.prepare(directory: folder)
        let controller = try AppTestSupport.controller(rows: AppTestSupport.shippedRows())
        let reload = LiveReload(controller: controller, directory: folder)
        controller.searchField?.userDidEdit("Pharmacy")
        controller.scroll(toRow: 2)
        #expect(reload.poll() == false)
        let render = { TextRenderer().render(controller.view) }
        let before = render()

        try list.replacingOccurrences(of: "↑↓ select", with: "↑↓ to select")
            .write(to: folder.appendingPathComponent("PharmacyList.xml"), atomically: true, encoding: .utf8)
        #expect(reload.poll())
        #expect(reload.problems == [])
        let after = render()
        #expect(after.components(separatedBy: "\n").last == "↑↓ to select Enter open / search s sort q quit")
        #expect(after.components(separatedBy: "\n").dropLast() == before.components(separatedBy: "\n").dropLast())
        #expect(controller.searchField?.text == "Pharmacy")
        #expect(controller.firstVisibleRow == 2)

        try cell.replacingOccurrences(of: "<UILabel", with: "<UILable")
            .write(to: folder.appendingPathComponent("PharmacyCell.xml"), atomically: true, encoding: .utf8)
        #expect(reload.poll())
        #expect(reload.problems == [(5, 9), (6, 9), (9, 5), (15, 13), (19, 13), (23, 13)].map { line, column in
            "PharmacyCell.xml:\(line):\(column): error: unknown element 'UILable'; did you mean 'UILabel'?"
        })
        #expect(render() == after)
        let shown = reload.overlay(after).components(separatedBy: "\n")
        #expect(Array(shown.suffix(6)) == reload.problems)
        #expect(Array(shown.dropLast(6)) == Array(after.components(separatedBy: "\n").dropLast(6)))
        #expect(reload.poll() == false)
    }
}

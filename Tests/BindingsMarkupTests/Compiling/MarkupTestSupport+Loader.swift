import BindingsMarkup
import Foundation
import Testing

/// A loader that finds documents in the test bundle's `Fixtures` folder.
@MainActor
func fixtureLoader(platform: String = "linux") throws -> MarkupLoader {
    let fixtures = try #require(Bundle.module.resourceURL?.appendingPathComponent("Fixtures"))
    let loader = MarkupLoader(searchDirectories: [fixtures])
    loader.searchesDefaultLocations = false
    loader.platform = platform
    loader.localizedStrings = ["title": "Pharmacies", "filtersFooter": "Filters apply at once"]
    return loader
}

/// The rendered diagnostics of a failed build, one per line; `[]` when it succeeded.
@MainActor
func buildDiagnostics(_ source: String, owner: some KeyValueCoding = MarkupOwner(), loader: MarkupLoader? = nil) throws -> [String] {
    let loader = try loader ?? fixtureLoader()
    do {
        let template = try loader.template(source: source, file: "Test.xml")
        try template.instantiate(owner: owner)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// Checks a document that either loads with exactly `diagnostics` as warnings (and then builds for
/// a `MarkupOwner`) or fails to load with exactly `diagnostics`, as `loads` says.
@MainActor
func expectLoad(_ load: () throws(MarkupDiagnostics) -> MarkupTemplate, loads: Bool, diagnostics: [String],
                sourceLocation: SourceLocation = #_sourceLocation) throws {
    let template: MarkupTemplate
    do throws(MarkupDiagnostics) {
        template = try load()
    } catch {
        #expect(error.diagnostics.map(\.description) == diagnostics, sourceLocation: sourceLocation)
        #expect(!loads, "the row expects the document to load", sourceLocation: sourceLocation)
        return
    }
    #expect(loads, "the row expects the document to fail", sourceLocation: sourceLocation)
    #expect(template.warnings.map(\.description) == diagnostics, sourceLocation: sourceLocation)
    try template.instantiate(owner: MarkupOwner())
}

/// An owner with outlets, view-model properties and actions, as a cell or controller declares them.
@MainActor
final class MarkupOwner: KeyValueCoding, MarkupActionTarget {
    @Observed var nameLabel: Label? = nil
    @Observed var distanceLabel: Label? = nil
    @Observed var addressLabel: Label? = nil
    @Observed var phoneLabel: Label? = nil
    @Observed var faxLabel: Label? = nil
    @Observed var emailLabel: Label? = nil
    @Observed var titleLabel: Label? = nil
    @Observed var saveButton: Button? = nil
    // The seed documents' outlets.
    @Observed var pickerView: PickerView? = nil
    @Observed var tabBar: TabBar? = nil
    @Observed var nameTextField: TextField? = nil
    @Observed var phoneTextField: TextField? = nil
    @Observed var emailTextField: TextField? = nil
    @Observed var deliveryDatePicker: DatePicker? = nil
    @Observed var commentsTextView: TextView? = nil
    @Observed var content: [String: Any]? = nil
    @Observed var searchText = ""
    var saved: [String] = []

    nonisolated init() {}

    var markupActions: [String: @MainActor (View) -> Void] {
        ["save": { [weak self] sender in self?.saved.append(String(describing: type(of: sender))) }]
    }
}

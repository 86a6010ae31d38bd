#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation

extension ControlScenarios {
    /// Image views in a folder holding `logo.png` (24×12 pixels): a placeholder bound to `icon`, the
    /// logo fitting its frame, and a placeholder shown unscaled; then the owner names other images.
    static func image(_ arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-scenarios-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 24, 12) else { throw ScenarioError("no surface") }
        let status = cairo_surface_write_to_png(surface, folder.appendingPathComponent("logo.png").path)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw ScenarioError("logo.png was not written") }
        guard FileManager.default.changeCurrentDirectoryPath(folder.path) else { throw ScenarioError("cannot enter \(folder.path)") }
        let owner = ControlOwner()
        let window = try Scenario.show(try Scenario.view("""
            <LMColumnView horizontalAlignment="leading">
                <UIImageView image="$icon"/>
                <UIImageView image="$logo" imageSize="48 24" contentMode="scaleAspectFit"/>
                <UIImageView image="mail" imageSize="32 32" contentMode="$mode"/>
            </LMColumnView>
            """, owner: owner))
        Scenario.printWidgets(of: window)
        owner.icon = "fax_icon"
        owner.logo = "logo.png"
        owner.mode = .scaleToFill
        try Scenario.settle(window)
        print("code:")
        Scenario.printWidgets(of: window)
        owner.icon = nil
        owner.logo = "missing"
        try Scenario.settle(window)
        print("code:")
        Scenario.printWidgets(of: window)
        window.close()
    }
}
#endif

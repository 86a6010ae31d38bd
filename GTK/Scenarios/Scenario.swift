#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation

/// The scenarios by name; each file adds its own.
@MainActor
enum Scenario {
    typealias Run = @MainActor ([String]) throws -> Void

    static let all: [String: Run] = [
        "layout": LayoutScenarios.pharmacyCell,
        "table-scroll": TableScenarios.scroll,
        "pharmacy": PharmacyScenarios.list,
        "recycling": RecyclingScenarios.items,
        "pizza": PizzaScenarios.form,
        "recycling-million": RecyclingScenarios.million,
        "containers": LayoutScenarios.containers,
        "markupkit-views": MarkupKitViewScenarios.run,
        "every-view": EveryViewScenario.run,
        "array-rows": ArrayRowsScenarios.run,
        "array-rows-difference": ArrayRowsDifferenceScenario.run,
        "deferred-binds": DeferredBindsScenario.run,
        "pharmacy-loading": PharmacyLoadingScenario.run,
        "pharmacy-parts": PharmacyPartsScenario.run,
        "appearance": AppearanceScenario.run,
        "markupkit-attributes": MarkupKitAttributeScenario.run,
        "collection-colors": CollectionScenarios.colors,
        "collection-recycling": CollectionScenarios.recycling,
        "navigation": NavigationScenarios.run,
        "tabs": TabScenarios.run,
        "presentation": PresentationScenarios.run,
        "alerts": AlertScenarios.run,
        "container-appearance": ContainerAppearanceScenario.run,
        "container-leaks": ContainerLeakScenario.run,
        "open-url": OpenURLScenario.run,
        "pharmacy-app": PharmacyAppScenario.run,
        "application": ApplicationScenario.run,
        "pharmacy-keys": PharmacyKeysScenario.run,
        "pharmacy-count": PharmacyKeysScenario.count,
        "screenshots": ScreenshotScenario.run,
        "gnome-look": GnomeLookScenario.run,
        "activity-indicators": ActivityIndicatorScenario.run,
    ].merging(ControlScenarios.all) { first, _ in first }.merging(SlotScenarios.all) { first, _ in first }
        .merging(LabelScenarios.all) { first, _ in first }

    /// A window showing `view`, drawn and settled.
    static func show(_ view: View, width: Int = 400, height: Int = 300) throws -> Window {
        let window = Window(title: "Scenario", content: view, width: width, height: height)
        window.present()
        try settle(window)
        return window
    }

    /// Runs `window`'s main loop until it drew what changed.
    static func settle(_ window: Window) throws {
        guard window.settle() else { throw ScenarioError("the window did not settle") }
    }

    /// Runs `window`'s main loop until it drew one frame: what a change looks like at first.
    static func drawOneFrame(_ window: Window) throws {
        guard let gtkWindow = window.gtkWindow, let clock = gtk_widget_get_frame_clock(gtkWindow) else {
            throw ScenarioError("the window has no frame clock")
        }
        let start = gdk_frame_clock_get_frame_counter(clock)
        gtk_widget_queue_draw(gtkWindow)
        guard GTK.iterate(timeout: 10, until: { gdk_frame_clock_get_frame_counter(clock) > start }) else {
            throw ScenarioError("the window drew no frame")
        }
    }

    /// The widgets of `window`, one per line.
    static func printWidgets(of window: Window, frames: Bool = true) {
        for line in window.describeWidgets(frames: frames) { print(line) }
    }

    /// A view built from markup `source` with `owner` as its owner.
    static func view(_ source: String, owner: some KeyValueCoding) throws -> View {
        try MarkupLoader(bundles: []).template(source: source, file: "Scenario.xml").instantiate(owner: owner)
    }
}

/// A scenario's failure, printed to standard error.
struct ScenarioError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// An owner with nothing to bind.
final class NoOwner: KeyValueCoding {}
#endif

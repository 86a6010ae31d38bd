// swift-tools-version: 6.1
import PackageDescription

/// A dependency taken only when the package's GTK trait is enabled.
func gtk(_ target: String) -> Target.Dependency {
    .target(name: target, condition: .when(traits: ["GTK"]))
}

let package = Package(
    name: "Bindings",
    // `Atomic` (Synchronization) needs these on Apple platforms; Linux has it with the toolchain.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Bindings", targets: ["Bindings"]),
        .library(name: "BindingsMarkup", targets: ["BindingsMarkup"]),
        // Empty unless the app enables the package's GTK trait (see the trait below).
        .library(name: "BindingsGTK", targets: ["BindingsGTK"]),
        // For an app's test targets: the live-object check, settling the main queue, threads, snapshots.
        .library(name: "BindingsTestSupport", targets: ["BindingsTestSupport"]),
        .executable(name: "markup-lint", targets: ["markup-lint"]),
    ],
    traits: [
        // Nothing of GTK is looked up, compiled or linked without this trait, so the library keeps
        // building on machines without GTK. Its code is under `#if GTK`.
        .trait(name: "GTK", description: "The GTK 4 backend: BindingsGTK shows views in GTK widgets (needs libgtk-4-dev and libadwaita-1-dev)."),
    ],
    targets: [
        .target(name: "Bindings"),
        .target(name: "BindingsMarkup", dependencies: ["Bindings"]),
        // `swift run markup-lint PATH…`: checks markup documents with the library's compiler.
        .executableTarget(name: "markup-lint", dependencies: ["BindingsMarkup"]),
        .testTarget(name: "MarkupLintTests", dependencies: ["markup-lint", "BindingsMarkup", "BindingsTestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "BindingsTests", dependencies: ["Bindings", "AllocationCounting", "BindingsTestSupport"]),
        .testTarget(
            name: "BindingsMarkupTests",
            dependencies: ["BindingsMarkup", "AllocationCounting", "BindingsTestSupport"],
            exclude: ["Snapshots"],
            resources: [.copy("Fixtures")]
        ),
        // Counts heap allocations per thread, so tests can prove hot paths allocate nothing.
        .target(name: "AllocationCounting", path: "Tests/AllocationCounting"),
        // The live-object check every test suite runs under, and the rest of what tests share; a product.
        .target(name: "BindingsTestSupport", dependencies: ["BindingsMarkup"]),
        // The examples' terminal: raw mode, keys, redrawing changed lines.
        .target(name: "TerminalSupport", dependencies: ["BindingsMarkup"], path: "Examples/TerminalSupport"),
        // The sample app, `swift run PharmacyCells`. Its logic lives in a library so tests can reach it.
        .target(
            name: "PharmacyCellsKit",
            dependencies: ["BindingsMarkup", "TerminalSupport"],
            path: "Examples/PharmacyCells/Sources/PharmacyCellsKit",
            resources: [.copy("Resources")]
        ),
        .executableTarget(name: "PharmacyCells", dependencies: ["PharmacyCellsKit"], path: "Examples/PharmacyCells/Sources/PharmacyCells"),
        .testTarget(
            name: "PharmacyCellsTests",
            dependencies: ["PharmacyCellsKit", "BindingsTestSupport", "TerminalSupport"],
            path: "Tests/PharmacyCellsTests",
            exclude: ["Snapshots"]
        ),
        // The second example, `swift run PizzaForm`: the seed's pizza order form.
        .target(
            name: "PizzaFormKit",
            dependencies: ["BindingsMarkup", "TerminalSupport"],
            path: "Examples/PizzaForm/Sources/PizzaFormKit",
            resources: [.copy("Resources")]
        ),
        .executableTarget(name: "PizzaForm", dependencies: ["PizzaFormKit"], path: "Examples/PizzaForm/Sources/PizzaForm"),
        // The todo app of the articles, written from them, with its screen checked step by step.
        .testTarget(
            name: "TodoAppTests",
            dependencies: ["BindingsMarkup", "BindingsTestSupport"],
            path: "Tests/TodoAppTests",
            resources: [.process("Resources")]
        ),
        .testTarget(name: "PizzaFormTests", dependencies: ["PizzaFormKit", "BindingsTestSupport", "TerminalSupport"], path: "Tests/PizzaFormTests", exclude: ["Snapshots"]),
        // The GTK 4 backend, built only with the GTK trait: `swift run --traits GTK PharmacyCellsGTK`.
        .systemLibrary(name: "CGtk", pkgConfig: "libadwaita-1", providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        // GObject type definitions and C macros Swift cannot write or call itself. Reading a
        // window's WM_CLASS back calls Xlib, which GTK's X11 backend loads anyway.
        .target(
            name: "CGtkSupport",
            dependencies: [gtk("CGtk")],
            cSettings: [.define("BINDINGS_GTK", .when(traits: ["GTK"]))],
            linkerSettings: [.linkedLibrary("X11", .when(traits: ["GTK"]))]
        ),
        .target(name: "BindingsGTK", dependencies: ["BindingsMarkup", gtk("CGtk"), gtk("CGtkSupport")]),
        // The examples in windows.
        .executableTarget(
            name: "PharmacyCellsGTK",
            dependencies: [gtk("BindingsGTK"), "PharmacyCellsKit"],
            path: "Examples/PharmacyCells/Sources/PharmacyCellsGTK"
        ),
        .executableTarget(
            name: "PizzaFormGTK",
            dependencies: [gtk("BindingsGTK"), "PizzaFormKit"],
            path: "Examples/PizzaForm/Sources/PizzaFormGTK"
        ),
        // Scenarios in real windows, each printing what the widgets show; the GTK tests run them.
        .executableTarget(
            name: "gtk-scenarios",
            dependencies: [gtk("BindingsGTK"), gtk("CGtk"), "BindingsMarkup", "PharmacyCellsKit", "PizzaFormKit"],
            path: "GTK/Scenarios"
        ),
        // The scrolling benchmark: the pharmacy list in GtkListView, Bindings against hand-written
        // GTK code setting the same labels (`Scripts/gtk-benchmark.sh`).
        .executableTarget(
            name: "gtk-scroll-benchmark",
            dependencies: [gtk("BindingsGTK"), gtk("CGtk"), "PharmacyCellsKit"],
            path: "GTK/ScrollBenchmark"
        ),
        // Window tests: `xvfb-run -a swift test --traits GTK --filter BindingsGTKTests`.
        .testTarget(name: "BindingsGTKTests", dependencies: [gtk("gtk-scenarios"), "PharmacyCellsKit"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Bindings",
    // `Atomic` (Synchronization) needs these on Apple platforms; Linux has it with the toolchain.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Bindings", targets: ["Bindings"]),
        .library(name: "BindingsMarkup", targets: ["BindingsMarkup"]),
        .executable(name: "markup-lint", targets: ["markup-lint"]),
        // The examples' logic, for the GTK package's windows of the same apps.
        .library(name: "PharmacyCellsKit", targets: ["PharmacyCellsKit"]),
        .library(name: "PizzaFormKit", targets: ["PizzaFormKit"]),
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
        // The live-object check every test suite runs under.
        .target(name: "BindingsTestSupport", dependencies: ["BindingsMarkup"], path: "Tests/BindingsTestSupport"),
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
    ],
    swiftLanguageModes: [.v6]
)

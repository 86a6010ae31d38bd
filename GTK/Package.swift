// swift-tools-version: 6.0
// The GTK 4 backend lives in a package of its own, so that the library keeps zero dependencies and
// builds and tests on machines without GTK. It needs Debian's `libgtk-4-dev` (GTK 4.8 or later) and
// `libadwaita-1-dev` (libadwaita 1.2 or later, for the GNOME style sheet and widgets).
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "BindingsGTK",
    products: [
        .library(name: "BindingsGTK", targets: ["BindingsGTK"]),
        .executable(name: "PharmacyCellsGTK", targets: ["PharmacyCellsGTK"]),
        .executable(name: "PizzaFormGTK", targets: ["PizzaFormGTK"]),
    ],
    dependencies: [
        .package(name: "Bindings", path: ".."),
    ],
    targets: [
        .systemLibrary(name: "CGtk", pkgConfig: "libadwaita-1", providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        // GObject type definitions and C macros Swift cannot write or call itself.
        // Reading a window's WM_CLASS back calls Xlib, which GTK's X11 backend loads anyway.
        .target(name: "CGtkSupport", dependencies: ["CGtk"], linkerSettings: [.linkedLibrary("X11")]),
        .target(
            name: "BindingsGTK",
            dependencies: ["CGtk", "CGtkSupport", .product(name: "BindingsMarkup", package: "Bindings")],
            swiftSettings: strict
        ),
        // The examples in windows: `swift run --package-path GTK PharmacyCellsGTK` and `PizzaFormGTK`.
        .executableTarget(
            name: "PharmacyCellsGTK",
            dependencies: ["BindingsGTK", .product(name: "PharmacyCellsKit", package: "Bindings")],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "PizzaFormGTK",
            dependencies: ["BindingsGTK", .product(name: "PizzaFormKit", package: "Bindings")],
            swiftSettings: strict
        ),
        // Scenarios in real windows, each printing what the widgets show; the tests run them.
        .executableTarget(
            name: "gtk-scenarios",
            dependencies: [
                "BindingsGTK", "CGtk",
                .product(name: "BindingsMarkup", package: "Bindings"),
                .product(name: "PharmacyCellsKit", package: "Bindings"),
                .product(name: "PizzaFormKit", package: "Bindings"),
            ],
            swiftSettings: strict
        ),
        // The scrolling benchmark: the pharmacy list in GtkListView, Bindings against hand-written
        // GTK code setting the same labels (`Scripts/gtk-benchmark.sh`).
        .executableTarget(
            name: "gtk-scroll-benchmark",
            dependencies: ["BindingsGTK", "CGtk", .product(name: "PharmacyCellsKit", package: "Bindings")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "BindingsGTKTests",
            dependencies: ["gtk-scenarios", .product(name: "PharmacyCellsKit", package: "Bindings")],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)

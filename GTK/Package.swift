// swift-tools-version: 6.0
// The GTK 4 backend lives in a package of its own, so that the library keeps zero dependencies and
// builds and tests on machines without GTK. It needs Debian's `libgtk-4-dev` (GTK 4.8 or later).
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "BindingsGTK",
    products: [
        .library(name: "BindingsGTK", targets: ["BindingsGTK"]),
    ],
    dependencies: [
        .package(name: "Bindings", path: ".."),
    ],
    targets: [
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // GObject type definitions and C macros Swift cannot write or call itself.
        .target(name: "CGtkSupport", dependencies: ["CGtk"]),
        .target(
            name: "BindingsGTK",
            dependencies: ["CGtk", "CGtkSupport", .product(name: "BindingsMarkup", package: "Bindings")],
            swiftSettings: strict
        ),
        // Scenarios in real windows, each printing what the widgets show; the tests run them. They
        // act on the widgets through GTK's own API, as the user's input arrives.
        .executableTarget(
            name: "gtk-scenarios",
            dependencies: ["CGtk", "BindingsGTK", .product(name: "BindingsMarkup", package: "Bindings")],
            swiftSettings: strict
        ),
        .testTarget(name: "BindingsGTKTests", dependencies: ["gtk-scenarios"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)

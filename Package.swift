// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Bindings",
    products: [
        .library(name: "Bindings", targets: ["Bindings"]),
        .library(name: "BindingsMarkup", targets: ["BindingsMarkup"]),
    ],
    targets: [
        .target(name: "Bindings"),
        .target(name: "BindingsMarkup", dependencies: ["Bindings"]),
        .testTarget(name: "BindingsTests", dependencies: ["Bindings"]),
        .testTarget(name: "BindingsMarkupTests", dependencies: ["BindingsMarkup"]),
    ],
    swiftLanguageModes: [.v6]
)

#if !GTK
@_spi(Backend) import BindingsMarkup

// Without the package's GTK trait the module is empty. These stand-ins make the calls an app
// starts with say how to turn the trait on, rather than that nothing of that name exists.

/// The GTK backend's entry point, unavailable: the package was built without its GTK trait.
@available(*, unavailable, message: "BindingsGTK is built only with the Bindings package's GTK trait: depend on it with `traits: [\"GTK\"]`, or build with `--traits GTK`")
public enum GTK {
    /// Unavailable without the GTK trait.
    @available(*, unavailable, message: "BindingsGTK is built only with the Bindings package's GTK trait: depend on it with `traits: [\"GTK\"]`, or build with `--traits GTK`")
    public static func start(applicationID: String? = nil) throws {}

    /// Unavailable without the GTK trait.
    @available(*, unavailable, message: "BindingsGTK is built only with the Bindings package's GTK trait: depend on it with `traits: [\"GTK\"]`, or build with `--traits GTK`")
    public static func run() {}
}

/// A GTK window, unavailable: the package was built without its GTK trait.
@available(*, unavailable, message: "BindingsGTK is built only with the Bindings package's GTK trait: depend on it with `traits: [\"GTK\"]`, or build with `--traits GTK`")
@MainActor
public final class Window {
    /// Unavailable without the GTK trait.
    @available(*, unavailable, message: "BindingsGTK is built only with the Bindings package's GTK trait: depend on it with `traits: [\"GTK\"]`, or build with `--traits GTK`")
    public init(title: String, controller: ViewController, width: Int = 480, height: Int = 640) {}

    /// Unavailable without the GTK trait.
    @available(*, unavailable, message: "BindingsGTK is built only with the Bindings package's GTK trait: depend on it with `traits: [\"GTK\"]`, or build with `--traits GTK`")
    public init(title: String, content: View, width: Int = 480, height: Int = 640) {}
}
#endif

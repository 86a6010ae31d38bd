#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// The look of a widget that GTK takes from CSS: its font, text color and background.
///
/// Each distinct style becomes one CSS class in one style sheet for the display, made the first
/// time a widget needs it, so a thousand labels in the same font share one rule and changing a
/// label's text restyles nothing.
public struct WidgetStyle: Hashable, Sendable {
    /// The font, or `nil` for the theme's.
    public var font: Font?
    /// The text color, or `nil` for the theme's.
    public var textColor: Color?
    /// The background color, or `nil` for none.
    public var background: Color?

    /// A style of `font`, `textColor` and `background`, each `nil` for the theme's.
    public init(font: Font? = nil, textColor: Color? = nil, background: Color? = nil) {
        self.font = font
        self.textColor = textColor
        self.background = background
    }

    /// The theme's look.
    public static let none = WidgetStyle()
}

/// The display's style sheet of ``WidgetStyle`` classes.
@MainActor
enum StyleSheet {
    private static var classes: [WidgetStyle: String] = [:]
    private static var rules: [String] = []
    private static var provider: UnsafeMutablePointer<GtkCssProvider>?

    /// The CSS class of `style`, its rule added to the sheet on first use; `nil` for no style.
    static func className(for style: WidgetStyle) -> String? {
        guard style != .none else { return nil }
        if let name = classes[style] { return name }
        let name = "bindings-style-\(classes.count)"
        classes[style] = name
        rules.append(".\(name) { \(declarations(of: style)) }")
        load()
        return name
    }

    /// The declarations of the style whose class is `name`; `nil` for a class not of this sheet.
    static func declarations(ofClass name: String) -> String? {
        classes.first { $0.value == name }.map { declarations(of: $0.key) }
    }

    /// The class of a collection view's grid, whose items the flow layout sizes: the theme's padding
    /// of grid items, and its margins of boxes in them (which the kit's containers are), are off.
    static let gridClass = "bindings-grid"

    /// The class of a static table's boxed lists, whose rows are as tall as GNOME's (AdwActionRow's).
    static let formListClass = "bindings-form-list"

    private static let baseRules = [
        "gridview.\(gridClass) > child { padding: 0; }",
        "gridview.\(gridClass) > child box { margin: 0; }",
        "list.\(formListClass) > row { min-height: 50px; }",
    ]

    /// Loads the rules every window may need, once.
    static func loadBaseRules() {
        if provider == nil { load() }
    }

    private static func load() {
        if provider == nil {
            provider = gtk_css_provider_new()
            gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider),
                                                       guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        gtk_css_provider_load_from_data(provider, (baseRules + rules).joined(separator: "\n"), -1)
    }

    /// The CSS declarations of `style`. Kit points are CSS pixels, as UIKit's points are.
    static func declarations(of style: WidgetStyle) -> String {
        var declarations: [String] = []
        if let font = style.font {
            let family = font.isSystem ? "sans-serif" : "\"\(font.name.replacingOccurrences(of: "\"", with: ""))\", sans-serif"
            declarations.append("font-family: \(family);")
            declarations.append("font-size: \(css(font.size))px;")
            declarations.append("font-weight: \(font.weight == .bold ? "bold" : "normal");")
            declarations.append("font-style: \(font.italic ? "italic" : "normal");")
        }
        if let color = style.textColor { declarations.append("color: \(css(color));") }
        if let color = style.background { declarations.append("background-color: \(css(color)); background-image: none;") }
        return declarations.joined(separator: " ")
    }

    static func css(_ color: Color) -> String {
        "rgba(\(Int((color.red * 255).rounded())), \(Int((color.green * 255).rounded())), \(Int((color.blue * 255).rounded())), \(css(color.alpha)))"
    }

    static func css(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
#endif

import Bindings

/// An sRGB color with red, green, blue and alpha components in 0...1.
///
/// Components are clamped into 0...1 on creation (NaN becomes 0), so every color is valid and its
/// `description` parses back to it. Markup spells colors as names, hex or `rgb()` (see `init(parsing:)`),
/// and a color attribute may name an image instead, which is then tiled (``init(patternImage:)``).
public struct Color: Sendable, Hashable {
    /// The red component, 0...1.
    public let red: Double
    /// The green component, 0...1.
    public let green: Double
    /// The blue component, 0...1.
    public let blue: Double
    /// The opacity, 0 (transparent) ...1 (opaque).
    public let alpha: Double
    /// The name of the image this color tiles, as UIKit's `UIColor(patternImage:)`, or `nil` for a
    /// plain color.
    public let patternImage: String?

    /// Creates a color from components in 0...1, clamping any outside that range.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
        patternImage = nil
    }

    /// A color that tiles the image named `image`, as a color attribute naming an image gives it.
    /// Its components are a light gray, which whatever cannot tile the image shows in its place.
    public init(patternImage image: String) {
        red = Self.patternStandIn
        green = Self.patternStandIn
        blue = Self.patternStandIn
        alpha = 1
        patternImage = image
    }

    /// The gray of a pattern's components, as light as an image placeholder's.
    private static let patternStandIn = 0.93

    /// Creates a gray of brightness `white` in 0...1, as UIKit's `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// This color with its alpha replaced by `alpha`.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color as `#RRGGBB` (a pattern's stand-in gray), or `#RRGGBBAA` when alpha is below 1; components round to 8 bits.
    public var hex: String {
        var digits = [red, green, blue].map(Self.hexByte).joined()
        if alpha < 1 { digits += Self.hexByte(alpha) }
        return "#" + digits
    }

    /// Whether `hex` represents this color exactly, with every component a multiple of 1/255.
    public var isExactInHex: Bool {
        [red, green, blue, alpha].allSatisfy { Double(Self.byte($0)) / 255 == $0 }
    }

    private static func clamped(_ component: Double) -> Double {
        component.isNaN ? 0 : min(max(component, 0), 1)
    }

    /// The nearest 8-bit value of a component in 0...1.
    private static func byte(_ component: Double) -> Int {
        Int((component * 255).rounded())
    }

    private static func hexByte(_ component: Double) -> String {
        let digits = String(byte(component), radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}

extension Color: CustomStringConvertible {
    /// The canonical markup form: the color's name if it has one, else hex when exact, else the
    /// lossless `color(srgb r g b / a)`, so that parsing it gives back this exact color; a pattern's
    /// image name, which markup gives a color attribute for it.
    public var description: String {
        if let patternImage { return patternImage }
        if let name { return name }
        if isExactInHex { return hex }
        let components = [red, green, blue].map(StringCoding.format).joined(separator: " ")
        let alphaPart = alpha < 1 ? " / " + StringCoding.format(alpha) : ""
        return "color(srgb \(components)\(alphaPart))"
    }
}

extension Color: TextParsable {
    /// `a color: a name, #RRGGBB, #RRGGBBAA, rgb(r,g,b), rgba(r,g,b,a) or color(srgb r g b / a)`.
    public static var expectedForm: String { ValueWording.color }
}

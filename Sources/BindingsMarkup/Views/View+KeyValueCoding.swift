import Bindings

// The computed keys of every view. Their accessors are `nonisolated`, as the key tables holding
// their key paths are; they run on the main actor, where views' observed properties are confined.
extension View {
    /// `hidden` and the six layout-margin keys.
    nonisolated static let viewComputedKeys: [String: ComputedKey] = [
        "hidden": ComputedKey(\View.hidden, dependsOn: "isHidden"),
        "layer": ComputedKey(\View.layer),
        "layoutMarginTop": ComputedKey(\View.layoutMarginTop, dependsOn: "layoutMargins"),
        "layoutMarginLeft": ComputedKey(\View.layoutMarginLeft, dependsOn: "layoutMargins"),
        "layoutMarginBottom": ComputedKey(\View.layoutMarginBottom, dependsOn: "layoutMargins"),
        "layoutMarginRight": ComputedKey(\View.layoutMarginRight, dependsOn: "layoutMargins"),
        "layoutMarginLeading": ComputedKey(\View.layoutMarginLeading, dependsOn: "layoutMargins"),
        "layoutMarginTrailing": ComputedKey(\View.layoutMarginTrailing, dependsOn: "layoutMargins"),
        "topSpacing": ComputedKey(\View.topSpacing, dependsOn: "spacingAround"),
        "bottomSpacing": ComputedKey(\View.bottomSpacing, dependsOn: "spacingAround"),
        "leadingSpacing": ComputedKey(\View.leadingSpacing, dependsOn: "spacingAround"),
        "trailingSpacing": ComputedKey(\View.trailingSpacing, dependsOn: "spacingAround"),
    ]

    /// ``isHidden`` under UIKit's markup name.
    nonisolated public var hidden: Bool {
        get { MainActor.assumeIsolated { isHidden } }
        set { MainActor.assumeIsolated { isHidden = newValue } }
    }

    /// The top layout margin alone.
    nonisolated public var layoutMarginTop: Double {
        get { self[insetEdge: InsetEdgeKey(property: .layoutMargins, edge: .top)] }
        set { self[insetEdge: InsetEdgeKey(property: .layoutMargins, edge: .top)] = newValue }
    }

    /// The left layout margin alone.
    nonisolated public var layoutMarginLeft: Double {
        get { self[insetEdge: InsetEdgeKey(property: .layoutMargins, edge: .left)] }
        set { self[insetEdge: InsetEdgeKey(property: .layoutMargins, edge: .left)] = newValue }
    }

    /// The bottom layout margin alone.
    nonisolated public var layoutMarginBottom: Double {
        get { self[insetEdge: InsetEdgeKey(property: .layoutMargins, edge: .bottom)] }
        set { self[insetEdge: InsetEdgeKey(property: .layoutMargins, edge: .bottom)] = newValue }
    }

    /// The right layout margin alone.
    nonisolated public var layoutMarginRight: Double {
        get { self[insetEdge: InsetEdgeKey(property: .layoutMargins, edge: .right)] }
        set { self[insetEdge: InsetEdgeKey(property: .layoutMargins, edge: .right)] = newValue }
    }

    /// The leading layout margin: the left one, as the kit lays out left to right only.
    nonisolated public var layoutMarginLeading: Double {
        get { layoutMarginLeft }
        set { layoutMarginLeft = newValue }
    }

    /// The trailing layout margin: the right one, as the kit lays out left to right only.
    nonisolated public var layoutMarginTrailing: Double {
        get { layoutMarginRight }
        set { layoutMarginRight = newValue }
    }
}

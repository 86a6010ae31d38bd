import Bindings

// The computed keys of every view. Their accessors are `nonisolated`, as the key tables holding
// their key paths are; they run on the main actor, where views' observed properties are confined.
extension View {
    /// `hidden`, the layout-margin keys and the spacing keys: called by name whenever markup sets
    /// them, through their accessors rather than their key paths (see ``ComputedKey``).
    nonisolated static let viewComputedKeys: [String: ComputedKey] = [
        "hidden": ComputedKey(\View.hidden, get: { $0.hidden }, set: { $0.hidden = $1 }, dependsOn: ["isHidden"]),
        "layer": ComputedKey(\View.layer),
        "layoutMarginTop": ComputedKey(\View.layoutMarginTop, get: { $0.layoutMarginTop }, set: { $0.layoutMarginTop = $1 }, dependsOn: ["layoutMargins"]),
        "layoutMarginLeft": ComputedKey(\View.layoutMarginLeft, get: { $0.layoutMarginLeft }, set: { $0.layoutMarginLeft = $1 }, dependsOn: ["layoutMargins"]),
        "layoutMarginBottom": ComputedKey(\View.layoutMarginBottom, get: { $0.layoutMarginBottom }, set: { $0.layoutMarginBottom = $1 }, dependsOn: ["layoutMargins"]),
        "layoutMarginRight": ComputedKey(\View.layoutMarginRight, get: { $0.layoutMarginRight }, set: { $0.layoutMarginRight = $1 }, dependsOn: ["layoutMargins"]),
        "layoutMarginLeading": ComputedKey(\View.layoutMarginLeading, get: { $0.layoutMarginLeading }, set: { $0.layoutMarginLeading = $1 }, dependsOn: ["layoutMargins"]),
        "layoutMarginTrailing": ComputedKey(\View.layoutMarginTrailing, get: { $0.layoutMarginTrailing }, set: { $0.layoutMarginTrailing = $1 }, dependsOn: ["layoutMargins"]),
        "topSpacing": ComputedKey(\View.topSpacing, get: { $0.topSpacing }, set: { $0.topSpacing = $1 }, dependsOn: ["spacingAround"]),
        "bottomSpacing": ComputedKey(\View.bottomSpacing, get: { $0.bottomSpacing }, set: { $0.bottomSpacing = $1 }, dependsOn: ["spacingAround"]),
        "leadingSpacing": ComputedKey(\View.leadingSpacing, get: { $0.leadingSpacing }, set: { $0.leadingSpacing = $1 }, dependsOn: ["spacingAround"]),
        "trailingSpacing": ComputedKey(\View.trailingSpacing, get: { $0.trailingSpacing }, set: { $0.trailingSpacing = $1 }, dependsOn: ["spacingAround"]),
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

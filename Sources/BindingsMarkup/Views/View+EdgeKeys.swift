import Bindings

/// One edge of a view's ``EdgeInsets`` property, named as MarkupKit names it
/// (`contentEdgeInsetTop` for the top of `contentEdgeInsets`).
struct InsetEdgeKey: Hashable, Sendable {
    /// The edge of a rectangle.
    enum Edge: String, CaseIterable, Sendable { case top = "Top", left = "Left", bottom = "Bottom", right = "Right" }

    /// The `EdgeInsets` properties markup sets edge by edge; the raw value is the property's key.
    enum Property: String, Sendable {
        case layoutMargins, spacingAround, contentEdgeInsets, titleEdgeInsets, imageEdgeInsets
    }

    /// The `EdgeInsets` property.
    let property: Property
    let edge: Edge

    /// The computed keys `<prefix>Top`, `<prefix>Left`, `<prefix>Bottom` and `<prefix>Right`, each
    /// one edge of `property`: one declaration per property instead of four accessors.
    static func keys(_ prefix: String, of property: Property) -> [String: ComputedKey] {
        Dictionary(uniqueKeysWithValues: Edge.allCases.map { edge in
            let key = InsetEdgeKey(property: property, edge: edge)
            return (prefix + edge.rawValue, ComputedKey(
                \View[insetEdge: key], get: { $0[insetEdge: key] }, set: { $0[insetEdge: key] = $1 }, dependsOn: [property.rawValue]))
        })
    }
}

extension EdgeInsets {
    subscript(edge: InsetEdgeKey.Edge) -> Double {
        get {
            switch edge {
            case .top: top
            case .left: left
            case .bottom: bottom
            case .right: right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .left: left = newValue
            case .bottom: bottom = newValue
            case .right: right = newValue
            }
        }
    }
}

extension View {
    /// One edge of an `EdgeInsets` property (see ``InsetEdgeKey/keys(_:of:)``), read and set through
    /// ``subscript(edgeInsets:)``, which each class answers for its own properties.
    nonisolated subscript(insetEdge key: InsetEdgeKey) -> Double {
        get { MainActor.assumeIsolated { self[edgeInsets: key.property][key.edge] } }
        set { MainActor.assumeIsolated { self[edgeInsets: key.property][key.edge] = newValue } }
    }
}

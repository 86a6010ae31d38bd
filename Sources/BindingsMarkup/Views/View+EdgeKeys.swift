import Bindings

/// One edge of a view's ``EdgeInsets`` property, named as MarkupKit names it
/// (`contentEdgeInsetTop` for the top of `contentEdgeInsets`).
struct InsetEdgeKey: Hashable, Sendable {
    /// The edge of a rectangle.
    enum Edge: String, CaseIterable, Sendable { case top = "Top", left = "Left", bottom = "Bottom", right = "Right" }

    /// The `EdgeInsets` property's key.
    let property: String
    let edge: Edge

    /// The computed keys `<prefix>Top`, `<prefix>Left`, `<prefix>Bottom` and `<prefix>Right`, each
    /// one edge of `property`: one declaration per property instead of four accessors.
    static func keys(_ prefix: String, of property: String) -> [String: ComputedKey] {
        Dictionary(uniqueKeysWithValues: Edge.allCases.map { edge in
            (prefix + edge.rawValue, ComputedKey(\View[insetEdge: InsetEdgeKey(property: property, edge: edge)], dependsOn: property))
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
    /// One edge of an `EdgeInsets` property, read and set by name so that it works for any
    /// subclass's property; see ``InsetEdgeKey/keys(_:of:)``.
    nonisolated subscript(insetEdge key: InsetEdgeKey) -> Double {
        get { (value(forKey: key.property) as? EdgeInsets ?? .zero)[key.edge] }
        set {
            var insets = value(forKey: key.property) as? EdgeInsets ?? .zero
            insets[key.edge] = newValue
            // Cannot fail: EdgeInsets set on the EdgeInsets property the key was made for.
            try? setValue(insets, forKey: key.property)
        }
    }
}

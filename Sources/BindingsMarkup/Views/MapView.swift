import Bindings

/// A map: `MKMapView` in MarkupKit documents.
///
/// The headless kit has no map tiles: the view keeps what MapKit's keeps (the kind of map, the
/// region shown, what the user may do with it) and its pictures draw a box captioned with the
/// map's centre. Markup may spell `isZoomEnabled` as `zoomEnabled`, and so for the other
/// `is…Enabled` keys. Like UIKit's, it has no content size of its own: it takes ``mapSize``
/// (narrower when proposed less) unless its container gives it more, as a column's `weight` does.
open class MapView: View {
    /// The kind of map shown.
    @Observed public var mapType = MapType.standard
    /// The coordinate at the centre of the view.
    @Observed public var centerCoordinate = Coordinate.zero
    /// How many degrees of latitude and longitude the view spans; the whole world by default.
    @Observed public var span = CoordinateSpan.world
    /// Whether the user's location is marked.
    @Observed public var showsUserLocation = false
    /// Whether the user may zoom by pinching or double-tapping.
    @Observed public var isZoomEnabled = true
    /// Whether the user may move the map by dragging.
    @Observed public var isScrollEnabled = true
    /// Whether the user may rotate the map.
    @Observed public var isRotateEnabled = true
    /// Whether the user may tilt the map.
    @Observed public var isPitchEnabled = true
    /// Whether a compass shows while the map is rotated.
    @Observed public var showsCompass = true
    /// Whether a scale shows while the user zooms.
    @Observed public var showsScale = false
    /// Whether traffic is shown on roads.
    @Observed public var showsTraffic = false
    /// Whether buildings are drawn in three dimensions.
    @Observed public var showsBuildings = true

    /// The size a map takes when nothing stretches it.
    nonisolated public static let mapSize = Size(width: 320, height: 200)

    /// Shows the region around `center` spanning `span`, as MapKit's `setRegion(_:animated:)`.
    public func setRegion(center: Coordinate, span: CoordinateSpan, animated: Bool = false) {
        centerCoordinate = center
        self.span = span
    }

    /// Moves the map's centre to `coordinate`, keeping its span.
    public func setCenter(_ coordinate: Coordinate, animated: Bool = false) {
        centerCoordinate = coordinate
    }

    /// ``isZoomEnabled`` under UIKit's markup name.
    nonisolated public var zoomEnabled: Bool {
        get { MainActor.assumeIsolated { isZoomEnabled } }
        set { MainActor.assumeIsolated { isZoomEnabled = newValue } }
    }

    /// ``isScrollEnabled`` under UIKit's markup name.
    nonisolated public var scrollEnabled: Bool {
        get { MainActor.assumeIsolated { isScrollEnabled } }
        set { MainActor.assumeIsolated { isScrollEnabled = newValue } }
    }

    /// ``isRotateEnabled`` under UIKit's markup name.
    nonisolated public var rotateEnabled: Bool {
        get { MainActor.assumeIsolated { isRotateEnabled } }
        set { MainActor.assumeIsolated { isRotateEnabled = newValue } }
    }

    /// ``isPitchEnabled`` under UIKit's markup name.
    nonisolated public var pitchEnabled: Bool {
        get { MainActor.assumeIsolated { isPitchEnabled } }
        set { MainActor.assumeIsolated { isPitchEnabled = newValue } }
    }

    /// The view keys plus the `…Enabled` spellings.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        mapComputedKeys
    }

    /// Merged once, as every key read by name that is not `@Observed` asks for them.
    nonisolated private static let mapComputedKeys = View.computedKeys.merging([
        "zoomEnabled": ComputedKey(\MapView.zoomEnabled, dependsOn: "isZoomEnabled"),
        "scrollEnabled": ComputedKey(\MapView.scrollEnabled, dependsOn: "isScrollEnabled"),
        "rotateEnabled": ComputedKey(\MapView.rotateEnabled, dependsOn: "isRotateEnabled"),
        "pitchEnabled": ComputedKey(\MapView.pitchEnabled, dependsOn: "isPitchEnabled"),
    ]) { _, own in own }

    /// ``mapSize``, no wider than proposed.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(Self.mapSize.width, proposal.width), height: Self.mapSize.height)
    }
}

// A map draws as a box captioned with its kind and centre.
extension MapView: CaptionedBoxDrawing {
    /// `map 48.8584, 2.2945`, after the map type when it is not the standard one (`satellite map …`).
    public var caption: String {
        let center = StringCoding.format(centerCoordinate.latitude) + ", " + StringCoding.format(centerCoordinate.longitude)
        return (mapType == .standard ? "" : mapType.rawValue + " ") + "map " + center
    }

    /// A pale land green.
    public var boxFill: Color { Color(red: 0.9, green: 0.95, blue: 0.88) }
}

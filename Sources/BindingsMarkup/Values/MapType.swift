/// What a ``MapView`` shows, as MapKit's `MKMapType`.
public enum MapType: String, NamedEnumeration {
    /// Streets and place names.
    case standard
    /// Aerial imagery.
    case satellite
    /// Aerial imagery with streets and place names.
    case hybrid
    /// Aerial imagery in three dimensions where available.
    case satelliteFlyover
    /// Hybrid imagery in three dimensions where available.
    case hybridFlyover
    /// Streets in muted colors, so that the app's own content stands out.
    case mutedStandard

    /// The type's name alone and after `MK`: `MKMapTypeSatellite`.
    public static var caseNamePrefixes: [String] { ["MapType", "MKMapType"] }
}

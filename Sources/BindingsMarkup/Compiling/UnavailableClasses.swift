/// View classes of Apple frameworks that MarkupKit documents may name but the view kit will not
/// provide, by the framework each belongs to: a document naming one is told so, rather than being
/// offered the nearest kit name. An app may still register its own class under such a name.
enum UnavailableClasses {
    /// The framework of each class, by MarkupKit element name.
    static let frameworks: [String: String] = [
        "MKAnnotationView": "MapKit", "MKMarkerAnnotationView": "MapKit", "MKPinAnnotationView": "MapKit",
        "UIWebView": "UIKit",
        "AVPlayerView": "AVKit", "AVRoutePickerView": "AVKit",
        "SCNView": "SceneKit", "SKView": "SpriteKit", "ARSCNView": "ARKit", "ARSKView": "ARKit",
        "MTKView": "MetalKit", "GLKView": "GLKit", "PDFView": "PDFKit", "PKCanvasView": "PencilKit",
        "CLLocationButton": "CoreLocationUI", "PHLivePhotoView": "PhotosUI", "ASAuthorizationAppleIDButton": "AuthenticationServices",
        "PKPaymentButton": "PassKit", "PKAddPassButton": "PassKit",
    ]

    /// The framework `name` belongs to when it is one of these classes.
    static func framework(of name: String) -> String? {
        frameworks[name]
    }
}

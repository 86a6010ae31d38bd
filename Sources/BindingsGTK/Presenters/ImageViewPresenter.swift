#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk
import Foundation

/// Shows an ``ImageView`` as a `GtkPicture`: the image file of its name (or of its name plus
/// `.png`), found relative to the current directory, or else the theme's icon for the name
/// (``ImageIcons``: GNOME's symbolic icons for the kit's names), or else the kit's symbol for the name
/// (``ImagePlaceholder``) drawn on a light square, as the kit's pictures draw it. The picture fits
/// its image to the frame by the view's `contentMode`: filling it, fitting, covering, or (for the
/// modes that do not scale) at its natural size when it fits, as GTK cannot leave an image larger
/// than its frame unscaled.
///
/// The kit measures the view (every named image is `imageSize`), so a file's own size moves nothing.
@MainActor
final class ImageViewPresenter: WidgetPresenter {
    private let imageView: ImageView
    private var shownImage: String??
    private var shownSize: Size?
    private var shownFit: GtkContentFit?

    init(imageView: ImageView) {
        self.imageView = imageView
        super.init(view: imageView, widget: gtk_picture_new())
    }

    override var measuresView: Bool { false }
    /// The host places the overlay content's widgets over the picture.
    override var showsSubviews: Bool { false }

    override class var shownKeys: [String] {
        super.shownKeys + ["image", "imageSize", "contentMode"]
    }

    /// What the picture shows, as `GtkPicture file "logo.png" 24x12 contain`, `GtkPicture "☎" 32x32
    /// fill` (a placeholder, drawn at twice the image's size) or `GtkPicture none`.
    override var widgetState: String {
        let picture = widget.opaque
        let fit = Self.fitNames[gtk_picture_get_content_fit(picture).rawValue] ?? "?"
        guard let paintable = gtk_picture_get_paintable(picture) else { return "GtkPicture none " + fit }
        let size = "\(gdk_paintable_get_intrinsic_width(paintable))x\(gdk_paintable_get_intrinsic_height(paintable))"
        if let file = gtk_picture_get_file(picture), let name = g_file_get_basename(file) {
            defer { g_free(name) }
            return "GtkPicture file " + String(reflecting: String(cString: name)) + " " + size + " " + fit
        }
        let instance = UnsafeMutableRawPointer(paintable).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_icon_paintable_get_type()) != 0, let name = gtk_icon_paintable_get_icon_name(paintable) {
            return "GtkPicture icon " + String(reflecting: String(cString: name)) + " " + size + " " + fit
        }
        let symbol = g_object_get_data(UnsafeMutableRawPointer(paintable).assumingMemoryBound(to: GObject.self), Self.symbolKey)
        let shown = symbol.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "?"
        return "GtkPicture " + String(reflecting: shown) + " " + size + " " + fit
    }

    override func update() {
        super.update()
        if imageView.image != shownImage || (imageView.image != nil && imageView.imageSize != shownSize) {
            show(imageView.image)
            shownImage = imageView.image
            shownSize = imageView.imageSize
        }
        let fit = Self.fit(for: imageView.contentMode)
        if fit != shownFit {
            gtk_picture_set_content_fit(widget.opaque, fit)
            shownFit = fit
        }
    }

    private func show(_ image: String?) {
        guard let image, let path = Self.file(named: image) else {
            // A picture keeps its file when given a paintable: forget it first.
            gtk_picture_set_file(widget.opaque, nil)
            gtk_picture_set_paintable(widget.opaque, nil)
            if let image, let icon = ImageIcons.iconName(for: image) {
                let size = Int32(min(max(imageView.imageSize.width, imageView.imageSize.height, 1), 512).rounded(.up))
                if let paintable = ImageIcons.paintable(icon, size: size, for: widget) {
                    gtk_picture_set_paintable(widget.opaque, paintable)
                    g_object_unref(UnsafeMutableRawPointer(paintable))
                }
            } else if let image, let texture = Self.sharedPlaceholder(ImagePlaceholder.symbol(for: image), size: imageView.imageSize) {
                gtk_picture_set_paintable(widget.opaque, texture)
            }
            return
        }
        gtk_picture_set_filename(widget.opaque, path)
    }

    /// The path of the file showing the image `name`: `name` itself, or `name.png`.
    static func file(named name: String) -> String? {
        for candidate in [name, name + ".png"] where !name.isEmpty {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
        }
        return nil
    }

    static func fit(for mode: ContentMode) -> GtkContentFit {
        switch mode {
        case .scaleToFill, .redraw: GTK_CONTENT_FIT_FILL
        case .scaleAspectFit: GTK_CONTENT_FIT_CONTAIN
        case .scaleAspectFill: GTK_CONTENT_FIT_COVER
        default: GTK_CONTENT_FIT_SCALE_DOWN
        }
    }

    private static let fitNames: [UInt32: String] = [
        GTK_CONTENT_FIT_FILL.rawValue: "fill", GTK_CONTENT_FIT_CONTAIN.rawValue: "contain",
        GTK_CONTENT_FIT_COVER.rawValue: "cover", GTK_CONTENT_FIT_SCALE_DOWN.rawValue: "scale-down",
    ]

    /// The object data key under which a placeholder texture keeps its symbol, for `widgetState`.
    private static let symbolKey = "bindings-placeholder-symbol"

    /// The placeholders drawn so far, by symbol and size: a list's every row shows the same few.
    private static var placeholders: [String: OpaquePointer] = [:]

    /// The texture of `symbol` at `size`, drawn once and kept for every picture showing it.
    static func sharedPlaceholder(_ symbol: String, size: Size) -> OpaquePointer? {
        let key = "\(symbol) \(size.width)x\(size.height)"
        if let texture = placeholders[key] { return texture }
        let texture = placeholder(symbol, size: size)
        placeholders[key] = texture
        return texture
    }

    /// A texture of `symbol` centered on a light square of `size` points, at twice the points'
    /// pixels so that it stays sharp on a high-density screen; the picture scales it to the frame.
    static func placeholder(_ symbol: String, size: Size) -> OpaquePointer? {
        func pixels(_ length: Double) -> Int32 {
            Int32(min(max(1, (length.isFinite ? length : 0) * 2), 4096).rounded(.up))
        }
        let width = pixels(size.width), height = pixels(size.height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        cairo_set_source_rgb(cairo, 0.93, 0.93, 0.93)
        cairo_paint(cairo)
        let layout = pango_cairo_create_layout(cairo)
        let font = pango_font_description_from_string("Sans")
        pango_font_description_set_absolute_size(font, Double(min(width, height)) * 0.75 * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, symbol, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        cairo_move_to(cairo, (Double(width) - Double(logical.width)) / 2 - Double(logical.x),
                      (Double(height) - Double(logical.height)) / 2 - Double(logical.y))
        cairo_set_source_rgb(cairo, 1.0 / 3, 1.0 / 3, 1.0 / 3)
        pango_cairo_show_layout(cairo, layout)
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = cairo_image_surface_get_stride(surface)
        // Cairo's ARGB32 is a native-endian word: blue, green, red, alpha in memory on this machine.
        let bytes = g_bytes_new(cairo_image_surface_get_data(surface), gsize(stride) * gsize(height))
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_memory_texture_new(width, height, GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride)) else { return nil }
        g_object_set_data_full(UnsafeMutableRawPointer(texture).assumingMemoryBound(to: GObject.self), symbolKey, g_strdup(symbol), g_free)
        return texture
    }
}
#endif

#if GTK
import BindingsGTK
import CGtk
import Foundation

/// The widgets of one row of the hand-written list, built once by the factory's `setup`, and the
/// code that shows a pharmacy in them (`bind`): what a GTK developer writes for a list row.
///
/// The same widgets as the pharmacy cell: a vertical box of the bold name beside the grey
/// distance, the address, and three rows of an icon and a label (phone, fax, email); a row whose
/// field is absent is hidden. The icon is a 16 × 16 picture of a 32 × 32 texture made once, as an
/// app loads its icons once and as the backend draws the kit's image symbols, so that both lists
/// draw the same.
@MainActor
final class HandWrittenRow {
    let box: UnsafeMutablePointer<GtkWidget>
    private let name: OpaquePointer
    private let distance: OpaquePointer
    private let address: OpaquePointer
    private let phone: (row: UnsafeMutablePointer<GtkWidget>, label: OpaquePointer)
    private let fax: (row: UnsafeMutablePointer<GtkWidget>, label: OpaquePointer)
    private let email: (row: UnsafeMutablePointer<GtkWidget>, label: OpaquePointer)

    init() {
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        gtk_widget_set_margin_start(box, 8)
        gtk_widget_set_margin_end(box, 16)
        gtk_widget_set_margin_bottom(box, 8)

        let heading = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        let name = Self.label(style: "pharmacy-name", expands: true)
        let distance = Self.label(style: "pharmacy-distance")
        gtk_widget_set_valign(name, GTK_ALIGN_BASELINE)
        gtk_widget_set_valign(distance, GTK_ALIGN_BASELINE)
        gtk_box_append(heading.as(GtkBox.self), name)
        gtk_box_append(heading.as(GtkBox.self), distance)
        gtk_box_append(box.as(GtkBox.self), heading)

        let address = Self.label(style: "pharmacy-address", ellipsizes: false)
        gtk_label_set_wrap(address.opaque, 1)
        gtk_label_set_wrap_mode(address.opaque, PANGO_WRAP_WORD_CHAR)
        gtk_box_append(box.as(GtkBox.self), address)

        let contacts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        func contactRow() -> (row: UnsafeMutablePointer<GtkWidget>, label: OpaquePointer) {
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
            let icon = gtk_picture_new()!
            gtk_widget_set_size_request(icon, 16, 16)
            gtk_picture_set_paintable(icon.opaque, Self.icon)
            let label = Self.label(style: "pharmacy-contact", expands: true)
            gtk_box_append(row.as(GtkBox.self), icon)
            gtk_box_append(row.as(GtkBox.self), label)
            gtk_box_append(contacts.as(GtkBox.self), row)
            return (row, label.opaque)
        }
        phone = contactRow()
        fax = contactRow()
        email = contactRow()
        gtk_box_append(box.as(GtkBox.self), contacts)

        self.name = OpaquePointer(name)
        self.distance = OpaquePointer(distance)
        self.address = address.opaque
    }

    /// The icons' texture: a light 32 × 32 square, shared by every row.
    static let icon: OpaquePointer? = {
        let side = 32, stride = side * 4
        let pixels = [UInt8](repeating: 0xED, count: stride * side)
        let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return gdk_memory_texture_new(Int32(side), Int32(side), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
    }()

    /// Shows `pharmacy` (a row dictionary of the list): every label set, rows of absent fields hidden.
    func show(_ pharmacy: [String: Any]) {
        gtk_label_set_text(name, "\(pharmacy["number"] as? Int ?? 0). \(pharmacy["name"] as? String ?? "")")
        gtk_label_set_text(distance, String(format: "%.2f miles", pharmacy["distance"] as? Double ?? 0))
        let street = pharmacy["address1"] as? String ?? "", city = pharmacy["city"] as? String ?? ""
        let state = pharmacy["state"] as? String ?? "", zipCode = pharmacy["zipCode"] as? String ?? ""
        gtk_label_set_text(address, "\(street)\n\(city) \(state) \(zipCode)")
        Self.show(Self.phoneNumber(pharmacy["phone"] as? String), in: phone)
        Self.show(Self.phoneNumber(pharmacy["fax"] as? String), in: fax)
        Self.show(pharmacy["email"] as? String, in: email)
    }

    private static func show(_ text: String?, in contact: (row: UnsafeMutablePointer<GtkWidget>, label: OpaquePointer)) {
        gtk_widget_set_visible(contact.row, text == nil ? 0 : 1)
        gtk_label_set_text(contact.label, text ?? "")
    }

    /// `6172273728` as `(617) 227-3728`; anything but ten digits as it is.
    private static func phoneNumber(_ digits: String?) -> String? {
        guard let digits else { return nil }
        let characters = Array(digits.utf8)
        guard characters.count == 10, characters.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return digits }
        func part(_ range: Range<Int>) -> Substring { Substring(decoding: characters[range], as: UTF8.self) }
        return "(\(part(0..<3))) \(part(3..<6))-\(part(6..<10))"
    }

    /// A left-aligned label in the CSS class `style`; one line ellipsized at the end unless said.
    private static func label(style: String, expands: Bool = false, ellipsizes: Bool = true) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(nil)!
        gtk_label_set_xalign(label.opaque, 0)
        gtk_label_set_yalign(label.opaque, 0)
        if ellipsizes { gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END) }
        gtk_widget_set_hexpand(label, expands ? 1 : 0)
        gtk_widget_add_css_class(label, style)
        return label
    }
}
#endif

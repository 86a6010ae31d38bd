#if GTK
@_spi(Testing) import BindingsGTK
@_spi(Backend) import BindingsMarkup
import CGtk
import Foundation

/// Activity indicators where the pharmacy list puts them: beside a title in a baseline-aligned
/// row, in the window's content column, and in a table's background view, centred between spacers
/// over a status line. Spinning from the start, stopped (hidden), then spinning again, the window
/// prints its widgets with their frames, then for each indicator where its kit frame is in the
/// window, whether its spinner's centre is that frame's centre, and whether the window's picture
/// shows the spinner there.
@MainActor
enum ActivityIndicatorScenario {
    static func run(_ arguments: [String]) throws {
        let owner = ControlOwner()
        owner.busy = true
        let window = try Scenario.show(try Scenario.view("""
            <LMColumnView spacing="4">
                <LMRowView spacing="8" alignToBaseline="true">
                    <UILabel weight="1" text="Pharmacies"/>
                    <UIActivityIndicatorView animating="$busy"/>
                </LMRowView>
                <UIActivityIndicatorView animating="$busy"/>
                <LMTableView weight="1">
                    <?backgroundView?>
                    <LMColumnView spacing="8" layoutMargins="24">
                        <LMSpacer/>
                        <UIActivityIndicatorView animating="$busy"/>
                        <UILabel textAlignment="center" text="Loading"/>
                        <LMSpacer/>
                    </LMColumnView>
                </LMTableView>
            </LMColumnView>
            """, owner: owner))
        let picture = NSTemporaryDirectory() + "activity-indicators-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: picture) }
        for (state, busy) in [("spinning", true), ("stopped", false), ("spinning again", true)] {
            owner.busy = busy
            try Scenario.settle(window)
            print("-- \(state)")
            Scenario.printWidgets(of: window)
            guard window.writePNG(to: picture) else { throw ScenarioError("cannot draw the window") }
            let pixels = try Picture(path: picture)
            for presenter in window.allWidgets where presenter.view is ActivityIndicatorView {
                print(try describe(presenter, in: window, picture: pixels))
            }
        }
        window.close()
    }

    /// Where `presenter`'s indicator is: which view hosts it, its kit frame in the window, whether
    /// its widget's centre is the frame's centre, and whether `picture` shows it drawn there.
    private static func describe(_ presenter: WidgetPresenter, in window: Window, picture: Picture) throws -> String {
        let view = presenter.view
        let host = switch view.superview {
        case is RowView: "row"
        case let superview? where superview.superview is TableView: "table background"
        default: "column"
        }
        let frame = try frameInWindow(of: view, in: window)
        let centre = (x: frame.midX, y: frame.midY)
        var line = "\(host): kit frame \(number(frame.minX)),\(number(frame.minY)) \(number(frame.width))x\(number(frame.height))"
        if gtk_widget_get_mapped(presenter.widget) == 0 {
            line += ", widget hidden"
        } else if let gtkWindow = window.gtkWindow {
            let width = Float(gtk_widget_get_width(presenter.widget)), height = Float(gtk_widget_get_height(presenter.widget))
            var middle = graphene_point_t(x: width / 2, y: height / 2), inWindow = graphene_point_t()
            guard gtk_widget_compute_point(presenter.widget, gtkWindow, &middle, &inWindow) != 0 else { return line + ", not in the window" }
            // The kit frame's edges round to whole pixels, which may move its centre by half a
            // pixel, and a turning widget's centre comes back through a rotation in floats.
            let tolerance = 0.5 + 0.01
            let centred = abs(Double(inWindow.x) - centre.x) <= tolerance && abs(Double(inWindow.y) - centre.y) <= tolerance
            line += centred ? ", widget centred in it" : ", widget centre at \(inWindow.x),\(inWindow.y)"
        }
        return line + (picture.showsSomething(around: centre, within: frame) ? ", drawn there" : ", nothing drawn there")
    }

    /// `view`'s frame in the window: its root's widget is where the root's host places it, and each
    /// view's frame is in its superview's coordinates.
    private static func frameInWindow(of view: View, in window: Window) throws -> Rect {
        var origin = Point(x: 0, y: 0)
        var root = view
        while let superview = root.superview {
            origin = Point(x: origin.x + root.frame.minX, y: origin.y + root.frame.minY)
            root = superview
        }
        guard let rootWidget = (root.presenter as? WidgetPresenter)?.widget, let gtkWindow = window.gtkWindow else {
            throw ScenarioError("the indicator's root has no widget")
        }
        var corner = graphene_point_t(x: 0, y: 0), inWindow = graphene_point_t()
        guard gtk_widget_compute_point(rootWidget, gtkWindow, &corner, &inWindow) != 0 else { throw ScenarioError("the root is not in the window") }
        return Rect(x: Double(inWindow.x) + origin.x, y: Double(inWindow.y) + origin.y, width: view.frame.width, height: view.frame.height)
    }

    /// A length as the kit has it: whole, or with its fraction.
    private static func number(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}

/// The pixels of a PNG file, as GTK reads it.
private struct Picture {
    let width: Int
    let height: Int
    /// Four bytes a pixel, row by row, in GDK's default memory format (premultiplied BGRA or ARGB):
    /// only differences between pixels are compared, whichever order the channels are in.
    private let bytes: [UInt8]

    init(path: String) throws {
        guard let texture = gdk_texture_new_from_filename(path, nil) else { throw ScenarioError("cannot read \(path)") }
        defer { g_object_unref(UnsafeMutableRawPointer(texture).assumingMemoryBound(to: GObject.self)) }
        width = Int(gdk_texture_get_width(texture))
        height = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let stride = width * 4
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(stride)) }
        self.bytes = bytes
    }

    /// Whether some pixels of the 16×16 square around `centre` (a spinner's natural size) differ
    /// from the background, read at `frame`'s top left corner, which no turn of the square reaches.
    func showsSomething(around centre: (x: Double, y: Double), within frame: Rect) -> Bool {
        let background = pixel(x: Int(frame.minX.rounded(.up)), y: Int(frame.minY.rounded(.up)))
        var differing = 0
        for y in Int(centre.y) - 8..<Int(centre.y) + 8 {
            for x in Int(centre.x) - 8..<Int(centre.x) + 8 where differs(pixel(x: x, y: y), from: background) {
                differing += 1
            }
        }
        // A few pixels could be a neighbour's antialiased edge; a drawn spinner's ring is dozens.
        return differing >= 16
    }

    private func pixel(x: Int, y: Int) -> [UInt8] {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return [] }
        let start = (y * width + x) * 4
        return Array(bytes[start..<start + 4])
    }

    private func differs(_ pixel: [UInt8], from background: [UInt8]) -> Bool {
        guard pixel.count == background.count, !pixel.isEmpty else { return false }
        return zip(pixel, background).contains { abs(Int($0) - Int($1)) > 32 }
    }
}
#endif

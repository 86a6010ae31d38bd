#if GTK
@_spi(Testing) import BindingsGTK
import CGtk

/// `load --type`: the user types "walg", a letter every 120 ms, as soon as the first rows show,
/// while the rest of the file is still being read: how long each letter takes to be drawn (the
/// window answering), how many rows had loaded by then, and the longest gap between frames while
/// typing. The list then ends showing the rows of the whole file that match.
@MainActor
struct LoadTyping {
    /// One letter typed.
    struct Key {
        let text: String
        /// From the key to the end of the frame that drew it.
        let milliseconds: Double
        /// The rows the view model had loaded when the key came.
        let loadedRows: Int
    }

    private(set) var keys: [Key] = []
    private(set) var longestGap = 0.0

    /// Types ``EditsRun/letters`` into `variant`; `loadedRows` counts the rows read so far.
    init(_ variant: any EditableVariant, gaps: FrameGaps, loadedRows: () -> Int) {
        guard let counter = FrameCounter.shared(for: variant.window) else { return }
        gaps.reset()
        for (index, text) in EditsRun.letters.enumerated() {
            let loaded = loadedRows()
            let start = g_get_monotonic_time()
            let target = counter.frames + 1
            variant.type(text)
            _ = GTK.iterate(timeout: 60) { counter.frames >= target }
            keys.append(Key(text: text, milliseconds: Double(g_get_monotonic_time() - start) / 1000, loadedRows: loaded))
            let next = start + 120_000
            if index < EditsRun.letters.count - 1, g_get_monotonic_time() < next {
                GTK.iterate(for: Double(next - g_get_monotonic_time()) / 1e6)
            }
        }
        longestGap = gaps.longestMilliseconds
    }
}
#endif

import BindingsTestSupport
@testable import PharmacyCellsKit
import Testing
import TerminalSupport

/// Key decoding and line-diffing redraws of the interactive mode.
@MainActor @Suite(.checksLiveObjects) struct TerminalPieceTests {
    @Test(arguments: [
        ([UInt8](arrayLiteral: 0x1B, 0x5B, 0x41), [Key.up]),
        ([0x1B, 0x5B, 0x42, 0x6A], [.down, .text("j")]),
        ([0x1B, 0x5B, 0x36, 0x7E], [.pageDown]),
        ([0x1B], [.escape]),
        ([0x0D, 0x7F], [.enter, .backspace]),
        (Array("cvs".utf8), [.text("c"), .text("v"), .text("s")]),
        (Array("é".utf8), [.text("é")]),
    ])
    func keysDecode(bytes: [UInt8], keys: [Key]) {
        #expect(Key.decode(bytes) == keys)
    }

    @Test(arguments: [
        ("a\nb\nc", "a\nb\nc", ""),
        ("a\nb\nc", "a\nB\nc", "\u{1B}[2;1HB\u{1B}[0m\u{1B}[K"),
        ("a\nb\nc", "a\nb", "\u{1B}[3;1H\u{1B}[0m\u{1B}[K"),
    ])
    func onlyChangedLinesAreWritten(previous: String, next: String, written: String) {
        var screen = ScreenBuffer(rows: 3)
        #expect(screen.update(previous) == "\u{1B}[1;1Ha\u{1B}[0m\u{1B}[K\u{1B}[2;1Hb\u{1B}[0m\u{1B}[K\u{1B}[3;1Hc\u{1B}[0m\u{1B}[K")
        #expect(screen.update(next) == written)
    }

    @Test(arguments: [
        (["--live", "--stats", "--svg", "x.svg", "--data", "d.json"], true, true, "x.svg", "d.json"),
        ([], false, false, nil, nil),
    ])
    func flagsParse(arguments: [String], live: Bool, stats: Bool, svg: String?, data: String?) throws {
        let options = try Options(arguments: arguments)
        #expect(options.live == live && options.stats == stats && !options.help)
        #expect(options.svgPath == svg && options.dataPath == data)
    }

    @Test func watchTakesAFolder() throws {
        #expect(try Options(arguments: ["--watch", "Docs"]).watchPath == "Docs")
        #expect(throws: AppError.usage("--watch needs a folder name")) { try Options(arguments: ["--watch"]) }
    }
}

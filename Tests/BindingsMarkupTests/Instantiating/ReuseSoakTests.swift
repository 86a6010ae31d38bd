import AllocationCounting
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// Long use: a markup cell reused a million times keeps its live objects and its memory flat.
///
/// `SOAK_REUSES` sets the count (default 20,000, so the debug suite stays quick). CI runs it with
/// 1,000,000 in an optimized build (about 25 s) and prints the figures, and under AddressSanitizer,
/// whose leak checker fails the run if anything leaks, with a smaller count.
@MainActor @Suite(.checksLiveObjects) struct ReuseSoakTests {
    static let cellMarkup = """
        <ColumnView spacing="4" layoutMarginBottom="8">
            <RowView alignToBaseline="true" spacing="4">
                <Label weight="1" font="System-Bold 16" text="$`{content.number}. {content.name}`"/>
                <Label font="System 14" textColor="#808080" text="$content.distance::number;format=%.2f miles"/>
            </RowView>
            <Label numberOfLines="0" font="System 14" text="$`{content.address1}\\n{content.city} {content.state} {content.zipCode}`"/>
            <Label font="System 12" text="$content.phone::phone"/>
            <Label font="System 12" text="$content.fax::phone"/>
            <Label font="System 12" text="$content.email"/>
        </ColumnView>
        """

    static let rows: [[String: any Sendable]] = [
        ["number": 1, "name": "Green Cross Pharmacy", "distance": 0.15821025961609, "address1": "393 Hanover Street",
         "city": "Boston", "state": "MA", "zipCode": "02108", "phone": "6172273728", "fax": "6177420001",
         "email": "pharmacy@greencross.com"],
        ["number": 2, "name": "CVS", "distance": 0.42181156854188, "address1": "263 Washington Street",
         "city": "Boston", "state": "MA", "zipCode": "02108", "phone": "6177427035"],
    ]

    /// Resident memory in bytes, from `/proc/self/statm`.
    /// Throws rather than answering 0, which would make the growth check below pass unread.
    static func residentBytes() throws -> Int {
        let text = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        let pages = try #require(text.split(separator: " ").dropFirst().first.flatMap { Int($0) }, "statm: \(text)")
        try #require(pages > 0, "statm: \(text)")
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test func aMillionReusesKeepLiveObjectsAndMemoryFlat() throws {
        let reuses = ProcessInfo.processInfo.environment["SOAK_REUSES"].flatMap(Int.init) ?? 20_000
        let owner = MarkupOwner()
        let root = try fixtureLoader().template(source: Self.cellMarkup, file: "SoakCell.xml").instantiate(owner: owner)
        let labels = root.allViews.compactMap { $0 as? Label }
        let warmUp = min(reuses / 10, 10_000)
        var afterWarmUp: (LiveObjectsSnapshot, Int)?
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<reuses {
            owner.content = Self.rows[index % 2]
            if index == warmUp { afterWarmUp = (LiveObjectsSnapshot(), try Self.residentBytes()) }
        }
        let elapsed = clock.now - start
        let (objects, resident) = try #require(afterWarmUp)
        let final = LiveObjectsSnapshot()
        let growth = try Self.residentBytes() - resident
        // One line for the CI log, so the figures of each run are on record.
        print("reuse soak: \(reuses) reuses in \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))); "
            + "live objects after warm-up [\(objects)], at the end [\(final)]; resident memory grew by \(growth) bytes after warm-up")
        #expect(final == objects)
        // Sanitizers keep freed memory in quarantine, so resident memory says nothing under them.
        if allocation_counting_is_available() != 0 {
            #expect(growth < 1_000_000, "resident memory grew by \(growth) bytes over \(reuses - warmUp) reuses")
        }
        // The last row has no fax or email: nothing of the previous row may remain.
        #expect(labels.map(\.text) == ["2. CVS", "0.42 miles", "263 Washington Street\nBoston MA 02108", "(617) 742-7035", nil, nil])
    }
}

import Bindings
import Testing

@Test func smoke() throws {
    let p = Pharmacy(name: "CVS")
    #expect(p.value(forKey: "name") as? String == "CVS")
    try p.setValue("10", forKey: "index")
    #expect(p.index == 10)
    let seen = Recorder<String>()
    let token = try p.observe("name", options: [.new, .old]) { _, change in
        seen.append("\(change.oldValue ?? "nil")->\(change.newValue ?? "nil")")
    }
    p.name = "Walgreens"
    #expect(seen.all == ["CVS->Walgreens"])
    token.invalidate()
}

import Bindings
import BindingsTestSupport
import Testing

@Suite(.checksLiveObjects) struct ManualNotificationTests {
    @Test func manualPropertiesNotifyOnlyBetweenWillAndDidChange() throws {
        let person = Person()
        let calls = Recorder<String>()
        let token = try person.observe("balance", options: [.prior, .new, .old]) { _, change in calls.append(describe(change)) }
        person.balance = 10
        #expect(calls.all == [])

        person.willChangeValue(forKey: "balance")
        person.balance = 20
        person.balance = 30
        person.didChangeValue(forKey: "balance")
        #expect(calls.all == ["prior setting new=nil old=10", "after setting new=30 old=10"])
        token.invalidate()
    }

    @Test func nestedBracketsNotifyOnceAtTheOutermostDidChange() throws {
        let person = Person()
        let calls = Recorder<String>()
        let token = try person.observe("balance", options: [.new, .old]) { _, change in calls.append(describe(change)) }
        person.willChangeValue(forKey: "balance")
        person.willChangeValue(forKey: "balance")
        person.balance = 5
        person.didChangeValue(forKey: "balance")
        #expect(calls.all == [])
        person.didChangeValue(forKey: "balance")
        #expect(calls.all == ["after setting new=5 old=0"])
        token.invalidate()
    }

    @Test func didChangeWithoutWillChangeStillNotifies() throws {
        let person = Person()
        person.balance = 4
        let calls = Recorder<String>()
        let token = try person.observe("balance", options: [.new, .old]) { _, change in calls.append(describe(change)) }
        person.didChangeValue(forKey: "balance")
        #expect(calls.all == ["after setting new=4 old=4"])
        token.invalidate()
    }

    @Test func automaticPropertiesCanAlsoBeBracketed() throws {
        let pharmacy = Pharmacy(name: "A")
        let calls = Recorder<String>()
        let token = try pharmacy.observe("name", options: [.new]) { _, change in calls.append(describe(change)) }
        pharmacy.willChangeValue(forKey: "name")
        pharmacy.didChangeValue(forKey: "name")
        #expect(calls.all == ["after setting new=A old=nil"])
        token.invalidate()
    }

    /// The default notifies on every set, equal or not, as Foundation's KVO, `@Published` and Swift
    /// Observation do; `distinct: true` skips sets of an equal value.
    @Test func equalValuesNotifyByDefaultAndAreSkippedWhenDistinct() throws {
        let person = Person()
        let calls = Recorder<String>()
        let first = try person.observe("first", options: .new) { _, change in calls.append("first=\(render(change.newValue))") }
        let nickname = try person.observe("nickname", options: .new) { _, change in calls.append("nickname=\(render(change.newValue))") }
        person.first = "Ada"
        person.first = "Ada"
        person.nickname = "Countess"
        person.nickname = "Countess"
        person.nickname = ""
        #expect(calls.all == ["first=Ada", "first=Ada", "nickname=Countess", "nickname="])
        first.invalidate()
        nickname.invalidate()
    }
}

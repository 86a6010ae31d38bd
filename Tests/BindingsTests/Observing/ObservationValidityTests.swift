import Bindings
import BindingsTestSupport
import Testing

/// ``KeyValueObservation/isValid`` says whether the observation can still deliver.
@Suite(.checksLiveObjects) struct ObservationValidityTests {
    @Test func anObservationIsValidWhileItsObjectLives() throws {
        let pharmacy = Pharmacy()
        let token = try pharmacy.observe("name") { _, _ in }
        #expect(token.isValid)
        token.invalidate()
        #expect(!token.isValid)
    }

    @Test func anObservationEndsWhenItsObjectGoes() throws {
        var pharmacy: Pharmacy? = Pharmacy()
        let token = try #require(try pharmacy?.observe("name") { _, _ in })
        let typed = try #require(try pharmacy?.observe(\.name) { _, _ in })
        #expect(token.isValid && typed.isValid)
        pharmacy = nil
        #expect(!token.isValid)
        #expect(!typed.isValid)
        token.invalidate()
        #expect(!token.isValid)
    }

    @Test func aPathObservationEndsWithItsRootNotWithAnIntermediate() throws {
        var model: ViewModel? = ViewModel()
        model?.pharmacy = Pharmacy(name: "A")
        let token = try #require(try model?.observe("pharmacy.name") { _, _ in })
        model?.pharmacy = nil
        #expect(token.isValid)
        model = nil
        #expect(!token.isValid)
    }
}

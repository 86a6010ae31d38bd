import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// The seed's pizza form (`PizzaForm.xml`): a static grouped table of text fields, a single- and a
/// multiple-checkmark section, a time picker and a text view, whose values are what the form submits.
@MainActor @Suite(.checksLiveObjects) struct PizzaFormTests {
    @Test func theFormsValuesAreWhatTheUserEntered() throws {
        let owner = MarkupOwner()
        let table = try #require(try fixtureLoader().view(named: "PizzaForm", owner: owner) as? TableView)
        #expect(table.style == .grouped)
        #expect(table.numberOfSections == 5)
        #expect((0..<5).map { table.numberOfRows(inSection: $0) } == [3, 3, 4, 1, 1])
        #expect((0..<5).map { table.headerTitle(forSection: $0) } == [nil, "Pizza Size", "Pizza Toppings", "Preferred Delivery Time", "Delivery Instructions"])
        let size = try #require(table.section(withName: "size"))
        let toppings = try #require(table.section(withName: "toppings"))
        #expect(table.selectionMode(forSection: size) == .singleCheckmark)
        #expect(table.selectionMode(forSection: toppings) == .multipleCheckmarks)
        #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.selectionStyle == TableViewCellSelectionStyle.none)

        let name = try #require(owner.nameTextField)
        let phone = try #require(owner.phoneTextField)
        let email = try #require(owner.emailTextField)
        let time = try #require(owner.deliveryDatePicker)
        let comments = try #require(owner.commentsTextView)
        #expect([phone.keyboardType, email.keyboardType] == [.numberPad, .emailAddress])
        #expect(time.datePickerMode == .time)
        #expect(comments.textContainerInset == EdgeInsets(all: 4))
        #expect(comments.textContainer.lineFragmentPadding == 0)

        name.userDidEdit("Ada")
        phone.userDidEdit("5551234")
        email.userDidEdit("ada@example.com")
        table.userDidSelectRow(at: TableIndexPath(row: 1, section: size))
        table.userDidSelectRow(at: TableIndexPath(row: 2, section: size))
        table.userDidSelectRow(at: TableIndexPath(row: 0, section: toppings))
        table.userDidSelectRow(at: TableIndexPath(row: 2, section: toppings))
        time.timeZone = TimeZone(identifier: "UTC") ?? time.timeZone
        time.userDidPick(DatePickerTests.at(18, 30))
        comments.userDidEdit("Side door")

        let submitted: [String: String] = [
            "name": name.text ?? "", "phone": phone.text ?? "", "email": email.text ?? "",
            "size": table.value(forSection: size) as? String ?? "",
            "toppings": table.values(forSection: toppings).compactMap { $0 as? String }.joined(separator: ","),
            "time": time.text(for: time.date), "comments": comments.text ?? "",
        ]
        #expect(submitted == [
            "name": "Ada", "phone": "5551234", "email": "ada@example.com", "size": "large",
            "toppings": "bacon,onion", "time": "18:30", "comments": "Side door",
        ])
    }
}

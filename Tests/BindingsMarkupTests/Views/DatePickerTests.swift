import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// An order's delivery time, as a view model exposes it.
final class DeliveryModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var time = Date(timeIntervalSince1970: 0)
    @Observed var notes: String? = nil
}

/// `UIDatePicker`: its attributes converted from markup (mode, ISO 8601 dates, interval, time zone),
/// a two-way binding on `date`, the user's pick clamped and rounded, layout and both pictures.
@MainActor @Suite(.checksLiveObjects) struct DatePickerTests {
    static let source = """
        <UIDatePicker datePickerMode="time" date="$$time" minuteInterval="15" timeZone="UTC"
                      minimumDate="2026-11-24T11:00" maximumDate="2026-11-24T22:00Z"/>
        """

    /// 2026-11-24 at `hour`:`minute` UTC.
    static func at(_ hour: Int, _ minute: Int) -> Date {
        Date(timeIntervalSince1970: 1_795_478_400 + Double(hour * 3600 + minute * 60))
    }

    @Test func theUsersPickIsClampedRoundedAndWrittenBack() throws {
        let model = DeliveryModel()
        model.time = Self.at(18, 30)
        let picker = try #require(try MarkupLoader().template(source: Self.source, file: "Time.xml").instantiate(owner: model) as? DatePicker)
        #expect(picker.datePickerMode == .time)
        #expect(picker.minuteInterval == 15)
        #expect(picker.minimumDate == Self.at(11, 0))
        #expect(picker.maximumDate == Self.at(22, 0))
        #expect(picker.date == Self.at(18, 30))
        picker.userDidPick(Self.at(19, 52))
        #expect(model.time == Self.at(19, 45))
        picker.userDidPick(Self.at(23, 10))
        #expect(model.time == Self.at(22, 0))
        picker.userDidPick(Self.at(6, 0))
        #expect(model.time == Self.at(11, 0))
        model.time = Self.at(12, 0)
        #expect(picker.text(for: picker.date) == "12:00")
    }

    @Test func itIsLaidOutAndDrawnAsWheelsAroundTheDate() throws {
        let model = DeliveryModel()
        model.time = Self.at(11, 15)
        let picker = try #require(try MarkupLoader().template(source: Self.source, file: "Time.xml").instantiate(owner: model) as? DatePicker)
        picker.frame = Rect(origin: .zero, size: picker.fittingSize(for: Size(width: 1000, height: 1000)))
        #expect(picker.frame.size == Size(width: 320, height: 216))
        picker.frame = Rect(x: 0, y: 0, width: 96, height: 100)
        // The minimum is 11:00: nothing is drawn above it.
        #expect(TextRenderer().render(picker) == "\n   11:00\n  [11:15]\n   11:30\n   11:45")
        picker.datePickerMode = .dateAndTime
        #expect(picker.text(for: picker.date) == "2026-11-24 11:15")
        picker.datePickerMode = .date
        #expect(picker.text(for: picker.date) == "2026-11-24")
        #expect(SVGRenderer().render(picker) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="96" height="100" viewBox="0 0 96 100" font-family="monospace">
              <rect x="0" y="40" width="96" height="20" rx="4" fill="#EDEDED"/>
              <text x="48" y="56" font-size="16" text-anchor="middle" fill="#000000">2026-11-24</text>
            </svg>

            """)
    }

    @Test(arguments: [
        (#"<UIDatePicker datePickerMode="century"/>"#,
         "Test.xml:1:31: error: invalid value 'century' for property 'datePickerMode'; "
            + "expected one of time, date, dateAndTime or countDownTimer (unknown name 'century')"),
        (#"<UIDatePicker minuteInterval="quarter"/>"#,
         "Test.xml:1:31: error: invalid value 'quarter' for property 'minuteInterval'; expected an integer"),
        (#"<UIDatePicker timeZone="Mars/Olympus"/>"#,
         "Test.xml:1:25: error: invalid value 'Mars/Olympus' for property 'timeZone'; expected a time zone identifier such as UTC or Europe/Paris"),
    ])
    func aBadModeIntervalOrTimeZoneIsAnError(source: String, message: String) throws {
        let reported = try buildDiagnostics(source)
        #expect(reported == [message])
    }

    @Test func aDateThatIsNotISO8601IsAnError() throws {
        var reported: [String] = []
        do {
            _ = try MarkupLoader().template(source: #"<UIDatePicker date="24/11/2026"/>"#, file: "Time.xml")
        } catch {
            reported = error.diagnostics.map(\.description)
        }
        #expect(reported == ["Time.xml:1:21: error: invalid value '24/11/2026' for property 'date'; expected an ISO 8601 date such as 2026-11-24 or 2026-11-24T18:30"])
        #expect(throws: KeyValueConversionFailure.self) { try Date.convert(fromKeyValue: "2026-02-30") }
        #expect(try Date.convert(fromKeyValue: "2026-11-24T12:00+01:00") == Self.at(11, 0))
    }
}

import Foundation
import BindingsTestSupport
import Testing
@testable import Bindings

/// The `measurement`, `byteCount` and `personNameComponents` formatters: exact text, exact errors.
@Suite("Measurement, byte count and name formatters", .checksLiveObjects)
struct MeasureFormatterTests {
    private static func format(_ spec: String, _ value: Any?) throws -> String {
        guard let reference = try BindingExpression(parsing: "x::" + spec).formatter else { return "no formatter" }
        return render(try FormatterRegistry().formatter(for: reference).format(value))
    }

    static let john: PersonNameComponents = {
        var name = PersonNameComponents()
        name.namePrefix = "Dr."
        name.givenName = "John"
        name.middleName = "Quincy"
        name.familyName = "smith"
        name.nameSuffix = "Jr."
        name.nickname = "Johnny"
        return name
    }()

    static let rows: [(String, any Sendable, String)] = [
        ("measurement;unit=km", 5, "5 km"),
        ("measurement;unit=km;unitStyle=short", 5, "5km"),
        ("measurement;unit=km;unitStyle=long", 5, "5 kilometers"),
        ("measurement;unit=km;unitStyle=long", 1, "1 kilometer"),
        ("measurement;unit=ft;unitStyle=long", 2.5, "2.5 feet"),
        ("measurement;unit=m/s;unitStyle=long", 3, "3 meters per second"),
        ("measurement;unit=km", 1234.5678, "1,234.57 km"),
        ("measurement;unit=km;maximumFractionDigits=0", 2.5, "3 km"),
        ("measurement;unit=kg;minimumFractionDigits=2", 2, "2.00 kg"),
        ("measurement;unit=m;unitOptions=naturalScale", 1500, "1.5 km"),
        ("measurement;unit=m;unitOptions=naturalScale", 0.25, "25 cm"),
        ("measurement;unit=g;unitOptions=naturalScale;unitStyle=long", 0.5, "500 milligrams"),
        ("measurement;unit=°C", 21.5, "21.5°C"),
        ("measurement;unit=°C;unitStyle=long", 1, "1 degree Celsius"),
        ("measurement;unit=K", 300, "300 K"),
        ("measurement;unit=°F;unitOptions=temperatureWithoutUnit", 70, "70°"),
        ("measurement;unit=°F;unitOptions=temperatureWithoutUnit;unitStyle=long", 70, "70 degrees"),
        ("measurement", Measurement(value: 3, unit: UnitLength.miles), "3 mi"),
        ("measurement;unit=km", Measurement(value: 1, unit: UnitLength.miles), "1.61 km"),
        ("measurement;unit=km", Measurement(value: 1, unit: UnitMass.grams), "1.0 g"),
        ("measurement", 5, "5"),
        ("measurement;unit=km", "far", "far"),
        ("byteCount", 0, "0 bytes"),
        ("byteCount", 1, "1 byte"),
        ("byteCount", 999, "999 bytes"),
        ("byteCount", 1000, "1 KB"),
        ("byteCount", 1_234_567, "1.2 MB"),
        ("byteCount", 1_234_567_890, "1.23 GB"),
        ("byteCount;countStyle=binary", 1024, "1 KB"),
        ("byteCount;countStyle=memory", 1_048_576, "1 MB"),
        ("byteCount;countStyle=decimal", 1_500, "2 KB"),
        ("byteCount;allowedUnits=KB", 1_234_567, "1,235 KB"),
        ("byteCount;allowedUnits=KB", 10, "0 KB"),
        ("byteCount;allowedUnits=bytes,MB", 5_000, "5,000 bytes"),
        // Foundation's names, as MarkupKitTest's ViewController.xml gives them.
        ("byteCount;allowedUnits=useKB,useMB;countStyle=memory", 1_234_567, "1.2 MB"),
        ("byteCount;allowedUnits=useKB,useMB;countStyle=memory", 2048, "2 KB"),
        ("byteCount;allowedUnits=useBytes", 5_000, "5,000 bytes"),
        ("byteCount;allowedUnits=useAll", 1_234_567, "1.2 MB"),
        ("byteCount", Int64(-2_500_000), "-2.5 MB"),
        ("byteCount", "lots", "lots"),
        ("personNameComponents", john, "John smith"),
        ("personNameComponents;style=default", john, "John smith"),
        ("personNameComponents;style=short", john, "Johnny"),
        ("personNameComponents;style=long", john, "Dr. John Quincy smith Jr."),
        ("personNameComponents;style=abbreviated", john, "JS"),
        ("personNameComponents", ["givenName": "Ada", "familyName": "Lovelace"], "Ada Lovelace"),
        ("personNameComponents;style=short", ["familyName": "Lovelace"], "Lovelace"),
        ("personNameComponents", 42, "42"),
        ("personNameComponents", Optional<String>.none as any Sendable, "nil"),
    ]

    @Test(arguments: rows)
    func formatsExactly(spec: String, value: any Sendable, expected: String) throws {
        #expect(try Self.format(spec, value) == expected)
    }

    static let errorRows: [(String, String)] = [
        ("measurment", "unknown formatter 'measurment'; did you mean 'measurement'?"),
        ("measurement;units=km", "formatter 'measurement' has no argument 'units'; did you mean 'unit'?"),
        ("measurement;unit=kms", "formatter 'measurement' argument 'unit' has invalid value 'kms'; did you mean 'km'?"),
        ("measurement;unit=furlong",
         "formatter 'measurement' argument 'unit' has invalid value 'furlong'; expected one of "
             + "mm, cm, m, km, in, ft, yd, mi, mg, g, kg, oz, lb, mL, L, s, min, h, m/s, km/h, mph, °C, °F, K"),
        ("measurement;unit=m;unitStyle=lng", "formatter 'measurement' argument 'unitStyle' has invalid value 'lng'; did you mean 'long'?"),
        ("measurement;unit=m;unitOptions=natural",
         "formatter 'measurement' argument 'unitOptions' has invalid value 'natural'; expected one of "
             + "providedUnit, naturalScale, temperatureWithoutUnit"),
        ("measurement;maximumFractionDigits=x",
         "formatter 'measurement' argument 'maximumFractionDigits' has invalid value 'x'; expected an integer of at least 0"),
        ("bytecount", "unknown formatter 'bytecount'; did you mean 'byteCount'?"),
        ("byteCount;countstyle=file", "formatter 'byteCount' has no argument 'countstyle'; did you mean 'countStyle'?"),
        ("byteCount;countStyle=files", "formatter 'byteCount' argument 'countStyle' has invalid value 'files'; did you mean 'file'?"),
        ("byteCount;allowedUnits=KB,GiB", "formatter 'byteCount' argument 'allowedUnits' has invalid value 'GiB'; did you mean 'GB'?"),
        ("byteCount;allowedUnits=",
         "formatter 'byteCount' argument 'allowedUnits' has invalid value ''; expected one of bytes, KB, MB, GB, TB, PB, EB"),
        ("personNameComponents;style=abbrev",
         "formatter 'personNameComponents' argument 'style' has invalid value 'abbrev'; expected one of default, short, medium, long, abbreviated"),
        ("personNameComponents;style=lon", "formatter 'personNameComponents' argument 'style' has invalid value 'lon'; did you mean 'long'?"),
        ("personNameComponents;format=x", "formatter 'personNameComponents' has no argument 'format'"),
    ]

    @Test(arguments: errorRows)
    func badArgumentsAreReportedExactly(spec: String, message: String) throws {
        do {
            let text = try Self.format(spec, 1)
            Issue.record("expected an error, got \(text)")
        } catch let error as FormatterError {
            #expect(error.description == message)
        }
    }
}

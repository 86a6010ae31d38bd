// libFuzzer target: the binding expression parser, its evaluator and the formatter lookup.
//
// The input, decoded as UTF-8 (invalid sequences become U+FFFD), is parsed as the text after `$`. A parse
// error must carry an offset within the source and render a message. A parsed expression is evaluated
// twice against resolvers returning fixed values of many types (chosen from the key path's bytes, so runs
// are reproducible), its formatter reference, if any, is looked up, and the formatter is applied to the
// results. A broken invariant traps, which libFuzzer reports as a crash.
@_spi(Testing) import Bindings
import Foundation

/// What the resolvers hand back: every kind of value a model may hold, including edge numbers.
nonisolated(unsafe) private let values: [Any?] = [
    nil, 3, 0, -1, Int.max, Int.min, 0.5, -0.0, Double.nan, Double.infinity, 1e308, "CVS", "", "02108",
    true, false, [1, 2, 3], [String](), ["a": 1] as [String: Int], Int32(7), UInt64.max, Float(1.5),
    Decimal(string: "2.25") as Any, Date(timeIntervalSince1970: 1_700_000_000), "2024-03-05T10:00:00Z",
    Optional<Optional<Int>>.some(.some(4)) as Any, "6177427035",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // Parses are kept for the process; emptied after each input so that no input's state carries
    // into the next and libFuzzer's per-input leak check sees only what the input itself left.
    defer { BindingExpression.forgetCachedParses() }
    let expression: BindingExpression
    do {
        expression = try BindingExpression(parsing: source)
    } catch {
        // Offsets count characters of the source; the end of the source is a valid place for an error.
        guard error.offset >= 0, error.offset <= source.count, !error.description.isEmpty else {
            fatalError("error offset \(error.offset) outside 0...\(source.count): \(error)")
        }
        return 0
    }
    guard expression.source == source, expression.description == source,
          expression.keyPaths == expression.dependencies.map(\.string),
          Set(expression.keyPaths).count == expression.keyPaths.count,
          expression.isKeyPath == (expression.singleKeyPath != nil)
    else { fatalError("inconsistent expression \(source.debugDescription)") }
    if let single = expression.singleKeyPath, expression.keyPaths != [single] {
        fatalError("single key path \(single) but key paths \(expression.keyPaths)")
    }

    var results: [Any?] = []
    for round in 0..<2 {
        var resolved: [String] = []
        results.append(expression.evaluate { keyPath in
            resolved.append(keyPath.string)
            let checksum = keyPath.string.utf8.reduce(round) { $0 &* 31 &+ Int($1) }
            return values[Int(checksum.magnitude % UInt(values.count))]
        })
        // Evaluation only ever asks for key paths the expression declares.
        guard resolved.allSatisfy(expression.keyPaths.contains) else {
            fatalError("resolved \(resolved) outside \(expression.keyPaths)")
        }
    }
    results.append(expression.evaluate { _ in nil })

    if let reference = expression.formatter {
        _ = reference.description
        // A fresh registry per input: the same lookup code as `FormatterRegistry.shared`, without its
        // cache carrying state from one input to the next or growing with every distinct reference.
        let registry = FormatterRegistry()
        do {
            let formatter = try registry.formatter(for: reference)
            for value in results + [nil, 1234.5, -7, "text", Date(timeIntervalSince1970: 0)] {
                _ = formatter.format(value).map { String(describing: $0) }
            }
            // A second lookup of the same reference is served from the cache.
            let calls = registry.factoryCallCount
            _ = try registry.formatter(for: reference)
            guard registry.factoryCallCount == calls else { fatalError("formatter for \(reference) not cached") }
        } catch {
            guard !error.description.isEmpty, error.formatter == reference.name else {
                fatalError("formatter error \(error) does not name \(reference.name)")
            }
        }
    }
    for result in results { _ = result.map { String(describing: $0) } }
    return 0
}

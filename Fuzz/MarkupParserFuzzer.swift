// libFuzzer target: the markup parser, on arbitrary bytes.
//
// Each input is parsed three ways: from `[UInt8]` and from `Data` with the default limits (the two must
// agree exactly), and with tiny limits so the depth and error-count cut-offs are reached often. Every
// diagnostic is rendered and the document, if any, is walked, mapping value characters back to source
// positions. A broken invariant traps, which libFuzzer reports as a crash.
import BindingsMarkup
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))

    let defaults = MarkupParser.Options()
    let result = MarkupParser(options: defaults).parse(bytes, file: "Fuzz.xml")
    check(result, options: defaults)

    let fromData = MarkupParser(options: defaults).parse(Data(bytes), file: "Fuzz.xml")
    guard fromData.diagnostics == result.diagnostics,
          fromData.document?.elementCount == result.document?.elementCount
    else { fatalError("parsing [UInt8] and Data disagree") }

    let tiny = MarkupParser.Options(maximumDepth: 3, maximumErrors: 2)
    check(MarkupParser(options: tiny).parse(bytes, file: "Fuzz.xml"), options: tiny)
    return 0
}

/// Checks the documented guarantees of a parse result.
private func check(_ result: MarkupParseResult, options: MarkupParser.Options) {
    // At most the limit, plus the one diagnostic saying the limit was reached.
    guard result.diagnostics.count <= max(1, options.maximumErrors) + 1 else {
        fatalError("\(result.diagnostics.count) diagnostics exceed the limit of \(options.maximumErrors)")
    }
    if result.document == nil, !result.diagnostics.contains(where: { $0.severity == .error }) {
        fatalError("no document but no error either")
    }
    var previous = SourcePosition(line: 1, column: 1)
    for diagnostic in result.diagnostics {
        guard diagnostic.line >= 1, diagnostic.column >= 1, !diagnostic.description.isEmpty else {
            fatalError("bad diagnostic \(diagnostic)")
        }
        // Diagnostics come in document order.
        guard diagnostic.position >= previous else { fatalError("diagnostic \(diagnostic) before \(previous)") }
        previous = diagnostic.position
    }
    if result.succeeded {
        guard (try? result.get()) != nil else { fatalError("succeeded but get() throws") }
    }
    guard let document = result.document else { return }
    var elementCount = 0
    for element in document.elements {
        elementCount += 1
        guard element.depth >= 1, element.depth <= options.maximumDepth else {
            fatalError("depth \(element.depth) outside 1...\(options.maximumDepth)")
        }
        if let parent = element.parent {
            guard parent.depth == element.depth - 1, parent.position < element.position else {
                fatalError("\(element) does not follow its parent \(parent)")
            }
        } else if element != document.root {
            fatalError("\(element) has no parent but is not the root")
        }
        _ = element.description
        for attribute in element.attributes {
            guard attribute.namePosition < attribute.valuePosition,
                  element.attribute(named: attribute.name) == attribute
            else { fatalError("attribute \(attribute.name) of \(element) is inconsistent") }
            checkMonotonic(attribute.value) { attribute.valuePosition(ofCharacterAt: $0) }
        }
        var previousChild = element.position
        for child in element.children {
            guard child.position > previousChild else { fatalError("children of \(element) out of order") }
            previousChild = child.position
            switch child {
            case .element(let childElement):
                guard childElement.parent == element else { fatalError("child \(childElement) lost its parent") }
            case .processingInstruction(let instruction):
                checkMonotonic(instruction.data) { instruction.dataPosition(ofCharacterAt: $0) }
            case .text(let text):
                checkMonotonic(text.text) { text.position(ofCharacterAt: $0) }
            }
        }
    }
    guard elementCount == document.elementCount else { fatalError("element count mismatch") }
    for instruction in document.instructionsBeforeRoot + document.instructionsAfterRoot {
        checkMonotonic(instruction.data) { instruction.dataPosition(ofCharacterAt: $0) }
    }
}

/// Character positions in decoded text strictly increase, up to one past the end (checked for the first
/// 64 characters: each lookup is linear in the offset).
private func checkMonotonic(_ text: String, _ position: (Int) -> SourcePosition) {
    let count = min(text.count + 1, 65)
    var previous = position(-1)
    guard previous == position(0) else { fatalError("offset -1 is not clamped to 0 in \(text.debugDescription)") }
    for offset in 1..<max(count, 1) {
        let current = position(offset)
        guard current > previous else {
            fatalError("position of character \(offset) (\(current)) not after \(previous) in \(text.debugDescription)")
        }
        previous = current
    }
}

#if GTK
import BindingsGTK
import BindingsMarkup
import Foundation

/// The kit's `Application.shared.open(_:)` after `GTK.start()`: a URL goes to the desktop's handler
/// for its scheme, which writes what it was given to the file named by the first argument; a URL
/// of a scheme nothing handles is not opened.
@MainActor
enum OpenURLScenario {
    static func run(_ arguments: [String]) throws {
        guard let path = arguments.first else { throw ScenarioError("usage: open-url FILE") }
        for address in ["bindings-test:hello?from=gtk", "bindings-nothing:hello"] {
            guard let url = URL(string: address) else { throw ScenarioError("bad URL \(address)") }
            var answer: Bool?
            Application.shared.open(url) { answer = $0 }
            print("\(address): opened \(answer.map(String.init) ?? "never answered")")
        }
        // The handler runs on its own: its file appears once it has.
        guard GTK.iterate(timeout: 10, until: { FileManager.default.fileExists(atPath: path) }) else {
            throw ScenarioError("the handler wrote nothing")
        }
        GTK.iterate(timeout: 2) { (try? String(contentsOfFile: path, encoding: .utf8))?.isEmpty == false }
        print("the handler was given: \((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")")
    }
}
#endif

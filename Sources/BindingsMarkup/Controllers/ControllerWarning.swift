import Foundation

/// A call a controller could not follow, which UIKit reports by an exception or a console message:
/// what ``ControllerWarning/handler`` hears. The call then does nothing.
public enum ControllerWarning: Hashable, Sendable, CustomStringConvertible {
    /// `present(_:animated:completion:)` was given a controller that is shown already (presented,
    /// in a container, or the root of a window).
    case presentingShownController(String)
    /// `pushViewController(_:animated:)` was given a controller that is shown already.
    case pushingShownController(String)
    /// A navigation or tab bar controller was given the same controller twice.
    case duplicateController(String)
    /// `popToViewController(_:animated:)` was given a controller that is not in the stack.
    case notInStack(String)

    /// The warning as one line, saying what to do.
    public var description: String {
        switch self {
        case .presentingShownController(let name):
            return "cannot present \(name): it is shown already (presented, in a container or a window's root); dismiss or remove it first"
        case .pushingShownController(let name):
            return "cannot push \(name): it is shown already (presented, in a container or a window's root); remove it first"
        case .duplicateController(let name):
            return "\(name) appears twice among a container's controllers; the second is left out"
        case .notInStack(let name):
            return "cannot pop to \(name): it is not in the navigation stack"
        }
    }

    /// Where warnings go: by default ``writeToStandardError(_:)``. Set it to log elsewhere, or to
    /// collect warnings in tests.
    @MainActor public static var handler: @MainActor (ControllerWarning) -> Void = writeToStandardError

    /// The default handler: writes `bindings: warning: …` to standard error.
    @MainActor public static func writeToStandardError(_ warning: ControllerWarning) {
        FileHandle.standardError.write(Data("bindings: warning: \(warning)\n".utf8))
    }

    /// Reports the warning to ``handler``.
    @MainActor static func report(_ warning: ControllerWarning) {
        handler(warning)
    }
}

extension ViewController {
    /// The controller's class name, for warnings.
    var typeName: String { String(describing: type(of: self)) }

    /// Whether the controller is shown somewhere already: presented, in a container, or a root.
    var isPlaced: Bool {
        parent != nil || presentingViewController != nil || host != nil
    }
}

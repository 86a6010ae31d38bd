#if GTK
import CGtk

/// Connects GTK signals to Swift closures.
///
/// Each closure lives in a box whose reference GTK holds as the handler's data and releases when
/// the handler goes (with its object). Handlers run on the main thread, where GTK runs, so they
/// are main-actor code. A closure that reaches its presenter captures it weakly: the presenter
/// owns the widget, which owns the handler.
@MainActor
enum Signal {
    /// Connects a signal whose handler takes no argument: `clicked`, `changed`, `value-changed`;
    /// `after` runs it after the handlers connected without it, whenever they were connected.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ name: String, after: Bool = false,
                        _ handler: @escaping @MainActor () -> Void) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data).takeUnretainedValue().call() }
        }
        return connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), Box(handler), flags: after ? G_CONNECT_AFTER : GConnectFlags(0))
    }

    /// Connects a signal whose handler takes a pointer: `setup`/`bind` (the list item), `notify`
    /// (the property's spec).
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ name: String,
                        pointer handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            guard let data else { return }
            MainActor.assumeIsolated {
                Unmanaged<Box<@MainActor (UnsafeMutableRawPointer?) -> Void>>.fromOpaque(data).takeUnretainedValue().call(argument)
            }
        }
        return connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    /// Connects a signal whose handler takes an unsigned integer: `activate` of a list (the position).
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ name: String,
                        position handler: @escaping @MainActor (UInt32) -> Void) -> gulong {
        let trampoline: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, position, data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<Box<@MainActor (UInt32) -> Void>>.fromOpaque(data).takeUnretainedValue().call(position) }
        }
        return connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    /// Connects a signal whose handler takes a signed integer: `response` of a dialog (the response id).
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ name: String,
                        integer handler: @escaping @MainActor (Int32) -> Void) -> gulong {
        let trampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<Box<@MainActor (Int32) -> Void>>.fromOpaque(data).takeUnretainedValue().call(value) }
        }
        return connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    /// Connects a signal with a point: a motion controller's `motion`.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ name: String,
                        point handler: @escaping @MainActor (Double, Double) -> Void) -> gulong {
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
            guard let data else { return }
            MainActor.assumeIsolated { Unmanaged<Box<@MainActor (Double, Double) -> Void>>.fromOpaque(data).takeUnretainedValue().call(x, y) }
        }
        return connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    /// Connects a signal with an event whose handler answers whether it handled it: a legacy
    /// controller's `event`.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ name: String,
                        event handler: @escaping @MainActor (OpaquePointer?) -> Bool) -> gulong {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
            guard let data else { return 0 }
            return MainActor.assumeIsolated { Unmanaged<Box<@MainActor (OpaquePointer?) -> Bool>>.fromOpaque(data).takeUnretainedValue().call(event) } ? 1 : 0
        }
        return connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    /// Connects a signal whose handler answers whether it handled it: `close-request`.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ name: String,
                        answering handler: @escaping @MainActor () -> Bool) -> gulong {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            guard let data else { return 0 }
            return MainActor.assumeIsolated { Unmanaged<Box<@MainActor () -> Bool>>.fromOpaque(data).takeUnretainedValue().call() } ? 1 : 0
        }
        return connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    /// Connects a key handler: `key-pressed` of a key controller (key value, key code, modifiers).
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ name: String,
                        key handler: @escaping @MainActor (UInt32, GdkModifierType) -> Bool) -> gulong {
        let trampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, key, _, modifiers, data in
            guard let data else { return 0 }
            return MainActor.assumeIsolated {
                Unmanaged<Box<@MainActor (UInt32, GdkModifierType) -> Bool>>.fromOpaque(data).takeUnretainedValue().call(key, modifiers)
            } ? 1 : 0
        }
        return connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    /// Connects a handler that converts text to a value: `input` of a spin button, which stores the
    /// value through the pointer and answers 1, or answers `GTK_INPUT_ERROR` for text it refuses.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ name: String,
                        input handler: @escaping @MainActor (UnsafeMutablePointer<Double>) -> Int32) -> gulong {
        let trampoline: @convention(c) (gpointer?, UnsafeMutablePointer<Double>?, gpointer?) -> gint = { _, value, data in
            guard let value, let data else { return 0 }
            return MainActor.assumeIsolated {
                Unmanaged<Box<@MainActor (UnsafeMutablePointer<Double>) -> Int32>>.fromOpaque(data).takeUnretainedValue().call(value)
            }
        }
        return connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    private static func connect<Handler>(_ instance: UnsafeMutableRawPointer, _ name: String, _ callback: GCallback,
                                         _ box: Box<Handler>, flags: GConnectFlags = GConnectFlags(0)) -> gulong {
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        return g_signal_connect_data(instance, name, callback, Unmanaged.passRetained(box as AnyObject).toOpaque(), release, flags)
    }

    /// A closure as an object, so GTK can hold it.
    final class Box<Handler> {
        let call: Handler

        init(_ call: Handler) {
            self.call = call
        }
    }
}
#endif

import Bindings

/// An on/off switch: `UISwitch` in MarkupKit documents. Markup may spell `isOn` as `on`.
///
/// ``userDidToggle()`` stands for the user flipping it. Its content size is a fixed 40×16 points,
/// room for the text renderer's `(off)`.
open class Switch: Control, ValueControl {
    /// Whether the switch is on.
    @Observed public var isOn = false
    /// The color of the track while on, or `nil` for the system green.
    @Observed public var onTintColor: Color? = nil
    /// The color of the knob, or `nil` for white.
    @Observed public var thumbTintColor: Color? = nil

    /// The size of every switch.
    nonisolated public static let switchSize = Size(width: 40, height: 16)

    /// ``isOn`` under UIKit's markup name.
    nonisolated public var on: Bool {
        get { MainActor.assumeIsolated { isOn } }
        set { MainActor.assumeIsolated { isOn = newValue } }
    }

    /// The control keys plus `on`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        switchComputedKeys
    }

    /// Merged once, as every key read by name that is not `@Observed` asks for them.
    nonisolated private static let switchComputedKeys = Control.computedKeys.merging([
        "on": ComputedKey(\Switch.on, dependsOn: "isOn"),
    ]) { _, own in own }

    /// Simulates the user flipping the switch: toggles `isOn`, notifying its observers, then sends
    /// `ValueChanged` and `PrimaryActionTriggered`.
    public func userDidToggle() {
        guard isEnabled else { return }
        isOn.toggle()
        sendValueChanged()
    }

    /// ``switchSize``.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Self.switchSize
    }
}

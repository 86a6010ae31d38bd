#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Foundation

/// Each control family in a real window: loaded from markup bound to an owner's keys, changed by
/// the owner in code, then acted on through the GTK widget's own API, as the user's input arrives.
/// Each prints the widgets, then what the widget shows after the change in code, then after the
/// user's act, with the control's value, the owner's key and the events the control sent.
@MainActor
enum ControlScenarios {
    static let all: [String: Scenario.Run] = [
        "switch": switchControl,
        "slider": slider,
        "stepper": stepper,
        "progress": progress,
        "captioned": captioned,
        "segmented": segmented,
        "tabbar": tabBar,
        "pagecontrol": pageControl,
        "picker": picker,
        "textview": textView,
        "searchbar": searchBar,
        "datepicker-time": timePicker,
        "datepicker-date": datePicker,
        "datepicker-countdown": countdownPicker,
        "image": image,
        "scroll": scroll,
    ]

    /// A switch bound both ways to `wifi`.
    static func switchControl(_ arguments: [String]) throws {
        let run = try ControlRun(#"<UISwitch isOn="$$wifi" \#(ControlRun.valueEvents)/>"#, Switch.self)
        try run.code { $0.wifi = true }
        try run.user { gtk_switch_set_active(OpaquePointer($0), 0) }
        run.result("isOn=\(run.control.isOn) wifi=\(run.owner.wifi)")
        run.close()
    }

    /// A slider over 0…2 bound both ways to `volume`.
    static func slider(_ arguments: [String]) throws {
        let run = try ControlRun(#"<UISlider minimumValue="0" maximumValue="$maximum" value="$$volume" \#(ControlRun.valueEvents)/>"#,
                                 Slider.self)
        try run.code {
            $0.volume = 1.5
            $0.maximum = 4
        }
        try run.user { gtk_range_set_value($0.as(GtkRange.self), 0.75) }
        run.result("value=\(run.control.value) volume=\(run.owner.volume)")
        run.close()
    }

    /// A stepper over 0…10 by 0.5 bound both ways to `guests`: two steps up, then a typed value
    /// between steps.
    static func stepper(_ arguments: [String]) throws {
        let run = try ControlRun(#"<UIStepper minimumValue="0" maximumValue="10" stepValue="$step" value="$$guests" \#(ControlRun.valueEvents)/>"#,
                                 Stepper.self)
        try run.code {
            $0.guests = 4
            $0.step = 0.5
        }
        try run.user { spin in
            gtk_spin_button_spin(OpaquePointer(spin), GTK_SPIN_STEP_FORWARD, 0)
            gtk_spin_button_spin(OpaquePointer(spin), GTK_SPIN_STEP_FORWARD, 0)
        }
        run.result("value=\(run.control.value) guests=\(run.owner.guests)")
        // Typed text, entered as Enter enters it: kept between steps, clamped past the range.
        for text in ["3.8", "1234"] {
            try run.user("typed \(text)") { spin in
                gtk_editable_set_text(OpaquePointer(spin), text)
                gtk_spin_button_update(OpaquePointer(spin))
            }
            run.result("value=\(run.control.value) guests=\(run.owner.guests)")
        }
        run.close()
    }

    /// A progress bar bound to `progress` and two activity indicators bound to `busy`, the second
    /// shown while stopped; none takes the user's input.
    static func progress(_ arguments: [String]) throws {
        let owner = ControlOwner()
        let window = try Scenario.show(try Scenario.view("""
            <LMColumnView horizontalAlignment="leading">
                <UIProgressView progress="$progress"/>
                <UIActivityIndicatorView animating="$busy"/>
                <UIActivityIndicatorView animating="$busy" hidesWhenStopped="false"/>
            </LMColumnView>
            """, owner: owner))
        Scenario.printWidgets(of: window)
        owner.progress = 1.5
        owner.busy = true
        try Scenario.settle(window)
        print("code:")
        Scenario.printWidgets(of: window, frames: false)
        window.close()
    }

    /// A map and a web page, which GTK shows as cards captioned as the kit's pictures caption them.
    static func captioned(_ arguments: [String]) throws {
        let owner = ControlOwner()
        let window = try Scenario.show(try Scenario.view("""
            <LMColumnView>
                <MKMapView mapType="satellite" centerCoordinate="48.8584 2.2945"/>
                <WKWebView url="$address"/>
            </LMColumnView>
            """, owner: owner))
        Scenario.printWidgets(of: window, frames: false)
        owner.address = "https://gnome.org/"
        try Scenario.settle(window)
        print("code:")
        Scenario.printWidgets(of: window, frames: false)
        window.close()
    }
}
#endif

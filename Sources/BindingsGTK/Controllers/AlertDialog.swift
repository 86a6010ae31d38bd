#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// An ``AlertController`` as a `GtkMessageDialog`, modal and transient for the window under it:
/// the alert's title as its text and its message as the secondary text, its text fields as entries
/// in the message area, and a button per action in the alert's display order (an action sheet's
/// stacked in a column).
///
/// The cancel action's button answers `GTK_RESPONSE_CANCEL`; a destructive action's button is a
/// `destructive-action`, the preferred action's the default response and a `suggested-action`; each
/// button's sensitivity follows its action's `isEnabled`. A response is the user's choice
/// (``AlertController/userDidChoose(_:)``); closing the dialog (Escape, its close button) is
/// ``AlertController/userDidCancel()``, which leaves an alert without a cancel action open. The
/// kit's dismissal destroys the dialog (``destroy()``) before the action's handler runs.
@MainActor
final class AlertDialog: Presentation {
    let alert: AlertController
    let dialog: WidgetPointer
    /// The actions, in the order of their buttons, each response the index of its action here
    /// (the cancel action's is `GTK_RESPONSE_CANCEL`).
    private let actions: [AlertAction]
    private(set) var buttons: [WidgetPointer] = []
    /// The presenters of the entries showing the alert's text fields.
    private(set) var fields: [WidgetPresenter] = []
    private var observations: [KeyValueObservation] = []

    init(alert: AlertController, over parent: WidgetPointer) {
        self.alert = alert
        actions = alert.actionsInDisplayOrder
        let object = g_object_new_with_properties(gtk_message_dialog_get_type(), 0, nil, nil)
        dialog = UnsafeMutableRawPointer(object!).assumingMemoryBound(to: GtkWidget.self)
        g_object_ref_sink(dialog.gobject)
        let window = dialog.as(GtkWindow.self)
        gtk_window_set_modal(window, 1)
        gtk_window_set_transient_for(window, parent.as(GtkWindow.self))
        gtk_window_set_destroy_with_parent(window, 1)
        showTexts()
        addFields()
        addButtons()
        for key in ["title", "message"] { watch(alert, key) { [weak self] in self?.showTexts() } }
        Signal.connect(dialog.object, "response", integer: { [weak self] response in self?.respond(response) })
        Signal.connect(dialog.object, "close-request", answering: { [weak self] in
            self?.alert.userDidCancel()
            // The kit's dismissal destroys the dialog; an alert without a cancel action stays.
            return true
        })
    }

    isolated deinit {
        g_object_unref(dialog.gobject)
    }

    var controller: ViewController {
        alert
    }

    var gtkWindow: WidgetPointer {
        dialog
    }

    func present() {
        gtk_window_present(dialog.as(GtkWindow.self))
    }

    func destroy() {
        observations.removeAll()
        gtk_window_destroy(dialog.as(GtkWindow.self))
    }

    /// The response of `action`'s button.
    private func response(of index: Int) -> Int32 {
        actions[index].style == .cancel ? GTK_RESPONSE_CANCEL.rawValue : Int32(index)
    }

    private func respond(_ response: Int32) {
        if response == GTK_RESPONSE_CANCEL.rawValue, let cancel = alert.cancelAction {
            alert.userDidChoose(cancel)
        } else if actions.indices.contains(Int(response)) {
            alert.userDidChoose(actions[Int(response)])
        } else if response == GTK_RESPONSE_DELETE_EVENT.rawValue {
            alert.userDidCancel()
        }
    }

    /// The title as the dialog's text and the message as its secondary text; a message alone is the text.
    private func showTexts() {
        let text = alert.title ?? alert.message ?? ""
        let secondary = alert.title == nil ? nil : alert.message
        ObjectProperty.setString(dialog.gobject, "text", text)
        ObjectProperty.setString(dialog.gobject, "secondary-text", secondary)
        gtk_window_set_title(dialog.as(GtkWindow.self), alert.title ?? "")
    }

    /// An entry per text field, under the texts; Enter in one chooses the preferred action.
    private func addFields() {
        guard let area = gtk_message_dialog_get_message_area(dialog.as(GtkMessageDialog.self)) else { return }
        for field in alert.textFields {
            let presenter = WidgetPresenters.make(for: field)
            if typeName(of: presenter.widget) == "GtkEntry" { gtk_entry_set_activates_default(presenter.widget.as(GtkEntry.self), 1) }
            gtk_box_append(area.as(GtkBox.self), presenter.widget)
            fields.append(presenter)
        }
    }

    private func addButtons() {
        for (index, action) in actions.enumerated() {
            let response = response(of: index)
            guard let button = gtk_dialog_add_button(dialog.as(GtkDialog.self), action.title ?? "", response) else { continue }
            buttons.append(button)
            if action.style == .destructive { gtk_widget_add_css_class(button, "destructive-action") }
            if action === alert.preferredAction {
                gtk_widget_add_css_class(button, "suggested-action")
                gtk_dialog_set_default_response(dialog.as(GtkDialog.self), response)
            }
            gtk_widget_set_sensitive(button, action.isEnabled ? 1 : 0)
            watch(action, "isEnabled") { [weak action] in gtk_widget_set_sensitive(button, action?.isEnabled == false ? 0 : 1) }
        }
        // An action sheet's choices, and an alert's more than two, stack in a column.
        if alert.preferredStyle == .actionSheet || actions.count > 2, let box = buttons.first.flatMap({ gtk_widget_get_parent($0) }) {
            gtk_orientable_set_orientation(box.opaque, GTK_ORIENTATION_VERTICAL)
        }
    }

    private func watch(_ object: some KeyValueCoding, _ key: String, _ update: @escaping @MainActor () -> Void) {
        do {
            observations.append(try object.observe(key, delivery: .mainActor) { _, _ in update() })
        } catch {
            assertionFailure("\(type(of: object)) declares \(key): \(error)")
        }
    }
}
#endif

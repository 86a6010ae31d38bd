// A text field's side views are slots of markup: `<?leftView?>` and `<?rightView?>`, each followed
// by its view, shown as `leftViewMode` and `rightViewMode` say.
extension TextField: MarkupViewSlots {
    /// `leftView` and `rightView`.
    nonisolated public static var markupViewSlots: [MarkupViewSlot] {
        [MarkupViewSlot("leftView"), MarkupViewSlot("rightView")]
    }

    /// Sets the side view the slot names.
    public func setMarkupView(_ view: View, forSlot slot: String) {
        if slot == "rightView" { rightView = view } else { leftView = view }
    }

    /// The left view when its mode shows it now, else `nil`.
    public var shownLeftView: View? {
        leftViewMode.shows(whileEditing: isEditing) ? leftView : nil
    }

    /// The right view when its mode shows it now, else `nil`.
    public var shownRightView: View? {
        rightViewMode.shows(whileEditing: isEditing) ? rightView : nil
    }

    /// The widths the shown side views take from the text: left and right.
    public var sideViewWidths: (left: Double, right: Double) {
        let width = { (view: View?) in view?.fittingSize(for: .unlimited).width ?? 0 }
        return (width(shownLeftView), width(shownRightView))
    }

    /// Places the shown side views at their fitting sizes inside the edges, centered vertically,
    /// and hides the others.
    func layoutSideViews() {
        for (view, shown, isLeft) in [(leftView, shownLeftView, true), (rightView, shownRightView, false)] {
            guard let view else { continue }
            showSlotView(view, shown != nil)
            let size = view.fittingSize(for: .unlimited)
            view.frame = Rect(x: isLeft ? 0 : frame.width - size.width, y: (frame.height - size.height) / 2,
                              width: size.width, height: size.height)
        }
    }
}

extension TextFieldViewMode {
    /// Whether a view in this mode shows, the field being edited or not.
    func shows(whileEditing isEditing: Bool) -> Bool {
        switch self {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }
}

import Bindings
import Foundation

/// A push button: `UIButton` in MarkupKit documents.
///
/// Markup names the action with `actionName` (a method name of the document's owner, resolved by the
/// markup compiler, which registers a handler); code registers handlers with ``addAction(_:)``.
/// ``userDidTap()`` is a tap: it sends `TouchDown` and `TouchUpInside`, then calls every
/// handler of the primary action (`PrimaryActionTriggered`, the kit's `Tap`, ``addAction(_:)``) in
/// the order they were added, as UIKit's buttons do.
///
/// Its content size is its title in `font` with two characters of padding on each side, one line tall.
///
/// A button with a subview (MarkupKit's child element of a `UIButton`, such as a column holding an
/// image and a label) shows that view as its content instead of its title: sized to it, plus
/// ``contentEdgeInsets``, and filling the button inside them.
open class Button: Control {
    /// The title, or `nil` for none.
    @Observed public var title: String? = nil
    /// The font of the title; the default is System 16.
    @Observed public var font = Font.system()
    /// The name of the action markup asked for, such as `submit`; the markup compiler resolves it.
    @Observed public var actionName: String? = nil
    /// The color of the title, or `nil` for the button type's (black, or the accent color of a
    /// system button).
    @Observed public var titleColor: Color? = nil
    /// The color of the title's shadow, or `nil` for none; kept for toolkits.
    @Observed public var titleShadowColor: Color? = nil
    /// How far the title's shadow falls from it (UIKit's title label's, 0 by -1 points); kept for
    /// toolkits. MarkupKit documents set it by component: `titleLabel.shadowOffsetWidth`.
    @Observed public var titleShadowOffset = Button.defaultTitleShadowOffset

    /// UIKit's title label's shadow offset, 0 by -1 points.
    nonisolated public static let defaultTitleShadowOffset = Size(width: 0, height: -1)
    /// The name of the image shown before the title, or `nil` for none (see ``ImageView``).
    @Observed public var image: String? = nil
    /// The title with attributes, drawn instead of ``title`` when set (its characters, as the
    /// pictures draw no attributes); markup sets it from text.
    @Observed public var attributedTitle: AttributedString? = nil
    /// The name of the image drawn behind the content, or `nil` for none; kept for toolkits.
    @Observed public var backgroundImage: String? = nil
    /// The space around the title and image inside the button's outline. Each edge is also a key:
    /// `contentEdgeInsetTop`, `…Left`, `…Bottom`, `…Right`, MarkupKit's names.
    @Observed public var contentEdgeInsets = EdgeInsets.zero
    /// Moves the title from where the content alignment puts it, without changing the button's
    /// size, as in UIKit (`titleEdgeInsetTop`… per edge): a left inset moves it right.
    @Observed public var titleEdgeInsets = EdgeInsets.zero
    /// Moves the image as ``titleEdgeInsets`` moves the title (`imageEdgeInsetTop`… per edge);
    /// the pictures draw the image inside the title, so only toolkits show it apart.
    @Observed public var imageEdgeInsets = EdgeInsets.zero

    /// The kind of button; chosen when it is created (markup's `style`). A `system` button draws its
    /// title in the accent color.
    public internal(set) var buttonType = ButtonType.custom

    private var actions: [@MainActor () -> Void] = []

    /// The touch events a tap sends before the primary action, in order.
    nonisolated static let touchEvents: [ControlEvent] = [.touchDown, .touchUpInside]
    /// The events markup connects as primary actions, called with those ``addAction(_:)`` adds.
    nonisolated static let primaryActionEvents: [ControlEvent] = [.primaryActionTriggered, .tap]

    nonisolated private static let buttonEvents = touchEvents + primaryActionEvents

    /// The events a button sends, each on every tap: the touches, then the primary action.
    nonisolated open override class var markupEvents: [ControlEvent] { buttonEvents }

    /// Adds `handler` as a primary action for `PrimaryActionTriggered` and `Tap`, or connects it to a
    /// touch event; returns whether `event` is one of ``markupEvents``.
    open override func addMarkupAction(for event: ControlEvent, _ handler: @escaping @MainActor () -> Void) -> Bool {
        guard Self.primaryActionEvents.contains(event) else { return super.addMarkupAction(for: event, handler) }
        addAction(handler)
        return true
    }

    /// Adds `title`, `attributedTitle`, `font`, `image` and `contentEdgeInsets`.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["title", "attributedTitle", "font", "image", "contentEdgeInsets"]
    }

    /// The control keys plus `titleLabel`, `imageView` and the edges of each inset property.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        buttonComputedKeys
    }

    /// Merged once, as every key read by name that is not `@Observed` asks for them.
    nonisolated private static let buttonComputedKeys = Control.computedKeys
        .merging(InsetEdgeKey.keys("contentEdgeInset", of: .contentEdgeInsets)) { _, own in own }
        .merging(InsetEdgeKey.keys("titleEdgeInset", of: .titleEdgeInsets)) { _, own in own }
        .merging(InsetEdgeKey.keys("imageEdgeInset", of: .imageEdgeInsets)) { _, own in own }
        .merging([
            "titleLabel": ComputedKey(\Button.titleLabel),
            "imageView": ComputedKey(\Button.imageView),
        ]) { _, own in own }

    /// The button's three inset properties; the view's others from `super`.
    override subscript(edgeInsets property: InsetEdgeKey.Property) -> EdgeInsets {
        get {
            switch property {
            case .contentEdgeInsets: contentEdgeInsets
            case .titleEdgeInsets: titleEdgeInsets
            case .imageEdgeInsets: imageEdgeInsets
            default: super[edgeInsets: property]
            }
        }
        set {
            switch property {
            case .contentEdgeInsets: contentEdgeInsets = newValue
            case .titleEdgeInsets: titleEdgeInsets = newValue
            case .imageEdgeInsets: imageEdgeInsets = newValue
            default: super[edgeInsets: property] = newValue
            }
        }
    }

    /// The button's title as UIKit's `titleLabel`: markup's `titleLabel.font` and
    /// `titleLabel.textColor` set the button's ``font`` and ``titleColor``.
    nonisolated public var titleLabel: ButtonTitleLabel { ButtonTitleLabel(button: self) }

    /// The button's image as UIKit's `imageView`: markup's `imageView.image` sets ``image``.
    nonisolated public var imageView: ButtonImageView { ButtonImageView(button: self) }

    /// Adds a handler of the primary action, called on each tap. The button keeps it: capture the
    /// button or its owner weakly.
    public func addAction(_ handler: @escaping @MainActor () -> Void) {
        actions.append(handler)
    }

    /// Removes every handler of the primary action.
    public func removeAllActions() {
        actions.removeAll()
    }

    /// The number of handlers of the primary action.
    public var actionCount: Int {
        actions.count
    }

    /// The user tapped the button: sends ``touchEvents``, then calls every handler of the primary
    /// action, in order. A disabled button ignores it, handlers added in code included. Toolkit
    /// backends call it on a click; tests call it to drive a screen as a user would.
    public func userDidTap() {
        guard isEnabled else { return }
        sendActions(for: Self.touchEvents)
        // A handler may add or remove handlers; the tap goes to those registered when it began.
        for action in actions {
            action()
        }
    }

    /// The user tapped the button.
    @available(*, deprecated, renamed: "userDidTap()")
    public func sendActions() {
        userDidTap()
    }

    /// The title (after its image's symbol and a space, when it has an image) plus padding, one
    /// line of `font`, plus ``contentEdgeInsets``; with custom content, its fitting size plus them.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let insets = contentEdgeInsets
        if let content = customContent {
            let fitting = content.fittingSize(for: Size(width: max(0, proposal.width - insets.horizontal),
                                                        height: max(0, proposal.height - insets.vertical)))
            return Size(width: fitting.width + insets.horizontal, height: fitting.height + insets.vertical)
        }
        let metrics = TextMetrics(font: font)
        return Size(width: metrics.width(ofCharacters: displayedTitle.count + 4) + insets.horizontal,
                    height: metrics.lineHeight + insets.top + insets.bottom)
    }

    /// The title as drawn: the attributed title's characters or the title, after the image's
    /// symbol (``ImagePlaceholder``) when there is an image. Toolkit backends show this text.
    public var displayedTitle: String {
        let text = attributedTitle.map { String($0.characters) } ?? title ?? ""
        guard let image else { return text }
        return ImagePlaceholder.symbol(for: image) + (text.isEmpty ? "" : " " + text)
    }

    /// The view shown instead of the title: the first subview, when markup or code gave one.
    public var customContent: View? {
        subviews.first
    }

    /// Custom content fills the button inside ``contentEdgeInsets``.
    open override func layoutSubviews() {
        guard let content = customContent else { return }
        let insets = contentEdgeInsets
        content.frame = Rect(x: insets.left, y: insets.top, width: max(0, frame.width - insets.horizontal),
                             height: max(0, frame.height - insets.vertical))
    }

    /// The baseline of the title, or of the custom content.
    open override func firstBaseline(in size: Size) -> Double? {
        if let content = customContent {
            let insets = contentEdgeInsets
            let contentSize = Size(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            return content.firstBaseline(in: contentSize).map { $0 + insets.top }
        }
        return titleFrame(in: Rect(x: 0, y: 0, width: size.width, height: size.height)).minY + TextMetrics(font: font).baseline
    }

    /// Where the title (the image's symbol included) is drawn in `bounds`: placed by the content
    /// alignments in the bounds less ``contentEdgeInsets``, the two characters of padding on each
    /// side, and ``titleEdgeInsets``.
    func titleFrame(in bounds: Rect) -> Rect {
        let metrics = TextMetrics(font: font)
        let content = contentEdgeInsets
        let shift = titleEdgeInsets
        let padding = metrics.width(ofCharacters: 2)
        let area = Rect(x: bounds.minX + content.left + padding + shift.left, y: bounds.minY + content.top + shift.top,
                        width: bounds.width - content.horizontal - 2 * padding - shift.horizontal,
                        height: bounds.height - content.vertical - shift.vertical)
        let size = Size(width: metrics.width(ofCharacters: displayedTitle.count), height: metrics.lineHeight)
        return Rect(x: area.minX + (area.width - size.width) * contentHorizontalAlignment.leadingFraction,
                    y: area.minY + (area.height - size.height) * contentVerticalAlignment.topFraction,
                    width: size.width, height: size.height)
    }
}

// A button is created in one of MarkupKit's styles (`style="systemButton"`).
extension Button: MarkupStyleCreatable {
    /// MarkupKit's `systemButton`, `customButton`… and the kit's own names.
    nonisolated public static var markupStyleNames: [String] {
        MarkupStyleName.names(of: ButtonType.self, suffix: "Button")
    }

    /// A button of `style`: a ``ButtonType`` name, alone or followed by `Button`.
    public static func make(markupStyle: String) throws(KeyValueConversionFailure) -> Self {
        let button = Self()
        button.buttonType = try MarkupStyleName.parse(markupStyle, suffix: "Button")
        return button
    }
}

import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// The MarkupKit attributes real documents rely on are real properties: each loads without a
/// warning and sets its typed value, and a value the property does not take is an error.
@MainActor @Suite(.checksLiveObjects) struct MarkupKitAttributeTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let source: String
        let keyPath: String
        /// The property's value after loading, described.
        let value: String
        var testDescription: String { source }
    }

    nonisolated static let rows: [Row] = [
        Row(source: #"<LMTableView separatorStyle="none"/>"#, keyPath: "separatorStyle", value: "none"),
        Row(source: #"<LMTableViewCell selectionStyle="none"/>"#, keyPath: "selectionStyle", value: "none"),
        Row(source: #"<UITableViewCell accessoryType="disclosureIndicator"/>"#, keyPath: "accessoryType", value: "disclosureIndicator"),
        Row(source: #"<UITextField keyboardType="numberPad"/>"#, keyPath: "keyboardType", value: "numberPad"),
        Row(source: #"<UITextField keyboardType="UIKeyboardTypeEmailAddress"/>"#, keyPath: "keyboardType", value: "emailAddress"),
        Row(source: #"<UITextField returnKeyType="done"/>"#, keyPath: "returnKeyType", value: "done"),
        Row(source: #"<UITextField autocapitalizationType="words"/>"#, keyPath: "autocapitalizationType", value: "words"),
        Row(source: #"<UITextField autocorrectionType="no"/>"#, keyPath: "autocorrectionType", value: "no"),
        Row(source: #"<UITextField spellCheckingType="yes"/>"#, keyPath: "spellCheckingType", value: "yes"),
        Row(source: #"<UITextField secureTextEntry="true"/>"#, keyPath: "isSecureTextEntry", value: "true"),
        Row(source: #"<UITextField clearButtonMode="whileEditing"/>"#, keyPath: "clearButtonMode", value: "whileEditing"),
        Row(source: #"<UITextField borderStyle="roundedRect"/>"#, keyPath: "borderStyle", value: "roundedRect"),
        Row(source: #"<UITextField textAlignment="center"/>"#, keyPath: "textAlignment", value: "center"),
        Row(source: ##"<UITextField textColor="#808080"/>"##, keyPath: "textColor", value: "#808080"),
        Row(source: #"<LMColumnView alignment="center"/>"#, keyPath: "horizontalAlignment", value: "center"),
        Row(source: #"<UIImageView contentMode="scaleAspectFit"/>"#, keyPath: "contentMode", value: "scaleAspectFit"),
        Row(source: #"<UIView tintColor="red"/>"#, keyPath: "tintColor", value: "red"),
        Row(source: #"<UILabel alpha="0.5"/>"#, keyPath: "alpha", value: "0.5"),
        Row(source: #"<UIView layer.cornerRadius="4"/>"#, keyPath: "layer.cornerRadius", value: "4.0"),
        // MarkupKit's size components for `CALayer` and `UILabel` shadows, as its README sets them.
        Row(source: #"<UIView layer.shadowOffsetWidth="3" layer.shadowOffsetHeight="2"/>"#, keyPath: "layer.shadowOffset", value: "{3, 2}"),
        Row(source: #"<UIView layer.shadowOffsetHeight="2"/>"#, keyPath: "layer.shadowOffsetWidth", value: "0.0"),
        Row(source: #"<UILabel shadowOffsetWidth="1" shadowOffsetHeight="2"/>"#, keyPath: "shadowOffset", value: "{1, 2}"),
        Row(source: #"<UILabel shadowOffsetWidth="1"/>"#, keyPath: "shadowOffsetHeight", value: "-1.0"),
        Row(source: #"<UILabel shadowColor="gray"/>"#, keyPath: "shadowColor", value: "gray"),
        Row(source: #"<UIView layer.borderWidth="1.5"/>"#, keyPath: "layer.borderWidth", value: "1.5"),
        Row(source: ##"<UIView layer.borderColor="#00FF00"/>"##, keyPath: "layer.borderColor", value: "green"),
        Row(source: #"<UILabel font="headline"/>"#, keyPath: "font", value: "System-Bold 17"),
        Row(source: #"<UILabel font="UIFontTextStyleCaption2"/>"#, keyPath: "font", value: "System 11"),
        Row(source: #"<UILabel lineBreakMode="byClipping"/>"#, keyPath: "lineBreakMode", value: "byClipping"),
        Row(source: #"<UILabel lineBreakMode="NSLineBreakByTruncatingMiddle"/>"#, keyPath: "lineBreakMode", value: "byTruncatingMiddle"),
        Row(source: #"<UIView layer.shadowOpacity="0.5"/>"#, keyPath: "layer.shadowOpacity", value: "0.5"),
        Row(source: #"<UIView layer.shadowRadius="2"/>"#, keyPath: "layer.shadowRadius", value: "2.0"),
        Row(source: #"<UIView layer.shadowColor="gray"/>"#, keyPath: "layer.shadowColor", value: "gray"),
        Row(source: #"<UIView layer.shadowOffset="{1, 2}"/>"#, keyPath: "layer.shadowOffset", value: "{1, 2}"),
        Row(source: #"<UIButton titleColor="red"/>"#, keyPath: "titleColor", value: "red"),
        Row(source: #"<UIButton titleShadowColor="gray"/>"#, keyPath: "titleShadowColor", value: "gray"),
        Row(source: #"<UIButton image="phone_icon"/>"#, keyPath: "image", value: "phone_icon"),
        Row(source: #"<UIButton contentEdgeInsets="4 8 4 8"/>"#, keyPath: "contentEdgeInsets", value: "{4, 8, 4, 8}"),
        Row(source: #"<UIButton enabled="false"/>"#, keyPath: "isEnabled", value: "false"),
        Row(source: #"<LMTableView estimatedSectionHeaderHeight="28"/>"#, keyPath: "estimatedSectionHeaderHeight", value: "28.0"),
        Row(source: #"<LMTableView estimatedSectionFooterHeight="12"/>"#, keyPath: "estimatedSectionFooterHeight", value: "12.0"),
        Row(source: #"<UIView accessibilityLabel="Call"/>"#, keyPath: "accessibilityLabel", value: "Call"),
        Row(source: #"<UIButton accessibilityHint="Calls the pharmacy"/>"#, keyPath: "accessibilityHint", value: "Calls the pharmacy"),
        Row(source: #"<UILabel accessibilityIdentifier="distance"/>"#, keyPath: "accessibilityIdentifier", value: "distance"),
        Row(source: #"<UISlider accessibilityValue="half"/>"#, keyPath: "accessibilityValue", value: "half"),
        Row(source: #"<UIButton contentHorizontalAlignment="left"/>"#, keyPath: "contentHorizontalAlignment", value: "left"),
        Row(source: #"<UISwitch contentHorizontalAlignment="UIControlContentHorizontalAlignmentTrailing"/>"#,
            keyPath: "contentHorizontalAlignment", value: "trailing"),
        Row(source: #"<UIButton contentVerticalAlignment="bottom"/>"#, keyPath: "contentVerticalAlignment", value: "bottom"),
        Row(source: #"<UIButton contentEdgeInsetLeft="8" contentEdgeInsetRight="8"/>"#, keyPath: "contentEdgeInsets", value: "{0, 8, 0, 8}"),
        Row(source: #"<UIButton contentEdgeInsets="2" contentEdgeInsetTop="4"/>"#, keyPath: "contentEdgeInsetTop", value: "4.0"),
        Row(source: #"<UIButton titleEdgeInsets="2"/>"#, keyPath: "titleEdgeInsets", value: "{2, 2, 2, 2}"),
        Row(source: #"<UIButton titleEdgeInsetLeft="6" titleEdgeInsetBottom="1"/>"#, keyPath: "titleEdgeInsets", value: "{0, 6, 1, 0}"),
        Row(source: #"<UIButton imageEdgeInsets="1 2 3 4"/>"#, keyPath: "imageEdgeInsets", value: "{1, 2, 3, 4}"),
        Row(source: #"<UIButton imageEdgeInsetRight="4"/>"#, keyPath: "imageEdgeInsets", value: "{0, 0, 0, 4}"),
        Row(source: #"<UIButton attributedTitle="Sale"/>"#, keyPath: "attributedTitle", value: "Sale {\n}"),
        Row(source: #"<UIButton backgroundImage="badge"/>"#, keyPath: "backgroundImage", value: "badge"),
        Row(source: #"<UIButton titleLabel.font="System-Bold 20"/>"#, keyPath: "font", value: "System-Bold 20"),
        Row(source: #"<UIButton titleLabel.textColor="red"/>"#, keyPath: "titleColor", value: "red"),
        Row(source: #"<UIButton titleLabel.shadowColor="gray"/>"#, keyPath: "titleShadowColor", value: "gray"),
        Row(source: #"<UIButton titleLabel.text="Go"/>"#, keyPath: "title", value: "Go"),
        // MarkupKitTest's ViewController.xml.
        Row(source: #"<UIButton titleLabel.shadowOffsetWidth="3" titleLabel.shadowOffsetHeight="2"/>"#,
            keyPath: "titleShadowOffset", value: "{3, 2}"),
        Row(source: #"<UIButton titleLabel.shadowOffset="{1, 1}"/>"#, keyPath: "titleLabel.shadowOffsetHeight", value: "1.0"),
        Row(source: #"<UIButton imageView.image="star"/>"#, keyPath: "image", value: "star"),
        Row(source: #"<UIButton imageView.tintColor="blue"/>"#, keyPath: "tintColor", value: "blue"),
        Row(source: #"<LMScrollView panGestureRecognizer.enabled="false"/>"#, keyPath: "panGestureRecognizer.isEnabled", value: "false"),
        Row(source: #"<UIScrollView panGestureRecognizer.minimumNumberOfTouches="2"/>"#,
            keyPath: "panGestureRecognizer.minimumNumberOfTouches", value: "2"),
        // MarkupKit's HorizontalAlignmentViewController.xml and PeriodicTableViewController.xml.
        Row(source: #"<LMScrollView panGestureRecognizer.allowedTouchTypes="direct, indirect"/>"#,
            keyPath: "panGestureRecognizer.allowedTouchTypes", value: "direct indirect"),
        Row(source: #"<LMScrollView panGestureRecognizer.allowedTouchTypes="UITouchTypeStylus"/>"#,
            keyPath: "panGestureRecognizer.allowedTouchTypes", value: "pencil"),
        Row(source: #"<LMScrollView panGestureRecognizer.cancelsTouchesInView="false"/>"#,
            keyPath: "panGestureRecognizer.cancelsTouchesInView", value: "false"),
        Row(source: #"<LMScrollView panGestureRecognizer.delaysTouchesBegan="true"/>"#,
            keyPath: "panGestureRecognizer.delaysTouchesBegan", value: "true"),
        Row(source: #"<LMScrollView panGestureRecognizer.delaysTouchesEnded="false"/>"#,
            keyPath: "panGestureRecognizer.delaysTouchesEnded", value: "false"),
        Row(source: #"<LMScrollView scrollEnabled="false"/>"#, keyPath: "isScrollEnabled", value: "false"),
        Row(source: ##"<UITableViewCell contentView.backgroundColor="#EEEEEE"/>"##, keyPath: "backgroundColor", value: "#EEEEEE"),
        Row(source: #"<LMTableViewCell contentView.layoutMargins="4"/>"#, keyPath: "layoutMargins", value: "{4, 4, 4, 4}"),
        Row(source: #"<UIVisualEffectView contentView.backgroundColor="red"/>"#, keyPath: "contentView.backgroundColor", value: "red"),
        Row(source: #"<UIImageView aspectRatio="1.5"/>"#, keyPath: "aspectRatio", value: "1.5"),
        Row(source: #"<LMRowView alignToBaseline="true" baseline="last"/>"#, keyPath: "baseline", value: "last"),
        Row(source: #"<LMRowView baseline="LMBaselineFirst"/>"#, keyPath: "baseline", value: "first"),
        Row(source: #"<LMColumnView alignToBaseline="true"/>"#, keyPath: "alignToBaseline", value: "true"),
        Row(source: #"<LMColumnView alignToGrid="true"/>"#, keyPath: "alignToGrid", value: "true"),
        Row(source: #"<UISwitch onTintColor="orange"/>"#, keyPath: "onTintColor", value: "orange"),
        Row(source: #"<UISwitch thumbTintColor="gray"/>"#, keyPath: "thumbTintColor", value: "gray"),
    ]

    @Test(arguments: rows)
    func eachAttributeLoadsWithoutAWarningAndSetsItsProperty(_ row: Row) throws {
        let template = try MarkupLoader().template(source: row.source, file: "Test.xml")
        #expect(template.warnings.map(\.description) == [])
        let view = try template.instantiate(owner: MarkupOwner())
        let value = try view.checkedValue(forKeyPath: row.keyPath)
        #expect(value.map { String(describing: $0) } ?? "nil" == row.value)
    }

    nonisolated static let refused: [(source: String, message: String)] = [
        (#"<UITextField keyboardType="numeric"/>"#,
         "Test.xml:1:28: error: invalid value 'numeric' for property 'keyboardType'; expected one of default, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch or asciiCapableNumberPad (unknown name 'numeric')"),
        (#"<UIView layer.cornerRadius="round"/>"#,
         "Test.xml:1:29: error: invalid value 'round' for property 'layer.cornerRadius'; expected a number"),
        (#"<LMTableView style="fancy"/>"#,
         "Test.xml:1:21: error: invalid value 'fancy' for property 'style'; expected one of plain, grouped or insetGrouped (unknown name 'fancy')"),
        (#"<UIVisualEffectView style="frostedBlurEffectView"/>"#,
         "Test.xml:1:28: error: invalid value 'frostedBlurEffectView' for property 'style'; expected one of extraLight, light, dark, extraDark, regular or prominent (unknown name 'frostedBlurEffectView')"),
        (#"<UIButton contentHorizontalAlignment="middle"/>"#,
         "Test.xml:1:39: error: invalid value 'middle' for property 'contentHorizontalAlignment'; expected one of center, left, right, fill, leading or trailing (unknown name 'middle')"),
        (#"<LMRowView baseline="middle"/>"#,
         "Test.xml:1:22: error: invalid value 'middle' for property 'baseline'; expected one of first or last (unknown name 'middle')"),
        // A key of an object the view holds is looked up on that object, whose class the error names.
        (#"<UIButton titleLabel.fnot="System 12"/>"#,
         "Test.xml:1:11: error: unknown property 'fnot' on ButtonTitleLabel; did you mean 'font'?"),
        (#"<UIButton titleLabel.numberOfLines="0"/>"#,
         "Test.xml:1:11: error: unknown property 'numberOfLines' on ButtonTitleLabel"),
        (#"<UIButton imageView.contentMode="center"/>"#,
         "Test.xml:1:11: error: unknown property 'contentMode' on ButtonImageView"),
        (#"<LMScrollView panGestureRecognizer.enabeld="false"/>"#,
         "Test.xml:1:15: error: unknown property 'enabeld' on PanGestureRecognizer; did you mean 'enabled'?"),
        (#"<UIView layer.cornerRadus="4"/>"#,
         "Test.xml:1:9: error: unknown property 'cornerRadus' on ViewLayer; did you mean 'cornerRadius'?"),
        (#"<UILabel titleLabel.font="System 12"/>"#,
         "Test.xml:1:10: error: unknown property 'titleLabel' on Label"),
    ]

    @Test(arguments: refused)
    func aValueThePropertyDoesNotTakeIsAnError(source: String, message: String) throws {
        var reported: [String] = []
        do {
            _ = try MarkupLoader().template(source: source, file: "Test.xml")
        } catch {
            reported = error.diagnostics.map(\.description)
        }
        #expect(reported == [message])
    }

    @Test func theStyleAttributeChoosesHowTheViewIsCreatedWhateverItsPlace() throws {
        let source = """
            <LMColumnView>
                <LMTableView estimatedRowHeight="30" style="groupedTableView"/>
                <UITableViewCell textLabel.text="Size" detailTextLabel.text="Large" style="value1"/>
                <UIButton title="Go" style="systemButton"/>
            </LMColumnView>
            """
        let root = try MarkupLoader().template(source: source, file: "Styles.xml").instantiate(owner: MarkupOwner())
        let table = try #require(root.subviews[0] as? TableView)
        let cell = try #require(root.subviews[1] as? TableViewCell)
        let button = try #require(root.subviews[2] as? Button)
        #expect(table.style == .grouped)
        #expect(table.estimatedRowHeight == 30)
        #expect(table.backgroundColor == TableView.groupedBackgroundColor)
        #expect(cell.style == .value1)
        #expect(button.buttonType == .system)
        cell.frame = Rect(x: 0, y: 0, width: 160, height: 20)
        cell.layoutIfNeeded()
        #expect(TextRenderer().render(cell) == " Size        Large")
    }

    /// Every style name a styled view takes, before or after its other attributes, and the style it makes.
    @Test(arguments: [
        (#"<LMTableView style="plainTableView" estimatedRowHeight="30"/>"#, "plain"),
        (#"<LMTableView estimatedRowHeight="30" style="plain"/>"#, "plain"),
        (#"<LMTableView style="insetGroupedTableView" estimatedRowHeight="30"/>"#, "insetGrouped"),
        (#"<UITableViewCell style="default" textLabel.text="Size"/>"#, "default"),
        (#"<UITableViewCell textLabel.text="Size" style="value2"/>"#, "value2"),
        (#"<UITableViewCell style="subtitle" textLabel.text="Size"/>"#, "subtitle"),
        (#"<UIButton style="customButton" title="Go"/>"#, "custom"),
        (#"<UIButton title="Go" style="detailDisclosureButton"/>"#, "detailDisclosure"),
        (#"<UIButton style="infoLightButton" title="Go"/>"#, "infoLight"),
        (#"<UIButton title="Go" style="infoDarkButton"/>"#, "infoDark"),
        (#"<UIButton style="contactAddButton" title="Go"/>"#, "contactAdd"),
        (#"<UIButton title="Go" style="closeButton"/>"#, "close"),
        (#"<UIButton style="system" title="Go"/>"#, "system"),
        // MarkupKit's factory methods, as gk-brown's HTTP-RPC and Kilo test apps use them.
        (#"<UITableViewCell style="value1TableViewCell" textLabel.text="Size"/>"#, "value1"),
        (#"<UITableViewCell textLabel.text="Size" style="subtitleTableViewCell"/>"#, "subtitle"),
        (#"<UITableViewCell style="defaultTableViewCell" textLabel.text="Size"/>"#, "default"),
        (#"<UIVisualEffectView style="extraLightBlurEffectView" alpha="0.5"/>"#, "extraLight"),
        (#"<UIVisualEffectView alpha="0.5" style="prominentBlurEffectView"/>"#, "prominent"),
        (#"<UIVisualEffectView style="dark" alpha="0.5"/>"#, "dark"),
        (#"<UIProgressView style="barProgressView" progress="0.5"/>"#, "bar"),
        (#"<UIProgressView progress="0.5" style="defaultProgressView"/>"#, "default"),
    ])
    func eachStyleNameMakesItsStyle(source: String, style: String) throws {
        let template = try MarkupLoader().template(source: source, file: "Styles.xml")
        #expect(template.warnings.map(\.description) == [])
        let view = try template.instantiate(owner: MarkupOwner())
        switch view {
        case let table as TableView:
            #expect("\(table.style)" == style)
            #expect(table.estimatedRowHeight == 30)
            // Only grouped tables have the grouped background.
            #expect(table.backgroundColor == (table.style == .plain ? nil : TableView.groupedBackgroundColor))
        case let cell as TableViewCell:
            #expect("\(cell.style)" == style)
            #expect(cell.textLabel.text == "Size")
        case let button as Button:
            #expect("\(button.buttonType)" == style)
            #expect(button.title == "Go")
        case let blur as VisualEffectView:
            #expect(blur.effect.map { "\($0)" } == style)
            #expect(blur.alpha == 0.5)
        case let progress as ProgressView:
            #expect("\(progress.progressViewStyle)" == style)
            #expect(progress.progress == 0.5)
        default:
            Issue.record("\(type(of: view)) takes no style")
        }
    }

    @Test func layerAndAlphaShowInTheSVGPicture() throws {
        let source = ##"<UIView backgroundColor="#FF0000" alpha="0.5" layer.cornerRadius="4" layer.borderWidth="2" layer.borderColor="#0000FF"/>"##
        let view = try MarkupLoader().template(source: source, file: "Layer.xml").instantiate(owner: MarkupOwner())
        view.frame = Rect(x: 0, y: 0, width: 40, height: 20)
        #expect(SVGRenderer().render(view) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20" font-family="monospace">
              <g opacity="0.5">
                <rect x="0" y="0" width="40" height="20" rx="4" fill="#FF0000"/>
                <rect x="0" y="0" width="40" height="20" rx="4" fill="none" stroke="#0000FF" stroke-width="2"/>
              </g>
            </svg>

            """)
        view.alpha = 0
        #expect(SVGRenderer().render(view) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20" font-family="monospace">
            </svg>

            """)
    }

    @Test func aSwitchIsDrawnInItsTintColors() throws {
        let source = ##"<UISwitch on="true" onTintColor="#FF8000" thumbTintColor="#EEEEEE" width="40" height="20"/>"##
        let view = try MarkupLoader().template(source: source, file: "Switch.xml").instantiate(owner: MarkupOwner())
        #expect(SVGRenderer().render(view, width: 40) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20" font-family="monospace">
              <rect x="0" y="0" width="40" height="20" rx="10" fill="#FF8000"/>
              <circle cx="30" cy="10" r="8" fill="#EEEEEE"/>
            </svg>

            """)
    }

    @Test func secureTextAndAccessoriesShowInTheTextPicture() throws {
        let field = TextField()
        field.text = "secret"
        field.isSecureTextEntry = true
        field.frame = Rect(x: 0, y: 0, width: 80, height: 20)
        #expect(TextRenderer().render(field) == "[••••••__]")
        let cell = TableViewCell()
        cell.textLabel.text = "More"
        cell.accessoryType = .disclosureIndicator
        cell.frame = Rect(x: 0, y: 0, width: 80, height: 20)
        cell.layoutIfNeeded()
        #expect(TextRenderer().render(cell) == " More   ›")
    }
}

/// A button's MarkupKit attributes change its picture: the image's symbol before the title, the
/// title's color, and the content insets around them.
@MainActor @Suite(.checksLiveObjects) struct ButtonAttributeTests {
    @Test func imageTitleColorAndInsetsAreDrawn() throws {
        let source = ##"<UIButton title="Call" image="phone_icon" titleColor="#FF0000" contentEdgeInsets="0 8 0 8"/>"##
        let button = try #require(try MarkupLoader().template(source: source, file: "Test.xml").instantiate(owner: MarkupOwner()) as? Button)
        #expect(button.intrinsicContentSize == Size(width: 96, height: 20))
        // The brackets stand for the padding: they start one column in, after the left inset.
        #expect(TextRenderer().render(button, width: 96) == " [ ☎ Call ]")
        #expect(SVGRenderer().render(button, width: 96) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="96" height="20" viewBox="0 0 96 20" font-family="monospace">
              <rect x="0" y="0" width="96" height="20" rx="4" fill="none" stroke="#007AFF"/>
              <text x="48" y="16" font-size="16" text-anchor="middle" fill="#FF0000">☎ Call</text>
            </svg>

            """)
    }
}

/// `adjustsFontSizeToFitWidth`: a one-line label shrinks its font to fit its width, no smaller than
/// `minimumScaleFactor` of it; beyond that its text is cut as any label's.
@MainActor @Suite(.checksLiveObjects) struct ShrinkingLabelTests {
    @Test(arguments: [
        // (scale floor, width, displayed size, fitting width)
        (0.0, 80.0, 8.0, 80.0),
        (0.5, 80.0, 8.0, 80.0),
        (0.75, 80.0, 12.0, 42.0),
        (0.0, 320.0, 16.0, 160.0),
    ])
    func theFontShrinksToTheWidthDownToItsFloor(floor: Double, width: Double, size: Double, fitting: Double) throws {
        let source = #"<UILabel text="Twenty characters..." adjustsFontSizeToFitWidth="true" minimumScaleFactor="\#(floor)"/>"#
        let label = try #require(try MarkupLoader().template(source: source, file: "Test.xml").instantiate(owner: MarkupOwner()) as? Label)
        #expect(label.displayedFont(forWidth: width) == Font.system(size: size))
        #expect(label.measuredSize(for: Size(width: width, height: .infinity)).width == fitting)
    }

    @Test func withoutTheOptionOrOnSeveralLinesTheFontStays() {
        let label = Label()
        label.text = "Twenty characters..."
        #expect(label.displayedFont(forWidth: 80) == Font.system())
        label.adjustsFontSizeToFitWidth = true
        label.numberOfLines = 0
        #expect(label.displayedFont(forWidth: 80) == Font.system())
    }

    @Test func theShrunkFontIsDrawn() {
        let label = Label()
        label.text = "Twenty characters..."
        label.adjustsFontSizeToFitWidth = true
        #expect(SVGRenderer().render(label, width: 80) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="80" height="10" viewBox="0 0 80 10" font-family="monospace">
              <text x="0" y="8" font-size="8" fill="#000000">Twenty characters...</text>
            </svg>

            """)
    }
}

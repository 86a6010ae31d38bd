import BindingsMarkup
import Testing

extension Views {
    @Suite("View key-value coding") @MainActor
    struct ViewKeyValueCodingTests {
        /// Every markup-settable property of every view, set by name from its markup text.
        @Test(arguments: [
            ("View", "frame", "{{1,2},{3,4}}", Rect(x: 1, y: 2, width: 3, height: 4) as any Hashable & Sendable),
            ("View", "isHidden", "true", true),
            ("View", "hidden", "yes", true),
            ("View", "backgroundColor", "#FF0000", Color.red),
            ("View", "clipsToBounds", "1", true),
            ("View", "layoutMargins", "4", EdgeInsets(all: 4)),
            ("View", "layoutMargins", "{1, 2, 3, 4}", EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            ("View", "layoutMarginTop", "5", 5.0),
            ("View", "tag", "7", 7),
            ("View", "weight", "2", 2.0),
            ("View", "width", "100", 100.0),
            ("View", "height", "50.5", 50.5),
            ("View", "minimumWidth", "10", 10.0),
            ("View", "maximumWidth", "20", 20.0),
            ("View", "minimumHeight", "30", 30.0),
            ("View", "maximumHeight", "40", 40.0),
            ("UILabel", "text", "Hello", "Hello"),
            ("UILabel", "font", "System-Bold 16", Font.system(size: 16, weight: .bold)),
            ("UILabel", "textColor", "#808080", Color(white: 128.0 / 255)),
            ("UILabel", "numberOfLines", "0", 0),
            ("UILabel", "textAlignment", "NSTextAlignmentCenter", TextAlignment.center),
            ("UILabel", "tone", "error", TextTone.error),
            ("UIImageView", "image", "phone_icon", "phone_icon"),
            ("UIImageView", "imageSize", "24 20", Size(width: 24, height: 20)),
            ("UITextField", "text", "42", "42"),
            ("UITextField", "placeholder", "Name", "Name"),
            ("UITextField", "font", "helvetica 15", Font(name: "helvetica", size: 15)),
            ("UIButton", "title", "Call", "Call"),
            ("UIButton", "font", "bold 15", Font.system(size: 15, weight: .bold)),
            ("UIButton", "actionName", "call", "call"),
            ("UISwitch", "isOn", "true", true),
            ("UISwitch", "on", "yes", true),
            ("LMSpacer", "weight", "3", 3.0),
            ("LMColumnView", "spacing", "4", 4.0),
            ("LMColumnView", "horizontalAlignment", "center", HorizontalAlignment.center),
            ("LMColumnView", "verticalAlignment", "bottom", VerticalAlignment.bottom),
            ("LMRowView", "alignToBaseline", "true", true),
            ("LMRowView", "horizontalAlignment", "trailing", HorizontalAlignment.trailing),
            ("LMTableView", "contentOffset", "40", 40.0),
            ("LMTableView", "estimatedRowHeight", "60", 60.0),
            ("UITableViewCell", "value", "S", "S"),
            ("UITableViewCell", "checked", "true", true),
            ("UITableViewCell", "reuseIdentifier", "pharmacy", "pharmacy"),
        ])
        func setsEveryPropertyByName(type: String, key: String, text: String, expected: any Hashable & Sendable) throws {
            let view = try ViewTestSupport.make(type)
            try view.setValue(text, forKey: key)
            #expect(ViewTestSupport.hashable(view.value(forKey: key)) == AnyHashable(expected))
        }

        /// The keys each class declares: exactly these, so a property added without `@Observed` shows here.
        @Test(arguments: [
            ("View", ""),
            ("Control", "contentHorizontalAlignment contentVerticalAlignment enabled isEnabled"),
            ("Label", "adjustsFontSizeToFitWidth font lineBreakMode minimumScaleFactor numberOfLines shadowColor shadowOffset shadowOffsetHeight shadowOffsetWidth text textAlignment textColor tone"),
            ("ImageView", "image imageSize"),
            ("TextField", "autocapitalizationType autocorrectionType borderStyle clearButtonMode contentHorizontalAlignment "
                + "contentVerticalAlignment enabled font isEnabled isSecureTextEntry keyboardType leftViewMode placeholder "
                + "returnKeyType rightViewMode secureTextEntry spellCheckingType text textAlignment textColor"),
            ("Button", "actionName attributedTitle backgroundImage contentEdgeInsetBottom contentEdgeInsetLeft contentEdgeInsetRight "
                + "contentEdgeInsetTop contentEdgeInsets contentHorizontalAlignment contentVerticalAlignment enabled font image "
                + "imageEdgeInsetBottom imageEdgeInsetLeft imageEdgeInsetRight imageEdgeInsetTop imageEdgeInsets imageView isEnabled "
                + "title titleColor titleEdgeInsetBottom titleEdgeInsetLeft titleEdgeInsetRight titleEdgeInsetTop titleEdgeInsets "
                + "titleLabel titleShadowColor titleShadowOffset"),
            ("Switch", "contentHorizontalAlignment contentVerticalAlignment enabled isEnabled isOn on onTintColor thumbTintColor"),
            ("Spacer", ""),
            ("ColumnView", "alignToBaseline alignToGrid alignment horizontalAlignment spacing verticalAlignment"),
            ("RowView", "alignToBaseline alignment baseline horizontalAlignment spacing verticalAlignment"),
            ("TableView", "allowsMultipleSelection contentOffset estimatedRowHeight estimatedSectionFooterHeight estimatedSectionHeaderHeight "
                + "separatorStyle"),
            ("TableViewCell", "accessoryType alignToBaseline alignToGrid alignment checked contentView detailTextLabel "
                + "horizontalAlignment isSelected reuseIdentifier selectionStyle spacing textLabel value verticalAlignment"),
            ("TextView", "contentHorizontalAlignment contentVerticalAlignment editable enabled font isEditable isEnabled text "
                + "textColor textContainer textContainerInset"),
            ("DatePicker", "contentHorizontalAlignment contentVerticalAlignment countDownDuration date datePickerMode enabled "
                + "isEnabled maximumDate minimumDate minuteInterval timeZone"),
            ("PickerView", "components contentHorizontalAlignment contentVerticalAlignment enabled font isEnabled value"),
            ("SegmentedControl", "contentHorizontalAlignment contentVerticalAlignment enabled font isEnabled segments selectedSegmentIndex value"),
            ("Slider", "contentHorizontalAlignment contentVerticalAlignment enabled isEnabled maximumValue minimumValue value"),
            ("Stepper", "contentHorizontalAlignment contentVerticalAlignment enabled isEnabled maximumValue minimumValue stepValue value"),
            ("ProgressView", "progress progressViewStyle"),
            ("ActivityIndicatorView", "animating hidesWhenStopped isAnimating"),
            ("RefreshControl", "contentHorizontalAlignment contentVerticalAlignment enabled isEnabled isRefreshing"),
            ("SearchBar", "contentHorizontalAlignment contentVerticalAlignment enabled font isEnabled placeholder "
                + "searchTextPositionAdjustment showsCancelButton text"),
            ("TabBar", "contentHorizontalAlignment contentVerticalAlignment enabled isEnabled items selectedItem value"),
            ("ScrollView", "contentOffset fitToHeight fitToWidth isScrollEnabled panGestureRecognizer scrollEnabled"),
            ("AnchorView", ""),
            ("LayerView", ""),
        ])
        func declaredKeys(type: String, ownKeys: String) throws {
            let viewType = try #require(ViewKit.viewTypes[type])
            let common = "accessibilityHint accessibilityIdentifier accessibilityLabel accessibilityValue aspectRatio "
                + "alpha anchor backgroundColor clipsToBounds contentMode frame height hidden isHidden layer layoutMarginBottom layoutMarginLeading "
                + "layoutMarginLeft layoutMarginRight layoutMarginTop layoutMarginTrailing layoutMargins maximumHeight "
                + "maximumWidth minimumHeight minimumWidth runtimeAttributes tag tintColor weight width "
                + "bottomSpacing leadingSpacing spacingAround topSpacing trailingSpacing"
            let expected = (common + " " + ownKeys).split(separator: " ").map(String.init).sorted()
            #expect(viewType.declaredKeys == expected)
        }

        /// Each class observes exactly its layout keys, every one of them a key it declares.
        /// Every class of the kit, not only those listed above: a layout key the class does not
        /// declare would leave its relayout off in a release build, where the check is not made.
        @Test func everyClassDeclaresItsLayoutKeys() {
            let undeclared = ViewKit.elements.compactMap { element -> String? in
                let missing = Set(element.type.layoutKeys).subtracting(element.type.declaredKeys)
                return missing.isEmpty ? nil : "\(element.name): \(missing.sorted())"
            }
            #expect(undeclared == [])
            #expect(ViewKit.elements.count == 36)
        }

        @Test(arguments: [
            ("View", ""), ("Control", ""), ("Switch", ""), ("Spacer", ""),
            ("Label", "text font numberOfLines adjustsFontSizeToFitWidth minimumScaleFactor"), ("ImageView", "image imageSize"),
            ("TextField", "text placeholder font leftViewMode rightViewMode"), ("Button", "title attributedTitle font image contentEdgeInsets"),
            ("ColumnView", "spacing horizontalAlignment verticalAlignment alignToBaseline alignToGrid"),
            ("TableViewCell", "spacing horizontalAlignment verticalAlignment alignToBaseline alignToGrid isSelected"),
            ("RefreshControl", "isRefreshing"),
            ("RowView", "spacing horizontalAlignment verticalAlignment alignToBaseline baseline"),
            ("TableView", "contentOffset estimatedRowHeight"),
            ("TextView", "text font textContainerInset"),
            ("PickerView", "components font"), ("SegmentedControl", "segments font"), ("TabBar", "items"),
            ("ScrollView", "contentOffset fitToWidth fitToHeight"),
            // Fixed sizes, or sizes that no property of their own changes.
            ("DatePicker", ""), ("Slider", ""), ("Stepper", ""), ("ProgressView", ""), ("ActivityIndicatorView", ""),
            ("SearchBar", ""), ("AnchorView", ""), ("LayerView", ""),
        ])
        func layoutKeysAreDeclared(type: String, ownKeys: String) throws {
            let viewType = try #require(ViewKit.viewTypes[type])
            let common = ["isHidden", "layoutMargins", "spacingAround", "anchor", "weight", "width", "height",
                          "minimumWidth", "maximumWidth", "minimumHeight", "maximumHeight", "aspectRatio"]
            #expect(viewType.layoutKeys == common + ownKeys.split(separator: " ").map(String.init))
            #expect(Set(viewType.layoutKeys).subtracting(viewType.declaredKeys) == [])
        }

        @Test(arguments: [
            ("UILabel", "textColor", "#GG0000",
             "cannot set '#GG0000' (String) for key 'textColor' of Label: 'G' is not a hex digit; expected a color: "
                + "a name, #RRGGBB, #RRGGBBAA, rgb(r,g,b), rgba(r,g,b,a) or color(srgb r g b / a)"),
            ("UILabel", "numberOfLines", "many", "cannot set 'many' (String) for key 'numberOfLines' of Label; expected an integer"),
            ("LMRowView", "verticalAlignment", "middle",
             "cannot set 'middle' (String) for key 'verticalAlignment' of RowView: unknown name 'middle'; "
                + "expected one of fill, top, bottom or center"),
            ("View", "weight", "heavy", "cannot set 'heavy' (String) for key 'weight' of View; expected a number or nil"),
            ("UILabel", "font", "nil", "cannot set nil for key 'font' of Label: Font is not optional"),
        ])
        func badValuesAreTypedErrors(type: String, key: String, text: String, message: String) throws {
            let view = try ViewTestSupport.make(type)
            let value: Any? = text == "nil" ? nil : text
            let error = ViewTestSupport.keyValueError { () throws(KeyValueError) in try view.setValue(value, forKey: key) }
            #expect(error?.description == message)
        }

        @Test func keyPathsReachNestedViews() throws {
            let cell = TableViewCell()
            try cell.setValue("Red", forKeyPath: "textLabel.text")
            try cell.setValue("#FF0000", forKeyPath: "detailTextLabel.textColor")
            #expect(cell.textLabel.text == "Red")
            #expect(cell.detailTextLabel.textColor == .red)
            #expect(cell.value(forKeyPath: "textLabel.text") as? String == "Red")
        }

        /// Protocol-extension key-value coding resolves computed keys on the static type; a reference typed
        /// `View` still reaches the keys its dynamic class adds.
        @Test func subclassComputedKeysThroughABaseReference() throws {
            let view: View = Switch()
            try view.setValue("true", forKey: "on")
            #expect((view as? Switch)?.isOn == true)
            #expect(view.value(forKey: "on") as? Bool == true)
            let cell: View = TableViewCell()
            try cell.setValue("Small", forKeyPath: "textLabel.text")
            #expect((cell.value(forKey: "textLabel") as? Label)?.text == "Small")
        }
    }
}

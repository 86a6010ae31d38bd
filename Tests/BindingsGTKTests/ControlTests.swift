#if GTK
import Testing

/// Each control family in a real window: what its GTK widget shows when loaded from markup bound to
/// an owner, after the owner changes a key in code (no events), and after a user's act on the
/// widget (the control's value, the owner's two-way bound key and the events sent).
@Suite struct ControlTests {
    /// Runs `scenario` and expects exactly `lines`, nothing on standard error and success.
    func expectRun(_ scenario: String, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try ScenarioRun(scenario)
        #expect(run.errors == "", sourceLocation: sourceLocation)
        #expect(run.status == 0, sourceLocation: sourceLocation)
        #expect(run.lines == lines, sourceLocation: sourceLocation)
    }

    @Test func aSwitchShowsItsKeyAndAFlipByTheUserIsOneToggle() throws {
        try expectRun("switch", [
            "GtkBox @0,0 376x276",
            "GtkSwitch off @0,0 48x26",
            "events: []",
            "code: GtkSwitch on",
            "events: []",
            "user: GtkSwitch off",
            "isOn=false wifi=false",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
        ])
    }

    @Test func aSliderShowsItsValueAndRangeAndAMoveByTheUserIsOneSlide() throws {
        try expectRun("slider", [
            "GtkBox @0,0 376x276",
            "GtkScale 0.25 [0…2] @0,0 160x34",
            "events: []",
            "code: GtkScale 1.5 [0…4]",
            "events: []",
            "user: GtkScale 0.75 [0…4]",
            "value=0.75 volume=0.75",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
        ])
    }

    @Test func aStepperSendsOneIncrementPerStepAndKeepsATypedValueWithinItsRange() throws {
        try expectRun("stepper", [
            "GtkBox @0,0 376x276",
            "GtkSpinButton 2 [0…10] step 1 @0,0 106x34",
            "events: []",
            "code: GtkSpinButton 4 [0…10] step 0.5",
            "events: []",
            "user: GtkSpinButton 5 [0…10] step 0.5",
            "value=5.0 guests=5.0",
            #"events: ["ValueChanged", "PrimaryActionTriggered", "ValueChanged", "PrimaryActionTriggered"]"#,
            "typed 3.8: GtkSpinButton 3.8 [0…10] step 0.5",
            "value=3.8 guests=3.8",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
            "typed 1234: GtkSpinButton 10 [0…10] step 0.5",
            "value=10.0 guests=10.0",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
        ])
    }

    @Test func aProgressBarShowsItsClampedProgressAndASpinnerHidesWhenStopped() throws {
        try expectRun("progress", [
            "GtkBox @0,0 376x276",
            "GtkProgressBar 0.25 @0,0 150x8",
            "GtkSpinner stopped hidden @0,0 0x0",
            "GtkSpinner stopped @2,30 16x16",
            "code:",
            "GtkBox",
            "GtkProgressBar 1",
            "GtkSpinner spinning",
            "GtkSpinner spinning",
        ])
    }

    @Test func aMapAndAWebPageAreCardsCaptionedAsTheKitsPicturesCaptionThem() throws {
        try expectRun("captioned", [
            "GtkBox",
            "GtkLabel card satellite map 48.8584, 2.2945",
            "GtkLabel card web https://example.com/",
            "code:",
            "GtkBox",
            "GtkLabel card satellite map 48.8584, 2.2945",
            "GtkLabel card web https://gnome.org/",
        ])
    }

    @Test func aSegmentedControlIsLinkedToggleButtonsAndAClickedSegmentIsOneSelection() throws {
        try expectRun("segmented", [
            "GtkBox @0,0 376x276",
            #"GtkBox linked "Small" ["Medium"] "Large" @0,0 263x34"#,
            "events: []",
            #"code: GtkBox linked "Small" "Medium" ["Large"]"#,
            "events: []",
            #"user: GtkBox linked ["Small"] "Medium" "Large""#,
            "selectedSegmentIndex=0 size=S",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
        ])
    }

    @Test func aPageControlIsOneToggleButtonPerPageAndAClickedDotIsOnePageChange() throws {
        try expectRun("pagecontrol", [
            "GtkBox @0,0 376x276",
            #"GtkBox linked "●" ["●"] "●" @0,0 148x34"#,
            "events: []",
            #"code: GtkBox linked "●" "●" ["●"]"#,
            "events: []",
            #"user: GtkBox linked ["●"] "●" "●""#,
            "currentPage=0 page=0",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
        ])
    }

    @Test func aTabBarShowsItsItemsTitlesAndAClickedItemIsOneSelection() throws {
        try expectRun("tabbar", [
            "GtkBox @0,0 376x276",
            #"GtkBox linked ["Featured"] "Favorites" "Pets" @0,0 271x34"#,
            "events: []",
            #"code: GtkBox linked "Featured" "Favorites" ["Pets"]"#,
            "events: []",
            #"user: GtkBox linked "Featured" ["Favorites"] "Pets""#,
            "selectedItem=Favorites tab=favorites",
            #"events: ["ValueChanged"]"#,
        ])
    }

    @Test func aPickerIsADropDownPerComponentAndAPickIsOneRowSelection() throws {
        try expectRun("picker", [
            "GtkBox @0,0 376x276",
            #"GtkBox [GtkDropDown "Thin", GtkDropDown "Small"] @0,0 174x34"#,
            "events: []",
            #"code: GtkBox [GtkDropDown "Stuffed", GtkDropDown "Small"]"#,
            "events: []",
            #"user picks Large: GtkBox [GtkDropDown "Stuffed", GtkDropDown "Large"]"#,
            "values=stuffed,Large crust=stuffed",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
            #"user picks Deep Dish: GtkBox [GtkDropDown "Deep Dish", GtkDropDown "Large"]"#,
            "values=deep,Large crust=deep",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
        ])
    }

    @Test func aTextViewShowsItsTextAndInsetsAndEachEditByTheUserIsOneEdit() throws {
        try expectRun("textview", [
            "GtkBox @0,0 376x276",
            #"GtkTextView "" margins 4,4,4,4 @0,0 240x64"#,
            #"events: ["EditingDidBegin"]"#,
            #"code: GtkTextView "Ring twice" margins 4,6,4,6"#,
            "events: []",
            #"user types: GtkTextView "Ring twice, please" margins 4,6,4,6"#,
            "text=Ring twice, please notes=Ring twice, please",
            #"events: ["EditingChanged"]"#,
            #"user types over twice: GtkTextView "Ring once, please" margins 4,6,4,6"#,
            "text=Ring once, please notes=Ring once, please",
            #"events: ["EditingChanged"]"#,
            #"user leaves: GtkTextView "Ring once, please" margins 4,6,4,6"#,
            "isEditing=false",
            #"events: ["EditingDidEnd"]"#,
            #"user comes back: GtkTextView "Ring once, please" margins 4,6,4,6"#,
            "isEditing=true",
            #"events: ["EditingDidBegin"]"#,
        ])
    }

    @Test func aSearchBarIsASearchEntryWhoseEnterSearchesAndEscapeCancels() throws {
        try expectRun("searchbar", [
            "GtkBox @0,0 376x276",
            #"GtkSearchEntry "" placeholder="Search" shift=8 @0,0 240x34"#,
            #"events: ["EditingDidBegin"]"#,
            #"code: GtkSearchEntry "pizza" placeholder="Find a pizzeria" shift=8"#,
            "events: []",
            #"user types: GtkSearchEntry "pasta" placeholder="Find a pizzeria" shift=8"#,
            "text=pasta query=pasta",
            #"events: ["EditingChanged"]"#,
            #"user types more: GtkSearchEntry "pasta!" placeholder="Find a pizzeria" shift=8"#,
            "text=pasta! query=pasta!",
            #"events: ["EditingChanged"]"#,
            #"user presses Enter: GtkSearchEntry "pasta!" placeholder="Find a pizzeria" shift=8"#,
            "text=pasta! query=pasta!",
            #"events: ["SearchButtonClicked", "PrimaryActionTriggered"]"#,
            #"user presses Escape: GtkSearchEntry "" placeholder="Find a pizzeria" shift=8"#,
            "text= query=",
            #"events: ["CancelButtonClicked"]"#,
        ])
    }

    @Test func aTimePickerIsOneZeroPaddedTimeEntryThatStepsAndWrapsByTheIntervalAndRefusesWhatIsNoTime() throws {
        try expectRun("datepicker-time", [
            "GtkBox @0,0 376x276",
            #"GtkBox [GtkSpinButton time "18:30" step 15] @0,0 118x34"#,
            "events: []",
            #"code: GtkBox [GtkSpinButton time "19:45" step 15]"#,
            "events: []",
            #"user presses Down: GtkBox [GtkSpinButton time "19:30" step 15]"#,
            "date=19:30 deliveryTime=2026-11-24T19:30:00Z",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
            #"user presses Up twice: GtkBox [GtkSpinButton time "20:00" step 15]"#,
            "date=20:00 deliveryTime=2026-11-24T20:00:00Z",
            #"events: ["ValueChanged", "PrimaryActionTriggered", "ValueChanged", "PrimaryActionTriggered"]"#,
            #"code: GtkBox [GtkSpinButton time "23:45" step 15]"#,
            #"events: ["ValueChanged", "PrimaryActionTriggered", "ValueChanged", "PrimaryActionTriggered"]"#,
            #"user presses Up past midnight: GtkBox [GtkSpinButton time "00:00" step 15]"#,
            "date=00:00 deliveryTime=2026-11-24T00:00:00Z",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
            #"user presses Down back: GtkBox [GtkSpinButton time "23:45" step 15]"#,
            "date=23:45 deliveryTime=2026-11-24T23:45:00Z",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
            #"user types letters after the time: GtkBox [GtkSpinButton time "23:45" step 15 .error]"#,
            "date=23:45 deliveryTime=2026-11-24T23:45:00Z",
            "events: []",
            #"user types 1830 and Enter: GtkBox [GtkSpinButton time "18:30" step 15]"#,
            "date=18:30 deliveryTime=2026-11-24T18:30:00Z",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
            #"user types 25:00 and Enter: GtkBox [GtkSpinButton time "18:30" step 15 .error]"#,
            "date=18:30 deliveryTime=2026-11-24T18:30:00Z",
            "events: []",
        ])
    }

    @Test func aDateAndTimePickerShowsItsTimeZonesDayOnACalendarAndAChosenDayIsOnePick() throws {
        try expectRun("datepicker-date", [
            "GtkBox @0,0 496x276",
            #"GtkBox [GtkCalendar 2026-11-25, GtkSpinButton time "03:30" step 1] @0,0 375x205"#,
            "events: []",
            #"code: GtkBox [GtkCalendar 2027-01-01, GtkSpinButton time "00:00" step 1]"#,
            "events: []",
            #"user chooses January 15: GtkBox [GtkCalendar 2027-01-15, GtkSpinButton time "00:00" step 1]"#,
            "date=2027-01-15 00:00 deliveryTime=2027-01-14T15:00:00Z",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
        ])
    }

    @Test func aCountdownIsHoursAndMinutesSpinButtonsAndEachTurnIsOneDuration() throws {
        try expectRun("datepicker-countdown", [
            "GtkBox @0,0 376x276",
            "GtkBox [GtkSpinButton 1 [0…23] step 1, GtkSpinButton 30 [0…59] step 5] @0,0 218x34",
            "events: []",
            "code: GtkBox [GtkSpinButton 0 [0…23] step 1, GtkSpinButton 10 [0…59] step 5]",
            "events: []",
            "user turns hours on: GtkBox [GtkSpinButton 1 [0…23] step 1, GtkSpinButton 10 [0…59] step 5]",
            "countDownDuration=4200.0 timer=4200.0",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
            "user turns minutes on: GtkBox [GtkSpinButton 1 [0…23] step 1, GtkSpinButton 15 [0…59] step 5]",
            "countDownDuration=4500.0 timer=4500.0",
            #"events: ["ValueChanged", "PrimaryActionTriggered"]"#,
        ])
    }

    @Test func anImageViewShowsItsFileOrElseItsThemeIconOrElseTheKitsSymbolFittedByItsContentMode() throws {
        try expectRun("image", [
            "GtkBox @0,0 376x276",
            #"GtkPicture icon "call-start-symbolic" 16x16 fill @0,0 16x16"#,
            #"GtkPicture file "logo.png" 24x12 contain @0,16 48x24"#,
            #"GtkPicture "✉" 64x64 scale-down @0,40 32x32"#,
            "code:",
            "GtkBox @0,0 376x276",
            #"GtkPicture icon "printer-symbolic" 16x16 fill @0,0 16x16"#,
            #"GtkPicture file "logo.png" 24x12 contain @0,16 48x24"#,
            #"GtkPicture "✉" 64x64 fill @0,40 32x32"#,
            "code:",
            "GtkBox @0,0 376x276",
            "GtkPicture none fill @0,0 0x0",
            #"GtkPicture "M" 96x48 contain @0,0 48x24"#,
            #"GtkPicture "✉" 64x64 fill @0,24 32x32"#,
        ])
    }

    @Test func aScrollViewsContentScrollsBothWaysAndAViewAddedToItIsMeasuredInTheFirstFrame() throws {
        try expectRun("scroll", [
            "GtkBox @0,0 376x276",
            #"GtkLabel "Above" @0,0 376x19"#,
            "GtkScrolledWindow offset 0,0 content 376x152 @0,19 376x100",
            "  GtkBox @0,0 376x152",
            #"  GtkLabel "Line 1" @0,0 376x19"#,
            #"  GtkLabel "Line 2" @0,19 376x19"#,
            #"  GtkLabel "Line 3" @0,38 376x19"#,
            #"  GtkLabel "Line 4" @0,57 376x19"#,
            #"  GtkLabel "Line 5" @0,76 376x19"#,
            #"  GtkLabel "Line 6" @0,95 376x19"#,
            #"  GtkLabel "Line 7" @0,114 376x19"#,
            #"  GtkLabel "Line 8" @0,133 376x19"#,
            "code: GtkScrolledWindow offset 0,20 content 376x152",
            "contentOffset=0.0,20.0 offset=0.0,20.0",
            "user: GtkScrolledWindow offset 0,50 content 376x152",
            "contentOffset=0.0,50.0 offset=0.0,50.0",
            "user past the end: GtkScrolledWindow offset 0,52 content 376x152",
            "contentOffset=0.0,52.0 offset=0.0,52.0",
            "code adds a line, one frame later:",
            "GtkBox @0,0 376x276",
            #"GtkLabel "Above" @0,0 376x19"#,
            "GtkScrolledWindow offset 0,52 content 376x180 @0,19 376x100",
            "  GtkBox @0,0 376x180",
            #"  GtkLabel "Line 1" @0,0 376x19"#,
            #"  GtkLabel "Line 2" @0,19 376x19"#,
            #"  GtkLabel "Line 3" @0,38 376x19"#,
            #"  GtkLabel "Line 4" @0,57 376x19"#,
            #"  GtkLabel "Line 5" @0,76 376x19"#,
            #"  GtkLabel "Line 6" @0,95 376x19"#,
            #"  GtkLabel "Line 7" @0,114 376x19"#,
            #"  GtkLabel "Line 8" @0,133 376x19"#,
            #"  GtkLabel "Line 9, added" @0,152 376x28"#,
            "code indents the content:",
            "GtkBox @0,0 376x276",
            #"GtkLabel "Above" @0,0 376x19"#,
            "GtkScrolledWindow offset 0,52 content 376x180 @0,19 376x100",
            "  GtkBox @0,0 376x180",
            #"  GtkLabel "Line 1" @12,0 364x19"#,
            #"  GtkLabel "Line 2" @12,19 364x19"#,
            #"  GtkLabel "Line 3" @12,38 364x19"#,
            #"  GtkLabel "Line 4" @12,57 364x19"#,
            #"  GtkLabel "Line 5" @12,76 364x19"#,
            #"  GtkLabel "Line 6" @12,95 364x19"#,
            #"  GtkLabel "Line 7" @12,114 364x19"#,
            #"  GtkLabel "Line 8" @12,133 364x19"#,
            #"  GtkLabel "Line 9, added" @12,152 364x28"#,
        ])
    }
}
#endif

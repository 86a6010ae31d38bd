#if GTK
import Testing

/// A tab bar controller in a real window: a stack of its tabs and a `GtkStackSwitcher` as the
/// header bar's title, one button per tab (its title, or its image as an icon with the title as
/// tooltip, needing attention while the tab has a badge). A real click on a button selects its
/// tab through the delegate, which may refuse (the stack stays on the selected tab); selecting in
/// code switches too, each with UIKit's callbacks in UIKit's order. The buttons follow the tabs'
/// items and the tabs; a tab's pushed screen takes the switcher's place with its title and back
/// button until Alt+Left pops it.
@Suite struct TabWindowTests {
    @Test func clicksOnTheSwitcherAndCodeSelectTabsTheDelegateMayRefuseAndTheSwitcherFollowsTheItems() throws {
        let run = try ScenarioRun("tabs")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            #"shown"#,
            #"  switcher: GtkToggleButton "Inbox" .needs-attention active, GtkToggleButton "Contacts", GtkToggleButton icon=emblem-system-symbolic tooltip="Settings""#,
            #"  GtkLabel "inbox screen""#,
            #"  log: inbox.willMove(NavigationController), inbox.didMove(NavigationController), contacts.willMove(TabBarController), settings.willMove(TabBarController), contacts.didMove(TabBarController), settings.didMove(TabBarController), inbox.viewDidLoad, inbox.viewWillAppear, inbox.viewDidAppear"#,
            #"clicked Contacts"#,
            #"  switcher: GtkToggleButton "Inbox" .needs-attention, GtkToggleButton "Contacts" active, GtkToggleButton icon=emblem-system-symbolic tooltip="Settings""#,
            #"  GtkLabel "contacts screen""#,
            #"  log: contacts.viewDidLoad, contacts.viewWillAppear, inbox.viewWillDisappear, inbox.viewDidDisappear, contacts.viewDidAppear"#,
            #"  delegate: should select Contacts, did select Contacts"#,
            #"selected Inbox in code"#,
            #"  switcher: GtkToggleButton "Inbox" .needs-attention active, GtkToggleButton "Contacts", GtkToggleButton icon=emblem-system-symbolic tooltip="Settings""#,
            #"  GtkLabel "inbox screen""#,
            #"  log: inbox.viewWillAppear, contacts.viewWillDisappear, contacts.viewDidDisappear, inbox.viewDidAppear"#,
            #"clicked Settings, refused: selected 0"#,
            #"  switcher: GtkToggleButton "Inbox" .needs-attention active, GtkToggleButton "Contacts", GtkToggleButton icon=emblem-system-symbolic tooltip="Settings""#,
            #"  GtkLabel "inbox screen""#,
            #"  delegate: should select Settings"#,
            #"clicked Settings, allowed"#,
            #"  switcher: GtkToggleButton "Inbox" .needs-attention, GtkToggleButton "Contacts", GtkToggleButton icon=emblem-system-symbolic tooltip="Settings" active"#,
            #"  GtkLabel "settings screen""#,
            #"  log: settings.viewDidLoad, settings.viewWillAppear, inbox.viewWillDisappear, inbox.viewDidDisappear, settings.viewDidAppear"#,
            #"  delegate: should select Settings, did select Settings"#,
            #"badge gone, Contacts retitled, Settings' image gone"#,
            #"  switcher: GtkToggleButton "Inbox", GtkToggleButton "People", GtkToggleButton "Settings" active"#,
            #"  GtkLabel "settings screen""#,
            #"Inbox selected, Hello pushed"#,
            #"  title: "Hello""#,
            #"  start: GtkButton icon=go-previous-symbolic tooltip="Inbox""#,
            #"  GtkLabel "message screen""#,
            #"  log: inbox.viewWillAppear, settings.viewWillDisappear, settings.viewDidDisappear, inbox.viewDidAppear, message.willMove(NavigationController), inbox.viewWillDisappear, message.viewDidLoad, message.viewWillAppear, inbox.viewDidDisappear, message.viewDidAppear, message.didMove(NavigationController)"#,
            #"Alt+Left"#,
            #"  switcher: GtkToggleButton "Inbox" active, GtkToggleButton "People", GtkToggleButton "Settings""#,
            #"  GtkLabel "inbox screen""#,
            #"  log: message.willMove(nil), message.viewWillDisappear, inbox.viewWillAppear, message.viewDidDisappear, inbox.viewDidAppear, message.didMove(nil)"#,
            #"tabs now Settings and Inbox"#,
            #"  switcher: GtkToggleButton "Settings", GtkToggleButton "Inbox" active"#,
            #"  GtkLabel "inbox screen""#,
            #"  log: contacts.willMove(nil), contacts.didMove(nil)"#,
            #"after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0"#,
        ])
    }
}
#endif

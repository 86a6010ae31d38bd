import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// A screen whose tab a tab bar selects.
final class TabsModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var tab: String? = nil
}

/// `UITabBar`: the seed's system items by name, items with their own titles, `selectedItem` and a
/// two-way binding on `value`, the user's tap, layout and both pictures.
@MainActor @Suite(.checksLiveObjects) struct TabBarTests {
    @Test func theSeedsSystemItemsHaveUIKitsTitlesAndNames() throws {
        let bar = try #require(try fixtureLoader().view(named: "TabBar", owner: MarkupOwner()) as? TabBar)
        #expect(bar.items.map(\.systemItem) == [.featured, .recents, .bookmarks, .search, .downloads])
        #expect(bar.items.map(\.title) == ["Featured", "Recents", "Bookmarks", "Search", "Downloads"])
        #expect(bar.items.map(\.name) == ["featured", "recents", "bookmarks", "search", "downloads"])
        #expect(bar.selectedItem == nil)
        #expect(bar.item(named: "search")?.systemItem == .search)
        #expect(bar.item(named: "more") == nil)
        bar.frame = Rect(origin: .zero, size: bar.fittingSize(for: Size(width: 400, height: 100)))
        #expect(bar.frame.size == Size(width: 320, height: 49))
        bar.userDidSelectItem(at: 3)
        #expect(bar.selectedItem?.name == "search")
        #expect(TextRenderer().render(bar) == "\nFeature Recents Bookmar [Search Downloa\n")
    }

    @Test func itsValueIsBoundBothWaysAndDrawnInBothPictures() throws {
        let model = TabsModel()
        let source = """
            <UITabBar value="$$tab">
                <item title="Pets" image="pets" name="pets"/>
                <item type="UITabBarSystemItemFavorites" name="favorites"/>
            </UITabBar>
            """
        let bar = try #require(try MarkupLoader().template(source: source, file: "Tabs.xml").instantiate(owner: model) as? TabBar)
        #expect(bar.items == [TabBar.Item(title: "Pets", image: "pets", name: "pets"), TabBar.Item(systemItem: .favorites, name: "favorites")])
        model.tab = "favorites"
        #expect(bar.selectedItem?.title == "Favorites")
        bar.userDidSelectItem(at: 0)
        #expect(model.tab == "pets")
        bar.frame = Rect(x: 0, y: 0, width: 160, height: 49)
        #expect(TextRenderer().render(bar) == "\n  [Pets]  Favorites\n")
        #expect(SVGRenderer().render(bar) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="160" height="49" viewBox="0 0 160 49" font-family="monospace">
              <rect x="0" y="0" width="160" height="0.5" fill="#999999"/>
              <text x="40" y="41" font-size="10" text-anchor="middle" fill="#007AFF">Pets</text>
              <text x="120" y="41" font-size="10" text-anchor="middle" fill="#999999">Favorites</text>
            </svg>

            """)
    }
}

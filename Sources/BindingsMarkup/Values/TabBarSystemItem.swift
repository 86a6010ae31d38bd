/// The items UIKit draws itself, which MarkupKit's `<item type="…">` names: each has its title.
public enum TabBarSystemItem: String, NamedEnumeration {
    /// More.
    case more
    /// Favorites.
    case favorites
    /// Featured.
    case featured
    /// Top Rated.
    case topRated
    /// Recents.
    case recents
    /// Contacts.
    case contacts
    /// History.
    case history
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Downloads.
    case downloads
    /// Most Recent.
    case mostRecent
    /// Most Viewed.
    case mostViewed

    /// The type's own names plus UIKit's `UITabBarSystemItem` and `UITabBarItem.SystemItem`.
    public static var caseNamePrefixes: [String] {
        ["TabBarSystemItem", "UITabBarSystemItem", "SystemItem"]
    }

    /// The title UIKit shows for the item, in English.
    public var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}

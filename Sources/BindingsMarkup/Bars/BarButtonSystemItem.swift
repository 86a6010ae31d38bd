/// The bar button items UIKit titles and draws itself (`UIBarButtonItem.SystemItem`), by name:
/// markup's `systemItem="add"`. Each has its title and the name of its symbolic image.
public enum BarButtonSystemItem: String, NamedEnumeration {
    /// Done.
    case done
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// Add (a plus).
    case add
    /// Compose.
    case compose
    /// Reply.
    case reply
    /// Share.
    case action
    /// Organize.
    case organize
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Refresh.
    case refresh
    /// Stop.
    case stop
    /// Camera.
    case camera
    /// Trash.
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast Forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Close.
    case close

    /// The type's own names plus UIKit's `UIBarButtonSystemItem` and `UIBarButtonItem.SystemItem`.
    public static var caseNamePrefixes: [String] {
        ["BarButtonSystemItem", "UIBarButtonSystemItem", "SystemItem"]
    }

    /// The title UIKit shows for the item, in English (an image item's spoken title).
    public var title: String {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Trash"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "Close"
        }
    }

    /// Whether UIKit shows the item as its title (Done, Cancel, Edit, Save); the others are images.
    public var isTitled: Bool {
        switch self {
        case .done, .cancel, .edit, .save: true
        default: false
        }
    }

    /// The freedesktop icon name of the item's image, for toolkits that draw icons by name.
    public var iconName: String {
        switch self {
        case .done: "object-select-symbolic"
        case .cancel, .stop, .close: "window-close-symbolic"
        case .edit, .compose: "document-edit-symbolic"
        case .save: "document-save-symbolic"
        case .add: "list-add-symbolic"
        case .reply: "mail-reply-sender-symbolic"
        case .action: "send-to-symbolic"
        case .organize: "folder-symbolic"
        case .bookmarks: "user-bookmarks-symbolic"
        case .search: "system-search-symbolic"
        case .refresh: "view-refresh-symbolic"
        case .camera: "camera-photo-symbolic"
        case .trash: "user-trash-symbolic"
        case .play: "media-playback-start-symbolic"
        case .pause: "media-playback-pause-symbolic"
        case .rewind: "media-seek-backward-symbolic"
        case .fastForward: "media-seek-forward-symbolic"
        case .undo: "edit-undo-symbolic"
        case .redo: "edit-redo-symbolic"
        }
    }
}

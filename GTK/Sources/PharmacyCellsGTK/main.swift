// The pharmacy list in a GTK window: the same markup, view model and bindings as the terminal app,
// with GtkListView recycling the cells.
import Foundation

PharmacyWindowApp.main()

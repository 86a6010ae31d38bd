#if GTK
// The pharmacy list in a GTK window: the same markup, view model and bindings as the terminal app,
// with GtkListView recycling the cells.
import Foundation

PharmacyWindowApp.main()
#else
import Foundation

// Without the package's GTK trait the backend is empty; say how to build with it.
FileHandle.standardError.write(Data("PharmacyCellsGTK: built without GTK: run `swift run --traits GTK PharmacyCellsGTK` (GTK 4 and libadwaita: `apt-get install libgtk-4-dev libadwaita-1-dev`)\n".utf8))
exit(1)
#endif

// The executable stays thin: all app logic lives in PharmacyCellsKit, where tests can reach it.
import PharmacyCellsKit

PharmacyCellsApp.main()

import PizzaFormKit

// `swift run PizzaForm`: see PizzaFormApp.
MainActor.assumeIsolated { PizzaFormApp.main() }

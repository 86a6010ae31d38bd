#if GTK
@_spi(Testing) import BindingsGTK
@_spi(Backend) import BindingsMarkup

/// Every class of the kit, made by its element name as markup makes it, in one window: the
/// presenter that shows it and the GTK widget it shows it with; and any key a presenter shows
/// that its view does not have (a misspelt key would leave the widget unchanged by it), of which
/// there are none.
@MainActor
enum EveryViewScenario {
    static func run(_ arguments: [String]) throws {
        let root = ColumnView()
        let views = ViewKit.elements.map { element in (element.name, element.type.init()) }
        for (_, view) in views { root.addSubview(view) }
        let window = try Scenario.show(root, width: 400, height: 900)
        for (name, view) in views {
            guard let presenter = view.presenter as? WidgetPresenter else { throw ScenarioError("\(name) has no presenter") }
            print("\(name): \(String(describing: type(of: presenter))) \(typeName(of: presenter.widget))")
            for key in type(of: presenter).shownKeys {
                do {
                    _ = try view.checkedValue(forKeyPath: key)
                } catch {
                    print("\(name): \(String(describing: type(of: presenter))) shows an undeclared key: \(error)")
                }
            }
        }
        window.close()
    }
}
#endif

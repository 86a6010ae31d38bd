// Markup users work with the runtime's types (observations, bindings, errors) directly.
@_exported import Bindings

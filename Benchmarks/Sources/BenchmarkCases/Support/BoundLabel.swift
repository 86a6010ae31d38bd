import BindingsMarkup

/// The label every case binds to and every anchor sets: the view kit's label.
///
/// Views belong to the main actor, so the workloads do too.
public typealias BoundLabel = BindingsMarkup.Label

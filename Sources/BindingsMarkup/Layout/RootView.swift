/// The root view of a screen: `LMRootView` in MarkupKit documents. Like ``LayerView``, every subview
/// fills its bounds within the layout margins (zero unless set), later ones drawn over earlier ones,
/// so a document's single column or layer fills the screen it is shown in.
open class RootView: LayerView {}

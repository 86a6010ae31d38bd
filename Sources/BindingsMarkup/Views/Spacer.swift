import Bindings

/// An empty view that takes free space: `LMSpacer` in MarkupKit documents. Its weight is 1 unless set.
open class Spacer: View {
    /// Creates a spacer of weight 1.
    public required init() {
        super.init()
        weight = 1
    }
}

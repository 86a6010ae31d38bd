import Bindings

/// A ``ViewController`` that exposes a view model for its markup to bind to, as `viewModel.…`
/// (`text="$viewModel.title"`, `text="$$viewModel.searchText"`).
@MainActor
open class ModelViewController<ViewModel: AnyObject>: ViewController {
    /// The screen's state; markup binds to its keys through `viewModel.`, and replacing it updates
    /// every binding.
    @Observed public var viewModel: ViewModel

    /// A controller showing `viewModel`.
    public init(viewModel: ViewModel, loader: MarkupLoader = .shared) {
        self.viewModel = viewModel
        super.init(loader: loader)
    }
}

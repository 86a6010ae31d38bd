import BindingsMarkup
import Foundation

/// One pharmacy's screen, pushed when a row of the list is activated: `PharmacyDetail.xml` bound to
/// a ``PharmacyDetailViewModel``. Call and Email open `tel:` and `mailto:` URLs through the
/// desktop's handler; when none takes them, an alert says so.
@MainActor
public final class PharmacyDetailController: ModelViewController<PharmacyDetailViewModel> {
    /// The Call button (outlet).
    @Observed public var callButton: Button? = nil
    /// The Email button (outlet).
    @Observed public var emailButton: Button? = nil

    /// The document, named after the screen.
    override public class var documentName: String { "PharmacyDetail" }

    /// The detail of `viewModel`'s pharmacy.
    public init(viewModel: PharmacyDetailViewModel) {
        super.init(viewModel: viewModel, loader: AppResources.loader)
    }

    /// `call` and `email`, the buttons' actions.
    override public var markupActions: [String: @MainActor (View) -> Void] {
        ["call": { [weak self] _ in self?.call() },
         "email": { [weak self] _ in self?.email() }]
    }

    /// Calls the pharmacy.
    public func call() { open(viewModel.callURL) }

    /// Writes to the pharmacy.
    public func email() { open(viewModel.emailURL) }

    private func open(_ url: URL?) {
        guard let url else { return }
        Application.shared.open(url) { [weak self] opened in
            guard !opened, let self else { return }
            let alert = AlertController(title: "Cannot open \(url.scheme ?? "the link")",
                                        message: "No application on this computer opens \(url.absoluteString).", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .cancel))
            self.present(alert, animated: true)
        }
    }
}

import Foundation

/// `UISearchTextField`: a search bar's field. It is a text field, so it takes the keyboard like
/// any other (the film's `show` focuses it when it is the first text input).
open class UISearchTextField: UITextField {}

/// `UISearchBar` (iOS 13+): a 56 pt bar holding a 36 pt search field, 8 pt in from its sides,
/// filled with the tertiary system fill, 10 pt corners, a magnifying glass before its text.
/// First responder, the accessory view and the delegate's editing calls go to and come from
/// the field, as UIKit's do.
open class UISearchBar: UIView {
    public enum Style: Int, Sendable { case `default`, prominent, minimal }

    public let searchTextField = UISearchTextField(frame: .zero)
    open weak var delegate: UISearchBarDelegate?
    open var searchBarStyle = Style.default
    open var barTintColor: UIColor?
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    private let relay = SearchFieldRelay()

    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.backgroundColor = .tertiarySystemFill
        searchTextField.layer.cornerRadius = 10
        searchTextField.clipsToBounds = true
        searchTextField.placeholder = "Search"
        relay.bar = self
        searchTextField.delegate = relay
        addSubview(searchTextField)
        layoutSearchField()
    }
    public required init?(coder: NSCoder) { nil }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    override open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }
    override open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }
    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutSearchField()
    }
    private func layoutSearchField() {
        let height = min(36, bounds.height)
        searchTextField.frame = CGRect(x: 8, y: (bounds.height - height) / 2, width: max(0, bounds.width - 16), height: height)
    }

    override open var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    override open var isFirstResponder: Bool { searchTextField.isFirstResponder }
    @discardableResult override open func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult override open func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
    override open var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }
}

/// Passes the field's editing to the search bar's delegate.
private final class SearchFieldRelay: NSObject, UITextFieldDelegate {
    weak var bar: UISearchBar?
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { if let bar { bar.delegate?.searchBarTextDidBeginEditing(bar) } }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }
    func textFieldDidEndEditing(_ textField: UITextField) { if let bar { bar.delegate?.searchBarTextDidEndEditing(bar) } }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let bar { bar.delegate?.searchBarSearchButtonClicked(bar) }
        return true
    }
}

/// `UISearchBarDelegate` (every method optional, as in UIKit).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// `UISearchResultsUpdating`: told when the search text changes (a film types nothing).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// `UISearchControllerDelegate` (every method optional).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {}

/// `UISearchController`: its search bar, to put in the view (a table's header, the top of the
/// screen). Set as a navigation item's `searchController` it would sit in the navigation bar,
/// which the model does not draw: the film stops with a sentence saying so.
open class UISearchController: UIViewController {
    public let searchResultsController: UIViewController?
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { nil }
}

extension UINavigationItem {
    /// `searchController`: the model's navigation bar draws no search field, so a film of it would
    /// show the bar 52 pt short; setting one stops the film with a sentence saying so.
    @MainActor public var searchController: UISearchController? {
        get { nil }
        set {
            guard newValue != nil else { return }
            FilmWorld.current.refuse("navigationItem.searchController", because: "the model's navigation bar draws no search field (the film would show the bar 52 pt short): put the controller's searchBar in the view instead, or film the screen without it")
        }
    }
    @MainActor public var hidesSearchBarWhenScrolling: Bool {
        get { true }
        set {}
    }
}

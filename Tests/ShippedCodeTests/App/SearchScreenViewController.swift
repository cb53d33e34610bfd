import UIKit

/// A search screen: a search bar at the top of a table, its delegate told when editing begins.
final class SearchScreenViewController: UIViewController, UISearchBarDelegate {
    let searchController = UISearchController(searchResultsController: nil)
    let tableView = UITableView()
    private(set) var beganEditing = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let bar = searchController.searchBar
        bar.translatesAutoresizingMaskIntoConstraints = false
        bar.placeholder = "Search messages"
        bar.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: bar.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { beganEditing += 1 }
}

/// The search controller put in the navigation item, as many apps do.
final class NavigationSearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = UISearchController(searchResultsController: nil)
    }
}

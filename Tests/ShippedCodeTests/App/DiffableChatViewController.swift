import UIKit

/// A chat whose rows come from a diffable data source, as modern apps write it: a snapshot of one
/// section of messages, a cell provider, a composer pinned to the keyboard layout guide.
final class DiffableChatViewController: UIViewController {
    enum Section: Hashable { case messages }
    struct Message: Hashable { let id: Int; let text: String }

    let tableView = UITableView()
    let composer = UIView()
    let textField = UITextField()
    private(set) var dataSource: UITableViewDiffableDataSource<Section, Message>!
    /// Appends a message already in the snapshot after the first apply (UIKit raises).
    var appendsADuplicate = false

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.translatesAutoresizingMaskIntoConstraints = false
        composer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        view.addSubview(composer)
        composer.addSubview(textField)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: composer.topAnchor),
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.heightAnchor.constraint(equalToConstant: 50),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        dataSource = UITableViewDiffableDataSource<Section, Message>(tableView: tableView) { tableView, indexPath, message in
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            cell.textLabel?.text = message.text
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
        snapshot.appendSections([.messages])
        snapshot.appendItems((0..<20).map { Message(id: $0, text: "Message \($0)") })
        dataSource.apply(snapshot, animatingDifferences: false)
        if appendsADuplicate {
            var more = dataSource.snapshot()
            more.appendItems([Message(id: 3, text: "Message 3")])
            dataSource.apply(more)
        }
    }
}

import UIKit

/// A chat that tracks the finger itself, as keyboard managers do: a target on the table's own
/// pan gesture recognizer records what it hears during an interactive dismissal. Portrait only.
class PanTrackingViewController: UIViewController {
    let tableView = UITableView()
    let textField = UITextField()
    let bar = UIView()
    private(set) var heard: [(state: UIGestureRecognizer.State, translation: CGFloat, y: CGFloat)] = []

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.keyboardDismissMode = .interactive
        view.addSubview(tableView)
        bar.frame = CGRect(x: 0, y: view.bounds.maxY - 84, width: view.bounds.width, height: 50)
        bar.addSubview(textField)
        view.addSubview(bar)
        tableView.panGestureRecognizer.addTarget(self, action: #selector(dragged(_:)))
    }

    @objc func dragged(_ pan: UIPanGestureRecognizer) {
        heard.append((pan.state, pan.translation(in: view).y, pan.location(in: view).y))
    }
}

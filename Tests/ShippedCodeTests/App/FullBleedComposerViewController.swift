//  FullBleedComposerViewController.swift
import UIKit

/// A composer drawn as iMessage draws it: the bar reaches the screen's bottom edge and pads its
/// content by the safe area, so the home indicator sits on the bar's colour. It is pinned to the
/// keyboard layout guide with `usesBottomSafeArea = false` (iOS 17): at rest the guide's top is
/// the view's bottom edge, and with the keyboard up it is the keys' top. Compiled unchanged
/// through the UIKitSourcePort plugin.
final class FullBleedComposerViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let bar = UIView()
    let textField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        bar.backgroundColor = .secondarySystemBackground
        bar.translatesAutoresizingMaskIntoConstraints = false
        textField.borderStyle = .roundedRect
        textField.placeholder = "iMessage"
        textField.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(textField)
        view.addSubview(bar)
        view.keyboardLayoutGuide.usesBottomSafeArea = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            textField.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 12),
            textField.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -12),
            textField.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            textField.bottomAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
    }
}

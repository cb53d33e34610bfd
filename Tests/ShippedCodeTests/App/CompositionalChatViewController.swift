import UIKit

/// A modern chat: a collection view with a compositional layout fed by a diffable data source,
/// cell and header registrations, self-sizing cells (an estimated height their Auto Layout
/// corrects), a pinned day header, and a composer on the keyboard layout guide.
final class CompositionalChatViewController: UIViewController {
    enum Section: Hashable { case today }
    struct Message: Hashable { let id: Int; let text: String }

    final class BubbleCell: UICollectionViewCell {
        let bubble = UIView()
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            bubble.backgroundColor = .systemBlue
            bubble.layer.cornerRadius = 16
            label.numberOfLines = 0
            label.textColor = .white
            for v in [bubble, label] { v.translatesAutoresizingMaskIntoConstraints = false }
            contentView.addSubview(bubble)
            bubble.addSubview(label)
            NSLayoutConstraint.activate([
                bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                bubble.heightAnchor.constraint(equalToConstant: 60),
                label.centerYAnchor.constraint(equalTo: bubble.centerYAnchor),
                label.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class DayHeader: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.frame = bounds
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            label.textAlignment = .center
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
    let composer = UIView()
    let textField = UITextField()
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Message>!
    var messageCount = 12

    private func makeLayout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for v in [collectionView, composer, textField] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(collectionView)
        view.addSubview(composer)
        composer.addSubview(textField)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: composer.topAnchor),
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.heightAnchor.constraint(equalToConstant: 50),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            textField.leadingAnchor.constraint(equalTo: composer.leadingAnchor, constant: 16),
            textField.trailingAnchor.constraint(equalTo: composer.trailingAnchor, constant: -16),
            textField.centerYAnchor.constraint(equalTo: composer.centerYAnchor),
        ])
        let cells = UICollectionView.CellRegistration<BubbleCell, Message> { cell, _, message in
            cell.label.text = message.text
        }
        let headers = UICollectionView.SupplementaryRegistration<DayHeader>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            header.label.text = "Today"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Message>(collectionView: collectionView) { collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: message)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
        snapshot.appendSections([.today])
        snapshot.appendItems((0..<messageCount).map { Message(id: $0, text: "Message \($0)") })
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A settings-style list: `UICollectionViewCompositionalLayout.list` with list cells showing their
/// default content configuration, and a field at the bottom on the keyboard layout guide.
final class ListScreenViewController: UIViewController {
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout:
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance)))
    let field = UITextField()
    var appearance = UICollectionLayoutListConfiguration.Appearance.plain
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        for v in [collectionView, field] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: field.topAnchor),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Account", "Privacy", "Notifications"], toSection: 0)
        snapshot.appendItems(["Help", "About"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

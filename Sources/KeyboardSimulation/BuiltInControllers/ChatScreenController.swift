import Foundation

/// How a chat screen holds its comment bar, fixed when its view loads (the articles' nibs).
enum BarAttachment {
    /// Springs and struts: code sets `commentBar.frame`; the bar keeps its distance from the
    /// bottom and its margins when the view's bounds change (flexible top margin and width).
    case frame
    /// Auto Layout: `view.bottom = commentBar.bottom + toolbarBottomDistanceConstraint.constant`
    /// (the Stack Overflow answer). With `minimumAboveRest` the equality has priority 500 and a
    /// required constraint keeps the bar at or above the safe area's bottom.
    case bottomDistance(minimumAboveRest: Bool)
    /// Auto Layout: `safeAreaLayoutGuide.bottom = commentBar.bottom + constant` (constant 0 at rest).
    case safeAreaBottom
    /// `commentBar.bottom = keyboardLayoutGuide.top` (iOS 15).
    case keyboardLayoutGuide
    /// The text field's `inputAccessoryView` is a second bar that rides the keyboard; the first
    /// rests in the view, pinned to the safe area's bottom (the Stack Overflow answer's two toolbars).
    case inputAccessory
}

/// The chat screen every built-in strategy is written on: a table of messages and, at its
/// bottom, a comment bar (text field + send button) set up as the articles' nibs and
/// storyboards do. Each subclass is one article's keyboard code, in Swift against UIKit's API
/// (it would compile in an iOS app against UIKit), and is filmed like any user's controller.
@MainActor
class ChatScreenController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let commentBar: CommentBarView
    var textField: UITextField { commentBar.textField }
    /// Fills the bottom safe area under the resting bar with the bar's background (a gap between
    /// a risen bar and the keyboard still shows).
    private let bottomFill = UIView()
    /// The bar's bottom constraint, for the constraint attachments.
    var toolbarBottomDistanceConstraint: NSLayoutConstraint!
    /// Observers registered in `viewWillAppear`, removed in `viewWillDisappear`.
    var observers: [NSObjectProtocol] = []

    /// The built-in strategy this screen runs (its name is written to the trace).
    let strategy: StrategyName
    let barHeight: CGFloat
    let followsUndockedKeyboard: Bool
    /// What `tableFollowsBar()` does to the table (the storyboard's choice, else the article's).
    let tableAdjustment: TableAdjustment
    /// The chat's messages (`layout.tableRows`).
    let rows: Int

    init(strategy: StrategyName, layout: Layout, textField: UITextField? = nil) {
        commentBar = CommentBarView(frame: .zero, textField: textField ?? UITextField())
        self.strategy = strategy
        barHeight = layout.barHeight
        followsUndockedKeyboard = layout.followsUndockedKeyboard
        tableAdjustment = layout.tableAdjustment ?? strategy.listingTableAdjustment ?? .frame
        rows = layout.tableRows
        super.init()
        title = "Alex"
    }
    required init?(coder: NSCoder) { nil }

    /// The chat in its navigation controller, below the chat list it was opened from.
    func inNavigationController() -> UINavigationController {
        let list = UIViewController()
        list.title = "Chats"
        let navigation = UINavigationController(rootViewController: list)
        navigation.setViewControllers([list, self], animated: false)
        return navigation
    }

    /// How this screen's bar is held (a subclass's nib).
    var barAttachment: BarAttachment { .frame }

    /// What the film watches: the bar the user sees riding the keyboard.
    var filmSubject: FilmSubject {
        let accessory = barAttachment == .inputAccessory ? textField.inputAccessoryView : nil
        return FilmSubject(bar: accessory ?? commentBar, scrollView: tableView, textField: textField,
                           restingBar: accessory == nil ? nil : commentBar)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = ChatColors.background
        setUpMessages()
        view.addSubview(tableView)
        bottomFill.backgroundColor = ChatColors.bar
        view.addSubview(bottomFill)
        view.addSubview(commentBar)
        switch barAttachment {
        case .frame:
            break // placed in viewWillAppear, once the safe area is known
        case .bottomDistance(let minimumAboveRest):
            pinBar { bar in
                toolbarBottomDistanceConstraint = view.bottomAnchor.constraint(equalTo: bar.bottomAnchor)
                guard minimumAboveRest else { return [toolbarBottomDistanceConstraint] }
                toolbarBottomDistanceConstraint.priority = UILayoutPriority(500)
                return [toolbarBottomDistanceConstraint,
                        view.safeAreaLayoutGuide.bottomAnchor.constraint(greaterThanOrEqualTo: bar.bottomAnchor)]
            }
        case .safeAreaBottom, .inputAccessory:
            pinBar { bar in
                toolbarBottomDistanceConstraint = view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: bar.bottomAnchor)
                return [toolbarBottomDistanceConstraint]
            }
        case .keyboardLayoutGuide:
            view.keyboardLayoutGuide.followsUndockedKeyboard = followsUndockedKeyboard
            pinBar { bar in [view.keyboardLayoutGuide.topAnchor.constraint(equalTo: bar.bottomAnchor)] }
        }
        if barAttachment == .inputAccessory {
            textField.inputAccessoryView = CommentBarView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: barHeight))
        }
    }

    /// The table of messages: one section per message (its bubble's row), 8 pt section headers
    /// between them and 10 pt of header and footer view around them, so the content is
    /// `ChatContent.contentHeight(rows:)` high with the newest message last.
    private func setUpMessages() {
        tableView.backgroundColor = ChatColors.background
        tableView.separatorStyle = .none
        tableView.rowHeight = CGFloat(ChatContent.messageHeight)
        tableView.register(MessageBubbleCell.self, forCellReuseIdentifier: MessageBubbleCell.reuseIdentifier)
        if rows > 0 {
            tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: ChatContent.padding))
            tableView.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: ChatContent.padding))
        }
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 0 ? 0 : CGFloat(ChatContent.messageGap)
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageBubbleCell.reuseIdentifier, for: indexPath)
        (cell as? MessageBubbleCell)?.message.show(row: rows - 1 - indexPath.section)
        return cell
    }

    /// Auto Layout for the bar (full width, its height, the attachment's bottom constraints) and
    /// the table above it.
    private func pinBar(_ bottom: (UIView) -> [NSLayoutConstraint]) {
        for v in [tableView, commentBar] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            commentBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            commentBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            commentBar.heightAnchor.constraint(equalToConstant: barHeight),
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: tableAdjustment == .frame ? commentBar.topAnchor : view.bottomAnchor),
        ] + bottom(commentBar))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let bounds = view.bounds, rest = bounds.height - view.safeAreaInsets.bottom
        switch barAttachment {
        case .frame:
            commentBar.frame = CGRect(x: 0, y: rest - barHeight, width: bounds.width, height: barHeight)
            commentBar.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
            tableView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableAdjustment == .frame ? rest - barHeight : bounds.height)
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        case .bottomDistance:
            toolbarBottomDistanceConstraint.constant = bounds.height - rest
        case .safeAreaBottom, .keyboardLayoutGuide, .inputAccessory:
            break
        }
        tableFollowsBar()
        registerForKeyboardNotifications()
    }

    /// Constraints move the bar in layout passes (inside the keyboard's block when the code
    /// lays out there): the table follows in the same pass.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, safeBottom = view.safeAreaInsets.bottom
        bottomFill.frame = CGRect(x: b.minX, y: b.maxY - safeBottom, width: b.width, height: safeBottom)
        switch barAttachment {
        case .bottomDistance, .safeAreaBottom, .keyboardLayoutGuide, .inputAccessory: tableFollowsBar()
        case .frame: break
        }
    }

    /// The chat's own table code, run where the bar moves (so it animates with the bar): with
    /// `frame` the table ends at the bar's top; with `contentInset` it stays full height behind
    /// the bar, its bottom insets being what the bar and keyboard cover less the safe area UIKit
    /// already adds. Then the newest message scrolls into view.
    func tableFollowsBar() {
        let barTop = commentBar.frame.minY
        switch tableAdjustment {
        case .frame:
            if tableView.translatesAutoresizingMaskIntoConstraints { tableView.frame.size.height = max(0, barTop - tableView.frame.minY) }
        case .contentInset:
            let covered = max(0, tableView.frame.maxY - barTop - tableView.safeAreaInsets.bottom)
            tableView.contentInset.bottom = covered
            tableView.verticalScrollIndicatorInsets.bottom = covered
        }
        scrollToNewestMessage()
    }

    /// Scrolls so the newest message sits just above the table's bottom inset (or the content's
    /// top shows, when all of it fits).
    func scrollToNewestMessage() {
        let insets = tableView.adjustedContentInset
        let y = max(-insets.top, tableView.contentSize.height + insets.bottom - tableView.bounds.height)
        if tableView.contentOffset.y != y { tableView.contentOffset = CGPoint(x: 0, y: y) }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }

    /// A subclass adds its observers here (`observe(_:_:)`).
    func registerForKeyboardNotifications() {}

    /// `addObserver(forName:object:queue: nil)` with a method of the subclass, as the articles
    /// register selectors: the handler runs synchronously where UIKit posts, inside the keyboard's
    /// animation block.
    func observe<Screen: ChatScreenController>(_ name: Notification.Name,
                                               _ selector: @escaping @MainActor (Screen) -> (Notification) -> Void) {
        observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            // Posted on the main thread (the film's UIKit is main-actor code), so the note stays there.
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { if let screen = self as? Screen { selector(screen)(note) } }
        })
    }
}

extension BarAttachment: Equatable {}

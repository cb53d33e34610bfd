import Foundation
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// Screens built as apps build them (`App/`): a container with a child pinned by safe-area
/// guides, the messenger's accessory-view controller, a bar moved by a transform. Expected
/// positions come from the keyboard's spring (docs/keyboard-physics.md §1) and the device's
/// geometry (§3): iPhone 13, 844 pt tall, home indicator 34 pt, keyboard 336 pt with QuickType.
@MainActor
struct ScreensFilmTests {
    static let showThenHide = #"{ "at": 1.0, "do": "show" }, { "at": 2.0, "do": "hide" }"#

    func expectRides(_ trace: Trace, rest: Double, rise: Double, from start: Double = 1.0, _ label: String) {
        for f in trace.frames where f.time >= start {
            let expected = barBottom(at: f.time, rest: rest, rise: rise, show: 1.0, hide: 2.0)
            #expect(abs(f.bar.maxY - expected) <= 0.5, "\(label): frame \(f.index) at \(f.time) s: bar bottom \(f.bar.maxY), expected \(expected)")
        }
    }

    @Test("a keyboard manager that moves the whole root view up (IQKeyboardManager's technique) is filmed moving: the view's origin goes to −336 with the keys, and the bar on its bottom edge rides the spring (844 → 508 → 844)")
    func rootViewMovedByCode() throws {
        let vc = RootShiftingViewController()
        let trace = try film(vc, storyboard(name: "root-shift", strategy: nil, duration: 2.8, events: Self.showThenHide)) {
            FilmSubject(bar: $0.bar, textField: $0.textField)
        }
        expectRides(trace, rest: 844, rise: 336, from: 0, "root-shift")
        #expect(trace.frame(atTime: 1.9).map { abs($0.view.minY + 336) < 0.01 } == true, "\(String(describing: trace.frame(atTime: 1.9)?.view))")
        #expect(trace.frames.last.map { abs($0.view.minY) < 0.01 } == true)
    }

    @Test("a child controller whose view's safe-area bottom is pinned to the container's follows the keyboard: its composer, on its own safe area, rides the spring (810 → 508 → 810)")
    func containerChildSafeArea() throws {
        let container = ChatContainerViewController()
        let trace = try film(container, storyboard(name: "container", strategy: nil, duration: 2.8, events: Self.showThenHide)) {
            FilmSubject(bar: $0.chat.composer, textField: $0.chat.textView)
        }
        expectRides(trace, rest: 810, rise: 302, from: 0, "container")
        #expect(!FilmWorld.current.log.contains { $0.contains("Unable to simultaneously satisfy") }, "\(FilmWorld.current.log)")
        // After the film the views are readable; the child's safe area ends where its view does.
        #expect(container.chat.view.frame.maxY == 810)
        #expect(container.chat.view.safeAreaInsets.bottom == 0)
        #expect(container.children.first === container.chat && container.chat.parent === container)
        #expect(container.navigationItem.title == "Alex")
    }

    @Test("a filmed controller is released once its film's world is gone, so its observers do not run in later films", arguments: ["container", "messenger"])
    func releasedAfterTheFilm(_ screen: String) throws {
        weak var released: UIViewController?
        do {
            let sb = try storyboard(name: screen, strategy: nil, duration: 0.3, events: #"{ "at": 0.1, "do": "show" }"#)
            if screen == "container" {
                let vc = ChatContainerViewController()
                released = vc
                _ = try film(vc, sb) { FilmSubject(bar: $0.chat.composer, textField: $0.chat.textView) }
            } else {
                let vc = MessengerViewController()
                released = vc
                _ = try film(vc, sb) { FilmSubject(bar: $0.composer, textField: $0.composer.textView) }
            }
        }
        FilmWorld.reset()
        #expect(released == nil)
    }

    @Test("a stack-view composer arranges as UIKit does: the send button hugs its title, the text view takes the rest, 8 pt apart, inside the margins")
    func stackComposer() throws {
        let container = ChatContainerViewController()
        _ = try film(container, storyboard(name: "stack", strategy: nil, duration: 0.2, events: #"{ "at": 0.1, "do": "show" }"#)) {
            FilmSubject(bar: $0.chat.composer, textField: $0.chat.textView)
        }
        let chat = container.chat
        let text = chat.textView.frame, button = chat.sendButton.frame, stack = chat.stack.frame
        // iPhone 13 is 390 pt wide; a plain view's margins are 8 pt.
        let pt = 1e-3 // layout keeps 1/1000 pt
        #expect(abs(stack.minX - 8) < pt && abs(stack.maxX - 382) < pt)
        #expect(abs(text.minX) < pt && abs(button.maxX - stack.width) < pt)
        #expect(abs(button.minX - text.maxX - 8) < pt)
        #expect(abs(button.width - chat.sendButton.intrinsicContentSize.width) < pt, "a required hugging priority keeps the button at its content width")
        // One line of the 17 pt body font (SF Pro: line height 20.287 pt) plus the text view's
        // 8 pt insets, rounded up to the 3x pixel grid.
        #expect(abs(text.height - (20.287 + 16)) < 1.0 / 3 + 1e-9)
        #expect(abs(chat.composer.frame.height - (text.height + 16)) < pt)
    }

    @Test("a table view controller that can become first responder docks its inputAccessoryView above the home indicator, the keys rise under it, and it stays docked when they go down")
    func messengerAccessory() throws {
        let vc = MessengerViewController()
        let trace = try film(vc, storyboard(name: "messenger", strategy: nil, duration: 2.8, events: Self.showThenHide)) {
            FilmSubject(bar: $0.composer, scrollView: $0.tableView, textField: $0.composer.textView)
        }
        // Docking in viewDidAppear (t = 0): from just below the screen (844 + 52) to 844 − 34.
        for f in trace.frames where f.time < 1.0 {
            let expected = 896 - 86 * springProgress(f.time)
            #expect(abs(f.bar.maxY - expected) <= 0.5, "frame \(f.index) at \(f.time) s: bar bottom \(f.bar.maxY), expected \(expected)")
        }
        // With the keys: the accessory's bottom on their top, 844 − 336 = 508.
        expectRides(trace, rest: 810, rise: 302, "messenger")
        #expect(vc.isFirstResponder, "the controller takes first responder back when the text view resigns")
        #expect(vc.tableView.contentInset.bottom == 86, "the table's inset covers the docked accessory and the home indicator")
        #expect(vc.insetChanges >= 3)
    }

    @Test("the messenger as iOS reports it: a 60 pt constraint-sized accessory docks at 750…810 above the home indicator; WillShow's begin frame is the docked accessory (60 + 34 = 94 pt), its end frame keys + accessory (336 + 60 = 396 pt), and the reverse on hide, so a handler guarding on the heights moves its insets")
    func messengerAsReported() throws {
        let vc = GuardedMessengerViewController()
        let trace = try film(vc, storyboard(name: "guarded-messenger", strategy: nil, duration: 2.8, events: Self.showThenHide)) {
            FilmSubject(bar: $0.composer, scrollView: $0.scrollView, textField: $0.composer.textView)
        }
        let docked = try #require(trace.frames.first { abs($0.time - 0.9) < 1e-6 })
        #expect(abs(docked.bar.minY - 750) <= 0.5 && abs(docked.bar.maxY - 810) <= 0.5, "\(docked.bar)")
        expectRides(trace, rest: 810, rise: 302, "guarded messenger")
        let moves = vc.reported.filter { $0.begin != $0.end }
        let show = try #require(vc.reported.last { $0.name == "show" }), hide = try #require(vc.reported.last { $0.name == "hide" })
        #expect(show.begin == 94 && show.end == 396, "\(vc.reported)")
        #expect(hide.begin == 396 && hide.end == 94, "\(vc.reported)")
        #expect(moves.count >= 2)
        #expect(vc.scrollView.contentInset.bottom == 94, "the inset covers the docked accessory and the home indicator once the keys are down")
    }

    @Test("a layout animated inside the block that docks the accessory (viewDidAppear, t = 0) starts where the first layout put it: the banner leaves the screen's bottom (844) and rides the spring to the docked accessory's top, 844 − 94 = 750")
    func dockingAnimationStartsOnScreen() throws {
        let vc = GuardedMessengerViewController()
        let trace = try film(vc, storyboard(name: "docking-banner", strategy: nil, duration: 1.0, events: #"{ "at": 0.95, "do": "show" }"#)) {
            FilmSubject(bar: $0.banner, textField: $0.composer.textView)
        }
        for f in trace.frames where f.time < 0.95 {
            let expected = 844 - 94 * springProgress(f.time)
            #expect(abs(f.bar.maxY - expected) <= 0.5 && abs(f.bar.height - 30) <= 0.5, "frame \(f.index) at \(f.time) s: banner \(f.bar), expected bottom \(expected)")
        }
    }

    @Test("an interactive dismissal drags the table's own pan: its target hears began at 0.8 s on the keys' top (508), changed at every frame with the translation 201.6·(t − 0.8)/0.4, and ended at 1.2 s")
    func interactiveDismissalDragsThePan() throws {
        let vc = PanTrackingViewController()
        let events = #"{ "at": 0.1, "do": "show" }, { "at": 0.8, "do": "interactiveDismiss", "to": 0.6, "release": "cancel", "duration": 0.4 }"#
        _ = try film(vc, storyboard(name: "pan", strategy: nil, duration: 1.6, events: events)) { FilmSubject(bar: $0.bar, scrollView: $0.tableView, textField: $0.textField) }
        let heard = vc.heard
        try #require(heard.count >= 3)
        #expect(heard.first?.state == .began && heard.first?.translation == 0 && abs((heard.first?.y ?? 0) - 508) < 0.01, "\(heard.first.map { "\($0)" } ?? "")")
        #expect(heard.last?.state == .ended && abs((heard.last?.translation ?? 0) - 201.6) < 0.01, "\(heard.last.map { "\($0)" } ?? "")")
        let changed = heard.filter { $0.state == .changed }
        #expect(changed.count == 24, "one per frame of the 0.4 s drag at 60 fps: \(changed.count)")
        for (k, c) in changed.enumerated() {
            let t = 0.8 + Double(k + 1) / 60
            #expect(abs(c.translation - 201.6 * (t - 0.8) / 0.4) < 0.01 && abs(c.y - (508 + c.translation)) < 0.01, "frame \(k): \(c)")
        }
    }

    @Test("a rotate the root controller does not support stops the film with a sentence naming supportedInterfaceOrientations, at the event")
    func unsupportedRotation() throws {
        let vc = PanTrackingViewController()
        let events = #"{ "at": 0.1, "do": "show" }, { "at": 0.5, "do": "rotate", "to": "landscapeLeft" }"#
        #expect {
            _ = try film(vc, storyboard(name: "portrait-only", strategy: nil, duration: 1.0, events: events)) { FilmSubject(bar: $0.bar, textField: $0.textField) }
        } throws: { error in
            let text = "\(error)"
            return text.contains("events[1]") && text.contains("supportedInterfaceOrientations") && text.contains("landscapeLeft")
        }
    }

    @Test("a diffable data source is the table's data source: 20 messages in one section, row 3 is message 3 and its cell shows its text; the composer pinned to the keyboard layout guide rides the spring")
    func diffableChat() throws {
        let vc = DiffableChatViewController()
        let trace = try film(vc, storyboard(name: "diffable", strategy: nil, duration: 2.8, events: Self.showThenHide)) {
            FilmSubject(bar: $0.composer, scrollView: $0.tableView, textField: $0.textField)
        }
        expectRides(trace, rest: 810, rise: 302, "diffable")
        #expect(vc.tableView.numberOfSections == 1 && vc.tableView.numberOfRows(inSection: 0) == 20)
        #expect(vc.dataSource.itemIdentifier(for: IndexPath(row: 3, section: 0))?.id == 3)
        #expect(vc.dataSource.indexPath(for: .init(id: 19, text: "Message 19")) == IndexPath(row: 19, section: 0))
        #expect(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Message 0")
    }

    @Test("appending an item already in a snapshot stops the film with UIKit's reason, naming the call")
    func diffableDuplicate() throws {
        let vc = DiffableChatViewController()
        vc.appendsADuplicate = true
        #expect {
            _ = try film(vc, storyboard(name: "diffable-duplicate", strategy: nil, duration: 1.0, events: #"{ "at": 0.1, "do": "show" }"#)) {
                FilmSubject(bar: $0.composer, textField: $0.textField)
            }
        } throws: { error in
            "\(error)".contains("appendItems(_:toSection:)") && "\(error)".contains("unique")
        }
    }

    @Test("a snapshot's sections and items move as UIKit documents: insert before and after, move, delete, and index lookups")
    func snapshotOperations() {
        var s = NSDiffableDataSourceSnapshot<String, Int>()
        s.appendSections(["a", "c"])
        s.insertSections(["b"], beforeSection: "c")
        s.appendItems([1, 2], toSection: "a")
        s.appendItems([5])
        s.insertItems([3], afterItem: 2)
        s.insertItems([4], beforeItem: 5)
        #expect(s.sectionIdentifiers == ["a", "b", "c"] && s.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(s.itemIdentifiers(inSection: "c") == [4, 5] && s.numberOfItems(inSection: "b") == 0)
        s.moveItem(1, afterItem: 5)
        s.deleteItems([3])
        #expect(s.itemIdentifiers == [2, 4, 5, 1] && s.sectionIdentifier(containingItem: 1) == "c" && s.indexOfItem(4) == 1)
        s.deleteSections(["a"])
        #expect(s.numberOfSections == 2 && s.numberOfItems == 3 && s.indexOfSection("c") == 1)
    }

    @Test("a search bar is a text input: show focuses its field, its delegate hears editing begin, the 56 pt bar sits under the status bar (47…103) with its 36 pt field 8 pt in; a table pinned to the keyboard layout guide ends on the keys (508)")
    func searchBar() throws {
        let vc = SearchScreenViewController()
        let trace = try film(vc, storyboard(name: "search", strategy: nil, duration: 1.0, events: #"{ "at": 0.1, "do": "show" }"#)) {
            FilmSubject(bar: $0.searchController.searchBar, scrollView: $0.tableView)
        }
        let bar = trace.frames[0].bar
        #expect(abs(bar.minY - 47) < 0.01 && abs(bar.height - 56) < 0.01, "\(bar)")
        let field = vc.searchController.searchBar.searchTextField.frame
        #expect(field == CGRect(x: 8, y: 10, width: 374, height: 36))
        #expect(vc.searchController.searchBar.isFirstResponder && vc.beganEditing == 1)
        #expect(abs(vc.tableView.frame.maxY - 508) < 0.01)
    }

    @Test("a search controller set as the navigation item's stops the film: the model's navigation bar draws no search field")
    func navigationSearchRefused() throws {
        #expect {
            _ = try film(NavigationSearchViewController(), storyboard(name: "nav-search", strategy: nil, duration: 0.5, events: #"{ "at": 0.1, "do": "show" }"#)) {
                FilmSubject(bar: $0.view)
            }
        } throws: { error in
            "\(error)".contains("navigationItem.searchController")
        }
    }

    @Test("a bar moved by a transform inside the keyboard's curve rides the spring, and its frame reads back transformed")
    func transformBar() throws {
        let vc = TransformComposerViewController()
        let trace = try film(vc, storyboard(name: "transform", strategy: nil, duration: 1.6, events: #"{ "at": 1.0, "do": "show" }"#)) {
            FilmSubject(bar: $0.bar, textField: $0.field)
        }
        for f in trace.frames {
            let expected = 810 - 302 * springProgress(f.time - 1.0)
            #expect(abs(f.bar.maxY - expected) <= 0.5, "frame \(f.index) at \(f.time) s: bar bottom \(f.bar.maxY), expected \(expected)")
        }
        #expect(vc.bar.transform == CGAffineTransform(translationX: 0, y: -302))
        #expect(vc.bar.frame.maxY == 508)
        #expect(abs(vc.bar.center.y - (810 - 26)) < 1e-9, "the centre ignores the transform, as in UIKit")
    }
}

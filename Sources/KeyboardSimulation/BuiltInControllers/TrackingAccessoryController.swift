import Foundation

/// The tracking-accessory technique of chat frameworks (Chatto's keyboard tracker, and Slack's
/// text view controller before it): the text field's `inputAccessoryView` is an empty,
/// transparent view as tall as the bar, so the keyboard makes room for the bar and drags it
/// along; the bar itself stays in the controller's view, its bottom constrained to the safe
/// area's bottom.
///
/// On each keyboard notification the handler converts the End frame into the view and puts the
/// bar's bottom on the keys' top, which it finds by taking the accessory's height off the
/// frame's top — up to iOS 18 the frame UIKit reports covers the accessory. It lays out with no
/// block of its own: the notification arrives inside the keyboard's animation block, so the bar
/// rides the keyboard's spring. While a finger drags the keyboard no notification comes, so it
/// also observes the accessory's superview (the keyboard's host view) by key-value observing
/// and places the bar on the keys from the host view's frame.
///
/// On iOS 26 the reported frame leaves out the accessory (docs/keyboard-physics.md §13): the
/// subtraction now puts the bar the accessory's height below the keys' top, under the keys.
final class TrackingAccessoryController: ChatScreenController {
    /// The empty accessory the keyboard carries above its keys.
    let trackingView = UIView()
    private var hostObservation: NSKeyValueObservation?
    /// Whether the code follows the host view by key-value observing (the drag) as well.
    let observesHostView: Bool
    /// When it starts observing: at DidShow (the keyboard fully open), or already at WillShow.
    let startsObserving: TrackingAccessoryObservationStart

    init(strategy: StrategyName, layout: Layout, observesHostView: Bool, startsObserving: TrackingAccessoryObservationStart) {
        self.observesHostView = observesHostView
        self.startsObserving = startsObserving
        super.init(strategy: strategy, layout: layout)
    }
    required init?(coder: NSCoder) { nil }

    override var barAttachment: BarAttachment { .safeAreaBottom }

    override func viewDidLoad() {
        super.viewDidLoad()
        trackingView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: barHeight)
        trackingView.backgroundColor = .clear
        trackingView.isUserInteractionEnabled = false
        textField.inputAccessoryView = trackingView
    }

    override func registerForKeyboardNotifications() {
        observe(UIResponder.keyboardWillShowNotification, TrackingAccessoryController.keyboardWillChange)
        observe(UIResponder.keyboardWillHideNotification, TrackingAccessoryController.keyboardWillChange)
        observe(UIResponder.keyboardDidShowNotification, TrackingAccessoryController.keyboardDidShow)
    }

    func keyboardWillChange(_ notification: Notification) {
        if startsObserving == .willShow, notification.name == UIResponder.keyboardWillShowNotification { startObserving() }
        guard let endFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let frame = view.convert(endFrame, from: nil)
        // The frame covers the accessory above the keys (iOS 18): its top plus the accessory is the keys' top.
        placeBar(keysTop: frame.minY + trackingView.bounds.height)
    }

    /// Once the keyboard is up, follow its host view while a finger drags it. A drag that
    /// begins while the keyboard still opens comes before DidShow, which then never comes:
    /// the bar is not followed (react-native-keyboard-controller pull request #1608).
    func keyboardDidShow(_ notification: Notification) { startObserving() }

    private func startObserving() {
        guard observesHostView, hostObservation == nil, let host = trackingView.superview else { return }
        hostObservation = host.observe(\.center, options: [.new]) { [weak self] host, _ in
            MainActor.assumeIsolated { self?.hostViewMoved(host) }
        }
    }

    private func hostViewMoved(_ host: UIView) {
        guard let container = host.superview else { return }
        let frame = view.convert(host.frame, from: container)
        placeBar(keysTop: frame.minY + trackingView.bounds.height)
    }

    /// The bar's bottom on `keysTop`, never below the safe area's bottom.
    private func placeBar(keysTop: CGFloat) {
        let aboveSafeArea = view.bounds.height - view.safeAreaInsets.bottom - keysTop
        toolbarBottomDistanceConstraint.constant = max(0, aboveSafeArea)
        view.layoutIfNeeded()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        hostObservation?.invalidate()
        hostObservation = nil
    }
}

/// When the tracking-accessory code starts following the keyboard's host view.
public enum TrackingAccessoryObservationStart: String, Sendable, CaseIterable {
    /// Once the keyboard is fully open (DidShow): a drag that begins mid-opening is missed.
    case didShow
    /// As soon as it starts to open (WillShow): the fix of react-native-keyboard-controller #1608.
    case willShow
}

extension Strategies {
    struct TrackingAccessory: BuiltInStrategy, Equatable {
        static let name = StrategyName.trackingAccessory
        static let summary = "an empty input accessory as tall as the bar; the bar goes on the reported frame's top plus the accessory, and follows the host view by KVO in a drag (Chatto's keyboard tracker)"
        /// Whether the code also follows the keyboard's host view by key-value observing.
        var observesHostView = true
        /// When it starts observing (the frameworks' code: once the keyboard is up, at DidShow).
        var startsObserving = TrackingAccessoryObservationStart.didShow

        init() {}
        init(reading o: inout JSONObjectReader) throws {
            observesHostView = try o.bool("observesHostView") ?? true
            startsObserving = try o.choice("startsObserving", TrackingAccessoryObservationStart.self) ?? .didShow
        }

        @MainActor func makeController(layout: Layout) -> ChatScreenController {
            TrackingAccessoryController(strategy: Self.name, layout: layout, observesHostView: observesHostView,
                                        startsObserving: startsObserving)
        }
    }
}

import Foundation

/// What a storyboard event may read and do: the storyboard, the keyboard's geometry (`host`) and
/// state (`keyboard`), and UIKit's keyboard operations. Not the queue of timed actions, the film's
/// world, the controller's stage or the sampling of frames: those stay the simulator's own, so
/// an event can only change the film through the operations UIKit itself performs.
@MainActor
protocol EventContext: AnyObject {
    var storyboard: Storyboard { get }
    /// The keyboard's and the interface's animated geometry.
    var host: KeyboardHost { get }
    /// First responder, keyboard set-up, alert and gesture state.
    var keyboard: KeyboardState { get set }
    /// The keyboard's own animation (duration and curve) on this system.
    var keyboardTiming: Timing { get }

    /// An error naming event `event` of the storyboard.
    func failure(_ event: Int, _ message: String) -> StoryboardError

    // Where the keyboard is and goes (points above the view's bottom).
    var keyboardShown: Bool { get }
    var hiddenVisible: Double { get }
    func keyboardTargetVisible(_ o: InterfaceOrientation) -> Double
    func keyboardTargetHeight(_ o: InterfaceOrientation) -> Double
    /// The keyboard's frame in screen coordinates, as UIKit reports it (`left`/`right`: a floating keyboard's insets).
    func screenFrame(visible: Double, height: Double, in o: InterfaceOrientation, left: Double, right: Double,
                     as use: FrameUse) -> CGRect

    // UIKit's operations.
    /// The responder's own `becomeFirstResponder` / `resignFirstResponder` (an override runs).
    func focus(at t: Double, event i: Int) throws
    func unfocus(at t: Double, event i: Int) throws
    /// Moves the keyboard, posting Will… inside its animation block and Did… when it ends.
    func moveKeyboard(visible: Double, height: Double, left: Double, right: Double,
                      timing: Timing?, showing: Bool?, at t: Double, begin reportedBegin: CGRect?)
    /// A QuickType toggle, keyboard switch or accessory change: immediate while shown.
    func resizeKeyboard(at t: Double)
    /// Focus moves between text fields: Will… with Begin == End; nothing moves.
    func postFocusChange(at t: Double)
    func rotate(to: InterfaceOrientation, durationSeconds: Double?, event i: Int, at t: Double) throws
    func beginBackSwipe(_ gesture: Events.BackSwipe, at t: Double)
    func beginInteractiveDismiss(_ drag: Events.InteractiveDismiss, at t: Double)
}

extension EventContext {
    /// The docked keyboard's frame as reported.
    func screenFrame(visible: Double, height: Double, in o: InterfaceOrientation) -> CGRect {
        screenFrame(visible: visible, height: height, in: o, left: 0, right: 0, as: .reported)
    }

    /// Moves the docked keyboard, its Begin frame where it is now.
    func moveKeyboard(visible: Double, height: Double, timing: Timing?, showing: Bool?, at t: Double) {
        moveKeyboard(visible: visible, height: height, left: 0, right: 0, timing: timing, showing: showing, at: t, begin: nil)
    }
}

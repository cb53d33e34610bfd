// libFuzzer target: a user's keyboard handler, written by the fuzzer. Each input is a script of
// UIKit calls (two bytes each: which call, and an argument picked from a list of awkward values)
// that a controller's WillShow and WillHide observers run; the film is then made. Built into one
// module with the UIKit model and the simulation by Scripts/fuzz.sh. A crash, trap or hang is a
// finding; a film that stops with a StoryboardError is the expected outcome for misbehaving code.

import Foundation

/// Values users' code computes when it goes wrong: zero, huge, negative, NaN, infinite.
private let awkward: [CGFloat] = [0, 44, -120, 0.25, 1e9, -1e9, .nan, .infinity, -.infinity, 1e300, -0.0, 1e-300]

@MainActor
private final class ScriptedController: ScriptedScreen {
    var bottom: NSLayoutConstraint!
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.addSubview(field)
        bottom = bar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor), bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44), bottom,
            field.leadingAnchor.constraint(equalTo: bar.leadingAnchor), field.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
            field.topAnchor.constraint(equalTo: bar.topAnchor), field.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
        ])
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.run() }
            })
        }
    }

    private func value(_ b: UInt8) -> CGFloat { awkward[Int(b) % awkward.count] }

    private func run() {
        var i = 0
        while i + 1 < script.count {
            let (op, arg) = (script[i] % 16, script[i + 1])
            i += 2
            switch op {
            case 0: bottom.constant = value(arg)
            case 1: UIView.animate(withDuration: Double(value(arg))) { self.view.layoutIfNeeded() }
            case 2: UIView.beginAnimations(nil, context: nil)
            case 3: UIView.commitAnimations()
            case 4: bar.removeFromSuperview()
            case 5: view.addSubview(bar)
            case 6: bar.isHidden.toggle()
            case 7: bar.frame = CGRect(x: 0, y: value(arg), width: value(arg &+ 1), height: 44)
            case 8: bar.transform = CGAffineTransform(scaleX: value(arg), y: 1)
            case 9: nest(Int(arg) * 8)
            case 10: chain(Int(arg))
            case 11: view.setNeedsLayout(); view.layoutIfNeeded()
            case 12: bar.heightAnchor.constraint(equalToConstant: value(arg)).isActive = true
            case 13: UIView.performWithoutAnimation { self.view.layoutIfNeeded() }
            case 14: _ = field.resignFirstResponder()
            default:
                // Odd: the field takes the keyboard back (with op 14 in the other handler, a ping-pong).
                if arg % 2 == 1 { _ = field.becomeFirstResponder(); continue }
                UIView.animate(withDuration: 0.3, delay: Double(value(arg)), usingSpringWithDamping: value(arg &+ 3),
                               initialSpringVelocity: value(arg &+ 5), options: []) { self.view.layoutIfNeeded() }
            }
        }
    }

    private func nest(_ depth: Int) {
        guard depth > 0 else { view.layoutIfNeeded(); return }
        UIView.animate(withDuration: 0.2) { self.nest(depth - 1) }
    }

    /// A completion chain: zero-duration when `arg` is even (one that never lets time pass).
    private func chain(_ arg: Int) {
        UIView.animate(withDuration: arg % 2 == 0 ? 0 : 0.05, animations: {}, completion: { [weak self] _ in self?.chain(arg) })
    }
}

private let storyboard = """
{ "name": "fuzz", "device": "iPhone SE (1st generation)", "system": "ios17", "fps": 10, "duration": 0.6,
  "events": [ { "at": 0.1, "do": "show" }, { "at": 0.4, "do": "hide" } ] }
"""

@_cdecl("LLVMFuzzerTestOneInput")
public func uikitCallsFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    filmScript(data, size, maxBytes: 512, storyboard: storyboard, file: "fuzz.json", as: ScriptedController.self)
}

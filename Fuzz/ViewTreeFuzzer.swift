// libFuzzer target: a user's screen, built by the fuzzer. Each input is a script (two bytes a
// step: what to add or change, and an argument picked from lists of awkward values) that builds
// a view tree under the bar's controller before the keyboard shows: sizes, fonts, colours,
// hierarchy shapes (deep, cyclic, hidden), text lengths, stacks, tables. The film is then made,
// which lays out, measures and samples every view in every frame. Built into one module with the
// UIKit model and the simulation by Scripts/fuzz.sh. A crash, trap or hang is a finding; a film
// that stops with a StoryboardError is the expected outcome for a tree UIKit would refuse.

import Foundation

/// Lengths and positions user code computes when it goes wrong: zero, huge, negative, NaN, infinite.
private let awkward: [CGFloat] = [0, 44, -120, 0.25, 1e9, -1e9, .nan, .infinity, -.infinity, 1e300, -0.0, 1e-300, 17, 320]
/// Text lengths, up to what a pasted log or a loaded file gives a field.
private let textLengths = [0, 1, 40, 1_000, 20_000, 100_000]
/// Counts for stacks, rows and nesting.
private let counts = [-1, 0, 1, 3, 40, 120]
private let depths = [2, 50, 900, 1_001, 1_200]

@MainActor
private final class TreeController: ScriptedScreen, UITableViewDataSource {
    private var rows = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.addSubview(field)
        field.frame = CGRect(x: 8, y: 6, width: 280, height: 32)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor), bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44), bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        build()
    }

    private func value(_ b: UInt8) -> CGFloat { awkward[Int(b) % awkward.count] }
    private func text(_ b: UInt8) -> String {
        let n = textLengths[Int(b / 16) % textLengths.count]
        // Words, one long word, or emoji, by the argument's low bits.
        switch b % 3 {
        case 0: return String(String(repeating: "words ", count: n / 6 + 1).prefix(n))
        case 1: return String(repeating: "x", count: n)
        default: return String(repeating: "😀", count: n / 4)
        }
    }

    private func build() {
        var parent: UIView = view
        var last: UIView = view
        var i = 0
        while i + 1 < script.count {
            let (op, arg) = (script[i] % 16, script[i + 1])
            i += 2
            var added: UIView?
            switch op {
            case 0: added = UIView(frame: CGRect(x: value(arg), y: value(arg &+ 1), width: value(arg &+ 2), height: value(arg &+ 3)))
            case 1:
                let label = UILabel(frame: CGRect(x: 0, y: 20, width: value(arg &+ 13), height: 21))
                label.text = text(arg)
                label.font = .systemFont(ofSize: value(arg &+ 5))
                label.numberOfLines = Int(arg % 3)
                added = label
            case 2: field.text = text(arg); field.font = .systemFont(ofSize: value(arg &+ 7))
            case 3:
                let textView = UITextView(frame: CGRect(x: 0, y: 40, width: value(arg &+ 13), height: 300))
                textView.text = text(arg)
                textView.contentOffset = CGPoint(x: 0, y: value(arg &+ 1))
                added = textView
            case 4:
                let button = UIButton(type: .system)
                button.setTitle(text(arg), for: .normal)
                button.frame = CGRect(x: 10, y: 10, width: value(arg &+ 2), height: 44)
                added = button
            case 5:
                let stack = UIStackView(arrangedSubviews: (0..<max(0, counts[Int(arg) % counts.count])).map { _ in UILabel() })
                stack.axis = arg % 2 == 0 ? .vertical : .horizontal
                stack.spacing = value(arg &+ 3)
                stack.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(stack)
                NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: parent.topAnchor, constant: value(arg)),
                                             stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor)])
                last = stack
            case 6: parent = last
            case 7: parent = parent.superview ?? view
            case 8: last.backgroundColor = UIColor(hue: value(arg), saturation: value(arg &+ 1), brightness: 0.5, alpha: value(arg &+ 2))
            case 9: last.transform = CGAffineTransform(scaleX: value(arg), y: value(arg &+ 1))
            case 10:
                // Pinned to its superview with awkward constants (the view leaves frame-based layout).
                guard let superview = last.superview, last !== view else { break }
                last.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([last.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: value(arg)),
                                             last.topAnchor.constraint(equalTo: superview.topAnchor, constant: value(arg &+ 1)),
                                             last.widthAnchor.constraint(equalToConstant: abs(value(arg &+ 2)).isFinite ? abs(value(arg &+ 2)) : 10)])
            case 11: if last !== view { last.addSubview(parent) } // an ancestor under its descendant: UIKit raises
            case 12: last.isHidden = arg % 2 == 0; last.alpha = value(arg)
            case 13: last.layer.cornerRadius = value(arg); last.layer.borderWidth = value(arg &+ 1); last.clipsToBounds = arg % 2 == 1
            case 14:
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: value(arg &+ 13)))
                table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
                rows = counts[Int(arg) % counts.count]
                table.rowHeight = value(arg &+ 1)
                table.dataSource = self
                added = table
            default:
                var v = parent
                for _ in 0..<depths[Int(arg) % depths.count] { let child = UIView(); v.addSubview(child); v = child }
                last = v
            }
            if let added {
                parent.addSubview(added)
                last = added
            }
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

private let storyboard = """
{ "name": "fuzz-views", "device": "iPhone SE (1st generation)", "system": "ios17", "fps": 10, "duration": 0.4,
  "events": [ { "at": 0.1, "do": "show" } ] }
"""

@_cdecl("LLVMFuzzerTestOneInput")
public func viewTreeFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    filmScript(data, size, maxBytes: 128, storyboard: storyboard, file: "fuzz-views.json", as: TreeController.self)
}

import Foundation
import GoldenFilm
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// A bar pinned by a bottom constraint that a WillShow observer moves, and one misdeed the
/// observer commits besides: what users' keyboard code does wrong, and what the film must then
/// say instead of crashing, hanging, or calling the bar attached.
@MainActor
class MisbehavingController: UIViewController {
    let bar = UIView()
    let textField = UITextField()
    var barBottom: NSLayoutConstraint!
    /// Runs inside the keyboard's WillShow handler, after the bar's constraint is set.
    var misdeed: (MisbehavingController) -> Void = { _ in }
    /// Data sources a misdeed made (views hold theirs weakly, as UIKit's do).
    var kept: [AnyObject] = []
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        textField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.addSubview(textField)
        barBottom = bar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor), bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44), barBottom,
            textField.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8), textField.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
            textField.topAnchor.constraint(equalTo: bar.topAnchor), textField.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
        ])
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            MainActor.assumeIsolated {
                guard let self else { return }
                self.barBottom.constant = -end.height
                UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
                self.misdeed(self)
            }
        }
    }
}

/// A view whose `layoutSubviews` asks for another pass and runs it at once.
final class RelayoutView: UIView {
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        setNeedsLayout()
        layoutIfNeeded()
    }
}

/// A table's data source with a row count and a cell identifier of the test's choosing.
@MainActor
final class CountingDataSource: NSObject, UITableViewDataSource {
    let rows: Int, identifier: String
    init(rows: Int, identifier: String) { self.rows = rows; self.identifier = identifier }

    /// A 320 × 300 table behind `c`'s bar with this data source, laid out now.
    @discardableResult
    static func table(in c: MisbehavingController, rows: Int, identifier: String, register: Bool = true, rowHeight: CGFloat = 44) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        if register { table.register(UITableViewCell.self, forCellReuseIdentifier: identifier) }
        table.rowHeight = rowHeight
        let source = CountingDataSource(rows: rows, identifier: identifier)
        c.kept.append(source)
        table.dataSource = source
        c.view.insertSubview(table, at: 0)
        table.reloadData()
        table.layoutIfNeeded()
        return table
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
}

@MainActor
struct MisbehavingCodeTests {
    // iPhone SE (1st generation), 10 fps, the keyboard shown at 0.1 s: frame 1 (t = 0.1 s) is the
    // first drawn after the WillShow handler ran.
    static func storyboard() throws -> Storyboard {
        try StoryboardLoader.parse(Array("""
        { "name": "misdeed", "device": "iPhone SE (1st generation)", "system": "ios17", "fps": 10, "duration": 0.5,
          "events": [ { "at": 0.1, "do": "show" } ] }
        """.utf8), file: "misdeed.json")
    }

    func film(_ misdeed: @escaping (MisbehavingController) -> Void) throws -> Trace {
        let vc = MisbehavingController()
        vc.misdeed = misdeed
        return try TestSupport.film(vc, Self.storyboard()) { FilmSubject(bar: $0.bar, textField: $0.textField) }
    }

    /// The message of the StoryboardError filming `misdeed` throws.
    func failure(_ misdeed: @escaping (MisbehavingController) -> Void) throws -> String {
        do {
            let trace = try film(misdeed)
            Issue.record("filmed without complaint: \(trace.verdict)")
            return ""
        } catch let e as StoryboardError {
            #expect(e.file == "misdeed.json")
            return e.message
        }
    }

    @Test("a frame set to NaN or infinity stops the film naming the view, the property and the first frame — never \"attached\"")
    func nonFiniteFrame() throws {
        let nan = try failure { c in
            c.bar.translatesAutoresizingMaskIntoConstraints = true
            c.bar.frame = CGRect(x: 0, y: CGFloat.nan, width: 320, height: 44)
        }
        #expect(nan.contains("bar.frame.origin.y is NaN from frame 1"), "\(nan)")
        let infinite = try failure { c in c.view.frame.size.height = CGFloat.infinity }
        // The view whose height went infinite is named (its origin is what first turned NaN), not the bar it carries.
        #expect(infinite.hasPrefix("UIView (a superview of the bar).frame.") && infinite.contains("from frame 1"), "\(infinite)")
    }

    @Test("a bar placed beyond ±1 000 000 pt stops the film: a trace holds no more, so no golden is recorded that the next run would call corrupt")
    func farAwayBar() throws {
        let message = try failure { c in
            c.bar.translatesAutoresizingMaskIntoConstraints = true
            UIView.performWithoutAnimation { c.bar.frame = CGRect(x: 0, y: 1e9, width: 320, height: 44) }
        }
        #expect(message.contains("bar.frame.origin.y is 1000000000.0 pt, beyond -1000000 … 1000000 pt from frame 1"), "\(message)")
    }

    @Test("UIView.animate with a NaN or infinite duration stops the film naming the call; a negative one runs as a zero one, as in UIKit")
    func nonFiniteDuration() throws {
        let message = try failure { c in UIView.animate(withDuration: TimeInterval.nan) { c.view.alpha = 0.5 } }
        #expect(message.contains("UIView.animate with a duration of nan"), "\(message)")
        func move(_ duration: TimeInterval) throws -> [CGRect] {
            try film { c in
                UIView.animate(withDuration: duration, delay: 0, options: [.overrideInheritedDuration]) { c.barBottom.constant = -100; c.view.layoutIfNeeded() }
            }.frames.map(\.bar)
        }
        let negative = try move(-1), zero = try move(0), animated = try move(0.3)
        #expect(negative == zero && zero != animated)
    }

    @Test("a constraint constant set to NaN stops the film as UIKit raises, naming the constraint")
    func nonFiniteConstant() throws {
        let message = try failure { c in c.barBottom.constant = CGFloat.nan }
        #expect(message.contains("Constant is not finite") && message.contains("bottom"), "\(message)")
    }

    @Test("a golden is never recorded from a film with NaN geometry")
    func noGoldenFromNaN() throws {
        try inTemporaryDirectory { dir in
            let outcome: FilmAssertion.Outcome
            do {
                let vc = MisbehavingController()
                vc.misdeed = { $0.barBottom.constant = CGFloat.nan }
                let film = try Film(storyboard: Self.storyboard()) { window in
                    window.rootViewController = vc
                    return FilmSubject(bar: vc.bar, textField: vc.textField)
                }
                outcome = FilmAssertion(goldens: dir, record: .all).check(film)
                Issue.record("a film was made: \(String(describing: outcome.failure))")
            } catch let e as StoryboardError {
                #expect(e.message.contains("not finite"))
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        }
    }

    @Test("a bar removed, hidden or moved to another window mid-film is reported off screen from that frame, not filmed riding the keyboard")
    func barLeavesTheWindow() throws {
        let cases: [(String, (MisbehavingController) -> Void)] = [
            ("removed from the window", { $0.bar.removeFromSuperview() }),
            ("hidden", { $0.bar.isHidden = true }),
            ("moved to another window", { c in UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).addSubview(c.bar) }),
        ]
        for (words, misdeed) in cases {
            let trace = try film(misdeed)
            #expect(trace.firstAbsentFrame == 1 && trace.absentFrames == trace.frames.count - 1, "\(words): \(trace.verdict)")
            #expect(trace.verdict.hasPrefix("the bar is off screen in \(trace.frames.count - 1) frames from frame 1 (\(words))"), "\(trace.verdict)")
            #expect(!trace.isClean)
            #expect(trace.frames[0].barAbsence == nil && trace.frames[1].drift == 0)
            // The trace file says so, and reads back.
            let json = TraceWriter.json(trace, canvas: Canvas(scale: 1, width: 320, height: 568, originX: 0, originY: 0))
            #expect(try TraceReader.parse(Array(json.utf8), file: "t.json").trace.frames[2].barAbsence == trace.frames[2].barAbsence)
        }
    }

    @Test("commitAnimations without beginAnimations inside the keyboard's handler is ignored, as UIKit ignores it: the bar still rides the keyboard")
    func unbalancedCommit() throws {
        let trace = try film { _ in UIView.commitAnimations(); UIView.commitAnimations() }
        let plain = try film { _ in }
        #expect(trace.frames.map(\.bar) == plain.frames.map(\.bar))
        // A beginAnimations left open closes with the block around it.
        let open = try film { c in UIView.beginAnimations(nil, context: nil); c.view.alpha = 0.5 }
        #expect(open.frames.map(\.bar) == plain.frames.map(\.bar))
    }

    @Test("layoutIfNeeded inside layoutSubviews of the same pass does nothing (UIKit does not re-enter a pass): the film completes")
    func layoutNotReentered() throws {
        let spinning = RelayoutView()
        let trace = try film { c in c.bar.addSubview(spinning) }
        #expect(trace.frames.count == 6)
        // One call per pass: the pass that adds it and the ones after, never thousands.
        #expect(spinning.passes >= 1 && spinning.passes <= 50, "\(spinning.passes) passes")
    }

    @Test("a zero-duration animation whose completion starts the next stops the film with a message, where UIKit's run loop would spin forever")
    func zeroDurationChain() throws {
        func chain() { UIView.animate(withDuration: 0, animations: {}, completion: { _ in chain() }) }
        let message = try failure { _ in chain() }
        #expect(message.contains("run-loop turns at one instant"), "\(message)")
    }

    @Test("a DispatchQueue.main.async that enqueues itself again stops the film with a message (it never lets a device draw a frame), and nothing of it runs after the film")
    func mainQueueSpin() throws {
        final class Counter: @unchecked Sendable { var count = 0 }
        let counter = Counter()
        @Sendable func spin() { DispatchQueue.main.async { counter.count += 1; spin() } }
        let message = try failure { _ in spin() }
        #expect(message.contains("main-queue blocks or main-actor jobs in one run-loop turn"), "\(message)")
        let after = counter.count
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        #expect(counter.count == after, "the chain went on after the film")
    }

    @Test("4000 nested UIView.animate blocks stop the film with a message instead of overflowing the stack")
    func deepNesting() throws {
        func nest(_ depth: Int) { if depth > 0 { UIView.animate(withDuration: 0.1) { nest(depth - 1) } } }
        let message = try failure { _ in nest(4000) }
        #expect(message.contains("nested more than 1000 animation blocks"), "\(message)")
    }

    @Test("an unsatisfiable set of constraints logs UIKit's message: the conflicting constraints, then the one broken")
    func unsatisfiableConstraints() throws {
        var log: [String] = []
        _ = try film { c in
            c.bar.heightAnchor.constraint(equalToConstant: 60).isActive = true
            log = FilmWorld.current.log
        }
        let messages = FilmWorld.current.log + log
        let message = try #require(messages.first { $0.contains("Unable to simultaneously satisfy constraints") })
        #expect(message.contains("UIView.height == 44"), "\(message)")
        let broken = try #require(message.components(separatedBy: "Will attempt to recover by breaking constraint").last)
        #expect(broken.contains("UIView.height == 60"), "\(message)")
    }

    @Test("pixelStride outside 1 … 1000 is refused by the library as by the command line, and nothing is recorded")
    func pixelStrideBounds() throws {
        try inTemporaryDirectory { dir in
            let vc = MisbehavingController()
            let film = try Film(storyboard: Self.storyboard()) { window in
                window.rootViewController = vc
                return FilmSubject(bar: vc.bar, textField: vc.textField)
            }
            for stride in [0, 1001, 70_000, -3] {
                let outcome = FilmAssertion(goldens: dir, record: .all, pixelStride: stride).check(film)
                #expect(outcome.failure?.contains("pixelStride must lie in 1 … 1000, got \(stride)") == true, "\(String(describing: outcome.failure))")
                #expect(throws: PixelStrideError.self) { try GoldenRecorder.record(film, in: GoldenStore(directory: dir), pixelStride: stride) }
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        }
    }

    @Test("a WillShow handler that resigns the field while a WillHide handler makes it first again stops the film with a message, not a stack overflow")
    func responderPingPong() throws {
        let vc = MisbehavingController()
        vc.misdeed = { c in _ = c.textField.resignFirstResponder() }
        let hides = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { _ = vc.textField.becomeFirstResponder() }
        }
        defer { NotificationCenter.default.removeObserver(hides) }
        do {
            let trace = try TestSupport.film(vc, Self.storyboard()) { FilmSubject(bar: $0.bar, textField: $0.textField) }
            Issue.record("filmed without complaint: \(trace.verdict)")
        } catch let e as StoryboardError {
            #expect(e.message.contains("changed the first responder 32 times"), "\(e.message)")
        }
    }

    @Test("a label, a button title and a text field with a font of size 0, −0, NaN or 1e-300 film instead of crashing (the model measures them at a size it can use) and the bar stays attached; UIColor(hue: NaN) is a colour",
          arguments: [0.0, -0.0, .nan, 1e-300])
    func unmeasurableFontSizes(size: Double) throws {
        let trace = try film { c in
            let label = UILabel()
            label.text = "Hello there, a label"
            label.font = .systemFont(ofSize: size)
            label.frame = CGRect(x: 8, y: 40, width: 200, height: 30)
            let button = UIButton(type: .system)
            button.setTitle("Send", for: .normal)
            button.titleLabel?.font = UIFont(name: "Menlo", size: size)
            button.frame = CGRect(x: 8, y: 80, width: 100, height: 30)
            c.textField.font = .systemFont(ofSize: size)
            c.textField.text = "typed"
            label.textColor = UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1)
            c.view.addSubview(label)
            c.view.addSubview(button)
        }
        #expect(trace.frames.count == 6)
        let up = try #require(trace.frames.last)
        #expect(abs(up.bar.maxY - up.keyboard.minY) < 0.5, "size \(size): bar \(up.bar.maxY), keys \(up.keyboard.minY)")
        let font = UIFont.systemFont(ofSize: size)
        #expect(font.pointSize.isFinite && font.pointSize > 0 && font.lineHeight > 0)
        let red = UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1)
        var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        #expect(red.getRed(&r, green: &g, blue: &b, alpha: &a) && r == 1 && g == 0 && b == 0 && a == 1, "hue 0 is red")
    }

    @Test("a view added to itself, or under its own subview, stops the film with a sentence (UIKit raises) instead of hanging in an endless walk up the hierarchy")
    func viewCycles() throws {
        let itself = try failure { c in c.bar.addSubview(c.bar) }
        #expect(itself.contains("added a UIView to itself") && itself.contains("UIKit raises"), "\(itself)")
        let ancestor = try failure { c in c.textField.addSubview(c.view) }
        #expect(ancestor.contains("under its own subview UITextField"), "\(ancestor)")
    }

    @Test("a data source returning a negative row count, or dequeuing a cell whose identifier was never registered, stops the film with a sentence (UIKit raises; on a device the app dies) — never a film that passes")
    func dataSourceMisdeeds() throws {
        let negative = try failure { CountingDataSource.table(in: $0, rows: -1, identifier: "Cell") }
        #expect(negative.contains("numberOfRowsInSection: 0) returned -1"), "\(negative)")
        let unregistered = try failure { CountingDataSource.table(in: $0, rows: 3, identifier: "Message", register: false) }
        #expect(unregistered.contains(#"dequeueReusableCell(withIdentifier: "Message", for:) with no class registered"#), "\(unregistered)")
        // Registered, the same table films.
        var rows = 0
        let trace = try film { rows = CountingDataSource.table(in: $0, rows: 3, identifier: "Message").visibleCells.count }
        #expect(trace.frames.count == 6 && rows == 3)
    }

    @Test("a table whose frame height is NaN films instead of trapping inside CGRect.intersection while it chose the rows to load (found by the view-tree fuzzer)")
    func tableWithNaNFrame() throws {
        let table = Box<UITableView?>(nil)
        let trace = try film { c in
            table.value = CountingDataSource.table(in: c, rows: 3, identifier: "Cell")
            table.value?.frame = CGRect(x: 0, y: 0, width: 320, height: CGFloat.nan)
            table.value?.layoutIfNeeded()
        }
        #expect(trace.frames.count == 6 && table.value?.frame.height.isNaN == true)
    }

    @Test("a row height or item size of NaN, infinity or beyond a million points stops the film naming the row or item (was a trap inside the layout)",
          arguments: [CGFloat.nan, .infinity, -5, 2e6])
    func unusableRowAndItemSizes(length: CGFloat) throws {
        let row = try failure { CountingDataSource.table(in: $0, rows: 3, identifier: "Cell", rowHeight: length) }
        #expect(row.contains("the height of row 0 in section 0 is \(length) pt"), "\(row)")
        let item = try failure { c in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 40, height: length)
            let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            let source = GridSource()
            c.kept.append(source)
            grid.dataSource = source
            c.view.insertSubview(grid, at: 0)
            grid.reloadData()
            grid.layoutIfNeeded()
        }
        #expect(item.contains("the height of item 0 in section 0 is \(length) pt"), "\(item)")
    }
}

/// A plain scroll view behind the misbehaving controller's bar, with a content height of the test's choosing.
@MainActor
final class ScrollingMisbehaver: MisbehavingController {
    let scroll = UIScrollView()
    var contentHeight: CGFloat = 0
    override func viewDidLoad() {
        scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        scroll.contentSize = CGSize(width: 320, height: contentHeight)
        view.addSubview(scroll)
        super.viewDidLoad()
    }
}

extension MisbehavingCodeTests {
    @Test("a plain scroll view whose content height is NaN, infinite or 1e300 stops the film with a sentence naming contentSize (was a trap in the chat the film fills it with)",
          arguments: [CGFloat.nan, .infinity, 1e300])
    func unusableContentSize(height: CGFloat) throws {
        let vc = ScrollingMisbehaver()
        vc.contentHeight = height
        do {
            let trace = try TestSupport.film(vc, Self.storyboard()) { FilmSubject(bar: $0.bar, scrollView: $0.scroll, textField: $0.textField) }
            Issue.record("filmed without complaint: \(trace.verdict)")
        } catch let e as StoryboardError {
            #expect(e.message.contains("contentSize"), "\(e.message)")
        }
    }
}

extension MisbehavingCodeTests {
    @Test("views nested 4000 deep stop the film with a sentence naming the depth and the limit (drawing them recursively overflowed the stack); 900 deep film")
    func deeplyNestedViews() throws {
        func nest(_ depth: Int) -> (MisbehavingController) -> Void {
            { c in
                var parent: UIView = c.view
                for _ in 0..<depth { let v = UIView(); parent.addSubview(v); parent = v }
            }
        }
        let deep = try failure(nest(4_000))
        #expect(deep.contains("nests views 1001 deep or more") && deep.contains("up to 1000 deep"), "\(deep)")
        let trace = try film(nest(900))
        #expect(trace.frames.count == 6)
    }

    @Test("a 10,000-character single-line label is truncated to its width with an ellipsis (the truncation halves the text's length instead of removing a character at a time, whose cost grew with the square of the length)")
    func longLabel() throws {
        let trace = try film { c in
            let label = UILabel(frame: CGRect(x: 0, y: 20, width: 200, height: 20))
            label.text = String(repeating: "word ", count: 2_000)
            c.view.addSubview(label)
        }
        #expect(trace.frames.count == 6)
        let label = try #require(trace.frames.last?.views.flatMap { Self.lines($0).first { $0.hasSuffix("…") } })
        #expect(label.hasPrefix("word word") && label.count < 60, "\(label)")
    }

    @Test("a 100,000-character text field and a 100,000-character byClipping label film, each keeping only the start its box could show (the renderer's cut of a long line re-measured the rest for each character removed: the film did not finish)")
    func longSingleLines() throws {
        let text = String(repeating: "words ", count: 16_667)
        let trace = try film { c in
            c.textField.text = text
            let label = UILabel(frame: CGRect(x: 0, y: 20, width: 200, height: 20))
            label.lineBreakMode = .byClipping
            label.text = text
            c.view.addSubview(label)
        }
        #expect(trace.frames.count == 6)
        let drawn = try #require(trace.frames.last?.views.flatMap { Self.lines($0).filter { $0.hasPrefix("words words") } })
        #expect(drawn.count == 2 && drawn.allSatisfy { $0.count > 100 && $0.count < 2_000 }, "\(drawn.map(\.count))")
    }

    @Test("a 1,000,000-character text view draws the lines of its viewport only — at the top, and scrolled 50,000 pt down — never fewer than cover it (it kept 20,000 lines per frame in the trace)")
    func longTextView() throws {
        for offset in [0.0, 50_000.0] {
            let trace = try film { c in
                let textView = UITextView(frame: CGRect(x: 0, y: 20, width: 300, height: 400))
                textView.text = String(repeating: "words ", count: 166_667)
                c.view.addSubview(textView)
                // Outside the keyboard's animation (this runs in its WillShow handler), so the offset is there at once.
                UIView.performWithoutAnimation { textView.contentOffset = CGPoint(x: 0, y: offset) }
            }
            let text = try #require(((trace.frames.last?.views).map(Self.texts) ?? []).first { $0.lines.first?.hasPrefix("words") == true })
            #expect(text.lines.count > 20 && text.lines.count < 40, "\(offset): \(text.lines.count) lines")
            #expect(Double(text.box.minY) <= max(offset, 8) && offset < Double(text.box.minY) + text.lineHeight, "\(offset): lines from \(text.box.minY)")
            #expect(Double(text.box.minY) + Double(text.lines.count) * text.lineHeight >= offset + 400, "\(offset): the viewport's bottom is covered")
        }
    }

    @Test("a stack view's arrangement is made once per layout pass, not once per arranged subview: 100 labels film 4 pt apart; with the film's Auto Layout allowance lowered to 2 million solver steps, 300 labels (about 4 million) stop the film with a sentence naming the allowance, instead of running on")
    func layoutWorkBudget() throws {
        func stack(_ n: Int, budget: Int?, into labels: Box<[UILabel]>) -> (MisbehavingController) -> Void {
            { c in
                if let budget { FilmWorld.current.layoutWorkBudget = budget }
                labels.value = (0..<n).map { i in let l = UILabel(); l.text = "Row \(i)"; return l }
                let stack = UIStackView(arrangedSubviews: labels.value)
                stack.axis = .vertical
                stack.spacing = 4
                stack.translatesAutoresizingMaskIntoConstraints = false
                c.view.insertSubview(stack, at: 0)
                NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: c.view.topAnchor, constant: 20),
                                             stack.leadingAnchor.constraint(equalTo: c.view.leadingAnchor, constant: 16)])
            }
        }
        let hundred = Box<[UILabel]>([])
        let trace = try film(stack(100, budget: nil, into: hundred))
        #expect(trace.frames.count == 6 && hundred.value.count == 100)
        let gaps = zip(hundred.value, hundred.value.dropFirst()).map { $1.frame.minY - $0.frame.maxY }
        #expect(gaps.allSatisfy { $0 == 4 } && hundred.value[0].frame.minY == 0 && hundred.value[0].superview?.frame.minY == 20,
                "\(Set(gaps)) from \(hundred.value.first?.frame.minY ?? -1)")
        let message = try failure(stack(300, budget: 2_000_000, into: Box([])))
        #expect(message.contains("2000000 solver steps") && message.contains("stack view"), "\(message)")
    }

    static func texts(_ v: DrawnView) -> [DrawnText] {
        v.content.compactMap { c -> DrawnText? in if case .text(let t) = c { return t } else { return nil } } + v.subviews.flatMap(texts)
    }

    static func lines(_ v: DrawnView) -> [String] {
        v.content.flatMap { c -> [String] in if case .text(let t) = c { return t.lines } else { return [] } } + v.subviews.flatMap(lines)
    }
}

/// A value a film's set-up fills in for the test to read after it.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Three plain cells.
@MainActor
final class GridSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

}

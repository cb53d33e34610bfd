import Foundation
import FrameRendering
import GoldenFilm
import KeyboardFilm
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// `App/StackComposerViewController.swift` filmed as its own screen: the film draws the
/// controller's views — its table's rows from its data source, its stack-view bar with its
/// colour, rounded corners, text view, label and button title — not the stock chat. Expected
/// values are what the file sets (its colours, strings and radii) and UIKit's documented layout.
@MainActor
struct OwnViewsFilmTests {
    static let moccasin = (r: 255, g: 228, b: 181)

    func film(_ configure: (StackComposerViewController) -> Void = { _ in }, events: String = #"{ "at": 0.1, "do": "show" }"#) throws -> Film {
        let vc = StackComposerViewController()
        configure(vc)
        let sb = try storyboard(name: "stack-composer", strategy: nil, fps: 30, duration: 0.8, scale: 1, events: events)
        let trace = try TestSupport.film(vc, sb) { FilmSubject(bar: $0.bar, scrollView: $0.tableView, textField: $0.textView) }
        return Film(storyboard: sb, trace: trace)
    }

    /// Every text line and every view of a drawn tree, depth first.
    func lines(_ v: DrawnView) -> [String] {
        v.content.flatMap { c -> [String] in if case .text(let t) = c { return t.lines } else { return [] } } + v.subviews.flatMap(lines)
    }
    func views(_ v: DrawnView) -> [DrawnView] { [v] + v.subviews.flatMap(views) }

    func pixel(_ film: Film, frame: Int, x: Double, y: Double) -> (r: Int, g: Int, b: Int) {
        let scene = FrameScene(film: film)
        var r = Rasterizer()
        let image = r.render(scene.displayList(frame: frame))
        let p = scene.canvasTransform(frame: frame).apply(Point2(x, y))
        let px = image[Int(p.x), Int(p.y)]
        return (Int(px.r), Int(px.g), Int(px.b))
    }

    @Test("the film holds the controller's own views: its rows from the data source, the text view's text, the label, the button's title")
    func holdsTheViews() throws {
        let f = try film().trace.frames[0]
        let root = try #require(f.views, "a user's controller is filmed with its views")
        let text = Set(lines(root))
        for expected in ["Lunch at noon?", "Sure, where?", "Alex", "You", "Be there in 10", "14/500", "Send"] {
            #expect(text.contains(expected), "frame 0 draws \(expected)")
        }
        // None of the stock chat's words.
        for stock in ["Chats", "Message", "Are you coming tonight?"] { #expect(!text.contains(stock)) }
    }

    @Test("the bar is drawn with its own colour (moccasin) and its 16 pt top corners only, the text view with its 18 pt radius and border")
    func barAppearance() throws {
        let root = try #require(try film().trace.frames[0].views)
        let bar = try #require(views(root).first { $0.background.map { abs($0.red - 1) < 1e-6 && abs($0.green - 0.894) < 1e-6 } ?? false })
        #expect(bar.cornerRadius == 16)
        #expect(bar.roundedCorners == [true, true, false, false])
        let field = try #require(views(root).first { $0.cornerRadius == 18 })
        #expect(field.borderWidth == 1)
        #expect(field.background == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test("in every frame the pixels just inside the bar's top edge are the bar's moccasin, wherever the keyboard has moved it")
    func barColourRidesTheKeyboard() throws {
        let film = try film()
        for i in stride(from: 0, to: film.trace.frames.count, by: 4) {
            let b = film.trace.frames[i].bar
            let c = pixel(film, frame: i, x: b.minX + 40, y: b.minY + 3)
            #expect(abs(c.r - Self.moccasin.r) <= 2 && abs(c.g - Self.moccasin.g) <= 2 && abs(c.b - Self.moccasin.b) <= 2,
                    "frame \(i): pixel at the bar's top edge is \(c)")
        }
    }

    @Test("the table's rows are drawn where rowHeight puts them, with the table's separator one pixel above each row's bottom")
    func rowsAndSeparators() throws {
        let film = try film()
        let f = film.trace.frames[0]
        let scroll = try #require(f.scrollView)
        // Row k spans [56k, 56k + 56) in content coordinates; on screen it is moved by the offset.
        let rowBottom = scroll.frame.minY + 56 * 2 - scroll.contentOffsetY
        let separator = pixel(film, frame: 0, x: 200, y: rowBottom - 0.5)
        let between = pixel(film, frame: 0, x: 200, y: rowBottom - 28)
        #expect(separator.r < 250, "the separator darkens the line at the row's bottom (\(separator))")
        #expect(between == (255, 255, 255), "a cell's white background between separators (\(between))")
    }

    @Test("a golden of the screen fails at frame 0 when the bar's colour or the button's title changes, and passes unchanged")
    func goldenCatchesAppearance() throws {
        try inTemporaryDirectory("own-views") { dir in
            let store = GoldenStore(directory: dir)
            #expect(FilmAssertion.check(try film(), golden: dir, mode: .all) != nil) // recording fails once, by design
            let verifier = GoldenVerifier(store: store)
            #expect(try verifier.verify(try film()).passed)
            let recoloured = try verifier.verify(try film { $0.barColor = UIColor(red: 0.8, green: 0.9, blue: 1, alpha: 1) })
            #expect(!recoloured.passed)
            #expect(recoloured.firstDifferingFrame == 0)
            let retitled = try verifier.verify(try film { $0.sendTitle = "Post" })
            #expect(!retitled.passed)
            #expect(retitled.firstDifferingFrame == 0)
        }
    }

    /// A controller made in the test: its view and a bar with a text field, set up by `build`.
    final class Screen: UIViewController {
        let bar = UIView()
        let field = UITextField()
        var build: (Screen) -> Void = { _ in }
        override func viewDidLoad() {
            super.viewDidLoad()
            bar.frame = CGRect(x: 0, y: 700, width: 390, height: 52)
            field.frame = CGRect(x: 12, y: 8, width: 300, height: 36)
            bar.addSubview(field)
            view.addSubview(bar)
            build(self)
        }
    }

    func frame0(_ screen: UIViewController, bar: UIView, field: UITextField, appearance: String = "light") throws -> DrawnView {
        let json = #"{ "name": "screen", "device": "iPhone 13", "fps": 30, "duration": 0.2, "scale": 1, "appearance": "\#(appearance)", "events": [{ "at": 0.1, "do": "show" }] }"#
        let sb = try StoryboardLoader.parse(Array(json.utf8), file: "screen.json")
        let trace = try Simulator.run(sb) { window in
            window.rootViewController = screen
            return FilmSubject(bar: bar, textField: field)
        }
        return try #require(trace.frames[0].views)
    }

    @Test("colours resolve for the film's appearance: systemBackground is white in light and black in dark, label black and white")
    func appearanceResolvesColours() throws {
        for (appearance, background, text) in [("light", 1.0, 0.0), ("dark", 0.0, 1.0)] {
            let screen = Screen()
            screen.build = { s in
                s.view.backgroundColor = .systemBackground
                let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
                label.text = "Hello"
                s.view.addSubview(label)
            }
            let root = try frame0(screen, bar: screen.bar, field: screen.field, appearance: appearance)
            #expect(root.background == RGBA(red: background, green: background, blue: background, alpha: 1), "\(appearance)")
            let label = try #require(views(root).first { lines($0).contains("Hello") && $0.subviews.isEmpty })
            guard case .text(let t)? = label.content.first else { Issue.record("no text"); continue }
            #expect(t.color == RGBA(red: text, green: text, blue: text, alpha: 1), "\(appearance)")
        }
    }

    @Test("a navigation bar is drawn only when the code made a navigation controller: its title and its bar button item's title")
    func navigationBarOnlyWhenMade() throws {
        let plain = Screen()
        let alone = try frame0(plain, bar: plain.bar, field: plain.field)
        #expect(!views(alone).contains { $0.content.contains { if case .material = $0 { return true } else { return false } } })

        let inbox = Screen()
        inbox.title = "Inbox"
        inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: inbox)
        let root = try frame0(nav, bar: inbox.bar, field: inbox.field)
        let text = lines(root)
        #expect(text.contains("Inbox") && text.contains("Edit"), "\(text)")
    }

    @Test("a right bar button item wider than the navigation bar never overlaps the title or the left item: the title is left out, the right item truncated with an ellipsis before the left one")
    func wideBarButtonItem() throws {
        let inbox = Screen()
        inbox.title = "Inbox"
        inbox.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
        inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(title: String(repeating: "Send to everyone ", count: 6), style: .done, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: inbox)
        let root = try frame0(nav, bar: inbox.bar, field: inbox.field)
        func texts(_ v: DrawnView) -> [DrawnText] {
            v.content.compactMap { if case .text(let t) = $0 { return t } else { return nil } } + v.subviews.flatMap(texts)
        }
        let drawn = texts(root)
        let cancel = try #require(drawn.first { $0.lines == ["Cancel"] })
        let send = try #require(drawn.first { $0.lines.first?.hasPrefix("Send to") == true })
        #expect(send.lines[0].hasSuffix("…"), "\(send.lines)")
        #expect(send.box.minX >= cancel.box.maxX, "the right item \(send.box) reaches over the left one \(cancel.box)")
        #expect(!drawn.contains { $0.lines == ["Inbox"] }, "no room for the title: it is left out")
    }

    @Test("a flow layout's cells sit in rows of itemSize: 100 × 50 items 10 pt apart fill three to a 390 pt row, the fourth starts the next row at y = 60")
    func collectionCells() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
                cell.backgroundColor = .systemTeal
                return cell
            }
        }
        let source = Source()
        let screen = Screen()
        screen.build = { s in
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 50)
            let grid = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 400), collectionViewLayout: flow)
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
            grid.dataSource = source
            s.view.addSubview(grid)
        }
        let root = try frame0(screen, bar: screen.bar, field: screen.field)
        let tiles = views(root).filter { $0.bounds.size == CGSize(width: 100, height: 50) && $0.background != nil }
        let origins = Set(tiles.map { "\($0.transform.tx),\($0.transform.ty)" })
        #expect(tiles.count == 5)
        #expect(origins == ["0.0,0.0", "110.0,0.0", "220.0,0.0", "0.0,60.0", "110.0,60.0"], "\(origins)")
    }

    @Test("a cell's list content configuration shows its text and secondary text")
    func listConfiguration() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Configured"
                content.secondaryText = "Second line"
                cell.contentConfiguration = content
                return cell
            }
        }
        let source = Source()
        let screen = Screen()
        screen.build = { s in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = source
            s.view.addSubview(table)
        }
        let text = lines(try frame0(screen, bar: screen.bar, field: screen.field))
        #expect(text.contains("Configured") && text.contains("Second line"), "\(text)")
    }

    @Test("the views' pixels are byte-identical rendered with one worker or two")
    func deterministicAcrossJobs() throws {
        let film = try film()
        func pngs(_ jobs: Int) throws -> [Int: [UInt8]] {
            var out: [Int: [UInt8]] = [:]
            _ = try FilmRenderer(scene: FrameScene(film: film)).render(jobs: jobs, encodePNG: true) { out[$0.index] = $0.png }
            return out
        }
        let one = try pngs(1), two = try pngs(2)
        #expect(one.count == film.trace.frames.count)
        #expect(one == two)
    }
}

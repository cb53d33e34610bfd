import Foundation
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// Collection views laid out by a compositional layout, as Apple's "Implementing modern collection
/// views" writes them. Expected frames are arithmetic on the screen's metrics (iPhone 13: 390 pt
/// wide, status bar 47, home indicator 34) and the sizes the screens' code gives.
@MainActor
struct CollectionLayoutFilmTests {
    @Test("a compositional chat: self-sizing cells take their Auto Layout height (10 + 60 + 10 = 80) in place of the 44 pt estimate, 8 pt apart under a 30 pt header, 16 pt in from each side; the composer rides the spring")
    func compositionalChat() throws {
        let vc = CompositionalChatViewController()
        let trace = try film(vc, storyboard(name: "compositional", strategy: nil, duration: 2.8, events: ScreensFilmTests.showThenHide)) {
            FilmSubject(bar: $0.composer, scrollView: $0.collectionView, textField: $0.textField)
        }
        ScreensFilmTests().expectRides(trace, rest: 810, rise: 302, "compositional")
        let cv = vc.collectionView
        for k in 0..<8 {
            let cell = try #require(cv.cellForItem(at: IndexPath(item: k, section: 0)) as? CompositionalChatViewController.BubbleCell)
            #expect(cell.frame == CGRect(x: 16, y: 30 + Double(k) * 88, width: 358, height: 80), "item \(k): \(cell.frame)")
            #expect(cell.label.text == "Message \(k)")
        }
        let header = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? CompositionalChatViewController.DayHeader)
        #expect(header.frame == CGRect(x: 16, y: 0, width: 358, height: 30) && header.label.text == "Today")
        // 30 + 12 × 80 + 11 × 8
        #expect(cv.contentSize.height == 1078)
    }

    @Test("scrolling to the last item puts its bottom at the visible bottom (offset 1078 − 760 = 318); a pinned header then sits at the visible top, under the status bar (318 + 47)")
    func scrollToItemAndPinnedHeader() throws {
        let vc = CompositionalChatViewController()
        _ = try film(vc, storyboard(name: "compositional-scroll", strategy: nil, duration: 0.5, events: #"{ "at": 0.1, "do": "show" }, { "at": 0.2, "do": "hide" }"#)) {
            FilmSubject(bar: $0.composer, scrollView: $0.collectionView, textField: $0.textField)
        }
        let cv = vc.collectionView
        #expect(cv.bounds.height == 760)
        cv.scrollToItem(at: IndexPath(item: 11, section: 0), at: .bottom, animated: false)
        cv.layoutIfNeeded()
        #expect(cv.contentOffset.y == 318)
        let header = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(abs(header.frame.minY - (318 + 47)) < 1e-9, "\(header.frame)")
    }

    @Test("a list layout: rows of list cells 44 pt high (one line of body text needs less), full width when plain; inset-grouped, 20 pt in from each side and 35 pt above each section", arguments: [false, true])
    func listLayout(insetGrouped: Bool) throws {
        let vc = ListScreenViewController()
        if insetGrouped { vc.appearance = .insetGrouped }
        _ = try film(vc, storyboard(name: "list", strategy: nil, duration: 0.5, events: #"{ "at": 0.1, "do": "show" }"#)) {
            FilmSubject(bar: $0.field)
        }
        let cv = vc.collectionView
        let x: Double = insetGrouped ? 20 : 0, gap: Double = insetGrouped ? 35 : 0
        let tops = [gap, gap + 44, gap + 88, 2 * gap + 132, 2 * gap + 176]
        let paths = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)].map { IndexPath(item: $0.1, section: $0.0) }
        for (path, top) in zip(paths, tops) {
            let cell = try #require(cv.cellForItem(at: path))
            #expect(cell.frame == CGRect(x: x, y: top, width: 390 - 2 * x, height: 44), "\(path): \(cell.frame)")
        }
        let first = try #require(cv.cellForItem(at: paths[0])?.contentConfiguration as? UIListContentConfiguration)
        #expect(first.text == "Account")
    }

    @Test("a compositional layout's groups: three items a third of the width side by side, then a row of two sharing it 20 pt apart; 10 pt between groups")
    func gridGroups() throws {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: UICollectionViewCompositionalLayout { section, _ in
            let third = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [third])
            let pair = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))), count: 2)
            pair.interItemSpacing = .fixed(20)
            let s = NSCollectionLayoutSection(group: section == 0 ? row : pair)
            s.interGroupSpacing = 10
            return s
        })
        let source = GridSource()
        cv.dataSource = source
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.layoutIfNeeded()
        // Frames to within rounding: a third of 300 is 100 give or take the last bit.
        func frame(_ item: Int, _ section: Int, is r: CGRect) -> Bool {
            guard let f = cv.cellForItem(at: IndexPath(item: item, section: section))?.frame else { return false }
            return [f.minX - r.minX, f.minY - r.minY, f.width - r.width, f.height - r.height].allSatisfy { abs($0) < 1e-9 }
        }
        #expect(frame(0, 0, is: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(frame(2, 0, is: CGRect(x: 200, y: 0, width: 100, height: 100)))
        #expect(frame(3, 0, is: CGRect(x: 0, y: 110, width: 100, height: 100)))
        // Section 1 starts under section 0's two rows (100 + 10 + 100); two items share 300 − 20.
        #expect(frame(0, 1, is: CGRect(x: 0, y: 210, width: 140, height: 50)))
        #expect(frame(1, 1, is: CGRect(x: 160, y: 210, width: 140, height: 50)))
        #expect(abs(cv.contentSize.height - (210 + 50)) < 1e-9)
    }

    final class GridSource: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 4 : 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test("a layout asking for a header the data source cannot make stops the film with UIKit's reason")
    func missingSupplementary() throws {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: {
            var c = UICollectionLayoutListConfiguration(appearance: .plain)
            c.headerMode = .supplementary
            return c
        }()))
        let source = GridSource()
        cv.dataSource = source
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let before = FilmWorld.current.refusals.count
        cv.layoutIfNeeded()
        #expect(FilmWorld.current.refusals.dropFirst(before).contains { $0.contains("viewForSupplementaryElementOfKind") && $0.contains("UIKit raises") })
    }
}

import Foundation
import TestSupport
import Testing
@testable import KeyboardSimulation

/// docs/keyboard-physics.md §3: the catalogue must equal the project's reference table, row by row.
struct DeviceCatalogueTests {
    struct Row: Equatable {
        var width: Double, height: Double, scale: Int
        var heights: [Double]
    }

    /// Parses `| name: W×H @Nx | a / b | c / d |` rows from the project's physics reference itself.
    static func referenceRows() throws -> [Row] {
        let doc = packageRoot.appendingPathComponent("docs/keyboard-physics.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        var rows: [Row] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| iP") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let spec = cells[0].split(separator: ":").last!.trimmingCharacters(in: .whitespaces) // "390×844 @3x"
            let parts = spec.split(separator: " ")
            let dims = parts[0].split(separator: "×").map { Double($0)! }
            let scale = Int(parts[1].dropFirst().dropLast())!
            let heights = (cells[1] + " / " + cells[2]).split(separator: "/").map { Double($0.trimmingCharacters(in: .whitespaces))! }
            rows.append(Row(width: dims[0], height: dims[1], scale: scale, heights: heights))
        }
        return rows
    }

    @Test("every row of the reference height table is in the catalogue, in order, with equal figures")
    func catalogueEqualsTable() throws {
        let reference = try Self.referenceRows()
        #expect(reference.count == 17)
        var seen = Set<[String]>()
        var catalogue: [Row] = []
        for d in DeviceCatalogue.all where seen.insert(d.family).inserted {
            let k = d.keyboard
            catalogue.append(Row(width: d.portraitSize.width, height: d.portraitSize.height, scale: d.scale,
                                 heights: [k.portrait, k.portraitQuickType, k.landscape, k.landscapeQuickType]))
        }
        #expect(catalogue == reference)
    }

    @Test("names match case-insensitively, ignoring spaces and punctuation")
    func nameMatching() {
        #expect(DeviceCatalogue.device(named: "iPhone 13")?.portraitSize == CGSize(width: 390, height: 844))
        #expect(DeviceCatalogue.device(named: "iphone-se (2nd generation)")?.keyboard.portrait == 216)
        #expect(DeviceCatalogue.device(named: "IPAD PRO 11 INCH")?.keyboard.landscapeQuickType == 418)
        #expect(DeviceCatalogue.device(named: "iPhone 99") == nil)
    }

    @Test("safe areas and status bars from §3: notched phones 34/21 pt bottom, 47 pt sides on iPhone 13, 59 on 15 Pro")
    func safeAreas() throws {
        let p13 = try #require(DeviceCatalogue.device(named: "iPhone 13"))
        #expect(p13.portraitSafeArea.bottom == 34 && p13.landscapeSafeArea.bottom == 21)
        #expect(p13.landscapeSafeArea.left == 47 && p13.statusBarHeight == 44)
        let p15 = try #require(DeviceCatalogue.device(named: "iPhone 15 Pro"))
        #expect(p15.landscapeSafeArea.right == 59 && p15.statusBarHeight == 54)
        let se = try #require(DeviceCatalogue.device(named: "iPhone SE (2nd generation)"))
        #expect(se.portraitSafeArea.bottom == 0 && se.statusBarHeight == 20)
        let pad = try #require(DeviceCatalogue.device(named: "iPad Pro 11-inch"))
        #expect(pad.statusBarHeight == 24 && pad.hardwareKeyboardBarHeight == 55)
    }
}

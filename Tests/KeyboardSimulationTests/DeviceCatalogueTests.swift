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
        #expect(reference.count == 22)
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

    @Test("safe areas and status bars from §3: Face ID phones 34/21 pt bottom; 47 pt top and sides on iPhone 13, 59 on 15 Pro, 62 on 17 Pro, 68 on the Air")
    func safeAreas() throws {
        let p13 = try #require(DeviceCatalogue.device(named: "iPhone 13"))
        #expect(p13.portraitSafeArea.bottom == 34 && p13.landscapeSafeArea.bottom == 21)
        #expect(p13.landscapeSafeArea.left == 47 && p13.portraitSafeArea.top == 47)
        let p15 = try #require(DeviceCatalogue.device(named: "iPhone 15 Pro"))
        #expect(p15.landscapeSafeArea.right == 59 && p15.portraitSafeArea.top == 59 && p15.statusBarHeight == 54)
        let p17 = try #require(DeviceCatalogue.device(named: "iPhone 17 Pro"))
        #expect(p17.portraitSafeArea.top == 62 && p17.landscapeSafeArea.left == 62 && p17.cornerRadius == 62)
        let air = try #require(DeviceCatalogue.device(named: "iPhone Air"))
        #expect(air.portraitSafeArea.top == 68 && air.portraitSize == CGSize(width: 420, height: 912) && air.scale == 3)
        let se = try #require(DeviceCatalogue.device(named: "iPhone SE (2nd generation)"))
        #expect(se.portraitSafeArea.bottom == 0 && se.statusBarHeight == 20 && se.cornerRadius == 0)
        let pad = try #require(DeviceCatalogue.device(named: "iPad Pro 11-inch"))
        #expect(pad.statusBarHeight == 24 && pad.hardwareKeyboardBarHeight == 55)
    }

    @Test("the 2026 line-up: Apple's pixel resolutions ÷ scale give each model's points",
          arguments: [("iPhone 16", 1179.0, 2556.0, 3), ("iPhone 16 Plus", 1290, 2796, 3), ("iPhone 16e", 1170, 2532, 3),
                      ("iPhone 17", 1206, 2622, 3), ("iPhone 17 Pro", 1206, 2622, 3), ("iPhone 17 Pro Max", 1320, 2868, 3),
                      ("iPhone Air", 1260, 2736, 3), ("iPad (A16)", 1640, 2360, 2), ("iPad Air 11-inch (M3)", 1640, 2360, 2),
                      ("iPad Air 13-inch (M3)", 2048, 2732, 2), ("iPad Pro 11-inch (M4)", 1668, 2420, 2),
                      ("iPad Pro 13-inch (M4)", 2064, 2752, 2), ("iPad mini (A17 Pro)", 1488, 2266, 2)])
    func lineUp2026(name: String, pixelsWide: Double, pixelsHigh: Double, scale: Int) throws {
        let d = try #require(DeviceCatalogue.device(named: name), "\(name) is in the catalogue")
        #expect(d.scale == scale)
        #expect(d.portraitSize == CGSize(width: pixelsWide / Double(scale), height: pixelsHigh / Double(scale)))
        #expect(!d.source.isEmpty && !d.line.isEmpty)
    }

    @Test("the devices of the issue film: the keyboard rises to §3's height with QuickType and the bar rests on it",
          arguments: [("iPhone 16", 852.0, 353.0), ("iPhone 17 Pro", 874, 353), ("iPhone Air", 912, 346), ("iPad Pro 13-inch (M4)", 1376, 398)])
    @MainActor func filmsOnNewDevices(name: String, height: Double, keyboard: Double) throws {
        // ios26 built with the iOS 26 SDK: the rounded keyboard where it was measured (308 + the
        // 45 pt bar on 6.1″/6.3″ phones), the classic heights elsewhere.
        let sb = try storyboard(device: name, system: "ios26", strategy: "curveTracking", fps: 10, duration: 1,
                                events: #"{ "at": 0.1, "do": "show" }"#)
        let trace = try Simulator.run(sb)
        let last = try #require(trace.frames.last)
        #expect(abs(last.interfaceSize.height - height) < 1e-9)
        #expect(abs(height - last.keyboard.minY - keyboard) < 0.01)
        #expect(trace.maxAbsDrift <= 0.5)
    }
}

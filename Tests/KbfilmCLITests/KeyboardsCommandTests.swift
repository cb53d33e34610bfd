import Foundation
import TestSupport
import Testing

/// `kbfilm keyboards`: the sheet of every family's keyboard.
struct KeyboardsCommandTests {
    @Test("writes one PNG, decoded by Pillow, two columns wide: 24 pt margins around the widest portrait (iPad Pro 12.9″, 1024 pt) and landscape (1366 pt) screens",
          .enabled(if: Peers.pillow, "needs Pillow (pip install pillow); CI installs it"))
    func sheetSize() throws {
        try CLI.inTemporaryDirectory { dir in
            for scale in [1, 2] {
                let out = dir.appendingPathComponent("sheet-\(scale).png").path
                let r = try CLI.run(["keyboards", "--appearance", "dark", "--scale", String(scale), "--out", out])
                #expect(r.status == 0, "\(r.stderr)")
                let size = try CLI.tool("python3", ["-c", "import sys; from PIL import Image; im = Image.open(sys.argv[1]); print(im.width)", out])
                #expect(size.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == String((3 * 24 + 1024 + 1366) * scale))
            }
        }
    }

    @Test("--sheet modes: two columns (iPhone 15 Pro, 393 pt; iPad Pro 11-inch, 834 pt) and a row per mode; in the split row the iPad's middle third shows no key colour, in the floating row the keyboard is narrower than the screen (decoded by Pillow)",
          .enabled(if: Peers.pillow, "needs Pillow (pip install pillow); CI installs it"))
    func modesSheet() throws {
        try CLI.inTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("modes.png").path
            let r = try CLI.run(["keyboards", "--sheet", "modes", "--out", out])
            #expect(r.status == 0, "\(r.stderr)")
            // The light keyboard's background is #D1D4D9. For each pixel row of the iPad column (x from
            // 24 + 393 + 24), where that grey lies, and whether any lies in the screen's middle third.
            let script = """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1]).convert("RGB"); W, H = im.size
            x0 = 24 + 393 + 24; px = im.load()
            print(W)
            rows = []
            for y in range(H):
                xs = [x for x in range(x0, x0 + 834, 2) if px[x, y] == (209, 212, 217)]
                rows.append(xs)
            # Bands of consecutive rows with white key caps: one per picture that shows keys.
            bands = []; cur = None
            for y, xs in enumerate(rows):
                if xs and cur is None: cur = [y, y, min(xs), max(xs), any(x0 + 278 <= x < x0 + 556 for x in xs)]
                elif xs: cur[1] = y; cur[2] = min(cur[2], min(xs)); cur[3] = max(cur[3], max(xs)); cur[4] = cur[4] or any(x0 + 278 <= x < x0 + 556 for x in xs)
                elif cur is not None and y - cur[1] > 40: bands.append(cur); cur = None
            if cur is not None: bands.append(cur)
            for b in bands: print(b[0], b[1], b[2] - x0, b[3] - x0, b[4])
            """
            let out2 = try CLI.tool("python3", ["-c", script, out])
            let lines = out2.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == String(3 * 24 + 393 + 834), "\(out2.stdout) \(out2.stderr)")
            // Bands: docked with QuickType on, off, the hardware keyboard's shortcuts bar, split, floating.
            let bands = lines.dropFirst().map { $0.split(separator: " ").map(String.init) }
            try #require(bands.count == 5, "\(out2.stdout)")
            let heights = bands.map { Int($0[1])! - Int($0[0])! }
            #expect(bands[0][4] == "True" && bands[1][4] == "True" && bands[2][4] == "True", "docked keyboards and the bar span the middle: \(bands)")
            #expect(heights[0] > heights[1] && heights[1] > 200 && heights[2] < 80, "QuickType on is taller than off; the shortcuts bar is one strip: \(heights)")
            #expect(bands[3][4] == "False", "the split keyboard's middle third is empty: \(bands[3])")
            let floatWidth = Int(bands[4][3])! - Int(bands[4][2])!
            #expect(floatWidth < 834 / 2, "the floating keyboard is phone-sized: \(bands[4])")
        }
    }

    @Test("a bad scale, appearance, sheet or file name exits 2 and writes nothing")
    func badOptions() throws {
        try CLI.inTemporaryDirectory { dir in
            for args in [["--scale", "4"], ["--appearance", "dim"], ["--sheet", "mode"], ["--out", dir.appendingPathComponent("sheet.jpg").path]] {
                let r = try CLI.run(["keyboards"] + args + (args[0] == "--out" ? [] : ["--out", dir.appendingPathComponent("x.png").path]))
                #expect(r.status == 2, "\(args): \(r.stderr)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        }
    }
}

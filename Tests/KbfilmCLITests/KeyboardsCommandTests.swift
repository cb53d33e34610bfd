import Foundation
import TestSupport
import Testing

/// `kbfilm keyboards`: the sheet of every family's keyboard.
struct KeyboardsCommandTests {
    @Test("writes one PNG, decoded by Pillow, two columns wide: 24 pt margins around the widest portrait (iPad Pro 12.9″, 1024 pt) and landscape (1366 pt) screens",
          .enabled(if: Peers.pillow, "needs Pillow (pip install pillow); CI installs it"))
    func sheetSize() throws {
        let dir = try CommandLineTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for scale in [1, 2] {
            let out = dir.appendingPathComponent("sheet-\(scale).png").path
            let r = try CommandLineTests.run(["keyboards", "--appearance", "dark", "--scale", String(scale), "--out", out])
            #expect(r.status == 0, "\(r.stderr)")
            let size = try CommandLineTests.tool("python3", ["-c", "import sys; from PIL import Image; im = Image.open(sys.argv[1]); print(im.width)", out])
            #expect(size.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == String((3 * 24 + 1024 + 1366) * scale))
        }
    }

    @Test("a bad scale, appearance or file name exits 2 and writes nothing")
    func badOptions() throws {
        let dir = try CommandLineTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for args in [["--scale", "4"], ["--appearance", "dim"], ["--out", dir.appendingPathComponent("sheet.jpg").path]] {
            let r = try CommandLineTests.run(["keyboards"] + args + (args[0] == "--out" ? [] : ["--out", dir.appendingPathComponent("x.png").path]))
            #expect(r.status == 2, "\(args): \(r.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}

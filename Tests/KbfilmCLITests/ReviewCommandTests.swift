import Foundation
import Testing

/// `kbfilm render --review`: what to paste into a pull request, under a size cap.
@Suite(.enabled(if: Peers.pillow, "needs Pillow (pip install pillow); CI installs it"))
struct ReviewCommandTests {
    typealias CLI = CommandLineTests

    /// Frame count, frame delay (ms) and size of an APNG, read by Pillow.
    static func apng(_ url: URL) throws -> (frames: Int, delayMs: Double, width: Int, height: Int) {
        let r = try CLI.tool("python3", ["-c", "import sys; from PIL import Image; im = Image.open(sys.argv[1]); print(im.n_frames, im.info['duration'], im.size[0], im.size[1])", url.path])
        let v = r.stdout.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        try #require(v.count == 4, "\(r.stderr)")
        return (Int(v[0])!, Double(v[1])!, Int(v[2])!, Int(v[3])!)
    }

    @Test("at 3x the review of a show and hide stays under the default 9.5 MB cap, every frame kept; the snippet names both images")
    func underTheDefaultCap() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "Examples/fixed-curve-apple-music.json", "--review", "--scale", "3", "--out", dir.appendingPathComponent("r").path, "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        let png = dir.appendingPathComponent("r/review.png")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int)
        #expect(size <= 9_500_000)
        let a = try Self.apng(png)
        #expect(a.frames == 91 && abs(a.delayMs - 1000.0 / 60) < 0.5, "\(a)") // 1.5 s at 60 fps, both ends
        let md = try String(contentsOf: dir.appendingPathComponent("r/review.md"), encoding: .utf8)
        #expect(md.contains("](review.png)") && md.contains("](filmstrip.png)") && md.contains("60 fps"), "\(md)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("r/filmstrip.png").path))
    }

    @Test("a tight cap samples frames: the file fits, every step-th frame is kept, each shown step/fps seconds; an impossible cap is exit 2")
    func tightCapSamples() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", "Examples/fixed-curve-apple-music.json", "--review", "--review-cap", "0.3", "--scale", "1",
                             "--out", dir.appendingPathComponent("r").path, "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        let png = dir.appendingPathComponent("r/review.png")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int)
        #expect(size <= 300_000)
        let a = try Self.apng(png)
        let step = Int((a.delayMs * 60 / 1000).rounded())
        #expect(step > 1, "a 0.3 MB cap must force sampling: \(a)")
        #expect(a.frames == (91 + step - 1) / step, "\(a) with step \(step)")
        let none = try CLI.run(["render", "Examples/fixed-curve-apple-music.json", "--review", "--review-cap", "0.01", "--scale", "1",
                                "--out", dir.appendingPathComponent("none").path, "--quiet"])
        #expect(none.status == 2 && none.stderr.contains("--review-cap"), "\(none.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("none").path))
    }
}

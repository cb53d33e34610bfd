import Foundation
import TestSupport
import Testing

/// Every image made for a pull request reads where GitHub shows it: at most 1000 px wide (a wider
/// image is shrunk to that, a narrower one shown as it is). Measured on the decoded images
/// (Pillow): each line of caption text — a run of inked rows — is at least 11 px tall there.
@Suite(.enabled(if: Peers.pillow, "needs Pillow (pip install pillow); CI installs it"))
struct PullRequestImagesTests {
    /// The first line of text from the top of the image (frame `frame`), as shown 1000 px wide.
    static func firstLine(_ file: URL, frame: Int = 0, x0: Int = 0, x1: Int? = nil) throws -> (shown: Double, width: Int, height: Int) {
        let ink = try pillowInkRuns(file, frame: frame, x0: x0, x1: x1)
        let first = try #require(ink.runs.first, "no text at the top of \(file.lastPathComponent)")
        return (heightShownInPullRequest(first.height, imageWidth: ink.width), ink.width, ink.height)
    }

    @Test("render --review at 1x and 3x, and a rotation at 2x: each frame's caption is ≥ 11 px tall at a pull request's width, and so are the review strip's header and frame captions",
          arguments: [("notification-sync-show-hide", 1), ("notification-sync-show-hide", 3), ("rotation-ios7-notification-sync", 2)])
    func renderReview(example: String, scale: Int) throws {
        try CLI.inTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("r")
            let r = try CLI.run(["render", "Examples/\(example).json", "--review", "--scale", "\(scale)", "--out", out.path, "--quiet"])
            #expect(r.status == 0, "\(r.stderr)")
            for frame in [0, 40] {
                let caption = try Self.firstLine(out.appendingPathComponent("review.png"), frame: frame)
                #expect(caption.shown >= 11, "review.png frame \(frame) (\(caption.width) px wide): caption \(caption.shown) px at 1000 px")
            }
            // The strip: its header line, then under the first thumbnail (360 px tall, `--thumb-height`'s
            // default) each caption line of the first frame.
            let strip = out.appendingPathComponent("filmstrip.png")
            let header = try Self.firstLine(strip)
            #expect(header.shown >= 11, "filmstrip.png (\(header.width) px wide): header \(header.shown) px at 1000 px")
            // The thumbnail starts under the header (one or two lines; within 16 px of its text)
            // and ends 360 px lower.
            let column = try pillowInkRuns(strip, x0: 16, x1: 96)
            let headerLine = try #require(column.runs.first)
            let headerRuns = column.runs.prefix { $0.y < headerLine.y + 3 * headerLine.height }
            let below = headerRuns.last!.y + headerRuns.last!.height + 16 + 360
            let captions = column.runs.filter { $0.y >= below && $0.y < below + 90 } // the next row of thumbnails starts lower
            #expect(captions.count >= 2, "time and drift under the first frame: \(column.runs)")
            for line in captions {
                #expect(heightShownInPullRequest(line.height, imageWidth: column.width) >= 11,
                        "filmstrip.png (\(column.width) px wide): a frame caption \(line.height) px tall shows at \(heightShownInPullRequest(line.height, imageWidth: column.width)) px")
            }
        }
    }

    @Test("compare --review of four strategies is a grid close to a comment's 4:3, not a tower; its captions and compare.png's labels read at 1000 px")
    func compareGrid() throws {
        try CLI.inTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("c")
            let r = try CLI.run(["compare", "Examples/notification-sync-show-hide.json", "--strategies", "notificationSync,layoutGuide,fixedCurve,curveTracking",
                                 "--review", "--scale", "2", "--out", out.path, "--quiet"])
            #expect(r.status == 0, "\(r.stderr)")
            let review = try Self.firstLine(out.appendingPathComponent("review.png"))
            #expect(review.shown >= 11, "compare review (\(review.width) px wide): caption \(review.shown) px at 1000 px")
            let aspect = Double(review.width) / Double(review.height)
            // Four bands of a 390 pt screen, each about as tall as wide: two columns, not one.
            #expect(aspect > 0.6, "compare review \(review.width) × \(review.height) px: a tower")
            let size = try #require(try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("review.png").path)[.size] as? Int)
            #expect(size <= 9_500_000)
            let strip = try Self.firstLine(out.appendingPathComponent("compare.png"))
            #expect(strip.shown >= 11, "compare.png (\(strip.width) px wide): first label \(strip.shown) px at 1000 px")
        }
    }
}

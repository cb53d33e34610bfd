import Foundation
import TestSupport
import Testing

/// `report.html` in a real browser (headless Chromium): the scrubber after its script ran.
@Suite(.enabled(if: Peers.chromium && Peers.pillow, "needs headless Chromium (apt-get install chromium) and Pillow; CI installs both"))
struct ReportBrowserTests {
    /// Runs headless Chromium with `args` and returns its standard output.
    /// A golden recorded, the film changed, and verify failing with its artifacts in `art/b/`.
    static func failingVerify(in dir: URL) throws {
        try GoldenReportTests.recordThenChange(in: dir)
        #expect(try CLI.run(["verify", "b.json", "--golden", "g", "--artifacts", "art"], in: dir, environment: GoldenReportTests.developer).status == 1)
    }

    static func chromium(_ args: [String]) throws -> String {
        let r = try CLI.tool("chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000"] + args)
        try #require(r.status == 0, "headless Chromium is needed (Debian: apt-get install chromium): \(r.stderr.suffix(300))")
        return r.stdout
    }

    /// Renders the Apple Music example (60 fps, 1.5 s: 91 frames) with frames and the report.
    static func render() throws -> (dir: URL, drifts: [Double]) {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run(["render", "Examples/fixed-curve-apple-music.json", "--out", dir.appendingPathComponent("film").path,
                             "--scale", "1", "--format", "png,report,trace,svg", "--quiet"])
        try #require(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("film/trace.json"))) as? [String: Any])
        let drifts = try #require(json["frames"] as? [[String: Any]]).map { ($0["drift"] as? Double) ?? 0 }
        return (dir, drifts)
    }

    @Test("#frame=55 selects frame 55: caption (917 ms at 60 fps), picture and plot cursor on the 55th point")
    func hashSelectsFrame() throws {
        let (dir, _) = try Self.render()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dom = try Self.chromium(["--dump-dom", "file://" + dir.appendingPathComponent("film/report.html").path + "#frame=55"])
        #expect(dom.contains("<body data-frame=\"55\">"), "\(dom.prefix(400))")
        #expect(dom.contains("frame 55 · 917 ms · drift"))
        #expect(dom.contains("src=\"frames/frame-0055.png\""))
        // The cursor sits on the 55th point of the drift polyline.
        let points = try #require(dom.firstMatch(of: /id="kbf-drift"[^>]*points="([^"]*)"/)?.1).split(separator: " ")
        let x55 = try #require(Double(points[55].split(separator: ",")[0]))
        let cursorText = try #require(dom.firstMatch(of: /id="kbf-cursor" x1="([0-9.]+)"/)?.1)
        let cursor = try #require(Double(cursorText))
        #expect(abs(cursor - x55) < 0.01, "cursor \(cursor), point \(x55)")
    }

    @Test("arrow keys step, the first-drift button jumps to the first drifting frame (|drift| > 0.5 pt, not riding the keyboard's animation), a click on the plot jumps to the frame under it")
    func controlsMoveTheFrame() throws {
        let (dir, drifts) = try Self.render()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("film/trace.json"))) as? [String: Any])
        let firstDrift = try #require((json["summary"] as? [String: Any])?["firstDriftFrame"] as? Int)
        #expect(abs(drifts[firstDrift]) > 0.5)
        let wrapper = """
        <!DOCTYPE html><html><body>
        <iframe id="f" src="report.html#frame=55" width="1200" height="900"></iframe>
        <script>
        document.getElementById("f").addEventListener("load", function () {
          const w = this.contentWindow, d = w.document, out = [d.body.dataset.frame];
          const key = function (k) { d.dispatchEvent(new w.KeyboardEvent("keydown", { key: k, bubbles: true })); };
          key("ArrowRight"); key("ArrowRight"); out.push(d.body.dataset.frame);
          key("ArrowLeft"); out.push(d.body.dataset.frame);
          d.getElementById("kbf-first-drift").click(); out.push(d.body.dataset.frame);
          const plot = d.getElementById("kbf-plot"), box = plot.getBoundingClientRect(), vb = plot.viewBox.baseVal;
          const px = d.getElementById("kbf-drift").points.getItem(30).x;
          plot.dispatchEvent(new w.MouseEvent("click", { clientX: box.left + px / vb.width * box.width, clientY: box.top + 20, bubbles: true }));
          out.push(d.body.dataset.frame, d.getElementById("kbf-frame").getAttribute("src"), w.location.hash);
          document.body.setAttribute("data-result", out.join("|"));
        });
        </script></body></html>
        """
        let page = dir.appendingPathComponent("film/wrapper.html")
        try Data(wrapper.utf8).write(to: page)
        let dom = try Self.chromium(["--allow-file-access-from-files", "--dump-dom", "file://" + page.path])
        let result = try #require(dom.firstMatch(of: /data-result="([^"]*)"/)?.1, "\(dom.prefix(600))")
        #expect(String(result) == "55|57|56|\(firstDrift)|30|frames/frame-0030.png|#frame=30")
    }

    @Test("a screenshot shows the frame and the red plot cursor")
    func screenshot() throws {
        let (dir, _) = try Self.render()
        defer { try? FileManager.default.removeItem(at: dir) }
        let shot = dir.appendingPathComponent("shot.png")
        _ = try Self.chromium(["--screenshot=\(shot.path)", "--window-size=1280,1000",
                               "file://" + dir.appendingPathComponent("film/report.html").path + "#frame=12"])
        // Pillow decodes the screenshot; count the cursor's colour (#ff2d55) and the bar's send button blue (#007aff).
        let count = """
        import sys
        from PIL import Image
        im = Image.open(sys.argv[1]).convert("RGB"); px = list(im.getdata())
        near = lambda p, c: all(abs(a - b) < 12 for a, b in zip(p, c))
        print(sum(near(p, (255, 45, 85)) for p in px), sum(near(p, (0, 122, 255)) for p in px))
        """
        let r = try CLI.tool("python3", ["-c", count, shot.path])
        let counts = r.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        try #require(counts.count == 2, "\(r.stderr)")
        #expect(counts[0] > 100, "cursor pixels: \(counts[0])")   // a 2-unit line about 130 px tall
        #expect(counts[1] > 500, "blue pixels: \(counts[1])")     // bubbles and the send button of the frame shown
    }
    @Test("the verify page: #frame=N&view=actual shows frame N's actual third of its triptych; keys switch panels and step")
    func verifyPageScrubber() throws {
        try CLI.inTemporaryDirectory { dir in
            try Self.failingVerify(in: dir)
            // The show starts at frame 3 (0.1 s at 30 fps); frames 4 … 11 differ, so frame 6 is the 3rd failing one.
            let page = "file://" + dir.appendingPathComponent("art/b/index.html").path
            let dom = try Self.chromium(["--dump-dom", page + "#frame=6&view=actual"])
            #expect(dom.contains("<body data-frame=\"6\" data-view=\"actual\">"), "\(dom.prefix(300))")
            #expect(dom.contains("frame 6 (3 of 8 failing) · actual"))
            func viewBox(_ html: String) throws -> [Double] {
                try #require(html.firstMatch(of: /viewBox="([^"]*)"/)?.1).split(separator: " ").compactMap { Double($0) }
            }
            let actual = try viewBox(dom)
            // iPhone SE (2nd generation) at 1x: the frame is 375 × 667 px.
            #expect(actual.count == 4 && actual[2] == 375 && actual[3] == 667, "\(actual)")
            let size = try CLI.tool("python3", ["-c", "import sys; from PIL import Image; print(Image.open(sys.argv[1]).size[0])",
                                                dir.appendingPathComponent("art/b/frame-0006-triptych.png").path])
            let triptychWidth = try #require(Double(size.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(actual[0] + 375 <= triptychWidth && actual[0] >= 2 * 375, "the actual panel is the right third: \(actual[0]) of \(triptychWidth)")

            let wrapper = """
            <!DOCTYPE html><html><body><iframe id="f" src="index.html#frame=6&view=actual" width="1000" height="800"></iframe><script>
            document.getElementById("f").addEventListener("load", function () {
              const w = this.contentWindow, d = w.document, out = [];
              const key = function (k) { d.dispatchEvent(new w.KeyboardEvent("keydown", { key: k, bubbles: true })); };
              key("d"); out.push(d.body.dataset.view, d.getElementById("kbf-view").getAttribute("viewBox"));
              key("ArrowRight"); out.push(d.body.dataset.frame, d.getElementById("kbf-image").getAttribute("href"));
              key("e"); out.push(d.body.dataset.view, d.getElementById("kbf-view").getAttribute("viewBox").split(" ")[0]);
              document.body.setAttribute("data-result", out.join("|"));
            });
            </script></body></html>
            """
            try Data(wrapper.utf8).write(to: dir.appendingPathComponent("art/b/wrapper.html"))
            let moved = try Self.chromium(["--allow-file-access-from-files", "--dump-dom", "file://" + dir.appendingPathComponent("art/b/wrapper.html").path])
            let result = try #require(moved.firstMatch(of: /data-result="([^"]*)"/)?.1).split(separator: "|").map(String.init)
            try #require(result.count == 6, "\(result)")
            let diffX = try #require(Double(result[1].split(separator: " ")[0])), expectedX = try #require(Double(result[5]))
            #expect(result[0] == "diff" && expectedX < diffX && diffX < actual[0], "\(result)")
            #expect(result[2] == "7" && result[3] == "frame-0007-triptych.png" && result[4] == "expected", "\(result)")
        }
    }

    @Test("the verify page fits a phone frame to the window's height and opens with the strict region (dashed box over the bar) in view, in a tall window and in one shorter than the frame")
    func verifyPageFitsAndShowsStrictRegion() throws {
        try CLI.inTemporaryDirectory { dir in
            try Self.failingVerify(in: dir)
            // Three windows: 1000 × 700 (the 667 px frame fits below the verdict only once scrolled),
            // 1000 × 400 (the frame is fitted to about 384 px) and 1000 × 250 (below the 320 px floor).
            let wrapper = """
            <!DOCTYPE html><html><body>
            <iframe id="a" src="index.html#frame=6" width="1000" height="700"></iframe>
            <iframe id="b" src="index.html#frame=6" width="1000" height="400"></iframe>
            <iframe id="c" src="index.html#frame=6" width="1000" height="250"></iframe><script>
            const out = {}; let left = 3;
            ["a", "b", "c"].forEach(function (id) {
              document.getElementById(id).addEventListener("load", function () {
                const w = this.contentWindow, d = w.document;
                const v = d.getElementById("kbf-view").getBoundingClientRect(), s = d.getElementById("kbf-strict").getBoundingClientRect();
                out[id] = [w.innerHeight, v.height, v.width, s.top, s.bottom, w.scrollY].map(Math.round).join(",");
                if (--left === 0) document.body.setAttribute("data-result", ["a", "b", "c"].map(function (k) { return out[k]; }).join("|"));
              });
            });
            </script></body></html>
            """
            try Data(wrapper.utf8).write(to: dir.appendingPathComponent("art/b/fit.html"))
            let dom = try Self.chromium(["--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom", "file://" + dir.appendingPathComponent("art/b/fit.html").path])
            let windows = try #require(dom.firstMatch(of: /data-result="([^"]*)"/)?.1).split(separator: "|").map { $0.split(separator: ",").compactMap { Double($0) } }
            try #require(windows.count == 3 && windows.allSatisfy { $0.count == 6 }, "\(windows)")
            for (name, m) in zip(["700", "400", "250"], windows) {
                let (height, viewHeight, viewWidth, top, bottom) = (m[0], m[1], m[2], m[3], m[4])
                // iPhone SE (2nd generation) at 1x: 375 × 667, shown at that aspect ratio (±2 px for the border).
                #expect(abs(viewWidth / viewHeight - 375.0 / 667) < 0.01, "window \(name): \(m)")
                #expect(viewHeight <= max(322, height), "window \(name): the frame is not fitted to the window's height: \(m)")
                #expect(top >= 0 && bottom <= height && bottom > top, "window \(name): the strict region is out of view: \(m)")
            }
        }
    }
}

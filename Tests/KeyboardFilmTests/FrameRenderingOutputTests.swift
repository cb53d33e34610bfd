import Foundation
import TestSupport
import Testing
@testable import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// Issue 3's facts about rendered frames, checked with independent decoders.
@MainActor
struct FrameRenderingOutputTests {
    static func showHide(scale: Int) throws -> Storyboard {
        try storyboard("""
        { "name": "edges", "device": "iPhone 13", "scale": \(scale), "fps": 30, "duration": 1.2,
          "strategy": { "name": "layoutGuide" },
          "events": [ { "at": 0.1, "do": "show" }, { "at": 0.7, "do": "hide" } ] }
        """)
    }

    func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int { abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2) }

    @Test("decoded by Pillow, every frame has the canvas size; the bar's colour ends at its bottom (at rest: under the home indicator, down to the keyboard or the screen's edge) and the keyboard's top sits at screenOrigin.y + value × scale, within 1 px",
          .enabled(if: Peers.pillow, "needs Pillow (pip install pillow); CI installs it"), arguments: [1, 2, 3])
    func edgesWhereTheTraceSays(scale: Int) throws {
        let sb = try Self.showHide(scale: scale)
        let trace = try Simulator.run(sb)
        try inTemporaryDirectory { dir in
            try FilmWriter.write(RenderRequest(film: Film(storyboard: sb, trace: trace), destination: dir.appendingPathComponent("film"), formats: [.png, .trace]))
            // Where the points land in pixels, as trace.json tells its readers.
            let canvas = try TraceReader.parse(Array(try Data(contentsOf: dir.appendingPathComponent("film/trace.json"))), file: "trace.json").canvas
            #expect(canvas.scale == scale)
            let files = (0..<trace.frames.count).map { dir.appendingPathComponent("film/frames/\(frameFileName($0, count: trace.frames.count))") }
            let s = Double(scale)
            // A column inside the bar's left margin (the text field starts 8 pt in).
            let x = canvas.originX + Int(6 * s)
            let decoded = try pillowColumns(files, column: x)
            #expect(decoded.count == trace.frames.count)
            var checkedKeyboard = 0, checkedRest = 0
            for (f, image) in zip(trace.frames, decoded) {
                #expect(image.width == canvas.width && image.height == canvas.height)
                guard f.angle == 0 else { continue }
                let col = image.column
                let oy = Double(canvas.originY)
                // Bar bottom: first row below the bar's middle whose colour leaves the bar's.
                let inside = Int(oy + (f.bar.minY + f.bar.height / 2) * s)
                let barColour = col[inside]
                let barEdge = (inside..<col.count).first { distance(col[$0], barColour) > 6 } ?? col.count
                // At its rest position the bar's background reaches on under the home indicator, to
                // the keyboard's top or the screen's bottom; above it, the chat shows below the bar.
                // (This column, 6 pt from the screen's side, meets the screen's rounded corner about
                // 24 pt above its bottom, so there the colour must reach at least 9 pt below the rest.)
                let atRest = f.bar.maxY >= f.restBottom - 1e-6
                let limit = min(f.keyboard.minY, f.interfaceSize.height)
                let reachesUnder = Double(barEdge) >= oy + (f.restBottom + 9) * s - 1 && Double(barEdge) <= oy + limit * s + 1
                let colourEnds = atRest ? max(f.bar.maxY, f.keyboard.minY) : f.bar.maxY
                // A gap under a pixel shows only as a blend of the three colours around it, which can
                // match the bar's: then the colour ends where the keyboard begins.
                let nearlyTouching = !atRest && f.keyboard.minY >= f.bar.maxY && (f.keyboard.minY - f.bar.maxY) * s < 1.5
                let endsAtBar = Double(barEdge) >= oy + colourEnds * s - 1
                    && Double(barEdge) <= oy + (nearlyTouching ? f.keyboard.minY : colourEnds) * s + 1
                if atRest && f.keyboard.minY >= f.restBottom + 10 {
                    #expect(reachesUnder, "frame \(f.index): at rest the bar's colour ends at row \(barEdge), above the home-indicator area; keyboard top \(f.keyboard.minY), rest \(f.restBottom)")
                    if f.keyboard.minY >= f.interfaceSize.height { checkedRest += 1 }
                } else if f.bar.maxY >= f.restBottom - 1 / s && f.keyboard.minY >= f.restBottom + 10 {
                    // Under a pixel above its rest, the chat between the bar and the fill under the
                    // home indicator is a faint sliver at most: the colour ends at the bar or reaches under.
                    #expect(endsAtBar || reachesUnder, "frame \(f.index): bar colour ends at row \(barEdge), trace says \(oy + colourEnds * s)")
                } else {
                    #expect(endsAtBar, "frame \(f.index): bar colour ends at row \(barEdge), trace says \(oy + colourEnds * s)")
                }
                // Keyboard top: first row above a point 2 pt inside the keyboard whose colour leaves the keyboard's.
                if f.keyboard.minY + 2 < f.interfaceSize.height - f.safeArea.bottom {
                    let kin = Int(oy + (f.keyboard.minY + 2) * s)
                    let kbColour = col[kin]
                    let top = (0...kin).reversed().first { distance(col[$0], kbColour) > 6 }.map { $0 + 1 } ?? 0
                    #expect(abs(Double(top) - (oy + f.keyboard.minY * s)) <= 1, "frame \(f.index): keyboard top at row \(top), trace says \(oy + f.keyboard.minY * s)")
                    checkedKeyboard += 1
                }
            }
            #expect(checkedKeyboard > 10) // the keyboard really was on screen in many frames
            #expect(checkedRest > 2) // and off screen, the bar at rest, in some
        }
    }

    @Test("pngcheck accepts every frame, and frames are RGB (opaque)", .enabled(if: Peers.pngcheck, "needs pngcheck (apt-get install pngcheck); CI installs it"))
    func pngcheck() throws {
        let sb = try Self.showHide(scale: 1)
        let trace = try Simulator.run(sb)
        try inTemporaryDirectory { dir in
            try FilmWriter.write(RenderRequest(film: Film(storyboard: sb, trace: trace), destination: dir.appendingPathComponent("film"), formats: [.png]))
            let frames = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("film/frames").path).sorted()
            #expect(frames.count == trace.frames.count)
            let r = try runTool("pngcheck", ["-v"] + frames.map { dir.appendingPathComponent("film/frames/\($0)").path })
            #expect(r.status == 0, "pngcheck (apt-get install pngcheck): \(r.stdout.suffix(600)) \(r.stderr)")
            #expect(r.stdout.contains("RGB") && !r.stdout.contains("RGB+alpha"))
        }
    }

    @Test("--jobs 1 and --jobs 2, and two separate runs, give byte-identical files in every format")
    func deterministic() throws {
        let sb = try storyboard("""
        { "name": "det", "device": "iPhone 13", "scale": 1, "system": "ios7", "fps": 30, "duration": 1.6,
          "strategy": { "name": "notificationSync" },
          "events": [ { "at": 0.1, "do": "show" }, { "at": 0.8, "do": "rotate", "to": "landscapeLeft" } ] }
        """)
        let trace = try Simulator.run(sb)
        try inTemporaryDirectory { dir in
            var runs: [[String: Data]] = []
            for (name, jobs) in [("a", 1), ("b", 2), ("c", 2)] {
                let out = dir.appendingPathComponent(name)
                try FilmWriter.write(RenderRequest(film: Film(storyboard: sb, trace: try Simulator.run(sb)), destination: out, formats: Set(OutputFormat.allCases), jobs: jobs))
                var files: [String: Data] = [:]
                let e = FileManager.default.enumerator(atPath: out.path)!
                while let f = e.nextObject() as? String {
                    if f.contains(".") { files[f] = try Data(contentsOf: out.appendingPathComponent(f)) }
                }
                runs.append(files)
            }
            // Frames plus trace.json, filmstrip.svg/.png, animation.png, report.html, summary.md,
            // review.png, review.md and the marker that lets a later run replace the folder.
            #expect(runs[0].count == trace.frames.count + 9)
            #expect(runs[0][".kbfilm-output"] != nil)
            #expect(runs[0] == runs[1] && runs[1] == runs[2])
        }
    }

    @Test("the band-caching encoder gives the same pixels as the frame, whatever it reused")
    func bandedEncoderRoundTrip() throws {
        let sb = try Self.showHide(scale: 1)
        let trace = try Simulator.run(sb)
        let scene = FrameScene(storyboard: sb, trace: trace)
        var rasterizer = FrameRendering.Rasterizer()
        let writer = FramePNGWriter()
        for i in [0, 1, 2, 10, 11, 30] {
            let pm = rasterizer.render(scene.displayList(frame: i))
            let decoded = try PNGCodec.decode(writer.png(pm))
            #expect(decoded.pixels == pm.unpremultiplied())
        }
    }
}

import FrameRendering

/// `--overlay`: the drift between bar and keyboard shows in red, only where a frame drifts.
@MainActor
struct OverlayTests {
    @Test("a drifting frame shows red between the bar's bottom and the keyboard's top; an attached one does not")
    func overlayShowsDrift() throws {
        let sb = try storyboard("""
        { "name": "ov", "device": "iPhone 13", "scale": 1, "fps": 60, "duration": 1.0,
          "strategy": { "name": "fixedCurve" }, "events": [ { "at": 0.1, "do": "show" } ] }
        """)
        let trace = try Simulator.run(sb)
        let scene = FrameScene(storyboard: sb, trace: trace, overlay: true)
        var r = FrameRendering.Rasterizer()
        let drifting = try #require(trace.frames.first { abs($0.drift) > 10 && $0.keyboard.minY < $0.restBottom })
        let pm = r.render(scene.displayList(frame: drifting.index))
        let midY = Int((drifting.bar.maxY + drifting.intendedBarBottom) / 2)
        let p = pm[200, midY]
        #expect(Int(p.r) > Int(p.g) + 60 && Int(p.r) > Int(p.b) + 60, "expected red at row \(midY), got \(p)")
        let attached = trace.frames.last!
        #expect(!attached.isDrifting)
        let clean = r.render(scene.displayList(frame: attached.index))
        let reds = (0..<clean.height).filter { y in let q = clean[200, y]; return Int(q.r) > Int(q.g) + 60 && Int(q.r) > Int(q.b) + 60 }
        #expect(reds.isEmpty)
    }
}

/// The chat is drawn where the scroll view shows it: inside its frame, moved by its offset.
@MainActor
struct ScrollViewDrawingTests {
    static func isOutgoingBlue(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.b > 200 && p.r < 60 && p.g > 90 && p.g < 150 }

    @Test("iPhone 13 at 1x: the newest (outgoing, right-aligned) bubble is at 644 … 678 pt at rest and at 420 … 454 once the table scrolled above the raised bar")
    func newestBubbleFollowsTheOffset() throws {
        let sb = try storyboard("""
        { "name": "chat", "device": "iPhone 13", "scale": 1, "fps": 30, "duration": 1.0,
          "strategy": { "name": "curveTracking" }, "events": [ { "at": 0.1, "do": "show" } ] }
        """)
        let trace = try Simulator.run(sb)
        let scene = FrameScene(storyboard: sb, trace: trace)
        var r = FrameRendering.Rasterizer()
        // 88 pt of bars above 600 pt of content opened at its top: the newest ends 10 pt above 688.
        let rest = r.render(scene.displayList(frame: 0))
        func rgb(_ pm: FrameRendering.Pixmap, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8) { let p = pm[x, y]; return (p.r, p.g, p.b) }
        #expect(Self.isOutgoingBlue(rgb(rest, 370, 661)))
        #expect(!Self.isOutgoingBlue(rgb(rest, 370, 684)) && !Self.isOutgoingBlue(rgb(rest, 370, 640)))
        // Nothing between the content's end and the bar: the chat is not pinned above the bar.
        #expect((689..<766).allSatisfy { !Self.isOutgoingBlue(rgb(rest, 370, $0)) })
        // Shown: the table ends at the bar's top, 464, and its content's end is 10 pt above it.
        let shown = r.render(scene.displayList(frame: trace.frames.count - 1))
        #expect(Self.isOutgoingBlue(rgb(shown, 370, 437)))
        #expect(!Self.isOutgoingBlue(rgb(shown, 370, 458)))
    }
}

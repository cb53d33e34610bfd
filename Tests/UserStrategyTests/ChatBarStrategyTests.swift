import Foundation
import GoldenFilmTesting
import KeyboardSimulation
import Testing

/// A user's own keyboard code, written against the public host only (this target imports no
/// internals): a chat bar that reads the keyboard's End frame *without converting it* and
/// animates in a 0.25 s ease-in-out block, which, called inside the keyboard's notification
/// block, inherits the keyboard's curve and duration unless `options` overrides them. The
/// README shows the same handler.
struct ChatBarHandler: AttachmentStrategy {
    var durationSeconds = 0.25
    var options: AnimationOptions = .curveEaseInOut
    var name: String { "chatBar" }

    mutating func keyboardNotification(_ notification: KeyboardNotification, host: KeyboardHost) {
        guard notification.name == .willShow || notification.name == .willHide else { return }
        let keyboardTop = notification.endFrame.minY // screen coordinates, used as is
        let rest = host.view.bounds.height - host.view.safeAreaInsets.bottom
        var frame = host.bar.frame
        frame.origin.y = min(keyboardTop, rest) - frame.height
        host.animate(withDuration: durationSeconds, options: options) {
            host.bar.frame = frame
        }
    }
}

@MainActor
struct ChatBarStrategyTests {
    let iPhone13 = DeviceCatalogue.device(named: "iPhone 13")!

    func storyboard(name: String) throws -> Storyboard {
        var sb = Storyboard(name: name, device: iPhone13, strategy: StrategyConfiguration(.layoutGuide), durationSeconds: 1.5,
                            events: [StoryboardEvent(atSeconds: 0.1, action: .show), StoryboardEvent(atSeconds: 0.8, action: .hide)])
        sb.scale = 1
        sb.fps = 30
        try sb.validate()
        return sb
    }

    @Test("the handler alone: a WillShow moves the bar's model at once and its presentation along ease-in-out")
    func unit() {
        let host = KeyboardHost(device: iPhone13)
        var handler = ChatBarHandler()
        let shown = Rect(x: 0, y: 844 - 336, width: 390, height: 336)
        let hidden = Rect(x: 0, y: 844, width: 390, height: 336)
        handler.keyboardNotification(KeyboardNotification(name: .willShow, beginFrame: hidden, endFrame: shown), host: host)
        #expect(host.bar.frame.maxY == 508)
        host.time = 0.125 // half of 0.25 s: ease-in-out is symmetric, so halfway
        #expect(abs(host.bar.presentationFrame.maxY - (810 + 508) / 2) < 1e-6)
    }

    @Test("filmed through the same host as the built-in strategies; the trace carries its name")
    func filmed() throws {
        let trace = try Simulator.run(storyboard(name: "chat-bar"), strategy: ChatBarHandler())
        #expect(trace.strategy == "chatBar")
        // Nested in the keyboard's block, its 0.25 s ease-in-out rides the keyboard's spring from
        // the bar's rest position: bar bottom = 810 − 302·p(t), so it leads by 34·(1 − p) (§8).
        let w = (1000.0 / 3).squareRoot()
        for f in trace.frames where f.time >= 0.1 && f.time < 0.8 {
            let t = f.time - 0.1
            let p = 1 - (1 + w * t) * exp(-w * t)
            #expect(abs(f.bar.maxY - (810 - 302 * p)) < 0.5, "t = \(f.time)")
        }
        let settled = try #require(trace.frames.first { abs($0.time - 0.7) < 1e-9 })
        #expect(abs(settled.drift) < 0.01 && abs(settled.bar.maxY - 508) < 0.01)
    }

    @Test("recorded, then verified; 0.3 s instead of 0.25 s changes nothing (the keyboard's block decides), overriding the inherited timing fails at the first frame it changes")
    func goldenCatchesChange() throws {
        let golden = FileManager.default.temporaryDirectory.appendingPathComponent("kbfilm-user-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: golden) }
        let sb = try storyboard(name: "chat-bar")
        let store = GoldenStore(directory: golden)
        try GoldenRecorder.record(try Film(storyboard: sb, strategy: ChatBarHandler()), in: store)
        let same = try GoldenVerifier(store: store).verify(try Film(storyboard: sb, strategy: ChatBarHandler()))
        #expect(same.passed, "\(same.message)")

        let longer = try GoldenVerifier(store: store).verify(try Film(storyboard: sb, strategy: ChatBarHandler(durationSeconds: 0.3)))
        #expect(longer.passed, "a nested block's own duration is ignored: \(longer.message)")

        let own = ChatBarHandler(options: [.curveEaseInOut, .overrideInheritedDuration, .overrideInheritedCurve])
        let report = try GoldenVerifier(store: store).verify(try Film(storyboard: sb, strategy: own))
        #expect(!report.passed)
        // The show starts at 0.1 s = frame 3 at 30 fps, where both curves are still at 0;
        // frame 4 (t = 0.1333 s) is the first where ease-in-out and the spring differ.
        #expect(report.firstDifferingFrame == 4)
    }

    @Test("assertFilm takes the strategy too (golden recorded first, then checked)")
    func assertion() throws {
        let golden = FileManager.default.temporaryDirectory.appendingPathComponent("kbfilm-user-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: golden) }
        let sb = try storyboard(name: "chat-bar")
        try GoldenRecorder.record(try Film(storyboard: sb, strategy: ChatBarHandler()), in: GoldenStore(directory: golden))
        assertFilm(storyboard: sb, strategy: ChatBarHandler(), golden: golden.path, artifacts: nil)
    }
}

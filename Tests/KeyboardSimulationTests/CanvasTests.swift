import TestSupport
import KeyboardSimulation
import Testing

/// The canvas: the screen in the orientations a film passes through, nothing more.
@MainActor
struct CanvasTests {
    /// iPhone SE (2nd generation) at its 2x: 375 × 667 pt → 750 × 1334 px (keyboard-physics.md §3).
    @Test("portrait-only: the portrait screen; landscape-only: the landscape screen; turning between them: a square of the long side",
          arguments: [("portrait", "", 750, 1334), ("landscapeLeft", "", 1334, 750),
                      ("landscapeRight", #", { "at": 0.3, "do": "rotate", "to": "landscapeLeft" }"#, 1334, 750),
                      ("portrait", #", { "at": 0.3, "do": "rotate", "to": "landscapeLeft" }"#, 1334, 1334)])
    func canvasFits(orientation: String, rotation: String, width: Int, height: Int) throws {
        let sb = try storyboard(device: "iPhone SE (2nd generation)", strategy: "layoutGuide", duration: 1.0,
                                orientation: orientation, events: #"{ "at": 0.1, "do": "show" }"# + rotation)
        let c = Canvas(sb)
        #expect(c.width == width && c.height == height)
        // The screen's centre is the canvas's centre in every case.
        #expect(c.originX * 2 + 750 == width && c.originY * 2 + 1334 == height)
        // At 3x, the same film's canvas is 3/2 as large: no simulation involved.
        let three = Canvas(sb, scale: 3)
        #expect(three.width * 2 == width * 3 && three.height * 2 == height * 3 && three.scale == 3)
    }
}

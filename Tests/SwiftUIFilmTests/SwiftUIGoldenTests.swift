import Foundation
import GoldenFilm
import KeyboardFilmSwiftUI
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// A SwiftUI screen's golden film catches a change the user did not mean: the same screen passes,
/// a new title or a new bubble colour fails at the very first frame. (Outside the bar a frame may
/// differ by 0.05 % of its pixels, the golden policy's budget for anti-aliasing noise: a title of
/// three letters changed to three others stays under it at 1x; a name changes more.)
@MainActor
struct SwiftUIGoldenTests {
    static func film(_ screen: NavigationChatScreen) throws -> Film {
        try Film(storyboard: try SwiftUIKeyboardAvoidanceTests.showHide(duration: 0.5, events: #"{ "at": 0.1, "do": "show" }"#)) { window in
            window.rootViewController = UIHostingController(rootView: screen)
            return FilmSubject(barIdentifier: "composer", scrollViewIdentifier: "transcript")
        }
    }

    @Test("the recorded screen passes; its title changed (Ada Lovelace → Grace Hopper) or its bubbles recoloured, it fails at frame 0",
          arguments: ["same", "title", "colour"])
    func changeFailsAtFrameZero(_ change: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = GoldenStore(directory: dir.appendingPathComponent("goldens"))
        try GoldenRecorder.record(try Self.film(NavigationChatScreen(title: "Ada Lovelace")), in: store, pixelStride: 1)
        let changed = switch change {
        case "title": NavigationChatScreen(title: "Grace Hopper")
        case "colour": NavigationChatScreen(title: "Ada Lovelace", bubbleColor: Color.green.opacity(0.2))
        default: NavigationChatScreen(title: "Ada Lovelace")
        }
        let report = try GoldenVerifier(store: store).verify(try Self.film(changed))
        if change == "same" {
            #expect(report.passed, "\(report.message)")
        } else {
            #expect(!report.passed)
            #expect(report.firstDifferingFrame == 0, "\(report.message)")
        }
    }
}

import Foundation
import KeyboardFilmSwiftUI
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// A SwiftUI chat in a NavigationStack: the bar is part of the root's safe area (as UIKit's
/// navigation bar is of its controller's view), `ScrollViewReader.scrollTo` keeps the newest
/// message in view, and the environment reaches the views inside. Expected values from iPhone
/// 13's metrics (status bar 47 pt, screen 390 × 844, home indicator 34 pt, keyboard top 508) and
/// UIKit's bar heights (44 pt, 96 pt with a large title).
@MainActor
struct SwiftUINavigationTests {
    static func film(_ screen: NavigationChatScreen, keep: ((UIViewController) -> Void)? = nil) throws -> Trace {
        try Simulator.run(try SwiftUIKeyboardAvoidanceTests.showHide()) { window in
            let controller = UIHostingController(rootView: screen)
            window.rootViewController = controller
            keep?(controller)
            return FilmSubject(barIdentifier: "composer", scrollViewIdentifier: "transcript")
        }
    }

    /// Thirty rows: one line of 17 pt body text (its line height, rounded up to iPhone 13's
    /// pixels, 1/3 pt) in 10 pt padding, 8 pt apart.
    static var transcriptHeight: Double {
        let line = (UIFont.systemFont(ofSize: 17).lineHeight * 3).rounded(.up) / 3
        return 30 * (line + 20) + 29 * 8
    }

    @Test("with an inline title the transcript starts under the 44 pt bar (47 + 44 = 91) and ends on the composer; it opens on its newest message (scrollTo on appear), and the composer still rests on 810 and ends on the keys at 508")
    func inlineBar() throws {
        let trace = try Self.film(NavigationChatScreen())
        let first = trace.frames[0]
        let scroll = try #require(first.scrollView)
        #expect(abs(scroll.frame.minY - 91) < 0.01, "\(scroll.frame)")
        #expect(abs(scroll.frame.maxY - first.bar.minY) < 0.01 && abs(first.bar.maxY - 810) < 0.01, "\(scroll.frame) \(first.bar)")
        #expect(abs(scroll.contentHeight - Self.transcriptHeight) < 0.01, "\(scroll.contentHeight)")
        #expect(abs(scroll.contentOffsetY - (Self.transcriptHeight - scroll.frame.height)) < 0.01, "\(scroll.contentOffsetY)")
        #expect(scroll.lastMessageCovered == 0)
        let shown = try #require(trace.frame(atTime: 0.75))
        #expect(abs(shown.keyboard.minY - 508) < 0.5 && abs(shown.bar.maxY - 508) < 0.5, "\(shown.bar) \(shown.keyboard)")
        // scrollTo when the field took focus: the newest message sits on the composer again.
        let s = try #require(shown.scrollView)
        #expect(abs(s.contentOffsetY - (Self.transcriptHeight - s.frame.height)) < 0.01, "\(s.contentOffsetY) \(s.frame)")
        #expect(s.lastMessageCovered == 0)
    }

    @Test("a large title (the default at a stack's root) makes the bar 96 pt: the transcript starts at 47 + 96 = 143")
    func largeTitle() throws {
        let trace = try Self.film(NavigationChatScreen(titleMode: .automatic))
        let scroll = try #require(trace.frames[0].scrollView)
        #expect(abs(scroll.frame.minY - 143) < 0.01, "\(scroll.frame)")
    }

    @Test("the bar shows the title centred on the screen in the 44 pt bar (x 195, y 47 + 22) and the trailing item on the 16 pt margin (its right edge at 374)")
    func barContents() throws {
        var controller: UIViewController?
        _ = try Self.film(NavigationChatScreen()) { controller = $0 }
        let root = try #require(controller?.view)
        func label(_ text: String) -> UILabel? {
            func walk(_ v: UIView) -> UILabel? {
                if let l = v as? UILabel, l.text == text { return l }
                return v.subviews.lazy.compactMap(walk).first
            }
            return walk(root)
        }
        let title = try #require(label("Ada")), call = try #require(label("Call"))
        let t = title.convert(title.bounds, to: root), c = call.convert(call.bounds, to: root)
        #expect(abs(t.midX - 195) < 0.5 && abs(t.midY - 69) < 0.5, "\(t)")
        #expect(abs(c.maxX - 374) < 0.5 && abs(c.midY - 69) < 0.5, "\(c)")
    }

    @Test("@EnvironmentObject and @Environment(Type.self) read what an ancestor passed down: the store's change at 0.5 s grows the bar from 38 to 82 pt")
    func environment() throws {
        let trace = try SwiftUIModelTests.film(ReplyScreen())
        try SwiftUIModelTests().check(trace)
    }

    @Test("an @EnvironmentObject with no environmentObject above it stops the film with SwiftUI's sentence, naming the type")
    func missingEnvironmentObject() throws {
        #expect {
            _ = try SwiftUIModelTests.film(OrphanReplyBody())
        } throws: { error in
            "\(error)".contains("no ObservableObject of type ReplyStore found")
        }
    }
}

import GoldenFilmTesting
import KeyboardFilmSwiftUI
import Testing

/// The app's three keyboard screens, each guarded by a golden film: change how a screen meets
/// the keyboard and its test fails at the first frame that moves. Goldens live in `__Films__/`
/// beside this file; `KBFILM_RECORD=all swift test` records them.
@MainActor
struct SwiftUIAppFilmTests {
    @Test("the chat's composer rides the keyboard and the transcript keeps its newest message in view")
    func chat() {
        assertFilm(storyboardFile: "screens.json", golden: "__Films__/chat", pixelStride: 5) { window in
            window.rootViewController = UIHostingController(rootView: ChatScreen())
            return FilmSubject(barIdentifier: "composer", scrollViewIdentifier: "transcript")
        }
    }

    @Test("the sign-up button stays where it is: the form ignores the keyboard")
    func signUp() {
        assertFilm(storyboardFile: "screens.json", golden: "__Films__/signup", pixelStride: 5) { window in
            window.rootViewController = UIHostingController(rootView: SignUpScreen())
            return FilmSubject(barIdentifier: "signUp")
        }
    }

    @Test("a SwiftUI bar in a UIKit screen, moved by the UIKit handler, rides the keyboard's animation")
    func hostedBar() {
        assertFilm(storyboardFile: "screens.json", golden: "__Films__/hosted", pixelStride: 5) { window in
            let screen = HostedComposerViewController()
            window.rootViewController = screen
            return FilmSubject(bar: screen.replyBar.view)
        }
    }
}

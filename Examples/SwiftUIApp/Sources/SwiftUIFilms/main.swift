import KeyboardFilmCommandLine
import KeyboardFilmSwiftUI

// kbfilm's command line with the app's SwiftUI screens registered:
//   swift run swiftui-films render Tests/SwiftUIAppFilmTests/screens.json --controller chat --review
MainActor.assumeIsolated {
    KeyboardFilmCommandLine.main(controllers: [
        FilmController("chat") { window in
            window.rootViewController = UIHostingController(rootView: ChatScreen())
            return FilmSubject(barIdentifier: "composer", scrollViewIdentifier: "transcript")
        },
        FilmController("signup") { window in
            window.rootViewController = UIHostingController(rootView: SignUpScreen())
            return FilmSubject(barIdentifier: "signUp")
        },
        FilmController("hosted") { window in
            let screen = HostedComposerViewController()
            window.rootViewController = screen
            return FilmSubject(bar: screen.replyBar.view)
        },
    ])
}

import KeyboardFilmCommandLine

// kbfilm's command line with the app's chat screen registered as "chat":
//   swift run chat-films render Tests/ChatFilmTests/chat.json --review
MainActor.assumeIsolated {
    KeyboardFilmCommandLine.main(controllers: [
        FilmController("chat") { window in
            let chat = ChatViewController()
            window.rootViewController = chat
            return FilmSubject(bar: chat.inputBar, scrollView: chat.tableView, textField: chat.textField)
        },
    ])
}

import GoldenFilmTesting
import Testing

/// The Swift 6 chat screen, guarded by a golden film: a plain `@MainActor @Test`.
@MainActor @Test func inputBarRidesTheKeyboard() {
    assertFilm(storyboardFile: "chat.json", pixelStride: 5) { window in
        let chat = ModernChatViewController()
        window.rootViewController = chat
        return FilmSubject(bar: chat.inputBar, scrollView: chat.tableView, textField: chat.textField)
    }
}

import GoldenFilmTesting
import Testing

@Test func barStaysAttached() {
    assertFilm(storyboardFile: "Storyboards/chat-rotation.json")   // → __Films__/chat-rotation/ beside this file
}
@MainActor @Test func myHandler() throws {
    assertFilm(storyboardFile: "Storyboards/chat.json", pixelStride: 4) { window in
        let chat = ChatViewController()
        window.rootViewController = chat
        return FilmSubject(bar: chat.inputBar, scrollView: chat.tableView, textField: chat.textField)
    }
}
// XCTest: XCTAssertFilm(storyboardFile: …), XCTAssertFilm(storyboard: …) { window in … }

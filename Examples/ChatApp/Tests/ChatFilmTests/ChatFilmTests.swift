import GoldenFilmTesting
import XCTest

/// The chat screen's keyboard handling, guarded by a golden film of the file the app ships:
/// change the handler and this fails at the first frame that moves. Goldens live in
/// `__Films__/` beside this file; `KBFILM_RECORD=all swift test` records them.
final class ChatFilmTests: XCTestCase {
    func testInputBarRidesTheKeyboard() {
        // XCTest runs tests on the main thread; UIKit code is main-actor code.
        MainActor.assumeIsolated {
            XCTAssertFilm(storyboardFile: "chat.json", pixelStride: 5) { window in
                let chat = ChatViewController()
                window.rootViewController = chat
                return FilmSubject(bar: chat.inputBar, scrollView: chat.tableView, textField: chat.textField)
            }
        }
    }
}

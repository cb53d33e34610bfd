import FilmSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

@MainActor @Test func chatBar() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let sb = try StoryboardLoader.load(path: here.appendingPathComponent("Storyboards/chat.json").path)
    let film = try Film(storyboard: sb) { window in
        let chat = ChatViewController()
        window.rootViewController = chat
        return FilmSubject(bar: chat.inputBar, scrollView: chat.tableView, textField: chat.textField)
    }
    assertSnapshot(of: film, as: .film)        // every frame: one lossless APNG, trace inside
    assertSnapshot(of: film, as: .filmstrip)   // the filmstrip PNG, trace inside
}

@testable import KeyboardFilmCommandLine
import Testing

/// `KeyboardFilmCommandLine.main(controllers:)` refuses a list whose names the command line
/// cannot reach: `--controller NAME` picks one by name, `--controllers a,b` splits on commas.
@MainActor
struct ControllerNamesTests {
    static func controller(_ name: String) -> FilmController {
        FilmController(name) { _ in throw CancellationError() }
    }

    @Test("two controllers with one name, an empty name, a comma or a control character are refused with a sentence naming the controller; distinct plain names pass")
    func unreachableNames() {
        let cases: [([String], String)] = [
            (["chat", "chat"], #"two controllers are named "chat""#),
            (["chat", " "], "controller 1 has an empty name"),
            (["a,b"], #"controller "a,b" has a comma"#),
            (["bell\u{7}"], #"controller "bell\u{7}" has a control character"#),
        ]
        for (names, says) in cases {
            let problem = FilmController.problem(in: names.map(Self.controller))
            #expect(problem?.contains(says) == true, "\(names): \(String(describing: problem))")
        }
        #expect(FilmController.problem(in: ["chat", "settings", "Chat 2"].map(Self.controller)) == nil)
    }

    struct NoDatabase: Error, CustomStringConvertible { var description: String { "the database is not open" } }

    @Test("a set-up that throws is named with the storyboard's file and the controller (a StoryboardError, exit 2), not printed bare")
    func throwingSetUp() throws {
        let sb = try StoryboardLoader.parse(Array(#"{ "name": "s", "device": "iPhone 13", "duration": 1, "events": [ { "at": 0.1, "do": "show" } ] }"#.utf8), file: "Films/chat.json")
        let chat = FilmController("chat") { _ in throw NoDatabase() }
        let e = #expect(throws: StoryboardError.self) { _ = try chat.setUp(for: sb)(UIWindow()) }
        #expect(e?.file == "Films/chat.json" && e?.message == #"the set-up of controller "chat" threw NoDatabase: the database is not open"#, "\(String(describing: e))")
    }
}

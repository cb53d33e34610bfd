import ArgumentParser
// An executable of yours imports this module alone: FilmSubject, UIWindow and the storyboard types come with it.
@_exported import KeyboardSimulation

/// Your controller, by name, for the command line: `setUp` puts it into the film's window and
/// returns what to watch, as `Film(storyboard:setUp:)` takes it.
public struct FilmController {
    public let name: String
    let setUp: @MainActor (UIWindow) throws -> FilmSubject

    public init(_ name: String, setUp: @escaping @MainActor (UIWindow) throws -> FilmSubject) {
        self.name = name; self.setUp = setUp
    }

    /// The set-up as a film runs it for storyboard `sb`: an error the code throws is named with
    /// the storyboard's file and the controller's name (exit 2), not printed bare.
    func setUp(for sb: Storyboard) -> @MainActor (UIWindow) throws -> FilmSubject {
        let name = self.name, setUp = self.setUp, file = sb.source
        return { window in
            do { return try setUp(window) } catch let e as StoryboardError { throw e } catch {
                throw StoryboardError(file: file, path: "", message: "the set-up of controller \"\(name)\" threw \(type(of: error)): \(error)")
            }
        }
    }

    /// The controllers the running executable registered (none in `kbfilm` itself).
    @MainActor static var registered: [FilmController] = []

    /// What is wrong with a list of controllers to register, as a sentence; nil when each has a
    /// name `--controller` and `--controllers` can reach, and no two share one.
    static func problem(in controllers: [FilmController]) -> String? {
        var seen = Set<String>()
        for (i, c) in controllers.enumerated() {
            let shown = c.name.unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
            if c.name.trimmingCharacters(in: .whitespaces).isEmpty { return "controller \(i) has an empty name: give each a name to film it by" }
            if c.name.contains(",") { return "controller \"\(shown)\" has a comma in its name, which --controllers splits on: rename it" }
            if c.name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return "controller \"\(shown)\" has a control character in its name: rename it"
            }
            if !seen.insert(c.name).inserted { return "two controllers are named \"\(shown)\": the second could never be filmed; give each its own name" }
        }
        return nil
    }
}

/// `--controller NAME`: which registered controller films a storyboard. Without it, a storyboard
/// that names a strategy films that strategy, and one that names none films the one controller
/// registered (when there is exactly one).
struct ControllerOption: ParsableArguments {
    @Option(help: "Film your controller registered under this name (in an executable that runs KeyboardFilmCommandLine.main(controllers:)). Default: the storyboard's strategy; without one, the only controller registered.")
    var controller: String?

    /// The storyboard simulated with its controller or its built-in strategy.
    func film(_ sb: Storyboard) throws -> Film {
        try MainActor.assumeIsolated {
            if let chosen = try Self.controller(named: controller, for: sb) { return try Film(storyboard: sb, setUp: chosen.setUp(for: sb)) }
            guard sb.namesStrategy || !FilmController.registered.isEmpty else {
                throw StoryboardError(file: sb.source, path: "strategy", message: "required: name a built-in strategy (\(RunningCommand.name) list strategies), e.g. { \"name\": \"layoutGuide\" }; to film your own controller, run it from an executable of yours that registers it: KeyboardFilmCommandLine.main(controllers:) (the reference: YourOwnKeyboardCode, \"Your controller on the command line\")")
            }
            return try Film(storyboard: sb)
        }
    }

    /// The registered controller `name` (a usage error when there is none by that name), or
    /// without a name, the only one registered for a storyboard that names no strategy.
    @MainActor
    static func controller(named name: String?, for sb: Storyboard) throws -> FilmController? {
        let registered = FilmController.registered
        if let name {
            guard let found = registered.first(where: { $0.name == name }) else {
                throw CommandFailure.usage(registered.isEmpty
                    ? "--controller \(name): \(KBFilm.name) has no controllers; register yours in an executable with KeyboardFilmCommandLine.main(controllers:)"
                    : "--controller \(name): no such controller; registered: \(registered.map(\.name).joined(separator: ", "))")
            }
            return found
        }
        guard !sb.namesStrategy else { return nil }
        if registered.count == 1 { return registered[0] }
        if registered.count > 1 {
            throw CommandFailure.usage("\(sb.source): names no strategy, and \(registered.count) controllers are registered: choose one with --controller (\(registered.map(\.name).joined(separator: ", ")))")
        }
        return nil
    }
}

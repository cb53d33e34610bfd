import ArgumentParser
import Foundation
import KeyboardSimulation

/// `kbfilm list devices|strategies|examples|controllers`.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the device catalogue, the strategies, the bundled examples, or the controllers this executable registered.")

    enum Kind: String, ExpressibleByArgument, CaseIterable { case devices, strategies, examples, controllers }

    @Argument(help: "devices, strategies, examples or controllers") var kind: Kind

    func run() throws {
        switch kind {
        case .devices:
            print("device                       points     scale  keyboard portrait (QuickType)  landscape (QuickType)")
            for d in DeviceCatalogue.all {
                let k = d.keyboard
                let size = "\(fmt(d.portraitSize.width))×\(fmt(d.portraitSize.height))"
                print(pad(d.name, 28) + " " + pad(size, 10) + " @\(d.scale)x   "
                      + pad("\(fmt(k.portrait)) (\(fmt(k.portraitQuickType)))", 30) + " \(fmt(k.landscape)) (\(fmt(k.landscapeQuickType)))")
            }
        case .strategies:
            for s in StrategyName.allCases { print(pad(s.rawValue, 21) + " " + s.summary) }
        case .controllers:
            let names = MainActor.assumeIsolated { FilmController.registered.map(\.name) }
            if names.isEmpty { FileHandle.standardError.write(Data("\(KBFilm.name) has no controllers: register yours with KeyboardFilmCommandLine.main(controllers:)\n".utf8)) }
            for name in names { print(name) }
        case .examples:
            guard let dir = ExamplesDirectory.find() else {
                throw CommandFailure.usage("no Examples folder here or beside the build: run `kbfilm list examples` from the repository")
            }
            for file in try ExamplesDirectory.storyboards(in: dir) {
                let sb = try StoryboardLoader.load(path: file.path)
                print(pad(file.lastPathComponent, 44) + " " + pad(sb.strategy.name.rawValue, 20) + " " + sb.summary)
            }
        }
    }

    private func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
    private func fmt(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }
}

/// Finds the bundled `Examples/` folder: under the working directory, or beside the build folder.
enum ExamplesDirectory {
    static func find() -> URL? {
        let fm = FileManager.default
        var candidates = [URL(fileURLWithPath: fm.currentDirectoryPath)]
        var exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 { candidates.append(exe); exe = exe.deletingLastPathComponent() }
        for c in candidates {
            let dir = c.appendingPathComponent("Examples")
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue { return dir }
        }
        return nil
    }

    static func storyboards(in dir: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

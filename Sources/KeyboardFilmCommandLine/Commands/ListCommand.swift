import ArgumentParser
import Foundation
import KeyboardSimulation

/// `kbfilm list devices|systems|strategies|examples|controllers|numbers`.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the device catalogue, what each system changes, the strategies, the bundled examples, the controllers this executable registered, or the numbers a storyboard takes.")

    enum Kind: String, ExpressibleByArgument, CaseIterable { case devices, systems, strategies, examples, controllers, numbers }

    @Argument(help: "devices, systems, strategies, examples, controllers or numbers") var kind: Kind

    func run() throws {
        switch kind {
        case .devices:
            print(DeviceListing.text())
        case .systems:
            print(SystemListing.text())
        case .numbers:
            print(StoryboardNumber.table)
        case .strategies:
            for s in StrategyName.allCases { print(pad(s.rawValue, 21) + " " + s.summary) }
        case .controllers:
            let names = MainActor.assumeIsolated { FilmController.registered.map(\.name) }
            if names.isEmpty { FileHandle.standardError.write(Data("\(KBFilm.name) has no controllers: register yours with KeyboardFilmCommandLine.main(controllers:)\n".utf8)) }
            for name in names { print(name) }
        case .examples:
            guard let dir = ExamplesDirectory.find() else {
                throw CommandFailure.usage("no Examples folder here or beside the build: run `\(RunningCommand.name) list examples` from the repository")
            }
            for file in try ExamplesDirectory.storyboards(in: dir) {
                let sb = try StoryboardLoader.load(path: file.path)
                print(pad(file.lastPathComponent, 44) + " " + pad(sb.strategy.name.rawValue, 20) + " " + sb.summary)
            }
        }
    }

    private func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
}

/// `kbfilm list devices`: the catalogue by product line, one hardware class per row with the
/// names that share it, its figures, and where they come from.
enum DeviceListing {
    static func text() -> String {
        var lines: [String] = []
        for (line, rows) in DeviceCatalogue.lines {
            lines.append("\(line):")
            lines.append("  " + pad("points", 11) + pad("scale", 6) + pad("keyboard pt (QuickType)", 32) + pad("landscape", 12)
                         + pad("insets top/side", 16) + pad("corner", 7) + "sources")
            for row in rows {
                let d = row[0], k = d.keyboard
                let size = "\(NumberFormat.asGiven(d.portraitSize.width))×\(NumberFormat.asGiven(d.portraitSize.height))"
                var keyboard = "\(NumberFormat.asGiven(k.portrait)) (\(NumberFormat.asGiven(k.portraitQuickType)))"
                if let glass = d.liquidGlassKeyboard { keyboard += ", iOS 26 SDK \(NumberFormat.asGiven(glass.portrait))" }
                let side = d.landscapeSafeArea.left
                lines.append("  " + pad(size, 11) + pad("@\(d.scale)x", 6) + pad(keyboard, 32)
                             + pad("\(NumberFormat.asGiven(k.landscape)) (\(NumberFormat.asGiven(k.landscapeQuickType)))", 12)
                             + pad("\(NumberFormat.asGiven(d.portraitSafeArea.top))/\(NumberFormat.asGiven(side))", 16) + pad(NumberFormat.asGiven(d.cornerRadius), 7) + d.source)
                lines.append("    " + row.map(\.name).joined(separator: ", "))
            }
            lines.append("")
        }
        lines.append("Sources (docs/keyboard-physics.md §3): A Apple's published resolutions ÷ scale; U safe areas UIKit reports,")
        lines.append("as published for each model; C the display corner radius UIKit reports, as published; M measured in simulator")
        lines.append("screenshots (iOS 15.5–26.2); R the project's first reference table; ≈ taken from the row of the same class, not")
        lines.append("measured for this one. Order: size · safe areas · corner · keyboard.")
        return lines.joined(separator: "\n")
    }

    private static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
}

/// `kbfilm list systems`: each `system` a storyboard takes, what it changes from the one
/// before (with the reference's section or the report it follows), then each `sdk`.
enum SystemListing {
    static func text() -> String {
        var lines: [String] = []
        for system in SystemVersion.allCases {
            lines.append("\(system.rawValue):")
            lines += system.changes.map { "  - " + $0 }
        }
        lines.append("")
        lines.append("sdk (what the app was built with; matters on ios26):")
        for sdk in SDKVersion.allCases { lines.append("  \(sdk.rawValue): " + sdk.changes) }
        lines.append("")
        lines.append("§ = docs/keyboard-physics.md. Film one storyboard on two systems: kbfilm compare FILE --systems ios18,ios26")
        return lines.joined(separator: "\n")
    }
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

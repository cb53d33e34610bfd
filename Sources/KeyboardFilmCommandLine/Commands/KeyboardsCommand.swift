import ArgumentParser
import Foundation
import KeyboardFilm
import KeyboardSimulation

/// `kbfilm keyboards`: one PNG with every keyboard family KeyboardFilm draws, portrait and
/// landscape, (`--sheet modes`) every keyboard mode on an iPhone and an iPad, or (`--sheet ios26`)
/// iOS 26's keyboard by the SDK the app is built with.
struct KeyboardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboards",
        abstract: "Draw every device family's keyboard, or every keyboard mode, side by side (docs/keyboard-geometry.md), into one PNG.")

    @Option(help: "families (each device family, portrait and landscape), modes (docked with QuickType on and off, hardware keyboard, split, floating; iPhone and iPad) or ios26 (iOS 26 built with the iOS 18 SDK beside the iOS 26 SDK's rounded keyboard).")
    var sheet: KeyboardGallery.Sheet = .families
    @Option(help: "light or dark.") var appearance: Appearance = .light
    @Option(parsing: .unconditional, help: "Pixels per point (\(StoryboardNumber.scale.rangeWords)).") var scale = 1
    @Option(help: "Where to write the PNG.") var out = "Output/keyboards.png"

    func validate() throws {
        guard StoryboardNumber.scale.range.contains(Double(scale)) else { throw ValidationError("--scale must be \(StoryboardNumber.scale.rangeWords), got \(scale)") }
        guard out.hasSuffix(".png") else { throw ValidationError("--out must name a .png file, got \(out)") }
    }

    func run() throws {
        let bytes = try MainActor.assumeIsolated { try KeyboardGallery.png(sheet, appearance: appearance, scale: scale) }
        let url = URL(fileURLWithPath: out)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        } catch { throw CommandFailure.io("cannot write \(out): \(ioDescription(error))") }
        print("wrote \(out)")
    }
}

extension Appearance: ExpressibleByArgument {}
extension KeyboardGallery.Sheet: ExpressibleByArgument {}

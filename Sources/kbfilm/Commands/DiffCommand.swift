import ArgumentParser
import Foundation
import GoldenFilm
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// `kbfilm diff A.png B.png` (pixelmatch's counts) or `kbfilm diff DIR_A DIR_B` (two renders,
/// before and after a change).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs as pixelmatch does, or two render folders frame by frame (geometry and pixels).",
        discussion: """
        Exit 0 when nothing differs, 1 when something does, 2 on bad input (unreadable file, sizes differ).
        Two folders written by `kbfilm render` (with trace.json, and frames/ or animation.png) give the \
        first changed frame, a per-frame table (summary.md), before | after | diff rows \
        (side-by-side.png) and diff.json in --out (default: Output/diff/<after's name>).
        """)

    @Argument(help: "The first (expected, before) PNG or render folder.") var first: String
    @Argument(help: "The second (actual, after) PNG or render folder.") var second: String
    @Option(parsing: .unconditional, help: "pixelmatch's threshold on the YIQ colour delta, 0 … 1.") var threshold = 0.1
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as different.") var includeAA = false
    @Option(help: "Images: where to write the diff PNG. Folders: the report folder.") var out: String?
    @Flag(help: "Images: print the counts as JSON.") var json = false
    @Flag(help: "Folders: print nothing but errors.") var quiet = false

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw ValidationError("--threshold must lie in 0 … 1, got \(threshold)") }
    }

    func run() throws {
        func kind(_ path: String) throws -> Bool {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CommandFailure.usage("\(path): no such file or folder")
            }
            return isFolder.boolValue
        }
        switch (try kind(first), try kind(second)) {
        case (false, false): try images()
        case (true, true): try folders()
        default: throw CommandFailure.usage("give two PNG files or two render folders, not one of each")
        }
    }

    func images() throws {
        let a: RGBAImage, b: RGBAImage
        do {
            a = try PNGCodec.decode(contentsOf: first)
            b = try PNGCodec.decode(contentsOf: second)
        } catch let e as PNGError { throw CommandFailure.usage(e.description) }
        guard a.width == b.width, a.height == b.height else {
            throw CommandFailure.usage("sizes differ: \(first) is \(a.width)×\(a.height), \(second) is \(b.width)×\(b.height)")
        }
        let (counts, picture) = PixelmatchDiff.compare(a, b, threshold: threshold, includeAntialiasing: includeAA, diffImage: out != nil)
        if let out, let picture {
            do {
                try Data(try PNGCodec.encode(picture, encoding: .compact)).write(to: URL(fileURLWithPath: out), options: .atomic)
            } catch { throw CommandFailure.io("cannot write \(out): \(ioDescription(error))") }
        }
        if json {
            print(counts.json)
        } else {
            let share = NumberFormat.fixed(100 * Double(counts.different) / Double(max(1, counts.total)), decimals: 3)
            print("\(counts.different) different pixels (\(share) %), \(counts.antialiased) anti-aliased, of \(counts.total) (\(counts.width)×\(counts.height))")
        }
        if counts.different > 0 { throw ExitCode(1) }
    }

    func folders() throws {
        let a = URL(fileURLWithPath: first), b = URL(fileURLWithPath: second)
        let diff: RenderDiff
        do {
            diff = try RenderDiff(before: a, after: b, threshold: threshold, includeAntialiasing: includeAA)
        } catch let e as RenderDiffError { throw CommandFailure.usage(e.description) }
          catch let e as PNGError { throw CommandFailure.usage(e.description) }
          catch let e as StoryboardError { throw CommandFailure.usage(e.description) }
        let destination = URL(fileURLWithPath: out ?? "Output/diff/\(diff.after.name)").standardizedFileURL
        for source in [a, b] where (source.standardizedFileURL.path + "/").hasPrefix(destination.path + "/") {
            throw CommandFailure.usage("--out \(destination.path) would replace a folder being compared: choose another")
        }
        try OutputDirectory.checkReplaceable(destination)
        do {
            try OutputDirectory.replace(destination) { dir in
                let sheet = try diff.sideBySide(before: a, after: b, threshold: threshold)
                if let sheet { try dir.write(sheet, to: "side-by-side.png") }
                try dir.write(diff.markdown(image: sheet == nil ? nil : "side-by-side.png"), to: "summary.md")
                try dir.write(diff.json, to: "diff.json")
            }
        } catch {
            throw CommandFailure.io("cannot write \(destination.path): \(ioDescription(error))")
        }
        if !quiet {
            print(diff.headline)
            print("→ \(destination.path)")
        }
        if !diff.identical { throw ExitCode(1) }
    }
}

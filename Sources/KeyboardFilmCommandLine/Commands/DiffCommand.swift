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
        first changed frame, a per-frame table (summary.md), an animated before | after of every \
        frame (review.png), the frames that change most as before | after rows (side-by-side.png), \
        what changed marked red, and diff.json in --out (default: Output/diff/<after's name>).
        """)

    @Argument(help: "The first (expected, before) PNG or render folder.") var first: String
    @Argument(help: "The second (actual, after) PNG or render folder.") var second: String
    @Option(parsing: .unconditional, help: "pixelmatch's threshold on the YIQ colour delta, 0 … 1.") var threshold = 0.1
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as different.") var includeAA = false
    @Option(help: "Images: where to write the diff PNG. Folders: the report folder.") var out: String?
    @Flag(help: "Images: print the counts as JSON.") var json = false
    @Option(parsing: .unconditional, help: "Images: refuse images over this many megapixels (each costs about 12 bytes per pixel to compare).")
    var maxPixels = 64
    @Flag(help: "Folders: print nothing but errors.") var quiet = false

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw ValidationError("--threshold must lie in 0 … 1, got \(threshold)") }
        guard (1...100_000).contains(maxPixels) else { throw ValidationError("--max-pixels must lie in 1 … 100000, got \(maxPixels)") }
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

    /// The keyword of the text chunk every diff PNG carries: an existing `--out` file without
    /// it is someone else's and is never overwritten.
    static let diffImageKeyword = "kbfilm-diff"

    func images() throws {
        // Headers first: sizes and frame counts are compared before any pixel is decoded.
        let a: APNGReader, b: APNGReader
        do {
            a = try APNGReader(contentsOf: first)
            b = try APNGReader(contentsOf: second)
        } catch let e as PNGError { throw CommandFailure.usage(e.description) }
        if let out { try checkOut(out) }
        let d: PNGPairDiff
        do {
            d = try PNGPairDiff.compare(a, b, names: (first, second), threshold: threshold, includeAntialiasing: includeAA,
                                        maxMegapixels: maxPixels, picture: out != nil)
        } catch let e as PNGPairDiff.Refusal {
            throw CommandFailure.usage(e.description)
        } catch let e as PNGError { throw CommandFailure.usage(e.description) }
        if let out, let picture = d.picture {
            do {
                let png = try PNGChunks.insertingCompressedText("diff of \(first) and \(second)", keyword: Self.diffImageKeyword,
                                                                into: try PNGCodec.encode(picture, encoding: .compact))
                try Data(png).write(to: URL(fileURLWithPath: out), options: .atomic)
            } catch { throw CommandFailure.io("cannot write \(out): \(ioDescription(error))") }
        }
        if json {
            var fields = #"{"different": \#(d.different), "antialiased": \#(d.antialiased), "total": \#(d.total), "width": \#(d.width), "height": \#(d.height)"#
            if d.frames > 1 { fields += #", "frames": \#(d.frames), "firstDifferingFrame": \#(d.firstDifferingFrame.map(String.init) ?? "null")"# }
            print(fields + "}")
        } else {
            let share = NumberFormat.fixed(100 * Double(d.different) / Double(max(1, d.total)), decimals: 3)
            var line = "\(d.different) different pixels (\(share) %), \(d.antialiased) anti-aliased, of \(d.total) (\(d.width)×\(d.height)"
            line += d.frames > 1 ? " × \(d.frames) frames)" : ")"
            if let first = d.firstDifferingFrame, d.frames > 1 { line += "; first at frame \(first)" }
            print(line)
        }
        if d.different > 0 { throw ExitCode(1) }
    }

    /// `--out` must not be one of the compared images, nor a file KeyboardFilm did not write.
    func checkOut(_ out: String) throws {
        let target = URL(fileURLWithPath: out).resolvingSymlinksInPath().path
        for input in [first, second] where URL(fileURLWithPath: input).resolvingSymlinksInPath().path == target {
            throw CommandFailure.usage("--out \(out) is an image being compared: choose another path")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: out, isDirectory: &isFolder) else { return }
        guard !isFolder.boolValue else { throw CommandFailure.usage("--out \(out) is a folder: give the path of the diff PNG") }
        let bytes = FileManager.default.contents(atPath: out).map(Array.init) ?? []
        let ours = (try? PNGChunks.compressedText(in: bytes, keyword: Self.diffImageKeyword, file: out)) != nil
        guard ours else {
            throw CommandFailure.usage("refusing to replace \(out): it is not a diff KeyboardFilm wrote. Choose another --out path, or remove it yourself.")
        }
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
        // Compared as the folders they resolve to: an --out that is a symbolic link to a compared folder is that folder.
        let resolved = destination.resolvingSymlinksInPath().path
        for source in [a, b] where (source.resolvingSymlinksInPath().path + "/").hasPrefix(resolved + "/")
            || (source.standardizedFileURL.path + "/").hasPrefix(destination.path + "/") {
            throw CommandFailure.usage("--out \(destination.path) would replace a folder being compared: choose another")
        }
        try OutputDirectory.checkReplaceable(destination)
        do {
            try OutputDirectory.replace(destination) { dir in
                let sheet = try diff.sideBySide(before: a, after: b, threshold: threshold)
                if let sheet { try dir.write(sheet.bytes, to: DiffFile.sideBySide) }
                let review = try diff.review(before: a, after: b, threshold: threshold)
                if let review { try dir.write(review.bytes, to: DiffFile.review) }
                try dir.write(diff.markdown(image: sheet == nil ? nil : DiffFile.sideBySide, imageFrames: sheet?.frames ?? [],
                                            review: review == nil ? nil : DiffFile.review), to: DiffFile.summary)
                try dir.write(diff.json, to: DiffFile.json)
            }
        } catch let refused as RefusedDestination {
            throw refused // a file appeared in it meanwhile: kept, exit 2
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

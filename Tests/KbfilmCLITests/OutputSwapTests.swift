import Foundation
import KeyboardFilm
import TestSupport
import Testing

/// The moment an output folder is replaced: a file that appeared meanwhile, a folder that is a
/// mount point (a container volume), an immutable one, a full disk.
struct OutputSwapTests {
    static let storyboard = """
    { "name": "swap", "device": "iPhone SE (1st generation)", "fps": 5, "scale": 1, "duration": 0.4,
      "strategy": { "name": "layoutGuide" }, "events": [ { "at": 0.1, "do": "show" } ] }
    """

    /// Entries of `dir` that are staging left behind (`.NAME.partial-PID`, `.NAME.old-PID`, `.kbfilm.partial-PID`).
    static func staging(in dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.contains(".partial-") || $0.contains(".old-") }
    }

    /// Whether this process may mount a tmpfs and set file attributes (root in a container that allows it).
    static let privileged: Bool = {
        guard getuid() == 0, let dir = try? TestSupport.temporaryDirectory("kbfilm-probe") else { return false }
        defer { try? FileManager.default.removeItem(at: dir) }
        guard (try? CLI.tool("mount", ["-t", "tmpfs", "-o", "size=64k", "none", dir.path]))?.status == 0 else { return false }
        _ = try? CLI.tool("umount", [dir.path])
        return (try? CLI.tool("chattr", ["+i", dir.path]))?.status == 0 && (try? CLI.tool("chattr", ["-i", dir.path]))?.status == 0
    }()

    /// Runs `body` with a tmpfs of `size` mounted at `dir/name`, unmounted afterwards.
    static func withVolume<T>(_ name: String, size: String, in dir: URL, _ body: (URL) throws -> T) throws -> T {
        let volume = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: volume, withIntermediateDirectories: true)
        #expect(try CLI.tool("mount", ["-t", "tmpfs", "-o", "size=\(size)", "none", volume.path]).status == 0)
        defer { _ = try? CLI.tool("umount", [volume.path]) }
        return try body(volume)
    }

    @Test("a file added to the output folder while the output was being written is kept: the commit refuses (RefusedDestination), the previous output stays whole, no staging is left")
    func fileAppearsDuringTheRun() throws {
        try inTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("out")
            try OutputDirectory.replace(out) { try $0.write("first", to: "trace.json") }
            let second = try OutputDirectory(destination: out) // ownership checked here: all ours
            try second.write("second", to: "trace.json")
            try Data("mine".utf8).write(to: out.appendingPathComponent("notes.txt")) // meanwhile, the user
            #expect(throws: RefusedDestination.self) { try second.commit() }
            #expect(try String(contentsOf: out.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
            #expect(try String(contentsOf: out.appendingPathComponent("trace.json"), encoding: .utf8) == "first")
            #expect(Self.staging(in: dir).isEmpty, "\(Self.staging(in: dir))")
        }
    }

    @Test("render --out a file appeared in during the render: exit 2 naming it, the file kept", .timeLimit(.minutes(5)))
    func renderKeepsAFileThatAppeared() throws {
        try CLI.inTemporaryDirectory { dir in
            try Data(Self.storyboard.utf8).write(to: dir.appendingPathComponent("swap.json"))
            #expect(try CLI.run(["render", "swap.json", "--out", "o", "--format", "png", "--quiet"], in: dir).status == 0)
            // A slow render (every frame at 3x, PNG and APNG) and a file dropped in as soon as it starts staging.
            let big = Self.storyboard.replacingOccurrences(of: "\"scale\": 1", with: "\"scale\": 3").replacingOccurrences(of: "\"fps\": 5", with: "\"fps\": 60")
            try Data(big.utf8).write(to: dir.appendingPathComponent("swap.json"))
            let dropper = Thread {
                for _ in 0..<6000 {
                    if !Self.staging(in: dir).isEmpty {
                        try? Data("mine".utf8).write(to: dir.appendingPathComponent("o/notes.txt"))
                        return
                    }
                    usleep(5000)
                }
            }
            dropper.start()
            let r = try CLI.run(["render", "swap.json", "--out", "o", "--format", "png,apng", "--quiet"], in: dir)
            #expect(r.status == 2 && r.stderr.contains("notes.txt") && r.stderr.contains("appeared"), "\(r.status) \(r.stderr)")
            #expect(try String(contentsOf: dir.appendingPathComponent("o/notes.txt"), encoding: .utf8) == "mine")
            #expect(Self.staging(in: dir).isEmpty)
        }
    }

    @Test("render --out a mount point: written in place (it cannot be renamed), replaced on the next run, no staging left inside", .enabled(if: privileged))
    func mountPoint() throws {
        try CLI.inTemporaryDirectory { dir in
            try Data(Self.storyboard.utf8).write(to: dir.appendingPathComponent("swap.json"))
            try Self.withVolume("volume", size: "8m", in: dir) { volume in
                // A staging folder a killed run left inside (a PID no process has) is swept.
                try FileManager.default.createDirectory(at: volume.appendingPathComponent(".kbfilm.partial-4194304"), withIntermediateDirectories: true)
                let first = try CLI.run(["render", "swap.json", "--out", "volume", "--format", "png,trace", "--quiet"], in: dir)
                #expect(first.status == 0, "\(first.stderr)")
                let second = try CLI.run(["render", "swap.json", "--out", "volume", "--format", "trace", "--quiet"], in: dir)
                #expect(second.status == 0, "\(second.stderr)")
                let entries = try FileManager.default.contentsOfDirectory(atPath: volume.path).sorted()
                #expect(entries == [".kbfilm-output", "trace.json"], "\(entries)") // the PNGs of the first run went with it
                #expect(Self.staging(in: dir).isEmpty)
                // Still ours alone: a user's file inside is refused before any work.
                try Data("mine".utf8).write(to: volume.appendingPathComponent("notes.txt"))
                let refused = try CLI.run(["render", "swap.json", "--out", "volume", "--format", "trace", "--quiet"], in: dir)
                #expect(refused.status == 2 && refused.stderr.contains("notes.txt"), "\(refused.stderr)")
            }
        }
    }

    @Test("render --out an immutable folder: refused before the work (exit 2, saying why), nothing staged", .enabled(if: privileged))
    func immutableFolder() throws {
        try CLI.inTemporaryDirectory { dir in
            try Data(Self.storyboard.utf8).write(to: dir.appendingPathComponent("swap.json"))
            let out = dir.appendingPathComponent("frozen")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            #expect(try CLI.tool("chattr", ["+i", out.path]).status == 0)
            defer { _ = try? CLI.tool("chattr", ["-i", out.path]) }
            let r = try CLI.run(["render", "swap.json", "--out", "frozen", "--format", "trace"], in: dir)
            #expect(r.status == 2 && r.stderr.contains("immutable") && !r.stderr.contains("error 512"), "\(r.stderr)")
            #expect(Self.staging(in: dir).isEmpty)
        }
    }

    @Test("a full disk: exit 3 in words (no error domain code), and neither staging folders nor created parents left behind", .enabled(if: privileged))
    func fullDisk() throws {
        try CLI.inTemporaryDirectory { dir in
            try Data(Self.storyboard.utf8).write(to: dir.appendingPathComponent("swap.json"))
            try Self.withVolume("small", size: "48k", in: dir) { volume in
                let other = Self.storyboard.replacingOccurrences(of: "\"swap\"", with: "\"swap-2\"")
                try Data(other.utf8).write(to: dir.appendingPathComponent("swap-2.json"))
                let r = try CLI.run(["render", "swap.json", "swap-2.json", "--out", "small/deep/films", "--format", "png,apng,strip"], in: dir)
                #expect(r.status == 3 && !r.stderr.contains("NSCocoaErrorDomain"), "\(r.stderr)")
                #expect(try FileManager.default.contentsOfDirectory(atPath: volume.path).isEmpty)
            }
        }
    }
}

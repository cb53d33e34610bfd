import Foundation
import TestSupport
import Testing

/// Inputs that once crashed, deleted a user's files or passed silently: each is now exit 2 with
/// a message naming what is wrong, and nothing is written or removed.
struct HardeningTests {
    static let valid = """
    { "name": "hardening", "device": "iPhone SE (2nd generation)", "fps": 30, "scale": 1, "duration": 1.0,
      "strategy": { "name": "layoutGuide" }, "events": [ { "at": 0.1, "do": "show" } ] }
    """

    /// Writes `json` as a storyboard in a fresh folder and returns the folder and the file.
    static func storyboard(_ json: String = valid) throws -> (URL, URL) {
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("sb.json")
        try Data(json.utf8).write(to: file)
        return (dir, file)
    }

    @Test("--out naming a folder KeyboardFilm did not write is refused (exit 2) and left as it was", arguments: [".", "project", "a-file"])
    func outNeverDeletesForeignFiles(target: String) throws {
        let (dir, file) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: dir) }
        let project = dir.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("// mine".utf8).write(to: project.appendingPathComponent("Package.swift"))
        try Data("mine".utf8).write(to: dir.appendingPathComponent("a-file"))
        let r = try CLI.run(["render", file.path, "--out", target, "--format", "trace", "--quiet"], in: target == "." ? project : dir)
        #expect(r.status == 2 && r.stderr.contains("refusing to replace"), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("Package.swift").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("a-file").path))
        // A folder KeyboardFilm wrote is replaced as before.
        let ok = try CLI.run(["render", file.path, "--out", "film", "--format", "trace", "--quiet"], in: dir)
        let again = try CLI.run(["render", file.path, "--out", "film", "--format", "trace,strip", "--quiet"], in: dir)
        #expect(ok.status == 0 && again.status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("film/filmstrip.png").path))
    }

    @Test("an empty --format list is refused and the previous output stays", arguments: ["", ",,,", " , "])
    func emptyFormat(format: String) throws {
        let (dir, file) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLI.run(["render", file.path, "--out", "film", "--format", "trace", "--quiet"], in: dir).status == 0)
        let r = try CLI.run(["render", file.path, "--out", "film", "--format", format, "--quiet"], in: dir)
        #expect(r.status == 2 && r.stderr.contains("--format"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("film/trace.json").path))
    }

    @Test("numeric options out of range: --pixel-stride 70000, --from nan", arguments: [
        ["record", "--pixel-stride", "70000", "--golden", "g"], ["render", "--from", "nan", "--format", "strip"],
        ["render", "--to", "inf", "--format", "strip"],
        // Outside the 1 s film, and negative numbers (once taken for options: "Missing value").
        ["render", "--from", "5", "--to", "6", "--format", "strip"], ["render", "--every", "-1", "--format", "strip"],
        ["render", "--from", "-1", "--format", "strip"], ["render", "--jobs", "-1", "--format", "trace"]])
    func badOptions(args: [String]) throws {
        let (dir, file) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run([args[0], file.path] + args.dropFirst(), in: dir)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(!r.stderr.contains("Missing value"), "a negative number read as an option: \(r.stderr)")
        #expect(r.stderr.contains(args[1]), "the message names the option: \(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["sb.json"]) // nothing written
    }

    @Test("storyboards that crashed, hung or filmed nothing are exit 2 naming the JSON path", arguments: [
        (#""strategy": { "name": "layoutGuide" }"#, #""strategy": { "name": "layoutGuide" }, "keyboard": { "curve": { "bezier": [0.3, 1e15, 0.6, 1] } }"#, "keyboard.curve.bezier"),
        (#""strategy": { "name": "layoutGuide" }"#, #""strategy": { "name": "layoutGuide" }, "rotation": { "curve": { "bezier": [0.3, 0, 0.6, -1e14] } }"#, "rotation.curve.bezier"),
        (#""events": [ { "at": 0.1, "do": "show" } ]"#, #""events": []"#, "events"),
        (#""name": "hardening""#, #""name": "bad\u0007name""#, "name"),
        (#""name": "hardening""#, #""name": "summary.md""#, "name"),
        (#""name": "hardening""#, "\"name\": \"\(String(repeating: "x", count: 255))\"", "name"),
        // 81 characters, 243 bytes: under the character limit, over what a file name and its staging prefix hold.
        (#""name": "hardening""#, "\"name\": \"\(String(repeating: "€", count: 81))\"", "name"),
        // An impossible event after the last frame (1.0 s at 30 fps: the last frame is at 1.0; duration 1.02).
        (#""duration": 1.0"#, #""duration": 1.02"#, "__after"),
    ])
    func badStoryboards(find: String, replace: String, path: String) throws {
        var json = Self.valid.replacingOccurrences(of: find, with: replace)
        var expectedPath = path
        if path == "__after" {
            json = json.replacingOccurrences(of: #"{ "at": 0.1, "do": "show" }"#, with: #"{ "at": 0.1, "do": "show" }, { "at": 1.01, "do": "show" }"#)
            expectedPath = "events[1].at"
        }
        let (dir, file) = try Self.storyboard(json)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", file.path, "--quiet"], in: dir)
        #expect(r.status == 2 && r.stderr.contains(file.path) && r.stderr.contains(expectedPath + ":"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["sb.json"]) // nothing written
    }

    @Test("a file the user added to a render's folder or a golden folder stops the next render / record (exit 2) and stays byte-identical")
    func addedFilesSurvive() throws {
        let (dir, file) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLI.run(["render", file.path, "--out", "out", "--format", "trace", "--quiet"], in: dir).status == 0)
        let notes = dir.appendingPathComponent("out/notes.txt")
        try Data("mine".utf8).write(to: notes)
        let again = try CLI.run(["render", file.path, "--out", "out", "--format", "trace", "--quiet"], in: dir)
        #expect(again.status == 2 && again.stderr.contains("notes.txt") && again.stderr.contains("--out"), "\(again.stderr)")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")

        let env = ["KBFILM_RECORD": "all"]
        #expect(try CLI.run(["record", file.path, "--golden", "goldens"], in: dir, environment: env).status == 0)
        let readme = dir.appendingPathComponent("goldens/hardening/README.md")
        try Data("why this golden".utf8).write(to: readme)
        let before = try Data(contentsOf: dir.appendingPathComponent("goldens/hardening/manifest.json"))
        let record = try CLI.run(["record", file.path, "--golden", "goldens"], in: dir, environment: env)
        #expect(record.status == 2 && record.stderr.contains("README.md") && record.stderr.contains("--golden"), "\(record.stderr)")
        #expect(!record.stderr.contains("--out"))
        #expect(try String(contentsOf: readme, encoding: .utf8) == "why this golden")
        #expect(try Data(contentsOf: dir.appendingPathComponent("goldens/hardening/manifest.json")) == before)
    }

    @Test("output to a full or closed standard output is exit 3, not a success with the output lost", arguments: [
        "trace sb.json", "trace sb.json --csv", "list strategies", "list devices",
    ])
    func standardOutputFailures(command: String) throws {
        let (dir, _) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: dir) }
        let kbfilm = CLI.binary.path
        for redirect in ["> /dev/full", ">&-"] {
            let r = try CLI.tool("bash", ["-c", "cd '\(dir.path)' && '\(kbfilm)' \(command) \(redirect); echo \"status $?\" >&2"])
            #expect(r.stderr.contains("status 3") && r.stderr.contains("cannot write to standard output"), "\(command) \(redirect): \(r.stderr)")
        }
        let fine = try CLI.tool("bash", ["-c", "cd '\(dir.path)' && '\(kbfilm)' \(command) > /dev/null"])
        #expect(fine.status == 0, "\(fine.stderr)")
    }

    @Test("a FIFO named manifest.json or trace.json in a golden is refused (exit 2), never read until the end of time", arguments: ["manifest.json", "trace.json"])
    func fifoInGolden(file: String) throws {
        let (dir, sb) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLI.run(["record", sb.path, "--golden", "g"], in: dir, environment: ["KBFILM_RECORD": "all"]).status == 0)
        let path = dir.appendingPathComponent("g/hardening/\(file)").path
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o644) == 0)
        let r = try runProcess(CLI.binary, ["verify", sb.path, "--golden", "g"], in: dir, environment: ["CI": "true"], timeout: 30)
        #expect(!r.timedOut, "verify blocked on the FIFO")
        #expect(r.status == 2 && r.stderr.contains(file) && r.stderr.contains("FIFO"), "\(r.stderr)")
    }

    @Test("staging left by a process that no longer runs is removed by the next run")
    func staleStagingRemoved() throws {
        let (dir, file) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The PID of a process that has exited.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/true")
        try p.run()
        p.waitUntilExit()
        let stale = dir.appendingPathComponent(".film.partial-\(p.processIdentifier)")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        try Data(repeating: 1, count: 1000).write(to: stale.appendingPathComponent("frame-0000.png"))
        let r = try CLI.run(["render", file.path, "--out", "film", "--format", "trace", "--quiet"], in: dir)
        #expect(r.status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["film", "sb.json"])
    }

    @Test("SIGINT, SIGTERM or SIGHUP during a render removes its staging and keeps the previous output",
          arguments: [SIGINT, SIGTERM, SIGHUP])
    func interruptCleansStaging(signal: Int32) throws {
        let long = Self.valid.replacingOccurrences(of: #""duration": 1.0"#, with: #""duration": 30.0"#)
            .replacingOccurrences(of: #""scale": 1"#, with: #""scale": 2"#)
        let (dir, file) = try Self.storyboard(long)
        defer { try? FileManager.default.removeItem(at: dir) }
        let film = dir.appendingPathComponent("film")
        try FileManager.default.createDirectory(at: film, withIntermediateDirectories: true)
        try Data("previous".utf8).write(to: film.appendingPathComponent("trace.json"))
        try Data("Written by KeyboardFilm\n- trace.json\n".utf8).write(to: film.appendingPathComponent(".kbfilm-output"))
        let p = Process()
        p.executableURL = CLI.binary
        p.arguments = ["render", file.path, "--out", "film", "--format", "png", "--quiet", "--jobs", "1"]
        p.currentDirectoryURL = dir
        try p.run()
        // Wait until frames are being staged (not a fixed delay), then interrupt.
        let deadline = Date().addingTimeInterval(60)
        func staging() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasPrefix(".film.partial-") }
        }
        // A frame file in the staging folder: the render is mid-way, with files of its own to remove.
        func stagedFrames() -> Int {
            staging().reduce(0) { n, name in
                n + (((try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(name).appendingPathComponent("frames").path)) ?? []).count)
            }
        }
        while stagedFrames() == 0 && p.isRunning && Date() < deadline { usleep(20_000) }
        #expect(stagedFrames() > 0, "the render never staged a frame")
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationStatus == 128 + signal)
        #expect(staging().isEmpty)
        #expect(try String(contentsOf: film.appendingPathComponent("trace.json"), encoding: .utf8) == "previous")
    }

    @Test("untrusted strings in messages are quoted, cut and stripped of terminal escapes",
          arguments: [#""device": "\u001b[2J\u001b[31mred""#, "\"device\": \"\(String(repeating: "y", count: 100_000))\"",
                      #""devicee\u001b[0m": "iPhone 13""#])
    func sanitizedMessages(field: String) throws {
        let json = Self.valid.replacingOccurrences(of: #""device": "iPhone SE (2nd generation)""#, with: field.contains("devicee") ? field + #", "device": "iPhone 13""# : field)
        let (dir, file) = try Self.storyboard(json)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["render", file.path, "--quiet"], in: dir)
        #expect(r.status == 2)
        #expect(!r.stderr.unicodeScalars.contains("\u{1B}"), "\(r.stderr.debugDescription)")
        #expect(r.stderr.count < 1000, "\(r.stderr.count) characters")
    }

    @Test("limits a user can read and raise: frames per film (--max-frames), events per storyboard, file size, leaked display links")
    func limits() throws {
        // 600 s at 240 fps: 144 001 frames, refused before any work; --max-frames raises the limit.
        let long = Self.valid.replacingOccurrences(of: #""duration": 1.0"#, with: #""duration": 600"#)
            .replacingOccurrences(of: #""fps": 30"#, with: #""fps": 240"#)
        let (dir, file) = try Self.storyboard(long)
        defer { try? FileManager.default.removeItem(at: dir) }
        let refused = try CLI.run(["render", file.path, "--quiet"], in: dir)
        #expect(refused.status == 2 && refused.stderr.contains("duration:") && refused.stderr.contains("144001 frames"), "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["sb.json"])
        let raised = try CLI.run(["trace", file.path, "--max-frames", "200000", "--csv"], in: dir)
        #expect(raised.status == 0 && raised.stdout.split(separator: "\n").count == 144_002)

        // 10 001 events.
        let many = (0...10_000).map { #"{ "at": \#(Double($0) * 0.05), "do": "\#($0 % 2 == 0 ? "show" : "hide")" }"# }.joined(separator: ", ")
        let eventsJSON = Self.valid.replacingOccurrences(of: #"{ "at": 0.1, "do": "show" }"#, with: many)
            .replacingOccurrences(of: #""duration": 1.0"#, with: #""duration": 600"#)
        try Data(eventsJSON.utf8).write(to: file)
        let events = try CLI.run(["trace", file.path], in: dir)
        #expect(events.status == 2 && events.stderr.contains("events: 10001 events; at most 10000"), "\(events.stderr)")

        // A 5 MiB file is not a storyboard.
        try Data(repeating: 0x20, count: 5 << 20).write(to: file)
        let big = try CLI.run(["trace", file.path], in: dir)
        #expect(big.status == 2 && big.stderr.contains("at most 4 MiB"))

        // A strategy that leaks a display link per notification, with dense events: refused, not a hang.
        let dense = (0..<200).map { #"{ "at": \#(0.05 + Double($0) * 0.06), "do": "\#($0 % 2 == 0 ? "show" : "hide")" }"# }.joined(separator: ", ")
        let leak = Self.valid.replacingOccurrences(of: #"{ "at": 0.1, "do": "show" }"#, with: dense)
            .replacingOccurrences(of: #""duration": 1.0"#, with: #""duration": 13"#)
            .replacingOccurrences(of: #""layoutGuide""#, with: #""displayLink""#)
        try Data(leak.utf8).write(to: file)
        let leaked = try CLI.run(["trace", file.path], in: dir)
        #expect(leaked.status == 2 && leaked.stderr.contains("display links running"), "\(leaked.stderr)")
    }
    @Test("two storyboards with one name are refused by record before either golden is written")
    func duplicateNamesInRecord() throws {
        let (dir, file) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: dir) }
        let twin = dir.appendingPathComponent("twin.json")
        try Data(Self.valid.replacingOccurrences(of: #""fps": 30"#, with: #""fps": 20"#).utf8).write(to: twin)
        let r = try CLI.run(["record", file.path, twin.path, "--golden", "g"], in: dir, environment: ["CI": "", "KBFILM_RECORD": "all"])
        #expect(r.status == 2 && r.stderr.contains("\"hardening\""), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["sb.json", "twin.json"])
    }

    @Test("--jobs is refused by render, compare --review and record when its canvases would not fit in half the machine's memory, and outside 1 … 256")
    func jobsAgainstMemory() throws {
        // iPad Pro 12.9-inch at 3x, rotating: a square canvas of 1366 × 3 pt plus margins on each side.
        let big = Self.valid.replacingOccurrences(of: "iPhone SE (2nd generation)", with: "iPad Pro 12.9-inch")
            .replacingOccurrences(of: #""scale": 1"#, with: #""scale": 3"#)
            .replacingOccurrences(of: #"{ "at": 0.1, "do": "show" }"#, with: #"{ "at": 0.1, "do": "rotate", "to": "landscapeLeft" }"#)
        let (dir, file) = try Self.storyboard(big)
        defer { try? FileManager.default.removeItem(at: dir) }
        let side = Double(1366 * 3)
        let bytesPerJob = side * side * 4 * 3 // a lower bound of the refusal's own estimate
        let memory = Double(ProcessInfo.processInfo.physicalMemory)
        let jobs = 256
        try #require(Double(jobs) * bytesPerJob > memory / 2, "this machine has more memory than the test assumes")
        let commands = [["render", file.path, "--quiet"],
                        ["compare", file.path, "--strategies", "layoutGuide,inputAccessory", "--review", "--quiet"],
                        ["record", file.path, "--golden", "goldens"]]
        for command in commands {
            for args in [["--jobs", "\(jobs)"], ["--jobs", "0"], ["--jobs", "257"]] {
                let r = try CLI.run(command + args, in: dir)
                #expect(r.status == 2 && r.stderr.contains("--jobs"), "\(command[0]) \(args): \(r.stderr)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["sb.json"])
    }

    @Test("list examples away from the repository is a usage error (exit 2), not an I/O failure")
    func listExamplesElsewhere() throws {
        try CLI.inTemporaryDirectory { dir in
            let copy = dir.appendingPathComponent("kbfilm")
            try FileManager.default.copyItem(at: CLI.binary, to: copy)
            let p = Process()
            p.executableURL = copy
            p.arguments = ["list", "examples"]
            p.currentDirectoryURL = dir
            let err = Pipe()
            p.standardError = err
            p.standardOutput = Pipe()
            try p.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(p.terminationStatus == 2 && message.contains("Examples"), "\(message)")
        }
    }

    @Test("a folder that cannot be created is exit 3 with the system's reason, never a Foundation error dump")
    func ioErrorsInASentence() throws {
        let (dir, file) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("mine".utf8).write(to: dir.appendingPathComponent("a-file"))
        let r = try CLI.run(["render", file.path, "--out", "a-file/film", "--format", "trace", "--quiet"], in: dir)
        #expect(r.status == 3, "\(r.stderr)")
        // Foundation's sentence for ENOTDIR, with the path that is in the way.
        #expect(r.stderr.contains("already exists") && r.stderr.contains("a-file)"), "\(r.stderr)")
        #expect(!r.stderr.contains("Domain") && !r.stderr.contains("UserInfo"), "\(r.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("a-file"), encoding: .utf8) == "mine")
    }

    @Test("a storyboard on /dev/stdin is read (a pipe has no size until read); render's report quotes it")
    func storyboardOnStandardInput() throws {
        try CLI.inTemporaryDirectory { dir in
            let trace = try runProcess(CLI.binary, ["trace", "/dev/stdin"], in: dir, stdin: Data(Self.valid.utf8), timeout: 60)
            #expect(trace.status == 0, "\(trace.stderr)")
            #expect(trace.stdout.contains(#""name": "hardening""#))
            let render = try runProcess(CLI.binary, ["render", "/dev/stdin", "--out", "film", "--format", "report", "--quiet"], in: dir,
                                        stdin: Data(Self.valid.utf8), timeout: 60)
            #expect(render.status == 0, "\(render.stderr)")
            let page = try String(contentsOf: dir.appendingPathComponent("film/report.html"), encoding: .utf8)
            #expect(page.contains("&quot;name&quot;: &quot;hardening&quot;"), "the report quotes the storyboard as it was piped")
            // Bad JSON on a pipe is bad input naming the file, as for a regular file.
            let bad = try runProcess(CLI.binary, ["trace", "/dev/stdin"], in: dir, stdin: Data("{ \"name\": ".utf8), timeout: 60)
            #expect(bad.status == 2 && bad.stderr.contains("/dev/stdin") && bad.stderr.contains("invalid JSON"), "\(bad.stderr)")
        }
    }

    @Test("under a 1 GB address-space limit (ulimit -v) a 3x iPad Pro 12.9 rotation renders on the threads that fit; --jobs that do not fit is exit 2, a limit no thread fits is exit 3; never an abort")
    func jobsFitTheProcessLimit() throws {
        let ipad = """
        { "name": "ipad-rotation", "device": "iPad Pro 12.9-inch", "fps": 10, "scale": 3, "duration": 0.3,
          "strategy": { "name": "layoutGuide" }, "events": [ { "at": 0.0, "do": "show" }, { "at": 0.1, "do": "rotate", "to": "landscapeLeft" } ] }
        """
        let (dir, _) = try Self.storyboard(ipad)
        defer { try? FileManager.default.removeItem(at: dir) }
        func limited(_ kib: Int, _ args: String) throws -> ProcessResult {
            try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit -v \(kib) && exec \"$0\" render sb.json --format png --quiet \(args)", CLI.binary.path],
                           in: dir, timeout: 120)
        }
        let fits = try limited(1_000_000, "--out fits")
        #expect(fits.status == 0 && !fits.signalled, "\(fits.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("fits/frames/frame-0003.png").path))
        let two = try limited(1_000_000, "--out two --jobs 2")
        #expect(two.status == 2 && two.stderr.contains("ulimit -v") && two.stderr.contains("--jobs 1"), "\(two.stderr)")
        let none = try limited(600_000, "--out none")
        #expect(none.status == 3 && !none.signalled && none.stderr.contains("ulimit -v") && none.stderr.contains("--scale"), "\(none.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)) == ["sb.json", "fits"])
    }
}

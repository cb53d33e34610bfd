import Foundation
import TestSupport
import Testing

/// Progress lines: on a terminal only, and never with --quiet (`script` gives the command a
/// pseudo-terminal, as an interactive shell would).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) (util-linux)"))
struct ProgressTests {
    @Test("render, record and verify show 'N/M frames' progress on a terminal, and none with --quiet")
    func onATerminalUnlessQuiet() throws {
        try CLI.inTemporaryDirectory { dir in
            let sb = #"{ "name": "p", "device": "iPhone SE (2nd generation)", "scale": 1, "fps": 30, "duration": 0.5, "strategy": { "name": "layoutGuide" }, "events": [ { "at": 0.1, "do": "show" } ] }"#
            try Data(sb.utf8).write(to: dir.appendingPathComponent("p.json"))
            let kbfilm = CLI.binary.path
            for (label, command) in [("render", "render p.json --format apng --out out"), ("record", "record p.json --golden g --update"),
                                     ("verify", "verify p.json --golden g")] {
                for quiet in [false, true] {
                    let line = "'\(kbfilm)' \(command)\(quiet ? " --quiet" : "")"
                    let r = try CLI.tool("script", ["-qec", line, "/dev/null"], in: dir)
                    #expect(r.status == 0, "\(label): \(r.stdout) \(r.stderr)")
                    let shows = r.stdout.contains("/16 frames") // 0.5 s at 30 fps, both ends
                    #expect(shows == !quiet, "\(label)\(quiet ? " --quiet" : ""): \(r.stdout.debugDescription.prefix(300))")
                }
            }
        }
    }
}

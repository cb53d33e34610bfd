import Foundation
import TestSupport
import Testing

/// `kbfilm comment`: the pull request's one comment, written from a verify report and kept up to
/// date through GitHub's REST API — here a fake API on 127.0.0.1 that records every request.
@Suite(.serialized)
struct PullRequestCommentTests {
    /// A film name Markdown and HTML would both misread if it were not escaped.
    static let hostile = "b *bold* <img src=x> | [link](evil.example)"

    /// A verify run with one film passing ("a"), one changed (the hostile name, its artifacts
    /// written) and one without a golden ("c"): its JUnit report is `dir/junit.xml`.
    static func failingReport(in dir: URL) throws {
        let env = ["CI": "", "KBFILM_RECORD": ""]
        func write(_ name: String, file: String, duration: Double) throws {
            let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            try Data(GoldenReportTests.storyboard(escaped, duration: duration).utf8).write(to: dir.appendingPathComponent(file))
        }
        try write("a", file: "a.json", duration: 0.25)
        try write(hostile, file: "b.json", duration: 0.25)
        try write("c", file: "c.json", duration: 0.25)
        let rec = try CLI.run(["record", "a.json", "b.json", "--golden", "g", "--scale", "1"], in: dir, environment: env)
        try #require(rec.status == 0, "\(rec.stderr)")
        try write(hostile, file: "b.json", duration: 0.3)
        let verify = try CLI.run(["verify", "a.json", "b.json", "c.json", "--golden", "g", "--artifacts", "art", "--junit", "junit.xml"],
                                 in: dir, environment: env)
        try #require(verify.status == 1, "\(verify.stdout)\(verify.stderr)")
    }

    /// No GitHub settings leak in from the machine running the tests.
    static let quietGitHub = ["GITHUB_STEP_SUMMARY": "", "GITHUB_SHA": "", "GITHUB_TOKEN": "", "GITHUB_EVENT_PATH": "",
                              "GITHUB_REPOSITORY": "", "GITHUB_API_URL": "", "KBFILM_SHA": "", "KBFILM_FORK": ""]

    @Test("the comment: a hidden marker, the headline and a row per film that did not pass, a folded section with the animated diff linked under --image-base; a hostile film name renders as text (checked with markdown-it-py), and GITHUB_STEP_SUMMARY gets the same Markdown",
          .enabled(if: Peers.markdownIt, "needs python3 with markdown-it-py; CI installs it"))
    func commentMarkdown() throws {
        try CLI.inTemporaryDirectory { dir in
            try Self.failingReport(in: dir)
            var env = Self.quietGitHub
            env["GITHUB_STEP_SUMMARY"] = dir.appendingPathComponent("step-summary.md").path
            env["GITHUB_SHA"] = "0123abc"
            let r = try CLI.run(["comment", "junit.xml", "--artifacts", "art", "--image-base", "https://example.com/imgs/", "--out", "comment.md"],
                                in: dir, environment: env)
            #expect(r.status == 0, "\(r.stderr)")
            let md = try String(contentsOf: dir.appendingPathComponent("comment.md"), encoding: .utf8)
            #expect(md.hasPrefix("<!-- kbfilm-comment -->\n"))
            #expect(md.contains("2 of 3 films did not pass"), "\(md)")
            #expect(try String(contentsOf: dir.appendingPathComponent("step-summary.md"), encoding: .utf8) == md + "\n")
            let html = try Self.render(md)
            // The name shows as its text: no image, no link, no emphasis made of it; the table keeps its columns.
            #expect(!html.contains("<img src=\"x\"") && !html.contains("<img src=x>") && !html.contains("href=\"evil.example\"") && !html.contains("<em>bold</em>"), "\(html)")
            #expect(html.contains("b *bold* &lt;img src=x&gt; | [link](evil.example)"), "\(html)")
            let rows = html.components(separatedBy: "<tr>").count - 1
            #expect(rows == 3, "a header row and two failing films\n\(html)")
            // The changed film's animated diff, linked by its percent-encoded name.
            let encoded = Self.hostile.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~")))!
            #expect(html.contains("src=\"https://example.com/imgs/\(encoded)/diff-animation.png\""), "\(html)")
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("art").appendingPathComponent(Self.hostile).appendingPathComponent("diff-animation.png").path))
            #expect(html.contains("<details>") && html.contains("first differing frame 4"), "\(html)")
            #expect(md.contains("Verified at 0123abc"))
        }
    }

    /// Markdown rendered to HTML by markdown-it-py (CommonMark with GitHub's tables), HTML allowed as GitHub allows it.
    static func render(_ markdown: String) throws -> String {
        let script = "import sys; from markdown_it import MarkdownIt; print(MarkdownIt('commonmark', {'html': True}).enable('table').render(sys.stdin.read()))"
        let r = try runTool("python3", ["-c", script], stdin: Data(markdown.utf8))
        try #require(r.status == 0, "\(r.stderr)")
        return r.stdout
    }

    @Test("--post against a fake GitHub API: the first run creates one comment, the second edits it (same id), a passing run edits it to green; never a second comment",
          .enabled(if: Peers.python3, "needs python3 for the fake API; CI installs it"))
    func postKeepsOneComment() throws {
        try CLI.inTemporaryDirectory { dir in
            try Self.failingReport(in: dir)
            let api = try FakeGitHub(in: dir)
            defer { api.stop() }
            let env = try api.environment(in: dir)
            let first = try CLI.run(["comment", "junit.xml", "--post"], in: dir, environment: env)
            #expect(first.status == 0 && first.stdout.contains("created comment 1 on pull request #7"), "\(first.stdout)\(first.stderr)")
            let second = try CLI.run(["comment", "junit.xml", "--post"], in: dir, environment: env)
            #expect(second.status == 0 && second.stdout.contains("edited comment 1 on pull request #7"), "\(second.stdout)\(second.stderr)")
            // Everything passes now: a report with the failing films' goldens re-recorded.
            let record = try CLI.run(["record", "a.json", "b.json", "c.json", "--golden", "g", "--scale", "1"], in: dir,
                                     environment: ["CI": "", "KBFILM_RECORD": "all"])
            try #require(record.status == 0, "\(record.stderr)")
            let verify = try CLI.run(["verify", "a.json", "b.json", "c.json", "--golden", "g", "--junit", "junit.xml"], in: dir, environment: ["CI": ""])
            try #require(verify.status == 0, "\(verify.stdout)")
            let green = try CLI.run(["comment", "junit.xml", "--post"], in: dir, environment: env)
            #expect(green.status == 0 && green.stdout.contains("edited comment 1"), "\(green.stdout)\(green.stderr)")
            let comments = try api.comments()
            #expect(comments.count == 1, "\(comments)")
            #expect(comments.first?.contains("all 3 films match their goldens") == true, "\(comments)")
            let log = try api.requests()
            #expect(log.filter { $0.hasPrefix("POST ") }.count == 1, "\(log)")
            #expect(log.filter { $0.hasPrefix("PATCH /repos/team/app/issues/comments/1") }.count == 2, "\(log)")
            #expect(log.allSatisfy { $0.hasSuffix(" Bearer t0ken") }, "every call carries the token\n\(log)")
        }
    }

    @Test("--post failures: a 403, 404 or 500 and a timeout are exit 3 naming the call and GitHub's answer, with no second comment; a fork's pull request is skipped (exit 0, no call); a missing token is exit 2",
          .enabled(if: Peers.python3, "needs python3 for the fake API; CI installs it"))
    func postFailures() throws {
        try CLI.inTemporaryDirectory { dir in
            try Self.failingReport(in: dir)
            let api = try FakeGitHub(in: dir)
            defer { api.stop() }
            let env = try api.environment(in: dir)
            #expect(try CLI.run(["comment", "junit.xml", "--post"], in: dir, environment: env).status == 0)
            for (mode, words) in [("403", "answered 403: Resource not accessible by integration (does the token have pull-requests: write?)"),
                                  ("404", "answered 404: Not Found"), ("500", "answered 500: Server Error")] {
                try api.setMode(mode)
                let r = try CLI.run(["comment", "junit.xml", "--post"], in: dir, environment: env)
                #expect(r.status == 3 && r.stderr.contains("GitHub API: GET /repos/team/app/issues/7/comments?per_page=100&page=1 \(words)"), "\(mode): \(r.stderr)")
            }
            try api.setMode("sleep")
            let slow = try CLI.run(["comment", "junit.xml", "--post", "--api-timeout", "1"], in: dir, environment: env, timeout: 60)
            #expect(slow.status == 3 && slow.stderr.contains("GET /repos/team/app/issues/7/comments?per_page=100&page=1: no answer within 1 s"), "\(slow.stderr)")
            try api.setMode("ok")
            #expect(try api.comments().count == 1)

            let calls = try api.requests().count
            var fork = env
            fork["GITHUB_EVENT_PATH"] = try FakeGitHub.event(in: dir, name: "fork-event.json", head: "someone/app")
            let skipped = try CLI.run(["comment", "junit.xml", "--post"], in: dir, environment: fork)
            #expect(skipped.status == 0 && skipped.stderr.contains("comes from a fork"), "\(skipped.stderr)")
            #expect(try api.requests().count == calls, "a fork's run makes no call")
            var noToken = env
            noToken["GITHUB_TOKEN"] = ""
            let refused = try CLI.run(["comment", "junit.xml", "--post"], in: dir, environment: noToken)
            #expect(refused.status == 2 && refused.stderr.contains("--post needs GITHUB_TOKEN"), "\(refused.stderr)")
        }
    }
}

/// GitHub's issue-comment API on 127.0.0.1, in Python: lists (page by page), creates and edits
/// comments, and logs "METHOD PATH AUTHORIZATION" per request. `mode` answers every call with
/// 403, 404 or 500, or sleeps past the client's timeout.
final class FakeGitHub {
    let dir: URL
    let process = Process()
    let port: Int

    static let script = #"""
    import json, os, signal, sys, threading, time
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    # The test's process may hand down SIGTERM blocked; and never outlive a test by long.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM])
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    threading.Timer(300, lambda: os._exit(0)).start()
    root = sys.argv[1]
    state = {"comments": [], "next": 1}
    def mode():
        try: return open(os.path.join(root, "mode")).read().strip()
        except OSError: return "ok"
    class H(BaseHTTPRequestHandler):
        def log_message(self, *a): pass
        def answer(self, status, body):
            data = json.dumps(body).encode()
            self.send_response(status); self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data))); self.end_headers(); self.wfile.write(data)
        def handle_any(self, method):
            with open(os.path.join(root, "requests.log"), "a") as f:
                f.write(method + " " + self.path + " " + self.headers.get("Authorization", "") + "\n")
            length = int(self.headers.get("Content-Length", "0") or 0)
            body = json.loads(self.rfile.read(length) or b"{}") if length else {}
            m = mode()
            if m == "sleep": time.sleep(5); return self.answer(200, [])
            if m in ("403", "404", "500"):
                words = {"403": "Resource not accessible by integration", "404": "Not Found", "500": "Server Error"}[m]
                return self.answer(int(m), {"message": words})
            path = self.path.split("?")[0]
            if method == "GET" and path == "/repos/team/app/issues/7/comments":
                page = int(self.path.split("page=")[-1]) if "page=" in self.path else 1
                return self.answer(200, state["comments"][(page - 1) * 100: page * 100])
            if method == "POST" and path == "/repos/team/app/issues/7/comments":
                c = {"id": state["next"], "body": body["body"]}; state["next"] += 1; state["comments"].append(c)
                self.save(); return self.answer(201, c)
            if method == "PATCH" and path.startswith("/repos/team/app/issues/comments/"):
                cid = int(path.rsplit("/", 1)[1])
                for c in state["comments"]:
                    if c["id"] == cid: c["body"] = body["body"]; self.save(); return self.answer(200, c)
                return self.answer(404, {"message": "Not Found"})
            return self.answer(404, {"message": "Not Found"})
        def save(self):
            json.dump(state["comments"], open(os.path.join(root, "comments.json"), "w"))
        def do_GET(self): self.handle_any("GET")
        def do_POST(self): self.handle_any("POST")
        def do_PATCH(self): self.handle_any("PATCH")
    server = ThreadingHTTPServer(("127.0.0.1", 0), H)
    open(os.path.join(root, "port.tmp"), "w").write(str(server.server_address[1]))
    os.rename(os.path.join(root, "port.tmp"), os.path.join(root, "port"))
    server.serve_forever()
    """#

    init(in parent: URL) throws {
        dir = parent.appendingPathComponent("fake-github")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script, dir.path]
        try process.run()
        let portFile = dir.appendingPathComponent("port")
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: portFile.path) {
            guard Date() < deadline, process.isRunning else { throw CocoaError(.fileNoSuchFile) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        port = Int(try String(contentsOf: portFile, encoding: .utf8)) ?? 0
    }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func setMode(_ mode: String) throws { try Data(mode.utf8).write(to: dir.appendingPathComponent("mode")) }

    func requests() throws -> [String] {
        let log = dir.appendingPathComponent("requests.log")
        guard FileManager.default.fileExists(atPath: log.path) else { return [] }
        return try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func comments() throws -> [String] {
        let data = try Data(contentsOf: dir.appendingPathComponent("comments.json"))
        return (try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []).compactMap { $0["body"] as? String }
    }

    /// A pull_request event's payload for pull request #7 of team/app, its head in `head`.
    static func event(in dir: URL, name: String = "event.json", head: String = "team/app") throws -> String {
        let payload = #"{ "action": "synchronize", "pull_request": { "number": 7, "head": { "repo": { "full_name": "\#(head)" } }, "base": { "repo": { "full_name": "team/app" } } } }"#
        let file = dir.appendingPathComponent(name)
        try Data(payload.utf8).write(to: file)
        return file.path
    }

    /// What GitHub Actions sets, pointed at this server.
    func environment(in dir: URL) throws -> [String: String] {
        var env = PullRequestCommentTests.quietGitHub
        env["GITHUB_API_URL"] = "http://127.0.0.1:\(port)"
        env["GITHUB_TOKEN"] = "t0ken"
        env["GITHUB_REPOSITORY"] = "team/app"
        env["GITHUB_EVENT_PATH"] = try Self.event(in: dir)
        return env
    }
}

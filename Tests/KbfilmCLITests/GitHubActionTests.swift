import Foundation
import TestSupport
import Testing

/// The GitHub Action (`action.yml`, `Scripts/ci/action.sh`, `Scripts/ci/push-images.sh`) run here
/// with a faked runner: three shards verify, the report step merges them, publishes the changed
/// film's images to a branch of a local bare repository and keeps the pull request's comment on a
/// fake GitHub API. There is no GitHub and no Docker here; this is the whole path short of them.
@Suite(.serialized)
struct GitHubActionTests {
    static let actionScript = CLI.packageRoot.appendingPathComponent("Scripts/ci/action.sh").path

    /// Runs the action's script as the composite step does, with the runner's variables faked.
    static func action(_ env: [String: String], in dir: URL, runnerTemp: URL) throws -> (ProcessResult, [String: String]) {
        // The runner's temporary folder exists before any step runs.
        try FileManager.default.createDirectory(at: runnerTemp, withIntermediateDirectories: true)
        let output = runnerTemp.appendingPathComponent("github-output")
        var all = PullRequestCommentTests.quietGitHub
        all.merge(["RUNNER_TEMP": runnerTemp.path, "GITHUB_OUTPUT": output.path, "KBFILM": CLI.binary.path, "CI": ""]) { $1 }
        all.merge(env) { $1 }
        let r = try runProcess(URL(fileURLWithPath: "/bin/bash"), [actionScript], in: dir, environment: all, timeout: 600)
        var outputs: [String: String] = [:]
        if let text = try? String(contentsOf: output, encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { outputs[parts[0]] = parts[1] }
            }
        }
        return (r, outputs)
    }

    static func git(_ args: [String], in dir: URL) throws -> ProcessResult {
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + args, in: dir,
                       environment: ["GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"])
    }

    @Test("three shards verify, a missing shard fails the report, the full report publishes the changed film's images to kbfilm-images of a local bare repository (only that branch changes; a re-run adds no commit) and posts one comment linking them on a fake GitHub API, and the record mode re-records only the failing film",
          .enabled(if: Peers.python3 && Peers.has("git"), "needs python3 and git; CI has both"))
    func shardsReportAndComment() throws {
        try CLI.inTemporaryDirectory { dir in
            // The package: a clone of a bare "origin" with one commit; films a (passes), b (changed), c (passes).
            #expect(try Self.git(["init", "-q", "--bare", "origin.git"], in: dir).status == 0)
            #expect(try Self.git(["clone", "-q", "origin.git", "app"], in: dir).status == 0)
            let app = dir.appendingPathComponent("app")
            try FileManager.default.createDirectory(at: app.appendingPathComponent("Films"), withIntermediateDirectories: true)
            for name in ["a", "b", "c"] {
                try Data(GoldenReportTests.storyboard(name).utf8).write(to: app.appendingPathComponent("Films/\(name).json"))
            }
            let rec = try CLI.run(["record", "Films/a.json", "Films/b.json", "Films/c.json", "--golden", "Goldens", "--scale", "1"], in: app,
                                  environment: ["CI": "", "KBFILM_RECORD": "all"])
            try #require(rec.status == 0, "\(rec.stderr)")
            try Data(GoldenReportTests.storyboard("b", duration: 0.3).utf8).write(to: app.appendingPathComponent("Films/b.json"))
            #expect(try Self.git(["add", "."], in: app).status == 0)
            #expect(try Self.git(["commit", "-qm", "films"], in: app).status == 0)
            #expect(try Self.git(["push", "-q", "origin", "HEAD:main"], in: app).status == 0)
            let head = try Self.git(["rev-parse", "HEAD"], in: app).stdout.trimmingCharacters(in: .whitespacesAndNewlines)

            // Each shard on its own runner; the report job downloads each into its own folder.
            let downloads = dir.appendingPathComponent("downloads")
            var failed = 0
            for k in 1...3 {
                let temp = dir.appendingPathComponent("runner-\(k)")
                let (r, outputs) = try Self.action(["KBFILM_MODE": "verify", "KBFILM_STORYBOARDS": "Films/*.json", "KBFILM_GOLDEN": "Goldens",
                                                    "KBFILM_SHARD": "\(k)", "KBFILM_TOTAL_SHARDS": "3"], in: app, runnerTemp: temp)
                #expect(r.status == 0 || r.status == 1, "shard \(k): \(r.stderr)")
                #expect(outputs["report"] == temp.appendingPathComponent("kbfilm/report-\(k).xml").path, "\(outputs)")
                if outputs["result"] == "failed" { failed += 1 }
                try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: temp.appendingPathComponent("kbfilm"), to: downloads.appendingPathComponent("kbfilm-shard-\(k)"))
            }
            #expect(failed == 1, "film b fails in exactly one shard")

            // A shard that never uploaded: the report fails and says so.
            let partial = dir.appendingPathComponent("partial")
            try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
            for k in 1...2 { try FileManager.default.copyItem(at: downloads.appendingPathComponent("kbfilm-shard-\(k)"), to: partial.appendingPathComponent("kbfilm-shard-\(k)")) }
            let (missing, _) = try Self.action(["KBFILM_MODE": "report", "KBFILM_REPORTS": partial.path, "KBFILM_TOTAL_SHARDS": "3"],
                                               in: app, runnerTemp: dir.appendingPathComponent("runner-partial"))
            #expect(missing.status == 1 && missing.stderr.contains("2 shard reports found"), "\(missing.stderr)")

            // The full report: images to the branch, the comment on the fake API.
            let api = try FakeGitHub(in: dir)
            defer { api.stop() }
            var env = try api.environment(in: dir)
            env.merge(["KBFILM_MODE": "report", "KBFILM_REPORTS": downloads.path, "KBFILM_TOTAL_SHARDS": "3", "KBFILM_COMMENT": "true",
                       "GITHUB_SHA": head, "GITHUB_SERVER_URL": "https://github.example", "GITHUB_REPOSITORY": "team/app"]) { $1 }
            for run in 1...2 {
                let (report, outputs) = try Self.action(env, in: app, runnerTemp: dir.appendingPathComponent("runner-report-\(run)"))
                #expect(report.status == 1 && outputs["result"] == "failed", "run \(run): a film failed: \(report.stderr)")
            }
            let images = try Self.git(["ls-tree", "-r", "--name-only", "kbfilm-images"], in: dir.appendingPathComponent("origin.git")).stdout
            #expect(images.contains("\(head)/b/diff-animation.png"), "\(images)")
            let history = try Self.git(["rev-list", "--count", "kbfilm-images"], in: dir.appendingPathComponent("origin.git")).stdout
            #expect(history.trimmingCharacters(in: .whitespacesAndNewlines) == "1", "the second run adds no commit")
            #expect(try Self.git(["rev-parse", "main"], in: dir.appendingPathComponent("origin.git")).stdout.hasPrefix(head), "main is untouched")
            #expect(try Self.git(["status", "--porcelain"], in: app).stdout.isEmpty, "the working tree is untouched")
            let comments = try api.comments()
            #expect(comments.count == 1, "\(comments)")
            #expect(comments.first?.contains("](https://github.example/team/app/raw/kbfilm-images/\(head)/b/diff-animation.png)") == true, "\(comments)")

            // The label's re-record: only the failing film's golden changes (at the goldens' 1x scale, which the
            // storyboards do not state), and then all pass.
            let (record, _) = try Self.action(["KBFILM_MODE": "record", "KBFILM_STORYBOARDS": "Films/*.json", "KBFILM_GOLDEN": "Goldens"],
                                              in: app, runnerTemp: dir.appendingPathComponent("runner-record"))
            #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
            let changed = try Self.git(["status", "--porcelain", "Goldens"], in: app).stdout
            #expect(changed.contains("Goldens/b/") && !changed.contains("Goldens/a/") && !changed.contains("Goldens/c/"), "\(changed)")
            let verify = try CLI.run(["verify", "Films/a.json", "Films/b.json", "Films/c.json", "--golden", "Goldens"], in: app, environment: ["CI": ""])
            #expect(verify.status == 0, "\(verify.stdout)")
        }
    }

    @Test("bad inputs stop the action with exit 2 and a sentence: a shard beyond the total, a non-number, a storyboard glob that matches nothing, a missing golden input, an unknown mode")
    func badInputs() throws {
        try CLI.inTemporaryDirectory { dir in
            let temp = dir.appendingPathComponent("runner")
            for (env, words) in [(["KBFILM_SHARD": "4", "KBFILM_TOTAL_SHARDS": "3", "KBFILM_GOLDEN": "g", "KBFILM_STORYBOARDS": "x"], "shard 4 is more than total-shards 3"),
                                 (["KBFILM_SHARD": "one", "KBFILM_GOLDEN": "g", "KBFILM_STORYBOARDS": "x"], "must be whole numbers"),
                                 (["KBFILM_GOLDEN": "g", "KBFILM_STORYBOARDS": "Films/*.json"], "'Films/*.json' matches no file"),
                                 (["KBFILM_STORYBOARDS": "x"], "the golden input is required"),
                                 (["KBFILM_MODE": "deploy"], "mode must be verify, swift-test, report or record")] {
                let (r, _) = try Self.action(env, in: dir, runnerTemp: temp)
                #expect(r.status == 2 && r.stderr.contains(words), "\(env): \(r.stderr)")
            }
        }
    }

    @Test("action.yml is a composite action whose every run step names its shell and whose every inputs.* reference is declared; the example workflow's uses of it pass only declared inputs (parsed with PyYAML; actionlint is not installable offline)",
          .enabled(if: Peers.pyyaml, "needs python3 with PyYAML; CI installs it"))
    func actionAndWorkflowAgree() throws {
        let check = #"""
        import re, sys, yaml
        action = yaml.safe_load(open(sys.argv[1]))
        assert action["runs"]["using"] == "composite", "not composite"
        declared = set(action["inputs"])
        text = open(sys.argv[1]).read()
        used = set(re.findall(r"inputs\.([a-z-]+)", text))
        assert used <= declared, "undeclared inputs: %s" % sorted(used - declared)
        for step in action["runs"]["steps"]:
            if "run" in step: assert "shell" in step, "a run step without shell: %s" % step.get("name")
        for path in sys.argv[2:]:
            wf = yaml.safe_load(open(path))
            for job in wf["jobs"].values():
                for step in job["steps"]:
                    if "KeyboardFilm" in step.get("uses", ""):
                        extra = set(step.get("with", {})) - declared
                        assert not extra, "%s passes undeclared inputs %s" % (path, sorted(extra))
        print("ok", len(declared))
        """#
        let root = CLI.packageRoot
        let workflows = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples/ci").path)
            .filter { $0.hasSuffix(".yml") }.map { root.appendingPathComponent("Examples/ci/\($0)").path }
        #expect(!workflows.isEmpty)
        let r = try CLI.tool("python3", ["-c", check, root.appendingPathComponent("action.yml").path] + workflows)
        #expect(r.status == 0 && r.stdout.hasPrefix("ok"), "\(r.stdout)\(r.stderr)")
    }
}

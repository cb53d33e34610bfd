import ArgumentParser
import Foundation
import GoldenFilm
import KeyboardFilm

/// `kbfilm comment REPORT.xml [--artifacts DIR] [--image-base URL] [--out FILE] [--post]`: the
/// pull request's one comment, from a verify (or merged) JUnit report; with `--post`, kept up to
/// date on GitHub.
struct CommentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comment",
        abstract: "Write the pull request's comment from a verify or merge-reports JUnit report; with --post, create or edit it on GitHub.",
        discussion: """
            The comment starts with a hidden marker: --post finds the pull request's comment that has it and edits it, \
            or creates one, so a pull request keeps one comment however many runs it gets. --post reads GITHUB_API_URL, \
            GITHUB_TOKEN, GITHUB_REPOSITORY and GITHUB_EVENT_PATH as GitHub Actions sets them; a pull request from a fork \
            is skipped with a message (its token cannot write). With GITHUB_STEP_SUMMARY set, the Markdown is appended \
            there too. Exit 0 when written (whatever the verdict: the merge or verify step fails the job), 2 on bad input \
            or a missing setting, 3 when GitHub's API fails (the call and its answer are named).
            """)

    @Argument(help: "The JUnit report of verify or merge-reports.") var report: String
    @Option(help: "verify's --artifacts folder: a film's section shows its animated diff when <DIR>/<film>/diff-animation.png exists.")
    var artifacts: String?
    @Option(help: "The URL the artifacts' images are published under (Scripts/ci/push-images.sh prints it).")
    var imageBase: String?
    @Option(help: "Write the Markdown to this file (default: stdout, unless --post).") var out: String?
    @Flag(help: "Create or edit the pull request's comment through GitHub's REST API.") var post = false
    @Option(help: "Seconds to wait for each API call.") var apiTimeout: Double = 30

    func validate() throws {
        if !(apiTimeout > 0 && apiTimeout <= 600) { throw ValidationError("--api-timeout must be more than 0 and at most 600 seconds") }
        if let imageBase, !(imageBase.hasPrefix("https://") || imageBase.hasPrefix("http://")) {
            throw ValidationError("--image-base must be an http(s) URL, got \(imageBase)")
        }
    }

    func run() throws {
        guard let data = FileManager.default.contents(atPath: report) else {
            throw CommandFailure.usage("\(report): cannot be read (no such file?)")
        }
        let summary: VerificationSummary
        do { summary = try VerificationSummary(junit: String(decoding: data, as: UTF8.self), file: report) } catch let e as VerificationSummary.MergeError {
            throw CommandFailure.usage(e.description)
        }
        let environment = ProcessInfo.processInfo.environment
        let comment = PullRequestComment(summary: summary, imageBase: imageBase?.trimmingSuffix("/"),
                                         filmsWithImages: try filmsWithImages(summary), commit: environment["GITHUB_SHA"])
        let markdown = comment.markdown
        if let out {
            do { try Data(markdown.utf8).write(to: URL(fileURLWithPath: out), options: .atomic) } catch {
                throw CommandFailure.io("cannot write \(out): \(ioDescription(error))")
            }
        } else if !post {
            print(markdown, terminator: "")
        }
        if let stepSummary = environment["GITHUB_STEP_SUMMARY"], !stepSummary.isEmpty { try append(markdown, to: stepSummary) }
        if post { try postComment(markdown, environment: environment) }
    }

    /// The changed films whose animated diff is in the artifacts folder.
    func filmsWithImages(_ summary: VerificationSummary) throws -> Set<String> {
        guard let artifacts else { return [] }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: artifacts, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure.usage("--artifacts \(artifacts): no such folder")
        }
        let root = URL(fileURLWithPath: artifacts)
        return Set(summary.entries.map(\.name).filter { name in
            FileManager.default.fileExists(atPath: root.appendingPathComponent(name).appendingPathComponent(PullRequestComment.imageFile).path)
        })
    }

    func append(_ markdown: String, to path: String) throws {
        do {
            if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data((markdown + "\n").utf8))
        } catch {
            throw CommandFailure.io("cannot append to GITHUB_STEP_SUMMARY \(path): \(ioDescription(error))")
        }
    }

    func postComment(_ markdown: String, environment: [String: String]) throws {
        func required(_ name: String) throws -> String {
            guard let value = environment[name], !value.isEmpty else {
                throw CommandFailure.usage("--post needs \(name) (GitHub Actions sets it; for GITHUB_TOKEN pass `env: GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}` to the step)")
            }
            return value
        }
        let eventPath = try required("GITHUB_EVENT_PATH")
        guard let payload = FileManager.default.contents(atPath: eventPath) else {
            throw CommandFailure.usage("GITHUB_EVENT_PATH \(eventPath): cannot be read")
        }
        let event: PullRequestEvent?
        do { event = try PullRequestEvent(payload: payload, file: eventPath) } catch let e as GitHubComments.Failure {
            throw CommandFailure.usage(e.description)
        }
        guard let event else {
            FileHandle.standardError.write(Data("comment not posted: the event is not a pull request's (\(environment["GITHUB_EVENT_NAME"] ?? "unknown event"))\n".utf8))
            return
        }
        if event.fromFork {
            FileHandle.standardError.write(Data("comment not posted: pull request #\(event.number) comes from a fork, whose token cannot write here; the verdict is in the job's summary and exit code\n".utf8))
            return
        }
        let token = try required("GITHUB_TOKEN"), repository = try required("GITHUB_REPOSITORY")
        guard repository.split(separator: "/").count == 2 else { throw CommandFailure.usage("GITHUB_REPOSITORY \(repository) is not owner/name") }
        guard let api = URL(string: environment["GITHUB_API_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? "https://api.github.com") else {
            throw CommandFailure.usage("GITHUB_API_URL is not a URL")
        }
        let client = GitHubComments(api: api, token: token, repository: repository, pullRequest: event.number, timeout: apiTimeout)
        do {
            switch try client.upsert(body: markdown, marker: PullRequestComment.marker) {
            case .created(let id): print("created comment \(id) on pull request #\(event.number)")
            case .edited(let id): print("edited comment \(id) on pull request #\(event.number)")
            }
        } catch let e as GitHubComments.Failure {
            throw CommandFailure.io("GitHub API: \(e.description)")
        }
    }
}

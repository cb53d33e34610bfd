import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Keeps one comment on a pull request through GitHub's REST API: finds the comment that holds
/// `marker` among the pull request's comments and edits it, or creates it when there is none.
/// Every failure names the call (method and path) and what GitHub answered.
struct GitHubComments {
    /// The API's root (`GITHUB_API_URL`, e.g. https://api.github.com).
    let api: URL
    let token: String
    /// `owner/name`.
    let repository: String
    let pullRequest: Int
    let timeout: TimeInterval

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    enum Outcome: Equatable { case created(id: Int), edited(id: Int) }

    /// Edits the comment holding `marker`, or creates one with `body`.
    func upsert(body: String, marker: String) throws -> Outcome {
        if let id = try findComment(marker: marker) {
            _ = try call("PATCH", "/repos/\(repository)/issues/comments/\(id)", body: ["body": body])
            return .edited(id: id)
        }
        let created = try call("POST", "/repos/\(repository)/issues/\(pullRequest)/comments", body: ["body": body])
        guard let id = (created as? [String: Any])?["id"] as? Int else {
            throw Failure(description: "POST /repos/\(repository)/issues/\(pullRequest)/comments: the answer has no comment id")
        }
        return .created(id: id)
    }

    /// The id of the first comment whose body contains `marker`, page by page (100 a page).
    func findComment(marker: String) throws -> Int? {
        var page = 1
        while true {
            let path = "/repos/\(repository)/issues/\(pullRequest)/comments?per_page=100&page=\(page)"
            guard let comments = try call("GET", path, body: nil) as? [[String: Any]] else {
                throw Failure(description: "GET \(path): the answer is not a list of comments")
            }
            if let found = comments.first(where: { ($0["body"] as? String)?.contains(marker) == true }) {
                guard let id = found["id"] as? Int else { throw Failure(description: "GET \(path): a comment without an id") }
                return id
            }
            if comments.count < 100 { return nil }
            page += 1
            if page > 100 { throw Failure(description: "GET \(path): more than 10,000 comments; stopped looking") }
        }
    }

    /// One request, waited for; the decoded JSON of a 2xx answer, else a `Failure`.
    func call(_ method: String, _ path: String, body: [String: String]?) throws -> Any {
        guard let url = URL(string: api.absoluteString.trimmingSuffix("/") + path) else {
            throw Failure(description: "\(method) \(path): not a URL under \(api.absoluteString)")
        }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = method
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        request.setValue("2022-11-28", forHTTPHeaderField: "X-GitHub-Api-Version")
        request.setValue("kbfilm", forHTTPHeaderField: "User-Agent")
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        session.dataTask(with: request) { data, response, error in
            answer.set(data: data, status: (response as? HTTPURLResponse)?.statusCode, error: error)
            done.signal()
        }.resume()
        // Waited for here too: corelibs' URLSession does not always end a request at its timeout.
        if done.wait(timeout: .now() + timeout) == .timedOut {
            session.invalidateAndCancel()
            throw Failure(description: "\(method) \(path): no answer within \(Int(timeout)) s")
        }
        session.finishTasksAndInvalidate()
        let (data, status, error) = answer.get()
        if let error {
            let timedOut = (error as? URLError)?.code == .timedOut
            throw Failure(description: "\(method) \(path): " + (timedOut ? "no answer within \(Int(timeout)) s" : error.localizedDescription))
        }
        guard let status else { throw Failure(description: "\(method) \(path): no HTTP answer") }
        let json = data.flatMap { try? JSONSerialization.jsonObject(with: $0) }
        guard (200..<300).contains(status) else {
            let message = (json as? [String: Any])?["message"] as? String
            var words = "\(method) \(path) answered \(status)"
            if let message { words += ": \(message)" }
            if status == 401 || status == 403 { words += " (does the token have pull-requests: write?)" }
            throw Failure(description: words)
        }
        guard let json else { throw Failure(description: "\(method) \(path) answered \(status) without JSON") }
        return json
    }

    /// What the request's completion handler hands back, across threads.
    private final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?, status: Int?, error: Error?
        func set(data: Data?, status: Int?, error: Error?) {
            lock.lock(); defer { lock.unlock() }
            self.data = data; self.status = status; self.error = error
        }
        func get() -> (Data?, Int?, Error?) {
            lock.lock(); defer { lock.unlock() }
            return (data, status, error)
        }
    }
}

/// The pull request a GitHub Actions run is about, read from its event payload (`GITHUB_EVENT_PATH`).
struct PullRequestEvent {
    let number: Int
    /// Whether the pull request comes from a fork (its token cannot write to this repository).
    let fromFork: Bool

    /// nil when the event is not about a pull request.
    init?(payload: Data, file: String) throws {
        guard let root = try? JSONSerialization.jsonObject(with: payload) as? [String: Any] else {
            throw GitHubComments.Failure(description: "\(file): the event payload is not a JSON object")
        }
        guard let pr = root["pull_request"] as? [String: Any] else { return nil }
        guard let number = pr["number"] as? Int else {
            throw GitHubComments.Failure(description: "\(file): pull_request.number is missing")
        }
        self.number = number
        let head = ((pr["head"] as? [String: Any])?["repo"] as? [String: Any])?["full_name"] as? String
        let base = ((pr["base"] as? [String: Any])?["repo"] as? [String: Any])?["full_name"] as? String
        fromFork = head != nil && base != nil && head != base
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}

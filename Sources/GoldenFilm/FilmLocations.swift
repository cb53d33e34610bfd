import Foundation

/// Where a test's films live, resolved from the calling test file (`#filePath`) so results never
/// depend on the working directory (Xcode and `swift test` start tests in different folders).
public struct FilmLocations: Sendable, Equatable {
    /// The golden directory: one folder per film.
    public var goldens: URL
    /// Where failure artifacts go (one folder per film).
    public var artifacts: URL
    /// The folder of the calling test file; relative storyboard paths resolve against it.
    public var testFolder: URL

    /// Goldens default to `__Films__` beside the test file; a relative `golden` resolves against the
    /// test file's folder. Artifacts go to `artifacts`, else `KBFILM_ARTIFACTS`, else a folder under
    /// the system's temporary directory.
    public init(testFile: String, golden: String? = nil, artifacts: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        testFolder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        goldens = Self.resolve(golden ?? "__Films__", against: testFolder)
        if let artifacts {
            self.artifacts = Self.resolve(artifacts, against: testFolder)
        } else if let env = environment["KBFILM_ARTIFACTS"], !env.isEmpty {
            self.artifacts = URL(fileURLWithPath: env)
        } else {
            self.artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("kbfilm-artifacts")
        }
    }

    /// `path` if absolute, else `path` inside `folder`.
    public static func resolve(_ path: String, against folder: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL
            : folder.appendingPathComponent(path).standardizedFileURL
    }

    /// A storyboard path as the test wrote it, resolved against the test file's folder.
    public func storyboard(_ path: String) -> URL { Self.resolve(path, against: testFolder) }
}

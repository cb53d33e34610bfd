import Foundation
import GoldenFilm
import KeyboardFilm

/// `--junit FILE` and `--summary FILE` of `verify` and `merge-reports`: checked before any work
/// (a folder, a file inside the golden directory, an input, or a file KeyboardFilm did not
/// write is refused with exit 2 and left as it was), then written atomically.
struct ReportFiles {
    var junit: String?
    var summary: String?

    func check(inputs: [String], inputKind: String, golden: URL?) throws {
        let goldenPrefix = golden.map { $0.standardizedFileURL.path + "/" }
        let inputPaths = Set(inputs.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        for (option, path, signature) in [("--junit", junit, VerificationSummary.junitSignature),
                                          ("--summary", summary, VerificationSummary.markdownSignature)] {
            guard let path else { continue }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw CommandFailure.usage("\(option) \(path) is a folder: give the path of a file to write")
            }
            if let goldenPrefix, url.path.hasPrefix(goldenPrefix) {
                throw CommandFailure.usage("\(option) \(path) lies inside the golden directory \(golden!.path): write reports elsewhere")
            }
            if inputPaths.contains(url.path) { throw CommandFailure.usage("\(option) \(path) is \(inputKind)") }
            do { try OutputDirectory.checkReplaceableFile(url, signature: signature) } catch var refused as RefusedDestination {
                refused.remedy = "Choose another \(option) path, or remove the file yourself."
                throw refused
            }
        }
        if let junit, let summary, URL(fileURLWithPath: junit).standardizedFileURL == URL(fileURLWithPath: summary).standardizedFileURL {
            throw CommandFailure.usage("--junit and --summary name the same file")
        }
    }

    func write(_ result: VerificationSummary) throws {
        do {
            if let junit { try Data(result.junit.utf8).write(to: URL(fileURLWithPath: junit), options: .atomic) }
            if let summary { try Data(result.markdown().utf8).write(to: URL(fileURLWithPath: summary), options: .atomic) }
        } catch {
            throw CommandFailure.io("cannot write the verification reports: \(ioDescription(error))")
        }
    }
}

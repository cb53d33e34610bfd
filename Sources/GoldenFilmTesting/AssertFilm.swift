import Foundation
@_exported import GoldenFilm
@_exported import KeyboardSimulation
import FilmMainQueue
import Testing
import XCTest

// Goldens live in `__Films__` beside the calling test file (one folder per film) unless `golden`
// names another folder; relative paths resolve against the test file's folder, so results never
// depend on the working directory. Artifacts go to `artifacts`, `KBFILM_ARTIFACTS`, or a folder
// under the system's temporary directory; on failure the first failing frame's triptych, the
// animated diff and the HTML page are attached to the test result.

/// Swift Testing: fails the current test unless the storyboard file's film matches its golden.
/// `scale` overrides the storyboard's; without it, a storyboard that states no scale or fps
/// takes its golden's, as `kbfilm verify` does (`GoldenStore.settings(for:)`). `pixelStride`
/// and `record` apply when recording (default: the golden's stride, and `KBFILM_RECORD`).
/// Callable from any test: the film is made on the main actor, as UIKit's code runs.
public func assertFilm(storyboardFile: String, golden: String? = nil, artifacts: String? = nil, scale: Int? = nil,
                       pixelStride: Int? = nil, policy: DiffPolicy = DiffPolicy(), record: RecordMode? = nil,
                       filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let places = FilmLocations(testFile: filePath, golden: golden, artifacts: artifacts)
    do {
        let sb = try StoryboardLoader.load(path: places.storyboard(storyboardFile).path)
        let film = try onMainActor { try Film(storyboard: scaled(sb, scale, places)) }
        report(assertion(places, pixelStride, policy, record).check(film), sourceLocation)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}

/// Swift Testing: as above, for a storyboard built in code, filmed with its built-in strategy.
public func assertFilm(storyboard: Storyboard, golden: String? = nil, artifacts: String? = nil, scale: Int? = nil,
                       pixelStride: Int? = nil, policy: DiffPolicy = DiffPolicy(), record: RecordMode? = nil,
                       filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let places = FilmLocations(testFile: filePath, golden: golden, artifacts: artifacts)
    do {
        let sb = scaled(storyboard, scale, places)
        let film = try onMainActor { try Film(storyboard: sb) }
        report(assertion(places, pixelStride, policy, record).check(film), sourceLocation)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}

/// Swift Testing: as above, filming your UIKit code (as `assertFilm(storyboardFile:setUp:)`).
@MainActor
public func assertFilm(storyboard: Storyboard, golden: String? = nil, artifacts: String? = nil, scale: Int? = nil,
                       pixelStride: Int? = nil, policy: DiffPolicy = DiffPolicy(), record: RecordMode? = nil,
                       filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation,
                       setUp: (UIWindow) throws -> FilmSubject) {
    let places = FilmLocations(testFile: filePath, golden: golden, artifacts: artifacts)
    do {
        let film = try Film(storyboard: scaled(storyboard, scale, places), setUp: setUp)
        report(assertion(places, pixelStride, policy, record).check(film), sourceLocation)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}

/// Swift Testing: films your UIKit code as written against the storyboard file (which needs no
/// `strategy`): `setUp` puts your view controller into the window and returns what to watch.
/// A golden test of the production file: change the handler and the test fails at the first
/// changed frame.
@MainActor
public func assertFilm(storyboardFile: String, golden: String? = nil, artifacts: String? = nil, scale: Int? = nil,
                       pixelStride: Int? = nil, policy: DiffPolicy = DiffPolicy(), record: RecordMode? = nil,
                       filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation,
                       setUp: (UIWindow) throws -> FilmSubject) {
    let places = FilmLocations(testFile: filePath, golden: golden, artifacts: artifacts)
    do {
        let sb = try StoryboardLoader.load(path: places.storyboard(storyboardFile).path)
        let film = try Film(storyboard: scaled(sb, scale, places), setUp: setUp)
        report(assertion(places, pixelStride, policy, record).check(film), sourceLocation)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}

/// Swift Testing: as above, for a film already made (a hand-made trace, say).
public func assertFilm(_ film: Film, golden: String? = nil, artifacts: String? = nil, pixelStride: Int? = nil,
                       policy: DiffPolicy = DiffPolicy(), record: RecordMode? = nil,
                       filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let places = FilmLocations(testFile: filePath, golden: golden, artifacts: artifacts)
    report(assertion(places, pixelStride, policy, record).check(film), sourceLocation)
}

/// XCTest: fails the current test unless the storyboard file's film matches its golden (as `assertFilm`).
public func XCTAssertFilm(storyboardFile: String, golden: String? = nil, artifacts: String? = nil, scale: Int? = nil,
                          pixelStride: Int? = nil, policy: DiffPolicy = DiffPolicy(), record: RecordMode? = nil,
                          file: StaticString = #filePath, line: UInt = #line) {
    let places = FilmLocations(testFile: "\(file)", golden: golden, artifacts: artifacts)
    do {
        let sb = try StoryboardLoader.load(path: places.storyboard(storyboardFile).path)
        let film = try onMainActor { try Film(storyboard: scaled(sb, scale, places)) }
        xcReport(assertion(places, pixelStride, policy, record).check(film), file, line)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}

/// XCTest: as above, for a storyboard built in code, filmed with its built-in strategy.
public func XCTAssertFilm(storyboard: Storyboard, golden: String? = nil, artifacts: String? = nil, scale: Int? = nil,
                          pixelStride: Int? = nil, policy: DiffPolicy = DiffPolicy(), record: RecordMode? = nil,
                          file: StaticString = #filePath, line: UInt = #line) {
    let places = FilmLocations(testFile: "\(file)", golden: golden, artifacts: artifacts)
    do {
        let sb = scaled(storyboard, scale, places)
        let film = try onMainActor { try Film(storyboard: sb) }
        xcReport(assertion(places, pixelStride, policy, record).check(film), file, line)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}

/// XCTest: as above, filming your UIKit code (as `assertFilm(storyboard:setUp:)`).
@MainActor
public func XCTAssertFilm(storyboard: Storyboard, golden: String? = nil, artifacts: String? = nil, scale: Int? = nil,
                          pixelStride: Int? = nil, policy: DiffPolicy = DiffPolicy(), record: RecordMode? = nil,
                          file: StaticString = #filePath, line: UInt = #line, setUp: (UIWindow) throws -> FilmSubject) {
    let places = FilmLocations(testFile: "\(file)", golden: golden, artifacts: artifacts)
    do {
        xcReport(assertion(places, pixelStride, policy, record).check(try Film(storyboard: scaled(storyboard, scale, places), setUp: setUp)), file, line)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}

/// XCTest: films your UIKit code as written (as `assertFilm(storyboardFile:setUp:)`).
@MainActor
public func XCTAssertFilm(storyboardFile: String, golden: String? = nil, artifacts: String? = nil, scale: Int? = nil,
                          pixelStride: Int? = nil, policy: DiffPolicy = DiffPolicy(), record: RecordMode? = nil,
                          file: StaticString = #filePath, line: UInt = #line, setUp: (UIWindow) throws -> FilmSubject) {
    let places = FilmLocations(testFile: "\(file)", golden: golden, artifacts: artifacts)
    do {
        let sb = try StoryboardLoader.load(path: places.storyboard(storyboardFile).path)
        xcReport(assertion(places, pixelStride, policy, record).check(try Film(storyboard: scaled(sb, scale, places), setUp: setUp)), file, line)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}

/// XCTest: as above, for a film already made.
public func XCTAssertFilm(_ film: Film, golden: String? = nil, artifacts: String? = nil, pixelStride: Int? = nil,
                          policy: DiffPolicy = DiffPolicy(), record: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line) {
    let places = FilmLocations(testFile: "\(file)", golden: golden, artifacts: artifacts)
    xcReport(assertion(places, pixelStride, policy, record).check(film), file, line)
}

/// Runs `body` on the main actor from any context: at once when already on the main queue (an
/// XCTest test, a `@MainActor` test), else synchronously on the main queue (a plain `@Test func`
/// runs on the cooperative pool; the main queue is free to serve it). Issues are reported by
/// the caller, on the test's own task, where Swift Testing knows which test is running.
/// The result comes back in a box: corelibs Dispatch's generic throwing `sync` corrupted a large
/// returned value (a `Film`) in release builds — a crash in its copy on the calling thread.
private func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
    if FilmMainQueue.isCurrentMain { return try MainActor.assumeIsolated(body) }
    let box = MainQueueResult<T>()
    DispatchQueue.main.sync { box.result = Result { try MainActor.assumeIsolated(body) } }
    return try box.result!.get()
}

/// What a block run on the main queue produced, handed back to the waiting thread (which
/// `sync` orders after the block).
private final class MainQueueResult<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}

private func assertion(_ places: FilmLocations, _ pixelStride: Int?, _ policy: DiffPolicy, _ record: RecordMode?) -> FilmAssertion {
    FilmAssertion(goldens: places.goldens, artifacts: places.artifacts, record: record, pixelStride: pixelStride, policy: policy)
}

/// The storyboard as its golden is filmed: the one rule of `GoldenStore.settings(for:)`.
private func scaled(_ storyboard: Storyboard, _ scale: Int?, _ places: FilmLocations) -> Storyboard {
    GoldenStore(directory: places.goldens).settings(for: storyboard, scale: scale)
}

private func report(_ outcome: FilmAssertion.Outcome, _ sourceLocation: SourceLocation) {
    guard let failure = outcome.failure else { return }
    for url in outcome.artifacts {
        if let data = FileManager.default.contents(atPath: url.path) {
            Attachment.record([UInt8](data), named: url.lastPathComponent, sourceLocation: sourceLocation)
        }
    }
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
}

private func xcReport(_ outcome: FilmAssertion.Outcome, _ file: StaticString, _ line: UInt) {
    guard let failure = outcome.failure else { return }
    #if canImport(Darwin)
    // XCTAttachment exists on Apple platforms only (swift-corelibs-xctest has none).
    XCTContext.runActivity(named: "KeyboardFilm failure artifacts") { activity in
        for url in outcome.artifacts {
            let attachment = XCTAttachment(contentsOfFile: url)
            attachment.lifetime = .keepAlways
            activity.add(attachment)
        }
    }
    #endif
    XCTFail(failure, file: file, line: line)
}

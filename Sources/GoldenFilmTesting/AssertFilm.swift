import Foundation
@_exported import GoldenFilm
import KeyboardSimulation
import Testing
import XCTest

/// Swift Testing: fails the current test unless the storyboard's film matches its golden
/// (record mode from `KBFILM_RECORD`; artifacts under `artifacts`, default `Output/verify`).
public func assertFilm(storyboardFile: String, golden: String, artifacts: String? = "Output/verify",
                       sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        try assertFilm(Film(storyboardFile: storyboardFile), golden: golden, artifacts: artifacts, sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}

/// Swift Testing: as above, for a storyboard built in code (or a film with a hand-made trace).
public func assertFilm(_ film: Film, golden: String, artifacts: String? = "Output/verify",
                       sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = FilmAssertion.check(film, golden: URL(fileURLWithPath: golden), artifacts: artifacts.map { URL(fileURLWithPath: $0) }) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Swift Testing: the storyboard filmed with your own strategy must match its golden.
public func assertFilm(storyboard: Storyboard, strategy: some AttachmentStrategy, golden: String,
                       artifacts: String? = "Output/verify", sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        try assertFilm(Film(storyboard: storyboard, strategy: strategy), golden: golden, artifacts: artifacts, sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}

/// XCTest: fails the current test unless the storyboard's film matches its golden.
public func XCTAssertFilm(storyboardFile: String, golden: String, artifacts: String? = "Output/verify",
                          file: StaticString = #filePath, line: UInt = #line) {
    do {
        try XCTAssertFilm(Film(storyboardFile: storyboardFile), golden: golden, artifacts: artifacts, file: file, line: line)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}

/// XCTest: as above, for a film built in code.
public func XCTAssertFilm(_ film: Film, golden: String, artifacts: String? = "Output/verify",
                          file: StaticString = #filePath, line: UInt = #line) {
    if let message = FilmAssertion.check(film, golden: URL(fileURLWithPath: golden), artifacts: artifacts.map { URL(fileURLWithPath: $0) }) {
        XCTFail(message, file: file, line: line)
    }
}

/// XCTest: the storyboard filmed with your own strategy must match its golden.
public func XCTAssertFilm(storyboard: Storyboard, strategy: some AttachmentStrategy, golden: String,
                          artifacts: String? = "Output/verify", file: StaticString = #filePath, line: UInt = #line) {
    do {
        try XCTAssertFilm(Film(storyboard: storyboard, strategy: strategy), golden: golden, artifacts: artifacts, file: file, line: line)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}

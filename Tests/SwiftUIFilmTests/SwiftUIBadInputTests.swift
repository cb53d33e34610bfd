import Foundation
import KeyboardFilmSwiftUI
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// Code a film must survive: each ends in a correct film or a sentence, never a crash or a hang.
@MainActor
struct SwiftUIBadInputTests {
    @Test("a 100 000-row LazyVStack stops the film with a sentence naming ForEach and its row count")
    func endlessTranscript() throws {
        #expect {
            _ = try SwiftUIKeyboardAvoidanceTests.film(EndlessTranscript(), bar: "bar")
        } throws: { error in
            "\(error)".contains("ForEach") && "\(error)".contains("100000 rows")
        }
    }

    @Test("frames, paddings, spacings and offsets that are not finite are ignored: the 44 pt bar rests on 810, ends on the keys at 508, and every figure of the trace is a number")
    func notANumber() throws {
        let trace = try SwiftUIKeyboardAvoidanceTests.film(NotANumberComposer(), bar: "composer")
        let first = trace.frames[0]
        #expect(abs(first.bar.height - 44) < 0.01 && abs(first.bar.maxY - 810) < 0.01 && first.bar.minX == 0 && first.bar.width == 390, "\(first.bar)")
        let shown = try #require(trace.frame(atTime: 0.75))
        #expect(abs(shown.bar.maxY - 508) < 0.5, "\(shown.bar)")
        #expect(trace.frames.allSatisfy { [$0.bar.minX, $0.bar.minY, $0.bar.width, $0.bar.height].allSatisfy(\.isFinite) })
    }

    @Test("a ForEach whose rows share an id shows every row: three lines of body text, 3 × its line height (rounded up to iPhone 13's pixels)")
    func repeatedIDs() throws {
        let trace = try SwiftUIKeyboardAvoidanceTests.film(RepeatedRows(), bar: "rows")
        let line = (UIFont.systemFont(ofSize: 17).lineHeight * 3).rounded(.up) / 3
        #expect(abs(trace.frames[0].bar.height - 3 * line) < 0.01, "\(trace.frames[0].bar)")
    }

    @Test("a body that contains itself stops the film with a sentence naming the view and its nesting")
    func selfContainingBody() throws {
        #expect {
            _ = try SwiftUIKeyboardAvoidanceTests.film(SelfContainingRow(), bar: "bar")
        } throws: { error in
            "\(error)".contains("SelfContainingRow") && "\(error)".contains("nest")
        }
    }

    @Test("a body that changes its own state whenever it is evaluated stops the film: the view never settles")
    func stateChangedInBody() throws {
        #expect {
            _ = try SwiftUIKeyboardAvoidanceTests.film(RestlessCounter(), bar: "bar")
        } throws: { error in
            "\(error)".contains("never settles")
        }
    }

    @Test("a size set from its own measurement, one point more each time, stops the film: the layout never settles")
    func layoutThatNeverConverges() throws {
        #expect {
            _ = try SwiftUIKeyboardAvoidanceTests.film(GrowingFromItsOwnSize(), bar: "bar")
        } throws: { error in
            "\(error)".contains("never settles")
        }
    }
}

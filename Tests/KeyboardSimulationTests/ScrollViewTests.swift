import Foundation
import TestSupport
import Testing
@testable import KeyboardSimulation

/// The chat's scroll view as the built-in chat screens leave it, and the newest message's
/// coverage. iPhone 13 (keyboard-physics §3): 390 × 844 pt, status bar 47, home indicator 34,
/// keyboard 336 pt, so a 44 pt bar rests at 766 … 810 and rises to 464 … 508. The film's chat
/// adds a 44 pt navigation bar and 14 messages: 2·10 + 14·34 + 13·8 = 600 pt of content.
@MainActor
struct ScrollViewTests {
    static let show = #"{ "at": 0.1, "do": "show" }"#

    @Test("tableAdjustment frame: the table ends at the bar (766, then 464) and scrolls its end to it: offset −91 at rest, 600 − 464 = 136 shown")
    func frameAdjustment() throws {
        let trace = try film(strategy: "curveTracking", duration: 1, events: Self.show)
        let rest = try #require(trace.frames.first?.scrollView), shown = try #require(trace.frames.last?.scrollView)
        #expect(rest.frame.height == 766 && rest.contentOffsetY == -91 && rest.contentHeight == 600)
        #expect(shown.frame.height == 464 && shown.contentOffsetY == 136 && shown.contentInsetBottom == 0)
        for f in trace.frames {
            let v = try #require(f.scrollView)
            #expect(abs(v.frame.maxY - f.bar.minY) <= 0.001, "frame \(f.index): the table's bottom is the bar's top")
            #expect(f.lastMessageCovered == 0, "frame \(f.index)")
        }
    }

    @Test("tableAdjustment contentInset: the table stays 844 tall; its insets are what the bar covers less the 34 pt UIKit adds: 44 at rest, 844 − 464 − 34 = 346 shown")
    func contentInsetAdjustment() throws {
        let trace = try film(strategy: "keyboardOverlap", duration: 1, layout: #""tableAdjustment": "contentInset""#, events: Self.show)
        let rest = try #require(trace.frames.first?.scrollView), shown = try #require(trace.frames.last?.scrollView)
        #expect(rest.frame.height == 844 && rest.contentInsetBottom == 44 && rest.indicatorInsetBottom == 44)
        #expect(shown.frame.height == 844 && shown.contentInsetBottom == 346 && shown.indicatorInsetBottom == 346)
        #expect(shown.adjustedInsetBottom == 380)
        #expect(shown.contentOffsetY == 600 + 380 - 844)
        #expect(trace.frames.allSatisfy { $0.lastMessageCovered <= 0.5 })
    }

    @Test("the input accessory answer leaves the table alone: the rising accessory and keyboard hide the newest message (647 … 681) as they pass it")
    func accessoryCovers() throws {
        let trace = try film(strategy: "inputAccessory", duration: 1, events: Self.show)
        for f in trace.frames {
            let expected = min(34, max(0, 681 - max(f.bar.minY, 647)))
            #expect(abs(f.lastMessageCovered - expected) <= 0.001, "frame \(f.index): \(f.lastMessageCovered), expected \(expected)")
        }
        #expect(trace.frames.last!.lastMessageCovered == 34)
        #expect(trace.firstCoveredFrame != nil && trace.maxLastMessageCovered == 34)
    }

    @Test("coverage is the message's height less what shows between the navigation bar, the scroll view's edges and the occluders")
    func coverageArithmetic() {
        let m: ClosedRange<CGFloat> = 100...134, screen: ClosedRange<CGFloat> = 0...1000
        #expect(MessageCoverage.covered(message: m, visible: screen, occluders: []) == 0)
        #expect(MessageCoverage.covered(message: m, visible: screen, occluders: [120...200]) == 14)
        #expect(MessageCoverage.covered(message: m, visible: screen, occluders: [90...110, 125...130]) == 15)
        #expect(MessageCoverage.covered(message: m, visible: screen, occluders: [105...115, 110...120]) == 15) // overlapping occluders count once
        #expect(MessageCoverage.covered(message: m, visible: 110...1000, occluders: []) == 10) // under the navigation bar
        #expect(MessageCoverage.covered(message: m, visible: 0...90, occluders: []) == 34) // scrolled out of its view
    }

    @Test("an article's own table code is not overridden: a contradicting tableAdjustment is refused, naming the key")
    func listingTableCode() throws {
        for (strategy, wrong) in [("notificationSync", "contentInset"), ("rotationCoordinator", "contentInset"), ("inheritedAnimation", "frame")] {
            #expect {
                try storyboard(strategy: strategy, layout: "\"tableAdjustment\": \"\(wrong)\"", events: Self.show).validate()
            } throws: { error in
                (error as? StoryboardError)?.path == "layout.tableAdjustment"
            }
        }
        #expect(throws: Never.self) { try storyboard(strategy: "inheritedAnimation", layout: #""tableAdjustment": "contentInset""#, events: Self.show).validate() }
    }

    @Test("the scroll view's figures survive trace.json: written, read back, equal")
    func traceRoundTrip() throws {
        let trace = try film(strategy: "keyboardOverlap", duration: 0.5, layout: #""tableAdjustment": "contentInset""#, events: Self.show)
        let canvas = Canvas(scale: 2, width: 780, height: 1688, originX: 0, originY: 0)
        let (read, readCanvas) = try TraceReader.parse(Array(TraceWriter.json(trace, canvas: canvas).utf8), file: "trace.json")
        #expect(TraceWriter.json(read, canvas: readCanvas) == TraceWriter.json(trace, canvas: canvas) && readCanvas == canvas)
        #expect(read.frames.last?.scrollView?.contentInsetBottom == 346)
    }
}

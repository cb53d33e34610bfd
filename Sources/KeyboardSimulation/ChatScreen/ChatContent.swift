import Foundation

import Foundation
/// The chat every film shows: a navigation bar above a scroll view of message bubbles, the
/// newest at the bottom of the content. The simulation and the renderer share these metrics,
/// so the trace's coverage of the last message is measured on the bubbles the film draws.
public enum ChatContent {
    /// The navigation bar under the status bar (the film's chat sits in a navigation controller,
    /// so its view's safe area includes this bar, as UIKit's does).
    public static let navigationBarHeight = 44.0
    /// A message bubble's height.
    public static let messageHeight = 34.0
    /// The gap between two bubbles.
    public static let messageGap = 8.0
    /// Space above the oldest and below the newest bubble.
    public static let padding = 10.0

    /// The content height of `rows` messages.
    public static func contentHeight(rows: Int) -> Double {
        guard rows > 0 else { return 0 }
        return 2 * padding + Double(rows) * messageHeight + Double(rows - 1) * messageGap
    }

    /// How many whole messages content `contentHeight` high holds (the inverse of `contentHeight(rows:)`).
    public static func rows(contentHeight: Double) -> Int {
        max(0, Int(((contentHeight - 2 * padding + messageGap) / (messageHeight + messageGap)).rounded(.down)))
    }

    /// Top of message `row` (0 = the newest) in the content's coordinates, counted from the
    /// bottom of content `contentHeight` high.
    public static func messageTop(row: Int, contentHeight: Double) -> Double {
        contentHeight - padding - messageHeight - Double(row) * (messageHeight + messageGap)
    }

    /// Where a scroll view `boundsHeight` high with these adjusted insets shows its content's
    /// end (the newest message just above the bottom inset), or its top when all of it fits.
    public static func newestMessageOffset(contentHeight: Double, boundsHeight: Double,
                                           adjustedTop: Double, adjustedBottom: Double) -> Double {
        max(-adjustedTop, contentHeight + adjustedBottom - boundsHeight)
    }
}

/// How many points of the newest message no one can see in one frame: the message's part
/// outside its scroll view's frame or the area under the navigation bar, or under the bar, the
/// keyboard or the tab bar (each where it overlaps the scroll view horizontally).
public enum MessageCoverage {
    /// `message`: the newest message's vertical span on screen; `visible`: the scroll view's
    /// span below the navigation bar; `occluders`: what lies over it, each a vertical span.
    public static func covered(message: ClosedRange<CGFloat>, visible: ClosedRange<CGFloat>,
                               occluders: [ClosedRange<CGFloat>]) -> CGFloat {
        let height = message.upperBound - message.lowerBound
        let lo = max(message.lowerBound, visible.lowerBound), hi = min(message.upperBound, visible.upperBound)
        guard hi > lo else { return height }
        // What is left of [lo, hi] after the occluders, swept from the top.
        var shown: CGFloat = 0, cursor = lo
        for o in occluders.filter({ $0.upperBound > lo && $0.lowerBound < hi }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if o.lowerBound > cursor { shown += min(o.lowerBound, hi) - cursor }
            cursor = max(cursor, o.upperBound)
            if cursor >= hi { break }
        }
        if cursor < hi { shown += hi - cursor }
        return height - shown
    }
}

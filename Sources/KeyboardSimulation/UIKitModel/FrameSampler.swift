import Foundation

/// Samples each frame of the trace from the presentation values, as a device draws them: the
/// keyboard's geometry from the host, the bar, the scroll view and the views from the stage.
/// It reads; it changes nothing but the world's clock (presentation values are read at `t`).
@MainActor
struct FrameSampler {
    let storyboard: Storyboard
    let host: KeyboardHost
    let stage: ControllerStage
    let world: FilmWorld

    /// The name of the code filmed, for error messages.
    var codeName: String { stage.codeName }

    /// Frame `index` at time `t`, with the keyboard's state and the callbacks posted since the last frame.
    func sample(index: Int, at t: Double, keyboard state: KeyboardState, posted: [String]) throws -> TraceFrame {
        var g = host.interfaceGeometry(at: t)
        let swipeOffset = host.viewOffset.value(at: t)
        g.view.origin.x += swipeOffset // a back-swipe drags the view sideways
        let keyboard = host.keysFrame(at: t)
        world.time = t
        let moved = rootViewDisplacement() // as presented at t
        g.view.origin.x += moved.x; g.view.origin.y += moved.y
        var (bar, absence) = try sample(bar: stage.subject.bar, frame: index, geometry: g, swipeOffset: swipeOffset)
        if let resting = stage.subject.restingBar {
            // Two bars: the one in the view shows until the keyboard lifts the accessory above it.
            let rest = try sample(bar: resting, frame: index, geometry: g, swipeOffset: swipeOffset)
            if rest.absence == nil, !(bar.maxY < rest.bar.maxY) { (bar, absence) = rest }
        }
        // The bar belongs on the docked keyboard; an undocked one only when the layout follows it.
        let followed = host.keyboardMode == .docked || storyboard.layout.followsUndockedKeyboard
        let intended = followed ? min(keyboard.minY, g.restBottom) : g.restBottom
        var frame = TraceFrame(
            index: index, time: t, orientation: host.interfaceOrientation, angle: g.angle, interfaceSize: g.size,
            view: g.view, safeArea: g.safeArea, restBottom: g.restBottom, keyboard: keyboard, bar: bar,
            intendedBarBottom: intended, drift: absence == nil ? bar.maxY - intended : 0, notifications: posted)
        frame.barAbsence = absence
        frame.keyboardMode = host.keyboardMode
        frame.keyboardAccessoryHeight = state.setup.accessoryHeight
        frame.keyboardCustom = state.setup.customHeight != nil
        frame.hardwareKeyboard = state.setup.hardware
        frame.alertOpacity = host.alertOpacity.value(at: t)
        if let scrollView = stage.scrollView, let root = stage.root.view, scrollView.window != nil {
            try SampledGeometry.checkFinite(scrollView, role: "scrollView", root: root, frame: index, file: storyboard.source, code: codeName)
            frame.scrollView = sample(scrollView, in: root, frame: frame)
        }
        let sampler = ViewSampler(appearance: storyboard.appearance, controllers: stage.controllers, scale: Double(storyboard.device.scale))
        do {
            frame.views = try sampler.root(stage.root.view)
            if !stage.keyboardHostView.subviews.isEmpty { frame.keyboardViews = try sampler.sample(stage.keyboardHostView) }
        } catch let deep as ViewSampler.TooDeep {
            throw StoryboardError(file: storyboard.source, path: "", message: "\(codeName) nests views \(deep.depth) deep or more in frame \(index): the film draws views nested up to \(ViewSampler.deepestDrawn) deep")
        }
        try SampledGeometry.checkWritable(frame, file: storyboard.source, code: codeName)
        return frame
    }

    /// How far the user's code moved the window's root view from where the film placed it, as
    /// presented now: keyboard managers (IQKeyboardManager) move the root controller's view up
    /// by its frame. Only a move counts (a root view resized or turned, as in a rotation, is the
    /// film's own doing and already in the interface geometry).
    func rootViewDisplacement() -> CGPoint {
        let window = stage.window
        guard let root = window.rootViewController?.viewIfLoaded, root.superview === window else { return .zero }
        let shown = root.layer.presentation() ?? root.layer
        let placed = window.rootViewFrame ?? window.bounds
        guard shown.affineTransform().isIdentity, shown.frame.size == placed.size, root.frame.size == placed.size else { return .zero }
        return CGPoint(x: shown.frame.minX - placed.minX, y: shown.frame.minY - placed.minY)
    }

    /// A bar's presented frame in interface coordinates (zero when it is not finite and not on
    /// screen), and why it is not on screen. An accessory is in the keyboard's window: a back
    /// swipe moves it with the keyboard, not with the view.
    func sample(bar barView: UIView, frame index: Int, geometry g: InterfaceGeometry, swipeOffset: Double) throws -> (bar: CGRect, absence: BarAbsence?) {
        var absence: BarAbsence?
        let onKeys = barView === stage.accessory
        if !onKeys { absence = SampledGeometry.absence(of: barView, window: stage.window) }
        if absence == nil {
            try SampledGeometry.checkFinite(barView, role: "bar", root: stage.root.view, frame: index, file: storyboard.source, code: codeName)
        }
        let b = barView.presentedFrame(inFrameOf: stage.root.view)
        var bar = CGRect(x: b.minX + g.view.minX - (onKeys ? swipeOffset : 0), y: b.minY + g.view.minY, width: b.width, height: b.height)
        if absence != nil, !(bar.minX.isFinite && bar.minY.isFinite && bar.width.isFinite && bar.height.isFinite) { bar = .zero }
        return (bar, absence)
    }

    /// The scroll view as drawn in `f` (presented frame and offset, in interface coordinates),
    /// and how much of its newest message is hidden: outside it, under the navigation bar, or
    /// under the bar, the keyboard, or the tab bar (or the bar's background below its rest).
    func sample(_ scrollView: UIScrollView, in root: UIView, frame f: TraceFrame) -> ScrollViewSample {
        let r = scrollView.presentedFrame(inFrameOf: root)
        let frame = CGRect(x: r.minX + f.view.minX, y: r.minY + f.view.minY, width: r.width, height: r.height)
        let offset = Double((scrollView.layer.presentation() ?? scrollView.layer).bounds.minY)
        let contentHeight = Double(scrollView.contentSize.height)
        var covered = 0.0
        // The newest message: the data source's last row, else the film's chat's newest bubble.
        var newest: (top: CGFloat, height: CGFloat)?
        if ControllerStage.hasDataSource(scrollView) {
            if let table = scrollView as? UITableView, let last = Self.lastRow(of: table) {
                let r = table.rectForRow(at: last)
                newest = (r.minY, r.height)
            } else if let items = scrollView as? UICollectionView, let cell = items.visibleCells.max(by: { $0.frame.maxY < $1.frame.maxY }) {
                newest = (cell.frame.minY, cell.frame.height)
            }
        } else if TraceReader.contentPoints.contains(contentHeight), ChatContent.rows(contentHeight: contentHeight) > 0 {
            // (A content height out of range or not a number is named by the frame's own check, below.)
            newest = (CGFloat(ChatContent.messageTop(row: 0, contentHeight: contentHeight)), CGFloat(ChatContent.messageHeight))
        }
        if let newest { // a newest message to measure
            let top: CGFloat = frame.minY + newest.top - offset
            let bottom: CGFloat = top + newest.height
            // What covers the top: a navigation bar over the scroll view where it is drawn now,
            // else what the scroll view's adjusted inset says covers it (the status bar).
            let navigationBottom: CGFloat
            if let bar = stage.navigationBar(over: scrollView) {
                navigationBottom = bar.presentedFrame(inFrameOf: root).maxY + f.view.minY
            } else {
                navigationBottom = frame.minY + scrollView.adjustedContentInset.top
            }
            let visible = max(frame.minY, navigationBottom)...max(frame.minY, navigationBottom, frame.maxY)
            func overlapsHorizontally(_ o: CGRect) -> Bool { o.maxX > frame.minX && o.minX < frame.maxX && o.height > 0 }
            var occluders = [f.bar, f.keyboard].filter(overlapsHorizontally).map { $0.minY...$0.maxY }
            if f.restBottom < f.view.maxY { occluders.append(CGFloat(f.restBottom)...f.view.maxY) }
            covered = Double(MessageCoverage.covered(message: top...bottom, visible: visible, occluders: occluders))
        }
        return ScrollViewSample(
            frame: frame, contentInsetBottom: Double(scrollView.contentInset.bottom),
            indicatorInsetBottom: Double(scrollView.verticalScrollIndicatorInsets.bottom),
            adjustedInsetBottom: Double(scrollView.adjustedContentInset.bottom),
            contentOffsetY: offset, contentHeight: contentHeight, lastMessageCovered: covered)
    }
}

extension FrameSampler {
    /// The last row of the last section that has rows.
    static func lastRow(of table: UITableView) -> IndexPath? {
        for section in stride(from: table.numberOfSections - 1, through: 0, by: -1) {
            let rows = table.numberOfRows(inSection: section)
            if rows > 0 { return IndexPath(row: rows - 1, section: section) }
        }
        return nil
    }
}

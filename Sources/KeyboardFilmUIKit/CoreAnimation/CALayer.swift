import Foundation

/// `CACurrentMediaTime()`: the film's clock, in seconds.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { FilmWorld.current.time }

/// `CALayer`: a view's geometry as Core Animation holds it — the model values code reads back
/// and the animations that move what is on screen (`presentation()`).
@preconcurrency @MainActor
open class CALayer {
    var frameStore: AnimatedFrame
    /// `bounds.origin` (a scroll view's content offset), animated like the frame.
    var boundsOriginStore: AnimatedFrame
    /// A copy made by `presentation()`: its values are fixed.
    private let presented: (frame: CGRect, boundsOrigin: CGPoint)?
    /// For UIKit's own layers whose motion the system computes (the keyboard's): the model
    /// frame, the frame on screen at a time, the running animation for a key path.
    package var modelProvider: (@MainActor () -> CGRect)?
    package var presentationProvider: (@MainActor (Double) -> CGRect)?
    package var animationProvider: (@MainActor (String) -> CAAnimation?)?
    /// The view this layer backs (UIKit's `delegate`): its observers hear the layer's changes.
    weak var owningView: UIView?

    public init() {
        frameStore = AnimatedFrame(.zero); boundsOriginStore = AnimatedFrame(.zero); presented = nil
    }

    private init(presenting frame: CGRect, boundsOrigin: CGPoint) {
        frameStore = AnimatedFrame(frame); boundsOriginStore = AnimatedFrame(CGRect(origin: boundsOrigin, size: .zero))
        presented = (frame, boundsOrigin)
    }

    /// The frame (model value). Set inside an animation block, the presentation animates from
    /// the old value to the new one (docs/keyboard-physics.md §8); outside one, at once.
    public var frame: CGRect {
        get { presented?.frame ?? modelProvider?() ?? frameStore.model }
        set {
            guard presented == nil, modelProvider == nil else { return }
            frameStore.set(newValue, at: FilmWorld.current.time, change: FilmWorld.current.currentChange())
            announceChange()
        }
    }

    public var bounds: CGRect {
        get { CGRect(origin: presented?.boundsOrigin ?? boundsOriginStore.model.origin, size: frame.size) }
        set {
            guard presented == nil else { return }
            if newValue.origin != boundsOriginStore.model.origin {
                boundsOriginStore.set(CGRect(origin: newValue.origin, size: .zero), at: FilmWorld.current.time,
                                      change: FilmWorld.current.currentChange())
                announceChange()
            }
            if newValue.size != frame.size {
                let f = frame
                frame = CGRect(x: f.midX - newValue.width / 2, y: f.midY - newValue.height / 2, width: newValue.width, height: newValue.height)
            }
        }
    }

    /// Key-value observers of the layer and of its view compare their values now.
    func announceChange() {
        #if !canImport(Darwin)
        KeyValueObservers.didChange(self)
        if let owningView { KeyValueObservers.didChange(owningView) }
        #endif
    }

    /// `position`: the frame's centre in the superlayer (anchor point 0.5, 0.5).
    public var position: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// `presentation()`: a copy holding what is on screen now (inside a display-link callback,
    /// the frame already drawn).
    public func presentation() -> CALayer? {
        if presented != nil { return self }
        let t = FilmWorld.current.presentationTime
        let frame = presentationProvider?(t) ?? frameStore.presentation(at: t)
        return CALayer(presenting: frame, boundsOrigin: boundsOriginStore.presentation(at: t).origin)
    }

    /// `animation(forKey:)`: the animation Core Animation runs for a key path, if any
    /// (the keyboard's layer answers for "position").
    public func animation(forKey key: String) -> CAAnimation? { animationProvider?(key) }
}

/// `CAMediaTimingFunction` (a cubic Bézier).
public final class CAMediaTimingFunction: @unchecked Sendable {
    public let controlPoints: (Float, Float, Float, Float)
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { controlPoints = (c1x, c1y, c2x, c2y) }
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let c = controlPoints
        let pts: [(Float, Float)] = [(0, 0), (c.0, c.1), (c.2, c.3), (1, 1)]
        ptr[0] = pts[index].0; ptr[1] = pts[index].1
    }
}

/// `CAAnimation` and the two kinds the keyboard runs: a `CABasicAnimation` with a timing
/// function, or a `CASpringAnimation`.
@preconcurrency @MainActor
open class CAAnimation {
    public var beginTime: CFTimeInterval = 0
    public var duration: CFTimeInterval = 0
    public var timingFunction: CAMediaTimingFunction?
    public init() {}
}

@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    public var keyPath: String?
    public init(keyPath: String?) { self.keyPath = keyPath }
}

@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// For "position": `NSValue(cgPoint:)`.
    public var fromValue: Any?
    public var toValue: Any?
}

@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    public var initialVelocity: CGFloat = 0
    /// The time the spring takes to settle (Core Animation's `settlingDuration`).
    public var settlingDuration: CFTimeInterval = 0
}

/// `CFTimeInterval` (Core Foundation's seconds), which corelibs Foundation does not export.
public typealias CFTimeInterval = Double

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
    private let presented: (frame: CGRect, boundsOrigin: CGPoint, transform: CGAffineTransform)?
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

    private init(presenting frame: CGRect, boundsOrigin: CGPoint, transform: CGAffineTransform) {
        frameStore = AnimatedFrame(frame); boundsOriginStore = AnimatedFrame(CGRect(origin: boundsOrigin, size: .zero))
        presented = (frame, boundsOrigin, transform)
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

    // MARK: Transform

    /// The layer's affine transform (model value) and the animations of its translation and
    /// scale (rotation and shear change at once), held as x = tx, y = ty, width = a, height = d.
    private(set) var transformModel = CGAffineTransform.identity
    private var transformStore = AnimatedFrame(CGRect(x: 0, y: 0, width: 1, height: 1))

    /// `affineTransform()`.
    public func affineTransform() -> CGAffineTransform {
        guard let presented else { return transformModel }
        return presented.transform
    }

    /// `setAffineTransform(_:)`: inside an animation block, translation and scale animate.
    public func setAffineTransform(_ t: CGAffineTransform) {
        guard presented == nil else { return }
        transformModel = t
        transformStore.set(CGRect(x: t.tx, y: t.ty, width: t.a, height: t.d), at: FilmWorld.current.time,
                           change: FilmWorld.current.currentChange())
        owningView.map { _ in FilmWorld.current.needsLayout = true }
        announceChange()
    }

    private func presentedTransform(at t: Double) -> CGAffineTransform {
        let r = transformStore.presentation(at: t)
        return CGAffineTransform(a: r.width, b: transformModel.b, c: transformModel.c, d: r.height, tx: r.minX, ty: r.minY)
    }

    // MARK: Appearance (kept for drawing; it does not move anything)

    public var cornerRadius: CGFloat = 0
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public var cornerCurve = CALayerCornerCurve.circular
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    public var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? ownMasksToBounds }
        set { if let owningView { owningView.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }
    private var ownMasksToBounds = false
    public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    public var zPosition: CGFloat = 0
    /// The view's background colour (a layer of its own keeps its own).
    public var backgroundColor: CGColor? {
        get { owningView.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set { if let owningView { owningView.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { ownBackgroundColor = newValue } }
    }
    private var ownBackgroundColor: CGColor?
    /// The view's alpha.
    public var opacity: Float {
        get { Float(owningView?.alpha ?? ownOpacity) }
        set { if let owningView { owningView.alpha = CGFloat(newValue) } else { ownOpacity = CGFloat(newValue) } }
    }
    private var ownOpacity: CGFloat = 1

    /// `position`: the frame's centre in the superlayer (anchor point 0.5, 0.5).
    public var position: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// Ends the frame and offset transactions of this layer and of the layers of the subviews.
    package func endTransactions() {
        frameStore.endTransaction(); boundsOriginStore.endTransaction()
        for v in owningView?.subviews ?? [] { v.layer.endTransactions() }
    }

    /// `presentation()`: a copy holding what is on screen now (inside a display-link callback,
    /// the frame already drawn).
    public func presentation() -> CALayer? {
        if presented != nil { return self }
        let t = FilmWorld.current.presentationTime
        let frame = presentationProvider?(t) ?? frameStore.presentation(at: t)
        return CALayer(presenting: frame, boundsOrigin: boundsOriginStore.presentation(at: t).origin,
                       transform: presentedTransform(at: t))
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

/// `CACornerMask`.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// `CFTimeInterval` (Core Foundation's seconds), which corelibs Foundation does not export.
public typealias CFTimeInterval = Double

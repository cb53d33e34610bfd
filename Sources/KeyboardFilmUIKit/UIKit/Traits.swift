import Foundation

/// `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact = 1, regular = 2 }

/// `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// `UITraitCollection`: the film's device (phone or pad), its size classes in the current
/// orientation, its scale, and the light appearance. A trait a collection does not specify is
/// `.unspecified` (0 for the scale), as in UIKit.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat

    init(style: UIUserInterfaceStyle = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
         horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
         scale: CGFloat = 0) {
        userInterfaceStyle = style; userInterfaceIdiom = idiom
        horizontalSizeClass = horizontal; verticalSizeClass = vertical; displayScale = scale
    }

    public convenience override init() { self.init(style: .unspecified) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

    /// `init(traitsFrom:)`: each trait from the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            collections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  scale: last(\.displayScale, unspecified: 0))
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
    }

    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }

    override public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return containsTraits(in: other) && other.containsTraits(in: self)
    }

    override public var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle); hasher.combine(userInterfaceIdiom)
        hasher.combine(horizontalSizeClass); hasher.combine(verticalSizeClass); hasher.combine(displayScale)
        return hasher.finalize()
    }

    /// The traits of the film's screen now (the light appearance before any film).
    public static var current: UITraitCollection { screenTraits }
    nonisolated(unsafe) static var screenTraits = UITraitCollection(style: .light, idiom: .phone, horizontal: .compact,
                                                                    vertical: .regular, scale: 3)

    /// A screen's traits, as UIKit gives them to a full-screen app: a pad is regular both ways; a
    /// phone is compact in height in landscape, and regular in width there only when it is at
    /// least 414 pt wide in portrait (the Plus and Max models).
    static func screen(bounds: CGRect, scale: CGFloat, idiom: UIUserInterfaceIdiom, style: UIUserInterfaceStyle = .light) -> UITraitCollection {
        let landscape = bounds.width > bounds.height
        let portraitWidth = min(bounds.width, bounds.height)
        let horizontal: UIUserInterfaceSizeClass = idiom == .pad || (landscape && portraitWidth >= 414) ? .regular : .compact
        let vertical: UIUserInterfaceSizeClass = idiom == .pad || !landscape ? .regular : .compact
        return UITraitCollection(style: style, idiom: idiom, horizontal: horizontal, vertical: vertical, scale: scale)
    }
}

/// `UITraitEnvironment`: views and view controllers hear when their traits change (a rotation
/// that changes a size class, on a phone).
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// `UIDeviceOrientation`: the device's physical orientation. The home button (or the bottom
/// edge) on the right is `.landscapeLeft`, whose interface orientation is `.landscapeRight`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    init(interface: UIInterfaceOrientation) {
        switch interface {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .unknown: self = .unknown
        }
    }
}

/// `UIDevice.current`: the film's device — its idiom and orientation. The orientation turns, and
/// `orientationDidChangeNotification` is posted, when a rotation begins (before the interface's
/// callbacks), as a device reports the turn it feels before the interface follows.
@preconcurrency @MainActor
public final class UIDevice {
    public static var current: UIDevice { FilmWorld.current.device }
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    public var userInterfaceIdiom: UIUserInterfaceIdiom { FilmWorld.current.traitCollection.userInterfaceIdiom }
    public package(set) var orientation: UIDeviceOrientation = .portrait
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    nonisolated init() {}
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

extension FilmWorld {
    /// The traits views and controllers see now.
    public var traitCollection: UITraitCollection { UITraitCollection.screenTraits }

    /// Sets the screen's bounds, scale and idiom (the film's device and orientation). When a
    /// size class changes (a phone turning), every view and controller in the windows hears
    /// `traitCollectionDidChange`, parents before children.
    public func setScreen(bounds: CGRect, scale: CGFloat, idiom: UIUserInterfaceIdiom = .phone) {
        screen.bounds = bounds
        screen.scale = scale
        let previous = UITraitCollection.screenTraits
        let traits = UITraitCollection.screen(bounds: bounds, scale: scale, idiom: idiom, style: userInterfaceStyle)
        UITraitCollection.screenTraits = traits
        guard traits != previous else { return }
        for window in windows {
            var views: [UIView] = [window]
            while let view = views.popLast() {
                view.traitCollectionDidChange(previous)
                views.append(contentsOf: view.subviews.reversed())
            }
            var controllers = window.rootViewController.map { [$0] } ?? []
            while let controller = controllers.popLast() {
                controller.traitCollectionDidChange(previous)
                controllers.append(contentsOf: controller.children.reversed())
            }
        }
    }

    /// A rotation begins: the device has turned to the interface orientation `interface`
    /// (`posting` false for the orientation a film starts in).
    package func deviceDidTurn(to interface: UIInterfaceOrientation, posting: Bool = true) {
        device.orientation = UIDeviceOrientation(interface: interface)
        if posting { NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: device) }
    }
}

/// `UIContentSizeCategory`: the text size setting. A film runs at the default, `.large`, and
/// never posts `didChangeNotification`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    nonisolated public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    private static let order: [UIContentSizeCategory] = [.unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                                                         .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: a) ?? 0) < (order.firstIndex(of: b) ?? 0)
    }
}

extension UITraitCollection {
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

extension UIApplication {
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

import Foundation

/// One built-in strategy, described whole in one type, beside its controller in
/// `BuiltInControllers/`: its name, one line on what it does and which article it comes from,
/// the table code its article's listing has, the system it needs, its options (read from a
/// storyboard and checked), and the chat screen that runs its code. `StrategyName.strategy` lists them.
protocol BuiltInStrategy: Sendable, Equatable {
    static var name: StrategyName { get }
    /// One line on what the strategy does and which article it comes from.
    static var summary: String { get }
    /// The table code of the article's listing, when it has some (nil: the storyboard's choice).
    static var listingTableAdjustment: TableAdjustment? { get }
    /// Why the strategy cannot run on `system` (an API it needs does not exist there), or nil.
    static func incompatibility(with system: SystemVersion) -> String?
    /// The strategy with its options' defaults.
    init()
    /// Reads the options beside `"name"` in the storyboard's `strategy` object.
    init(reading o: inout JSONObjectReader) throws
    /// Checks the options (a configuration built in code never met the loader); paths are `strategy.…`.
    func validate(_ check: FieldCheck) throws
    /// A fresh chat screen running the strategy's code.
    @MainActor func makeController(layout: Layout) -> ChatScreenController
}

extension BuiltInStrategy {
    static var listingTableAdjustment: TableAdjustment? { nil }
    static func incompatibility(with system: SystemVersion) -> String? { nil }
    init(reading _: inout JSONObjectReader) throws { self.init() }
    func validate(_ check: FieldCheck) throws {}

    static func configuration(reading o: inout JSONObjectReader) throws -> StrategyConfiguration {
        StrategyConfiguration(try Self(reading: &o))
    }

    func isEqual(to other: any BuiltInStrategy) -> Bool { (other as? Self) == self }
}

/// The built-in strategies, each in its own type beside its controller (`StrategyName.strategy`
/// picks one by name).
enum Strategies {}

/// The built-in strategies of the design's table, by the name a storyboard uses.
public enum StrategyName: String, Sendable, CaseIterable {
    case layoutGuide, inputAccessory, inheritedAnimation, notificationSync, rotationAware
    case rotationCoordinator, beginFrameOffset, fixedCurve, displayLink, displayLinkHybrid, curveTracking
    case keyboardHeight, keyboardOverlap, trackingAccessory

    /// The strategy's type: the one list of them, which the compiler holds complete.
    var strategy: any BuiltInStrategy.Type {
        switch self {
        case .layoutGuide: Strategies.LayoutGuide.self
        case .inputAccessory: Strategies.InputAccessory.self
        case .inheritedAnimation: Strategies.InheritedAnimation.self
        case .notificationSync: Strategies.NotificationSync.self
        case .rotationAware: Strategies.RotationAware.self
        case .rotationCoordinator: Strategies.RotationCoordinator.self
        case .beginFrameOffset: Strategies.BeginFrameOffset.self
        case .fixedCurve: Strategies.FixedCurve.self
        case .displayLink: Strategies.DisplayLink.self
        case .displayLinkHybrid: Strategies.DisplayLinkHybrid.self
        case .curveTracking: Strategies.CurveTracking.self
        case .keyboardHeight: Strategies.KeyboardHeight.self
        case .keyboardOverlap: Strategies.KeyboardOverlap.self
        case .trackingAccessory: Strategies.TrackingAccessory.self
        }
    }

    /// One line on what the strategy does and which article it comes from.
    public var summary: String { strategy.summary }

    /// The table code of the strategy's article, when its listing has some: the first
    /// "Synchronizing rotation animation…" listings shrink the table's frame, "iOS Notes —
    /// Keyboard" sets its insets. The others' chat screens take the storyboard's choice.
    public var listingTableAdjustment: TableAdjustment? { strategy.listingTableAdjustment }

    /// Why the strategy cannot run on `system` (an API it needs does not exist there), or nil.
    public func incompatibility(with system: SystemVersion) -> String? { strategy.incompatibility(with: system) }
}

/// A built-in strategy and its options, as a storyboard names them. Build one by name (its
/// options' defaults) or with the static members of the strategies that have options
/// (`.fixedCurve(timing:)`, `.displayLink(rate:minBottom:)`, `.displayLinkHybrid(…)`).
public struct StrategyConfiguration: Sendable, Equatable {
    let strategy: any BuiltInStrategy

    init(_ strategy: some BuiltInStrategy) { self.strategy = strategy }

    /// The strategy `name` with its options' defaults.
    public init(_ name: StrategyName) { strategy = name.strategy.init() }

    public var name: StrategyName { type(of: strategy).name }

    /// A fresh chat screen running the strategy's code.
    @MainActor func makeController(layout: Layout) -> ChatScreenController { strategy.makeController(layout: layout) }

    public static func == (a: StrategyConfiguration, b: StrategyConfiguration) -> Bool { a.strategy.isEqual(to: b.strategy) }
}

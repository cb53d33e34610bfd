import Foundation
import KeyboardFilmUIKit
import Observation

public enum Axis: Sendable, Hashable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top), leading = Set(.leading), bottom = Set(.bottom), trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}

public struct HorizontalAlignment: Sendable, Hashable {
    let fraction: Double
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

public struct VerticalAlignment: Sendable, Hashable {
    let fraction: Double
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    /// Text baselines: placed as the centre (the model has no baselines across views).
    public static let firstTextBaseline = VerticalAlignment(fraction: 0.5)
    public static let lastTextBaseline = VerticalAlignment(fraction: 0.5)
}

public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { self.horizontal = horizontal; self.vertical = vertical }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public struct UnitPoint: Sendable, Hashable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1), center = UnitPoint(x: 0.5, y: 0.5)
    public static let zero = UnitPoint(x: 0, y: 0), leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

public enum TextAlignment: Sendable, Hashable { case leading, center, trailing }

/// `SafeAreaRegions`: the container's (device, bars) and the keyboard's.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `Font`: a system font at a size and weight (the model's SF Pro metrics measure it).
public struct Font: Sendable, Hashable {
    let size: CGFloat
    let weight: Weight
    public struct Weight: Sendable, Hashable {
        let value: CGFloat
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }
    public enum Design: Sendable, Hashable { case `default`, rounded, monospaced, serif }
    /// iOS's text styles at the default Dynamic Type size (Apple's Human Interface Guidelines, "Typography").
    public static let largeTitle = Font(size: 34, weight: .regular), title = Font(size: 28, weight: .regular)
    public static let title2 = Font(size: 22, weight: .regular), title3 = Font(size: 20, weight: .regular)
    public static let headline = Font(size: 17, weight: .semibold), body = Font(size: 17, weight: .regular)
    public static let callout = Font(size: 16, weight: .regular), subheadline = Font(size: 15, weight: .regular)
    public static let footnote = Font(size: 13, weight: .regular), caption = Font(size: 12, weight: .regular)
    public static let caption2 = Font(size: 11, weight: .regular)
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font { Font(size: size, weight: weight) }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let base = style.font
        return weight.map { base.weight($0) } ?? base
    }
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }
    public func weight(_ w: Weight) -> Font { Font(size: size, weight: w) }
    public func bold() -> Font { weight(.bold) }
    @MainActor var uiFont: UIFont { .systemFont(ofSize: size, weight: UIFont.Weight(rawValue: weight.value)) }
}

/// `Color`: a colour, and a view that fills what it is offered.
public struct Color: Sendable, Hashable {
    let light: RGBAColor
    let dark: RGBAColor
    struct RGBAColor: Sendable, Hashable { var r, g, b, a: Double }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        light = RGBAColor(r: red, g: green, b: blue, a: opacity); dark = light
    }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    init(light: RGBAColor, dark: RGBAColor) { self.light = light; self.dark = dark }
    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
    public init(uiColor: UIColor) {
        func rgba(_ style: UIUserInterfaceStyle) -> RGBAColor {
            let c = uiColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
            return RGBAColor(r: Double(c.red), g: Double(c.green), b: Double(c.blue), a: Double(c.alpha))
        }
        self.init(light: rgba(.light), dark: rgba(.dark))
    }
    private static func hex(_ l: Int, _ d: Int, _ a: Double = 1) -> Color {
        func c(_ h: Int) -> RGBAColor { RGBAColor(r: Double((h >> 16) & 255) / 255, g: Double((h >> 8) & 255) / 255, b: Double(h & 255) / 255, a: a) }
        return Color(light: c(l), dark: c(d))
    }
    public static let clear = Color(white: 0, opacity: 0)
    public static let black = Color(white: 0), white = Color(white: 1)
    public static let blue = hex(0x007AFF, 0x0A84FF), red = hex(0xFF3B30, 0xFF453A), green = hex(0x34C759, 0x30D158)
    public static let orange = hex(0xFF9500, 0xFF9F0A), yellow = hex(0xFFCC00, 0xFFD60A), purple = hex(0xAF52DE, 0xBF5AF2)
    public static let pink = hex(0xFF2D55, 0xFF375F), gray = hex(0x8E8E93, 0x8E8E93), mint = hex(0x00C7BE, 0x63E6E2)
    public static let teal = hex(0x30B0C7, 0x40CBE0), cyan = hex(0x32ADE6, 0x64D2FF), indigo = hex(0x5856D6, 0x5E5CE6)
    /// The label colour: black in light, white in dark.
    public static let primary = hex(0x000000, 0xFFFFFF)
    /// The secondary label colour (60 % of the primary's grey, as UIKit's `secondaryLabel`).
    public static let secondary = Color(light: RGBAColor(r: 0.235, g: 0.235, b: 0.263, a: 0.6), dark: RGBAColor(r: 0.922, g: 0.922, b: 0.961, a: 0.6))
    public static let accentColor = blue
    public func opacity(_ o: Double) -> Color {
        Color(light: RGBAColor(r: light.r, g: light.g, b: light.b, a: light.a * o), dark: RGBAColor(r: dark.r, g: dark.g, b: dark.b, a: dark.a * o))
    }
    /// The UIKit colour the views are drawn with (light and dark).
    @MainActor var uiColor: UIColor {
        let l = light, d = dark
        return UIColor(dynamicProvider: { t in
            let c = t.userInterfaceStyle == .dark ? d : l
            return UIColor(red: CGFloat(c.r), green: CGFloat(c.g), blue: CGFloat(c.b), alpha: CGFloat(c.a))
        })
    }
}

/// The system materials, drawn as UIKit's blur effects are.
public struct Material: Sendable, Hashable {
    let style: Int
    public static let ultraThin = Material(style: 0), thin = Material(style: 1), regular = Material(style: 2)
    public static let thick = Material(style: 3), ultraThick = Material(style: 4)
    @MainActor var blurStyle: UIBlurEffect.Style {
        switch style {
        case 0: .systemUltraThinMaterial
        case 1: .systemThinMaterial
        case 2: .systemMaterial
        case 3: .systemThickMaterial
        default: .systemChromeMaterial
        }
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars (toolbars, tab bars).
    public static var bar: Material { Material(style: 5) }
}

/// What fills a shape or a background: a colour or a material.
public protocol ShapeStyle: Sendable {}
extension Color: ShapeStyle {}
extension Material: ShapeStyle {}

enum Fill: Equatable {
    case color(Color)
    case material(Material)
    @MainActor init?(_ style: any ShapeStyle) {
        guard let fill = Fill.resolve(style) else { return nil }
        self = fill
    }
}

enum ShapeKind: Equatable {
    case rectangle, roundedRectangle(CGFloat), capsule, circle
}

struct TextContent {
    var string: String
}

struct TextFieldContent {
    var title: String
    var text: Binding<String>
    var axis: Axis
    var isSecure: Bool
    /// A `TextEditor`: a text view filling its frame, not a field.
    var isEditor = false
}

/// `focused(_:)` / `focused(_:equals:)` on a text field: whether the state names it, and how the
/// field writes the state when it gains or loses the keyboard.
struct FocusLink {
    let isFocused: @MainActor () -> Bool
    let setFocused: @MainActor (Bool) -> Void
}

public enum TextFieldStyleKind: Sendable { case automatic, plain, roundedBorder }
public enum ButtonStyleKind: Sendable { case automatic, plain, borderless, bordered, borderedProminent }

struct FrameSpec {
    var width: CGFloat?, height: CGFloat?
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment
    var isFlexible: Bool
}

/// `EnvironmentValues`: what the host passes down (the appearance, the dismiss action).
public struct EnvironmentValues: @unchecked Sendable {
    public var colorScheme: ColorScheme = .light
    public var dismiss = DismissAction()
    public init() {}
    // What modifiers pass down to the views inside them.
    var font: Font?
    var foreground: Color?
    var tint: Color?
    var lineLimit: Int?
    var multilineTextAlignment: TextAlignment = .leading
    var textFieldStyle: TextFieldStyleKind = .automatic
    var buttonStyle: ButtonStyleKind = .automatic
    var disabled = false
    var scrollAnchor: UnitPoint?
    var focus: FocusLink?
    var keyboardType: UIKeyboardType = .default
    var listStyle: ListStyleKind = .automatic
    /// The bar `toolbar { ToolbarItemGroup(placement: .keyboard) { … } }` puts on the keyboard.
    var keyboardToolbar: AnyView?
    var dismissMode: UIScrollView.KeyboardDismissMode = .none
    var lineSpacing: CGFloat = 0
    var labelStyle: LabelStyleKind = .automatic
    /// `environmentObject(_:)` and `environment(_:)` objects, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Values of the app's own `EnvironmentKey`s.
    var custom: [ObjectIdentifier: Any] = [:]
}

public enum ColorScheme: Sendable, Hashable { case light, dark }

/// `dismiss()`: a film shows one screen, so dismissing it stops the film with a sentence.
public struct DismissAction: Sendable {
    @MainActor public func callAsFunction() {
        FilmWorld.current.refuse("dismiss()", because: "dismissing a presented view is not modelled: a film shows one screen")
    }
}

/// `EnvironmentKey`: a value of the environment with its default, for `EnvironmentValues`
/// extensions (`subscript(key:)`).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

/// `@Environment(\.keyPath)` and `@Environment(Model.self)`: read from the environment of the
/// view's position when the host evaluates it.
@propertyWrapper @MainActor
public struct Environment<Value>: DynamicProperty, EnvironmentReading {
    let read: @MainActor (EnvironmentValues) -> Value?
    let name: String
    let box = EnvironmentBox()
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] }; name = "\(keyPath)" }
    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        read = { $0.objects[ObjectIdentifier(type)] as? Value }; name = "\(type)"
    }
    public var wrappedValue: Value {
        if let value = read(box.values) { return value }
        // Read before the host evaluated the view (or with no object given): refused in `prepare`.
        return read(EnvironmentValues())!
    }
    func missing(in environment: EnvironmentValues) -> String? {
        read(environment) == nil ? "no \(name) in the environment: an environment(_:) for it may be missing above this view" : nil
    }
    func adopt(_ environment: EnvironmentValues, graph: HostingGraph) { box.values = environment }
}

/// `@EnvironmentObject`: an observable object an ancestor passed down with `environmentObject(_:)`;
/// its changes update the host.
@propertyWrapper @MainActor
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, EnvironmentReading {
    let box = ObjectBox<ObjectType>(object: nil, make: nil)
    public init() {}
    public var wrappedValue: ObjectType { box.value }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: box.value) }
    func missing(in environment: EnvironmentValues) -> String? {
        environment.objects[ObjectIdentifier(ObjectType.self)] == nil
            ? "no ObservableObject of type \(ObjectType.self) found: a View.environmentObject(_:) for it may be missing as an ancestor of this view" : nil
    }
    func adopt(_ environment: EnvironmentValues, graph: HostingGraph) {
        guard let object = environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else { return }
        if box.object !== object { box.object = object; box.subscription = nil }
        box.observe(with: graph)
    }
}

/// A property the host gives the environment of the view's position before `body` runs.
@MainActor
protocol EnvironmentReading {
    /// Why the view cannot be evaluated here (what it reads is not in `environment`), or nil.
    func missing(in environment: EnvironmentValues) -> String?
    func adopt(_ environment: EnvironmentValues, graph: HostingGraph)
}

@MainActor
final class EnvironmentBox { var values = EnvironmentValues() }

extension View {
    /// `environmentObject(_:)`: `object` for the `@EnvironmentObject`s inside.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentChanged { $0.objects[ObjectIdentifier(T.self)] = object }
    }
    /// `environment(_:)`: an `@Observable` object for `@Environment(T.self)` inside.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environmentChanged { $0.objects[ObjectIdentifier(T.self)] = object }
    }
    /// `environment(_:_:)`: a value of the environment for the views inside.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentChanged { $0[keyPath: keyPath] = value }
    }
}

import Foundation
/// Where the view controller's view sits on the screen: full screen, or one of the iPad
/// presentations whose view does not reach the screen's bottom or sides
/// (docs/keyboard-physics.md §9). The keyboard always spans the screen's bottom edge.
public enum ViewPresentation: Sendable, Equatable {
    case fullScreen
    /// `UIModalPresentationStyle.formSheet`: 540 × 620 pt, centred.
    case formSheet
    /// `.pageSheet` as Apple documents it: the screen's portrait width, the screen's height, centred.
    case pageSheet
    /// Split View, the app on the leading side taking ⅓, ½ or ⅔ of the screen (10 pt divider).
    case splitView(SplitWidth)
    /// A Slide Over window on the trailing side (representative frame).
    case slideOver
    /// A Stage Manager window (representative frame).
    case stageManager
    /// An explicit frame in the interface's coordinates (films without rotation).
    case frame(CGRect)

    public enum SplitWidth: String, Sendable, CaseIterable { case third, half, twoThirds }

    /// The names a storyboard uses for the presets.
    public static let presets: [(name: String, value: ViewPresentation)] = [
        ("fullScreen", .fullScreen), ("formSheet", .formSheet), ("pageSheet", .pageSheet),
        ("splitViewThird", .splitView(.third)), ("splitViewHalf", .splitView(.half)),
        ("splitViewTwoThirds", .splitView(.twoThirds)), ("slideOver", .slideOver), ("stageManager", .stageManager),
    ]

    public var name: String {
        if case .frame = self { return "frame" }
        return Self.presets.first { $0.value == self }?.name ?? "frame"
    }

    /// Whether the preset exists only on iPad (regular width).
    public var needsPad: Bool {
        switch self {
        case .fullScreen, .frame: return false
        default: return true
        }
    }

    /// The view's frame in the interface's coordinates (origin at the interface's top-left) on
    /// `device` in orientation `o`.
    public func frame(device: Device, orientation o: InterfaceOrientation) -> CGRect {
        let screen = device.interfaceSize(o)
        let W = screen.width, H = screen.height
        switch self {
        case .fullScreen:
            return CGRect(x: 0, y: 0, width: W, height: H)
        case .formSheet:
            let w = min(540, W), h = min(620, H)
            return CGRect(x: ((W - w) / 2).rounded(.down), y: ((H - h) / 2).rounded(.down), width: w, height: h)
        case .pageSheet:
            let w = min(device.portraitSize.width, W)
            return CGRect(x: ((W - w) / 2).rounded(.down), y: 0, width: w, height: H)
        case .splitView(let part):
            // Apple's multitasking sizes: ⅓ is 375 pt on screens at least 1194 pt wide and on the
            // 12.9-inch iPad (1024 pt wide in portrait), else 320; a 10 pt divider; ⅔ takes the rest.
            let third: Double = (W >= 1194 || device.portraitSize.width >= 1024) ? 375 : 320
            let width: Double
            switch part {
            case .third: width = third
            case .half: width = ((W - 10) / 2).rounded(.down)
            case .twoThirds: width = W - third - 10
            }
            return CGRect(x: 0, y: 0, width: width, height: H)
        case .slideOver:
            let w: Double = device.portraitSize.width >= 1024 ? 375 : 320
            let top = device.statusBar(o) + 6
            return CGRect(x: W - w - 8, y: top, width: w, height: H - top - 8)
        case .stageManager:
            let w = (W * 0.7).rounded(), h = (H * 0.72).rounded()
            return CGRect(x: ((W - w) / 2).rounded(.down), y: device.statusBar(o) + 16, width: w, height: h)
        case .frame(let r):
            return r
        }
    }

    /// Corner radius of the view's window or sheet, for drawing.
    public var cornerRadius: Double {
        switch self {
        case .fullScreen, .splitView: return 0
        case .formSheet, .pageSheet, .slideOver, .stageManager, .frame: return 10
        }
    }
}

import Foundation

/// `UIActivityIndicatorView`: a spinner a send button shows while a message goes out. Sized as
/// UIKit sizes it (20 × 20 pt medium, 37 × 37 pt large); hidden while stopped when
/// `hidesWhenStopped` (the default).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorView.Style` (the pre-iOS 13 names map to medium and large).
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101
        var isLarge: Bool { self == .large || self == .whiteLarge }
    }

    open var style: Style { didSet { invalidateIntrinsicContentSize() } }
    open var color: UIColor = .gray
    open var hidesWhenStopped = true { didSet { updateHidden() } }
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        updateHidden()
    }
    override public init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        updateHidden()
    }
    /// Non-failable, as UIKit declares it: a medium spinner (the model has no archive to read).
    public required init(coder: NSCoder) {
        style = .medium
        super.init(frame: .zero)
        updateHidden()
    }

    open func startAnimating() { isAnimating = true; updateHidden() }
    open func stopAnimating() { isAnimating = false; updateHidden() }

    override open var intrinsicContentSize: CGSize { style.isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }

    private func updateHidden() { if hidesWhenStopped { isHidden = !isAnimating } }
}

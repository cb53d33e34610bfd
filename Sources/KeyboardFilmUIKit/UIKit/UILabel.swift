import Foundation

/// `UILabel`: text in a font and colour. Its content size is the text's (`TextMetrics`), wrapped
/// at `preferredMaxLayoutWidth` (or its width) when it may take more than one line.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? { didSet { contentDidChange() } }
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    open var textColor: UIColor! = .label
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1 { didSet { contentDidChange() } }
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { contentDidChange() } }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { nil }

    private func contentDidChange() { invalidateIntrinsicContentSize() }

    override open var intrinsicContentSize: CGSize {
        let wrapWidth: CGFloat? = numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (bounds.width > 0 ? bounds.width : nil))
        return TextMetrics.size(of: text ?? "", font: font, width: wrapWidth, numberOfLines: numberOfLines, scale: UIScreen.main.scale)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        return TextMetrics.size(of: text ?? "", font: font, width: width, numberOfLines: numberOfLines, scale: UIScreen.main.scale)
    }
}

/// `UIImageView`: an image, sized by it.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }
    override public init(frame: CGRect) { super.init(frame: frame); isUserInteractionEnabled = false }
    public required init?(coder: NSCoder) { nil }

    override open var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    override open func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}

/// `UIVisualEffectView`: a material (a blur) behind its `contentView`, which fills it.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView(frame: .zero)

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
    override public convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) { nil }
}

/// `UIVisualEffect`.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// `UIBlurEffect`: one of the system materials.
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) { self.style = style }
}

/// `UIVibrancyEffect`.
public final class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    public let blurEffect: UIBlurEffect
    public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect }
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { self.blurEffect = blurEffect }
}

/// `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable { case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator }

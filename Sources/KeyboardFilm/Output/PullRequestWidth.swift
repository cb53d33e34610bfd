/// Images made for a pull request are read where GitHub puts them: about 1000 px wide, whatever
/// their own width. A caption drawn at `captionSize(imageWidth:)` keeps a cap height of at least
/// 11 px there (the stroke font's capitals are 0.7 em: 16 px of font at 1000 px).
public enum PullRequestWidth {
    /// The width at which GitHub shows an image in a comment or a description, in pixels.
    public static let displayWidth = 1000.0
    /// Cap height a caption keeps when the image is shown `displayWidth` wide, in pixels.
    public static let minimumCapHeight = 11.0

    /// The font size, in the image's pixels, of a caption that reads at `displayWidth`:
    /// never below `minimum`.
    public static func captionSize(imageWidth: Int, minimum: Double = 0) -> Double {
        let atDisplay = (minimumCapHeight / 0.7).rounded(.up) // 16 px of font
        return max(minimum, atDisplay * max(1, Double(imageWidth) / displayWidth))
    }
}

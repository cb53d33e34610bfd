/// The version of what frames look like. Bump it when the drawing changes on purpose: goldens
/// recorded by another version fail with a message saying so, instead of a pixel diff.
public enum RendererVersion {
    public static let current = 6
}

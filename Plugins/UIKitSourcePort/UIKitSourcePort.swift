import Foundation
import PackagePlugin

/// Compiles a target's iOS files where there is no Objective-C runtime, leaving them as they are.
///
/// The target's manifest excludes the files (`exclude: ["App"]`); this plugin gives the compiler a
/// ported copy of every `.swift` file in the target's folder that the target does not compile
/// itself (`@objc`, `@IBOutlet`, `@IBAction` blanked, `#selector` made a value the model
/// performs). Diagnostics name the original file and line.
@main
struct UIKitSourcePort: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "UIKitSourcePortTool")
        let root = module.directoryURL.standardizedFileURL
        let compiled = Set(module.sourceFiles.map { $0.url.standardizedFileURL.path })
        let outputs = context.pluginWorkDirectoryURL.appendingPathComponent("Ported")
        return Self.swiftFiles(under: root).filter { !compiled.contains($0.path) }.map { file in
            // Flattened relative path: two ported files never share a name in the module.
            let relative = String(file.path.dropFirst(root.path.count + 1))
            let output = outputs.appendingPathComponent(relative.replacingOccurrences(of: "/", with: "_"))
            return .buildCommand(displayName: "Porting \(relative) for KeyboardFilmUIKit",
                                 executable: tool.url,
                                 arguments: [file.path, output.path], inputFiles: [file], outputFiles: [output])
        }
    }

    /// Every `.swift` file below `root`, a linked folder (the app's own, say) included, in a stable order.
    static func swiftFiles(under root: URL) -> [URL] {
        let manager = FileManager.default
        var files: [URL] = []
        var folders = [root]
        while let folder = folders.popLast() {
            let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            for entry in entries where !entry.hasPrefix(".") {
                let url = folder.appendingPathComponent(entry)
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue { folders.append(url) } else if url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

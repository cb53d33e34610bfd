import Foundation
import SourcePort

// uikit-source-port INPUT OUTPUT: writes INPUT's ported copy to OUTPUT (the UIKitSourcePort
// plugin runs it once per file). Problems are printed as `file:line:column: error: …`, exit 1.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: UIKitSourcePortTool INPUT.swift OUTPUT.swift\n".utf8))
    exit(2)
}
let input = arguments[1], output = arguments[2]
do {
    let source = try String(contentsOfFile: input, encoding: .utf8)
    let port = SourcePort(source: source, path: input)
    for diagnostic in port.diagnostics { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
    // Written only when it changes: an unchanged copy keeps its date, so a build that only relinked
    // this tool (SwiftPM links plugin tools in two build graphs) compiles nothing again.
    if (try? String(contentsOfFile: output, encoding: .utf8)) != port.ported {
        try port.ported.write(toFile: output, atomically: true, encoding: .utf8)
    }
    exit(port.diagnostics.isEmpty ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("\(input):1:1: error: cannot port this file: \(error.localizedDescription)\n".utf8))
    exit(1)
}

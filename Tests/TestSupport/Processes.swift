import Foundation

/// How a child process ended, with everything it printed.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Ended by a signal (a crash, or our own kill after `timeout`).
    public var signalled: Bool
    /// Killed because it outlived `timeout`.
    public var timedOut: Bool
}

/// Runs `executable` to completion. `environment` is added to this process's own; `stdin`, if
/// given, is written to the child's standard input; a child still running after `timeout`
/// seconds is terminated (a hang then shows as `timedOut`, never as a stuck test).
public func runProcess(_ executable: URL, _ args: [String], in dir: URL? = nil, environment: [String: String] = [:],
                       stdin: Data? = nil, timeout: Double? = nil) throws -> ProcessResult {
    let p = Process()
    p.executableURL = executable
    p.arguments = args
    p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let dir { p.currentDirectoryURL = dir }
    let out = Pipe(), err = Pipe(), input = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = input
    try p.run()
    let timedOut = Flag()
    if let timeout {
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
            if p.isRunning { timedOut.set(); p.terminate() }
        }
    }
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    // Read both pipes at once: a child that fills one while we wait on the other would block.
    let errData = Box()
    let reader = Thread { errData.data = err.fileHandleForReading.readDataToEndOfFile(); errData.done.signal() }
    reader.start()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    errData.done.wait()
    p.waitUntilExit()
    return ProcessResult(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                         stderr: String(decoding: errData.data, as: UTF8.self),
                         signalled: p.terminationReason == .uncaughtSignal, timedOut: timedOut.value)
}

/// Runs a program found on PATH (a checker such as pngcheck, or python3).
public func runTool(_ name: String, _ args: [String], in dir: URL? = nil, stdin: Data? = nil) throws -> ProcessResult {
    try runProcess(URL(fileURLWithPath: "/usr/bin/env"), [name] + args, in: dir, stdin: stdin)
}

private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    func set() { lock.lock(); flag = true; lock.unlock() }
    var value: Bool { lock.lock(); defer { lock.unlock() }; return flag }
}

private final class Box: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}

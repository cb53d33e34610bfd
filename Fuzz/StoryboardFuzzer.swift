// libFuzzer target: storyboard JSON → parse, validate and (when valid and small) simulate.
// Built into one module with Sources/KeyboardSimulation by Scripts/fuzz.sh; any crash,
// trap or hang is a finding. Errors thrown for bad input are the expected outcome.

@_cdecl("LLVMFuzzerTestOneInput")
public func storyboardFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let sb = try? StoryboardLoader.parse(bytes, file: "fuzz.json") else { return 0 }
    // Keep each run short: the fuzzer looks for crashes, not for long films.
    guard sb.frameCount <= 2_000, sb.events.count <= 200 else { return 0 }
    // libFuzzer calls in on the main thread; the simulation is main-actor code, as UIKit is.
    MainActor.assumeIsolated { _ = try? Simulator.run(sb) }
    return 0
}

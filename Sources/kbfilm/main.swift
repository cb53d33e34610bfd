import KeyboardFilmCommandLine

// The command line with the built-in strategies (an executable of yours passes its controllers).
MainActor.assumeIsolated { KeyboardFilmCommandLine.main() }

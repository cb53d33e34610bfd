import CAtomicRename
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Committing an output directory: the staged folder replaces the destination.
extension OutputDirectory {
    /// Replaces the destination with the staged directory. Where the system can, the two swap
    /// in one atomic exchange, so a complete output exists at every instant (even if the process
    /// is killed); elsewhere the old folder is moved aside first; a mount point, which cannot
    /// move, gets its files replaced one by one. Ownership is checked again at the swap: a file
    /// added to the destination during the run is kept, and the commit refuses. On failure the
    /// staging is removed and the destination keeps its previous output.
    public func commit() throws {
        defer { StagingRegistry.shared.remove(staging) }
        do {
            try Self.writeMarker(in: staging)
            try StagingRegistry.shared.whileNotInterrupted { try inPlace ? replaceContents() : replaceDestination() }
        } catch {
            discard()
            throw error
        }
    }

    private func replaceDestination() throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: destination.path) else {
            try Self.move(staging, to: destination)
            return
        }
        if let foreign = Self.foreignEntry(in: destination) { throw appeared(foreign) }
        if kbf_exchange_paths(staging.path, destination.path) == 0 {
            // The staging now holds the previous output, with anything added between the check and the swap.
            if let foreign = Self.foreignEntry(in: staging) {
                if kbf_exchange_paths(staging.path, destination.path) != 0 { try keepForeignEntries(of: staging) }
                throw appeared(foreign)
            }
            try? fm.removeItem(at: staging)
            return
        }
        let old = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
        try? fm.removeItem(at: old)
        try Self.move(destination, to: old)
        if let foreign = Self.foreignEntry(in: old) {
            try Self.move(old, to: destination)
            throw appeared(foreign)
        }
        do {
            try Self.move(staging, to: destination)
        } catch {
            try? Self.move(old, to: destination)
            throw error
        }
        try? fm.removeItem(at: old)
    }

    /// After a swap that could not be undone: the user's files go into the new output, never away.
    private func keepForeignEntries(of old: URL) throws {
        let listed = Self.listedNames(in: old)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: old.path)) ?? [] where !listed.contains(entry) {
            try Self.move(old.appendingPathComponent(entry), to: destination.appendingPathComponent(entry))
        }
        try? FileManager.default.removeItem(at: old)
    }

    /// A mount point's outputs replaced in place: the old files KeyboardFilm wrote go, the staged
    /// ones move in (one file system, so each move is a rename), the marker last.
    private func replaceContents() throws {
        let fm = FileManager.default
        if let foreign = Self.foreignEntry(in: destination) { throw appeared(foreign) }
        let old = try fm.contentsOfDirectory(atPath: destination.path).filter { !$0.hasPrefix(Self.inPlaceStagingPrefix) }
        let new = try fm.contentsOfDirectory(atPath: staging.path).filter { $0 != Self.markerName }
        // Meanwhile the marker lists old and new, so an interruption leaves a folder a later run may replace.
        let both = Set(old + new).subtracting([Self.markerName]).sorted()
        try Data((Self.markerHeader + both.map { "- \($0)\n" }.joined()).utf8).write(to: destination.appendingPathComponent(Self.markerName))
        for name in old where name != Self.markerName { try fm.removeItem(at: destination.appendingPathComponent(name)) }
        for name in new.sorted() { try Self.move(staging.appendingPathComponent(name), to: destination.appendingPathComponent(name)) }
        try Self.move(staging.appendingPathComponent(Self.markerName), to: destination.appendingPathComponent(Self.markerName))
        try fm.removeItem(at: staging)
    }

    /// rename(2), with the system's reason in the error: a sentence, not an error domain's code.
    static func move(_ from: URL, to: URL) throws {
        guard rename(from.path, to.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw OutputMoveError(from: from.path, to: to.path, reason: reason)
        }
    }
}

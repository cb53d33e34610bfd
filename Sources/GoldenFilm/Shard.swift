import PNGCodec

/// One of N parts of a suite (`verify --shard K/N`), for spreading verification over CI
/// runners. A film belongs to a shard by a hash of its name alone, so adding a film never moves
/// another one, and shards stay balanced as the suite grows.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1 … count.
    public let index: Int
    public let count: Int

    public static let maximumCount = 1000

    public init(index: Int, count: Int) throws {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else {
            throw ShardError(text: "\(index)/\(count)")
        }
        self.index = index; self.count = count
    }

    /// Reads "K/N".
    public init(_ text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { throw ShardError(text: text) }
        try self.init(index: k, count: n)
    }

    /// The shard (1 … count) that `name` belongs to: XXH64 of its UTF-8 bytes, modulo count.
    public static func index(of name: String, count: Int) -> Int {
        let hash = Array(name.utf8).withUnsafeBytes { XXH64.hash($0) }
        return Int(hash % UInt64(count)) + 1
    }

    public func contains(_ name: String) -> Bool { Self.index(of: name, count: count) == index }

    public var description: String { "\(index)/\(count)" }
}

public struct ShardError: Error, CustomStringConvertible, Sendable {
    public var text: String
    public var description: String { "--shard \(text): give K/N with 1 ≤ K ≤ N ≤ \(Shard.maximumCount), e.g. 2/8" }
}

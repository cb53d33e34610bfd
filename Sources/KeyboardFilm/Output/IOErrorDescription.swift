import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file-system error in a sentence (the path and the system's reason), never a raw
/// `NSCocoaErrorDomain` dump.
public func describeIOError(_ error: Error) -> String {
    if let move = error as? OutputMoveError { return move.description }
    let e = error as NSError
    let path = (e.userInfo[NSFilePathErrorKey] as? String).map { " (\($0))" } ?? ""
    if let posix = e.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(posix.code))) + path
    }
    if e.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(e.code))) + path }
    if e.domain == NSCocoaErrorDomain { return e.localizedDescription + path }
    return "\(error)"
}

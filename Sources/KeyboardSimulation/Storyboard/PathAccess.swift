import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why a path the user named cannot be opened, in words: "no such file" is wrong advice when the
/// file is there but a folder on its way may not be searched, or the file may not be read.
package enum PathAccess {
    /// nil when `path` exists and can be read; otherwise the reason, as a sentence's end.
    package static func problem(reading path: String) -> String? {
        var info = stat()
        if stat(path, &info) != 0 {
            return errno == EACCES ? "permission denied: a folder on its path may not be searched by this user" : nil
        }
        return access(path, R_OK) != 0 && errno == EACCES ? "permission denied: this user may not read it" : nil
    }
}

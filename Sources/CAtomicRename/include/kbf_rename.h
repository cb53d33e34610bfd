#ifndef KBF_RENAME_H
#define KBF_RENAME_H

/// Atomically swaps the directory entries `a` and `b` (Linux renameat2 with RENAME_EXCHANGE):
/// at every instant one complete version exists at each path. Returns 0, or -1 with errno set
/// (EINVAL, ENOSYS or ENOTSUP where the system or file system cannot exchange).
int kbf_exchange_paths(const char *a, const char *b);

/// Whether the file or folder at `path` carries the immutable or append-only attribute
/// (chattr +i / +a): then it cannot be renamed or replaced, even by its owner. Returns 1 or 0;
/// 0 too where the file system keeps no such attributes.
int kbf_is_immutable(const char *path);

#endif

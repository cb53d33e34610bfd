#define _GNU_SOURCE
#include "kbf_rename.h"
#include <errno.h>

#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int kbf_exchange_paths(const char *a, const char *b) {
#ifdef SYS_renameat2
    return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
#else
    errno = ENOSYS;
    return -1;
#endif
}
#include <linux/fs.h>
#include <sys/ioctl.h>

int kbf_is_immutable(const char *path) {
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) return 0;
    int flags = 0;
    int ok = ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0;
    close(fd);
    return ok && (flags & (FS_IMMUTABLE_FL | FS_APPEND_FL)) ? 1 : 0;
}
#else
int kbf_exchange_paths(const char *a, const char *b) {
    (void)a; (void)b;
    errno = ENOSYS;
    return -1;
}

int kbf_is_immutable(const char *path) {
    (void)path;
    return 0;
}
#endif

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
#else
int kbf_exchange_paths(const char *a, const char *b) {
    (void)a; (void)b;
    errno = ENOSYS;
    return -1;
}
#endif

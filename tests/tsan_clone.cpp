// SPDX-License-Identifier: GPL-3.0-or-later
// Linked into every executable of the tsan preset, and only there (CMakeLists.txt).
//
// GCC 12's ThreadSanitizer (Debian 12's libtsan) intercepts clone() and runs its fork bookkeeping inside the child,
// also when the child shares the parent's memory (CLONE_VM). Qt's QProcess starts every program with
// clone(CLONE_VM | CLONE_VFORK), so that bookkeeping lands in the *parent's* memory: from the first program started
// while the parent has more than one thread, TSan takes the parent for "a child forked from a multi-threaded process",
// stops intercepting in it (it sees no race from then on), and kills it at its next new thread with "starting new
// threads after multi-threaded fork is not supported". Which tests died depended on how many threads happened to be
// alive at a spawn: load-dependent. A child that shares the parent's memory and only runs until exec is no fork, so
// this clone() gives such calls straight to glibc and every other clone to TSan's interceptor.
#include <dlfcn.h>
#include <sched.h>
#include <stdarg.h>
#include <sys/types.h>

namespace {

using CloneFunction = int (*)(int (*)(void*), void*, int, void*, ...);

CloneFunction glibcClone()
{
    static const auto function = reinterpret_cast<CloneFunction>(
        dlvsym(dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD), "clone", "GLIBC_2.2.5"));
    return function;
}

CloneFunction tsanClone()
{
    static const auto function = reinterpret_cast<CloneFunction>(dlsym(RTLD_NEXT, "clone"));
    return function;
}

} // namespace

extern "C" __attribute__((visibility("default"))) int clone(int (*fn)(void*), void* stack, int flags, void* arg, ...)
{
    va_list rest;
    va_start(rest, arg);
    pid_t* parentTid = va_arg(rest, pid_t*);
    void* tls = va_arg(rest, void*);
    pid_t* childTid = va_arg(rest, pid_t*);
    va_end(rest);
    const CloneFunction real = (flags & CLONE_VM) ? glibcClone() : tsanClone();
    return real(fn, stack, flags, arg, parentTid, tls, childTid);
}

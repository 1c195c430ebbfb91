// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry for cpuset (tests/fuzz/run.sh runs it; tests/fuzz/README.md).
#include "fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    sb::fuzz::cpuList(sb::fuzz::bytes(data, size));
    return 0;
}

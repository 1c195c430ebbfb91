// SPDX-License-Identifier: GPL-3.0-or-later
// What is wrong with a CPU list ("0-3,8") or the set it names: the value of an ErrorCode::CpuListInvalid error, whose
// args are listed beside each problem. ui/common/errortext says it in words.
#pragma once

namespace sb {

enum class CpuListProblem {
    NotACpuNumber = 1, // args: the token
    CpuOutOfRange, // args: the CPU, the highest CPU number there can be
    EmptyItem, // "0,,2" or "0,"
    RangeBackwards, // args: the range ("5-2")
    EmptySet, // the set names no CPU
    NoSuchCpus, // args: the missing CPUs (a list), how many, the CPUs there are; "local" or "topology"
};

} // namespace sb

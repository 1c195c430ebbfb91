// SPDX-License-Identifier: GPL-3.0-or-later
// The words for a CPU preset or CPU list that cannot be read or had (ErrorCode::CpuPresetInvalid, CpuListInvalid), and
// for a server whose CPUs cannot be bound (BindingRefused):
// core says which problem and its data, this says it in the reader's language, the same for both readers. Part of
// scalebench_report beside ErrorText, which calls it.
#pragma once

#include "common/error.h"

#include <QCoreApplication>
#include <QString>

namespace sb {

class AffinityProblemText {
    Q_DECLARE_TR_FUNCTIONS(AffinityProblemText)
public:
    static QString preset(const Error& e);
    static QString cpuList(const Error& e);
    // BindingRefused, without the system's or server's words (ErrorText adds them); `commandLine`: scalebench-cli's
    // reader, told its options where the workstation's is told its fields.
    static QString binding(const Error& e, bool commandLine);
    // ThreadBindFailed, without the system's words: what the errno means for the thread.
    static QString threadBind(const Error& e);
};

} // namespace sb

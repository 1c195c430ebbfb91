// SPDX-License-Identifier: GPL-3.0-or-later
// What is wrong with a file or directory: the value of an ErrorCode::FileUnusable or FileContentInvalid error, whose
// context is its path; the args are listed beside each problem. ui/common/fileproblemtext says it in words.
#pragma once

namespace sb {

enum class FileProblem {
    // FileUnusable
    NotCreated = 1, // a directory that could not be created
    NotPrivate, // a directory that could not be closed to other users (mode 0700)
    NotADirectory,
    NotARegularFile,
    SymbolicLink, // where ScaleBench follows none
    NotOurs, // args: its owner's user id, ours
    OpenToOthers, // args: its mode (octal)
    HardLinks, // args: how many names it has
    TooLarge, // a binding journal far larger than any ScaleBench writes
    Unreadable, // does not exist or cannot be read
    NewerStore, // a results file of a newer ScaleBench: args: its format version, the newest this build reads
    NoRunStored, // the load processes ended without a run in this results file
    LauncherNotFound, // the MPI launcher (context: as given) is not on PATH or not executable
    CliNotFound, // scalebench-cli, which every load process runs, was not found (context: the launcher)
    OtherProcess, // /proc/PID is not the process expected: args: the pid, its program, its start time, the program
    // expected, its start time
    JournalOfOtherServer, // a binding journal whose name names another server than it holds: args: the pid it holds
    // FileContentInvalid
    NotJsonObject, // context: the file, empty for text that came from no file
    NotSqlite,
    NotBindingJournal,
    JournalIncomplete,
    JournalLine, // args: the line number
    NotXmlTopology,
    TopologyNotLoaded, // hwloc could not load it
    NoPus, // a topology without processing units
};

} // namespace sb

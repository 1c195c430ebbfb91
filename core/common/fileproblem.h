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
    // Study bundles (core/bundle), appended: context the bundle's path, args[0] the member's path in it.
    BundleNotArchive, // FileContentInvalid: not a tar archive ScaleBench reads (detail: libarchive's words)
    BundleDamaged, // FileContentInvalid: the archive breaks off or is damaged in or after the member args[0] (empty:
                   // before the first member), detail: libarchive's words
    BundleMemberEscapes, // FileContentInvalid: a member whose path leaves the bundle's folder (absolute, "..")
    BundleMemberNotFile, // FileContentInvalid: a member that is not a regular file (link, device, directory)
    BundleChecksum, // FileContentInvalid: the member's SHA-256 is not the manifest's: it was changed
    BundleMemberMissing, // FileContentInvalid: the manifest lists the member, the archive lacks it
    BundleMemberUnlisted, // FileContentInvalid: the archive holds a member the manifest does not list
    BundleLayout, // FileContentInvalid: the members are intact but the bytes around them (tar header or padding of
                  // args[0]) were changed
    BundleFormat, // FileContentInvalid: no manifest of a bundle or a newer format: args: the format and version found,
                  // the newest version this build reads
    BundleExperimentThere, // FileContentInvalid: the results file (context) holds the bundle's experiment already: args:
                           // its name, its id there
};

} // namespace sb

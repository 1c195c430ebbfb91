// SPDX-License-Identifier: GPL-3.0-or-later
#include "fileproblemtext.h"

#include "common/fileproblem.h"
#include "errortext.h"

#include <QDir>

namespace sb {

namespace {

    // The checks a binding journal and its directory pass before ScaleBench trusts them.
    QString ownership(FileProblem problem, const QString& path, const QStringList& a)
    {
        switch (problem) {
        case FileProblem::NotADirectory:
            return FileProblemText::tr("%1 is not a directory").arg(path);
        case FileProblem::NotARegularFile:
            return FileProblemText::tr("%1 is not a regular file").arg(path);
        case FileProblem::SymbolicLink:
            return FileProblemText::tr("%1 is a symbolic link, which ScaleBench does not follow here").arg(path);
        case FileProblem::NotOurs:
            return FileProblemText::tr("%1 belongs to user id %2, not to this user (%3)")
                .arg(path, a.value(0), a.value(1));
        case FileProblem::OpenToOthers:
            return FileProblemText::tr("%1 has mode %2, which lets the group or others in").arg(path, a.value(0));
        case FileProblem::HardLinks:
            return FileProblemText::tr("%1 has %2 names (hard links), not one").arg(path, a.value(0));
        case FileProblem::TooLarge:
            return FileProblemText::tr("%1 is far larger than any binding journal ScaleBench writes").arg(path);
        case FileProblem::JournalOfOtherServer:
            return FileProblemText::tr("the binding journal %1 holds server process %2, not the one its name says")
                .arg(path, a.value(0));
        default:
            return {};
        }
    }

    // What a file holds, when it is not what it must be.
    QString content(FileProblem problem, const QString& path, const QStringList& a)
    {
        switch (problem) {
        case FileProblem::NotJsonObject:
            return path.isEmpty() ? FileProblemText::tr("the plan is not a JSON object ({ ... })")
                                  : FileProblemText::tr("%1 is not a JSON object ({ ... })").arg(path);
        case FileProblem::NotSqlite:
            return FileProblemText::tr("%1 is not an SQLite database").arg(path);
        case FileProblem::NotBindingJournal:
            return FileProblemText::tr("%1 is not a binding journal").arg(path);
        case FileProblem::JournalIncomplete:
            return FileProblemText::tr("the binding journal %1 is incomplete").arg(path);
        case FileProblem::JournalLine:
            return FileProblemText::tr("line %1 of the binding journal %2 cannot be read").arg(a.value(0), path);
        case FileProblem::NotXmlTopology:
            return FileProblemText::tr("hwloc cannot read %1 as an XML topology").arg(path);
        case FileProblem::TopologyNotLoaded:
            return FileProblemText::tr("hwloc could not load the topology %1").arg(path);
        case FileProblem::NoPus:
            return FileProblemText::tr("the topology %1 has no processing units (PUs)").arg(path);
        default:
            return {};
        }
    }

    // A study bundle that is damaged, altered or not one (core/bundle), and one already imported.
    QString bundle(FileProblem problem, const QString& path, const QStringList& a)
    {
        switch (problem) {
        case FileProblem::BundleNotArchive:
            return FileProblemText::tr("%1 is not a study bundle (a tar archive)").arg(path);
        case FileProblem::BundleDamaged:
            return a.value(0).isEmpty()
                ? FileProblemText::tr("the bundle %1 is damaged in its first member's header").arg(path)
                : FileProblemText::tr("the bundle %1 is damaged in its member %2 or the header after it").arg(path, a.value(0));
        case FileProblem::BundleMemberEscapes:
            return FileProblemText::tr("the bundle %1 has a member whose path leaves its folder: %2; nothing was read")
                .arg(path, a.value(0));
        case FileProblem::BundleMemberNotFile:
            return FileProblemText::tr("the bundle %1 has a member that is not a regular file: %2").arg(path, a.value(0));
        case FileProblem::BundleChecksum:
            return FileProblemText::tr("the bundle %1 was altered or damaged: its member %2 does not match the "
                                       "manifest's SHA-256")
                .arg(path, a.value(0));
        case FileProblem::BundleMemberMissing:
            return FileProblemText::tr("the bundle %1 lacks its member %2, which the manifest lists").arg(path, a.value(0));
        case FileProblem::BundleMemberUnlisted:
            return FileProblemText::tr("the bundle %1 holds a member the manifest does not list: %2").arg(path, a.value(0));
        case FileProblem::BundleLayout:
            return FileProblemText::tr("the bundle %1 was altered or damaged in the archive's header or padding of its "
                                       "member %2")
                .arg(path, a.value(0));
        case FileProblem::BundleFormat:
            return a.value(0).isEmpty()
                ? FileProblemText::tr("%1 is not a study bundle: it has no manifest").arg(path)
                : FileProblemText::tr("%1 is a bundle of format '%2' version %3; this version of ScaleBench reads "
                                      "scalebench-bundle up to version %4")
                      .arg(path, a.value(0), a.value(1), a.value(2));
        case FileProblem::BundleExperimentThere:
            return FileProblemText::tr("%1 holds the bundle's experiment '%2' already (experiment %3); nothing was "
                                       "imported")
                .arg(path, a.value(0), a.value(1));
        default:
            return {};
        }
    }

} // namespace

QString FileProblemText::describe(const Error& e)
{
    const QStringList& a = e.args;
    const QString path = QDir::toNativeSeparators(e.context);
    const auto problem = FileProblem(e.value);
    switch (problem) {
    case FileProblem::NotCreated:
        return tr("cannot create the directory %1").arg(path);
    case FileProblem::NotPrivate:
        return tr("cannot close the directory %1 to other users (mode 0700)").arg(path);
    case FileProblem::Unreadable:
        return tr("%1 does not exist or cannot be read").arg(path);
    case FileProblem::NewerStore:
        return tr("%1 was written by a newer version of ScaleBench (results format %2; this version reads up to %3); "
                  "open it with that version")
            .arg(path, a.value(0), a.value(1));
    case FileProblem::NoRunStored:
        return tr("the load processes ended, but %1 holds no run of theirs").arg(path);
    case FileProblem::LauncherNotFound:
        return tr("%1 is not found on PATH or not executable; install Open MPI (openmpi-bin) or give its full path")
            .arg(path);
    case FileProblem::CliNotFound:
        return tr("the load processes cannot be started with %1: ScaleBench's command-line program, which each of "
                  "them runs, was found neither beside this program nor on PATH (or set SCALEBENCH_CLI)")
            .arg(path);
    case FileProblem::OtherProcess:
        return tr("process %1 is '%2' started at %3, not '%4' started at %5")
            .arg(a.value(0), a.value(1), a.value(2), a.value(3), a.value(4));
    default:
        break;
    }
    if (QString words = ownership(problem, path, a); !words.isEmpty())
        return words;
    if (QString words = content(problem, path, a); !words.isEmpty())
        return words;
    if (QString words = bundle(problem, path, a); !words.isEmpty())
        return words;
    // A problem of a later version: the words of the codes these came from (one sentence, not two copies).
    return e.code == ErrorCode::FileContentInvalid ? ErrorText::tr("cannot read %1").arg(path)
                                                   : ErrorText::tr("cannot use the file %1").arg(path);
}

} // namespace sb

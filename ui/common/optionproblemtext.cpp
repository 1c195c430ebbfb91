// SPDX-License-Identifier: GPL-3.0-or-later
#include "optionproblemtext.h"

#include "common/optionproblem.h"

namespace sb {

namespace {

    // The problems of several load processes (MPI ranks) and of the results file, which are about more than a value.
    QString beyondTheValue(const Error& e, const QString& option)
    {
        const QStringList& a = e.args;
        switch (OptionProblem(e.value)) {
        case OptionProblem::PortsForHosts:
            return OptionProblemText::tr(
                "%1: %2 ports for %3 hosts: give one port for all hosts, or one per host in the same order")
                .arg(option, a.value(0), a.value(1));
        case OptionProblem::NoNdbEngine:
            return OptionProblemText::tr("%1: this server has no NDB engine (SHOW ENGINES); use auto or innodb")
                .arg(option);
        case OptionProblem::ClientsPerRank:
            return OptionProblemText::tr(
                "%1 clients cannot be shared by %2 load processes: every process needs one client at least")
                .arg(a.value(0), a.value(1));
        case OptionProblem::EventsPerRank:
            return OptionProblemText::tr(
                "%1 events cannot be shared by %2 load processes: every process needs one event at least")
                .arg(a.value(0), a.value(1));
        case OptionProblem::RankZeroHost:
            return OptionProblemText::tr(
                "load process 0 runs on %1, but the results file is on %2: list %2 first among the hosts")
                .arg(a.value(0), a.value(1));
        case OptionProblem::ServerOptionName:
            return OptionProblemText::tr(
                "'%1' is not a server option's name: use letters, digits, '_' and '-' (innodb_buffer_pool_size)")
                .arg(option);
        case OptionProblem::ServerOptionLine:
            return OptionProblemText::tr("the value of %1 must be on one line").arg(option);
        case OptionProblem::SandboxOwnsOption:
            return OptionProblemText::tr(
                "the sandbox sets %1 itself or does not allow it (its files, network, users and "
                "the code it runs depend on it); leave it out")
                .arg(option);
        case OptionProblem::ServerOptionPath:
            return OptionProblemText::tr(
                "%1: give a plain file name (it is kept in the sandbox's data directory), not a path")
                .arg(option);
        case OptionProblem::ServerOptionForm:
            return OptionProblemText::tr("'%1': a server option is written name=value, e.g. innodb_buffer_pool_size=1G")
                .arg(option);
        case OptionProblem::NoSuchPlanServer:
            return OptionProblemText::tr("the plan has no server '%1'").arg(option);
        case OptionProblem::StatusCounterName:
            return OptionProblemText::tr("'%1' is not a status counter's name: give names such as Innodb_row_lock_waits "
                                         "(letters, digits and '_') separated by commas, 'default' or 'none'")
                .arg(e.detail);
        case OptionProblem::SyntheticTopology:
            return OptionProblemText::tr("'%1' is not an hwloc synthetic topology such as 'package:2 core:6 pu:2'")
                .arg(e.detail);
        case OptionProblem::AddressForm:
            return OptionProblemText::tr("%1 takes PORT, HOST:PORT or [IPV6]:PORT with a numeric address or localhost "
                                         "(127.0.0.1:9100, [::1]:9100, 0 for a free port), not '%2'")
                .arg(option, e.detail);
        case OptionProblem::AddressInUse:
            return OptionProblemText::tr("%1: %2 is in use by another program: give another port, or port 0 for a free "
                                         "one (ScaleBench prints it)")
                .arg(option, e.args.value(0));
        case OptionProblem::AddressNotLocal:
            return OptionProblemText::tr("%1: %2 is not an address of this machine: give one of its own, 127.0.0.1 "
                                         "(the default) or 0.0.0.0 to be reached from other machines")
                .arg(option, e.args.value(0));
        case OptionProblem::NotInStore:
            return e.context == QLatin1String("experiment")
                ? OptionProblemText::tr("there is no experiment %1 in the results file").arg(e.detail)
                : OptionProblemText::tr("there is no run %1 in the results file").arg(e.detail);
        default:
            return {};
        }
    }

} // namespace

QString OptionProblemText::describe(const Error& e, const QString& option)
{
    const QStringList& a = e.args;
    const QString& given = e.detail;
    switch (OptionProblem(e.value)) {
    case OptionProblem::WholeNumber:
        return tr("%1 takes a whole number, not '%2'").arg(option, given);
    case OptionProblem::Number:
        return tr("%1 takes a number, not '%2'").arg(option, given);
    case OptionProblem::OnOrOff:
        return tr("%1 takes on or off, not '%2'").arg(option, given);
    case OptionProblem::AtLeast:
        return tr("%1 takes %2 or more, not %3").arg(option, a.value(0), given);
    case OptionProblem::AtMost:
        return tr("%1 takes at most %2, not %3").arg(option, a.value(0), given);
    case OptionProblem::Between:
        return tr("%1 takes %2 to %3, not %4").arg(option, a.value(0), a.value(1), given);
    case OptionProblem::OneOf:
        return tr("%1 takes one of %2, not '%3'").arg(option, a.join(QStringLiteral(", ")), given);
    case OptionProblem::WholeSeconds:
        return tr("%1 takes whole seconds from 0 (no limit) to %2, not '%3'").arg(option, a.value(0), given);
    default:
        break;
    }
    const QString words = beyondTheValue(e, option);
    return words.isEmpty() ? tr("%1 does not take '%2'").arg(option, given) : words;
}

} // namespace sb

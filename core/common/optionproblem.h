// SPDX-License-Identifier: GPL-3.0-or-later
// Why an option's value is refused: the value of an ErrorCode::OptionValueInvalid error, whose context is the option
// and detail the value given; its args are listed beside each problem. ui/common/optionproblemtext says it in words.
#pragma once

namespace sb {

enum class OptionProblem {
    WholeNumber = 1, // not a whole number
    Number, // not a number
    OnOrOff, // not a yes/no word
    AtLeast, // args: the minimum
    AtMost, // args: the maximum
    Between, // args: the minimum, the maximum
    OneOf, // args: the values the option takes
    WholeSeconds, // whole seconds from 0 (no limit): args: the maximum
    PortsForHosts, // a port list that does not pair with the hosts: args: the ports, the hosts (counts)
    NoNdbEngine, // --engine=ndbcluster on a server without the NDB engine
    ClientsPerRank, // fewer clients than load processes: args: the clients, the load processes
    EventsPerRank, // fewer events than load processes: args: the events, the load processes
    RankZeroHost, // load process 0 runs where the results file is not: args: its host, the results file's host
    NotInStore, // context: "run" or "experiment", detail: the id that the results file does not hold
    // A sandbox's server setting (context: its name as written, detail: its value)
    ServerOptionName, // a name with other characters than letters, digits, '_' and '-'
    ServerOptionLine, // a value with a line break
    SandboxOwnsOption, // a setting the sandbox makes itself or refuses (its files, network, users, code)
    ServerOptionPath, // a file the server writes given as a path, not a plain name
    ServerOptionForm, // not written name=value: context: the text as given
    NoSuchPlanServer, // a run names a server its plan does not have: context: the server's name
    SyntheticTopology, // not an hwloc synthetic topology description: detail: the description given
    StatusCounterName, // a status counter's name with other characters than letters, digits and '_': detail: it
    // --metrics-addr (core/export/metricsendpoint): detail: the value given
    AddressForm, // not PORT, HOST:PORT or [IPV6]:PORT with a numeric address or localhost
    AddressInUse, // another program listens there: args: the address as host:port
    AddressNotLocal, // not an address of this machine: args: the address as host:port
};

} // namespace sb

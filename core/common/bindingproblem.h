// SPDX-License-Identifier: GPL-3.0-or-later
// Why the measured server's CPUs cannot be bound as asked (nothing was bound): the value of an
// ErrorCode::BindingRefused error. ui/common/affinityproblemtext says it in words; its args are listed beside each.
#pragma once

namespace sb {

enum class BindingProblem {
    NoSuchProcess = 1, // args: the process id given
    NotIdentified, // the process's executable cannot be read: args: the process id; detail: the system's reason
    NotAServer, // args: the process id, its executable's name
    NotLocal, // Server CPUs for a server that is neither a local process ScaleBench knows nor reachable to bind
    PresetForRemote, // a preset names this machine's CPUs, not a remote server's: args: the preset
    MariaDbNoGroups, // a remote MariaDB has no resource groups: args: its version
    MySqlNoGroups, // MySQL before 8.0 has no resource groups: args: its version
    GroupPrivilege, // RESOURCE_GROUP_ADMIN is missing: detail: the server's message
    GroupFailed, // the server refused the resource group: detail: the server's message
    NotAProcessId, // args: the number given
    NotOurs, // another user's process: args: the process id
    NoThreadBound, // not one thread of the process took the CPUs: args: the process id
    NoRescanThread, // the thread that binds the server's new threads could not start: detail: the system's words
    NoGuard, // the guard process, which puts the masks back if ScaleBench ends, did not start: detail: the system's
             // words, if any
    NotFoundByAddress, // no MySQL-family server listens there on the server's host: args: the port or socket
};

} // namespace sb

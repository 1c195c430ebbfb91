// SPDX-License-Identifier: GPL-3.0-or-later
// The workstation tests' workload: oltp_point_select on a small table in `profile`'s database, chosen in `workspace`
// as the Workload page would and prepared (recreated) there. Returns the preparation's error.
#pragma once

#include "common/workspace.h"
#include "server/serverprofile.h"

namespace sb::test {

inline Error preparePointSelect(Workspace& workspace, const ServerProfile& profile, int rows = 500)
{
    workspace.setProfile(profile);
    workspace.setWorkload(QStringLiteral("oltp_point_select"), { { QStringLiteral("table_size"), QString::number(rows) } });
    auto workload = workspace.createWorkload();
    if (!workload.ok())
        return workload.error();
    PrepareOptions prepare;
    prepare.recreate = true;
    return (*workload)->prepare(profile, prepare);
}

} // namespace sb::test

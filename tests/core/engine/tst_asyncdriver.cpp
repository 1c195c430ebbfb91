// SPDX-License-Identifier: GPL-3.0-or-later
// AsyncDriver's choices before any connection: how many event-loop threads, and whether the process may open a
// socket per connection (the soft open-files limit raised up to the hard one, or a clear refusal). Its runs against
// the server, beside the thread driver, are in tests/integration (tst_oltpworkloads, tst_connectstorm, tst_runend,
// tst_networkpath: every one runs both drivers).
#include "common/error.h"
#include "engine/asyncdriver.h"
#include "engine/runoptions.h"

#include <QTest>
#include <sched.h>
#include <sys/resource.h>

using namespace sb;

class TestAsyncDriver : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Loops as asked, never more than connections; unasked, one per CPU this process may run on.
    void loopThreads()
    {
        RunOptions options;
        options.threads = 64;
        options.driverThreads = 3;
        QCOMPARE(AsyncDriver::loopThreads(options), 3);
        options.threads = 2;
        QCOMPARE(AsyncDriver::loopThreads(options), 2);
        options.threads = 64;
        options.driverThreads = 0;
        cpu_set_t set;
        CPU_ZERO(&set);
        QCOMPARE(sched_getaffinity(0, sizeof set, &set), 0);
        QCOMPARE(AsyncDriver::loopThreads(options), std::min(64, CPU_COUNT(&set)));
    }

    // The soft limit is raised to what the run needs; beyond the hard limit the run is refused with both numbers.
    void openFilesLimit()
    {
        rlimit saved {};
        QCOMPARE(getrlimit(RLIMIT_NOFILE, &saved), 0);
        if (saved.rlim_max == RLIM_INFINITY || saved.rlim_max < 2048)
            QSKIP("needs a finite hard limit on open files of at least 2048");
        rlimit low = saved;
        low.rlim_cur = 512;
        QCOMPARE(setrlimit(RLIMIT_NOFILE, &low), 0);
        RunOptions options;
        options.driverThreads = 2;
        options.threads = 1000; // 1000 sockets + 2 loops + 256 others
        QVERIFY(!AsyncDriver::check(options));
        rlimit now {};
        QCOMPARE(getrlimit(RLIMIT_NOFILE, &now), 0);
        QCOMPARE(now.rlim_cur, rlim_t(1258));
        options.threads = int(saved.rlim_max);
        const Error refused = AsyncDriver::check(options);
        QCOMPARE(refused.code, ErrorCode::OpenFilesLimit);
        QCOMPARE(refused.context, QString::number(options.threads));
        QCOMPARE(setrlimit(RLIMIT_NOFILE, &saved), 0);
    }
};

QTEST_APPLESS_MAIN(TestAsyncDriver)
#include "tst_asyncdriver.moc"

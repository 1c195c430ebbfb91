// SPDX-License-Identifier: GPL-3.0-or-later
// A private sandbox of its own: start, reuse, a server killed in the middle of a run, restart and stop; and what keeps
// it private: refused options, a bootstrap without network, secure_file_priv, files only its owner may read.
#include "common/optionproblem.h"
#include "engine/runner.h"
#include "support/timescale.h"
#include "support/testserver.h"
#include "workload/workloadregistry.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace sb;

namespace {

unsigned configuredPort(const QString& sandboxDir)
{
    QFile cnf(sandboxDir + QStringLiteral("/my.cnf"));
    if (!cnf.open(QIODevice::ReadOnly))
        return 0;
    static const QRegularExpression port(QStringLiteral("^port=(\\d+)$"), QRegularExpression::MultilineOption);
    return port.match(QString::fromLatin1(cnf.readAll())).captured(1).toUInt();
}

bool acceptsTcp(unsigned port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr {};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = htons(quint16(port));
    const bool open = ::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0;
    ::close(fd);
    return open;
}

int mode(const QString& file)
{
    struct stat st { };
    return ::stat(QFile::encodeName(file).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

ino_t inode(const QString& file)
{
    struct stat st { };
    return ::stat(QFile::encodeName(file).constData(), &st) == 0 ? st.st_ino : 0;
}

} // namespace

class TestSandboxServer : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    // A folder start() creates, so that its mode is the sandbox's doing (QTemporaryDir's is 0700 already).
    const QString m_dir = m_tmp.filePath(QStringLiteral("sandbox"));

private Q_SLOTS:
    void cleanupTestCase()
    {
        SandboxServer(m_dir).stop(); // never leave a server behind, even after a failure
    }

    // Issue 11: the server strips loose-/skip-/enable-/disable- and reads '-' as '_', so a deny-list of exact
    // names let these through; each would lose the sandbox's loopback listener, its passwords or run code as root.
    void optionsThatOpenTheSandboxAreRefused_data()
    {
        QTest::addColumn<QString>("option");
        for (const char* text : { "loose-bind-address=0.0.0.0", "loose-skip-grant-tables=1",
                 "skip_grant_tables=", "plugin_load_add=ha_connect.so", "plugin-load=auth_pam.so",
                 "init_file=/tmp/evil.sql", "loose_init-file=/tmp/evil.sql", "init_connect=DROP DATABASE sbtest",
                 "secure_file_priv=", "loose-secure-file-priv=/", "disable-networking=0", "Skip-Networking=0",
                 "general_log_file=/root/.bashrc", "slow_query_log_file=../../x", "log_bin=/etc/cron.d/x",
                 "innodb_data_home_dir=/var/lib/mysql", "datadir=/var/lib/mysql", "plugin_dir=/tmp", "tmpdir=/tmp",
                 "symbolic-links=1" })
            QTest::newRow(text) << QString::fromLatin1(text);
    }

    void optionsThatOpenTheSandboxAreRefused()
    {
        QFETCH(QString, option);
        auto parsed = SandboxServer::parseOption(option);
        QVERIFY2(!parsed.ok(), qPrintable(option));
        QCOMPARE(parsed.error().code, ErrorCode::OptionValueInvalid);
    }

    // Tuning options stay allowed, those a 10,000-client run needs (issue 13) among them.
    void tuningOptionsAreAccepted_data()
    {
        QTest::addColumn<QString>("option");
        for (const char* text : { "max_connections=10000", "open_files_limit=65535", "thread_handling=pool-of-threads",
                 "thread_pool_size=4", "innodb_buffer_pool_size=1G", "innodb-flush-log-at-trx-commit=1",
                 "loose-innodb_log_file_size=1G", "skip-log-bin=", "log_bin=binlog", "general_log_file=general.log",
                 "ssl_cert=/etc/ssl/certs/server.pem", "require_secure_transport=ON", "table_open_cache=20000" })
            QTest::newRow(text) << QString::fromLatin1(text);
    }

    void tuningOptionsAreAccepted()
    {
        QFETCH(QString, option);
        auto parsed = SandboxServer::parseOption(option);
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().detail));
    }

    // Options given through setOptions() (a plan read without PlanReader) are checked by start() too.
    void startRefusesUncheckedOptions()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("refused"));
        SandboxServer sandbox(dir);
        sandbox.setOptions({ { QStringLiteral("init-file"), m_tmp.filePath(QStringLiteral("evil.sql")) } });
        auto profile = sandbox.start();
        QVERIFY(!profile.ok());
        QCOMPARE(profile.error().code, ErrorCode::OptionValueInvalid);
        QCOMPARE(profile.error().value, qint64(OptionProblem::SandboxOwnsOption));
        QVERIFY(!QFileInfo::exists(dir + QStringLiteral("/data")));
    }

    void startIsIdempotent()
    {
        SandboxServer sandbox(m_dir);
        QVERIFY(!sandbox.status().running);
        // Root has no password until the bootstrap has set one: nothing may listen on the port meanwhile.
        bool sawBootstrap = false;
        bool tcpDuringBootstrap = true;
        auto profile = sandbox.start([&](SandboxStep step, const QStringList&) {
            if (step == SandboxStep::CreatingUser) {
                sawBootstrap = true;
                tcpDuringBootstrap = acceptsTcp(configuredPort(m_dir));
            }
        });
        QVERIFY2(profile.ok(), qPrintable(profile.error().detail));
        QVERIFY(sawBootstrap);
        QVERIFY2(!tcpDuringBootstrap, "the sandbox's port accepted connections while root had no password");
        QVERIFY(acceptsTcp(configuredPort(m_dir)));
        const SandboxStatus first = sandbox.status();
        QVERIFY(first.running && first.initialized && first.port > 0);
        auto again = sandbox.start();
        QVERIFY(again.ok());
        QCOMPARE(sandbox.status().pid, first.pid); // reused, not started twice
        QCOMPARE(again->password, profile->password);

        Session tcp;
        ServerProfile viaTcp = *profile;
        viaTcp.host = QStringLiteral("127.0.0.1");
        viaTcp.socket.clear();
        QVERIFY2(!tcp.connect(viaTcp), "the sandbox listens on a loopback port too");
        QCOMPARE(*tcp.scalar(QStringLiteral("SELECT DATABASE()")), QStringLiteral("sbtest"));
        auto info = ServerProbe::probe(tcp);
        QVERIFY(info.ok());
        QCOMPARE(info->flavour, ServerFlavour::MariaDB);
        QCOMPARE(info->variables.value(QStringLiteral("max_connections")), QStringLiteral("2000"));
    }

    void itsFilesAreTheOwnersOnly()
    {
        QCOMPARE(mode(m_dir), 0700);
        QCOMPARE(mode(m_dir + QStringLiteral("/files")), 0700);
        QCOMPARE(mode(m_dir + QStringLiteral("/sandbox.json")), 0600); // the passwords
        QCOMPARE(mode(m_dir + QStringLiteral("/my.cnf")), 0600);
    }

    // The benchmark user has FILE: without secure_file_priv it could write any file the server's user may.
    void fileWritesStayInTheSandbox()
    {
        auto profile = SandboxServer(m_dir).profile();
        QVERIFY(profile.ok());
        Session s;
        QVERIFY(!s.connect(*profile));
        const QString files = QDir(m_dir + QStringLiteral("/files")).canonicalPath();
        QCOMPARE(QDir(*s.scalar(QStringLiteral("SELECT @@secure_file_priv"))).canonicalPath(), files);
        const QString outside = m_tmp.filePath(QStringLiteral("outside.txt"));
        QVERIFY(s.execute(QStringLiteral("SELECT 1 INTO OUTFILE '%1'").arg(outside)));
        QVERIFY(!QFileInfo::exists(outside));
        QVERIFY(!s.execute(QStringLiteral("SELECT 1 INTO OUTFILE '%1/inside.txt'").arg(files)));
        QVERIFY(QFileInfo::exists(files + QStringLiteral("/inside.txt")));
    }

    void rootNeedsItsPassword()
    {
        ServerProfile root;
        root.socket = SandboxServer(m_dir).status().socket;
        root.user = QStringLiteral("root");
        root.sslMode = SslMode::Disabled;
        Session s;
        QVERIFY(s.connect(root));
    }

    void aServerKilledMidRunGivesAnInterruptedRunWithItsSamples()
    {
        SandboxServer sandbox(m_dir);
        auto profile = sandbox.profile();
        QVERIFY(profile.ok());
        auto workload = WorkloadRegistry::create(
            QStringLiteral("oltp_point_select"), { { QStringLiteral("table_size"), QStringLiteral("1000") } });
        QVERIFY(workload.ok());
        QVERIFY(!(*workload)->prepare(*profile, {}));

        RunOptions o;
        o.threads = 4;
        o.timeSec = 60;
        o.reportIntervalMs = 200;
        o.reconnectGiveUpSec = 2;
        std::vector<IntervalSample> samples;
        Runner runner(*profile, **workload, o);
        runner.setIntervalHandler([&](const IntervalSample& s) { samples.push_back(s); });
        const qint64 pid = sandbox.status().pid;
        std::thread killer([pid] {
            std::this_thread::sleep_for(std::chrono::milliseconds(1500));
            ::kill(pid_t(pid), SIGKILL);
        });
        const RunSummary r = runner.run();
        killer.join();
        QCOMPARE(r.status, RunStatus::Interrupted);
        QCOMPARE(r.error.code, ErrorCode::ConnectionLost);
        QVERIFY(r.transactions > 0);
        QVERIFY(samples.size() >= 5);
        std::uint64_t fromSamples = 0;
        for (const IntervalSample& s : samples)
            fromSamples += s.transactions;
        QCOMPARE(fromSamples, r.transactions); // every measured transaction is in some interval
        QVERIFY(r.durationSec < 10);
    }

    void aKilledSandboxStartsAgainAndStops()
    {
        SandboxServer sandbox(m_dir);
        QTRY_VERIFY_WITH_TIMEOUT(!sandbox.status().running, test::scaledMs(5000));
        // The state is replaced by a rename, never truncated in place: the old file (kept here by a second link)
        // is whole and still holds the admin password however a write ends.
        const QString state = m_dir + QStringLiteral("/sandbox.json");
        const QString before = m_tmp.filePath(QStringLiteral("sandbox.json.before"));
        QCOMPARE(::link(QFile::encodeName(state).constData(), QFile::encodeName(before).constData()), 0);
        const ino_t oldInode = inode(state);
        auto profile = sandbox.start();
        QVERIFY2(profile.ok(), qPrintable(profile.error().detail));
        QVERIFY(inode(state) != oldInode);
        QFile old(before);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QVERIFY(!QJsonDocument::fromJson(old.readAll())
                     .object()
                     .value(QStringLiteral("admin_password"))
                     .toString()
                     .isEmpty());
        Session s;
        QVERIFY(!s.connect(*profile));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT COUNT(*) FROM sbtest1")), QStringLiteral("1000"));
        s.close();
        QVERIFY(!sandbox.stop());
        QVERIFY(!sandbox.status().running);
        QVERIFY(!sandbox.stop()); // stopping a stopped sandbox is fine
    }

    // Issue 13's 10,000 clients: the settings are taken and the server runs with them.
    void startsForTenThousandConnections()
    {
        SandboxServer sandbox(m_dir);
        sandbox.setOptions({ { QStringLiteral("max_connections"), QStringLiteral("10000") },
            { QStringLiteral("open_files_limit"), QStringLiteral("40000") },
            { QStringLiteral("thread_handling"), QStringLiteral("pool-of-threads") } });
        auto profile = sandbox.start();
        QVERIFY2(profile.ok(), qPrintable(profile.error().detail));
        Session s;
        QVERIFY(!s.connect(*profile));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT @@max_connections")), QStringLiteral("10000"));
        QCOMPARE(*s.scalar(QStringLiteral("SELECT @@thread_handling")), QStringLiteral("pool-of-threads"));
        QVERIFY(s.scalar(QStringLiteral("SELECT @@open_files_limit"))->toLongLong() >= 10000);
        s.close();
        QVERIFY(!sandbox.stop());
    }

    void noServerMeansAClearError()
    {
        SandboxServer sandbox(m_dir);
        auto profile = sandbox.profile();
        QVERIFY(!profile.ok());
        QCOMPARE(profile.error().code, ErrorCode::SandboxFailed);
        QCOMPARE(profile.error().value, qint64(SandboxStep::NotRunning)); // its words: ErrorText's
        QCOMPARE(profile.error().args, QStringList { sandbox.directory() });
    }
};

QTEST_GUILESS_MAIN(TestSandboxServer)
#include "tst_sandboxserver.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// core/bundle without a server: the archive (deterministic, strict about paths and types, every byte checked), the
// manifest (a changed, missing or extra member named), the sanitiser (hosts, users, sockets and paths out) and the
// environment differences reproduce names first.
#include "bundle/bundlearchive.h"
#include "bundle/bundlemanifest.h"
#include "bundle/bundlesanitiser.h"
#include "bundle/environmentdiff.h"
#include "bundle/studybundle.h"
#include "common/fileproblem.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <archive.h>
#include <archive_entry.h>

using namespace sb;

class TestStudyBundle : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static std::vector<BundleMember> sample()
    {
        return { { QStringLiteral("plan.json"), QByteArray("{\"name\": \"x\"}\n") },
            { QStringLiteral("runs/000001/spec.json"), QByteArray(700, 'a') },
            { QStringLiteral("results.sqlite"), QByteArray() } };
    }

    QString written(const QString& name, const std::vector<BundleMember>& members)
    {
        const QString path = m_dir.filePath(name);
        return StudyBundle::write(path, members, {}, 1700000000, QStringLiteral("2026-01-01T00:00:00.000Z")) ? QString() : path;
    }

    static QByteArray readAll(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    static bool writeAll(const QString& path, const QByteArray& bytes)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    }

    static FileProblem problemOf(const Error& e) { return FileProblem(e.value); }

private Q_SLOTS:
    void pathsThatStayInside()
    {
        for (const char* good : { "plan.json", "runs/000001/spec.json", "a..b/c" })
            QVERIFY2(BundleArchive::staysInside(QLatin1String(good)), good);
        for (const char* bad : { "", "/etc/passwd", "../x", "runs/../../x", "a//b", "./a", "a/", "a\\\\b", ".." })
            QVERIFY2(!BundleArchive::staysInside(QLatin1String(bad)), bad);
    }

    // The same members give the same bytes; read back they are the same, in order, with their time.
    void writesTheSameBytesAndReadsThemBack()
    {
        auto a = BundleArchive::write(sample(), 1700000000);
        auto b = BundleArchive::write(sample(), 1700000000);
        QVERIFY(a && b);
        QCOMPARE(*a, *b);
        QCOMPARE(a->size() % 512, 0);
        qint64 mtime = 0;
        auto members = BundleArchive::read(*a, QStringLiteral("x.sbz"), &mtime);
        QVERIFY(members);
        QCOMPARE(mtime, 1700000000);
        QCOMPARE(members->size(), sample().size());
        for (size_t i = 0; i < members->size(); ++i) {
            QCOMPARE(members->at(i).path, sample().at(i).path);
            QCOMPARE(members->at(i).data, sample().at(i).data);
        }
    }

    void opensWhatItWrote()
    {
        const QString path = written(QStringLiteral("ok.sbz"), sample());
        QVERIFY(!path.isEmpty());
        auto bundle = StudyBundle::open(path);
        QVERIFY(bundle);
        QCOMPARE(bundle->member(QStringLiteral("plan.json")), sample().front().data);
        QCOMPARE(bundle->manifest().value(QStringLiteral("members")).toArray().size(), 3);
        QCOMPARE(bundle->manifest().value(QStringLiteral("format")).toString(), QStringLiteral("scalebench-bundle"));
        QVERIFY(QFile::exists(bundle->resultsPath()));
    }

    // Each byte of a small bundle changed in turn: every change is refused (data, headers, padding, manifest).
    void everyChangedByteIsRefused()
    {
        const QString path = written(QStringLiteral("every.sbz"), sample());
        const QByteArray bytes = readAll(path);
        const QString damaged = m_dir.filePath(QStringLiteral("damaged.sbz"));
        int refused = 0;
        for (qsizetype i = 0; i < bytes.size(); i += 7) {
            QByteArray copy = bytes;
            copy[i] = char(copy.at(i) ^ 0x20);
            QVERIFY(writeAll(damaged, copy));
            auto bundle = StudyBundle::open(damaged);
            QVERIFY2(!bundle, qPrintable(QStringLiteral("byte %1 changed, still accepted").arg(i)));
            QVERIFY(bundle.error().code == ErrorCode::FileContentInvalid);
            ++refused;
        }
        QVERIFY(refused > 100);
    }

    void changedMemberNamed()
    {
        const QString path = written(QStringLiteral("changed.sbz"), sample());
        QByteArray bytes = readAll(path);
        const qsizetype at = bytes.indexOf("aaaa");
        bytes[at] = 'b';
        QVERIFY(writeAll(path, bytes));
        auto bundle = StudyBundle::open(path);
        QVERIFY(!bundle);
        QCOMPARE(problemOf(bundle.error()), FileProblem::BundleChecksum);
        QCOMPARE(bundle.error().args.value(0), QStringLiteral("runs/000001/spec.json"));
    }

    void missingAndUnlistedMembersNamed()
    {
        std::vector<BundleMember> members = sample();
        std::vector<BundleMember> all = members;
        for (BundleMember& m : BundleManifest::make(members, {}, QStringLiteral("t")))
            all.push_back(m);
        std::vector<BundleMember> lacking = all;
        lacking.erase(lacking.begin());
        auto missing = BundleManifest::verify(lacking, QStringLiteral("x.sbz"));
        QVERIFY(!missing);
        QCOMPARE(problemOf(missing.error()), FileProblem::BundleMemberMissing);
        QCOMPARE(missing.error().args.value(0), QStringLiteral("plan.json"));
        all.push_back({ QStringLiteral("extra.txt"), QByteArray("x") });
        auto extra = BundleManifest::verify(all, QStringLiteral("x.sbz"));
        QVERIFY(!extra);
        QCOMPARE(problemOf(extra.error()), FileProblem::BundleMemberUnlisted);
        QCOMPARE(extra.error().args.value(0), QStringLiteral("extra.txt"));
        auto none = BundleManifest::verify(sample(), QStringLiteral("x.sbz"));
        QVERIFY(!none);
        QCOMPARE(problemOf(none.error()), FileProblem::BundleFormat);
    }

    // Archives another tool wrote: an absolute path, a "..", a symbolic link: refused by name before anything is used.
    void foreignMembersRefused()
    {
        struct Case {
            const char* path;
            int type;
            FileProblem problem;
        };
        for (const Case& c : { Case { "/etc/x", AE_IFREG, FileProblem::BundleMemberEscapes },
                 Case { "a/../../x", AE_IFREG, FileProblem::BundleMemberEscapes },
                 Case { "link", AE_IFLNK, FileProblem::BundleMemberNotFile } }) {
            archive* a = archive_write_new();
            QByteArray bytes(64 * 1024, '\0');
            size_t used = 0;
            archive_write_set_format_pax_restricted(a);
            QCOMPARE(archive_write_open_memory(a, bytes.data(), size_t(bytes.size()), &used), ARCHIVE_OK);
            archive_entry* e = archive_entry_new();
            archive_entry_set_pathname(e, c.path);
            archive_entry_set_filetype(e, unsigned(c.type));
            archive_entry_set_perm(e, 0644);
            if (c.type == AE_IFLNK)
                archive_entry_set_symlink(e, "/etc/passwd");
            archive_entry_set_size(e, 0);
            archive_write_header(a, e);
            archive_entry_free(e);
            archive_write_close(a);
            archive_write_free(a);
            bytes.truncate(qsizetype(used));
            auto read = BundleArchive::read(bytes, QStringLiteral("foreign.tar"), nullptr);
            QVERIFY(!read);
            QCOMPARE(problemOf(read.error()), c.problem);
            QCOMPARE(read.error().args.value(0), QLatin1String(c.path));
        }
        auto text = BundleArchive::read(QByteArray("not an archive at all"), QStringLiteral("x"), nullptr);
        QVERIFY(!text);
        QCOMPARE(problemOf(text.error()), FileProblem::BundleNotArchive);
    }

    void sanitiserLeavesOutHostsUsersAndPaths()
    {
        const QJsonObject plan = QJsonDocument::fromJson(R"({"servers": [{"name": "db", "host": "db1.customer.example",
            "port": 3306, "user": "alice", "socket": "/run/mysqld/mysqld.sock", "sandbox": {"dir": "/home/alice/sb"},
            "ssh": "alice@db1.customer.example"}], "clients": [1, 2]})")
                                     .object();
        const QJsonObject summary { { QStringLiteral("error"), QStringLiteral("Can't connect to db1.customer.example") } };
        BundleSanitiser s;
        s.learnHosts(plan);
        const QByteArray clean = QJsonDocument(s.clean(plan)).toJson(QJsonDocument::Compact);
        for (const char* gone : { "db1", "alice", "mysqld.sock", "/home" })
            QVERIFY2(!clean.contains(gone), clean.constData());
        QVERIFY(clean.contains("\"port\":3306"));
        QVERIFY(clean.contains("\"clients\":[1,2]"));
        QCOMPARE(s.clean(summary).value(QStringLiteral("error")).toString(), QStringLiteral("Can't connect to ?"));
    }

    void environmentDifferencesNamed()
    {
        const auto environment = [](const char* model, int cores, const char* version, const char* pool) {
            return QJsonObject { { QStringLiteral("affinity"),
                                     QJsonObject { { QStringLiteral("machine"),
                                         QJsonObject { { QStringLiteral("cpuModel"), QLatin1String(model) },
                                             { QStringLiteral("cores"), cores } } } } },
                { QStringLiteral("server"),
                    QJsonObject { { QStringLiteral("version"), QLatin1String(version) },
                        { QStringLiteral("variables"),
                            QJsonObject { { QStringLiteral("innodb_buffer_pool_size"), QLatin1String(pool) } } } } } };
        };
        const auto a = environment("AMD EPYC", 2, "10.11.19-MariaDB", "268435456");
        QVERIFY(EnvironmentDiff::between(a, a).isEmpty());
        const auto d = EnvironmentDiff::between(a, environment("Intel Xeon", 8, "11.4.2-MariaDB", "268435456"));
        QCOMPARE(d.size(), 3);
        QCOMPARE(d.at(0).key, QStringLiteral("cpu_model"));
        QCOMPARE(d.at(1).after, QStringLiteral("8"));
        QCOMPARE(d.at(2).key, QStringLiteral("server_version"));
        const auto settings = EnvironmentDiff::between(a, environment("AMD EPYC", 2, "10.11.19-MariaDB", "1073741824"));
        QCOMPARE(settings.size(), 1);
        QCOMPARE(settings.first().key, QStringLiteral("setting:innodb_buffer_pool_size"));
        const auto unknown = EnvironmentDiff::between(QJsonObject(), a);
        QVERIFY(unknown.first().before.isEmpty()); // not recorded, said as such
    }
};

QTEST_GUILESS_MAIN(TestStudyBundle)
#include "tst_studybundle.moc"

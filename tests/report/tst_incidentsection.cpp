// SPDX-License-Identifier: GPL-3.0-or-later
// The report's incident section: an incident stored before ScaleBench normalised (no query_text) shows its statements
// normalised and grouped, InnoDB's latest deadlock without values, user and host names only when the report includes
// them; an incident kept as asked shows its literals and says so.
#include "collectors/incident.h"
#include "report/incidentsection.h"

#include <QtTest>

using namespace sb;

namespace {

const char* const kStatus = R"(------------------------
LATEST DETECTED DEADLOCK
------------------------
2026-12-06 01:49:58 0x7f2c4c0f5640
*** (1) TRANSACTION:
TRANSACTION 1234, ACTIVE 0 sec starting index read
MariaDB thread id 31, OS thread handle 139828, query id 1120 db7.example.com shop_app Updating
UPDATE customer SET name = 'Erika Mustermann' WHERE id = 2
*** WAITING FOR THIS LOCK TO BE GRANTED:
RECORD LOCKS space id 7 page no 3 n bits 8 index PRIMARY of table `shop`.`customer` trx id 1234 lock_mode X
Record lock, heap no 3 PHYSICAL RECORD: n_fields 3; compact format; info bits 0
 0: len 4; hex 80000002; asc     ;;
 2: len 16; hex 4572696b61204d75737465726d616e6e; asc Erika Mustermann;;
*** WE ROLL BACK TRANSACTION (2)
------------
TRANSACTIONS
------------
Trx id counter 1240
)";

Incident stored(const QString& info, int connections)
{
    Incident i;
    i.processlist = Incident::Part::Answered;
    QJsonArray rows;
    for (int c = 0; c < connections; ++c)
        rows.append(
            QJsonObject { { QStringLiteral("id"), 30 + c }, { QStringLiteral("user"), QStringLiteral("shop_app") },
                { QStringLiteral("host"), QStringLiteral("db7.example.com:%1").arg(40000 + c) },
                { QStringLiteral("command"), QStringLiteral("Query") }, { QStringLiteral("info"), info.arg(c) } });
    rows.append(QJsonObject { { QStringLiteral("id"), 99 }, { QStringLiteral("user"), QStringLiteral("scalebench") },
        { QStringLiteral("host"), QStringLiteral("localhost") },
        { QStringLiteral("info"), QStringLiteral("SHOW FULL PROCESSLIST") } });
    i.processlistRows = rows;
    i.innodbStatus = Incident::Part::Answered;
    i.innodbStatusText = QString::fromUtf8(kStatus);
    return i;
}

QString html(const IncidentData& data)
{
    QString text;
    for (const ReportSections::Block& b : IncidentSection::blocks(data))
        text += b.html;
    return text;
}

} // namespace

class TestIncidentSection : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void storedBeforeNormalisation()
    {
        std::vector<Incident> incidents { stored(QStringLiteral("UPDATE customer SET name='Erika %1' WHERE id=%1"), 3),
            stored(QStringLiteral("SELECT * FROM customer WHERE email = 'erika%1@example.com'"), 1) };
        IncidentData data;
        data.runs.append(IncidentSection::summarise(QStringLiteral("Run 7"), incidents));
        const IncidentData::Run& run = data.runs.first();
        QCOMPARE(run.incidents, 2);
        QCOMPARE(run.statements.size(), 2); // ScaleBench's own SHOW is left out
        QCOMPARE(run.statements.at(0).text, QStringLiteral("UPDATE customer SET name = ? WHERE id = ?"));
        QCOMPARE(run.statements.at(0).connections, 3);
        QCOMPARE(run.statements.at(0).clients, QStringList { QStringLiteral("shop_app@db7.example.com") });
        QVERIFY(run.deadlock.startsWith(QLatin1String("2026-12-06 01:49:58")));
        QVERIFY(run.deadlock.endsWith(QLatin1String("*** WE ROLL BACK TRANSACTION (2)")));

        const QString without = html(data);
        for (const char* secret : { "Erika", "erika", "4572696b61", "shop_app", "db7.example.com" })
            QVERIFY2(!without.contains(QLatin1String(secret)), secret);
        QVERIFY(without.contains(QLatin1String("UPDATE customer SET name = ? WHERE id = ?")));
        QVERIFY(without.contains(QLatin1String("query id 1120\nUPDATE customer SET name = ? WHERE id = ?")));
        QVERIFY(without.contains(QLatin1String("hex ?; asc ?;;")));
        QVERIFY(without.contains(QLatin1String("--include-hosts")));

        data.includeHosts = true;
        const QString with = html(data);
        QVERIFY(with.contains(QLatin1String("shop_app@db7.example.com")));
        QVERIFY(with.contains(QLatin1String("query id 1120 db7.example.com shop_app Updating")));
        QVERIFY(!with.contains(QLatin1String("Erika")));
    }

    void keptAsAsked()
    {
        Incident kept = stored(QStringLiteral("UPDATE customer SET name='Erika %1' WHERE id=%1"), 1);
        kept.queryText = QStringLiteral("kept");
        IncidentData data;
        data.runs.append(IncidentSection::summarise(QStringLiteral("Run 8"), { kept }));
        QVERIFY(data.runs.first().kept);
        const QString text = html(data);
        QVERIFY(text.contains(QLatin1String("Erika 0")));
        QVERIFY(text.contains(QLatin1String("--keep-query-text")));
    }

    void nothingWithoutIncidents()
    {
        QVERIFY(IncidentSection::blocks(IncidentData()).isEmpty());
        QVERIFY(IncidentSection::latestDeadlock(QStringLiteral("TRANSACTIONS\n------------\n")).isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestIncidentSection)
#include "tst_incidentsection.moc"

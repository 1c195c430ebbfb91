// SPDX-License-Identifier: GPL-3.0-or-later
#include "incidentsection.h"

#include "collectors/incident.h"
#include "common/statementdigest.h"
#include "store/resultstore.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>

namespace sb {

namespace {

    QString esc(const QString& s)
    {
        return s.toHtmlEscaped();
    }

    QString client(const QJsonObject& row)
    {
        // The host without the client's port: one client program, one name.
        QString host = row.value(QStringLiteral("host")).toString();
        static const QRegularExpression port(QStringLiteral(":\\d+$"));
        host.remove(port);
        return row.value(QStringLiteral("user")).toString() + QLatin1Char('@') + host;
    }

} // namespace

QString IncidentSection::latestDeadlock(const QString& innodbStatus)
{
    const qsizetype heading = innodbStatus.indexOf(QLatin1String("LATEST DETECTED DEADLOCK"));
    if (heading < 0)
        return {};
    QStringList lines = innodbStatus.mid(heading).split(QLatin1Char('\n'));
    QStringList out;
    static const QRegularExpression rule(QStringLiteral("^-{4,}$"));
    for (qsizetype i = 2; i < lines.size(); ++i) { // after the heading and its rule
        if (rule.match(lines.at(i)).hasMatch())
            break;
        out.append(lines.at(i));
    }
    return out.join(QLatin1Char('\n')).trimmed();
}

IncidentData::Run IncidentSection::summarise(const QString& label, std::vector<Incident> incidents)
{
    IncidentData::Run run;
    run.label = label;
    run.incidents = int(incidents.size());
    QHash<QString, int> index;
    for (Incident& incident : incidents) {
        incident.normaliseQueryText(); // stored before ScaleBench normalised: as it would be stored today
        run.kept = run.kept || incident.queryText == QLatin1String("kept");
        for (const QJsonValue& value : incident.processlistRows) {
            const QJsonObject row = value.toObject();
            const QString info = row.value(QStringLiteral("info")).toString();
            if (info.isEmpty() || info.startsWith(QLatin1String("SHOW "), Qt::CaseInsensitive))
                continue; // idle connections, and ScaleBench's own capture
            auto it = index.constFind(info);
            if (it == index.constEnd()) {
                it = index.insert(info, int(run.statements.size()));
                run.statements.append({ info, 0, {} });
            }
            IncidentData::Statement& s = run.statements[*it];
            ++s.connections;
            const QString who = client(row);
            if (!s.clients.contains(who))
                s.clients.append(who);
        }
        const QString deadlock = latestDeadlock(incident.innodbStatusText);
        if (!deadlock.isEmpty())
            run.deadlock = deadlock;
    }
    std::stable_sort(run.statements.begin(), run.statements.end(),
        [](const IncidentData::Statement& a, const IncidentData::Statement& b) {
            return a.connections > b.connections;
        });
    if (run.statements.size() > kStatementsPerRun)
        run.statements.resize(kStatementsPerRun);
    return run;
}

IncidentData IncidentSection::read(ResultStore& store, const QList<StoredRun>& runs, const QStringList& labels)
{
    IncidentData data;
    for (qsizetype i = 0; i < runs.size(); ++i) {
        auto incidents = store.incidents(runs.at(i).id);
        if (!incidents || incidents->empty())
            continue;
        data.runs.append(summarise(labels.value(i), std::move(*incidents)));
    }
    return data;
}

QList<ReportSections::Block> IncidentSection::blocks(const IncidentData& data)
{
    if (data.isEmpty())
        return {};
    int total = 0;
    bool kept = false;
    for (const IncidentData::Run& r : data.runs) {
        total += r.incidents;
        kept = kept || r.kept;
    }
    QString h = QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Incidents: what the server was doing")));
    const QString counted = total == 1 ? tr("One incident") : tr("%1 incidents").arg(total);
    const QString runs = data.runs.size() == 1 ? tr("in one run") : tr("in %1 runs").arg(data.runs.size());
    h += QStringLiteral("<p>%1 %2 %3</p>\n")
             .arg(esc(tr("%1 %2, captured when the throughput collapsed or the server stopped answering.")
                          .arg(counted, runs)),
                 esc(kept ? tr("Some runs kept their statements as the server showed them, with their literal values "
                               "(--keep-query-text); the others show them normalised.")
                          : tr("Statements are normalised: literal values show as ?, so none of the "
                               "server's data leaves with this report.")),
                 esc(data.includeHosts ? tr("User and host names are included (--include-hosts).")
                                       : tr("User and host names are left out (report --include-hosts shows them).")));
    QList<ReportSections::Block> list { { h, {}, {} } };
    for (const IncidentData::Run& r : data.runs) {
        QString b = QStringLiteral("<h3>%1</h3>\n")
                        .arg(esc(r.incidents == 1 ? tr("%1: one incident").arg(r.label)
                                                  : tr("%1: %2 incidents").arg(r.label).arg(r.incidents)));
        if (r.kept)
            b += QStringLiteral("<p>%1</p>\n").arg(esc(tr("This run kept the statements' literal values.")));
        if (!r.statements.isEmpty()) {
            b += QStringLiteral("<table class=\"data\" border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n<thead><tr>"
                                "<th>%1</th><th align=\"right\">%2</th>%3</tr></thead>\n<tbody>\n")
                     .arg(esc(tr("Statement")), esc(tr("Connections")),
                         data.includeHosts ? QStringLiteral("<th>%1</th>").arg(esc(tr("Clients"))) : QString());
            for (const IncidentData::Statement& s : r.statements) {
                b += QStringLiteral("<tr><td><code>%1</code></td><td align=\"right\" class=\"num\">%2</td>%3</tr>\n")
                         .arg(esc(s.text))
                         .arg(s.connections)
                         .arg(data.includeHosts
                                 ? QStringLiteral("<td>%1</td>").arg(esc(s.clients.join(QStringLiteral(", "))))
                                 : QString());
            }
            b += QStringLiteral("</tbody></table>\n");
        }
        if (!r.deadlock.isEmpty()) {
            const QString text = data.includeHosts ? r.deadlock : StatementDigest::innodbStatusWithoutHosts(r.deadlock);
            b += QStringLiteral("<p>%1</p>\n<pre>%2</pre>\n")
                     .arg(esc(tr("InnoDB's latest detected deadlock:")), esc(text));
        }
        list.append({ b, {}, {} });
    }
    return list;
}

} // namespace sb

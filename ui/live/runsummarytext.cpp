// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsummarytext.h"

#include "common/errortext.h"

#include <QLocale>
#include <algorithm>
#include <climits>

namespace sb {

namespace {

    QString number(double value, int decimals = 0)
    {
        return QLocale().toString(value, 'f', decimals);
    }

} // namespace

QString RunSummaryText::status(const RunSummary& s)
{
    switch (s.status) {
    case RunStatus::Finished:
        return tr("Finished");
    case RunStatus::Interrupted:
        return s.error.code == ErrorCode::Cancelled ? tr("Stopped early") : tr("Interrupted");
    case RunStatus::Failed:
        return tr("Failed");
    case RunStatus::Stalled:
        return tr("Stalled: the server or the network to it stopped answering");
    case RunStatus::Running:
        return tr("Running");
    }
    return {};
}

QString RunSummaryText::html(const RunSummary& s, const QJsonObject& affinity, bool serverCpusChosen)
{
    QString text
        = tr("<table cellspacing='3'>"
             "<tr><td><b>%1</b> after %2 s with %3</td><td width='24'></td>"
             "<td>Transactions:</td><td align='right'><b>%4</b></td><td align='right'>%5/s</td><td width='24'></td>"
             "<td>Latency (ms):</td><td>min %9, avg %10, p95 <b>%11</b>, p99 %12, max %13</td></tr>"
             "<tr><td></td><td></td><td>Queries:</td><td align='right'>%6</td><td align='right'>%7/s</td><td></td>"
             "<td>Errors:</td><td>%8 retried, %14 fatal, %15 reconnects</td></tr></table>")
              .arg(status(s), number(s.durationSec, 1), tr("%n client(s)", nullptr, s.threads)) // "1 client"
              .arg(QLocale().toString(qulonglong(s.transactions)), number(s.tps(), 1),
                  QLocale().toString(qulonglong(s.queries())), number(s.qps(), 1))
              .arg(s.ignoredErrors)
              .arg(number(s.latency.minMs, 2), number(s.latency.avgMs, 2), number(s.latency.p95Ms, 2),
                  number(s.latency.p99Ms, 2), number(s.latency.maxMs, 2))
              .arg(s.fatalErrors)
              .arg(s.reconnects);
    if (s.targetRate > 0 && s.groups.empty()) // a mix's rates are its groups' (groups())
        text += tr("<p>Open loop at %1 tx/s: latency counts from each arrival's intended start; service time p95 "
                   "<b>%2</b> ms; arrivals waiting at the end %3 (peak %4).</p>")
                    .arg(number(s.targetRate, 0), number(s.serviceLatency.p95Ms, 2))
                    .arg(s.backlog)
                    .arg(s.backlogPeak);
    text += types(s);
    text += groups(s);
    text += connects(s);
    text += cpus(affinity, serverCpusChosen);
    text += restarts(s);
    if (s.error && s.error.code != ErrorCode::Cancelled)
        text += QStringLiteral("<p style='color:#b00020'>%1</p>").arg(ErrorText::describe(s.error).toHtmlEscaped());
    return text;
}

QString RunSummaryText::restarts(const RunSummary& s)
{
    QString text;
    for (const QJsonValue& v : s.serverRestarts) {
        const QJsonObject o = v.toObject();
        text += tr("<p>The server restarted at %1 s (%2 s without it): these figures cover both servers; the %3 s "
                   "after the restart ran against a buffer pool that started empty.</p>")
                    .arg(number(o.value(QStringLiteral("at_sec")).toDouble(), 1),
                        number(o.value(QStringLiteral("gap_sec")).toDouble(), 1),
                        number(o.value(QStringLiteral("after_sec")).toDouble(), 1));
    }
    return text;
}

QString RunSummaryText::types(const RunSummary& s)
{
    if (s.types.empty())
        return {};
    QStringList parts;
    for (const TransactionTypeSummary& t : s.types)
        parts << tr("%1 %2% (p95 %3 ms)")
                     .arg(t.name, number(s.transactions ? 100.0 * double(t.transactions) / double(s.transactions) : 0.0, 1),
                         number(t.latency.p95Ms, 1));
    const QJsonObject& f = s.workloadFigures;
    QString text = tr("New-Orders/min (NOPM): <b>%1</b> (server's d_next_o_id: %2); TPM (server's commits and "
                      "rollbacks): %3. ")
                       .arg(number(s.headlinePerMin(), 0),
                           f.contains(QStringLiteral("server_nopm")) ? number(f.value(QStringLiteral("server_nopm")).toDouble(), 0)
                                                                      : QStringLiteral("–"),
                           f.contains(QStringLiteral("tpm")) ? number(f.value(QStringLiteral("tpm")).toDouble(), 0)
                                                             : QStringLiteral("–"));
    return QStringLiteral("<p>%1%2</p>").arg(text, parts.join(QStringLiteral(", ")).toHtmlEscaped());
}

QString RunSummaryText::groups(const RunSummary& s)
{
    if (s.groups.empty())
        return {};
    QStringList lines;
    for (const RunSummary& g : s.groups) {
        QString line = tr("<b>%1</b> (%2): %3 transactions, %4/s, p95 %5 ms, %6 errors")
                           .arg(g.group.toHtmlEscaped(), tr("%n client(s)", nullptr, g.threads),
                               QLocale().toString(qulonglong(g.transactions)), number(g.tps(), 1),
                               number(g.latency.p95Ms, 2))
                           .arg(g.ignoredErrors + g.fatalErrors);
        if (g.targetRate > 0)
            line += QStringLiteral("; ")
                + tr("open loop at %1 tx/s (latency from each arrival's intended start), service time p95 %2 ms")
                      .arg(number(g.targetRate, 0), number(g.serviceLatency.p95Ms, 2));
        lines << line;
    }
    return QStringLiteral("<p>%1<br>%2</p>")
        .arg(tr("Client groups, which add up to the total above:"), lines.join(QStringLiteral("<br>")));
}

QString RunSummaryText::connects(const RunSummary& s)
{
    if (s.driver.isEmpty())
        return {};
    const QString driver = s.driver == QLatin1String("async")
        ? tr("async driver, %n event-loop thread(s)", nullptr, s.driverThreads)
        : tr("thread driver, one thread per connection");
    const ConnectSummary& c = s.connects;
    QString text = tr("Connections (%1): %2 of %3 connected, %4 failed connect attempts; connect time avg %5 ms, "
                      "p95 %6 ms, max %7 ms.")
                       .arg(driver)
                       .arg(c.connected)
                       .arg(s.threads)
                       .arg(c.failures)
                       .arg(number(c.meanMs, 2), number(c.p95Ms, 2), number(c.maxMs, 2));
    if (c.retries > 0)
        text += QLatin1Char(' ')
            + tr("%n first connect(s) were tried again after the server refused them for a moment.", nullptr,
                int(std::min<std::uint64_t>(c.retries, INT_MAX)));
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

QString RunSummaryText::cpus(const QJsonObject& affinity, bool serverCpusChosen)
{
    if (affinity.isEmpty())
        return {};
    auto effective = [&affinity](const QString& side) {
        const QJsonObject o = affinity.value(side).toObject();
        return o.value(QStringLiteral("effective")).toString();
    };
    QStringList parts;
    if (serverCpusChosen || affinity.contains(QStringLiteral("server")))
        parts << tr("server ran on CPUs %1").arg(effective(QStringLiteral("server")));
    if (!effective(QStringLiteral("client")).isEmpty())
        parts << tr("clients ran on CPUs %1").arg(effective(QStringLiteral("client")));
    if (parts.isEmpty())
        return {};
    return QStringLiteral("<p>%1</p>")
        .arg(tr("As the kernel reports: %1.").arg(parts.join(QStringLiteral("; "))).toHtmlEscaped());
}

} // namespace sb

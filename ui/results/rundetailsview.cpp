// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectors/servermetrics.h"
#include "collectors/waitprofile.h"
#include "report/whyscales.h"
#include <QJsonArray>
#include "rundetailsview.h"

#include "analysis/runpivot.h"
#include "charts/chartpalette.h"
#include "charts/scalingfigures.h"
#include "charts/timeserieschart.h"
#include "charts/timeserieschartgroup.h"
#include "charts/timeserieschartview.h"
#include "collectors/hostcounters.h"
#include "common/incidenttext.h"
#include "common/presetlabel.h"
#include "common/servercounterchart.h"
#include "report/runeventtext.h"
#include "report/servercpusection.h"
#include "runtablemodel.h"
#include "servervariabletext.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QResizeEvent>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sb {

namespace {

    TimeSeriesChartView* chartView(TimeSeriesChart* chart, QWidget* parent)
    {
        auto* view = new TimeSeriesChartView(chart, parent);
        // Below about 210 px Qt Charts elides a panel's axis labels and title to "…" (the page scrolls instead).
        view->setMinimumHeight(210);
        return view;
    }

    QTableWidget* table(const QStringList& headers, int stretchColumn, QWidget* parent)
    {
        auto* t = new QTableWidget(0, int(headers.size()), parent);
        t->setHorizontalHeaderLabels(headers);
        t->verticalHeader()->hide();
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setSelectionBehavior(QAbstractItemView::SelectRows);
        t->setAlternatingRowColors(true);
        t->setWordWrap(false);
        for (int c = 0; c < headers.size(); ++c)
            t->horizontalHeader()->setSectionResizeMode(
                c, c == stretchColumn ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
        t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 6);
        return t;
    }

    QTableWidgetItem* cell(const QString& text, bool number = false, const QString& toolTip = QString())
    {
        auto* item = new QTableWidgetItem(text);
        if (number)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (!toolTip.isEmpty())
            item->setToolTip(toolTip);
        return item;
    }

    QString str(const QJsonObject& o, const char* key)
    {
        return o.value(QLatin1String(key)).toVariant().toString();
    }

    QString cpuSetText(const QJsonObject& set)
    {
        const QString effective = str(set, "effective");
        if (effective.isEmpty() && !set.contains(QStringLiteral("mechanism")))
            return RunDetailsView::tr("not bound (any CPU)");
        QStringList parts;
        parts << RunDetailsView::tr("CPUs %1").arg(effective);
        if (set.contains(QStringLiteral("preset")))
            parts << RunDetailsView::tr("preset %1 (%2), asked %3")
                         .arg(str(set, "preset"),
                             PresetLabel::label(str(set, "preset"),
                                 set.value(QStringLiteral("host"))
                                     .toObject()
                                     .value(QStringLiteral("smtAvailable"))
                                     .toBool()),
                             str(set, "asked"));
        if (set.contains(QStringLiteral("mechanism")))
            parts << str(set, "mechanism");
        if (set.contains(QStringLiteral("bind")))
            parts << RunDetailsView::tr("bind %1").arg(str(set, "bind"));
        return parts.join(QStringLiteral(", "));
    }

} // namespace

RunDetailsView::RunDetailsView(QWidget* parent)
    : QWidget(parent)
    , m_headline(new QLabel(this))
    , m_throughput(new TimeSeriesChart(tr("Transactions"), tr("Transactions/s"), { tr("Transactions/s") }))
    , m_queries(new TimeSeriesChart(tr("Queries"), tr("Queries/s"), { tr("Queries/s") }))
    , m_latency(new TimeSeriesChart(tr("Transaction latency"), tr("Milliseconds"), { tr("avg"), tr("p95"), tr("p99") }))
    , m_server(new ServerCounterChart(this))
    , m_tabs(new QTabWidget(this))
    , m_environment(new QTreeWidget(this))
    , m_variables(table({ tr("Variable"), tr("Value") }, 1, this))
    , m_status(table({ tr("Counter"), tr("Change"), tr("Per second (wall time)") }, 0, this))
    , m_waits(table({ tr("Event"), tr("Level"), tr("µs per transaction"), tr("Per transaction"), tr("Share of level") }, 0, this))
    , m_incidents(new QTreeWidget(this))
{
    m_incidents->setObjectName(QStringLiteral("incidents"));
    m_incidents->setHeaderLabels({ tr("Incident"), tr("What it showed") });
    m_incidents->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_queries->setSeriesColor(0, ChartPalette::color(1)); // the Run page's colours
    for (TimeSeriesChart* chart : { m_throughput, m_queries, m_latency })
        chart->setTimeRange(0, 0); // a finished run: its intervals fill the plot
    m_headline->setObjectName(QStringLiteral("runHeadline"));
    m_headline->setTextFormat(Qt::RichText);
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_environment->setObjectName(QStringLiteral("environment"));
    m_environment->setHeaderLabels({ tr("Item"), tr("Value") });
    m_environment->setRootIsDecorated(false);
    m_environment->setAlternatingRowColors(true);
    m_environment->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_variables->setObjectName(QStringLiteral("serverVariables"));
    m_status->setObjectName(QStringLiteral("statusDeltas"));
    m_tabs->addTab(m_environment, tr("Environment"));
    m_tabs->addTab(m_variables, tr("Server configuration"));
    m_tabs->addTab(m_status, tr("Status counters"));
    m_waits->setObjectName(QStringLiteral("serverWaits"));
    m_tabs->addTab(m_waits, tr("Server waits"));
    m_tabs->addTab(m_incidents, tr("Incidents"));
    // Every tab whole: behind scroll arrows a user never finds the last ones (Incidents).
    m_tabs->setUsesScrollButtons(false);
    m_tabs->setElideMode(Qt::ElideNone);

    auto* charts = new QWidget(this);
    // Transactions and queries side by side, latency and the server's counters below: three charts stacked leave each
    // too short for its axis labels.
    auto* chartLayout = new QGridLayout(charts);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addWidget(chartView(m_throughput, charts), 0, 0);
    chartLayout->addWidget(chartView(m_queries, charts), 0, 1);
    chartLayout->addWidget(chartView(m_latency, charts), 1, 0);
    m_server->setParent(charts);
    chartLayout->addWidget(m_server, 1, 1);

    for (const auto& column : { std::pair<QChart*, QChart*>(m_throughput, m_latency),
             std::pair<QChart*, QChart*>(m_queries, m_server->chart()) }) {
        auto* group = new TimeSeriesChartGroup(this);
        group->add(column.first);
        group->add(column.second);
    }
    auto* ticks = new SharedTimeTicks(this); // one time range: the same ticks on every panel
    for (TimeSeriesChart* chart : { m_throughput, m_queries, m_latency, m_server->chart() })
        ticks->add(chart);

    auto* split = new QSplitter(Qt::Horizontal, this);
    m_split = split;
    split->setChildrenCollapsible(false);
    split->addWidget(charts);
    split->addWidget(m_tabs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({ 600, 400 }); // scaled to the width it gets

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_headline);
    layout->addWidget(split, 1);
    showMessage(tr("Select a run to see its intervals and environment."));
}

// The charts beside the tabs on a wide window; above them on a laptop's, where side by side each would be too narrow
// for its axis labels and the tabs' titles.
void RunDetailsView::resizeEvent(QResizeEvent* event)
{
    const auto orientation = event->size().width() >= kSideBySideWidth ? Qt::Horizontal : Qt::Vertical;
    if (m_split->orientation() != orientation) {
        m_split->setOrientation(orientation);
        m_split->setSizes({ 600, 400 });
    }
    QWidget::resizeEvent(event);
}

void RunDetailsView::showMessage(const QString& text)
{
    m_headline->setText(text.toHtmlEscaped());
    for (TimeSeriesChart* chart : { m_throughput, m_queries, m_latency })
        chart->clear();
    m_environment->clear();
    m_variables->setRowCount(0);
    m_status->setRowCount(0);
    m_server->setIntervals({});
    m_incidents->clear();
}

void RunDetailsView::showDetails(const RunDetails& details)
{
    m_headline->setText(headlineText(details.run));
    showCharts(details.intervals);
    showEnvironment(details);
    showVariables(details.environment);
    showStatus(details);
    showIncidents(details);
}

void RunDetailsView::showIncidents(const RunDetails& details)
{
    m_incidents->clear();
    for (const Incident& incident : details.incidents) {
        m_throughput->addMarker(incident.timeSec);
        m_server->addMarker(incident.timeSec);
        auto* item = new QTreeWidgetItem(m_incidents, { tr("Incident"), IncidentText::reason(incident) });
        for (const QString& line : IncidentText::parts(incident)) {
            const qsizetype colon = line.indexOf(QLatin1String(": "));
            new QTreeWidgetItem(item, { line.left(colon), line.mid(colon + 2) });
        }
        for (const QJsonValue& row : incident.processlistRows) {
            const QJsonObject p = row.toObject();
            if (p.value(QStringLiteral("command")).toString() == QLatin1String("Sleep"))
                continue;
            new QTreeWidgetItem(item,
                { tr("Connection %1").arg(p.value(QStringLiteral("id")).toInteger()),
                    QStringLiteral("%1, %2 s: %3 %4")
                        .arg(p.value(QStringLiteral("command")).toString())
                        .arg(p.value(QStringLiteral("time")).toInteger())
                        .arg(p.value(QStringLiteral("state")).toString(), p.value(QStringLiteral("info")).toString().left(120)) });
        }
        for (const QJsonValue& t : incident.threads) {
            const QJsonObject o = t.toObject();
            new QTreeWidgetItem(item,
                { tr("Thread %1").arg(o.value(QStringLiteral("tid")).toInt()),
                    tr("%1, state %2, %3% CPU")
                        .arg(o.value(QStringLiteral("name")).toString(), o.value(QStringLiteral("state")).toString(),
                            QString::number(o.value(QStringLiteral("cpu_percent")).toDouble(), 'f', 1)) });
        }
        item->setExpanded(details.incidents.size() == 1);
    }
    for (const RunEvent& event : details.events) { // a server restart: when, and what became of the binding
        m_throughput->addMarker(event.timeSec);
        m_server->addMarker(event.timeSec);
        const QJsonObject binding = event.detail.value(QStringLiteral("binding")).toObject();
        auto* item = new QTreeWidgetItem(m_incidents, { tr("Server restarted"), RunEventText::headline(event) });
        new QTreeWidgetItem(item, { tr("Figures"), RunEventText::coverText(event) });
        if (!binding.isEmpty())
            new QTreeWidgetItem(item,
                { tr("CPU binding"),
                    binding.contains(QStringLiteral("refused"))
                        ? tr("CPUs %1 could not be applied to the new server: the run ended there")
                              .arg(binding.value(QStringLiteral("asked")).toString())
                        : tr("CPUs %1 again (read back: %2)")
                              .arg(binding.value(QStringLiteral("asked")).toString(),
                                  binding.value(QStringLiteral("read_back")).toString()) });
    }
    const std::size_t count = details.incidents.size() + details.events.size();
    m_tabs->setTabText(m_tabs->indexOf(m_incidents), count == 0 ? tr("Incidents") : tr("Incidents (%1)").arg(count));
}

QString RunDetailsView::headlineText(const StoredRun& run) const
{
    const QLocale locale;
    const RunSpec& s = run.spec;
    QString text = tr("<b>Run %1</b> &nbsp; %2, %3, server CPUs %4, client CPUs %5, repetition %6")
                       .arg(run.id)
                       .arg(RunPivot::key(run, RunAxis::Workload).toString().toHtmlEscaped())
                       .arg(tr("%n client(s)", nullptr, s.threads)) // "1 client": translations/scalebench_en.ts
                       .arg(s.serverCpu.label.toHtmlEscaped(), s.clientCpu.label.toHtmlEscaped())
                       .arg(s.repetition + 1);
    text += QStringLiteral(" &nbsp;·&nbsp; ") + RunTableModel::statusText(run.status).toHtmlEscaped();
    if (!run.reason.isEmpty())
        text += QStringLiteral(" (") + run.reason.toHtmlEscaped() + QLatin1Char(')');
    if (run.hasSummary) {
        const RunSummary& m = run.summary;
        text += tr(" &nbsp;·&nbsp; <b>%1 tps</b>, %2 qps, p95 %3 ms, %4 errors in %5 s")
                    .arg(locale.toString(m.tps(), 'f', 1), locale.toString(m.qps(), 'f', 1),
                        locale.toString(m.latency.p95Ms, 'f', 2), locale.toString(qulonglong(m.errors())),
                        locale.toString(m.durationSec, 'f', 1));
    } else {
        text += tr(" &nbsp;·&nbsp; no summary: the run did not finish");
    }
    return text;
}

void RunDetailsView::showCharts(const std::vector<IntervalSample>& intervals)
{
    // All points at once: the charts reduce them to the plot's width in one pass (a day at 1 s is 86,400 intervals).
    m_throughput->clear(); // the marks of the run shown before
    const std::size_t n = intervals.size();
    std::vector<double> times(n);
    std::vector<double> tps(n), qps(n), avg(n), p95(n), p99(n);
    for (std::size_t i = 0; i < n; ++i) {
        const IntervalSample& s = intervals[i];
        times[i] = s.timeSec;
        tps[i] = s.tps();
        qps[i] = s.qps();
        avg[i] = s.latency.avgMs;
        p95[i] = s.latency.p95Ms;
        p99[i] = s.latency.p99Ms;
    }
    m_throughput->setData(times, { std::move(tps) });
    m_queries->setData(times, { std::move(qps) });
    m_latency->setData(std::move(times), { std::move(avg), std::move(p95), std::move(p99) });
    m_server->setIntervals(intervals);
    const QString note = intervals.empty() ? tr(" (no intervals recorded)") : QString();
    m_throughput->setTitle(tr("Transactions") + note);
    m_queries->setTitle(tr("Queries") + note);
    m_latency->setTitle(tr("Transaction latency") + note);
}

QTreeWidgetItem* RunDetailsView::section(const QString& title)
{
    auto* item = new QTreeWidgetItem(m_environment, { title });
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    item->setFirstColumnSpanned(true);
    return item;
}

void RunDetailsView::showEnvironment(const RunDetails& details)
{
    m_environment->clear();
    const QJsonObject& env = details.environment;
    auto add = [this](const QString& name, const QString& value) {
        if (!value.isEmpty())
            new QTreeWidgetItem(m_environment, { name, value });
    };
    const StoredRun& run = details.run;
    section(tr("Run"));
    add(tr("Started"), QLocale().toString(run.started.toLocalTime(), QLocale::ShortFormat));
    if (run.ended.isValid())
        add(tr("Ended"), QLocale().toString(run.ended.toLocalTime(), QLocale::ShortFormat));
    add(tr("Server profile"), run.spec.serverProfile);
    add(tr("Duration asked"), tr("%1 s, warm-up %2 s").arg(run.spec.durationSec).arg(run.spec.warmupSec));
    add(tr("Written by"), tr("pid %1 on %2").arg(run.writerPid).arg(run.writerHost));

    const QJsonObject affinity = env.value(QStringLiteral("affinity")).toObject();
    const QJsonObject machine = affinity.value(QStringLiteral("machine")).toObject();
    if (!machine.isEmpty()) {
        section(tr("Host"));
        add(tr("Host name"), str(machine, "hostname"));
        add(tr("CPU"), str(machine, "cpuModel"));
        add(tr("Cores / CPUs"),
            tr("%1 cores, %2 logical CPUs, SMT %3")
                .arg(str(machine, "cores"), str(machine, "pus"),
                    machine.value(QStringLiteral("smtAvailable")).toBool() ? tr("available") : tr("not available")));
        add(tr("Operating system"), tr("%1, kernel %2").arg(str(machine, "osName"), str(machine, "kernelRelease")));
        add(tr("Governor"),
            machine.value(QStringLiteral("governors")).toVariant().toStringList().join(QStringLiteral(", ")));
        add(tr("Turbo"), str(machine, "turbo"));
    }
    if (!affinity.isEmpty()) {
        section(tr("Affinity (as applied)"));
        const QJsonObject client = affinity.value(QStringLiteral("client")).toObject();
        add(tr("Client threads"), cpuSetText(client));
        for (const QJsonValue& e : client.value(QStringLiteral("errors")).toArray())
            add(tr("Binding error"), e.toString());
        const QJsonObject server = affinity.value(QStringLiteral("server")).toObject();
        add(tr("Server"),
            server.isEmpty() ? tr("not bound")
                             : cpuSetText(server)
                    + (server.contains(QStringLiteral("pid")) ? tr(", pid %1").arg(str(server, "pid")) : QString()));
        for (const QJsonValue& t : server.value(QStringLiteral("refused_threads")).toArray())
            add(tr("Refused thread"), t.toString());
    }
    showServerThreads(env, run);
    section(tr("Software"));
    add(tr("ScaleBench"), str(env, "tool_version"));
    add(tr("Client library"), str(env, "client_library"));
    const QJsonObject server = env.value(QStringLiteral("server")).toObject();
    if (!server.isEmpty())
        add(tr("Server"),
            tr("%1 %2 (%3)").arg(str(server, "flavour"), str(server, "version"), str(server, "version_comment")));
    add(tr("Imported from"), str(env, "imported_from"));
    if (env.isEmpty())
        add(tr("Recorded"), tr("nothing: this run has no environment snapshot"));
}

// The server's threads on the CPUs over the measured part (its counters per transaction, the on-CPU profile's shares);
// a figure not read says why, never 0.
void RunDetailsView::showServerThreads(const QJsonObject& env, const StoredRun& run)
{
    auto add = [this](const QString& name, const QString& value) {
        if (!value.isEmpty())
            new QTreeWidgetItem(m_environment, { name, value });
    };
    const QJsonObject hostRecord = env.value(QStringLiteral("server_host_counters")).toObject();
    const QJsonObject profile = env.value(QStringLiteral("server_profile")).toObject();
    if (!hostRecord.isEmpty() || !profile.isEmpty()) {
        section(tr("Server threads on the CPUs (per transaction)"));
        const QJsonObject perTx = hostCounterSummary(hostRecord, run.hasSummary ? run.summary.transactions : 0);
        const QJsonObject missing = perTx.value(QStringLiteral("not_available")).toObject();
        const QLocale locale;
        for (const QString& name : hostCounterMetricNames()) {
            if (perTx.value(name).isDouble())
                add(ScalingFigures::metricTitle(name), locale.toString(perTx.value(name).toDouble(), 'g', 4));
            else if (missing.contains(name))
                add(ScalingFigures::metricTitle(name),
                    tr("not available (%1)").arg(ServerCpuSection::reasonText(missing.value(name).toString())));
        }
        if (!profile.isEmpty()) {
            const QJsonObject why = profile.value(QStringLiteral("not_available")).toObject();
            const QJsonObject shares = profile.value(QStringLiteral("shares")).toObject();
            add(tr("On-CPU profile"),
                !why.isEmpty()
                    ? tr("not available (%1)").arg(ServerCpuSection::reasonText(why.value(QStringLiteral("reason")).toString()))
                    : tr("%1 samples: kernel %2%, server %3%, libraries %4%; %5% of the stacks truncated")
                          .arg(qint64(profile.value(QStringLiteral("samples")).toDouble()))
                          .arg(100 * shares.value(QStringLiteral("kernel")).toDouble(), 0, 'f', 1)
                          .arg(100 * shares.value(QStringLiteral("server")).toDouble(), 0, 'f', 1)
                          .arg(100 * shares.value(QStringLiteral("libraries")).toDouble(), 0, 'f', 1)
                          .arg(100 * profile.value(QStringLiteral("truncated_share")).toDouble(), 0, 'f', 0));
        }
    }
}

void RunDetailsView::showVariables(const QJsonObject& environment)
{
    const QJsonObject variables
        = environment.value(QStringLiteral("server")).toObject().value(QStringLiteral("variables")).toObject();
    m_variables->setRowCount(0);
    m_variables->setRowCount(int(variables.size()));
    int row = 0;
    for (auto it = variables.constBegin(); it != variables.constEnd(); ++it, ++row) {
        const QString raw = it.value().toVariant().toString();
        const QString shown = ServerVariableText::display(it.key(), raw);
        m_variables->setItem(row, 0, cell(it.key()));
        m_variables->setItem(row, 1, cell(shown, false, shown != raw ? tr("%1 bytes").arg(raw) : QString()));
    }
    m_tabs->setTabText(
        1, variables.isEmpty() ? tr("Server configuration") : tr("Server configuration (%1)").arg(variables.size()));
}

void RunDetailsView::showStatus(const RunDetails& details)
{
    const QJsonObject delta = details.environment.value(QStringLiteral("status_delta")).toObject();
    // The deltas span the whole run, warm-up included: rates over the wall time between its start and its end.
    const StoredRun& run = details.run;
    const double seconds = run.started.isValid() && run.ended.isValid() ? run.started.msecsTo(run.ended) / 1000.0 : 0;
    const QLocale locale;
    m_status->setRowCount(0);
    m_status->setRowCount(int(delta.size()));
    int row = 0;
    for (auto it = delta.constBegin(); it != delta.constEnd(); ++it, ++row) {
        const double v = it.value().toDouble();
        m_status->setItem(row, 0, cell(it.key()));
        m_status->setItem(row, 1, cell(locale.toString(qint64(v)), true));
        m_status->setItem(row, 2, cell(seconds > 0 ? locale.toString(v / seconds, 'f', 1) : QStringLiteral("–"), true));
    }
    m_tabs->setTabText(2, delta.isEmpty() ? tr("Status counters") : tr("Status counters (%1)").arg(delta.size()));
    showWaits(details);
}

// performance_schema's waits of the run's own connections over the measured part, per transaction; each share is of
// the event's level (synch and file waits happen inside table waits: levels are never added up).
void RunDetailsView::showWaits(const RunDetails& details)
{
    const QJsonObject record = details.environment.value(QStringLiteral("server_waits")).toObject();
    const QJsonValue list = WaitProfile::summaryJson(record, details.run.hasSummary ? details.run.summary.transactions : 0, 1000);
    const QLocale locale;
    m_waits->setRowCount(0);
    if (!list.isArray()) {
        const QString reason = ServerMetrics::waitsUnavailableReason(details.environment);
        m_waits->setRowCount(1);
        m_waits->setItem(0, 0, cell(tr("not available: %1").arg(WhyScales::unavailableText(reason))));
        m_tabs->setTabText(3, tr("Server waits"));
        return;
    }
    const QJsonArray rows = list.toArray();
    m_waits->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        const QJsonObject w = rows.at(row).toObject();
        m_waits->setItem(row, 0, cell(w.value(QStringLiteral("event")).toString()));
        m_waits->setItem(row, 1, cell(w.value(QStringLiteral("level")).toString()));
        m_waits->setItem(row, 2, cell(locale.toString(w.value(QStringLiteral("time_us_per_tx")).toDouble(), 'f', 2), true));
        m_waits->setItem(row, 3, cell(locale.toString(w.value(QStringLiteral("count_per_tx")).toDouble(), 'f', 2), true));
        m_waits->setItem(row, 4, cell(locale.toString(100 * w.value(QStringLiteral("share")).toDouble(), 'f', 1) + QStringLiteral(" %"), true));
    }
    m_tabs->setTabText(3, tr("Server waits (%1)").arg(rows.size()));
}

} // namespace sb

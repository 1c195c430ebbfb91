// SPDX-License-Identifier: GPL-3.0-or-later
#include "planform.h"

#include "affinity/topology.h"

#include "common/foldingbox.h"
#include "common/workspace.h"
#include "cpuconfigtable.h"
#include "plan/clientcounts.h"
#include "plan/experimentplan.h"
#include "live/loadfields.h"
#include "server/sandboxserver.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace sb {

namespace {

    const char* const kFromPage = "page";
    const char* const kFromFile = "file";

    QString axisTitle(const QString& axis)
    {
        if (axis == QLatin1String("server"))
            return PlanForm::tr("Server");
        if (axis == QLatin1String("workload"))
            return PlanForm::tr("Workload");
        if (axis == QLatin1String("server_cpus"))
            return PlanForm::tr("Server CPUs");
        if (axis == QLatin1String("client_cpus"))
            return PlanForm::tr("Client CPUs");
        if (axis == QLatin1String("clients"))
            return PlanForm::tr("Client count");
        if (axis == QLatin1String("repetition"))
            return PlanForm::tr("Repetition");
        return axis;
    }

    // The clients field: a range stays text for the plan to read; a list becomes a JSON array whose entries that
    // are not numbers stay text, so that the plan reports them by position ($.clients[2]).
    QJsonValue clientsJson(const QString& text)
    {
        const QString t = text.trimmed();
        if (t.contains(QLatin1String("..")))
            return t;
        QJsonArray list;
        for (const QString& part : t.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int n = part.toInt(&ok);
            list.append(ok ? QJsonValue(n) : QJsonValue(part));
        }
        return list;
    }

    QString clientsText(const QJsonValue& value)
    {
        if (value.isString())
            return value.toString();
        if (value.isDouble())
            return QString::number(value.toDouble());
        if (value.isArray()) {
            QStringList parts;
            for (const QJsonValue& v : value.toArray())
                parts.append(v.isDouble() ? QString::number(v.toDouble()) : v.toString());
            return parts.join(QStringLiteral(", "));
        }
        if (value.isObject()) {
            const QJsonObject o = value.toObject();
            const QString range = QStringLiteral("%1..%2")
                                      .arg(o.value(QStringLiteral("from")).toInt())
                                      .arg(o.value(QStringLiteral("to")).toInt());
            if (o.value(QStringLiteral("doubling")).toBool())
                return range + QStringLiteral(" doubling");
            return o.contains(QStringLiteral("step"))
                ? range + QStringLiteral(" step %1").arg(o.value(QStringLiteral("step")).toInt())
                : range;
        }
        return {};
    }

    QJsonValue secondsJson(const QString& text)
    {
        bool ok = false;
        const double n = text.trimmed().toDouble(&ok);
        return ok ? QJsonValue(n) : QJsonValue(text.trimmed());
    }

    QString secondsText(const QJsonValue& value)
    {
        if (value.isDouble())
            return QString::number(value.toDouble()) + QStringLiteral("s");
        return value.toString();
    }

    QList<CpuConfig> cpuConfigs(const QJsonValue& value)
    {
        if (!value.isArray())
            return { CpuConfig::all() };
        QList<CpuConfig> list;
        for (const QJsonValue& v : value.toArray()) {
            if (v.isString())
                list.append({ v.toString(), v.toString() });
            else
                list.append(CpuConfig::fromJson(v.toObject()));
        }
        return list;
    }

    QJsonArray cpuJson(const QList<CpuConfig>& configs)
    {
        QJsonArray list;
        for (const CpuConfig& c : configs) {
            QJsonObject o { { QStringLiteral("spec"), c.spec } };
            if (!c.label.isEmpty())
                o.insert(QStringLiteral("label"), c.label);
            list.append(o);
        }
        return list;
    }

    QString serverNames(const QJsonArray& servers)
    {
        QStringList names;
        for (const QJsonValue& v : servers)
            names.append(v.isString() ? v.toString() : v.toObject().value(QStringLiteral("name")).toString());
        return names.join(QStringLiteral(", "));
    }

    QString workloadNames(const QJsonArray& workloads)
    {
        QStringList names;
        for (const QJsonValue& v : workloads) {
            const QJsonObject o = v.toObject();
            names.append(v.isString()
                    ? v.toString()
                    : o.value(QStringLiteral("label")).toString(o.value(QStringLiteral("name")).toString(
                        o.contains(QStringLiteral("mix")) ? QStringLiteral("mix") : QString())));
        }
        return names.join(QStringLiteral(", "));
    }

} // namespace

PlanForm::PlanForm(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
{
    // Two columns side by side, the CPU configurations below the rest on a laptop's window.
    auto* columns = new FoldingBox(this);
    auto* leftColumn = new QWidget(columns);
    auto* left = new QVBoxLayout(leftColumn);
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(createGeneral());
    left->addWidget(createMatrix());
    left->addWidget(createTiming());
    left->addStretch(1);
    auto* rightColumn = new QWidget(columns);
    auto* right = new QVBoxLayout(rightColumn);
    right->setContentsMargins(0, 0, 0, 0);
    right->addWidget(createCpus());
    right->addStretch(1);
    columns->addColumn(leftColumn);
    columns->addColumn(rightColumn);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(columns);

    connect(m_workspace, &Workspace::profileChanged, this, &PlanForm::updateSources);
    connect(m_workspace, &Workspace::workloadChanged, this, &PlanForm::updateSources);
    connect(m_workspace, &Workspace::serverHostChanged, this, &PlanForm::updateTopologies);
    updateTopologies();
    reset();
}

// The server's sets are for the server's host (its agent's topology when it runs elsewhere), the clients' for this
// machine: the Add menus offer what each can run, and rows it cannot are marked.
void PlanForm::updateTopologies()
{
    std::shared_ptr<const Topology> local;
    if (auto loaded = Topology::loadLocal())
        local = std::make_shared<const Topology>(std::move(*loaded));
    const auto& remote = m_workspace->serverHostTopology();
    m_serverCpus->setTopology(remote ? std::make_shared<const Topology>(*remote) : local);
    m_clientCpus->setTopology(local);
}

QWidget* PlanForm::createGeneral()
{
    auto* box = new QGroupBox(tr("Experiment"), this);
    m_name = new QLineEdit(box);
    m_name->setObjectName(QStringLiteral("planName"));
    m_name->setToolTip(tr("With the plan's content, the name identifies the experiment in the results (resume)"));
    m_description = new QLineEdit(box);
    m_description->setObjectName(QStringLiteral("planDescription"));
    m_description->setPlaceholderText(tr("What the experiment is about (optional)"));
    m_server = new QComboBox(box);
    m_server->setObjectName(QStringLiteral("serverSource"));
    m_workload = new QComboBox(box);
    m_workload->setObjectName(QStringLiteral("workloadSource"));
    for (QComboBox* combo : { m_server, m_workload }) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(30);
    }
    auto* form = new QFormLayout(box);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Description:"), m_description);
    form->addRow(tr("&Server:"), m_server);
    form->addRow(tr("&Workload:"), m_workload);
    for (QLineEdit* edit : { m_name, m_description })
        connect(edit, &QLineEdit::textChanged, this, &PlanForm::changed);
    for (QComboBox* combo : { m_server, m_workload })
        connect(combo, &QComboBox::currentIndexChanged, this, &PlanForm::changed);
    return box;
}

QWidget* PlanForm::createMatrix()
{
    auto* box = new QGroupBox(tr("Matrix"), this);
    m_clients = new QLineEdit(box);
    m_clients->setObjectName(QStringLiteral("clients"));
    m_clients->setPlaceholderText(tr("5, 10, 25   or   1..256 step 25   or   1..512 doubling"));
    m_clients->setToolTip(tr("Client connections per run: a list, a range with a step, or a doubling range"));
    m_clientsPreview = new QLabel(box);
    m_clientsPreview->setObjectName(QStringLiteral("clientsPreview"));
    m_clientsPreview->setWordWrap(true);
    m_clientsPreview->setEnabled(false);
    m_repetitions = new QSpinBox(box);
    m_repetitions->setObjectName(QStringLiteral("repetitions"));
    m_repetitions->setRange(1, 1000);
    m_repetitions->setToolTip(tr("Runs per cell of the matrix: repeat to see the spread"));

    m_order = new QListWidget(box);
    m_order->setObjectName(QStringLiteral("axisOrder"));
    m_order->setDragDropMode(QAbstractItemView::InternalMove);
    m_order->setToolTip(tr("Outermost axis first: the last axis changes from one run to the next"));
    m_order->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* up = new QPushButton(tr("Move &Up"), box);
    auto* down = new QPushButton(tr("Move Do&wn"), box);
    auto* orderButtons = new QVBoxLayout;
    orderButtons->addWidget(up);
    orderButtons->addWidget(down);
    orderButtons->addStretch(1);
    auto* order = new QHBoxLayout;
    order->addWidget(m_order, 1);
    order->addLayout(orderButtons);
    auto* orderHint = new QLabel(tr("Outermost first. The innermost axis changes between consecutive runs; "
                                    "put the server innermost to alternate servers so that drift hits both alike."),
        box);
    orderHint->setWordWrap(true);
    orderHint->setEnabled(false);

    auto* form = new QFormLayout(box);
    form->addRow(tr("&Clients:"), m_clients);
    form->addRow(QString(), m_clientsPreview);
    form->addRow(tr("&Repetitions:"), m_repetitions);
    auto* orderLabel = new QLabel(tr("Axis &order:"), box);
    orderLabel->setBuddy(m_order);
    form->addRow(orderLabel, order);
    form->addRow(QString(), orderHint);

    connect(m_clients, &QLineEdit::textChanged, this, [this] {
        updateClientsPreview();
        Q_EMIT changed();
    });
    connect(m_repetitions, &QSpinBox::valueChanged, this, &PlanForm::changed);
    connect(m_order->model(), &QAbstractItemModel::rowsMoved, this, &PlanForm::changed);
    connect(up, &QPushButton::clicked, this, [this] { moveAxis(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveAxis(1); });
    return box;
}

QWidget* PlanForm::createCpus()
{
    auto* box = new QGroupBox(tr("CPU configurations"), this);
    m_serverCpus = new CpuConfigTable(box);
    m_serverCpus->setObjectName(QStringLiteral("serverCpus"));
    m_clientCpus = new CpuConfigTable(box);
    m_clientCpus->setObjectName(QStringLiteral("clientCpus"));
    m_clientBind = new QComboBox(box);
    m_clientBind->setObjectName(QStringLiteral("clientBind"));
    m_clientBind->addItem(tr("Every client thread on the whole set"), QStringLiteral("all"));
    m_clientBind->addItem(tr("One hardware thread per client, compact"), QStringLiteral("compact"));
    m_clientBind->addItem(tr("One hardware thread per client, scattered"), QStringLiteral("scatter"));
    m_clientBind->addItem(tr("Not bound"), QStringLiteral("none"));
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(new QLabel(tr("<b>Server</b> (each row is one value of the axis)"), box));
    layout->addWidget(m_serverCpus, 1);
    layout->addWidget(new QLabel(tr("<b>Clients</b>"), box));
    layout->addWidget(m_clientCpus, 1);
    auto* bind = new QFormLayout;
    bind->addRow(tr("Client &binding:"), m_clientBind);
    layout->addLayout(bind);
    auto* help = new QLabel(tr("<p>A CPU set is a preset or a CPU list:</p><table cellspacing='2'>"
                               "<tr><td><b>all</b></td><td>every hardware thread</td></tr>"
                               "<tr><td><b>all:nosmt</b></td><td>one hardware thread per core (SMT off)</td></tr>"
                               "<tr><td><b>cores:N</b></td><td>N cores; add <b>:nosmt</b> for one thread each, "
                               "<b>:scatter</b> to spread over packages</td></tr>"
                               "<tr><td><b>package:K</b>, <b>numa:K</b></td><td>one package or NUMA node</td></tr>"
                               "<tr><td><b>0-3,8</b></td><td>these CPUs</td></tr></table>"
                               "<p>Server sets bind the sandbox or a local server; client sets bind ScaleBench's "
                               "client threads, one hardware thread each with compact or scattered binding.</p>"),
        box);
    help->setWordWrap(true);
    help->setEnabled(false);
    layout->addWidget(help);
    connect(m_serverCpus, &CpuConfigTable::changed, this, &PlanForm::changed);
    connect(m_clientCpus, &CpuConfigTable::changed, this, &PlanForm::changed);
    connect(m_clientBind, &QComboBox::currentIndexChanged, this, &PlanForm::changed);
    return box;
}

QLineEdit* PlanForm::secondsEdit(const char* name, const QString& tip)
{
    auto* edit = new QLineEdit(this);
    edit->setObjectName(QLatin1String(name));
    edit->setToolTip(tip + tr(" Seconds, or with a unit: 90s, 5m, 1h, 250ms."));
    edit->setMaximumWidth(120);
    connect(edit, &QLineEdit::textChanged, this, &PlanForm::changed);
    return edit;
}

QWidget* PlanForm::createTiming()
{
    auto* box = new QGroupBox(tr("Each run"), this);
    m_duration = secondsEdit("duration", tr("Measured time per run."));
    m_duration->setPlaceholderText(tr("60s"));
    m_events = new QSpinBox(box);
    m_events->setObjectName(QStringLiteral("events"));
    m_events->setRange(0, std::numeric_limits<int>::max());
    m_events->setSpecialValueText(tr("no limit"));
    m_events->setToolTip(tr("Transactions per run; with a duration too, the run ends at whichever comes first"));
    m_events->setMaximumWidth(120);
    m_warmup = secondsEdit("warmup", tr("Run before measuring, left out of the results."));
    m_cooldown = secondsEdit("cooldown", tr("Idle time after each run."));
    m_settle = secondsEdit("restartSettle",
        tr("Restart the sandbox server before each run and wait this long; 0 = off (only the sandbox restarts)."));
    m_warmup->setPlaceholderText(tr("0"));
    m_cooldown->setPlaceholderText(tr("0"));
    m_settle->setPlaceholderText(tr("off"));
    auto* grid = new QGridLayout(box);
    const std::pair<QString, QWidget*> cells[] = { { tr("D&uration:"), m_duration }, { tr("&Events:"), m_events },
        { tr("W&arm-up:"), m_warmup }, { tr("C&ool-down:"), m_cooldown }, { tr("Restart and &settle:"), m_settle } };
    int i = 0;
    for (const auto& [text, widget] : cells) {
        auto* label = new QLabel(text, box);
        label->setBuddy(widget);
        grid->addWidget(label, i / 2, (i % 2) * 2);
        grid->addWidget(widget, i / 2, (i % 2) * 2 + 1);
        ++i;
    }
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    m_load = new LoadFields(box);
    grid->addWidget(m_load, (i + 1) / 2, 0, 1, 4);
    connect(m_events, &QSpinBox::valueChanged, this, &PlanForm::changed);
    connect(m_load, &LoadFields::changed, this, &PlanForm::changed);
    return box;
}

void PlanForm::moveAxis(int delta)
{
    const int row = m_order->currentRow();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_order->count())
        return;
    QListWidgetItem* item = m_order->takeItem(row);
    m_order->insertItem(to, item);
    m_order->setCurrentRow(to);
    Q_EMIT changed();
}

void PlanForm::reset()
{
    QJsonObject fresh { { QStringLiteral("name"), tr("my-experiment") },
        { QStringLiteral("clients"), QStringLiteral("1..64 doubling") },
        { QStringLiteral("duration"), QStringLiteral("60s") }, { QStringLiteral("warmup"), QStringLiteral("10s") } };
    load(fresh);
}

void PlanForm::load(const QJsonObject& source)
{
    QSignalBlocker blocker(this);
    m_base = source;
    m_name->setText(source.value(QStringLiteral("name")).toString());
    m_description->setText(source.value(QStringLiteral("description")).toString());
    updateSources();
    m_server->setCurrentIndex(m_server->count() - 1);
    m_workload->setCurrentIndex(m_workload->count() - 1);
    m_clients->setText(clientsText(source.value(QStringLiteral("clients"))));
    m_repetitions->setValue(source.value(QStringLiteral("repetitions")).toInt(1));
    m_load->setLayout(LoadLayout::fromJson(source.value(QStringLiteral("load")).toObject()));
    m_serverCpus->setConfigs(cpuConfigs(source.value(QStringLiteral("server_cpus"))));
    m_clientCpus->setConfigs(cpuConfigs(source.value(QStringLiteral("client_cpus"))));
    const int bind
        = m_clientBind->findData(source.value(QStringLiteral("client_bind")).toString(QStringLiteral("all")));
    m_clientBind->setCurrentIndex(std::max(0, bind));
    m_duration->setText(secondsText(source.value(QStringLiteral("duration"))));
    m_events->setValue(int(std::min<double>(source.value(QStringLiteral("events")).toDouble(), m_events->maximum())));
    m_warmup->setText(secondsText(source.value(QStringLiteral("warmup"))));
    m_cooldown->setText(secondsText(source.value(QStringLiteral("cooldown"))));
    m_settle->setText(secondsText(source.value(QStringLiteral("restart_settle"))));

    QStringList order;
    for (const QJsonValue& v : source.value(QStringLiteral("order")).toArray()) {
        if (ExperimentPlan::axisNames().contains(v.toString()) && !order.contains(v.toString()))
            order.append(v.toString());
    }
    for (const QString& axis : ExperimentPlan::axisNames()) {
        if (!order.contains(axis))
            order.append(axis);
    }
    m_order->clear();
    for (const QString& axis : order) {
        auto* item = new QListWidgetItem(axisTitle(axis), m_order);
        item->setData(Qt::UserRole, axis);
    }
    m_order->setFixedHeight(m_order->sizeHintForRow(0) * m_order->count() + 2 * m_order->frameWidth() + 4);
    m_name->setCursorPosition(0);
    m_description->setCursorPosition(0);
    m_description->setToolTip(m_description->text());
    updateClientsPreview();
    blocker.unblock();
    Q_EMIT changed();
}

bool PlanForm::useFileServers() const
{
    return m_server->currentData().toString() == QLatin1String(kFromFile);
}

bool PlanForm::useFileWorkloads() const
{
    return m_workload->currentData().toString() == QLatin1String(kFromFile);
}

void PlanForm::updateSources()
{
    const bool fileServers = m_server->count() > 0 ? useFileServers() : true;
    const bool fileWorkloads = m_workload->count() > 0 ? useFileWorkloads() : true;
    const QSignalBlocker serverBlocker(m_server);
    const QSignalBlocker workloadBlocker(m_workload);
    m_server->clear();
    m_workload->clear();
    const ServerProfile& p = m_workspace->profile();
    m_server->addItem(
        tr("From the Connection page: %1")
            .arg(p.name.isEmpty() ? p.endpoint() : p.name + QStringLiteral(" (") + p.endpoint() + QLatin1Char(')')),
        QLatin1String(kFromPage));
    const QJsonArray servers = m_base.value(QStringLiteral("servers")).toArray();
    if (!servers.isEmpty())
        m_server->addItem(tr("As in the plan file: %1").arg(serverNames(servers)), QLatin1String(kFromFile));
    const QString workload
        = m_workspace->mix().isEmpty() ? m_workspace->workloadName() : tr("mix %1").arg(m_workspace->mix());
    m_workload->addItem(workload.isEmpty() ? tr("From the Workload page: none chosen yet")
                                           : tr("From the Workload page: %1").arg(workload),
        QLatin1String(kFromPage));
    const QJsonArray workloads = m_base.value(QStringLiteral("workloads")).toArray();
    if (!workloads.isEmpty())
        m_workload->addItem(tr("As in the plan file: %1").arg(workloadNames(workloads)), QLatin1String(kFromFile));
    m_server->setCurrentIndex(fileServers ? m_server->count() - 1 : 0);
    m_workload->setCurrentIndex(fileWorkloads ? m_workload->count() - 1 : 0);
    Q_EMIT changed();
}

void PlanForm::updateClientsPreview()
{
    QList<PlanIssue> issues;
    const QList<int> counts = ClientCounts::read(clientsJson(m_clients->text()), QStringLiteral("$.clients"), issues);
    if (counts.isEmpty() || PlanIssue::hasErrors(issues)) {
        m_clientsPreview->setText(tr("A list such as 5, 10, 25 or a range such as 1..256 step 25 or 1..512 doubling"));
        return;
    }
    QStringList shown;
    for (int n : counts.mid(0, 16))
        shown.append(QString::number(n));
    if (counts.size() > 16)
        shown.append(QStringLiteral("…"));
    m_clientsPreview->setText(counts.size() == 1
            ? tr("1 value: %1").arg(shown.first())
            : tr("%1 values: %2").arg(counts.size()).arg(shown.join(QStringLiteral(", "))));
}

QJsonValue PlanForm::connectionServerJson() const
{
    const ServerProfile& p = m_workspace->profile();
    // The sandbox by name, so that the plan can restart it and bind its threads.
    if (p.name == PlanServer::sandboxName()
        && p.socket == SandboxServer(m_workspace->sandboxDirectory()).status().socket)
        return PlanServer::sandboxName();
    PlanServer server;
    server.name = connectionServerName();
    server.host = p.host;
    server.port = p.host.isEmpty() ? 0 : int(p.port);
    server.socket = p.host.isEmpty() ? p.socket : QString();
    server.user = p.user;
    server.database = p.database;
    server.sslMode = ServerProfile::sslModeName(p.sslMode);
    return server.toJson();
}

QString PlanForm::connectionServerName() const
{
    if (useFileServers())
        return {};
    const ServerProfile& p = m_workspace->profile();
    if (p.name == PlanServer::sandboxName())
        return {};
    return p.name.isEmpty() ? QStringLiteral("connection") : p.name;
}

QJsonValue PlanForm::workspaceWorkloadJson() const
{
    if (!m_workspace->mix().isEmpty()) // the Workload page's mix; a sweep needs {clients} in it (the plan says so)
        return QJsonObject { { QStringLiteral("mix"), m_workspace->mix() } };
    QJsonObject options;
    const auto& texts = m_workspace->workloadOptions();
    for (auto it = texts.cbegin(); it != texts.cend(); ++it) {
        bool ok = false;
        const qlonglong n = it.value().toLongLong(&ok);
        options.insert(it.key(), ok ? QJsonValue(n) : QJsonValue(it.value()));
    }
    return QJsonObject { { QStringLiteral("name"), m_workspace->workloadName() },
        { QStringLiteral("options"), options } };
}

QJsonObject PlanForm::toJson() const
{
    QJsonObject o = m_base;
    o.insert(QStringLiteral("schema"), ExperimentPlan::schemaName());
    o.insert(QStringLiteral("version"), ExperimentPlan::schemaVersion);
    o.insert(QStringLiteral("name"), m_name->text().trimmed());
    if (m_description->text().trimmed().isEmpty())
        o.remove(QStringLiteral("description"));
    else
        o.insert(QStringLiteral("description"), m_description->text().trimmed());
    if (!useFileServers())
        o.insert(QStringLiteral("servers"), QJsonArray { connectionServerJson() });
    if (!useFileWorkloads())
        o.insert(QStringLiteral("workloads"),
            m_workspace->workloadName().isEmpty() ? QJsonArray() : QJsonArray { workspaceWorkloadJson() });
    if (m_clients->text().trimmed().isEmpty())
        o.remove(QStringLiteral("clients"));
    else
        o.insert(QStringLiteral("clients"), clientsJson(m_clients->text()));
    o.insert(QStringLiteral("server_cpus"), cpuJson(m_serverCpus->configs()));
    o.insert(QStringLiteral("client_cpus"), cpuJson(m_clientCpus->configs()));
    o.insert(QStringLiteral("client_bind"), m_clientBind->currentData().toString());
    o.insert(QStringLiteral("repetitions"), m_repetitions->value());
    const std::pair<QString, QLineEdit*> seconds[]
        = { { QStringLiteral("duration"), m_duration }, { QStringLiteral("warmup"), m_warmup },
              { QStringLiteral("cooldown"), m_cooldown }, { QStringLiteral("restart_settle"), m_settle } };
    for (const auto& [key, edit] : seconds) {
        if (edit->text().trimmed().isEmpty())
            o.remove(key);
        else
            o.insert(key, secondsJson(edit->text()));
    }
    if (m_events->value() > 0)
        o.insert(QStringLiteral("events"), m_events->value());
    else
        o.remove(QStringLiteral("events"));
    QJsonArray order;
    for (int i = 0; i < m_order->count(); ++i)
        order.append(m_order->item(i)->data(Qt::UserRole).toString());
    o.insert(QStringLiteral("order"), order);
    const LoadLayout load = m_load->layout(LoadLayout::fromJson(m_base.value(QStringLiteral("load")).toObject()));
    if (load.active())
        o.insert(QStringLiteral("load"), load.toJson());
    else
        o.remove(QStringLiteral("load"));
    return o;
}

} // namespace sb

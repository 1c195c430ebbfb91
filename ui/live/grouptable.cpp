// SPDX-License-Identifier: GPL-3.0-or-later
#include "grouptable.h"

#include "plan/mixspec.h"

#include <QHeaderView>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace sb {

namespace {

    QTableWidgetItem* cell(const QString& text, bool number)
    {
        auto* item = new QTableWidgetItem(text);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        if (number)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    }

} // namespace

GroupTable::GroupTable(QWidget* parent)
    : QGroupBox(tr("Client groups (the total is above)"), parent)
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("groupBox"));
    m_table->setObjectName(QStringLiteral("groupTable"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels({ tr("Group"), tr("Workload"), tr("Clients"), tr("Transactions/s"),
        tr("Queries/s"), tr("p95 latency (ms)"), tr("Errors/s"), tr("NOPM") });
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    hide();
}

void GroupTable::begin(const QString& mix)
{
    m_table->setRowCount(0);
    m_latest.clear();
    m_dirty = false;
    const auto groups = mix.isEmpty() ? Result<QList<MixGroupSpec>>(QList<MixGroupSpec>()) : MixSpec::parse(mix);
    if (!groups || groups->isEmpty()) {
        hide();
        return;
    }
    m_table->setRowCount(int(groups->size()));
    for (int r = 0; r < groups->size(); ++r) {
        const MixGroupSpec& g = groups->at(r);
        const QString clients = g.rate > 0
            ? tr("%1 (%2 arrivals/s)").arg(g.clients).arg(QLocale().toString(g.rate, 'g', 6))
            : QString::number(g.clients);
        m_table->setItem(r, Group, cell(g.name, false));
        m_table->setItem(r, Workload, cell(g.workload, false));
        m_table->setItem(r, Clients, cell(clients, true));
        for (int c = Tps; c < ColumnCount; ++c)
            m_table->setItem(r, c, cell(QStringLiteral("–"), true));
        IntervalSample none;
        none.group = g.name;
        m_latest.append(none);
    }
    m_table->setColumnHidden(Nopm, true);
    // Every group's row in sight, without a scroll bar (a mix has a few groups).
    m_table->resizeRowsToContents();
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_table->rowCount(); ++r)
        height += m_table->rowHeight(r);
    m_table->setFixedHeight(height);
    show();
}

void GroupTable::update(const IntervalSample& group)
{
    for (IntervalSample& s : m_latest) {
        if (s.group == group.group) {
            s = group;
            m_dirty = true;
            return;
        }
    }
}

void GroupTable::refresh()
{
    if (!m_dirty)
        return;
    m_dirty = false;
    const QLocale locale;
    for (int r = 0; r < m_latest.size(); ++r) {
        const IntervalSample& s = m_latest.at(r);
        if (s.intervalSec <= 0)
            continue;
        m_table->item(r, Tps)->setText(locale.toString(s.tps(), 'f', 1));
        m_table->item(r, Qps)->setText(locale.toString(s.qps(), 'f', 1));
        m_table->item(r, P95)->setText(locale.toString(s.latency.p95Ms, 'f', 2));
        m_table->item(r, Errors)->setText(locale.toString(s.perSec(s.ignoredErrors + s.fatalErrors), 'f', 1));
        if (s.headline > 0) {
            m_table->setColumnHidden(Nopm, false);
            m_table->item(r, Nopm)->setText(locale.toString(s.headlinePerMin(), 'f', 0));
        }
    }
}

} // namespace sb

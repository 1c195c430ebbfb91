// SPDX-License-Identifier: GPL-3.0-or-later
#include "countertiles.h"

#include "common/flowlayout.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <cmath>

namespace sb {

namespace {

    QString number(double value, int decimals = 0)
    {
        return QLocale().toString(value, 'f', decimals);
    }

} // namespace

CounterTiles::CounterTiles(QWidget* parent)
    : QFrame(parent)
{
    // Wrapping rows: eight tiles side by side are wider than a laptop's window.
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("tilesCaption"));
    m_caption->setWordWrap(true);
    outer->addWidget(m_caption);
    auto* layout = new FlowLayout(nullptr, 6, 6);
    layout->setFillRows(true);
    layout->setContentsMargins(0, 0, 0, 0);
    outer->addLayout(layout);
    m_tps = addTile(layout, tr("Transactions/s"), "tpsValue");
    m_nopm = addTile(layout, tr("New-Orders/min (NOPM)"), "nopmValue");
    m_nopm->parentWidget()->hide();
    m_qps = addTile(layout, tr("Queries/s"), "qpsValue");
    m_p95 = addTile(layout, tr("Latency p95"), "p95Value");
    m_errors = addTile(layout, tr("Errors (retried / fatal)"), "errorsValue");
    m_reconnects = addTile(layout, tr("Reconnects"), "reconnectsValue");
    m_connected = addTile(layout, tr("Connections (connected / busy)"), "connectionsValue");
    m_elapsed = addTile(layout, tr("Time"), "elapsedValue");
}

// A caption over a large value (the label returned, named for tests).
QLabel* CounterTiles::addTile(FlowLayout* row, const QString& caption, const char* name)
{
    auto* box = new QFrame(this);
    box->setFrameShape(QFrame::StyledPanel);
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(10, 6, 10, 6);
    auto* title = new QLabel(caption, box);
    title->setEnabled(false);
    auto* value = new QLabel(QStringLiteral("–"), box);
    value->setObjectName(QLatin1String(name));
    QFont font = value->font();
    font.setPointSizeF(font.pointSizeF() * 1.5);
    font.setBold(true);
    value->setFont(font);
    auto* note = new QLabel(box);
    note->setObjectName(QLatin1String(name) + QStringLiteral("Last"));
    note->setEnabled(false);
    note->hide();
    v->addWidget(title);
    v->addWidget(value);
    v->addWidget(note);
    row->addWidget(box);
    return value;
}

void CounterTiles::begin(double durationSec)
{
    m_runDuration = durationSec;
    m_ignoredErrors = m_fatalErrors = m_reconnectCount = 0;
    // Every tile starts over, connections too: a plan stopped before its next step measured showed "Nothing measured"
    // beside the step before's "1 / 1.0".
    for (QLabel* l : { m_tps, m_nopm, m_qps, m_p95, m_errors, m_reconnects, m_connected, m_elapsed })
        l->setText(QStringLiteral("–"));
    m_caption->setText(tr("<b>Last interval</b> (errors and reconnects: since the start)"));
    m_nopm->parentWidget()->hide();
    for (QLabel* l : { m_tps, m_nopm, m_qps, m_p95, m_elapsed })
        setNote(l, QString());
}

void CounterTiles::setNote(QLabel* value, const QString& note)
{
    auto* label = value->parentWidget()->findChild<QLabel*>(value->objectName() + QStringLiteral("Last"));
    label->setText(note);
    label->setVisible(!note.isEmpty());
}

void CounterTiles::setCaption(const QString& text)
{
    m_caption->setText(text);
}

void CounterTiles::count(const IntervalSample& s)
{
    m_ignoredErrors += s.ignoredErrors;
    m_fatalErrors += s.fatalErrors;
    m_reconnectCount += s.reconnects;
}

QString CounterTiles::caption() const { return m_caption->text(); }

void CounterTiles::showSummary(const RunSummary& s)
{
    // The last interval's figures go under the run's (a run that measured nothing has none).
    const bool measured = m_tps->text() != QStringLiteral("–");
    auto last = [this, measured](QLabel* value) {
        setNote(value, measured ? tr("last interval: %1").arg(value->text()) : QString());
    };
    for (QLabel* l : { m_tps, m_qps, m_p95 })
        last(l);
    if (s.headline > 0)
        last(m_nopm);
    m_tps->setText(number(s.tps(), 1)); // with the Summary's decimals: the same figure, written the same
    if (s.headline > 0) {
        m_nopm->parentWidget()->show();
        m_nopm->setText(number(s.headlinePerMin(), 0));
    }
    m_qps->setText(number(s.qps(), 1));
    m_p95->setText(s.targetRate > 0
            ? tr("%1 ms (service %2 ms)").arg(number(s.latency.p95Ms, 2), number(s.serviceLatency.p95Ms, 2))
            : tr("%1 ms").arg(number(s.latency.p95Ms, 2)));
    m_elapsed->setText(tr("%1 s measured").arg(number(s.durationSec, 1)));
}

void CounterTiles::show(const IntervalSample& s)
{
    for (QLabel* l : { m_tps, m_nopm, m_qps, m_p95, m_elapsed })
        setNote(l, QString());
    m_tps->setText(number(s.tps(), s.tps() < 100 ? 1 : 0));
    if (s.headline > 0)
        m_nopm->parentWidget()->show();
    m_nopm->setText(number(s.headlinePerMin(), 0));
    m_qps->setText(number(s.qps(), s.qps() < 100 ? 1 : 0));
    m_p95->setText(s.targetRate > 0
            ? tr("%1 ms (service %2 ms)").arg(number(s.latency.p95Ms, 2), number(s.serviceLatency.p95Ms, 2))
            : tr("%1 ms").arg(number(s.latency.p95Ms, 2)));
    m_errors->setText(QStringLiteral("%1 / %2").arg(m_ignoredErrors).arg(m_fatalErrors));
    m_reconnects->setText(QString::number(m_reconnectCount));
    m_connected->setText(QStringLiteral("%1 / %2").arg(s.connected).arg(number(s.busy, 1)));
    // A warm-up's interval times are negative (the measured time starts at 0): the time it has left.
    m_elapsed->setText(s.warmup ? tr("warm-up, %1 s left").arg(number(std::ceil(std::max(0.0, -s.timeSec)), 0))
                                : tr("%1 of %2 s").arg(number(s.timeSec, 0), number(m_runDuration, 0)));
}

} // namespace sb

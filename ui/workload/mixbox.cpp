// SPDX-License-Identifier: GPL-3.0-or-later
#include "mixbox.h"

#include "common/appsettings.h"
#include "common/errortext.h"
#include "common/workspace.h"
#include "plan/mixspec.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace sb {

namespace {

    const QString kKey = QStringLiteral("workload/mix");

} // namespace

MixBox::MixBox(Workspace* workspace, QWidget* parent)
    : QGroupBox(tr("Mix: several client groups in one run"), parent)
    , m_workspace(workspace)
    , m_clients(new QSpinBox(this))
    , m_rate(new QDoubleSpinBox(this))
    , m_add(new QPushButton(tr("&Add to the mix"), this))
    , m_text(new QLineEdit(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("mixBox"));
    m_clients->setObjectName(QStringLiteral("mixClients"));
    m_clients->setRange(1, 100000);
    m_clients->setValue(4);
    m_clients->setToolTip(tr("The group's client connections"));
    m_rate->setObjectName(QStringLiteral("mixRate"));
    m_rate->setRange(0, 1e9);
    m_rate->setDecimals(1);
    m_rate->setSpecialValueText(tr("as fast as they can"));
    m_rate->setSuffix(tr(" tx/s"));
    m_rate->setToolTip(tr("The group's arrivals per second (open loop); at 0 each client starts its next "
                          "transaction when the last ends"));
    m_add->setObjectName(QStringLiteral("mixAdd"));
    m_add->setToolTip(tr("Adds the workload chosen on the left, with the options changed above, as a group"));
    auto* clear = new QPushButton(tr("Clear"), this);
    clear->setObjectName(QStringLiteral("mixClear"));
    clear->setToolTip(tr("No mix: the Run page runs the workload above alone"));
    m_text->setObjectName(QStringLiteral("mixText"));
    m_text->setPlaceholderText(tr("no mix, e.g. tpcc:16@warehouses=4,oltp_read_only:2@rate=20"));
    m_text->setToolTip(tr("The groups as scalebench-cli run --mix takes them: WORKLOAD:CLIENTS[@NAME=VALUE,...], "
                          "groups separated by commas"));
    m_status->setObjectName(QStringLiteral("mixStatus"));
    m_status->setWordWrap(true);

    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Clients:"), this));
    row->addWidget(m_clients);
    row->addWidget(new QLabel(tr("Rate:"), this));
    row->addWidget(m_rate);
    row->addStretch(1);
    row->addWidget(m_add);
    row->addWidget(clear);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(m_text);
    layout->addWidget(m_status);

    connect(m_add, &QPushButton::clicked, this, [this] {
        addGroup(m_workspace->workloadName(), m_workspace->workloadOptions());
    });
    connect(clear, &QPushButton::clicked, m_text, &QLineEdit::clear);
    connect(m_text, &QLineEdit::textChanged, this, &MixBox::textChanged);
    m_text->setText(AppSettings().value(kKey).toString());
    textChanged();
}

void MixBox::addGroup(const QString& workload, const QMap<QString, QString>& options)
{
    QStringList settings;
    if (m_rate->value() > 0)
        settings << QStringLiteral("rate=%1").arg(m_rate->value(), 0, 'g', 10);
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        settings << QStringLiteral("%1=%2").arg(it.key(), it.value());
    QString group = QStringLiteral("%1:%2").arg(workload).arg(m_clients->value());
    if (!settings.isEmpty())
        group += QLatin1Char('@') + settings.join(QLatin1Char(','));
    const QString now = m_text->text().trimmed();
    m_text->setText(now.isEmpty() ? group : now + QLatin1Char(',') + group);
}

QString MixBox::text() const
{
    return m_text->text();
}

void MixBox::setText(const QString& text)
{
    m_text->setText(text);
}

QString MixBox::status() const
{
    return m_status->text();
}

void MixBox::textChanged()
{
    const QString text = m_text->text().trimmed();
    AppSettings().setValue(kKey, text);
    m_workspace->setMix(text);
    if (text.isEmpty()) {
        m_status->setText(tr("No mix: the Run page runs the workload above alone."));
        return;
    }
    const auto clients = MixSpec::check(text);
    const auto groups = MixSpec::parse(text);
    if (!clients || !groups) {
        m_status->setText(QStringLiteral("<span style='color:#b00020'>%1</span>")
                              .arg(ErrorText::describe(clients ? groups.error() : clients.error()).toHtmlEscaped()));
        return;
    }
    QStringList names;
    for (const MixGroupSpec& g : *groups)
        names << g.name;
    const QString count = groups->size() == 1 ? tr("1 group") : tr("%1 groups").arg(groups->size());
    m_status->setText(tr("The Run page runs this mix: %1 (%2), %3 clients in all, on one clock; each group's tables "
                         "are its workload's, prepared when the run starts if missing.")
                          .arg(count, names.join(QStringLiteral(", ")).toHtmlEscaped())
                          .arg(*clients));
}

} // namespace sb

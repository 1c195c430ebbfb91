// SPDX-License-Identifier: GPL-3.0-or-later
#include "cpupage.h"

#include "affinity/affinitypresets.h"
#include "common/errortext.h"
#include "common/flowlayout.h"
#include "common/presetlabel.h"
#include "common/workspace.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QFileDialog>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>
#include <unistd.h>

namespace sb {

namespace {

    QIcon swatch(const QColor& color)
    {
        QPixmap pixmap(14, 14);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setBrush(color);
        p.setPen(color.darker(130));
        p.drawRoundedRect(QRectF(0.5, 0.5, 13, 13), 3, 3);
        return QIcon(pixmap);
    }

} // namespace

CpuPage::CpuPage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_view(new TopologyView(this))
{
    m_view->setObjectName(QStringLiteral("topologyView"));
    m_serverTitle = new QLabel(this);
    m_serverTitle->setObjectName(QStringLiteral("serverHostTitle"));
    m_clientTitle = new QLabel(this);
    m_clientTitle->setObjectName(QStringLiteral("clientHostTitle"));
    m_clientView = new TopologyView(this);
    m_clientView->setObjectName(QStringLiteral("clientTopologyView"));
    m_clientView->setAttribute(Qt::WA_TransparentForMouseEvents); // shown for comparison; the sets are edited above
    auto* views = new QVBoxLayout;
    views->addWidget(m_serverTitle);
    views->addWidget(m_view, 3);
    views->addWidget(m_clientTitle);
    views->addWidget(m_clientView, 2);
    for (QWidget* w : { static_cast<QWidget*>(m_serverTitle), static_cast<QWidget*>(m_clientTitle), static_cast<QWidget*>(m_clientView) })
        w->hide();
    auto* body = new QHBoxLayout;
    body->addLayout(views, 1);
    body->addWidget(createSidePanel());
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createBanner());
    layout->addWidget(createToolbar());
    layout->addLayout(body, 1);

    connect(m_view, &TopologyView::setEdited, this, [this](Side side, const CpuSet& set) {
        showNote({});
        setSet(side, set);
    });
    connect(m_view, &TopologyView::pusRefused, this, [this](const CpuSet& refused) {
        const Side owner = other(activeSide());
        showNote(tr("CPUs %1 belong to the %2 set and were left out. Tick <i>Allow shared CPUs</i> to give a CPU to "
                    "both.")
                     .arg(refused.toCpuList(), owner == Side::Server ? tr("server") : tr("client")));
    });
    connect(m_workspace, &Workspace::cpusChanged, this, &CpuPage::loadFromWorkspace);
    connect(m_workspace, &Workspace::serverHostChanged, this, &CpuPage::showServerHost);
    useLocalTopology();
}

void CpuPage::showServerHost()
{
    const bool remote = m_workspace->serverHostTopology().has_value();
    for (QWidget* w : { static_cast<QWidget*>(m_serverTitle), static_cast<QWidget*>(m_clientTitle), static_cast<QWidget*>(m_clientView) })
        w->setVisible(remote);
    if (!remote) {
        useLocalTopology();
        return;
    }
    const QString name = m_workspace->serverHostName();
    m_serverTitle->setText(tr("<b>Server host %1</b> (through its agent, ssh %2): the server set and the presets "
                              "name its CPUs")
                               .arg(name.toHtmlEscaped(), m_workspace->serverSsh().label().toHtmlEscaped()));
    if (auto local = Topology::loadLocal()) {
        m_clientTopology.emplace(*local);
        m_clientView->setTopology(*m_clientTopology);
        char host[256] = {};
        ::gethostname(host, sizeof host - 1);
        m_clientTitle->setText(tr("<b>Client host %1</b> (this machine, where the benchmark clients run): %2 CPUs")
                                   .arg(QString::fromLocal8Bit(host).toHtmlEscaped())
                                   .arg(local->puCount()));
    }
    setTopology(*m_workspace->serverHostTopology());
}

CpuPage::~CpuPage()
{
    // Closing the window moves the focus, and a line edit losing it would call back into a half-destroyed page.
    for (const SideWidgets& w : m_sides)
        w.edit->disconnect(this);
}

QWidget* CpuPage::createBanner()
{
    m_banner = new QFrame(this);
    m_banner->setObjectName(QStringLiteral("foreignTopologyBanner"));
    m_banner->setFrameShape(QFrame::StyledPanel);
    m_banner->setStyleSheet(QStringLiteral(
        "#foreignTopologyBanner { background: #fff4ce; border: 1px solid #e0b400; border-radius: 4px; }"));
    m_bannerText = new QLabel(m_banner);
    m_bannerText->setWordWrap(true);
    m_bannerText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* back = new QPushButton(tr("Back to this machine"), m_banner);
    back->setObjectName(QStringLiteral("useLocalTopology"));
    connect(back, &QPushButton::clicked, this, &CpuPage::useLocalTopology);
    auto* layout = new QHBoxLayout(m_banner);
    layout->addWidget(m_bannerText, 1);
    layout->addWidget(back);
    m_banner->hide();
    return m_banner;
}

QWidget* CpuPage::createToolbar()
{
    auto* bar = new QWidget(this);
    auto* group = new QButtonGroup(bar);
    // Wraps on a laptop's window (in German the row is wider than the page).
    auto* layout = new FlowLayout(bar, 8, 6);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Click or drag over CPUs to edit:"), bar));
    for (Side side : { Side::Server, Side::Client }) {
        auto* toggle = new QPushButton(
            swatch(TopologyView::sideColor(side)), side == Side::Server ? tr("&Server CPUs") : tr("C&lient CPUs"), bar);
        toggle->setObjectName(side == Side::Server ? QStringLiteral("editServer") : QStringLiteral("editClient"));
        toggle->setCheckable(true);
        toggle->setToolTip(side == Side::Server ? tr("Clicks and drags edit the CPUs the server may run on")
                                                : tr("Clicks and drags edit the CPUs the benchmark clients run on"));
        group->addButton(toggle);
        layout->addWidget(toggle);
        m_sides[index(side)].toggle = toggle;
        connect(toggle, &QPushButton::clicked, this, [this, side] { setActiveSide(side); });
    }
    m_sides[0].toggle->setChecked(true);
    m_allowShared = new QCheckBox(tr("Allow shared CPUs"), bar);
    m_allowShared->setObjectName(QStringLiteral("allowShared"));
    m_allowShared->setToolTip(tr("Off: a CPU belongs to the server or to the client, never both, so that the client "
                                 "does not take CPU time from the server it measures. On: for studies of a shared "
                                 "machine."));
    connect(m_allowShared, &QCheckBox::toggled, m_view, &TopologyView::setAllowShared);
    layout->addWidget(m_allowShared);
    m_summary = new QLabel(bar);
    m_summary->setObjectName(QStringLiteral("topologySummary"));
    layout->addWidget(m_summary);
    auto* open = new QToolButton(bar);
    open->setObjectName(QStringLiteral("openTopology"));
    open->setText(tr("Open topology..."));
    open->setToolTip(tr("Plan for another machine: an hwloc XML file (lstopo machine.xml) or a synthetic "
                        "description such as package:2 core:6 pu:2"));
    open->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(open);
    menu->addAction(tr("hwloc &XML file..."), this, [this] { openTopologyDialog(true); });
    menu->addAction(tr("&Synthetic description..."), this, [this] { openTopologyDialog(false); });
    menu->addSeparator();
    menu->addAction(tr("&This machine"), this, &CpuPage::useLocalTopology);
    open->setMenu(menu);
    layout->addWidget(open);
    return bar;
}

QWidget* CpuPage::createSetBox(Side side, QWidget* parent)
{
    auto* box = new QGroupBox(side == Side::Server ? tr("Server CPUs") : tr("Client CPUs"), parent);
    SideWidgets& w = m_sides[index(side)];
    const QString name = side == Side::Server ? QStringLiteral("server") : QStringLiteral("client");
    w.edit = new QLineEdit(box);
    w.edit->setObjectName(name + QStringLiteral("CpuList"));
    w.edit->setPlaceholderText(tr("empty: not bound"));
    w.edit->setClearButtonEnabled(true);
    w.edit->setToolTip(tr("A CPU list as taskset takes it (0-3,8,10-11) or a preset name (cores:4:nosmt)"));
    w.message = new QLabel(box);
    w.message->setObjectName(name + QStringLiteral("CpuMessage"));
    w.message->setWordWrap(true);
    w.message->setStyleSheet(QStringLiteral("color: #b00020;"));
    w.message->hide();
    w.count = new QLabel(box);
    w.count->setObjectName(name + QStringLiteral("CpuCount"));
    w.count->setWordWrap(true);
    auto* layout = new QVBoxLayout(box);
    auto* row = new QHBoxLayout;
    auto* colour = new QLabel(box);
    colour->setPixmap(swatch(TopologyView::sideColor(side)).pixmap(14, 14));
    row->addWidget(colour);
    row->addWidget(w.edit, 1);
    layout->addLayout(row);
    layout->addWidget(w.message);
    layout->addWidget(w.count);
    connect(w.edit, &QLineEdit::textEdited, this, [this, side] { textEdited(side); });
    connect(w.edit, &QLineEdit::editingFinished, this, [this, side] {
        if (m_sides[index(side)].message->isHidden())
            m_sides[index(side)].edit->setText(m_sides[index(side)].set.toCpuList());
    });
    return box;
}

QWidget* CpuPage::createSidePanel()
{
    auto* panel = new QWidget(this);
    panel->setFixedWidth(fontMetrics().averageCharWidth() * 50);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(createSetBox(Side::Server, panel));
    layout->addWidget(createSetBox(Side::Client, panel));
    m_note = new QLabel(panel);
    m_note->setObjectName(QStringLiteral("cpuNote"));
    m_note->setWordWrap(true);
    m_note->hide();
    layout->addWidget(m_note);

    auto* presets = new QGroupBox(tr("Presets"), panel);
    m_presets = new QListWidget(presets);
    m_presets->setObjectName(QStringLiteral("presets"));
    m_presets->setToolTip(tr("Double-click to fill the set being edited"));
    m_presets->setAlternatingRowColors(true);
    m_presets->setTextElideMode(Qt::ElideRight);
    m_presets->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_fill = new QPushButton(tr("&Fill server set"), presets);
    m_fill->setObjectName(QStringLiteral("fillPreset"));
    auto* presetLayout = new QVBoxLayout(presets);
    presetLayout->addWidget(m_presets, 1);
    presetLayout->addWidget(m_fill);
    layout->addWidget(presets, 1);
    auto fill = [this] {
        if (QListWidgetItem* item = m_presets->currentItem())
            applyPreset(item->data(Qt::UserRole).toString());
    };
    connect(m_fill, &QPushButton::clicked, this, fill);
    connect(m_presets, &QListWidget::itemActivated, this, fill);

    auto* hint = new QLabel(tr("An empty set leaves that side unbound. The Run page uses these sets for the next run; "
                               "the server is bound when it is the sandbox (or through a MySQL 8 resource group)."),
        panel);
    hint->setWordWrap(true);
    hint->setEnabled(false);
    layout->addWidget(hint);
    return panel;
}

void CpuPage::setActiveSide(Side side)
{
    m_view->setActiveSide(side);
    m_sides[index(side)].toggle->setChecked(true);
    m_fill->setText(side == Side::Server ? tr("&Fill server set") : tr("&Fill client set"));
    showNote({});
}

void CpuPage::useLocalTopology()
{
    auto local = Topology::loadLocal();
    if (!local) {
        m_banner->show();
        m_bannerText->setText(tr("<b>This machine's topology could not be read:</b> %1. Open a topology to plan.")
                                  .arg(ErrorText::describe(local.error()).toHtmlEscaped()));
        return;
    }
    setTopology(*local);
}

Error CpuPage::openSynthetic(const QString& description)
{
    auto topology = Topology::fromSynthetic(description.trimmed());
    if (!topology)
        return topology.error();
    setTopology(*topology);
    return {};
}

Error CpuPage::openXml(const QString& path)
{
    auto topology = Topology::fromXmlFile(path);
    if (!topology)
        return topology.error();
    setTopology(*topology);
    return {};
}

void CpuPage::openTopologyDialog(bool xml)
{
    Error error;
    if (xml) {
        const QString path
            = QFileDialog::getOpenFileName(this, tr("Open hwloc topology"), {}, tr("hwloc XML (*.xml);;All files (*)"));
        if (path.isEmpty())
            return;
        error = openXml(path);
    } else {
        bool ok = false;
        const QString text = QInputDialog::getText(this, tr("Synthetic topology"),
            tr("hwloc synthetic description, outermost level first, e.g.\n"
               "package:2 core:6 pu:2   or   package:2 numa:2 core:8 pu:2"),
            QLineEdit::Normal, QStringLiteral("package:2 core:6 pu:2"), &ok);
        if (!ok || text.trimmed().isEmpty())
            return;
        error = openSynthetic(text);
    }
    if (error)
        QMessageBox::warning(this, tr("Open topology"), ErrorText::describe(error));
}

void CpuPage::setTopology(const Topology& topology)
{
    m_topology.emplace(topology);
    m_view->setTopology(*m_topology);
    showTopology();
    fillPresets();
    loadFromWorkspace();
    checkSetsFit();
}

void CpuPage::showTopology()
{
    const Topology& t = *m_topology;
    int smt = 1;
    for (const auto& core : t.cores())
        smt = std::max(smt, int(core.pus.size()));
    const int packages = int(t.packages().size());
    QString summary = (packages == 1 ? tr("1 package") : tr("%1 packages").arg(packages)) + QStringLiteral(", ")
        + (t.coreCount() == 1 ? tr("1 core") : tr("%1 cores").arg(t.coreCount())) + QStringLiteral(", ")
        + (t.puCount() == 1 ? tr("1 PU") : tr("%1 PUs").arg(t.puCount()));
    if (t.numaNodes().size() > 1)
        summary += tr(", %1 NUMA nodes").arg(t.numaNodes().size());
    summary += smt > 1 ? tr(" (SMT %1)").arg(smt) : tr(" (no SMT)");
    m_summary->setText(summary);
    const bool serverHost = t.source().startsWith(QLatin1String("agent:"));
    m_banner->setVisible(!t.isLocal() && !serverHost);
    if (!t.isLocal() && !serverHost) {
        const QString source = t.source();
        const QString what = source.startsWith(QLatin1String("xml:"))
            ? tr("the hwloc XML file %1").arg(source.mid(4))
            : tr("the synthetic topology \"%1\"").arg(source.mid(source.indexOf(QLatin1Char(':')) + 1));
        m_bannerText->setText(tr("<b>Planning for another machine:</b> this is %1, not the machine ScaleBench runs "
                                 "on. A run checks the sets against this machine.")
                                  .arg(what.toHtmlEscaped()));
    }
}

void CpuPage::fillPresets()
{
    m_presets->clear();
    for (const AffinityPreset& preset : AffinityPresets::list(*m_topology)) {
        const QString label = PresetLabel::label(preset.name, m_topology->smtEnabled());
        auto* item = new QListWidgetItem(
            QStringLiteral("%1\n      %2: %3").arg(preset.name, label, preset.cpus.toCpuList()), m_presets);
        item->setData(Qt::UserRole, preset.name);
        item->setToolTip(tr("%1: CPUs %2").arg(label, preset.cpus.toCpuList()));
    }
}

bool CpuPage::applyPreset(const QString& name)
{
    if (!m_topology)
        return false;
    auto preset = AffinityPresets::find(*m_topology, name);
    if (!preset) {
        showMessage(activeSide(), ErrorText::describe(preset.error()));
        return false;
    }
    const Side side = activeSide();
    CpuSet set = preset->cpus;
    const CpuSet taken = m_allowShared->isChecked() ? CpuSet() : set & m_sides[index(other(side))].set;
    set = set - taken;
    if (set.isEmpty()) {
        showMessage(side,
            tr("Every CPU of %1 is in the other set; clear that set or tick Allow shared CPUs.").arg(preset->name));
        return false;
    }
    setSet(side, set);
    showNote(taken.isEmpty()
            ? tr("%1: %2.").arg(preset->name, PresetLabel::label(preset->name, m_topology->smtEnabled()))
            : tr("%1 without CPUs %2, which the other set holds.").arg(preset->name, taken.toCpuList()));
    return true;
}

void CpuPage::textEdited(Side side)
{
    const QString text = m_sides[index(side)].edit->text().trimmed();
    const QString valid = tr("Valid: a CPU list such as 0-3,8 within %1, a preset such as cores:2 or all:nosmt, or "
                             "nothing for no binding.")
                              .arg(m_topology->allPus().toCpuList());
    if (text.isEmpty()) {
        setSet(side, {}, false);
        return;
    }
    auto preset = AffinityPresets::find(*m_topology, text);
    if (!preset) {
        showMessage(side, ErrorText::describe(preset.error()) + QStringLiteral(". ") + valid);
        return;
    }
    const CpuSet overlap = preset->cpus & m_sides[index(other(side))].set;
    if (!overlap.isEmpty() && !m_allowShared->isChecked()) {
        showMessage(side,
            tr("CPUs %1 are in the %2 set. Remove them there or tick Allow shared CPUs.")
                .arg(overlap.toCpuList(), side == Side::Server ? tr("client") : tr("server")));
        return;
    }
    setSet(side, preset->cpus, false);
}

void CpuPage::setSet(Side side, const CpuSet& set, bool updateText)
{
    SideWidgets& w = m_sides[index(side)];
    w.set = set;
    if (updateText)
        w.edit->setText(set.toCpuList());
    showMessage(side, {});
    m_view->setSets(m_sides[0].set, m_sides[1].set);
    updateCount(side);
    storeInWorkspace();
}

void CpuPage::showMessage(Side side, const QString& message)
{
    QLabel* label = m_sides[index(side)].message;
    label->setText(message);
    label->setVisible(!message.isEmpty());
}

void CpuPage::showNote(const QString& note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

void CpuPage::updateCount(Side side)
{
    const CpuSet& set = m_sides[index(side)].set;
    if (set.isEmpty()) {
        m_sides[index(side)].count->setText(side == Side::Server
                ? tr("Not bound: the server runs wherever the OS puts it.")
                : tr("Not bound: the clients run wherever the OS puts them."));
        return;
    }
    const int pus = set.count();
    const int cores = m_topology->coresCovered(set);
    m_sides[index(side)].count->setText((pus == 1 ? tr("1 PU") : tr("%1 PUs").arg(pus))
        + (cores == 1 ? tr(" on 1 core") : tr(" on %1 cores").arg(cores)));
}

void CpuPage::loadFromWorkspace()
{
    if (!m_topology)
        return;
    const QString texts[] = { m_workspace->serverCpus(), m_workspace->clientCpus() };
    for (Side side : { Side::Server, Side::Client }) {
        SideWidgets& w = m_sides[index(side)];
        auto set = CpuSet::parse(texts[index(side)]);
        if (set && *set == w.set) {
            updateCount(side);
            continue; // our own change coming back, or nothing new: leave what is being typed alone
        }
        w.edit->setText(set ? set->toCpuList() : texts[index(side)]);
        w.set = set ? *set : CpuSet();
        showMessage(side, set ? QString() : ErrorText::describe(set.error()));
        updateCount(side);
    }
    m_view->setSets(m_sides[0].set, m_sides[1].set);
}

void CpuPage::checkSetsFit()
{
    // Sets made for another topology stay, with a word on the CPUs this one lacks, rather than being cut silently.
    for (Side side : { Side::Server, Side::Client }) {
        const CpuSet& set = m_sides[index(side)].set;
        const Error invalid = set.isEmpty() ? Error {} : m_topology->validate(set);
        showMessage(side, invalid ? ErrorText::describe(invalid) + QLatin1Char('.') : QString());
    }
}

void CpuPage::storeInWorkspace()
{
    m_workspace->setCpus(m_sides[0].set.toCpuList(), m_sides[1].set.toCpuList());
}

} // namespace sb

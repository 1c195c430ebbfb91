// SPDX-License-Identifier: GPL-3.0-or-later
#include "topologyview.h"

#include "charts/chartpalette.h"

#include <QApplication>
#include <QHelpEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace sb {

namespace {

    // Sizes in lines of the widget's font, so that the drawing follows the user's font size.
    constexpr double kMaxPuWidth = 6;
    constexpr double kMaxPuHeight = 3.6;
    constexpr double kPuGap = 0.3;
    constexpr double kCorePad = 0.35;
    constexpr double kCoreTitle = 1.15;
    constexpr double kCellSpacing = 0.4;
    constexpr double kBoxTitle = 1.7;

    // The grid of `n` cores of `k` PUs that gives the largest PUs inside availW x availH.
    TopologyView::Grid gridFor(int n, int k, double availW, double availH, double line)
    {
        const double chromeW = 2 * kCorePad * line + (k - 1) * kPuGap * line + kCellSpacing * line;
        const double chromeH = (kCoreTitle + 2 * kCorePad + kCellSpacing) * line;
        TopologyView::Grid best;
        double bestScore = -1;
        for (int cols = std::max(n, 1); cols >= 1; --cols) {
            const int rows = (n + cols - 1) / cols;
            const double puW = std::min((availW / cols - chromeW) / k, kMaxPuWidth * line);
            const double puH = std::min(availH / rows - chromeH, kMaxPuHeight * line);
            // Full rows look tidier: a grid with empty cells must give clearly larger PUs to win.
            const double score = std::min(puW, puH * 1.4) * std::pow(double(n) / (rows * cols), 0.25);
            if (score > bestScore + 0.5) {
                bestScore = score;
                best = { cols, rows, std::max(puW, 1.0), std::max(puH, 1.0), 0, 0 };
            }
        }
        best.cellW = k * best.puW + chromeW;
        best.cellH = best.puH + chromeH;
        return best;
    }

    QString sizeText(quint64 bytes)
    {
        if (bytes >= (quint64(1) << 30))
            return QStringLiteral("%1 GiB").arg(double(bytes) / double(quint64(1) << 30), 0, 'f', 1);
        if (bytes >= (quint64(1) << 20))
            return QStringLiteral("%1 MiB").arg(bytes >> 20);
        return QStringLiteral("%1 KiB").arg(bytes >> 10);
    }

    QColor textOn(const QColor& fill)
    {
        return fill.lightnessF() < 0.55 ? QColor(Qt::white) : QColor(Qt::black);
    }

} // namespace

TopologyView::TopologyView(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
}

TopologyView::~TopologyView() = default;

QColor TopologyView::sideColor(Side side)
{
    return ChartPalette::color(side == Side::Server ? 0 : 1);
}

void TopologyView::setTopology(const Topology& topology)
{
    m_topology.emplace(topology);
    m_drag.reset();
    relayout();
    updateGeometry();
    update();
}

void TopologyView::setSets(const CpuSet& server, const CpuSet& client)
{
    m_server = server;
    m_client = client;
    update();
}

void TopologyView::setActiveSide(Side side)
{
    m_side = side;
    update();
}

void TopologyView::setAllowShared(bool allow)
{
    m_allowShared = allow;
}

QRect TopologyView::puRect(int osIndex) const
{
    const auto it = m_pus.find(osIndex);
    return it == m_pus.end() ? QRect() : it->second.toAlignedRect();
}

QSize TopologyView::sizeHint() const
{
    const int line = fontMetrics().height();
    return QSize(line * 48, line * 30);
}

QSize TopologyView::minimumSizeHint() const
{
    const int line = fontMetrics().height();
    return QSize(line * 20, line * 12);
}

void TopologyView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void TopologyView::relayout()
{
    m_boxes.clear();
    m_pus.clear();
    if (!m_topology)
        return;
    const double line = QFontMetricsF(font()).height();
    const double gap = line;
    const QRectF area = QRectF(rect()).adjusted(gap / 2, gap / 2, -gap / 2, -gap / 2);
    const int packages = std::max<int>(1, int(m_topology->packages().size()));
    const int cols = packages <= 3 ? packages : int(std::ceil(std::sqrt(double(packages))));
    const int rows = (packages + cols - 1) / cols;
    const QSizeF packageSize((area.width() - (cols - 1) * gap) / cols, (area.height() - (rows - 1) * gap) / rows);

    double y = area.top();
    double rowHeight = 0;
    for (int p = 0; p < packages; ++p) {
        if (p > 0 && p % cols == 0) {
            y += rowHeight + gap;
            rowHeight = 0;
        }
        const QRectF cell(QPointF(area.left() + (p % cols) * (packageSize.width() + gap), y), packageSize);
        rowHeight = std::max(rowHeight, layoutPackage(p, cell, line));
    }
    // Centre the drawing vertically when it needs less than the widget's height.
    const double used = y + rowHeight - area.top();
    const double dy = std::max(0.0, (area.height() - used) / 2);
    for (auto& box : m_boxes)
        box.rect.translate(0, dy);
    for (auto& [os, r] : m_pus)
        r.translate(0, dy);
}

// The cores of package `p` (positions in topology.cores()), one list per NUMA node drawn (node -1: no NUMA boxes).
std::vector<TopologyView::CoreGroup> TopologyView::coreGroups(int p) const
{
    const Topology& topo = *m_topology;
    const bool numaBoxes = topo.numaNodes().size() > 1;
    std::vector<CoreGroup> groups;
    for (int c = 0; c < topo.coreCount(); ++c) {
        const TopologyCore& core = topo.cores()[size_t(c)];
        if (!topo.packages().empty() && core.package != p)
            continue;
        const int node = numaBoxes ? core.numaNode : -1;
        auto it = std::find_if(groups.begin(), groups.end(), [node](const CoreGroup& g) { return g.node == node; });
        if (it == groups.end())
            it = groups.insert(groups.end(), CoreGroup { node, {} });
        it->cores.push_back(c);
    }
    return groups;
}

// Lays out package `p` in `cell`: its box, its NUMA boxes and its cores. Returns the box's height.
double TopologyView::layoutPackage(int p, const QRectF& cell, double line)
{
    const Topology& topo = *m_topology;
    const std::vector<CoreGroup> groups = coreGroups(p);
    const bool numaBoxes = topo.numaNodes().size() > 1;
    int smt = 1;
    for (const auto& core : topo.cores())
        smt = std::max(smt, int(core.pus.size()));
    // Every group gets the same share of the package's height; the boxes then shrink to what they hold.
    const double groupChrome = numaBoxes ? (kBoxTitle + 0.5) * line : 0;
    const double innerW = cell.width() - line - (numaBoxes ? line : 0);
    const double perGroupH = (cell.height() - kBoxTitle * line - 0.5 * line) / std::max<size_t>(1, groups.size()) - groupChrome;
    std::vector<Grid> grids;
    double contentW = 0;
    for (const auto& g : groups) {
        grids.push_back(gridFor(int(g.cores.size()), smt, innerW, perGroupH, line));
        contentW = std::max(contentW, grids.back().width());
    }
    QFont bold = font();
    bold.setBold(true);
    const double titleW = QFontMetricsF(bold).horizontalAdvance(packageTitle(p)) + 2 * line;
    const double boxW = std::min(cell.width(), std::max(titleW, contentW + line + (numaBoxes ? line : 0) + 2 * line));
    const double boxX = cell.left() + (cell.width() - boxW) / 2;
    const size_t packageBox = m_boxes.size();
    m_boxes.push_back({ {}, packageTitle(p), 0 });
    double gy = cell.top() + kBoxTitle * line;
    for (size_t g = 0; g < groups.size(); ++g) {
        const Grid& grid = grids[g];
        QRectF cellsArea;
        if (numaBoxes) {
            const double h = kBoxTitle * line + grid.height() + 0.5 * line;
            const QRectF box(boxX + line / 2, gy, boxW - line, h);
            m_boxes.push_back({ box, nodeTitle(groups[g].node), 1 });
            cellsArea = box.adjusted(line / 2, kBoxTitle * line, -line / 2, 0);
            gy += h + 0.5 * line;
        } else {
            cellsArea = QRectF(boxX + line / 2, gy, boxW - line, grid.height());
            gy += grid.height();
        }
        layoutCores(groups[g].cores, grid, cellsArea, line);
    }
    const double boxH = gy - cell.top() + 0.3 * line;
    m_boxes[packageBox].rect = QRectF(boxX, cell.top(), boxW, boxH);
    return boxH;
}

QString TopologyView::nodeTitle(int node) const
{
    QString title = tr("NUMA node %1").arg(node);
    for (const auto& n : m_topology->numaNodes()) {
        if (n.index == node && n.memoryBytes > 0)
            title += QStringLiteral("  ·  %1").arg(sizeText(n.memoryBytes));
    }
    return title;
}

// The cores of one group in `grid`, centred in `area`, with a rectangle per PU.
void TopologyView::layoutCores(const std::vector<int>& cores, const Grid& grid, const QRectF& area, double line)
{
    const double left = area.left() + (area.width() - grid.width() + kCellSpacing * line) / 2;
    for (size_t i = 0; i < cores.size(); ++i) {
        const TopologyCore& core = m_topology->cores()[size_t(cores[i])];
        const double cx = left + double(int(i) % grid.cols) * grid.cellW;
        const double cy = area.top() + double(int(i) / grid.cols) * grid.cellH;
        const QRectF coreBox(cx, cy, grid.cellW - kCellSpacing * line, grid.cellH - kCellSpacing * line);
        m_boxes.push_back({ coreBox, tr("Core %1").arg(core.index), 2 });
        double px = coreBox.left() + kCorePad * line;
        const double py = coreBox.top() + (kCoreTitle + kCorePad) * line;
        for (int pu : core.pus) {
            m_pus[pu] = QRectF(px, py, grid.puW, grid.puH);
            px += grid.puW + kPuGap * line;
        }
    }
    m_puFontPx = std::clamp(std::min(grid.puH * 0.5, grid.puW * 0.42), 7.0, line * 1.25);
}

QString TopologyView::packageTitle(int package) const
{
    const Topology& topo = *m_topology;
    QString title = tr("Package %1").arg(package);
    for (const auto& cache : topo.caches()) {
        if (cache.level == 3 && size_t(package) < topo.packages().size()
            && topo.packages()[size_t(package)].pus.contains(cache.pus)) {
            title += QStringLiteral("  ·  L3 %1").arg(sizeText(cache.sizeBytes));
            break;
        }
    }
    if (topo.numaNodes().size() == 1 && topo.numaNodes().front().memoryBytes > 0)
        title += QStringLiteral("  ·  %1").arg(sizeText(topo.numaNodes().front().memoryBytes));
    return title;
}

void TopologyView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    if (!m_topology) {
        p.drawText(rect(), Qt::AlignCenter, tr("No topology loaded"));
        return;
    }
    const double line = QFontMetricsF(font()).height();
    QFont titleFont = font();
    titleFont.setBold(true);
    QFont coreFont = font();
    coreFont.setPointSizeF(font().pointSizeF() * 0.85);
    const QColor boxFill[]
        = { pal.color(QPalette::Base), QColor(0xEE, 0xF3, 0xF8), pal.color(QPalette::AlternateBase) };
    for (const Box& box : m_boxes) {
        p.setPen(QPen(box.level == 2 ? pal.color(QPalette::Mid) : pal.color(QPalette::Dark), box.level == 0 ? 1.5 : 1));
        p.setBrush(boxFill[box.level]);
        p.drawRoundedRect(box.rect, box.level == 2 ? 4 : 7, box.level == 2 ? 4 : 7);
        p.setPen(pal.color(QPalette::WindowText));
        p.setFont(box.level == 2 ? coreFont : titleFont);
        const QRectF titleRect = box.level == 2
            ? box.rect.adjusted(kCorePad * line, kCorePad * line * 0.5, -kCorePad * line, 0)
            : box.rect.adjusted(line * 0.6, line * 0.3, -line * 0.6, 0);
        const QString text = QFontMetricsF(p.font()).elidedText(box.title, Qt::ElideRight, titleRect.width());
        p.drawText(titleRect, Qt::AlignLeft | Qt::AlignTop, text);
    }
    const CpuSet active = m_drag ? dragResult() : (m_side == Side::Server ? m_server : m_client);
    QFont puFont = font();
    puFont.setPixelSize(int(m_puFontPx));
    puFont.setBold(true);
    p.setFont(puFont);
    for (const auto& [os, r] : m_pus)
        paintPu(p, os, r, active);
    if (m_drag && (m_drag->to - m_drag->from).manhattanLength() >= QApplication::startDragDistance()) {
        QColor fill = sideColor(m_side);
        fill.setAlphaF(0.12);
        p.setBrush(fill);
        p.setPen(QPen(sideColor(m_side), 1.5, Qt::DashLine));
        p.drawRect(QRectF(QRect(m_drag->from, m_drag->to).normalized()));
    }
}

void TopologyView::paintPu(QPainter& p, int os, const QRectF& rect, const CpuSet& active) const
{
    const bool inServer = m_side == Side::Server ? active.contains(os) : m_server.contains(os);
    const bool inClient = m_side == Side::Client ? active.contains(os) : m_client.contains(os);
    const QColor server = sideColor(Side::Server);
    const QColor client = sideColor(Side::Client);
    QColor text = palette().color(QPalette::Text);
    if (inServer && inClient) {
        QLinearGradient split(rect.topLeft(), rect.bottomRight());
        split.setColorAt(0, server);
        split.setColorAt(0.499, server);
        split.setColorAt(0.501, client);
        split.setColorAt(1, client);
        p.setBrush(split);
        text = Qt::white;
    } else if (inServer || inClient) {
        const QColor fill = inServer ? server : client;
        p.setBrush(fill);
        text = textOn(fill);
    } else {
        p.setBrush(palette().color(QPalette::Base));
    }
    p.setPen(QPen(palette().color(QPalette::Dark), 1));
    p.drawRoundedRect(rect, 3, 3);
    if (rect.height() >= 9 && rect.width() >= 9) {
        p.setPen(text);
        p.drawText(rect, Qt::AlignCenter, QString::number(os));
    }
}

int TopologyView::puAt(const QPoint& pos) const
{
    for (const auto& [os, r] : m_pus) {
        if (r.contains(pos))
            return os;
    }
    return -1;
}

CpuSet TopologyView::pusIn(const QRect& rect) const
{
    CpuSet pus;
    for (const auto& [os, r] : m_pus) {
        if (r.intersects(QRectF(rect)))
            pus.add(os);
    }
    return pus;
}

CpuSet& TopologyView::activeSet()
{
    return m_side == Side::Server ? m_server : m_client;
}

const CpuSet& TopologyView::otherSet() const
{
    return m_side == Side::Server ? m_client : m_server;
}

CpuSet TopologyView::dragResult(CpuSet* refused) const
{
    const CpuSet& active = m_side == Side::Server ? m_server : m_client;
    if (!m_drag)
        return active;
    CpuSet touched;
    if ((m_drag->to - m_drag->from).manhattanLength() < QApplication::startDragDistance()) {
        if (const int pu = puAt(m_drag->from); pu >= 0)
            touched.add(pu);
    } else {
        touched = pusIn(QRect(m_drag->from, m_drag->to).normalized());
    }
    if (!m_drag->adding)
        return active - touched;
    if (m_allowShared)
        return active | touched;
    if (refused)
        *refused = touched & otherSet();
    return active | (touched - otherSet());
}

void TopologyView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_topology)
        return QWidget::mousePressEvent(event);
    const int pu = puAt(event->position().toPoint());
    // Pressing on a PU of the set removes (it and whatever the drag covers); anywhere else adds.
    m_drag = Drag { event->position().toPoint(), event->position().toPoint(), !(pu >= 0 && activeSet().contains(pu)) };
    update();
}

void TopologyView::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_drag)
        return QWidget::mouseMoveEvent(event);
    m_drag->to = event->position().toPoint();
    update();
}

void TopologyView::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_drag || event->button() != Qt::LeftButton)
        return QWidget::mouseReleaseEvent(event);
    m_drag->to = event->position().toPoint();
    CpuSet refused;
    const CpuSet result = dragResult(&refused);
    m_drag.reset();
    update();
    if (!(result == activeSet())) {
        activeSet() = result;
        Q_EMIT setEdited(m_side, result);
    }
    if (!refused.isEmpty())
        Q_EMIT pusRefused(refused);
}

bool TopologyView::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip || !m_topology)
        return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const int pu = puAt(help->pos());
    const TopologyCore* core = pu >= 0 ? m_topology->coreOfPu(pu) : nullptr;
    if (!core) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    QStringList siblings;
    for (int s : core->pus) {
        if (s != pu)
            siblings << QString::number(s);
    }
    QString owner = m_server.contains(pu) && m_client.contains(pu) ? tr("server and client")
        : m_server.contains(pu)                                    ? tr("server")
        : m_client.contains(pu)                                    ? tr("client")
                                                                   : tr("neither set");
    QString text = tr("PU %1 (OS index), core %2, package %3").arg(pu).arg(core->index).arg(core->package);
    if (!siblings.isEmpty())
        text += QLatin1Char('\n') + tr("SMT sibling(s): %1").arg(siblings.join(QStringLiteral(", ")));
    text += QLatin1Char('\n') + tr("In: %1").arg(owner);
    QToolTip::showText(help->globalPos(), text, this, puRect(pu));
    return true;
}

} // namespace sb

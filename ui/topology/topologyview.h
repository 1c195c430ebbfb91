// SPDX-License-Identifier: GPL-3.0-or-later
// The machine drawn as nested boxes (packages, NUMA nodes, cores with their SMT siblings side by side, PUs with
// their OS index), painting the server and client CPU sets; click or drag over PUs to edit the active set.
#pragma once

#include "affinity/topology.h"

#include <QWidget>
#include <map>
#include <optional>
#include <vector>

namespace sb {

class TopologyView : public QWidget {
    Q_OBJECT
public:
    enum class Side { Server, Client };
    Q_ENUM(Side)

    explicit TopologyView(QWidget* parent = nullptr);
    ~TopologyView() override;

    void setTopology(const Topology& topology);
    void setSets(const CpuSet& server, const CpuSet& client);
    void setActiveSide(Side side);
    Side activeSide() const { return m_side; }
    // When false a click or drag never takes a PU the other side holds.
    void setAllowShared(bool allow);

    // Where the PU with this OS index is drawn (empty when the topology has none): for tests and tooltips.
    QRect puRect(int osIndex) const;
    static QColor sideColor(Side side);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // A click or drag changed the active side's set.
    void setEdited(sb::TopologyView::Side side, const sb::CpuSet& cpus);
    // PUs a drag or click skipped because the other side holds them and sharing is off.
    void pusRefused(const sb::CpuSet& cpus);

public:
    // How the cores of one group are drawn: a grid of cells, each a core with its PUs side by side.
    struct Grid {
        int cols = 1;
        int rows = 1;
        double puW = 0;
        double puH = 0;
        double cellW = 0; // one core plus the spacing after it
        double cellH = 0;
        double width() const { return cols * cellW; }
        double height() const { return rows * cellH; }
    };

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Box {
        QRectF rect;
        QString title;
        int level = 0; // 0 package, 1 NUMA node, 2 core
    };
    struct Drag {
        QPoint from;
        QPoint to;
        bool adding = true;
    };

    struct CoreGroup {
        int node = -1;
        std::vector<int> cores;
    };
    void relayout();
    std::vector<CoreGroup> coreGroups(int package) const;
    double layoutPackage(int package, const QRectF& cell, double line);
    void layoutCores(const std::vector<int>& cores, const Grid& grid, const QRectF& area, double line);
    QString nodeTitle(int node) const;
    QString packageTitle(int package) const;
    int puAt(const QPoint& pos) const;
    CpuSet pusIn(const QRect& rect) const;
    CpuSet& activeSet();
    const CpuSet& otherSet() const;
    // The active set with the drag applied, and the PUs refused on the way.
    CpuSet dragResult(CpuSet* refused = nullptr) const;
    void paintPu(QPainter& p, int os, const QRectF& rect, const CpuSet& active) const;

    std::optional<Topology> m_topology;
    CpuSet m_server;
    CpuSet m_client;
    Side m_side = Side::Server;
    bool m_allowShared = false;
    std::optional<Drag> m_drag;
    std::vector<Box> m_boxes;
    std::map<int, QRectF> m_pus;
    double m_puFontPx = 12;
};

} // namespace sb

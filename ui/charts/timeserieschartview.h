// SPDX-License-Identifier: GPL-3.0-or-later
// Shows a TimeSeriesChart and lets the user zoom into its time: the mouse wheel zooms around the pointer, dragging
// across the plot zooms to the dragged span, and a double click, Escape or the "Whole run" button shows all again.
#pragma once

#include <QChartView>

class QRubberBand;
class QToolButton;

namespace sb {

class TimeSeriesChart;

class TimeSeriesChartView : public QChartView {
    Q_OBJECT
public:
    explicit TimeSeriesChartView(TimeSeriesChart* chart, QWidget* parent = nullptr);

    TimeSeriesChart* timeChart() const { return m_chart; }
    QToolButton* wholeRunButton() const { return m_wholeRun; }

protected:
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    double timeAt(const QPointF& viewPos) const;
    void placeButton();

    TimeSeriesChart* m_chart;
    QToolButton* m_wholeRun;
    QRubberBand* m_band = nullptr;
    QPoint m_dragStart;
    bool m_dragging = false;
};

} // namespace sb

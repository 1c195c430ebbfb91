// SPDX-License-Identifier: GPL-3.0-or-later
#include "timeserieschartview.h"

#include "timeserieschart.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QRubberBand>
#include <QToolButton>
#include <QWheelEvent>
#include <cmath>

namespace sb {

namespace {
    constexpr int kMinDragPixels = 5; // a shorter drag is a click
}

TimeSeriesChartView::TimeSeriesChartView(TimeSeriesChart* chart, QWidget* parent)
    : QChartView(chart, parent)
    , m_chart(chart)
    , m_wholeRun(new QToolButton(this))
{
    setRenderHint(QPainter::Antialiasing);
    setFocusPolicy(Qt::ClickFocus); // Escape resets the zoom of the chart clicked last
    setToolTip(tr("Wheel or drag across the plot to zoom into a time range; double-click or Esc shows the whole run"));
    m_wholeRun->setObjectName(QStringLiteral("wholeRun"));
    m_wholeRun->setText(tr("Whole run"));
    m_wholeRun->setToolTip(tr("Show the whole run again (double-click, Esc)"));
    m_wholeRun->setAutoRaise(false);
    m_wholeRun->hide();
    connect(m_wholeRun, &QToolButton::clicked, m_chart, &TimeSeriesChart::resetZoom);
    connect(m_chart, &TimeSeriesChart::zoomChanged, this, [this](bool zoomed) {
        m_wholeRun->setVisible(zoomed);
        placeButton();
    });
}

double TimeSeriesChartView::timeAt(const QPointF& viewPos) const
{
    return m_chart->mapToValue(m_chart->mapFromScene(mapToScene(viewPos.toPoint()))).x();
}

void TimeSeriesChartView::wheelEvent(QWheelEvent* event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        event->ignore();
        return;
    }
    const double factor = std::pow(0.8, delta / 120.0); // one notch: 80 % of the span
    m_chart->zoomBy(factor, timeAt(event->position()));
    event->accept();
}

void TimeSeriesChartView::mousePressEvent(QMouseEvent* event)
{
    const QPointF scenePos = mapToScene(event->position().toPoint());
    if (event->button() == Qt::LeftButton && m_chart->plotArea().contains(m_chart->mapFromScene(scenePos))) {
        m_dragStart = event->position().toPoint();
        m_dragging = true;
        event->accept();
        return;
    }
    QChartView::mousePressEvent(event);
}

void TimeSeriesChartView::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_dragging) {
        QChartView::mouseMoveEvent(event);
        return;
    }
    if (!m_band)
        m_band = new QRubberBand(QRubberBand::Rectangle, viewport());
    // The band spans the plot's height: only time is zoomed, the value axis follows what is shown.
    const QRectF plot = mapFromScene(m_chart->mapToScene(m_chart->plotArea())).boundingRect();
    const int x = event->position().toPoint().x();
    m_band->setGeometry(QRect(QPoint(std::min(x, m_dragStart.x()), int(plot.top())),
        QPoint(std::max(x, m_dragStart.x()), int(plot.bottom()))));
    m_band->show();
    event->accept();
}

void TimeSeriesChartView::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_dragging) {
        QChartView::mouseReleaseEvent(event);
        return;
    }
    m_dragging = false;
    if (m_band)
        m_band->hide();
    const QPoint end = event->position().toPoint();
    if (std::abs(end.x() - m_dragStart.x()) >= kMinDragPixels) {
        const double a = timeAt(m_dragStart);
        const double b = timeAt(end);
        m_chart->zoomTo(std::min(a, b), std::max(a, b));
    }
    event->accept();
}

void TimeSeriesChartView::mouseDoubleClickEvent(QMouseEvent* event)
{
    m_chart->resetZoom();
    event->accept();
}

void TimeSeriesChartView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && m_chart->isZoomed()) {
        m_chart->resetZoom();
        event->accept();
        return;
    }
    QChartView::keyPressEvent(event);
}

void TimeSeriesChartView::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    placeButton();
}

void TimeSeriesChartView::placeButton()
{
    m_wholeRun->adjustSize();
    m_wholeRun->move(width() - m_wholeRun->width() - 6, 6);
    m_wholeRun->raise();
}

} // namespace sb

// SPDX-License-Identifier: GPL-3.0-or-later
#include "figurewidget.h"

#include "charts/figurepainter.h"

#include <QPainter>

namespace sb {

FigureWidget::FigureWidget(QWidget* parent)
    : QWidget(parent)
{
    setMinimumSize(320, 220);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void FigureWidget::setFigure(const FigureData& figure)
{
    m_figure = figure;
    update();
}

void FigureWidget::setPlaceholderText(const QString& text)
{
    m_placeholder = text;
    update();
}

void FigureWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    if (m_figure.isEmpty()) {
        painter.setPen(palette().color(QPalette::Disabled, QPalette::Text));
        painter.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
        return;
    }
    // On screen the text is a little larger than in print: 9 pt at 96 dpi is small for a chart in a window.
    const double widthPt = width() * 72.0 / logicalDpiX() / 1.15;
    FigurePainter(m_figure).paint(&painter, QRectF(rect()), widthPt);
}

} // namespace sb

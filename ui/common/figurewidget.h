// SPDX-License-Identifier: GPL-3.0-or-later
// Shows a FigureData on screen with the same painter as the exported files, so what the user sees is what a
// paper gets.
#pragma once

#include "charts/figuredata.h"

#include <QWidget>

namespace sb {

class FigureWidget : public QWidget {
    Q_OBJECT
public:
    explicit FigureWidget(QWidget* parent = nullptr);

    const FigureData& figure() const { return m_figure; }
    void setFigure(const FigureData& figure);
    void setPlaceholderText(const QString& text);
    QSize sizeHint() const override { return { 640, 420 }; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    FigureData m_figure;
    QString m_placeholder;
};

} // namespace sb

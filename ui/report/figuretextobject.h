// SPDX-License-Identifier: GPL-3.0-or-later
// Lets a QTextDocument hold ScaleBench figures as inline objects drawn by FigurePainter: printed to a PDF, the
// figures stay vector graphics instead of becoming images.
#pragma once

#include "charts/figuredata.h"

#include <QList>
#include <QObject>
#include <QSizeF>
#include <QTextFormat>
#include <QTextObjectInterface>

class QTextCursor;

namespace sb {

class FigureTextObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    static constexpr int kType = QTextFormat::UserObject + 1;
    static constexpr int kIndexProperty = QTextFormat::UserProperty + 1;

    // sizePt: each figure's size in points; it shrinks to the text width when the page is narrower.
    FigureTextObject(const QList<FigureData>& figures, const QSizeF& sizePt, QObject* parent = nullptr);

    // Registers a handler with the document's layout (which takes no ownership: parent it to the document).
    static FigureTextObject* install(QTextDocument* document, const QList<FigureData>& figures, const QSizeF& sizePt);
    // Replaces the selection of `cursor` with figure `index`.
    static void insert(QTextCursor& cursor, int index);

    QSizeF intrinsicSize(QTextDocument* document, int position, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document, int position,
        const QTextFormat& format) override;

private:
    static double dpiOf(QTextDocument* document);

    QList<FigureData> m_figures;
    QSizeF m_sizePt;
};

} // namespace sb

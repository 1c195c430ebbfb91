// SPDX-License-Identifier: GPL-3.0-or-later
#include "figuretextobject.h"

#include "charts/figurepainter.h"

#include <QAbstractTextDocumentLayout>
#include <QPaintDevice>
#include <QTextCharFormat>
#include <QTextCursor>
#include <QTextDocument>

namespace sb {

FigureTextObject::FigureTextObject(const QList<FigureData>& figures, const QSizeF& sizePt, QObject* parent)
    : QObject(parent)
    , m_figures(figures)
    , m_sizePt(sizePt)
{
}

FigureTextObject* FigureTextObject::install(
    QTextDocument* document, const QList<FigureData>& figures, const QSizeF& sizePt)
{
    auto* handler = new FigureTextObject(figures, sizePt, document);
    document->documentLayout()->registerHandler(kType, handler);
    return handler;
}

void FigureTextObject::insert(QTextCursor& cursor, int index)
{
    QTextCharFormat format;
    format.setObjectType(kType);
    format.setProperty(kIndexProperty, index);
    cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
}

double FigureTextObject::dpiOf(QTextDocument* document)
{
    const QPaintDevice* device = document->documentLayout()->paintDevice();
    return device ? device->logicalDpiX() : 96.0;
}

QSizeF FigureTextObject::intrinsicSize(QTextDocument* document, int, const QTextFormat&)
{
    const double dpi = dpiOf(document);
    // Margins are in 96 dpi units, scaled to the device by the layout.
    const double textWidth = document->pageSize().width() > 0
        ? document->pageSize().width() - 2 * document->documentMargin() * dpi / 96.0
        : document->textWidth();
    double width = m_sizePt.width() * dpi / 72.0;
    if (textWidth > 0)
        width = std::min(width, textWidth * 0.98);
    return QSizeF(width, width * m_sizePt.height() / m_sizePt.width());
}

void FigureTextObject::drawObject(
    QPainter* painter, const QRectF& rect, QTextDocument* document, int, const QTextFormat& format)
{
    const int index = format.property(kIndexProperty).toInt();
    if (index < 0 || index >= m_figures.size())
        return;
    FigureStyle style;
    style.fillBackground = false;
    FigurePainter(m_figures.at(index), style).paint(painter, rect, rect.width() * 72.0 / dpiOf(document));
}

} // namespace sb

// SPDX-License-Identifier: GPL-3.0-or-later
// A layout that places its items in a row and wraps to the next row when the width runs out (Qt's flow layout
// example), so a row of settings or tiles fits a laptop's window instead of widening it. Its minimum width is its
// widest item; its height follows the width (heightForWidth).
#pragma once

#include <QLayout>
#include <QList>

namespace sb {

class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr, int hSpacing = 10, int vSpacing = 6);
    ~FlowLayout() override;

    // Items of a row share its height and are stretched to the row's height; with `fill`, a wrapped row's items also
    // share the width left over (tiles look like a grid instead of ragged).
    void setFillRows(bool fill) { m_fill = fill; }

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    int doLayout(const QRect& rect, bool testOnly) const;

    QList<QLayoutItem*> m_items;
    int m_hSpacing;
    int m_vSpacing;
    bool m_fill = false;
};

} // namespace sb

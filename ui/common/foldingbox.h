// SPDX-License-Identifier: GPL-3.0-or-later
// Columns side by side while the width allows, one below the other when it does not: a page's columns fold on a
// laptop instead of making the window wider. Its minimum width is its widest column's, its minimum height that of
// the arrangement it has now.
#pragma once

#include <QWidget>

class QBoxLayout;

namespace sb {

class FoldingBox : public QWidget {
    Q_OBJECT
public:
    explicit FoldingBox(QWidget* parent = nullptr);

    // A column with its share of the width when side by side.
    void addColumn(QWidget* column, int stretch = 1);
    bool isFolded() const;

    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    int sideBySideWidth() const;
    void arrange(int width);

    QBoxLayout* m_layout;
    QList<QWidget*> m_columns;
};

} // namespace sb

// SPDX-License-Identifier: GPL-3.0-or-later
#include "placeholderpage.h"

#include <QLabel>
#include <QVBoxLayout>

namespace sb {

PlaceholderPage::PlaceholderPage(const QString& title, const QString& plan, QWidget* parent)
    : QWidget(parent)
{
    auto* heading = new QLabel(title, this);
    QFont font = heading->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    font.setBold(true);
    heading->setFont(font);
    auto* coming = new QLabel(tr("Coming in a later version of ScaleBench."), this);
    auto* what = new QLabel(plan, this);
    what->setWordWrap(true);
    what->setFixedWidth(560);
    what->setMinimumHeight(what->heightForWidth(560)); // aligned items get no height-for-width from the layout
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    for (QLabel* label : { heading, coming, what }) {
        label->setAlignment(Qt::AlignHCenter);
        layout->addWidget(label, 0, Qt::AlignHCenter);
    }
    layout->addStretch(2);
}

} // namespace sb

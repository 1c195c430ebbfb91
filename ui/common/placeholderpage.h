// SPDX-License-Identifier: GPL-3.0-or-later
// Stands in for a workflow page that is not built yet, and says so plainly.
#pragma once

#include <QWidget>

namespace sb {

class PlaceholderPage : public QWidget {
    Q_OBJECT
public:
    PlaceholderPage(const QString& title, const QString& plan, QWidget* parent = nullptr);
};

} // namespace sb

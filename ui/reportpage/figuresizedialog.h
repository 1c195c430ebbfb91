// SPDX-License-Identifier: GPL-3.0-or-later
// Asks for the pixel size and resolution of an exported PNG, showing the physical size they give.
#pragma once

#include "charts/figureexporter.h"

#include <QDialog>

class QLabel;
class QSpinBox;

namespace sb {

class FigureSizeDialog : public QDialog {
    Q_OBJECT
public:
    explicit FigureSizeDialog(const FigureExporter::Size& size, QWidget* parent = nullptr);
    FigureExporter::Size size() const;

private:
    void updateNote();

    QSpinBox* m_width;
    QSpinBox* m_height;
    QSpinBox* m_dpi;
    QLabel* m_note;
};

} // namespace sb

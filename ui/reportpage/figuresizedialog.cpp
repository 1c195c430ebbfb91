// SPDX-License-Identifier: GPL-3.0-or-later
#include "figuresizedialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace sb {

FigureSizeDialog::FigureSizeDialog(const FigureExporter::Size& size, QWidget* parent)
    : QDialog(parent)
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_dpi(new QSpinBox(this))
    , m_note(new QLabel(this))
{
    setWindowTitle(tr("Figure Size"));
    for (QSpinBox* box : { m_width, m_height }) {
        box->setRange(100, 20000);
        box->setSuffix(tr(" px"));
    }
    m_dpi->setRange(50, 2400);
    m_dpi->setSuffix(tr(" dpi"));
    m_width->setValue(size.pixels.width());
    m_height->setValue(size.pixels.height());
    m_dpi->setValue(size.dpi);
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(tr("&Resolution:"), m_dpi);
    form->addRow(m_note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QSpinBox* box : { m_width, m_height, m_dpi })
        connect(box, &QSpinBox::valueChanged, this, &FigureSizeDialog::updateNote);
    updateNote();
}

FigureExporter::Size FigureSizeDialog::size() const
{
    return { QSize(m_width->value(), m_height->value()), m_dpi->value() };
}

void FigureSizeDialog::updateNote()
{
    const FigureExporter::Size s = size();
    m_note->setText(tr("Printed size %1 × %2 in (%3 × %4 mm); text is 9 pt at that size.")
                        .arg(s.pixels.width() / double(s.dpi), 0, 'f', 2)
                        .arg(s.pixels.height() / double(s.dpi), 0, 'f', 2)
                        .arg(s.pixels.width() * 25.4 / s.dpi, 0, 'f', 0)
                        .arg(s.pixels.height() * 25.4 / s.dpi, 0, 'f', 0));
}

} // namespace sb

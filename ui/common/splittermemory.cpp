// SPDX-License-Identifier: GPL-3.0-or-later
#include "splittermemory.h"

#include "appsettings.h"

#include <QSplitter>

namespace sb {

void SplitterMemory::attach(QSplitter* splitter, const QString& key)
{
    const QString setting = QStringLiteral("splitters/") + key;
    splitter->restoreState(AppSettings().value(setting).toByteArray());
    QObject::connect(splitter, &QSplitter::splitterMoved, splitter,
        [splitter, setting] { AppSettings().setValue(setting, splitter->saveState()); });
}

} // namespace sb

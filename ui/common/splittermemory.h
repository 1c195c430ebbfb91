// SPDX-License-Identifier: GPL-3.0-or-later
// A splitter that keeps the place the user dragged it to across starts (in the settings file, under its key).
#pragma once

#include <QString>

class QSplitter;

namespace sb {

class SplitterMemory {
public:
    // Puts back the place saved under `key` (when there is one) and saves every move from now on.
    static void attach(QSplitter* splitter, const QString& key);
};

} // namespace sb

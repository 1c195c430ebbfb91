// SPDX-License-Identifier: GPL-3.0-or-later
// The colours of every ScaleBench chart: the Okabe-Ito palette, which stays distinguishable with colour blindness
// and in greyscale print.
#pragma once

#include <QColor>

namespace sb {

class ChartPalette {
public:
    static QColor color(int index)
    {
        static const QColor colors[] = { QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
            QColor(0xD5, 0x5E, 0x00), QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9), QColor(0x00, 0x00, 0x00),
            QColor(0xF0, 0xE4, 0x42) };
        constexpr int n = int(sizeof(colors) / sizeof(colors[0]));
        return colors[((index % n) + n) % n];
    }
};

} // namespace sb

// SPDX-License-Identifier: GPL-3.0-or-later
// The colours of every ScaleBench chart: the Okabe-Ito palette, which stays distinguishable with colour blindness
// and in greyscale print. Figures for print also vary the marker shape per series, so that a black-and-white copy
// still tells the lines apart.
#pragma once

#include <QColor>

namespace sb {

class ChartPalette {
public:
    enum class Marker { Circle, Square, Triangle, Diamond, InvertedTriangle, Cross, Plus, Star };

    static QColor color(int index)
    {
        static const QColor colors[] = { QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
            QColor(0xD5, 0x5E, 0x00), QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9), QColor(0x00, 0x00, 0x00),
            QColor(0xF0, 0xE4, 0x42) };
        constexpr int n = int(sizeof(colors) / sizeof(colors[0]));
        return colors[((index % n) + n) % n];
    }

    // Shapes in the order of the colours; the yellow (last) is hard to see on white and comes last on purpose.
    static Marker marker(int index)
    {
        constexpr Marker markers[] = { Marker::Circle, Marker::Square, Marker::Triangle, Marker::Diamond,
            Marker::InvertedTriangle, Marker::Cross, Marker::Plus, Marker::Star };
        constexpr int n = int(sizeof(markers) / sizeof(markers[0]));
        return markers[((index % n) + n) % n];
    }

    // Reference lines (linear scaling, zero) and axes: neutral greys that do not compete with the data.
    static QColor reference() { return QColor(0x80, 0x80, 0x80); }
    static QColor grid() { return QColor(0xE3, 0xE3, 0xE3); }
    static QColor axis() { return QColor(0x30, 0x30, 0x30); }
    static QColor text() { return QColor(0x20, 0x20, 0x20); }
};

} // namespace sb

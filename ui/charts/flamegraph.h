// SPDX-License-Identifier: GPL-3.0-or-later
// A flame graph of folded stacks as one self-contained SVG document: no script, no font or file to fetch, every
// frame's name escaped, its samples and share in a <title> tooltip. The outermost frame (the thread's name) at the
// bottom; a frame's width is its share of the samples. Colours say where a frame ran: kernel (orange), the server
// (red), a library (yellow), unknown (grey).
#pragma once

#include "collectors/foldedstacks.h"

#include <QByteArray>
#include <QString>

namespace sb {

class FlameGraph {
public:
    static constexpr int kDefaultWidth = 1200;
    static constexpr int kRowHeight = 16;
    // Frames narrower than this (pixels) are left out with their children: they would be unreadable slivers.
    static constexpr double kMinWidth = 0.3;

    // title: drawn above the graph (escaped); empty profile: a short SVG that says so. unit: what a stack's count
    // is, in the tooltips ("samples"; an off-CPU profile's "µs").
    static QByteArray svg(const FoldedProfile& profile, const QString& title, int width = kDefaultWidth,
        const QString& unit = QStringLiteral("samples"));
};

} // namespace sb

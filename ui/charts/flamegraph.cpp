// SPDX-License-Identifier: GPL-3.0-or-later
#include "flamegraph.h"

#include <QStringList>
#include <algorithm>
#include <map>
#include <memory>
#include <vector>

namespace sb {

namespace {

    struct Node {
        QString name;
        std::uint64_t samples = 0;
        std::map<QString, std::unique_ptr<Node>> children;
    };

    int depthOf(const Node& n)
    {
        int d = 0;
        for (const auto& [name, child] : n.children)
            d = std::max(d, depthOf(*child));
        return d + 1;
    }

    QString esc(const QString& s)
    {
        return s.toHtmlEscaped();
    }

    // A stable colour per name: warm hues, varied by a hash so that neighbours differ.
    QString colour(const QString& name, FrameKind kind, bool thread)
    {
        const uint h = qHash(name);
        const int v = int(h % 55);
        if (thread)
            return QStringLiteral("rgb(%1,%2,%3)").arg(120 + v / 2).arg(160 + v / 2).arg(210);
        switch (kind) {
        case FrameKind::Kernel:
            return QStringLiteral("rgb(%1,%2,%3)").arg(230).arg(130 + v).arg(40);
        case FrameKind::Server:
            return QStringLiteral("rgb(%1,%2,%3)").arg(200 + v).arg(60 + v).arg(50);
        case FrameKind::Library:
            return QStringLiteral("rgb(%1,%2,%3)").arg(215 + v / 2).arg(190 + v / 2).arg(60);
        case FrameKind::Unknown:
            break;
        }
        return QStringLiteral("rgb(%1,%1,%1)").arg(170 + v / 2);
    }

    struct Painter {
        QString out;
        double scale = 1; // pixels per sample
        int height = 0;
        std::uint64_t total = 0;
        QString serverBinary;
        QString unit;

        void draw(const Node& node, double x, int depth)
        {
            const double w = double(node.samples) * scale;
            if (w < FlameGraph::kMinWidth)
                return;
            const int y = height - (depth + 1) * FlameGraph::kRowHeight;
            const double percent = total ? 100.0 * double(node.samples) / double(total) : 0;
            const bool thread = depth == 0;
            const QString label = thread ? node.name + QStringLiteral(" (thread)") : node.name;
            out += QStringLiteral("<g><title>%1 (%2 %9, %3%)</title>"
                                  "<rect x=\"%4\" y=\"%5\" width=\"%6\" height=\"%7\" fill=\"%8\" rx=\"1\"/>")
                       .arg(esc(label))
                       .arg(node.samples)
                       .arg(percent, 0, 'f', 2)
                       .arg(x, 0, 'f', 2)
                       .arg(y)
                       .arg(std::max(0.0, w - 0.5), 0, 'f', 2)
                       .arg(FlameGraph::kRowHeight - 1)
                       .arg(colour(node.name, frameKind(node.name, serverBinary), thread))
                       .arg(esc(unit));
            const int chars = int((w - 6) / 6.5); // about 6.5 px per character at 11 px
            if (chars >= 3) {
                QString text = label;
                if (text.size() > chars)
                    text = text.left(chars - 2) + QStringLiteral("..");
                out += QStringLiteral("<text x=\"%1\" y=\"%2\">%3</text>")
                           .arg(x + 3, 0, 'f', 2)
                           .arg(y + FlameGraph::kRowHeight - 4)
                           .arg(esc(text));
            }
            out += QStringLiteral("</g>\n");
            double cx = x;
            for (const auto& [name, child] : node.children) {
                draw(*child, cx, depth + 1);
                cx += double(child->samples) * scale;
            }
        }
    };

} // namespace

QByteArray FlameGraph::svg(const FoldedProfile& profile, const QString& title, int width, const QString& unit)
{
    Node root;
    for (const auto& [stack, count] : profile.stacks) {
        Node* n = &root;
        n->samples += count;
        for (const QString& frame : stack.split(QLatin1Char(';'))) {
            auto& child = n->children[frame];
            if (!child) {
                child = std::make_unique<Node>();
                child->name = frame;
            }
            child->samples += count;
            n = child.get();
        }
    }
    const int top = 24;
    const int rows = root.samples ? depthOf(root) - 1 : 1;
    const int height = top + rows * kRowHeight + 4;
    QString svg = QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                 "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" "
                                 "viewBox=\"0 0 %1 %2\" font-family=\"DejaVu Sans, Verdana, sans-serif\" "
                                 "font-size=\"11\">\n"
                                 "<rect x=\"0\" y=\"0\" width=\"%1\" height=\"%2\" fill=\"#fdfdfd\"/>\n"
                                 "<text x=\"%3\" y=\"16\" text-anchor=\"middle\" font-size=\"13\">%4</text>\n")
                      .arg(width)
                      .arg(height)
                      .arg(width / 2)
                      .arg(esc(title));
    if (root.samples == 0)
        return (svg + QStringLiteral("</svg>\n")).toUtf8();
    Painter p;
    p.scale = double(width - 4) / double(root.samples);
    p.height = height - 2;
    p.total = root.samples;
    p.serverBinary = profile.serverBinary;
    p.unit = unit;
    double x = 2;
    for (const auto& [name, child] : root.children) {
        p.draw(*child, x, 0);
        x += double(child->samples) * p.scale;
    }
    return (svg + p.out + QStringLiteral("</svg>\n")).toUtf8();
}

} // namespace sb

// SPDX-License-Identifier: GPL-3.0-or-later
// What a user sees cut off, checked on a shown window: a window larger than its screen, a visible widget outside the
// window or beyond its parent's edge, a label, button, group-box title, tab or header text that does not fit its
// widget (elided or cut), a tab bar that hides tabs behind its scroll arrows, and a page that scrolls sideways.
// Used by tst_layout; each problem is one line naming the widget, so a failure says what to fix.
#pragma once

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QAbstractScrollArea>
#include <QCheckBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOption>
#include <QTabBar>
#include <QTextDocument>
#include <QToolButton>
#include <QWidget>

namespace sb::test {

class LayoutCheck {
public:
    explicit LayoutCheck(QWidget* window)
        : m_window(window)
    {
    }

    // Every problem of the window as it is now, one line each.
    QStringList problems()
    {
        m_problems.clear();
        checkWindow();
        visit(m_window);
        return m_problems;
    }

    // Whether `w` lies inside the part of every scroll area around it that shows now: a page's main action must be
    // found where the page opens, not below the screen's edge.
    static bool seenWithoutScrolling(const QWidget* w)
    {
        const QRect own(w->mapToGlobal(QPoint(0, 0)), w->size());
        for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget()) {
            if (const auto* area = qobject_cast<const QAbstractScrollArea*>(p)) {
                const QWidget* view = area->viewport();
                if (!QRect(view->mapToGlobal(QPoint(0, 0)), view->size()).contains(own))
                    return false;
            }
        }
        return true;
    }

    static QString name(const QWidget* w)
    {
        QString path;
        for (const QWidget* p = w; p && !p->isWindow(); p = p->parentWidget()) {
            const QString part
                = p->objectName().isEmpty() ? QString::fromLatin1(p->metaObject()->className()) : p->objectName();
            path = path.isEmpty() ? part : part + QLatin1Char('/') + path;
            if (!p->objectName().isEmpty() && p != w)
                break; // a named ancestor says enough
        }
        return path;
    }

private:
    void add(const QWidget* w, const QString& what) { m_problems.append(name(w) + QStringLiteral(": ") + what); }

    void checkWindow()
    {
        const QScreen* screen = m_window->screen();
        const QRect available = screen->availableGeometry();
        const QSize min = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
        if (min.width() > available.width() || min.height() > available.height())
            m_problems.append(QStringLiteral("window: minimum %1x%2 exceeds the screen's %3x%4")
                                  .arg(min.width())
                                  .arg(min.height())
                                  .arg(available.width())
                                  .arg(available.height()));
        const QRect frame = m_window->frameGeometry();
        if (!available.contains(frame))
            m_problems.append(QStringLiteral("window: %1x%2+%3+%4 is not inside the screen's %5x%6+%7+%8")
                                  .arg(frame.width())
                                  .arg(frame.height())
                                  .arg(frame.x())
                                  .arg(frame.y())
                                  .arg(available.width())
                                  .arg(available.height())
                                  .arg(available.x())
                                  .arg(available.y()));
    }

    // Inside a scroll area's viewport a widget may lie outside the window: it is scrolled there.
    static bool inScrolledContent(const QWidget* w)
    {
        for (const QWidget* p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget()) {
            if (qobject_cast<const QAbstractScrollArea*>(p->parentWidget())
                && static_cast<const QAbstractScrollArea*>(p->parentWidget())->viewport() == p)
                return true;
        }
        return false;
    }

    static bool isViewport(const QWidget* w)
    {
        const auto* area = qobject_cast<const QAbstractScrollArea*>(w ? w->parentWidget() : nullptr);
        return area && area->viewport() == w;
    }

    void visit(QWidget* parent)
    {
        const auto children = parent->findChildren<QWidget*>(Qt::FindDirectChildrenOnly);
        for (QWidget* w : children) {
            if (w->isWindow() || !w->isVisible())
                continue;
            checkPlace(w);
            checkText(w);
            visit(w);
        }
    }

    void checkPlace(QWidget* w)
    {
        const QWidget* parent = w->parentWidget();
        if (w->width() <= 0 || w->height() <= 0)
            return;
        // A scroll area's content may be larger than its viewport; the tab bar's arrows overlap its tabs by design.
        if (!isViewport(parent) && !qobject_cast<const QTabBar*>(parent)) {
            const QRect inParent = w->geometry();
            if (!parent->rect().adjusted(-1, -1, 1, 1).contains(inParent))
                add(w,
                    QStringLiteral("%1x%2+%3+%4 beyond its parent's %5x%6")
                        .arg(inParent.width())
                        .arg(inParent.height())
                        .arg(inParent.x())
                        .arg(inParent.y())
                        .arg(parent->width())
                        .arg(parent->height()));
        }
        if (!inScrolledContent(w)) {
            const QRect inWindow(w->mapTo(m_window, QPoint(0, 0)), w->size());
            if (!m_window->rect().adjusted(-1, -1, 1, 1).contains(inWindow))
                add(w,
                    QStringLiteral("%1x%2+%3+%4 outside the window's %5x%6")
                        .arg(inWindow.width())
                        .arg(inWindow.height())
                        .arg(inWindow.x())
                        .arg(inWindow.y())
                        .arg(m_window->width())
                        .arg(m_window->height()));
        }
    }

    void checkText(QWidget* w)
    {
        if (auto* label = qobject_cast<QLabel*>(w))
            checkLabel(label);
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            checkButton(button);
        else if (auto* box = qobject_cast<QGroupBox*>(w))
            checkGroupBox(box);
        else if (auto* tabs = qobject_cast<QTabBar*>(w))
            checkTabs(tabs);
        else if (auto* header = qobject_cast<QHeaderView*>(w))
            checkHeader(header);
        else if (auto* scroll = qobject_cast<QScrollArea*>(w))
            checkScroll(scroll);
    }

    static QString plain(const QString& text)
    {
        QString t = text;
        t.remove(QLatin1Char('&')); // a mnemonic's marker is not drawn
        return t;
    }

    void checkLabel(QLabel* label)
    {
        if (label->text().isEmpty() || label->width() <= 0)
            return;
        const QRect contents = label->contentsRect();
        if (label->wordWrap()) {
            const int needed = label->heightForWidth(label->width());
            if (needed > label->height() + 2)
                add(label,
                    QStringLiteral("text \"%1\" needs %2 px of height, has %3")
                        .arg(plainText(label).left(60))
                        .arg(needed)
                        .arg(label->height()));
            return;
        }
        const int needed = label->sizeHint().width();
        if (needed > label->width() + 1)
            add(label,
                QStringLiteral("text \"%1\" needs %2 px, has %3")
                    .arg(plainText(label).left(60))
                    .arg(needed)
                    .arg(label->width()));
        else if (label->sizeHint().height() > label->height() + 2 && label->pixmap().isNull())
            add(label,
                QStringLiteral("text \"%1\" needs %2 px of height, has %3")
                    .arg(plainText(label).left(60))
                    .arg(label->sizeHint().height())
                    .arg(contents.height()));
    }

    static QString plainText(const QLabel* label)
    {
        if (label->textFormat() == Qt::PlainText || !Qt::mightBeRichText(label->text()))
            return label->text();
        QTextDocument doc;
        doc.setHtml(label->text());
        return doc.toPlainText();
    }

    void checkButton(QAbstractButton* button)
    {
        const QString text = plain(button->text());
        if (text.isEmpty())
            return;
        if (qobject_cast<QCheckBox*>(button) || qobject_cast<QRadioButton*>(button)) {
            if (button->sizeHint().width() > button->width() + 1)
                add(button,
                    QStringLiteral("\"%1\" needs %2 px, has %3")
                        .arg(text)
                        .arg(button->sizeHint().width())
                        .arg(button->width()));
            return;
        }
        if (auto* tool = qobject_cast<QToolButton*>(button); tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly)
            return;
        // The text and icon with the style's margins, not the style's wish for an 80 px minimum.
        const int icon = button->icon().isNull() ? 0 : button->iconSize().width() + 4;
        const int needed = button->fontMetrics().horizontalAdvance(text) + icon + 8;
        if (needed > button->width())
            add(button, QStringLiteral("\"%1\" needs %2 px, has %3").arg(text).arg(needed).arg(button->width()));
    }

    void checkGroupBox(QGroupBox* box)
    {
        const QString title = plain(box->title());
        if (title.isEmpty())
            return;
        QFont font = box->font();
        const int indicator = box->isCheckable() ? box->style()->pixelMetric(QStyle::PM_IndicatorWidth) + 6 : 0;
        const int needed = QFontMetrics(font).horizontalAdvance(title) + indicator + 12;
        if (needed > box->width())
            add(box, QStringLiteral("title \"%1\" needs %2 px, has %3").arg(title).arg(needed).arg(box->width()));
    }

    void checkTabs(QTabBar* tabs)
    {
        for (const auto* arrow : tabs->findChildren<QToolButton*>(Qt::FindDirectChildrenOnly)) {
            if (arrow->isVisible()) {
                add(tabs, QStringLiteral("tabs hidden behind scroll arrows"));
                return;
            }
        }
        for (int i = 0; i < tabs->count(); ++i) {
            if (!tabs->isTabVisible(i))
                continue;
            const QString text = plain(tabs->tabText(i));
            const int icon = tabs->tabIcon(i).isNull() ? 0 : tabs->iconSize().width() + 4;
            const int needed = tabs->fontMetrics().horizontalAdvance(text) + icon + 8;
            const QRect r = tabs->tabRect(i);
            if (needed > r.width()
                && (tabs->shape() == QTabBar::RoundedNorth || tabs->shape() == QTabBar::RoundedSouth))
                add(tabs, QStringLiteral("tab \"%1\" needs %2 px, has %3").arg(text).arg(needed).arg(r.width()));
            if (r.right() > tabs->width() + 1)
                add(tabs, QStringLiteral("tab \"%1\" beyond the tab bar").arg(text));
        }
    }

    void checkHeader(QHeaderView* header)
    {
        const QAbstractItemModel* model = header->model();
        if (!model || header->orientation() != Qt::Horizontal)
            return;
        const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        QFont font = header->font();
        font.setBold(false);
        for (int i = 0; i < header->count(); ++i) {
            if (header->isSectionHidden(i) || header->sectionSize(i) <= 0)
                continue;
            const QVariant f = model->headerData(i, Qt::Horizontal, Qt::FontRole);
            const QFontMetrics fm(f.isValid() ? f.value<QFont>() : font);
            int needed = 0;
            const auto lines
                = model->headerData(i, Qt::Horizontal, Qt::DisplayRole).toString().split(QLatin1Char('\n'));
            for (const QString& line : lines)
                needed = std::max(needed, fm.horizontalAdvance(line));
            if (needed == 0)
                continue;
            needed += 2 * margin;
            if (needed > header->sectionSize(i) + 1)
                add(header,
                    QStringLiteral("header \"%1\" needs %2 px, has %3")
                        .arg(lines.join(QLatin1Char(' ')))
                        .arg(needed)
                        .arg(header->sectionSize(i)));
        }
    }

    // A page's scroll area scrolls down, never sideways.
    void checkScroll(QScrollArea* area)
    {
        if (area->widgetResizable() && area->horizontalScrollBar()->maximum() > 0)
            add(area,
                QStringLiteral("scrolls sideways by %1 px (content %2 px wide in %3)")
                    .arg(area->horizontalScrollBar()->maximum())
                    .arg(area->widget() ? area->widget()->minimumSizeHint().width() : 0)
                    .arg(area->viewport()->width()));
    }

    QWidget* m_window;
    QStringList m_problems;
};

} // namespace sb::test

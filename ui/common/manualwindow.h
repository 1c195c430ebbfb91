// SPDX-License-Identifier: GPL-3.0-or-later
// The user guide (Help > Manual, F1 for the page shown): resources/manual/manual_LANG.html in a browser window that
// stays open beside the main window. The interface's language when the manual has it, English otherwise (German is
// not written yet: the window says so).
#pragma once

#include <QDialog>

class QLabel;
class QTextBrowser;

namespace sb {

class ManualWindow : public QDialog {
    Q_OBJECT
public:
    explicit ManualWindow(QWidget* parent = nullptr);

    // The manual's resource for the interface's language (QLocale()), or the English one.
    static QString source(const QLocale& locale);
    // The anchor of each page's section, in the navigation's order (Connection ... Report).
    static QStringList pageAnchors();
    // Every anchor the loaded manual defines.
    QStringList anchors() const;
    // Scrolls to `anchor` (empty: the top); false when the manual has no such anchor.
    bool showSection(const QString& anchor);
    QTextBrowser* browser() const { return m_browser; }

private:
    QTextBrowser* m_browser;
    QLabel* m_language;
};

} // namespace sb

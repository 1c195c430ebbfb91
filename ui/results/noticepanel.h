// SPDX-License-Identifier: GPL-3.0-or-later
// A centred notice in place of a page's content: a title, a text that says what to do, and buttons that do it.
#pragma once

#include <QWidget>

class QBoxLayout;
class QLabel;
class QPushButton;

namespace sb {

class NoticePanel : public QWidget {
    Q_OBJECT
public:
    explicit NoticePanel(QWidget* parent = nullptr);

    void setNotice(const QString& title, const QString& text);
    QString title() const;
    QString text() const;
    QPushButton* addButton(const QString& text); // buttons stay; show or hide them per notice

private:
    QLabel* m_title;
    QLabel* m_text;
    QBoxLayout* m_buttons;
};

} // namespace sb

// SPDX-License-Identifier: GPL-3.0-or-later
// The first start's hint above the pages: what the demo measures and how long it takes, with a button that opens
// it on the Plan page (the same plan as packaging/run.sh's headless demo, resources/plans/demo.json). Shown until the
// user opens the demo or dismisses it, then never again (AppSettings "hints/demo"); never modal.
#pragma once

#include <QFrame>

class QLabel;

namespace sb {

class StartHint : public QFrame {
    Q_OBJECT
public:
    explicit StartHint(QWidget* parent = nullptr);

    static QString demoPlan() { return QStringLiteral(":/plans/demo.json"); }
    // The hint is due: neither opened nor dismissed before.
    static bool isDue();
    QString text() const;

public Q_SLOTS:
    // Help > Show the Start Hint Again: due again, and shown.
    void showAgain();

Q_SIGNALS:
    // "Open the demo": the window loads demoPlan() into the Plan page and shows it.
    void demoRequested();

private:
    void done();

    QLabel* m_text;
};

} // namespace sb

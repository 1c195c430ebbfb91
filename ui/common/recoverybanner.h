// SPDX-License-Identifier: GPL-3.0-or-later
// What the start-up recovery of CPU bindings did, above the pages: the masks it put back, and the journals it could
// not use (cut while written, refused, a restore the kernel refused) with what the user should check. Hidden when
// there is nothing to tell, so an ordinary start shows nothing; never modal, so a scripted start
// (--run-plan --quit-when-done) is never held up.
#pragma once

#include "affinity/bindingrecovery.h"

#include <QFrame>

class QLabel;

namespace sb {

class RecoveryBanner : public QFrame {
    Q_OBJECT
public:
    explicit RecoveryBanner(QWidget* parent = nullptr);

    // Shows the results worth telling (hides the banner when none is).
    void setResults(const QList<RecoveredBinding>& results);
    QString text() const;
    bool isWarning() const { return m_warning; }

    // The words for one result; empty for those not worth telling (a binder still running, a server that ended).
    static QString describe(const RecoveredBinding& result);
    // A result the user should act on or check, not only be told about.
    static bool needsAttention(const RecoveredBinding& result);

private:
    QLabel* m_icon;
    QLabel* m_text;
    bool m_warning = false;
};

} // namespace sb

// SPDX-License-Identifier: GPL-3.0-or-later
// The Compliance menu in the main window: the Compliance view (review queue, datasets, destruction,
// thresholds as tabs), the Audit view, the ledger server, and export requests pre-filled from a job or a
// push the compliance gate refused.
#pragma once

#include "main/window_feature.h"

#include <QCoreApplication>
#include <QList>

class QAction;
class QSettings;

namespace cg::ledger {
class LedgerWatch;
}
namespace cg::services {
class DeskIdentity;
}

namespace cg::ui {

struct ExportDestination;

class ComplianceController : public WindowFeature
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::MainWindow)

public:
    explicit ComplianceController(MainWindow *window);

    // In the Compliance menu's order: Datasets, Review Queue, Thresholds, Destruction Tracking, Audit Log,
    // Ledger Server.
    QList<QAction *> menuActions() const;

    // "compliance" and "audit".
    QWidget *createView(const QString &key, QString *title) override;
    // The Compliance view with its page "review", "datasets", "destruction" or "thresholds" in front.
    void showComplianceTab(const QString &which);
    // The desk page last in front ("review", ...): a Compliance view made again (after a restart, or closed
    // and opened again) opens on it. Saved with the window's layout, read back before its tabs are opened.
    QString currentPage() const { return m_page; }
    void savePage(QSettings &settings) const;
    void restorePage(const QSettings &settings);
    void openExportRequest(const QStringList &datasets, qint64 clusterId, const QString &purpose);

    // The person this desktop acts as, shared by every desk view (made on first use, over the console's
    // keychain; re-read when the keychain answers after a start). Null without a ledger.
    services::DeskIdentity *identity();
    // The one notification path for ledger changes that every desk view follows. Null without a ledger.
    ledger::LedgerWatch *ledgerWatch();

private:
    QWidget *createComplianceView();
    // The saved clusters, as Request Export's destinations.
    QList<ExportDestination> destinations();

    QAction *m_auditLog = nullptr;
    QAction *m_datasets = nullptr;
    QAction *m_reviewQueue = nullptr;
    QAction *m_destruction = nullptr;
    QAction *m_thresholds = nullptr;
    QAction *m_ledgerServer = nullptr;
    services::DeskIdentity *m_identity = nullptr;
    ledger::LedgerWatch *m_watch = nullptr;
    QString m_page; // empty: the first
};

} // namespace cg::ui

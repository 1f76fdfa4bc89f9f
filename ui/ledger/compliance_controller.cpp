// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/compliance_controller.h"

#include "common/current_page_size.h"
#include "common/embedded_dialog.h"
#include "common/local_user.h"
#include "ledger/audit_browser.h"
#include "ledger/datasets_view.h"
#include "ledger/destruction_view.h"
#include "ledger/ledger_server_dialog.h"
#include "ledger/ledger_watch.h"
#include "ledger/request_dialog.h"
#include "ledger/review_queue.h"
#include "ledger/thresholds_view.h"
#include "main/main_window.h"
#include "services/console.h"
#include "services/desk_identity.h"
#include "services/identity_signer.h"
#include "services/officer_keys.h"
#include "workspace/workspace.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>

namespace cg::ui {

namespace {

const QString kPageSetting = QStringLiteral("workspace/compliancePage");

// The desk's own pages (a Request Export page is not one: it closes with its tab and is not restored).
bool isDeskPage(const QString &which)
{
    return which == QLatin1String("review") || which == QLatin1String("datasets") ||
           which == QLatin1String("destruction") || which == QLatin1String("thresholds");
}

} // namespace

ComplianceController::ComplianceController(MainWindow *window) : WindowFeature(window)
{
    m_auditLog = new QAction(tr("&Audit Log…"), this);
    m_auditLog->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_auditLog->setToolTip(tr("The tamper-evident log of every remote command and compliance action"));
    connect(m_auditLog, &QAction::triggered, this,
            [this] { this->window()->navigate(QStringLiteral("audit")); });

    m_datasets = new QAction(tr("&Datasets…"), this);
    m_datasets->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_datasets->setToolTip(tr("Every dataset with the grade the export rules use; import an inventory CSV"));
    connect(m_datasets, &QAction::triggered, this, [this] { showComplianceTab(QStringLiteral("datasets")); });

    m_reviewQueue = new QAction(tr("&Review Queue…"), this);
    m_reviewQueue->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q));
    m_reviewQueue->setToolTip(
        tr("Export requests waiting for a decision, approved or rejected with a signature"));
    connect(m_reviewQueue, &QAction::triggered, this,
            [this] { showComplianceTab(QStringLiteral("review")); });

    m_thresholds = new QAction(tr("&Thresholds…"), this);
    m_thresholds->setToolTip(
        tr("People whose personal information went abroad this year, against the thresholds"));
    connect(m_thresholds, &QAction::triggered, this,
            [this] { showComplianceTab(QStringLiteral("thresholds")); });

    m_destruction = new QAction(tr("D&estruction Tracking…"), this);
    m_destruction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    m_destruction->setToolTip(
        tr("Exports whose data is abroad, the day each must be destroyed by, and their certificates"));
    connect(m_destruction, &QAction::triggered, this,
            [this] { showComplianceTab(QStringLiteral("destruction")); });

    m_ledgerServer = new QAction(tr("Ledger &Server…"), this);
    connect(m_ledgerServer, &QAction::triggered, this, [this] { LedgerServerDialog(this->window()).exec(); });
}

services::DeskIdentity *ComplianceController::identity()
{
    services::Console *console = this->console();
    if (m_identity || !console->ledgerStore())
        return m_identity;
    m_identity = new services::DeskIdentity(
        *console->ledgerStore(), [console] { return console->identityKeys(); },
        services::IdentitySigner::ofConsole(*console), this);
    // The keychain answers after the window (and its restored tabs) is up: read it again then.
    connect(console, &services::Console::keychainChecked, m_identity,
            [this] { (void)m_identity->refresh(); });
    (void)m_identity->refresh();
    return m_identity;
}

ledger::LedgerWatch *ComplianceController::ledgerWatch()
{
    services::Console *console = this->console();
    if (m_watch || !console->ledgerStore())
        return m_watch;
    m_watch = new ledger::LedgerWatch(*console->ledgerStore(), this);
    if (const Status st = m_watch->start(); !st)
        showMessage(st.error(), 8000);
    return m_watch;
}

QList<QAction *> ComplianceController::menuActions() const
{
    return {m_datasets, m_reviewQueue, m_thresholds, m_destruction, m_auditLog, m_ledgerServer};
}

QWidget *ComplianceController::createView(const QString &key, QString *)
{
    services::Console *console = this->console();
    if (key == QLatin1String("compliance"))
        return createComplianceView();
    if (key == QLatin1String("audit")) {
        if (!console->auditLog())
            return window()->message(tr("No audit log: %1").arg(console->databaseError()));
        if (console->auditSink())
            console->auditSink()->flush(); // show what just happened too
        auto *browser = new AuditBrowser(console->auditLog(), console->ledgerStore());
        browser->setLedgerWatch(ledgerWatch());
        browser->setIdentity(identity()); // the desk's one person signs checkpoints here too
        return browser;
    }
    return nullptr;
}

QWidget *ComplianceController::createComplianceView()
{
    services::Console *console = this->console();
    ledger::LedgerStore *store = console->ledgerStore();
    if (!store)
        return window()->message(tr("No ledger: %1").arg(console->databaseError()));
    auto *tabs = new QTabWidget;
    tabs->setObjectName(QStringLiteral("ComplianceTabs"));
    const auto add = [tabs](QDialog *d, const QString &title, const QString &which) {
        embedDialog(d, true);
        d->setProperty("complianceView", which);
        tabs->addTab(d, title);
    };
    const QStringList keys = console->identityKeys();
    auto *queue = new ReviewQueue(store, identity());
    queue->setLedgerWatch(ledgerWatch());
    if (console->secretStore())
        queue->setKeyMaker(services::OfficerKeys::ofConsole(*console));
    add(queue, tr("Review Queue"), QStringLiteral("review"));
    auto *datasets =
        new DatasetsView(store, localUserName(), keys, services::IdentitySigner::ofConsole(*console));
    datasets->setIdentity(identity());
    datasets->setDestinations([this] { return destinations(); });
    add(datasets, tr("Datasets"), QStringLiteral("datasets"));
    auto *destruction = new DestructionView(store, localUserName());
    destruction->setTaskList(window()->tasks());
    destruction->setLedgerWatch(ledgerWatch());
    add(destruction, tr("Destruction"), QStringLiteral("destruction"));
    auto *thresholds = new ThresholdsView(store);
    add(thresholds, tr("Thresholds"), QStringLiteral("thresholds"));
    // Request Export pages open inside this area (one Compliance area, not a tab per window) and close
    // with their tab; the four desk pages stay.
    tabs->setTabsClosable(true);
    for (int i = 0; i < tabs->count(); ++i) {
        for (const QTabBar::ButtonPosition side : {QTabBar::LeftSide, QTabBar::RightSide}) {
            if (QWidget *button = tabs->tabBar()->tabButton(i, side)) {
                tabs->tabBar()->setTabButton(i, side, nullptr);
                button->deleteLater();
            }
        }
    }
    connect(tabs, &QTabWidget::tabCloseRequested, tabs, [tabs](int i) {
        QWidget *page = tabs->widget(i);
        if (!page ||
            !page->property("complianceView").toString().startsWith(QLatin1String("request-export:")))
            return;
        tabs->removeTab(i);
        page->deleteLater();
    });
    // The page last in front comes back in front; from now on the one chosen is remembered.
    for (int i = 0; i < tabs->count(); ++i) {
        if (!m_page.isEmpty() && tabs->widget(i)->property("complianceView").toString() == m_page)
            tabs->setCurrentIndex(i);
    }
    connect(tabs, &QTabWidget::currentChanged, this, [this, tabs](int i) {
        const QWidget *page = tabs->widget(i);
        const QString which = page ? page->property("complianceView").toString() : QString();
        if (isDeskPage(which))
            m_page = which;
    });
    // Every page follows the one notification path for ledger changes.
    if (ledger::LedgerWatch *watch = ledgerWatch()) {
        connect(watch, &ledger::LedgerWatch::changed, datasets, &DatasetsView::reload);
        connect(watch, &ledger::LedgerWatch::changed, thresholds,
                [thresholds] { thresholds->showYear(thresholds->shownYear()); });
    }
    // Each sub-view scrolls as long as it is, not as long as the longest.
    sizeToCurrentPage(tabs);
    return tabs;
}

QList<ExportDestination> ComplianceController::destinations()
{
    QList<ExportDestination> out;
    if (const auto clusters = console()->inventory().clusters(); clusters.ok()) {
        for (const ClusterRecord &c : clusters.value())
            out << ExportDestination{c.name, c.region};
    }
    return out;
}

void ComplianceController::showComplianceTab(const QString &which)
{
    window()->navigate(QStringLiteral("compliance"));
    if (auto *tabs = qobject_cast<QTabWidget *>(window()->workspace()->view(QStringLiteral("compliance")))) {
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->widget(i)->property("complianceView").toString() == which)
                tabs->setCurrentIndex(i);
        }
    }
}

void ComplianceController::savePage(QSettings &settings) const
{
    if (m_page.isEmpty())
        settings.remove(kPageSetting);
    else
        settings.setValue(kPageSetting, m_page);
}

void ComplianceController::restorePage(const QSettings &settings)
{
    const QString which = settings.value(kPageSetting).toString();
    if (isDeskPage(which)) // anything else (another version's page, garbage): the first page
        m_page = which;
}

void ComplianceController::openExportRequest(const QStringList &datasets, qint64 clusterId,
                                             const QString &purpose)
{
    services::Console *console = this->console();
    ledger::LedgerStore *store = console->ledgerStore();
    if (!store)
        return;
    ExportDraft draft;
    draft.datasets = datasets;
    draft.purpose = purpose;
    if (const auto c = console->inventory().cluster(clusterId); c.ok()) {
        draft.cluster = c->name;
        draft.country = c->region;
    }
    const QString key = QStringLiteral("request-export:%1").arg(datasets.join(QLatin1Char(',')));
    // A page of the Compliance area, next to the Review Queue it files into; the one for these datasets
    // again when it is still open.
    window()->navigate(QStringLiteral("compliance"));
    auto *tabs = qobject_cast<QTabWidget *>(window()->workspace()->view(QStringLiteral("compliance")));
    if (tabs) {
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->widget(i)->property("complianceView").toString() == key) {
                tabs->setCurrentIndex(i);
                return;
            }
        }
    }
    auto *dialog = new RequestDialog(store, identity(), localUserName(), draft);
    dialog->setDestinations(destinations());
    dialog->setLedgerWatch(ledgerWatch());
    if (!tabs) {
        window()->openTab(dialog, tr("Request Export"), key);
        return;
    }
    embedDialog(dialog, true);
    dialog->setProperty("complianceView", key);
    const int i = tabs->addTab(dialog, tr("Request Export"));
    tabs->setTabToolTip(i, datasets.join(QStringLiteral(", ")));
    tabs->setCurrentIndex(i);
}

} // namespace cg::ui

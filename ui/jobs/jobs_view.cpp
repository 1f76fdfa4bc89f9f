// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/jobs_view.h"

#include "common/dates.h"
#include "common/remembered_geometry.h"
#include "inventory/inventory.h"
#include "jobs/job_spec.h"
#include "jobs/job_types.h"
#include "services/task_list.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace cg::ui {

namespace {

constexpr int kRefreshMs = 30000;
constexpr int kFastRefreshMs = 5000;
constexpr qint64 kFastForMs = 60000; // after a submit
constexpr int kLogLines = 200;
constexpr int kTaskAfterMs = 1000; // a Refresh not answered by then becomes a row in the Tasks panel

enum StateFilter { AllJobs, ActiveJobs, FinishedJobs };

} // namespace

JobsView::JobsView(Inventory *inventory, ssh::ConnectionHub *hub, services::JobsServiceOptions options,
                   QWidget *parent)
    : QDialog(parent), m_inventory(inventory), m_service(new services::JobsService(options, hub, this)),
      m_logs(new services::JobsService(options, hub, this)) // a followed log must not hold up the queue
{
    setWindowTitle(tr("Jobs"));
    m_cluster = new QComboBox(this);
    if (m_inventory) {
        const auto clusters = m_inventory->clusters();
        if (clusters.ok()) {
            for (const ClusterRecord &c : clusters.value())
                m_cluster->addItem(
                    c.region.isEmpty() ? c.name : QStringLiteral("%1 (%2)").arg(c.name, c.region), c.id);
        }
    }
    m_cluster->addItem(tr("This machine"), qint64(0)); // the local backend: the same spec, run here
    m_stateFilter = new QComboBox(this);
    m_stateFilter->addItem(tr("All jobs"), AllJobs);
    m_stateFilter->addItem(tr("Pending and running"), ActiveJobs);
    m_stateFilter->addItem(tr("Finished"), FinishedJobs);
    m_textFilter = new QLineEdit(this);
    m_textFilter->setPlaceholderText(tr("Filter by id, name, state or reason"));
    m_textFilter->setClearButtonEnabled(true);
    auto *refreshButton = new QPushButton(tr("&Refresh"), this);
    refreshButton->setShortcut(QKeySequence::Refresh);
    connect(refreshButton, &QPushButton::clicked, this, &JobsView::refreshNow);
    connect(m_cluster, &QComboBox::currentIndexChanged, this, [this] {
        m_jobs.clear();
        showJobs({});
        refresh();
    });
    connect(m_stateFilter, &QComboBox::currentIndexChanged, this, [this] { showJobs(m_jobs); });
    connect(m_textFilter, &QLineEdit::textChanged, this, [this] { showJobs(m_jobs); });

    m_queue = new QTableWidget(0, ColumnCount, this);
    m_queue->setHorizontalHeaderLabels({tr("Job"), tr("Name"), tr("State"), tr("Reason"), tr("Restarts"),
                                        tr("Elapsed"), tr("Partition"), tr("Nodes")});
    m_queue->verticalHeader()->hide();
    m_queue->horizontalHeader()->setStretchLastSection(true);
    m_queue->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_queue->setSelectionMode(QAbstractItemView::SingleSelection);
    m_queue->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_queue->setAccessibleName(tr("Job queue"));
    connect(m_queue, &QTableWidget::itemSelectionChanged, this, &JobsView::showDetails);
    connect(m_queue, &QTableWidget::itemSelectionChanged, this, &JobsView::updateJobButtons);

    auto *cancel = new QPushButton(tr("&Cancel Job…"), this);
    connect(cancel, &QPushButton::clicked, this, [this] {
        const QString job = selectedJob();
        if (!job.isEmpty() &&
            QMessageBox::question(
                this, tr("Cancel Job"),
                tr("Cancel job %1 on %2? It will not be requeued.").arg(job, m_cluster->currentText()),
                QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes)
            act(jobs::JobAction::Cancel);
    });
    auto *requeue = new QPushButton(tr("Re&queue"), this);
    connect(requeue, &QPushButton::clicked, this, [this] { act(jobs::JobAction::Requeue); });
    auto *hold = new QPushButton(tr("&Hold"), this);
    connect(hold, &QPushButton::clicked, this, [this] { act(jobs::JobAction::Hold); });
    auto *release = new QPushButton(tr("Re&lease"), this);
    connect(release, &QPushButton::clicked, this, [this] { act(jobs::JobAction::Release); });
    auto *switchButton = new QPushButton(tr("S&witch Cluster…"), this);
    switchButton->setToolTip(
        tr("Submit the selected job's spec to another cluster (the ledger is asked again)"));
    connect(switchButton, &QPushButton::clicked, this, [this] {
        const QString job = selectedJob();
        if (job.isEmpty()) {
            setStatus(tr("Choose a job first."), true);
            return;
        }
        QStringList names;
        QList<qint64> ids;
        for (int i = 0; i < m_cluster->count(); ++i) {
            if (m_cluster->itemData(i).toLongLong() != cluster()) {
                names << m_cluster->itemText(i);
                ids << m_cluster->itemData(i).toLongLong();
            }
        }
        bool ok = false;
        const QString chosen = QInputDialog::getItem(
            this, tr("Switch Cluster"),
            m_specs.contains(job)
                ? tr("Move job %1 to (it resumes there from its newest verified checkpoint):").arg(job)
                : tr("Move job %1 with the spec in the editor to (it resumes there from its newest verified "
                     "checkpoint):")
                      .arg(job),
            names, 0, false, &ok);
        if (ok && names.contains(chosen))
            switchCluster(job, ids.at(names.indexOf(chosen)));
    });
    auto *actions = new QHBoxLayout;
    for (QPushButton *b : {cancel, requeue, hold, release, switchButton})
        actions->addWidget(b);
    actions->addStretch(1);

    // Details, log, submit.
    m_details = new QLabel(this);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_log = new QPlainTextEdit(this);
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(20000);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_follow = new QCheckBox(tr("&Follow"), this);
    m_follow->setToolTip(tr("Keep reading the log as the job writes it (tail -F on the login node)"));
    auto *reload = new QPushButton(tr("Reload &Log"), this);
    connect(reload, &QPushButton::clicked, this, [this] { loadLog(m_follow->isChecked()); });
    m_jobButtons = {cancel, requeue, hold, release, switchButton, reload};
    updateJobButtons();
    connect(m_follow, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            loadLog(true);
        else
            m_logs->stopFollowing();
    });
    auto *logPage = new QWidget(this);
    auto *logLayout = new QVBoxLayout(logPage);
    auto *logBar = new QHBoxLayout;
    logBar->addWidget(m_follow);
    logBar->addStretch(1);
    logBar->addWidget(reload);
    logLayout->addLayout(logBar);
    logLayout->addWidget(m_log, 1);

    m_template = new QComboBox(this);
    m_template->addItem(tr("(choose a template)"));
    m_template->addItems(jobs::JobSpecs::templateNames());
    connect(m_template, &QComboBox::activated, this, [this](int i) {
        if (i > 0)
            m_spec->setPlainText(QString::fromUtf8(jobs::JobSpecs::templateText(m_template->itemText(i))));
    });
    m_spec = new QPlainTextEdit(this);
    m_spec->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_spec->setPlaceholderText(tr("name: train\nqueue: normal\ncommand: python train.py"));
    m_account = new QLineEdit(this);
    m_account->setPlaceholderText(tr("charged when the spec names no account"));
    m_partition = new QLineEdit(this);
    m_partition->setPlaceholderText(tr("the scheduler's default"));
    m_smoke = new QCheckBox(tr("S&moke run first: one GPU, a few steps"), this);
    auto *show = new QPushButton(tr("Show &Script"), this);
    connect(show, &QPushButton::clicked, this, [this] {
        const QString script = showScript();
        QDialog d(this);
        d.setWindowTitle(tr("Batch Script"));
        auto *text = new QPlainTextEdit(script, &d);
        text->setReadOnly(true);
        text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        auto *close = new QDialogButtonBox(QDialogButtonBox::Close, &d);
        connect(close, &QDialogButtonBox::rejected, &d, &QDialog::reject);
        auto *l = new QVBoxLayout(&d);
        l->addWidget(text);
        l->addWidget(close);
        d.resize(800, 600);
        d.exec();
    });
    auto *dry = new QPushButton(tr("&Dry Run"), this);
    dry->setToolTip(tr("The scheduler says when and where it would start; nothing is queued"));
    connect(dry, &QPushButton::clicked, this, [this] { submit(true); });
    auto *go = new QPushButton(tr("Su&bmit"), this);
    connect(go, &QPushButton::clicked, this, [this] { submit(false); });
    auto *submitPage = new QWidget(this);
    auto *form = new QFormLayout;
    form->addRow(tr("&Template:"), m_template);
    form->addRow(tr("&Account:"), m_account);
    form->addRow(tr("&Partition:"), m_partition);
    auto *submitBar = new QHBoxLayout;
    submitBar->addWidget(m_smoke);
    submitBar->addStretch(1);
    submitBar->addWidget(show);
    submitBar->addWidget(dry);
    submitBar->addWidget(go);
    auto *submitLayout = new QVBoxLayout(submitPage);
    submitLayout->addLayout(form);
    submitLayout->addWidget(m_spec, 1);
    submitLayout->addLayout(submitBar);

    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_details, tr("&Details"));
    m_tabs->addTab(logPage, tr("L&og"));
    m_tabs->addTab(submitPage, tr("&Submit"));

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setObjectName(QStringLiteral("JobsStatus"));
    m_detailsButton = new QToolButton(this);
    m_detailsButton->setObjectName(QStringLiteral("JobsStatusDetails"));
    m_detailsButton->setText(tr("Details"));
    m_detailsButton->setCheckable(true);
    m_detailsButton->setAutoRaise(true);
    m_detailsButton->hide();
    m_statusDetails = new QLabel(this);
    m_statusDetails->setWordWrap(true);
    m_statusDetails->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statusDetails->hide();
    connect(m_detailsButton, &QToolButton::toggled, m_statusDetails, &QLabel::setVisible);

    auto *top = new QHBoxLayout;
    auto *clusterLabel = new QLabel(tr("C&luster:"), this);
    clusterLabel->setBuddy(m_cluster); // Alt+L; without a buddy the "&" would show
    top->addWidget(clusterLabel);
    top->addWidget(m_cluster, 1);
    top->addWidget(m_stateFilter);
    top->addWidget(m_textFilter, 1);
    top->addWidget(refreshButton);
    auto *queuePane = new QWidget(this);
    auto *queueLayout = new QVBoxLayout(queuePane);
    queueLayout->setContentsMargins(0, 0, 0, 0);
    queueLayout->addWidget(m_queue, 1);
    queueLayout->addLayout(actions);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(queuePane);
    split->addWidget(m_tabs);
    auto *closeBox = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(closeBox, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_detailsButton, 0, Qt::AlignTop);
    layout->addLayout(statusRow);
    layout->addWidget(m_statusDetails);
    m_requestExport = new QPushButton(tr("Request Export…"), this);
    m_requestExport->hide();
    connect(m_requestExport, &QPushButton::clicked, this,
            [this] { emit exportRequested(m_blockedDatasets, m_blockedCluster, m_blockedPurpose); });
    layout->addWidget(m_requestExport);
    layout->addWidget(closeBox);

    connect(m_service, &services::JobsService::listed, this,
            [this](quint64 id, qint64 clusterId, const QList<jobs::JobStatus> &jobs, const QString &error,
                   ErrorCode code, const QString &details) {
                if (id != m_listRequest)
                    return;
                m_listRequest = 0;
                const quint64 task = std::exchange(m_listTask, 0);
                const auto finishTask = [this, task](bool ok) {
                    if (m_tasks && task)
                        m_tasks->finish(task, ok, m_status->text());
                };
                if (clusterId != cluster()) { // the cluster changed meanwhile: ask about the new one
                    m_listTask = task;        // the row the person sees goes on with that listing
                    refresh();
                    return;
                }
                const QString at = QLocale().toString(QTime::currentTime(), QLocale::ShortFormat);
                if (code == ErrorCode::Cancelled) {
                    setStatus(tr("Listing the jobs of %1 was cancelled: Refresh asks again.")
                                  .arg(m_cluster->currentText()));
                    finishTask(false);
                    return;
                }
                if (code == ErrorCode::Unreachable) { // no node answered: one sentence that names them
                    setStatus(tr("Refreshed at %1: %2, then press Refresh.").arg(at, error), true, details);
                    finishTask(false);
                    return;
                }
                if (!error.isEmpty()) {
                    setStatus(tr("Refreshed at %1: %2")
                                  .arg(at, actionableListError(error, m_cluster->currentText(),
                                                               m_service->advice(clusterId, error))),
                              true, details.isEmpty() ? error : details);
                    finishTask(false);
                    return;
                }
                m_jobs = jobs;
                showJobs(jobs);
                if (jobs.isEmpty())
                    setStatus(
                        tr("Refreshed at %1: no jobs on %2 yet: write or open a job spec on the left and "
                           "press Submit (Dry Run first shows what would be sent).")
                            .arg(at, m_cluster->currentText()));
                else
                    setStatus(tr("Refreshed at %1: %n job(s) on %2", nullptr, int(jobs.size()))
                                  .arg(at, m_cluster->currentText()));
                finishTask(true);
            });
    connect(m_service, &services::JobsService::submitted, this,
            [this](quint64 id, const QString &jobId, const QString &says, const QString &,
                   const QString &error, bool refused) {
                const QByteArray spec = m_pendingSpecs.take(id);
                m_requestExport->hide();
                if (!error.isEmpty() && refused) { // blocked: offer the export request that would clear it
                    const jobs::SpecParse parsed = jobs::JobSpecs::parse(spec);
                    m_blockedDatasets.clear();
                    if (parsed.spec) {
                        for (const jobs::DatasetRef &d : parsed.spec->datasets)
                            m_blockedDatasets << d.id;
                        m_blockedPurpose = tr("job %1").arg(parsed.spec->name);
                    }
                    m_blockedCluster = cluster();
                    m_requestExport->setVisible(!m_blockedDatasets.isEmpty());
                }
                if (!error.isEmpty()) {
                    m_lastJobId.clear();
                    setStatus(refused ? tr("Refused by the compliance gate: %1").arg(error) : error, true);
                    return;
                }
                if (jobId.isEmpty()) { // a dry run
                    setStatus(tr("Dry run: %1").arg(says));
                    return;
                }
                m_lastJobId = jobId;
                m_specs.insert(jobId, spec);
                setStatus(tr("Submitted job %1.").arg(jobId));
                m_fastUntilMs = QDateTime::currentMSecsSinceEpoch() + kFastForMs;
                m_timer.start(kFastRefreshMs);
                refresh();
            });
    connect(m_service, &services::JobsService::switched, this,
            [this](quint64 id, const QString &jobId, const QString &checkpoint, const QString &error,
                   bool refused) {
                const QByteArray spec = m_pendingSpecs.take(id);
                if (!error.isEmpty()) {
                    setStatus(refused ? tr("Not moved, refused by the compliance gate: %1").arg(error)
                                      : tr("Not moved: %1").arg(error),
                              true);
                    return;
                }
                m_lastJobId = jobId;
                m_specs.insert(jobId, spec);
                m_history.clear();
                setStatus(checkpoint.isEmpty()
                              ? tr("Moved: job %1 here starts from the beginning.").arg(jobId)
                              : tr("Moved: job %1 here resumes from checkpoint %2.").arg(jobId, checkpoint));
                m_fastUntilMs = QDateTime::currentMSecsSinceEpoch() + kFastForMs;
                m_timer.start(kFastRefreshMs);
                refresh();
            });
    connect(
        m_service, &services::JobsService::historyRead, this,
        [this](quint64, qint64 clusterId, const QString &jobId, const QJsonArray &timeline, const QString &) {
            QStringList lines;
            for (const QJsonValue &v : timeline)
                lines << historyLine(v.toObject());
            m_history.insert(QStringLiteral("%1/%2").arg(clusterId).arg(jobId), lines);
            showDetails();
        });
    connect(m_service, &services::JobsService::acted, this, [this](quint64, const QString &error) {
        setStatus(error.isEmpty() ? tr("Done.") : error, !error.isEmpty());
        refresh();
    });
    connect(m_logs, &services::JobsService::logText, this, [this](quint64 id, const QByteArray &text) {
        if (id == m_logRequest) {
            m_log->moveCursor(QTextCursor::End);
            m_log->insertPlainText(QString::fromUtf8(text));
            m_log->moveCursor(QTextCursor::End);
        }
    });
    connect(m_logs, &services::JobsService::logEnded, this, [this](quint64 id, const QString &error) {
        if (id != m_logRequest)
            return;
        if (!error.isEmpty())
            setStatus(error, true);
        m_follow->setChecked(false);
    });
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_timer.interval() == kFastRefreshMs && QDateTime::currentMSecsSinceEpoch() > m_fastUntilMs)
            m_timer.start(kRefreshMs);
        refresh();
    });
    m_timer.start(kRefreshMs);
    restoreDialogGeometry(this, QStringLiteral("jobsView"), QSize(1100, 720));
    refresh();
    // Only "This machine": jobs run here; say how a rented cluster joins the list.
    if (m_cluster->count() == 1)
        setStatus(
            tr("Jobs run on this machine. To run them on a rented cluster, add it with Clusters > Onboard "
               "Cluster."),
            false);
}

QString JobsView::historyLine(const QJsonObject &e)
{
    QString line = tr("%1: %2 job %3, %4")
                       .arg(e.value(QStringLiteral("at")).toString().toHtmlEscaped(),
                            e.value(QStringLiteral("cluster")).toString().toHtmlEscaped(),
                            e.value(QStringLiteral("jobId")).toString().toHtmlEscaped(),
                            e.value(QStringLiteral("action")).toString().toHtmlEscaped());
    const QJsonObject d = e.value(QStringLiteral("details")).toObject();
    if (e.value(QStringLiteral("action")).toString() == QLatin1String("job.resumed")) {
        // A restart after a host lost the job: where it resumed and what was lost.
        const qint64 lost = d.value(QStringLiteral("stepsLost")).toInteger(-1);
        line += QLatin1Char(' ') + (lost < 0 ? tr("(resumed from checkpoint step %1; steps lost not known)")
                                                   .arg(d.value(QStringLiteral("checkpointStep")).toInteger())
                                             : tr("(resumed from checkpoint step %1, %2 step(s) lost)")
                                                   .arg(d.value(QStringLiteral("checkpointStep")).toInteger())
                                                   .arg(lost));
    }
    return line;
}

void JobsView::showFailover(const QString &from, const QString &job, const QString &to, const QString &newJob,
                            const QString &error)
{
    if (!error.isEmpty()) {
        setStatus(tr("Automatic failover of job %1 on %2 to %3 refused; the job stays: %4")
                      .arg(job, from, to, error),
                  true);
        return;
    }
    m_history.clear();
    setStatus(tr("Job %1 on %2 failed over to %3 as job %4.").arg(job, from, to, newJob));
    refresh();
}

JobsView::~JobsView()
{
    m_logs->stopFollowing();
    if (m_tasks && m_listTask)
        m_tasks->finish(std::exchange(m_listTask, 0), false,
                        tr("The Jobs view was closed before %1 answered.").arg(m_cluster->currentText()));
}

void JobsView::setCluster(qint64 clusterId)
{
    const int i = m_cluster->findData(clusterId);
    if (i >= 0)
        m_cluster->setCurrentIndex(i);
}

qint64 JobsView::cluster() const
{
    return m_cluster->currentData().toLongLong();
}

QString JobsView::statusText() const
{
    return m_statusDetails->text().isEmpty() ? m_status->text()
                                             : m_status->text() + QLatin1Char('\n') + m_statusDetails->text();
}

QString JobsView::actionableListError(const QString &raw, const QString &cluster, const QString &advice)
{
    const QString e = raw.toLower();
    const auto any = [&e](std::initializer_list<const char *> words) {
        return std::any_of(words.begin(), words.end(),
                           [&e](const char *w) { return e.contains(QLatin1String(w)); });
    };
    if (any({"host key", "hostkey", "known_hosts"}))
        return tr("A host key on the way to %1 is not accepted: review it with Clusters > Check "
                  "Connectivity, "
                  "then press Refresh.")
            .arg(cluster);
    if (any({"authentication", "permission denied", "publickey", "passphrase", "one-time password"}))
        return tr("The login to %1 was refused: check the user and key in Clusters > Credentials, then press "
                  "Refresh.")
            .arg(cluster);
    // What the cluster's scheduler says about its own commands (the default backend's when not given).
    if (const QString said = advice.isEmpty() ? services::JobsService::adviceOf({}, cluster, raw) : advice;
        !said.isEmpty())
        return said;
    if (any({"timed out", "timeout", "unreachable", "no route", "connection refused", "could not resolve",
             "name or service not known", "network", "disconnected", "connection reset"}))
        return tr("%1 cannot be reached: check the network (VPN) and the bastion with Clusters > Check "
                  "Connectivity, then press Refresh.")
            .arg(cluster);
    if (any({"no login node", "no nodes"}))
        return tr("%1 has no login node to ask: add its nodes (Clusters > Edit Cluster), then press Refresh.")
            .arg(cluster);
    return tr("The scheduler of %1 did not answer as expected: Refresh tries again; the details below say "
              "what it printed.")
        .arg(cluster);
}

QString JobsView::statusDetails() const
{
    return m_statusDetails->text();
}

void JobsView::setStatus(const QString &text, bool bad, const QString &details)
{
    m_status->setText(text);
    m_statusDetails->setText(details);
    m_detailsButton->setVisible(!details.isEmpty());
    if (details.isEmpty())
        m_detailsButton->setChecked(false);
    m_statusDetails->setVisible(!details.isEmpty() && m_detailsButton->isChecked());
    QPalette p = m_status->palette();
    p.setColor(QPalette::WindowText, bad ? QColor(0xc6, 0x28, 0x28) : palette().color(QPalette::WindowText));
    m_status->setPalette(p);
}

void JobsView::refresh()
{
    if (cluster() <= 0 || m_listRequest != 0) // one listing at a time per view
        return;
    m_listSent = QDateTime::currentDateTime();
    m_listRequest = m_service->list(cluster());
}

void JobsView::refreshNow()
{
    if (cluster() <= 0) {
        setStatus(tr("Choose a cluster to list its jobs."), true);
        return;
    }
    if (m_listRequest != 0) { // the one already sent has not answered: say so, do not send another
        setStatus(
            tr("Still waiting for %1 to list its jobs (asked at %2)…")
                .arg(m_cluster->currentText(), QLocale().toString(m_listSent.time(), QLocale::LongFormat)));
        startListTask();
        return;
    }
    setStatus(tr("Asking %1 for its jobs…").arg(m_cluster->currentText()));
    refresh();
    // Not answered in a moment (a node that does not answer, tried before the next): a row in the Tasks
    // panel, with Cancel.
    QTimer::singleShot(kTaskAfterMs, this, [this, request = m_listRequest] {
        if (request != 0 && m_listRequest == request)
            startListTask();
    });
}

void JobsView::setTaskList(services::TaskList *tasks)
{
    m_tasks = tasks;
}

void JobsView::startListTask()
{
    if (!m_tasks || m_listTask != 0 || m_listRequest == 0)
        return;
    m_listTask = m_tasks->start(
        services::TaskKind::Report, tr("List the jobs of %1").arg(m_cluster->currentText()),
        [self = QPointer<JobsView>(this)] {
            if (self)
                self->cancelRefresh();
        },
        m_listSent.toMSecsSinceEpoch());
    m_tasks->setMessage(m_listTask, m_status->text());
}

void JobsView::cancelRefresh()
{
    if (m_listRequest != 0)
        m_service->cancelList(m_listRequest);
}

jobs::SchedulerProfile JobsView::profile(qint64 clusterId) const
{
    jobs::SchedulerProfile p;
    const int i = m_cluster->findData(clusterId);
    p.cluster = i >= 0 ? m_cluster->itemText(i) : QString();
    if (m_inventory) {
        if (const auto c = m_inventory->cluster(clusterId); c.ok()) {
            p.cluster = c->name;
            p.applyPlacement(c->placement);
        }
    }
    p.account = m_account->text().trimmed();
    p.defaultPartition = m_partition->text().trimmed();
    return p;
}

QString JobsView::showScript()
{
    QString error;
    const QString script = m_service->script(cluster(), m_spec->toPlainText().toUtf8(), profile(cluster()),
                                             m_smoke->isChecked(), &error);
    return error.isEmpty() ? script : error;
}

void JobsView::sendSpec(qint64 clusterId, const QByteArray &yaml, bool dryRun)
{
    const jobs::SpecParse parsed = jobs::JobSpecs::parse(yaml);
    if (!parsed.ok()) { // said here, before anything leaves
        setStatus(parsed.errorText(tr("spec")), true);
        return;
    }
    setStatus(dryRun ? tr("Asking the scheduler…") : tr("Submitting…"));
    const quint64 id = m_service->submit(clusterId, yaml, profile(clusterId), dryRun, m_smoke->isChecked());
    m_pendingSpecs.insert(id, yaml);
}

void JobsView::submit(bool dryRun)
{
    sendSpec(cluster(), m_spec->toPlainText().toUtf8(), dryRun);
}

bool JobsView::switchCluster(const QString &jobId, qint64 clusterId)
{
    if (jobId.isEmpty() || m_cluster->findData(clusterId) < 0 || clusterId == cluster())
        return false;
    // A job from elsewhere moves with the spec in the editor (the gate and the audit row judge it).
    const QByteArray spec = m_specs.contains(jobId) ? m_specs.value(jobId) : m_spec->toPlainText().toUtf8();
    const quint64 id = m_service->switchJob(cluster(), jobId, spec, clusterId);
    m_pendingSpecs.insert(id, spec);
    setCluster(clusterId); // the queue shown is the new cluster's
    setStatus(tr("Moving job %1…").arg(jobId));
    return true;
}

void JobsView::act(jobs::JobAction action)
{
    const QString job = selectedJob();
    if (job.isEmpty()) {
        setStatus(tr("Choose a job first."), true);
        return;
    }
    m_service->act(cluster(), action, job);
}

QString JobsView::selectedJob() const
{
    const auto rows = m_queue->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return {};
    const QTableWidgetItem *item = m_queue->item(rows.first().row(), Id);
    return item ? item->text() : QString();
}

void JobsView::selectJob(const QString &jobId)
{
    for (int r = 0; r < m_queue->rowCount(); ++r) {
        if (m_queue->item(r, Id)->text() == jobId) {
            m_queue->selectRow(r);
            return;
        }
    }
}

void JobsView::showJobs(const QList<jobs::JobStatus> &all)
{
    const QString keep = selectedJob();
    const auto filter = StateFilter(m_stateFilter->currentData().toInt());
    const QString text = m_textFilter->text().trimmed();
    QList<jobs::JobStatus> shown;
    for (const jobs::JobStatus &j : all) {
        if ((filter == ActiveJobs && j.finished()) || (filter == FinishedJobs && !j.finished()))
            continue;
        if (!text.isEmpty() && !j.jobId.contains(text) && !j.name.contains(text, Qt::CaseInsensitive) &&
            !j.state.contains(text, Qt::CaseInsensitive) && !j.reason.contains(text, Qt::CaseInsensitive))
            continue;
        shown << j;
    }
    m_queue->setRowCount(int(shown.size()));
    for (int r = 0; r < shown.size(); ++r) {
        const jobs::JobStatus &j = shown.at(r);
        const QStringList cells{j.jobId,
                                j.name,
                                j.state,
                                j.reason,
                                QString::number(j.restarts),
                                j.elapsed,
                                j.partition,
                                j.nodeList.isEmpty() ? QString::number(j.nodes) : j.nodeList};
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = m_queue->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_queue->setItem(r, c, item);
            }
            item->setText(cells.at(c));
        }
        m_queue->item(r, State)->setForeground(stateColour(j.phase));
    }
    m_queue->resizeColumnsToContents();
    if (!keep.isEmpty())
        selectJob(keep);
    updateJobButtons();
}

void JobsView::updateJobButtons()
{
    const bool job = !selectedJob().isEmpty();
    for (QPushButton *b : std::as_const(m_jobButtons))
        b->setEnabled(job);
}

QColor JobsView::stateColour(jobs::JobState state) const
{
    if (jobs::jobStateFailed(state))
        return QColor(0xc6, 0x28, 0x28);
    if (state == jobs::JobState::Cancelled || state == jobs::JobState::Preempted ||
        state == jobs::JobState::Requeued || state == jobs::JobState::Suspended)
        return QColor(0xb2, 0x6a, 0x00);
    if (state == jobs::JobState::Running || state == jobs::JobState::Completing)
        return QColor(0x2e, 0x7d, 0x32);
    return palette().color(QPalette::Text);
}

void JobsView::showDetails()
{
    const QString id = selectedJob();
    for (const jobs::JobStatus &j : std::as_const(m_jobs)) {
        if (j.jobId != id)
            continue;
        QStringList lines;
        lines << tr("<b>Job %1</b> %2").arg(j.jobId.toHtmlEscaped(), j.name.toHtmlEscaped());
        lines << tr("State: %1 (%2), restarts %3")
                     .arg(j.state.toHtmlEscaped(), j.reason.toHtmlEscaped())
                     .arg(j.restarts);
        lines << tr("Elapsed %1 of %2").arg(j.elapsed.toHtmlEscaped(), j.timeLimit.toHtmlEscaped());
        lines << tr("Partition %1, account %2, %n node(s): %3", nullptr, j.nodes)
                     .arg(j.partition.toHtmlEscaped(), j.account.toHtmlEscaped(), j.nodeList.toHtmlEscaped());
        if (j.submitted.isValid())
            lines << tr("Submitted %1").arg(shownDateTime(j.submitted));
        if (j.started.isValid())
            lines << tr("Started %1").arg(shownDateTime(j.started));
        if (!j.exitCode.isEmpty())
            lines << tr("Exit code %1").arg(j.exitCode.toHtmlEscaped());
        if (m_specs.contains(j.jobId))
            lines << tr("Submitted from this window: Switch Cluster moves it with its spec.");
        const QString key = QStringLiteral("%1/%2").arg(cluster()).arg(j.jobId);
        if (!m_history.contains(key)) {
            m_history.insert(key, {});
            m_service->history(cluster(), j.jobId);
        } else if (!m_history.value(key).isEmpty()) {
            lines << tr("<b>History across clusters</b>") << m_history.value(key);
        }
        m_details->setText(lines.join(QStringLiteral("<br>")));
        return;
    }
    m_details->clear();
}

void JobsView::loadLog(bool follow)
{
    const QString job = selectedJob();
    if (job.isEmpty()) {
        setStatus(tr("Choose a job first."), true);
        return;
    }
    m_logs->stopFollowing();
    m_log->clear();
    m_logRequest =
        follow ? m_logs->follow(cluster(), job, kLogLines) : m_logs->tail(cluster(), job, kLogLines);
}

void JobsView::done(int result)
{
    m_logs->stopFollowing();
    saveDialogGeometry(this, QStringLiteral("jobsView"));
    QDialog::done(result);
}

} // namespace cg::ui

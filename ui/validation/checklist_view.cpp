// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/checklist_view.h"

#include "agent/agent_locator.h"
#include "common/save_location.h"
#include "ledger/ed25519.h"
#include "services/cluster_connections.h"
#include "services/console.h"
#include "services/report_export.h"
#include "validation/acceptance_report.h"

#include <QChart>
#include <QChartView>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextDocument>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QValueAxis>

namespace cg::ui {

using namespace cg::validation;

namespace {

constexpr int kLevelRole = Qt::UserRole + 1;
constexpr int kCheckRole = Qt::UserRole + 2;
constexpr int kStatusRole = Qt::UserRole + 3;

enum Column { ColName, ColStatus, ColFigures, ColReason };

QColor statusColor(CheckStatus s)
{
    switch (s) {
    case CheckStatus::Pass:
        return QColor(0x2e, 0x7d, 0x32);
    case CheckStatus::Fail:
        return QColor(0xc6, 0x28, 0x28);
    case CheckStatus::Warn:
        return QColor(0xef, 0x6c, 0x00);
    case CheckStatus::Running:
        return QColor(0x15, 0x65, 0xc0);
    case CheckStatus::Blocked:
        return QColor(0x42, 0x42, 0x42);
    default:
        return QColor(0x9e, 0x9e, 0x9e);
    }
}

// A round badge with a glyph: the colour alone must not carry the meaning.
QIcon statusIcon(CheckStatus s)
{
    static QHash<int, QIcon> cache;
    if (cache.contains(int(s)))
        return cache.value(int(s));
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(statusColor(s));
    p.drawEllipse(QRectF(2, 2, 28, 28));
    p.setPen(QPen(Qt::white, 3.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    switch (s) {
    case CheckStatus::Pass:
        p.drawPolyline(QPolygonF{QPointF(9, 17), QPointF(14, 22), QPointF(23, 11)});
        break;
    case CheckStatus::Fail:
        p.drawLine(QPointF(11, 11), QPointF(21, 21));
        p.drawLine(QPointF(21, 11), QPointF(11, 21));
        break;
    case CheckStatus::Warn:
        p.drawLine(QPointF(16, 9), QPointF(16, 18));
        p.drawPoint(QPointF(16, 23));
        break;
    case CheckStatus::Running:
        p.drawArc(QRectF(9, 9, 14, 14), 90 * 16, 270 * 16);
        break;
    case CheckStatus::Blocked:
        p.drawRect(QRectF(11, 15, 10, 8));
        p.drawArc(QRectF(12, 9, 8, 10), 0, 180 * 16);
        break;
    case CheckStatus::NotRun:
        p.drawLine(QPointF(10, 16), QPointF(22, 16));
        break;
    case CheckStatus::Pending:
        break;
    }
    p.end();
    cache.insert(int(s), QIcon(pm));
    return cache.value(int(s));
}

QString figuresText(const CheckResult &r)
{
    QStringList parts;
    for (const Figure &f : r.figures) {
        if (!f.measured) {
            QString t = QStringLiteral("%1 %2").arg(f.name, notMeasuredLabel());
            if (f.hasThreshold && !f.op.isEmpty())
                t += QStringLiteral(" (%1 %2)").arg(f.op, QString::number(f.threshold, 'g', 5));
            parts << t;
            continue;
        }
        QString t = QStringLiteral("%1 %2%3").arg(f.name, QString::number(f.value, 'g', 5),
                                                  f.unit.isEmpty() ? QString() : QLatin1Char(' ') + f.unit);
        if (f.hasThreshold && !f.op.isEmpty())
            t += QStringLiteral(" (%1 %2)").arg(f.op, QString::number(f.threshold, 'g', 5));
        else if (f.hasThreshold)
            t += QStringLiteral(" (%1)").arg(f.thresholdText);
        if (f.hasPrevious)
            t += QCoreApplication::translate("cg::ui::ChecklistView", " [prev %1]")
                     .arg(QString::number(f.previous, 'g', 5));
        parts << t;
    }
    return parts.join(QLatin1String("; "));
}

} // namespace

ChecklistView::ChecklistView(ValidationEngine *engine, QWidget *parent) : QWidget(parent), m_engine(engine)
{
    build();
    rebuildLadder();
    refreshHistory();
    connect(m_engine, &ValidationEngine::runStarted, this, [this](qint64, const QStringList &levels) {
        for (const QString &l : levels)
            refreshLevel(l);
        updateButtons();
    });
    connect(m_engine, &ValidationEngine::levelStarted, this, [this](const QString &level) {
        if (QTreeWidgetItem *it = levelItem(level)) {
            it->setIcon(ColStatus, statusIcon(CheckStatus::Running));
            it->setText(ColStatus, statusLabel(CheckStatus::Running));
            it->setData(ColStatus, kStatusRole, int(CheckStatus::Running));
            it->setExpanded(true);
        }
    });
    connect(m_engine, &ValidationEngine::checkStarted, this,
            [this](const QString &level, const QString &check) {
                if (QTreeWidgetItem *it = checkItem(level, check)) {
                    it->setIcon(ColStatus, statusIcon(CheckStatus::Running));
                    it->setText(ColStatus, statusLabel(CheckStatus::Running));
                    it->setData(ColStatus, kStatusRole, int(CheckStatus::Running));
                }
            });
    connect(m_engine, &ValidationEngine::checkProgress, this,
            [this](const QString &level, const QString &check, const QString &text) {
                if (QTreeWidgetItem *it = checkItem(level, check))
                    it->setText(ColReason, text);
            });
    connect(m_engine, &ValidationEngine::checkFinished, this, [this](const CheckResult &r) {
        refreshCheck(r);
        if (QTreeWidgetItem *it = m_tree->currentItem();
            it && it->data(0, kLevelRole).toString() == r.level && it->data(0, kCheckRole).toString() == r.id)
            showEvidence();
    });
    connect(m_engine, &ValidationEngine::levelFinished, this,
            [this](const QString &level, int, const QString &) { refreshLevel(level); });
    connect(m_engine, &ValidationEngine::finished, this, [this](bool passed) {
        updateButtons();
        refreshHistory();
        refreshSummary();
        m_summary->setText(m_summary->text() + QLatin1Char('\n') +
                           (passed ? tr("Every level run passed.") : tr("Not every level run passed.")));
        emit runFinished(passed);
    });
}

void ChecklistView::build()
{
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    refreshSummary();
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(4);
    m_tree->setHeaderLabels({tr("Level / check"), tr("Status"), tr("Figures (threshold)"), tr("Reason")});
    m_tree->setAccessibleName(tr("Validation ladder"));
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(ColName, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(ColStatus, QHeaderView::ResizeToContents);
    m_tree->setIconSize(QSize(16, 16));
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] {
        showEvidence();
        updateButtons();
    });

    m_log = new QPlainTextEdit(this);
    m_log->setReadOnly(true);
    m_log->setAccessibleName(tr("Evidence log"));
    m_json = new QPlainTextEdit(this);
    m_json->setReadOnly(true);
    m_json->setAccessibleName(tr("Evidence JSON"));
    m_series = new QLineSeries;
    auto *chart = new QChart;
    chart->addSeries(m_series);
    auto *x = new QValueAxis;
    auto *y = new QValueAxis;
    x->setTitleText(tr("s"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    m_series->attachAxis(x);
    m_series->attachAxis(y);
    chart->legend()->hide();
    m_chartView = new QChartView(chart, this);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_log, tr("Log"));
    m_tabs->addTab(m_json, tr("JSON"));
    m_tabs->addTab(m_chartView, tr("Chart"));
    m_history = new QTableWidget(this);
    m_history->setAccessibleName(tr("Run history"));
    m_history->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_history->verticalHeader()->hide();
    m_tabs->addTab(m_history, tr("History"));

    m_runLevel = new QPushButton(tr("Run &Level"), this);
    m_runAll = new QPushButton(tr("Run &All"), this);
    m_override = new QPushButton(tr("&Override…"), this);
    m_exclude = new QPushButton(tr("E&xclude nodes…"), this);
    m_exclude->setToolTip(
        tr("Leave nodes out of the next runs (a dead node, one under repair), with a reason "
           "that is recorded with the results and printed in the report"));
    m_report = new QPushButton(tr("&Report…"), this);
    m_cancel = new QPushButton(tr("&Cancel"), this);
    m_runLevel->setToolTip(
        tr("Run the selected level (it runs only when the one below passed or was overridden)"));
    m_override->setToolTip(tr("Let the selected level count as passed for the gate above it, with a recorded "
                              "reason"));
    connect(m_runLevel, &QPushButton::clicked, this, [this] { runLevel(selectedLevel()); });
    connect(m_runAll, &QPushButton::clicked, this, [this] { runAll(); });
    connect(m_override, &QPushButton::clicked, this, &ChecklistView::askOverride);
    connect(m_exclude, &QPushButton::clicked, this, &ChecklistView::askExclude);
    connect(m_report, &QPushButton::clicked, this, &ChecklistView::askReport);
    connect(m_cancel, &QPushButton::clicked, m_engine, &ValidationEngine::cancel);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_runLevel, m_runAll, m_override, m_exclude, m_report, m_cancel})
        buttons->addWidget(b);
    buttons->addStretch(1);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_tree);
    split->addWidget(m_tabs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);
    updateButtons();
}

// Earlier runs of this cluster, newest first: when, who, and what each level came to.
void ChecklistView::refreshHistory()
{
    const EvidenceStore *store = m_engine->store();
    QStringList headers{tr("Run"), tr("Started (UTC)"), tr("Operator")};
    for (const LevelDef &l : m_engine->checklist().levels)
        headers << l.id;
    m_history->clear();
    m_history->setColumnCount(int(headers.size()));
    m_history->setHorizontalHeaderLabels(headers);
    QList<RunSummary> list;
    if (store) {
        const auto runs = store->runs(m_engine->target().cluster.name);
        if (runs.ok())
            list = runs.value();
    }
    m_history->setRowCount(int(list.size()));
    for (int row = 0; row < list.size(); ++row) {
        const RunSummary &r = list.at(row);
        m_history->setItem(row, 0, new QTableWidgetItem(QString::number(r.id)));
        m_history->setItem(row, 1,
                           new QTableWidgetItem(r.started.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))));
        m_history->setItem(row, 2, new QTableWidgetItem(r.operatorName));
        for (int c = 0; c < m_engine->checklist().levels.size(); ++c) {
            const QString id = m_engine->checklist().levels.at(c).id;
            if (!r.levels.contains(id))
                continue;
            auto *item =
                new QTableWidgetItem(statusIcon(r.levels.value(id)), statusLabel(r.levels.value(id)));
            m_history->setItem(row, 3 + c, item);
        }
    }
    m_history->resizeColumnsToContents();
}

void ChecklistView::rebuildLadder()
{
    m_tree->clear();
    for (const LevelResult &l : m_engine->levels()) {
        auto *li = new QTreeWidgetItem(m_tree);
        li->setData(0, kLevelRole, l.id);
        QFont f = li->font(ColName);
        f.setBold(true);
        li->setFont(ColName, f);
        for (const CheckResult &c : l.checks) {
            auto *ci = new QTreeWidgetItem(li);
            ci->setData(0, kLevelRole, l.id);
            ci->setData(0, kCheckRole, c.id);
            refreshCheck(c);
        }
        refreshLevel(l.id);
    }
    if (m_tree->topLevelItemCount() > 0)
        m_tree->setCurrentItem(m_tree->topLevelItem(0));
}

QTreeWidgetItem *ChecklistView::levelItem(const QString &level) const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        if (m_tree->topLevelItem(i)->data(0, kLevelRole).toString() == level)
            return m_tree->topLevelItem(i);
    }
    return nullptr;
}

QTreeWidgetItem *ChecklistView::checkItem(const QString &level, const QString &check) const
{
    QTreeWidgetItem *li = levelItem(level);
    for (int i = 0; li && i < li->childCount(); ++i) {
        if (li->child(i)->data(0, kCheckRole).toString() == check)
            return li->child(i);
    }
    return nullptr;
}

void ChecklistView::refreshLevel(const QString &level)
{
    const LevelResult *l = m_engine->level(level);
    QTreeWidgetItem *it = levelItem(level);
    if (!l || !it)
        return;
    it->setText(ColName, QStringLiteral("%1  %2").arg(l->id, Checklists::display(l->title)));
    it->setIcon(ColStatus, statusIcon(l->status));
    it->setText(ColStatus, statusLabel(l->status));
    it->setData(ColStatus, kStatusRole, int(l->status));
    it->setForeground(ColStatus, statusColor(l->status));
    QString reason = l->reason;
    if (!l->excluded.isEmpty() && l->status != CheckStatus::Pending)
        reason = l->verdict() + (reason.isEmpty() ? QString() : QStringLiteral(" — ") + reason);
    if (!l->overrideReason.isEmpty())
        reason = tr("overridden by %1: %2").arg(l->overrideBy, l->overrideReason) +
                 (reason.isEmpty() ? QString() : QStringLiteral(" — ") + reason);
    it->setText(ColReason, reason);
    // Reasons and figures carry what nodes said: shown as plain text, never as rich text.
    it->setToolTip(ColReason, Qt::convertFromPlainText(reason));
    for (const CheckResult &c : l->checks)
        refreshCheck(c);
}

void ChecklistView::refreshCheck(const CheckResult &r)
{
    QTreeWidgetItem *it = checkItem(r.level, r.id);
    if (!it)
        return;
    it->setText(ColName, Checklists::display(r.title));
    it->setIcon(ColStatus, statusIcon(r.status));
    it->setText(ColStatus, statusLabel(r.status) + (r.required ? QString() : tr(" (optional)")));
    it->setData(ColStatus, kStatusRole, int(r.status));
    it->setForeground(ColStatus, statusColor(r.status));
    const QString figures = figuresText(r);
    it->setText(ColFigures, figures);
    it->setToolTip(ColFigures, Qt::convertFromPlainText(figures));
    it->setText(ColReason, r.reason);
    it->setToolTip(ColReason, Qt::convertFromPlainText(r.reason));
}

CheckStatus ChecklistView::shownStatus(const QString &level, const QString &check) const
{
    QTreeWidgetItem *it = check.isEmpty() ? levelItem(level) : checkItem(level, check);
    return it ? CheckStatus(it->data(ColStatus, kStatusRole).toInt()) : CheckStatus::Pending;
}

void ChecklistView::showEvidence()
{
    QTreeWidgetItem *it = m_tree->currentItem();
    m_series->clear();
    if (!it || it->data(0, kCheckRole).toString().isEmpty()) {
        const LevelResult *l = it ? m_engine->level(it->data(0, kLevelRole).toString()) : nullptr;
        const LevelDef *def = l ? m_engine->checklist().level(l->id) : nullptr;
        m_log->setPlainText(def ? Checklists::display(def->description) : QString());
        m_json->clear();
        return;
    }
    const LevelResult *l = m_engine->level(it->data(0, kLevelRole).toString());
    if (!l)
        return;
    for (const CheckResult &c : l->checks) {
        if (c.id != it->data(0, kCheckRole).toString())
            continue;
        QString log = QString::fromUtf8(c.log);
        if (!c.evidenceSha256.isEmpty())
            log += tr("\nEvidence SHA-256 (recorded in the audit log): %1")
                       .arg(QString::fromLatin1(c.evidenceSha256));
        m_log->setPlainText(log);
        m_json->setPlainText(
            QString::fromUtf8(QJsonDocument(c.toJson(true)).toJson(QJsonDocument::Indented)));
        // QXYSeries::replace: the whole series at once, never point by point.
        m_series->replace(c.series);
        m_chartView->chart()->setTitle(c.seriesName);
        if (!c.series.isEmpty()) {
            double maxX = 0, maxY = 0;
            for (const QPointF &p : c.series) {
                maxX = std::max(maxX, p.x());
                maxY = std::max(maxY, p.y());
            }
            const auto axes = m_chartView->chart()->axes();
            for (QAbstractAxis *a : axes) {
                if (a->orientation() == Qt::Horizontal)
                    a->setRange(0, std::max(1.0, maxX));
                else
                    a->setRange(0, std::max(1.0, maxY * 1.2));
            }
        }
        m_tabs->setTabEnabled(2, !c.series.isEmpty());
    }
}

QString ChecklistView::selectedLevel() const
{
    QTreeWidgetItem *it = m_tree->currentItem();
    return it ? it->data(0, kLevelRole).toString() : QString();
}

void ChecklistView::updateButtons()
{
    const bool running = m_engine->isRunning();
    m_runLevel->setEnabled(!running && !selectedLevel().isEmpty());
    m_runAll->setEnabled(!running);
    m_override->setEnabled(!running && !overrideTarget(selectedLevel()).isEmpty());
    m_exclude->setEnabled(!running && m_engine->target().nodes.size() > 1);
    m_report->setEnabled(!running);
    m_cancel->setEnabled(running);
}

bool ChecklistView::runLevel(const QString &level)
{
    const bool ok = !level.isEmpty() && m_engine->start({level});
    updateButtons();
    return ok;
}

bool ChecklistView::runAll()
{
    QStringList all;
    for (const LevelDef &l : m_engine->checklist().levels)
        all << l.id;
    const bool ok = m_engine->start(all);
    updateButtons();
    return ok;
}

Status ChecklistView::overrideLevel(const QString &level, const QString &reason)
{
    const Status st = m_engine->overrideLevel(level, reason);
    if (st.ok())
        refreshLevel(m_engine->checklist().level(level)->id);
    return st;
}

QString ChecklistView::overrideTarget(const QString &level) const
{
    return level.isEmpty() ? QString() : m_engine->levelToOverride(level);
}

void ChecklistView::askOverride()
{
    // The level that did not pass, whichever level above it is selected: that is what an override lets by.
    const QString level = overrideTarget(selectedLevel());
    const LevelResult *l = m_engine->level(level);
    if (!l)
        return;
    const QString why = l->reason.isEmpty() ? statusLabel(l->status) : l->reason;
    bool ok = false;
    const QString reason = QInputDialog::getMultiLineText(
        this, tr("Override %1").arg(level),
        tr("%1 did not pass (%2). Why may the levels above %1 run although it did not pass? The reason "
           "is recorded in the audit log and printed in the report.")
            .arg(level, why),
        QString(), &ok);
    if (!ok)
        return;
    if (const Status st = overrideLevel(level, reason); !st.ok())
        QMessageBox::warning(this, tr("Override"), st.error());
    updateButtons();
}

Status ChecklistView::excludeNodes(const QString &expression, const QString &reason)
{
    const Status st = m_engine->excludeNodes(expression, reason);
    refreshSummary();
    return st;
}

void ChecklistView::refreshSummary()
{
    QString text = tr("%1 — checklist %2").arg(m_engine->target().cluster.name, m_engine->checklist().name);
    const QList<NodeNote> excluded = m_engine->excludedNodes();
    if (!excluded.isEmpty()) {
        QStringList parts;
        for (const NodeNote &n : excluded)
            parts << tr("%1 (%2)").arg(n.node, n.reason);
        text += QLatin1Char('\n') + tr("Excluded from the runs: %1").arg(parts.join(QLatin1String(", ")));
    }
    m_summary->setText(text);
}

void ChecklistView::askExclude()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Exclude nodes"));
    auto *list = new QListWidget(&dialog);
    list->setAccessibleName(tr("Nodes to exclude"));
    for (const TargetNode &n : m_engine->target().nodes) {
        auto *item = new QListWidgetItem(n.name, list);
        const bool already = std::any_of(m_engine->excludedNodes().begin(), m_engine->excludedNodes().end(),
                                         [&](const NodeNote &e) { return e.node == n.name; });
        item->setFlags(already ? Qt::ItemIsEnabled : Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(already ? Qt::Checked : Qt::Unchecked);
    }
    auto *reason = new QLineEdit(&dialog);
    reason->setPlaceholderText(tr("e.g. dead PSU, ticket 4411"));
    reason->setAccessibleName(tr("Reason for excluding"));
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    const auto chosen = [list] {
        QStringList names;
        for (int i = 0; i < list->count(); ++i) {
            if ((list->item(i)->flags() & Qt::ItemIsUserCheckable) &&
                list->item(i)->checkState() == Qt::Checked)
                names << list->item(i)->text();
        }
        return names;
    };
    const auto update = [&] {
        box->button(QDialogButtonBox::Ok)
            ->setEnabled(!chosen().isEmpty() && !reason->text().trimmed().isEmpty());
    };
    connect(list, &QListWidget::itemChanged, &dialog, update);
    connect(reason, &QLineEdit::textChanged, &dialog, update);
    connect(box, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    update();
    auto *form = new QVBoxLayout(&dialog);
    form->addWidget(
        new QLabel(tr("Nodes left out of the next runs. Each level's verdict counts them apart, and "
                      "the reason is recorded with the results and printed in the report."),
                   &dialog));
    form->addWidget(list, 1);
    form->addWidget(new QLabel(tr("Reason:"), &dialog));
    form->addWidget(reason);
    form->addWidget(box);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const Status st = excludeNodes(chosen().join(QLatin1Char(',')), reason->text()); !st.ok())
        QMessageBox::warning(this, tr("Exclude nodes"), st.error());
}

Status ChecklistView::writeReport(const QString &pdfPath, ledger::Signer *signer)
{
    std::unique_ptr<ledger::KeySigner> own;
    if (!signer) {
        auto key = AcceptanceReports::loadOrCreateKey(AcceptanceReports::defaultKeyPath());
        if (!key.ok())
            return Status::failure(key.error());
        own = std::move(key.value());
        signer = own.get();
    }
    const auto written =
        AcceptanceReports::write(AcceptanceReport::from(*m_engine), *signer, pdfPath, m_engine->auditLog());
    if (!written.ok())
        return Status::failure(written.error());
    return Ok{};
}

services::ReportExport *ChecklistView::exportReport(const QString &pdfPath,
                                                    std::shared_ptr<ledger::Signer> signer)
{
    if (!signer) {
        auto key = AcceptanceReports::loadOrCreateKey(AcceptanceReports::defaultKeyPath());
        if (!key.ok()) {
            emit reportFinished(false, key.error());
            return nullptr;
        }
        signer = std::move(key.value());
    }
    // The results as they are now, on this thread; the PDF is laid out and printed on the export's.
    const AcceptanceReport report = AcceptanceReport::from(*m_engine);
    auto written = std::make_shared<WrittenReport>();
    auto *job = new services::ReportExport(
        tr("Acceptance report of %1").arg(report.cluster), pdfPath,
        [report, signer, written](const QString &staged, const std::function<bool()> &cancelled) -> Status {
            if (cancelled())
                return Ok{};
            auto w = AcceptanceReports::write(report, *signer, staged, nullptr);
            if (!w.ok())
                return Status::failure(w.error());
            *written = w.value();
            return Ok{};
        },
        m_tasks ? static_cast<QObject *>(m_tasks) : this);
    ledger::AuditLog *audit = m_engine->auditLog();
    const QString finalPath = job->path();
    job->setRecorder([report, written, audit, finalPath] {
        WrittenReport inPlace = *written;
        inPlace.pdfPath = finalPath;
        return AcceptanceReports::record(report, inPlace, audit);
    });
    if (m_tasks)
        services::trackReport(*m_tasks, job);
    connect(job, &services::ReportExport::finished, this, &ChecklistView::reportFinished);
    connect(job, &services::ReportExport::finished, job, &QObject::deleteLater);
    job->start();
    return job;
}

void ChecklistView::askReport()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Acceptance report"),
        suggestedSavePath(QStringLiteral("reports"),
                          m_engine->target().cluster.name + QStringLiteral("-acceptance.pdf")),
        tr("PDF (*.pdf)"));
    rememberSavePath(QStringLiteral("reports"), path);
    if (path.isEmpty())
        return;
    // This export's outcome only (a failure to start comes at once, a written one later).
    auto once = std::make_shared<QMetaObject::Connection>();
    *once =
        connect(this, &ChecklistView::reportFinished, this, [this, once](bool ok, const QString &message) {
            disconnect(*once);
            if (!ok)
                QMessageBox::warning(this, tr("Report"), message);
        });
    exportReport(path);
}

void ChecklistView::selectCheck(const QString &level, const QString &check)
{
    if (QTreeWidgetItem *it = check.isEmpty() ? levelItem(level) : checkItem(level, check))
        m_tree->setCurrentItem(it);
}

ChecklistView *ChecklistView::createFor(services::Console *console, qint64 clusterId,
                                        const QString &knownHostsFile, QWidget *parent, QString *error)
{
    const auto cluster = console->inventory().cluster(clusterId);
    const auto nodes = console->inventory().nodes(clusterId);
    const auto list = Checklists::load(QStringLiteral("standard"));
    if (!cluster.ok() || !nodes.ok() || !list.ok()) {
        if (error)
            *error = !cluster.ok() ? cluster.error() : !nodes.ok() ? nodes.error() : list.error();
        return nullptr;
    }
    ssh::SessionOptions local;
    local.knownHostsFile = knownHostsFile;
    local.useAgent = !qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK");
    const services::ClusterConnections connections(console->inventory(), local);
    ValidationTarget target;
    target.cluster = cluster.value();
    target.base = services::ClusterConnections::sessionOptions(cluster.value(), local);
    target.localAgent = locateAgent().path;
    for (const NodeRecord &n : nodes.value()) {
        if (const auto c = connections.node(clusterId, n.name); c.ok())
            target.nodes << TargetNode{n.name, c->plan};
    }
    // A child of `parent` made before the view: destroyed (and its run stopped) while the view still
    // receives its signals.
    auto *engine = new ValidationEngine(console->hub(), &console->database(), console->auditLog(), parent);
    engine->setChecklist(list.value());
    engine->setTarget(target);
    engine->setCommandAuditSink(console->auditSink());
    auto *view = new ChecklistView(engine, parent);
    view->setWindowTitle(tr("Validate %1").arg(target.cluster.name));
    return view;
}

void ChecklistView::openFor(services::Console *console, qint64 clusterId, const QString &knownHostsFile,
                            QWidget *parent)
{
    if (clusterId <= 0) {
        QMessageBox::information(parent, tr("Validate"), tr("Select a cluster first."));
        return;
    }
    QDialog dialog(parent);
    QString error;
    ChecklistView *view = createFor(console, clusterId, knownHostsFile, &dialog, &error);
    if (!view) {
        QMessageBox::warning(parent, tr("Validate"), error);
        return;
    }
    dialog.setWindowTitle(view->windowTitle());
    dialog.resize(1000, 700);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QObject::connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(view, 1);
    layout->addWidget(box);
    dialog.exec();
}

} // namespace cg::ui

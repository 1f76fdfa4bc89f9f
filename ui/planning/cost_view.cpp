// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/cost_view.h"

#include "business/cluster_prices.h"
#include "business/cost_report.h"
#include "history/history_reader.h"
#include "history/history_recorder.h"

#include "common/paths.h"
#include "common/remembered_geometry.h"
#include "jobs/accounting_import.h"
#include "planning/cost.h"
#include "services/cluster_accounting.h"
#include "services/task_list.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedBarSeries>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <utility>

namespace cg::ui {

namespace {

using namespace cg::planning;

const QString kGeometry = QStringLiteral("cost");
constexpr qint64 kMaxImportBytes = 64 * 1024 * 1024;

double number(const QLineEdit *edit, bool *ok)
{
    double v = QLocale().toDouble(edit->text().trimmed(), ok);
    if (!*ok)
        v = QLocale::c().toDouble(edit->text().trimmed(), ok);
    return v;
}

QTableWidget *table(const QStringList &headers, QWidget *parent)
{
    auto *t = new QTableWidget(0, int(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

void setRow(QTableWidget *t, int row, const QStringList &cells)
{
    for (int c = 0; c < cells.size(); ++c)
        t->setItem(row, c, new QTableWidgetItem(cells.at(c)));
}

} // namespace

CostView::CostView(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Cost"));
    const QSettings s = paths::settings();
    m_price = new QLineEdit(s.value(QStringLiteral("cost/gpu_hour"), QStringLiteral("2.5")).toString(), this);
    m_price->setAccessibleName(tr("Price per GPU-hour"));
    m_currency =
        new QLineEdit(s.value(QStringLiteral("cost/currency"), QStringLiteral("USD")).toString(), this);
    m_currency->setMaximumWidth(80);
    m_budget =
        new QLineEdit(s.value(QStringLiteral("cost/daily_budget"), QStringLiteral("0")).toString(), this);
    m_budget->setAccessibleName(tr("Daily budget"));
    m_budget->setToolTip(tr("0: no budget line"));
    m_anomalyPercent = new QSpinBox(this);
    m_anomalyPercent->setRange(1, 10000);
    m_anomalyPercent->setSuffix(tr(" %"));
    m_anomalyPercent->setValue(s.value(QStringLiteral("cost/anomaly_percent"), 50).toInt());
    m_anomalyPercent->setToolTip(tr("A day costing this much more than the day before is marked"));

    auto *form = new QFormLayout;
    auto *priceRow = new QHBoxLayout;
    priceRow->addWidget(m_price);
    priceRow->addWidget(m_currency);
    m_price->setToolTip(tr("Prices the records of clusters whose contract names no price; a cluster's "
                           "contract price prices its own records"));
    form->addRow(tr("Price per GPU-hour:"), priceRow);
    m_priceSource = new QLabel(this);
    m_priceSource->setWordWrap(true);
    m_priceSource->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(QString(), m_priceSource);
    auto *budgetRow = new QHBoxLayout;
    budgetRow->addWidget(m_budget, 1);
    budgetRow->addWidget(new QLabel(tr("Day-over-day jump:"), this));
    budgetRow->addWidget(m_anomalyPercent);
    form->addRow(tr("Daily budget:"), budgetRow);
    // The terms beyond the price and what was served: folded away unless one is set (room at 1280x720).
    auto *more = new QToolButton(this);
    more->setText(tr("&Terms, other prices and requests served"));
    more->setCheckable(true);
    more->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    more->setArrowType(Qt::RightArrow);
    more->setAutoRaise(true);
    form->addRow(more);
    auto *terms = new QWidget(this);
    auto *termsForm = new QFormLayout(terms);
    termsForm->setContentsMargins(0, 0, 0, 0);
    const auto row = [this](const QList<QPair<QString, QLineEdit *>> &cells) {
        auto *r = new QHBoxLayout;
        for (const auto &[label, edit] : cells) {
            r->addWidget(new QLabel(label, this));
            r->addWidget(edit, 1);
        }
        return r;
    };
    termsForm->addRow(
        tr("Terms:"),
        row({{tr("prepaid share"), addTerm(QStringLiteral("prepaid_share"), QStringLiteral("0"),
                                           tr("Share of GPU-hours prepaid, 0-1"))},
             {tr("prepaid discount"), addTerm(QStringLiteral("prepaid_discount"), QStringLiteral("0"),
                                              tr("Discount on prepaid hours, 0-1"))},
             {tr("premium"), addTerm(QStringLiteral("premium"), QStringLiteral("0"),
                                     tr("Surcharge on the other hours, 0.2 = +20 %"))}}));
    termsForm->addRow(
        tr("Other prices:"),
        row({{tr("egress per GB"),
              addTerm(QStringLiteral("egress_per_gb"), QStringLiteral("0"), tr("Egress price per GB"))},
             {tr("storage per GB-month"), addTerm(QStringLiteral("storage_per_gb_month"), QStringLiteral("0"),
                                                  tr("Storage price per GB-month"))}}));
    termsForm->addRow(
        tr("Served:"),
        row({{tr("requests"), addTerm(QStringLiteral("requests"), QStringLiteral("0"),
                                      tr("Requests served (counted in the L4 run or in production)"))},
             {tr("egress GB"), addTerm(QStringLiteral("egress_gb"), QStringLiteral("0"), tr("Egress in GB"))},
             {tr("storage GB-months"), addTerm(QStringLiteral("storage_gb_months"), QStringLiteral("0"),
                                               tr("Storage in GB-months"))}}));
    m_per1k = new QLabel(this);
    m_per1k->setWordWrap(true);
    m_per1k->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_per1k->setAccessibleName(tr("Cost per 1,000 requests"));
    termsForm->addRow(m_per1k);

    form->addRow(terms);
    bool anyTerm = false;
    for (const QLineEdit *e : std::as_const(m_terms))
        anyTerm = anyTerm || (e->text().trimmed() != QLatin1String("0") && !e->text().trimmed().isEmpty());
    connect(more, &QToolButton::toggled, this, [more, terms](bool shown) {
        terms->setVisible(shown);
        more->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
    });
    more->setChecked(anyTerm);
    terms->setVisible(anyTerm);

    auto *chart = new QChart;
    chart->setTitle(tr("Cost per day (UTC)"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart = new QChartView(chart, this);
    m_chart->setRenderHint(QPainter::Antialiasing);
    // The chart gives way first: the tables below keep their titles and a few rows (1280x720, zh_CN, with
    // the Tasks panel open).
    m_chart->setMinimumHeight(72);
    m_projects = table({tr("Project"), tr("Jobs"), tr("GPU-hours"), tr("Cost")}, this);
    m_projects->setAccessibleName(tr("Cost per project"));
    m_jobs = table(
        {tr("Job"), tr("Name"), tr("Project"), tr("State"), tr("GPUs"), tr("GPU-hours"), tr("Cost")}, this);
    m_jobs->setAccessibleName(tr("Cost per job"));
    auto *tables = new QSplitter(Qt::Horizontal, this);
    tables->addWidget(m_projects);
    tables->addWidget(m_jobs);
    m_waste =
        table({tr("Project"), tr("Allocated GPU-h"), tr("Used GPU-h"), tr("Idle GPU-h"), tr("Waste")}, this);
    m_waste->setAccessibleName(tr("Idle waste per project"));
    m_waste->setToolTip(
        tr("GPU-hours allocated to each project's jobs against the GPUs' utilization history: "
           "allocated and idle is waste"));
    tables->addWidget(m_waste);
    // Each table at least as tall as its titles, two rows and a sideways scroll bar.
    for (QTableWidget *t : {m_projects, m_jobs, m_waste})
        t->setMinimumHeight(t->horizontalHeader()->sizeHint().height() +
                            2 * t->verticalHeader()->defaultSectionSize() +
                            t->horizontalScrollBar()->sizeHint().height() + 2 * t->frameWidth());
    m_status = new QLabel(this);
    m_status->setWordWrap(true);

    m_clusterChoice = new QComboBox(this);
    m_clusterChoice->setAccessibleName(tr("Cluster whose accounting to read"));
    m_clusterChoice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_read = new QPushButton(tr("&Read from Cluster"), this);
    connect(m_read, &QPushButton::clicked, this, &CostView::readFromCluster);
    m_cancel = new QPushButton(tr("Cancel"), this);
    connect(m_cancel, &QPushButton::clicked, this, &CostView::cancelRead);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);
    m_progress->setMaximumWidth(120);
    m_progress->setAccessibleName(tr("Reading the cluster's accounting"));
    // One line, elided to the room there is; the whole sentence (and each node's error) in its tooltip. Two
    // wrapped lines here pushed the tables' titles under the chart at 1280x720.
    m_readState = new QLabel(this);
    m_readState->setObjectName(QStringLiteral("CostReadState"));
    m_readState->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_readState->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_readState->setMinimumWidth(m_readState->fontMetrics().averageCharWidth() * 12);
    m_readState->installEventFilter(this);
    auto *readRow = new QHBoxLayout;
    readRow->addWidget(new QLabel(tr("Cluster:"), this));
    readRow->addWidget(m_clusterChoice);
    readRow->addWidget(m_read);
    readRow->addWidget(m_progress);
    readRow->addWidget(m_cancel);
    readRow->addWidget(m_readState, 1);

    auto *import = new QPushButton(tr("&Import Job Records…"), this);
    import->setToolTip(tr("Where the cluster cannot be asked: reads %1").arg(formatHint()));
    connect(import, &QPushButton::clicked, this, &CostView::chooseAndImport);
    auto *clear = new QPushButton(tr("C&lear"), this);
    connect(clear, &QPushButton::clicked, this, &CostView::clearRecords);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // The actions first; the chart and the tables share the rest of the height (a splitter between them),
    // and the area around the page scrolls it as a whole only below their minimum.
    auto *actions = new QHBoxLayout;
    actions->addLayout(readRow, 1);
    actions->addWidget(import);
    actions->addWidget(clear);
    auto *results = new QSplitter(Qt::Vertical, this);
    results->setChildrenCollapsible(false);
    results->addWidget(m_chart);
    results->addWidget(tables);
    results->setStretchFactor(0, 1);
    results->setStretchFactor(1, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addStretch(1);
    bottom->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(actions);
    layout->addLayout(form);
    layout->addWidget(results, 1);
    layout->addWidget(m_status);
    layout->addLayout(bottom);

    for (QLineEdit *e : {m_price, m_currency, m_budget})
        connect(e, &QLineEdit::textChanged, this, &CostView::recalculate);
    for (QLineEdit *e : std::as_const(m_terms))
        connect(e, &QLineEdit::textChanged, this, &CostView::recalculate);
    connect(m_anomalyPercent, &QSpinBox::valueChanged, this, &CostView::recalculate);
    connect(m_clusterChoice, &QComboBox::currentIndexChanged, this, &CostView::recalculate);
    restoreDialogGeometry(this, kGeometry, QSize(1100, 760));
    updateReadControls();
    recalculate();
}

CostView::~CostView()
{
    if (m_reading)
        m_reading->abandon(); // its answer, when it comes, is dropped
}

void CostView::setHub(ssh::ConnectionHub *hub, const QString &databaseFile, const ssh::SessionOptions &local)
{
    m_hub = hub;
    m_databaseFile = databaseFile;
    m_local = local;
    updateReadControls();
}

void CostView::updateReadControls()
{
    const bool reading = m_reading != nullptr;
    m_read->setEnabled(!reading && m_hub && m_clusterChoice->count() > 0);
    m_clusterChoice->setEnabled(!reading);
    m_progress->setVisible(reading);
    m_cancel->setVisible(reading);
    if (!m_hub)
        m_read->setToolTip(tr("Open Cost from the console's Planning area to read a cluster's accounting; "
                              "here, use Import Job Records…"));
    else if (m_clusterChoice->count() == 0)
        m_read->setToolTip(tr("No saved cluster: add one in Clusters first, or use Import Job Records…"));
    else
        m_read->setToolTip(tr("Reads the chosen cluster's job accounting on its login node, through its "
                              "jump chain"));
}

void CostView::setNodeHints(std::function<services::AccountingNodeHints(qint64)> hints)
{
    m_hints = std::move(hints);
}

bool CostView::readFromCluster()
{
    if (m_reading)
        return false;
    const qint64 id = m_clusterChoice->currentData().toLongLong();
    const QString name = m_clusterChoice->currentText();
    if (!m_hub || id <= 0) {
        showRead(m_read->toolTip(), QString());
        return false;
    }
    showRead(tr("Reading the accounting of %1…").arg(name), QString());
    m_reading = services::AccountingRead::start(
        *m_hub, m_databaseFile, id, m_local, this,
        [this, name](const services::AccountingRecords &records, const QString &details) {
            readFinished(name, records, details);
        },
        m_hints ? m_hints(id) : services::AccountingNodeHints{});
    if (m_tasks)
        m_task = m_tasks->start(services::TaskKind::Report, tr("Read the accounting of %1").arg(name),
                                [self = QPointer<CostView>(this)] {
                                    if (self)
                                        self->cancelRead();
                                });
    updateReadControls();
    return true;
}

void CostView::cancelRead()
{
    if (m_reading)
        m_reading->cancel();
}

QString CostView::readText() const
{
    return m_readText;
}

QString CostView::readDetails() const
{
    return m_readDetails;
}

void CostView::showRead(const QString &text, const QString &details)
{
    m_readText = text;
    m_readDetails = details;
    m_readState->setToolTip(details.isEmpty() || text.isEmpty() ? text
                                                                : text + QStringLiteral("\n\n") + details);
    elideRead();
}

void CostView::elideRead()
{
    QString line = m_readText;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    m_readState->setText(
        m_readState->fontMetrics().elidedText(line, Qt::ElideRight, std::max(0, m_readState->width())));
}

bool CostView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_readState && event->type() == QEvent::Resize)
        elideRead();
    return QDialog::eventFilter(watched, event);
}

QSize CostView::minimumSizeHint() const
{
    // The wrapped lines (the price source, the totals) take more lines as the view narrows: the minimum
    // height is the one at this width, so that the page around the view scrolls instead of laying the
    // tables over the chart.
    QSize s = QDialog::minimumSizeHint();
    if (layout() && layout()->hasHeightForWidth() && width() > 0)
        s.setHeight(std::max(s.height(), layout()->totalMinimumHeightForWidth(width())));
    return s;
}

void CostView::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    if (event->oldSize().width() != event->size().width())
        updateGeometry(); // the minimum height follows the width (minimumSizeHint)
}

void CostView::readFinished(const QString &cluster, const Result<QList<jobs::JobRecord>> &records,
                            const QString &details)
{
    m_reading.reset();
    updateReadControls();
    const quint64 task = std::exchange(m_task, 0);
    if (!records) {
        QString text;
        if (records.code() == ErrorCode::Cancelled)
            text = tr("Reading the accounting of %1 was cancelled.").arg(cluster);
        else if (records.code() == ErrorCode::NotFound) // one sentence that already says what to do
            text = tr("Could not read the accounting of %1: %2.").arg(cluster, records.error());
        else
            text = tr("Could not read the accounting of %1: %2. Check the cluster in Clusters (Check "
                      "Connectivity), or import the records it exported with Import Job Records… (%3).")
                       .arg(cluster, records.error(), formatHint());
        showRead(text, details);
        if (m_tasks && task)
            m_tasks->finish(task, false, text);
        return;
    }
    // The cluster's records replace what was held for it; the other clusters' stay.
    m_records.erase(std::remove_if(m_records.begin(), m_records.end(),
                                   [&](const jobs::JobRecord &r) { return r.cluster == cluster; }),
                    m_records.end());
    m_records += records.value();
    showRead(
        tr("%n job record(s) read from the accounting of %1.", nullptr, int(records->size())).arg(cluster),
        QString());
    if (m_tasks && task)
        m_tasks->finish(task, true, m_readText);
    loadUtilization();
    recalculate();
}

QLineEdit *CostView::addTerm(const QString &key, const QString &defaultValue, const QString &name)
{
    auto *edit =
        new QLineEdit(paths::settings().value(QStringLiteral("cost/") + key, defaultValue).toString(), this);
    edit->setAccessibleName(name);
    edit->setToolTip(name);
    m_terms.insert(key, edit);
    return edit;
}

QString CostView::per1kText() const
{
    return m_per1k->text();
}

QString CostView::formatHint()
{
    return jobs::AccountingImport::formatDescription();
}

Status CostView::importText(const QString &text, const QString &source)
{
    const auto merged = jobs::AccountingImport::merge(m_records, text);
    if (!merged)
        return Status::failure(tr("%1: %2").arg(source, merged.error()));
    m_records = merged.value();
    loadUtilization();
    recalculate();
    return Ok{};
}

void CostView::clearRecords()
{
    m_records.clear();
    m_utilization.clear();
    recalculate();
}

void CostView::setUtilization(const QList<planning::GpuUtilSample> &samples)
{
    m_utilization = samples;
    recalculate();
}

// The utilization history over the records' span (every cluster's: the schedulers' cluster names need not be
// the console's); none recorded leaves the use unknown.
void CostView::loadUtilization()
{
    QDateTime from;
    for (const jobs::JobRecord &r : std::as_const(m_records))
        if (r.start.isValid() && (!from.isValid() || r.start < from))
            from = r.start;
    history::HistoryReader reader;
    if (!from.isValid() || !reader.open(history::HistoryRecorder::defaultFile()))
        return;
    if (const auto read =
            business::GpuUtilHistory::read(reader, QString(), from, QDateTime::currentDateTimeUtc()))
        m_utilization = read.value();
}

QString CostView::statusText() const
{
    return m_status->text();
}

void CostView::chooseAndImport()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Import Job Records"), QString(),
                                                            jobs::AccountingImport::fileFilter());
    for (const QString &path : paths) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            QMessageBox::warning(this, tr("Import failed"),
                                 tr("Cannot read %1: %2").arg(path, f.errorString()));
            return;
        }
        if (const Status st = importText(QString::fromUtf8(f.read(kMaxImportBytes)), path); !st) {
            QMessageBox::warning(this, tr("Import failed"), st.error());
            return;
        }
    }
}

void CostView::setClusters(const QList<ClusterRecord> &clusters)
{
    m_clusters = clusters;
    const qint64 chosen = m_clusterChoice->currentData().toLongLong();
    m_clusterChoice->clear();
    for (const ClusterRecord &c : clusters) {
        m_clusterChoice->addItem(c.name, c.id);
        if (c.id == chosen)
            m_clusterChoice->setCurrentIndex(m_clusterChoice->count() - 1);
    }
    updateReadControls();
    recalculate();
}

QString CostView::priceSourceText() const
{
    return m_priceSource->text();
}

void CostView::recalculate()
{
    bool okPrice = false, okBudget = false;
    PriceTerms terms;
    terms.gpuHour = number(m_price, &okPrice);
    terms.currency = m_currency->text().trimmed();
    const double budget = number(m_budget, &okBudget);
    QMap<QString, double> v;
    QString bad;
    for (auto it = m_terms.begin(); it != m_terms.end(); ++it) {
        bool ok = false;
        v.insert(it.key(), number(it.value(), &ok));
        if (!ok && bad.isEmpty())
            bad = tr("%1: '%2' is not a number.").arg(it.value()->accessibleName(), it.value()->text());
    }
    terms.prepaidShare = v.value(QStringLiteral("prepaid_share"));
    terms.prepaidDiscount = v.value(QStringLiteral("prepaid_discount"));
    terms.premium = v.value(QStringLiteral("premium"));
    terms.egressPerGb = v.value(QStringLiteral("egress_per_gb"));
    terms.storagePerGbMonth = v.value(QStringLiteral("storage_per_gb_month"));
    if (!okPrice)
        bad = tr("The price per GPU-hour is not a number.");
    else if (!okBudget || budget < 0)
        bad = tr("The daily budget must be a number, 0 or more.");
    else if (bad.isEmpty())
        bad = terms.check();
    if (!bad.isEmpty()) {
        m_status->setText(bad);
        m_per1k->clear();
        return;
    }
    QSettings s = paths::settings();
    s.setValue(QStringLiteral("cost/gpu_hour"), m_price->text());
    s.setValue(QStringLiteral("cost/currency"), m_currency->text());
    s.setValue(QStringLiteral("cost/daily_budget"), m_budget->text());
    s.setValue(QStringLiteral("cost/anomaly_percent"), m_anomalyPercent->value());
    for (auto it = m_terms.begin(); it != m_terms.end(); ++it)
        s.setValue(QStringLiteral("cost/") + it.key(), it.value()->text());

    PriceBook typed;
    typed.setDefault(terms);
    // A cluster's contract price first; the price typed above for the clusters whose contract names none.
    const business::ClusterPrices resolved = business::ClusterPrices::resolve(m_clusters, typed);
    const PriceBook book = resolved.book();
    {
        QStringList seen, lines;
        // The chosen cluster's price first, records or not (its contract's where it names one).
        if (m_clusterChoice->count() > 0)
            seen << m_clusterChoice->currentText();
        for (const jobs::JobRecord &r : std::as_const(m_records))
            if (!seen.contains(r.cluster))
                seen << r.cluster;
        for (const QString &c : std::as_const(seen)) {
            const business::ClusterPrice p = resolved.of(c);
            const QString name = c.isEmpty() ? tr("records without a cluster") : c;
            lines << (p.source == business::PriceSource::Contract
                          ? tr("%1: %2 per GPU-hour from its contract")
                                .arg(name, CostModel::money(p.terms.effectiveGpuHour(), p.terms.currency))
                          : tr("%1: the price above (its contract names none)").arg(name));
        }
        m_priceSource->setText(lines.join(QLatin1Char('\n')));
    }
    const QList<JobCost> costs = CostModel::jobCosts(m_records, book);
    const QList<ProjectCost> projects = CostModel::projectCosts(costs);
    m_projects->setRowCount(int(projects.size()));
    double total = 0, hours = 0;
    int unknown = 0;
    for (int r = 0; r < projects.size(); ++r) {
        const ProjectCost &p = projects.at(r);
        total += p.cost;
        hours += p.gpuHours;
        unknown += p.jobsWithoutGpuCount;
        setRow(m_projects, r,
               {p.project.isEmpty() ? tr("(none)") : p.project, QString::number(p.jobs),
                Planner::number(p.gpuHours), CostModel::money(p.cost, terms.currency)});
    }
    m_jobs->setRowCount(int(costs.size()));
    for (int r = 0; r < costs.size(); ++r) {
        const JobCost &c = costs.at(r);
        setRow(m_jobs, r,
               {c.job.jobId, c.job.name, c.job.project(), c.job.state,
                c.gpusKnown ? QString::number(c.job.gpus) : tr("unknown"), Planner::number(c.gpuHours),
                CostModel::money(c.cost, terms.currency)});
    }
    m_projects->resizeColumnsToContents();
    m_jobs->resizeColumnsToContents();
    const QDateTime wasteFrom = QDateTime::fromMSecsSinceEpoch(0, Qt::UTC);
    const auto waste = business::IdleWasteReport::build(m_records, m_utilization, book, wasteFrom,
                                                        QDateTime::currentDateTimeUtc(), QString());
    m_waste->setRowCount(int(waste.rows.size()));
    for (int r = 0; r < waste.rows.size(); ++r) {
        const business::IdleWasteRow &w = waste.rows.at(r);
        const bool known = w.jobsWithoutTelemetry < w.jobs;
        setRow(m_waste, r,
               {w.project.isEmpty() ? tr("(none)") : w.project, Planner::number(w.allocatedGpuHours),
                known ? Planner::number(w.usedGpuHours) : tr("no telemetry"),
                known ? Planner::number(w.idleGpuHours) : tr("no telemetry"),
                CostModel::money(w.wasteCost, terms.currency)});
    }
    m_waste->resizeColumnsToContents();

    const double requests = v.value(QStringLiteral("requests"));
    if (requests > 0) {
        const auto per1k =
            CostModel::costPer1kRequests(hours, v.value(QStringLiteral("egress_gb")),
                                         v.value(QStringLiteral("storage_gb_months")), requests, terms);
        if (per1k) {
            QStringList lines{
                tr("Cost per 1,000 requests: %1").arg(CostModel::money(per1k->per1k, terms.currency))};
            for (const PlanStep &st : per1k->steps)
                lines << QStringLiteral("  ") + st.text();
            m_per1k->setText(lines.join(QLatin1Char('\n')));
        } else {
            m_per1k->setText(per1k.error());
        }
    } else {
        m_per1k->setText(
            tr("Enter the requests served (counted in the L4 run or in production) for the cost per "
               "1,000 requests of these GPU-hours."));
    }

    // Days from the first start to the last end.
    QDate from, to;
    for (const jobs::JobRecord &j : std::as_const(m_records)) {
        if (!j.start.isValid())
            continue;
        const QDate a = j.start.toUTC().date();
        const QDate b = j.start.addSecs(j.elapsedSeconds()).toUTC().date();
        from = from.isValid() ? std::min(from, a) : a;
        to = to.isValid() ? std::max(to, b) : b;
    }
    QList<DailyCost> days = from.isValid() ? CostModel::dailyCosts(costs, from, to) : QList<DailyCost>{};
    CostModel::markDays(days, budget, AnomalyRule{m_anomalyPercent->value() / 100.0, 0});
    m_days = int(days.size());
    m_anomalies = int(std::count_if(days.begin(), days.end(), [](const DailyCost &d) { return d.anomaly; }));
    m_overBudget =
        int(std::count_if(days.begin(), days.end(), [](const DailyCost &d) { return d.overBudget; }));

    QChart *chart = m_chart->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    if (!days.isEmpty()) {
        auto *normal = new QBarSet(tr("cost"));
        auto *jump = new QBarSet(tr("day-over-day jump"));
        jump->setColor(QColor(0xb0, 0x00, 0x20));
        QStringList labels;
        double top = budget;
        for (const DailyCost &d : std::as_const(days)) {
            labels << d.day.toString(QStringLiteral("MM-dd"));
            *normal << (d.anomaly ? 0.0 : d.cost);
            *jump << (d.anomaly ? d.cost : 0.0);
            top = std::max(top, d.cost);
        }
        auto *bars = new QStackedBarSeries;
        bars->append(normal);
        bars->append(jump);
        chart->addSeries(bars);
        auto *x = new QBarCategoryAxis;
        x->append(labels);
        chart->addAxis(x, Qt::AlignBottom);
        bars->attachAxis(x);
        auto *y = new QValueAxis;
        y->setRange(0, top * 1.1 + 1e-9);
        y->setTitleText(terms.currency);
        chart->addAxis(y, Qt::AlignLeft);
        bars->attachAxis(y);
        if (budget > 0) {
            auto *line = new QLineSeries;
            line->setName(tr("budget %1 per day").arg(CostModel::money(budget, terms.currency)));
            line->append(-0.5, budget);
            line->append(double(days.size()) - 0.5, budget);
            chart->addSeries(line);
            line->attachAxis(x);
            line->attachAxis(y);
        }
    }

    QString text = tr("%n job(s), %1 GPU-hours, %2.", nullptr, int(m_records.size()))
                       .arg(Planner::number(hours), CostModel::money(total, terms.currency));
    if (unknown > 0)
        text +=
            QLatin1Char(' ') +
            tr("%n job(s) without a GPU count (the records do not say how many GPUs they held; import the "
               "scheduler's full job listing for them too).",
               nullptr, unknown);
    if (m_records.isEmpty())
        text += QLatin1Char(' ') + tr("Read from Cluster reads a saved cluster's job accounting through its "
                                      "jump chain; where it cannot be asked, Import Job Records reads %1.")
                                       .arg(formatHint());
    if (m_overBudget > 0)
        text += QLatin1Char(' ') + tr("%n day(s) over budget.", nullptr, m_overBudget);
    for (const DailyCost &d : std::as_const(days)) {
        if (d.anomaly)
            text += QLatin1Char(' ') + tr("%1: %2.").arg(d.day.toString(Qt::ISODate), d.reason);
    }
    m_status->setText(text);
}

void CostView::done(int result)
{
    saveDialogGeometry(this, kGeometry);
    QDialog::done(result);
}

} // namespace cg::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/inference_view.h"

#include "common/paths.h"
#include "common/remembered_geometry.h"
#include "inventory/inventory.h"
#include "services/saved_prices.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cg::ui {

namespace {

QString ms(const std::optional<double> &v)
{
    return v ? QLocale().toString(*v, 'f', 0) : QStringLiteral("-");
}

} // namespace

InferenceView::InferenceView(business::InferenceWatch *watch, Inventory *inventory, QWidget *parent)
    : QDialog(parent), m_watch(watch), m_inventory(inventory)
{
    setWindowTitle(tr("Inference"));
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setHorizontalHeaderLabels(
        {tr("Service"), tr("Where"), tr("Server"), tr("QPS"), tr("Error rate"), tr("TTFT p50 (ms)"),
         tr("TTFT p99 (ms)"), tr("End-to-end p50 (ms)"), tr("End-to-end p99 (ms)"), tr("Tokens/s"),
         tr("Cost / 1,000 requests"), tr("Baseline"), tr("Availability (SLA)"), tr("State")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAccessibleName(tr("Inference services"));

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("serviceName"));
    m_name->setPlaceholderText(tr("e.g. chat-prod"));
    m_cluster = new QComboBox(this);
    m_cluster->setAccessibleName(tr("Cluster"));
    if (inventory) {
        if (const auto clusters = inventory->clusters())
            for (const ClusterRecord &c : clusters.value())
                m_cluster->addItem(c.name);
    }
    m_node = new QLineEdit(this);
    m_node->setObjectName(QStringLiteral("serviceNode"));
    m_node->setPlaceholderText(tr("the node serving the model, as saved in the cluster"));
    m_port = new QSpinBox(this);
    m_port->setRange(0, 65535);
    m_port->setValue(8000);
    m_path = new QLineEdit(QStringLiteral("/metrics"), this);
    m_url = new QLineEdit(this);
    m_url->setPlaceholderText(tr("or reached directly: http://HOST:PORT/metrics"));
    m_gpus = new QSpinBox(this);
    m_gpus->setRange(0, 100000);
    m_gpus->setSpecialValueText(tr("the contract's GPUs per node"));
    m_baseline = new QPlainTextEdit(this);
    m_baseline->setPlaceholderText(
        tr("baseline:\n  p99_first_token_latency_ms: 800\n  availability_sla: 99.9%"));
    m_baseline->setMaximumHeight(110);
    m_baseline->setAccessibleName(tr("Service baseline"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    auto *where = new QHBoxLayout;
    where->addWidget(m_cluster);
    where->addWidget(m_node, 1);
    where->addWidget(new QLabel(tr("port"), this));
    where->addWidget(m_port);
    where->addWidget(new QLabel(tr("path"), this));
    where->addWidget(m_path);
    // A row whose field is a layout gets a label without a buddy, which shows the '&' as text.
    auto *whereLabel = new QLabel(tr("&Cluster and node:"), this);
    whereLabel->setBuddy(m_cluster);
    form->addRow(whereLabel, where);
    form->addRow(tr("&URL:"), m_url);
    form->addRow(tr("&GPUs serving:"), m_gpus);
    form->addRow(tr("&Baseline (the guides' template):"), m_baseline);
    auto *add = new QPushButton(tr("&Add or Update Service"), this);
    connect(add, &QPushButton::clicked, this, &InferenceView::addFromForm);
    auto *remove = m_remove = new QPushButton(tr("&Remove Service"), this);
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (row >= 0 && m_table->item(row, Service))
            removeService(m_table->item(row, Service)->text());
    });
    auto *now = m_measureNow = new QPushButton(tr("Measure &Now"), this);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        m_remove->setEnabled(m_table->currentRow() >= 0 && !m_table->selectedItems().isEmpty());
    });
    connect(now, &QPushButton::clicked, this, [this] { m_watch->pollNow(); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    buttons->addWidget(now);
    m_status = new QLabel(this);
    // One line, the whole text in its tooltip: a wrapped label's height-for-width squeezed the form's rows.
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(close);
    layout->addStretch(1); // what the table does not take (see fitTableToRows)
    connect(m_watch, &business::InferenceWatch::measured, this, &InferenceView::showReading);
    rebuild();
    restoreDialogGeometry(this, QStringLiteral("inference"), QSize(1100, 560));
}

void InferenceView::addFromForm()
{
    business::InferenceEndpoint e;
    e.name = m_name->text().trimmed();
    e.url = m_url->text().trimmed();
    if (e.url.isEmpty()) {
        e.cluster = m_cluster->currentText();
        e.node = m_node->text().trimmed();
        e.port = quint16(m_port->value());
        e.path = m_path->text().trimmed();
    }
    e.gpus = m_gpus->value();
    e.baseline = m_baseline->toPlainText().toUtf8();
    if (const Status st = addService(e); st)
        m_name->clear();
}

Status InferenceView::addService(const business::InferenceEndpoint &endpoint)
{
    if (const QString bad = business::InferenceEndpoints::check(endpoint); !bad.isEmpty()) {
        setStatus(bad);
        return Status::failure(bad, ErrorCode::Invalid);
    }
    if (!endpoint.baseline.trimmed().isEmpty()) {
        if (const auto parsed = business::ServiceBaseline::parse(endpoint.baseline, endpoint.name); !parsed) {
            setStatus(parsed.error());
            return Status::failure(parsed.error(), ErrorCode::Invalid);
        }
    }
    QList<business::InferenceEndpoint> all = m_watch->endpoints();
    bool replaced = false;
    for (business::InferenceEndpoint &e : all) {
        if (e.name == endpoint.name) {
            e = endpoint;
            replaced = true;
        }
    }
    if (!replaced)
        all << endpoint;
    if (m_inventory) { // a contract's price or GPUs may have changed since the console started
        if (const auto clusters = m_inventory->clusters())
            m_watch->setClusters(clusters.value(), services::SavedPrices::load());
    }
    m_watch->setEndpoints(all);
    save();
    rebuild();
    m_watch->pollNow();
    setStatus(tr("%1 is watched every %2 s; the first figures come with its second scrape.")
                  .arg(endpoint.name)
                  .arg(m_watch->intervalMs() / 1000));
    return Ok{};
}

void InferenceView::removeService(const QString &name)
{
    QList<business::InferenceEndpoint> all = m_watch->endpoints();
    all.erase(std::remove_if(all.begin(), all.end(),
                             [&](const business::InferenceEndpoint &e) { return e.name == name; }),
              all.end());
    m_watch->setEndpoints(all);
    save();
    rebuild();
}

void InferenceView::save()
{
    QSettings s = paths::settings();
    business::InferenceEndpoints::save(s, m_watch->endpoints());
}

void InferenceView::rebuild()
{
    m_table->setRowCount(0);
    for (const business::InferenceReading &r : m_watch->readings()) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        for (int c = 0; c < ColumnCount; ++c)
            m_table->setItem(row, c, new QTableWidgetItem);
        m_table->item(row, Service)->setText(r.endpoint.name);
        m_table->item(row, Where)->setText(r.endpoint.where());
        showReading(r);
    }
    if (m_table->rowCount() == 0)
        setStatus(tr("No inference service is watched yet: add one with the form above (a node of a saved "
                     "cluster and its serving port, or a URL)."));
    m_measureNow->setEnabled(m_table->rowCount() > 0);
    m_remove->setEnabled(m_table->currentRow() >= 0 && !m_table->selectedItems().isEmpty());
    fitTableToRows();
}

void InferenceView::fitTableToRows()
{
    // As tall as its rows and a spare one (four at least), not the whole page: in a tab that is taller
    // than this view needs (the Planning area is as tall as its tallest sub-view), an empty table took the
    // height and pushed the form to add a service below the fold.
    const int rows = std::max(4, m_table->rowCount() + 1);
    m_table->setMaximumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              rows * m_table->verticalHeader()->defaultSectionSize() +
                              m_table->horizontalScrollBar()->sizeHint().height() +
                              2 * m_table->frameWidth());
}

int InferenceView::rowOf(const QString &service) const
{
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, Service) && m_table->item(r, Service)->text() == service)
            return r;
    return -1;
}

void InferenceView::showReading(const business::InferenceReading &reading)
{
    const int row = rowOf(reading.endpoint.name);
    if (row < 0)
        return;
    const auto set = [&](Column c, const QString &text, const QString &tip = {}) {
        m_table->item(row, c)->setText(text);
        m_table->item(row, c)->setToolTip(tip);
    };
    QString state =
        reading.at.isValid() ? (reading.answered ? tr("answering") : reading.problem) : tr("not scraped yet");
    if (!reading.baselineProblem.isEmpty())
        state += QLatin1String("; ") + reading.baselineProblem;
    set(State, state,
        reading.at.isValid() ? tr("last scrape %1 UTC").arg(reading.at.toString(Qt::ISODate)) : QString());
    if (!reading.report) {
        if (reading.answered)
            set(Qps, tr("measuring…"));
        return;
    }
    const business::ServingReport &rep = *reading.report;
    const business::ServingWindow &w = rep.window;
    set(Stack, rep.stack);
    set(Qps, QLocale().toString(w.qps, 'f', 2),
        tr("%1 requests, %2 errors in %3 s").arg(w.requests).arg(w.errors).arg(w.seconds, 0, 'f', 1));
    set(ErrorRate, w.errorRate ? QStringLiteral("%1 %").arg(QLocale().toString(*w.errorRate * 100, 'f', 2))
                               : QStringLiteral("-"));
    set(TtftP50, ms(w.ttftP50Ms));
    set(TtftP99, ms(w.ttftP99Ms));
    set(E2eP50, ms(w.e2eP50Ms));
    set(E2eP99, ms(w.e2eP99Ms));
    set(TokensPerSecond, QLocale().toString(w.generationTokensPerSecond, 'f', 1),
        tr("%1 prompt tokens/s").arg(QLocale().toString(w.promptTokensPerSecond, 'f', 1)));
    set(CostPer1k,
        w.costPer1k ? QStringLiteral("%1 %2").arg(QLocale().toString(*w.costPer1k, 'f', 4), w.currency)
                    : tr("unknown"),
        w.costPer1k
            ? tr("priced by %1; the GPUs serving cost %2 %3 a day")
                  .arg(rep.priceText, QLocale().toString(w.dailyCost, 'f', 2), w.currency)
            : tr("no requests in the window, or no GPU-hour price or GPU count: %1").arg(rep.priceText));
    if (rep.hasBaseline) {
        QStringList failed, lines;
        for (const business::BaselineCheck &c : rep.checks) {
            if (c.judgement == business::Judgement::Fail)
                failed << c.key;
            lines << QStringLiteral("%1: %2%3")
                         .arg(c.key, business::BaselineJudge::name(c.judgement),
                              c.reason.isEmpty() ? QString()
                                                 : QStringLiteral(" (") + c.reason + QLatin1Char(')'));
        }
        set(Baseline, failed.isEmpty() ? tr("met") : tr("NOT met: %1").arg(failed.join(QLatin1String(", "))),
            lines.join(QLatin1Char('\n')));
        const QString sla =
            reading.baseline && reading.baseline->availabilitySla
                ? QStringLiteral("%1 %").arg(*reading.baseline->availabilitySla * 100, 0, 'g', 6)
                : tr("no SLA");
        set(Availability,
            rep.availability ? tr("%1 % (SLA %2)").arg(*rep.availability * 100, 0, 'f', 2).arg(sla) : sla);
    } else {
        set(Baseline, tr("no baseline"));
        set(Availability, QStringLiteral("-"));
    }
}

QString InferenceView::cellText(const QString &service, Column column) const
{
    const int row = rowOf(service);
    return row < 0 ? QString() : m_table->item(row, column)->text();
}

QString InferenceView::cellToolTip(const QString &service, Column column) const
{
    const int row = rowOf(service);
    return row < 0 ? QString() : m_table->item(row, column)->toolTip();
}

QString InferenceView::statusText() const
{
    return m_status->text();
}

void InferenceView::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("inference"));
    QDialog::done(result);
}

void InferenceView::setStatus(const QString &text)
{
    m_status->setText(text);
    m_status->setToolTip(text);
}

} // namespace cg::ui

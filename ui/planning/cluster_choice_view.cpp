// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/cluster_choice_view.h"

#include "common/remembered_geometry.h"
#include "inventory/inventory.h"
#include "services/choice_candidates.h"
#include "services/saved_prices.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cg::ui {

namespace {

QDoubleSpinBox *weight(double value, QWidget *parent)
{
    auto *s = new QDoubleSpinBox(parent);
    s->setRange(0, 1);
    s->setSingleStep(0.05);
    s->setValue(value);
    return s;
}

} // namespace

ClusterChoiceView::ClusterChoiceView(Inventory *inventory, ledger::LedgerStore *ledger, QWidget *parent)
    : QDialog(parent), m_inventory(inventory), m_ledger(ledger)
{
    setWindowTitle(tr("Cluster Choice"));
    m_gpus = new QSpinBox(this);
    m_gpus->setRange(1, 100000);
    m_gpus->setValue(8);
    m_datasets = new QLineEdit(this);
    m_datasets->setPlaceholderText(tr("ledger dataset names, comma separated (empty: no data leaves)"));
    const planning::ChoiceWeights w;
    m_wLatency = weight(w.latency, this);
    m_wCost = weight(w.cost, this);
    m_wSupply = weight(w.supply, this);
    m_maxRtt = new QDoubleSpinBox(this);
    m_maxRtt->setRange(0, 10000);
    m_maxRtt->setSuffix(tr(" ms"));
    m_maxRtt->setSpecialValueText(tr("no limit"));
    auto *weights = new QHBoxLayout;
    weights->addWidget(new QLabel(tr("latency"), this));
    weights->addWidget(m_wLatency);
    weights->addWidget(new QLabel(tr("cost"), this));
    weights->addWidget(m_wCost);
    weights->addWidget(new QLabel(tr("supply"), this));
    weights->addWidget(m_wSupply);
    weights->addStretch(1);
    auto *form = new QFormLayout;
    form->addRow(tr("&GPUs needed:"), m_gpus);
    form->addRow(tr("&Datasets the work reads:"), m_datasets);
    form->addRow(tr("Weights:"), weights);
    form->addRow(tr("Highest acceptable &RTT:"), m_maxRtt);

    m_candidates = new QTableWidget(0, ColumnCount, this);
    m_candidates->setHorizontalHeaderLabels({tr("Candidate"), tr("Country / region"), tr("RTT (ms)"),
                                             tr("Price per GPU-hour"), tr("GPUs on offer"),
                                             tr("Delivery (days)")});
    m_candidates->verticalHeader()->hide();
    m_candidates->horizontalHeader()->setStretchLastSection(true);
    m_candidates->setAccessibleName(tr("Candidates"));
    if (m_inventory) {
        const auto clusters = m_inventory->clusters();
        if (clusters.ok()) {
            for (const ClusterRecord &c : clusters.value())
                addRow(c.name, c.region);
            // What needs no live connection: the price from each cluster's contract (the Cost view's saved
            // price where it names none) and the GPUs from the inventory and the contract.
            services::MeasureSources known;
            known.savedPrices = services::SavedPrices::load();
            setMeasurements(services::ChoiceMeasurements::measure(*m_inventory, known));
        }
    }
    auto *add = new QPushButton(tr("&Add Candidate"), this);
    connect(add, &QPushButton::clicked, this, [this] { addRow(QString(), QString()); });
    auto *remove = new QPushButton(tr("Re&move Candidate"), this);
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_candidates->currentRow();
        if (row >= 0)
            m_candidates->removeRow(row);
    });
    auto *go = new QPushButton(tr("&Recommend"), this);
    go->setDefault(true);
    connect(go, &QPushButton::clicked, this, [this] { recommend(); });
    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(add);
    rowButtons->addWidget(remove);
    rowButtons->addStretch(1);
    rowButtons->addWidget(go);

    m_results = new QTableWidget(0, 5, this);
    m_results->setHorizontalHeaderLabels(
        {tr("Candidate"), tr("Recommendation"), tr("Score"), tr("Latency / cost / supply"), tr("Notes")});
    m_results->verticalHeader()->hide();
    m_results->horizontalHeader()->setStretchLastSection(true);
    m_results->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_results->setAccessibleName(tr("Ranked candidates"));
    m_explanation = new QLabel(this);
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_candidates, 1);
    layout->addLayout(rowButtons);
    layout->addWidget(m_results, 1);
    layout->addWidget(m_explanation);
    layout->addWidget(close);
    restoreDialogGeometry(this, QStringLiteral("clusterChoice"), QSize(980, 640));
}

void ClusterChoiceView::addRow(const QString &name, const QString &region)
{
    const int row = m_candidates->rowCount();
    m_candidates->insertRow(row);
    m_candidates->setItem(row, Name, new QTableWidgetItem(name));
    m_candidates->setItem(row, Region, new QTableWidgetItem(region));
    for (int c = Rtt; c < ColumnCount; ++c)
        m_candidates->setItem(row, c, new QTableWidgetItem);
}

void ClusterChoiceView::setMeasurements(const QHash<QString, services::ClusterMeasurement> &measured)
{
    for (int row = 0; row < m_candidates->rowCount(); ++row) {
        const QTableWidgetItem *name = m_candidates->item(row, Name);
        const auto it = name ? measured.constFind(name->text().trimmed()) : measured.constEnd();
        if (it == measured.constEnd())
            continue;
        const auto fill = [&](int column, const QString &text, const QString &source, bool stale) {
            QTableWidgetItem *cell = m_candidates->item(row, column);
            if (!cell)
                return;
            // What a person typed stays; what an earlier measurement filled in is replaced.
            const QString shown = cell->text().trimmed();
            if (!shown.isEmpty() && shown != cell->data(kMeasuredRole).toString())
                return;
            cell->setText(text);
            cell->setData(kMeasuredRole, text);
            cell->setToolTip(source);
            QFont font = cell->font();
            font.setItalic(stale);
            cell->setFont(font);
            if (stale)
                cell->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            else
                cell->setData(Qt::ForegroundRole, QVariant());
        };
        if (it->rttMs)
            fill(Rtt, QLocale().toString(*it->rttMs, 'f', *it->rttMs < 10 ? 1 : 0), it->rttSource,
                 it->rttStale);
        if (it->gpus > 0) {
            fill(Gpus, QLocale().toString(it->gpus), it->gpusSource, false);
        } else if (QTableWidgetItem *cell = m_candidates->item(row, Gpus);
                   cell && cell->text().trimmed().isEmpty()) {
            // Left empty, and said why: a blank with no word beside it read as a fault.
            cell->setToolTip(tr("No GPUs known for %1: its nodes report none and its contract promises "
                                "none. Type the number on offer.")
                                 .arg(name->text().trimmed()));
        }
        if (it->gpuHourPrice)
            fill(Price, QLocale().toString(*it->gpuHourPrice, 'f', 2), it->priceSource, false);
    }
}

QList<planning::ClusterCandidate> ClusterChoiceView::readCandidates(QStringList *problems) const
{
    QList<planning::ClusterCandidate> out;
    const auto number = [&](int row, int column, double *value, bool optional) {
        const QString text =
            m_candidates->item(row, column) ? m_candidates->item(row, column)->text().trimmed() : QString();
        if (text.isEmpty())
            return optional;
        bool ok = false;
        *value = QLocale().toDouble(text, &ok);
        if (!ok)
            *value = text.toDouble(&ok);
        if (!ok || *value < 0) {
            *problems << tr("row %1, %2: '%3' is not a number")
                             .arg(row + 1)
                             .arg(m_candidates->horizontalHeaderItem(column)->text(), text);
            return false;
        }
        return true;
    };
    for (int row = 0; row < m_candidates->rowCount(); ++row) {
        planning::ClusterCandidate c;
        c.name = m_candidates->item(row, Name) ? m_candidates->item(row, Name)->text().trimmed() : QString();
        c.region =
            m_candidates->item(row, Region) ? m_candidates->item(row, Region)->text().trimmed() : QString();
        if (c.name.isEmpty())
            continue;
        double rtt = -1, price = 0, gpus = 0, days = 0;
        if (number(row, Rtt, &rtt, true) && rtt >= 0)
            c.rttMs = rtt;
        number(row, Price, &price, true);
        number(row, Gpus, &gpus, true);
        const bool deliveryGiven = m_candidates->item(row, Delivery) &&
                                   !m_candidates->item(row, Delivery)->text().trimmed().isEmpty();
        number(row, Delivery, &days, true);
        c.gpuHourPrice = price;
        c.availableGpus = int(gpus);
        if (deliveryGiven)
            c.deliveryDays = int(days); // blank: no date for the rest, not "0 days"
        out << c;
    }
    return out;
}

planning::ClusterChoice ClusterChoiceView::recommend()
{
    QStringList problems;
    QList<planning::ClusterCandidate> candidates = readCandidates(&problems);
    problems << services::ChoiceCandidates::applyCompliance(
        m_ledger, m_datasets->text().split(QLatin1Char(','), Qt::SkipEmptyParts), candidates);
    planning::ChoiceRequest request;
    request.gpusNeeded = m_gpus->value();
    request.weights = {m_wLatency->value(), m_wCost->value(), m_wSupply->value()};
    request.maxRttMs = m_maxRtt->value();
    const planning::ClusterChoice choice = planning::ClusterChooser::choose(candidates, request);

    m_results->setRowCount(int(choice.ranked.size()));
    for (int i = 0; i < choice.ranked.size(); ++i) {
        const planning::CandidateScore &s = choice.ranked.at(i);
        const QString role = choice.primary == i  ? tr("primary")
                             : choice.backup == i ? tr("backup")
                             : s.eligible         ? tr("qualifies")
                                                  : tr("does not qualify");
        // A candidate that does not qualify is not scored: its figures would rank what cannot be chosen
        // (a cluster with no GPUs on offer scored 1.00 on every count).
        const QString dash(QChar(0x2014));
        const QStringList cells{QStringLiteral("%1 (%2)").arg(s.candidate.name, s.candidate.region), role,
                                s.eligible ? QString::number(s.score, 'f', 2) : dash,
                                s.eligible ? QStringLiteral("%1 / %2 / %3")
                                                 .arg(s.latencyScore, 0, 'f', 2)
                                                 .arg(s.costScore, 0, 'f', 2)
                                                 .arg(s.supplyScore, 0, 'f', 2)
                                           : dash,
                                s.notes.join(QLatin1String("; "))};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (!s.eligible)
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            m_results->setItem(i, c, item);
        }
    }
    m_results->resizeColumnsToContents();
    QString text = choice.explanation();
    if (!problems.isEmpty())
        text += QLatin1Char('\n') + problems.join(QLatin1Char('\n'));
    m_explanation->setText(text);
    return choice;
}

QString ClusterChoiceView::explanation() const
{
    return m_explanation->text();
}

void ClusterChoiceView::done(int result)
{
    saveDialogGeometry(this, QStringLiteral("clusterChoice"));
    QDialog::done(result);
}

} // namespace cg::ui

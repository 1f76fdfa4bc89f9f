// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/planner_view.h"

#include "common/paths.h"
#include "common/remembered_geometry.h"
#include "planning/planner.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace cg::ui {

namespace {

using namespace cg::planning;

const QString kGeometry = QStringLiteral("planner");

// The user's locale first ("0,7" in German), then the C locale ("0.7" anywhere).
bool parseNumber(const QString &text, double *out)
{
    bool ok = false;
    *out = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok)
        *out = QLocale::c().toDouble(text.trimmed(), &ok);
    return ok;
}

QString stepsText(const QList<PlanStep> &steps)
{
    QStringList lines;
    for (const PlanStep &s : steps)
        lines << s.text();
    return lines.join(QLatin1Char('\n'));
}

void setBad(QLineEdit *edit, bool bad)
{
    edit->setStyleSheet(bad ? QStringLiteral("QLineEdit { background: #ffe0e0; }") : QString());
}

} // namespace

PlannerView::PlannerView(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Capacity Planner"));
    m_tabs = new QTabWidget(this);

    // --- Inference ---
    auto *inference = new QWidget(m_tabs);
    auto *form = new QFormLayout;
    form->addRow(
        tr("Peak requests per second (Q):"),
        addField(QStringLiteral("qps"), QStringLiteral("60"), tr("Requests per second at the busiest time")));
    form->addRow(tr("Mean input tokens (L_in):"), addField(QStringLiteral("in"), QStringLiteral("1000"),
                                                           tr("Prompt tokens per request, on average")));
    form->addRow(tr("Mean output tokens (L_out):"), addField(QStringLiteral("out"), QStringLiteral("300"),
                                                             tr("Generated tokens per request, on average")));
    form->addRow(tr("Single-GPU throughput, tokens/s (TPS):"),
                 addField(QStringLiteral("tps"), QStringLiteral("2500"),
                          tr("Measured on one GPU of this kind (an L4 benchmark run)")));
    form->addRow(
        tr("Batching efficiency (BatchEff):"),
        addField(QStringLiteral("batch_eff"), QStringLiteral("2"), tr("Measured gain from batching, 1.5-4")));
    form->addRow(
        tr("Target utilization (0-1, Util):"),
        addField(QStringLiteral("util"), QStringLiteral("0.7"), tr("0.7 = 70 %; typically 0.6-0.75")));
    form->addRow(tr("Headroom (0.25 = 25 %):"),
                 addField(QStringLiteral("headroom"), QStringLiteral("0.25"),
                          tr("Extra capacity because delivery times are uncertain; 0.2-0.3 is usual")));
    m_group = new QSpinBox(inference);
    m_group->setRange(1, 4096);
    m_group->setToolTip(tr("GPUs one replica of the model needs (8 for a model sharded over 8 GPUs)"));
    m_group->setAccessibleName(tr("GPU group size"));
    form->addRow(tr("GPU group size:"), m_group);
    m_zones = new QSpinBox(inference);
    m_zones->setRange(1, 64);
    m_zones->setAccessibleName(tr("Availability zones"));
    m_survive = new QCheckBox(tr("Survive the loss of one zone"), inference);
    auto *zoneRow = new QHBoxLayout;
    zoneRow->addWidget(m_zones);
    zoneRow->addWidget(m_survive);
    zoneRow->addStretch(1);
    form->addRow(tr("Availability zones:"), zoneRow);

    m_result = new QLabel(inference);
    QFont big = m_result->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_result->setFont(big);
    m_result->setAccessibleName(tr("GPUs needed"));
    m_error = new QLabel(inference);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_arithmetic = new QPlainTextEdit(inference);
    m_arithmetic->setReadOnly(true);
    m_arithmetic->setAccessibleName(tr("Arithmetic"));
    m_arithmetic->setFont(QFont(QStringLiteral("monospace")));

    m_sensitivity = new QTableWidget(0, 6, inference);
    m_sensitivity->setHorizontalHeaderLabels(
        {tr("Input"), tr("-20 %"), tr("GPUs"), tr("+20 %"), tr("GPUs"), tr("Swing")});
    m_sensitivity->verticalHeader()->hide();
    m_sensitivity->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sensitivity->horizontalHeader()->setStretchLastSection(true);
    m_sensitivity->setAccessibleName(tr("Sensitivity"));
    auto *chart = new QChart;
    chart->setTitle(tr("GPUs with one input at -20 % / +20 %, against the plan"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_tornado = new QChartView(chart, inference);
    m_tornado->setRenderHint(QPainter::Antialiasing);
    m_tornado->setMinimumHeight(240);

    auto *left = new QVBoxLayout;
    left->addLayout(form);
    left->addWidget(m_result);
    left->addWidget(m_error);
    left->addWidget(m_arithmetic, 1);
    auto *right = new QVBoxLayout;
    right->addWidget(new QLabel(tr("Sensitivity:"), inference));
    right->addWidget(m_sensitivity, 1);
    right->addWidget(m_tornado, 2);
    auto *inferenceLayout = new QHBoxLayout(inference);
    inferenceLayout->addLayout(left, 1);
    inferenceLayout->addLayout(right, 1);
    m_tabs->addTab(inference, tr("&Inference"));

    // --- Training ---
    auto *training = new QWidget(m_tabs);
    auto *tform = new QFormLayout;
    tform->addRow(tr("Target steps:"),
                  addField(QStringLiteral("steps"), QStringLiteral("100000"), QString()));
    tform->addRow(tr("Measured step time (s):"), addField(QStringLiteral("step_s"), QStringLiteral("1.2"),
                                                          tr("From a short run on this cluster")));
    m_trainGpus = new QSpinBox(training);
    m_trainGpus->setRange(1, 1000000);
    m_trainGpus->setValue(32);
    m_trainGpus->setAccessibleName(tr("GPUs the job holds"));
    tform->addRow(tr("GPUs the job holds:"), m_trainGpus);
    tform->addRow(tr("Checkpoint write time (s):"), addField(QStringLiteral("ckpt_s"), QStringLiteral("90"),
                                                             tr("How long training stalls per checkpoint")));
    tform->addRow(tr("Mean time between failures of the job (h, 0 = none):"),
                  addField(QStringLiteral("mtbf_h"), QStringLiteral("24"),
                           tr("For the whole allocation: a node's MTBF divided by the number of nodes")));
    tform->addRow(
        tr("Restart time after a failure (s):"),
        addField(QStringLiteral("restart_s"), QStringLiteral("300"), tr("Requeue, start and load")));
    tform->addRow(tr("Checkpoint interval (s, 0 = optimum):"),
                  addField(QStringLiteral("interval_s"), QStringLiteral("0"),
                           tr("0 uses Young's interval sqrt(2 x checkpoint time x MTBF)")));
    m_trainResult = new QLabel(training);
    m_trainResult->setFont(big);
    m_trainResult->setWordWrap(true);
    m_trainError = new QLabel(training);
    m_trainError->setWordWrap(true);
    m_trainError->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_trainArithmetic = new QPlainTextEdit(training);
    m_trainArithmetic->setReadOnly(true);
    m_trainArithmetic->setFont(QFont(QStringLiteral("monospace")));
    m_trainArithmetic->setAccessibleName(tr("Training arithmetic"));
    auto *trainingLayout = new QVBoxLayout(training);
    trainingLayout->addLayout(tform);
    trainingLayout->addWidget(m_trainResult);
    trainingLayout->addWidget(m_trainError);
    trainingLayout->addWidget(m_trainArithmetic, 1);
    m_tabs->addTab(training, tr("&Training"));

    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(close);

    restoreInputs();
    for (const QString &key :
         {QStringLiteral("qps"), QStringLiteral("in"), QStringLiteral("out"), QStringLiteral("tps"),
          QStringLiteral("batch_eff"), QStringLiteral("util"), QStringLiteral("headroom")})
        connect(m_fields.value(key), &QLineEdit::textChanged, this, &PlannerView::recalculate);
    for (const QString &key :
         {QStringLiteral("steps"), QStringLiteral("step_s"), QStringLiteral("ckpt_s"),
          QStringLiteral("mtbf_h"), QStringLiteral("restart_s"), QStringLiteral("interval_s")})
        connect(m_fields.value(key), &QLineEdit::textChanged, this, &PlannerView::recalculateTraining);
    connect(m_group, &QSpinBox::valueChanged, this, &PlannerView::recalculate);
    connect(m_zones, &QSpinBox::valueChanged, this, &PlannerView::recalculate);
    connect(m_survive, &QCheckBox::toggled, this, &PlannerView::recalculate);
    connect(m_trainGpus, &QSpinBox::valueChanged, this, &PlannerView::recalculateTraining);
    restoreDialogGeometry(this, kGeometry, QSize(1150, 720));
    recalculate();
    recalculateTraining();
}

QLineEdit *PlannerView::addField(const QString &key, const QString &defaultValue, const QString &tip)
{
    auto *edit = new QLineEdit(defaultValue, this);
    edit->setObjectName(key);
    edit->setToolTip(tip);
    edit->setProperty("defaultValue", defaultValue);
    m_fields.insert(key, edit);
    return edit;
}

QString PlannerView::resultText() const
{
    return m_result->text();
}

QString PlannerView::errorText() const
{
    return m_error->text();
}

QString PlannerView::arithmeticText() const
{
    return m_arithmetic->toPlainText();
}

QString PlannerView::trainingText() const
{
    return m_trainResult->text() + QLatin1Char('\n') + m_trainArithmetic->toPlainText();
}

QString PlannerView::trainingErrorText() const
{
    return m_trainError->text();
}

int PlannerView::tornadoCategories() const
{
    return m_tornadoCategories;
}

void PlannerView::recalculate()
{
    if (m_restoring)
        return;
    InferenceInputs in;
    QString bad;
    const QList<QPair<QString, double *>> numbers{{QStringLiteral("qps"), &in.qps},
                                                  {QStringLiteral("in"), &in.inputTokens},
                                                  {QStringLiteral("out"), &in.outputTokens},
                                                  {QStringLiteral("tps"), &in.tpsPerGpu},
                                                  {QStringLiteral("batch_eff"), &in.batchEfficiency},
                                                  {QStringLiteral("util"), &in.utilization},
                                                  {QStringLiteral("headroom"), &in.headroom}};
    for (const auto &[key, target] : numbers) {
        QLineEdit *edit = m_fields.value(key);
        const bool ok = parseNumber(edit->text(), target);
        setBad(edit, !ok);
        if (!ok && bad.isEmpty())
            bad = tr("'%1' is not a number").arg(edit->text());
    }
    in.groupSize = m_group->value();
    m_survive->setEnabled(m_zones->value() > 1);

    const auto plan = bad.isEmpty() ? Planner::planInference(in) : Result<InferencePlan>::failure(bad);
    if (!plan) {
        m_gpus = 0;
        m_result->setText(tr("-"));
        m_error->setText(plan.error());
        m_arithmetic->clear();
        m_sensitivity->setRowCount(0);
        m_tornado->chart()->removeAllSeries();
        m_tornadoCategories = 0;
        return;
    }
    m_gpus = plan->gpus;
    m_error->clear();
    QString text = stepsText(plan->steps);
    const auto zones = Planner::planZones(plan->gpus, in.groupSize, m_zones->value(),
                                          m_survive->isChecked() && m_zones->value() > 1);
    if (m_zones->value() > 1 && zones) {
        text += QLatin1String("\n\n") + stepsText(zones->steps);
        m_result->setText(
            tr("%1 GPUs (%2 over %3 zones)").arg(plan->gpus).arg(zones->totalGpus).arg(zones->zones));
    } else if (in.groupSize > 1) {
        m_result->setText(
            tr("%1 GPUs (%2 groups of %3)").arg(plan->gpus).arg(plan->groups).arg(in.groupSize));
    } else {
        m_result->setText(tr("%n GPU(s)", nullptr, plan->gpus));
    }
    m_arithmetic->setPlainText(text);

    const auto sens = Planner::sensitivity(in, 0.2);
    QList<Sensitivity> rows = sens ? sens.value() : QList<Sensitivity>{};
    m_sensitivity->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const Sensitivity &s = rows.at(r);
        const QStringList cells{s.label,
                                Planner::number(s.lowValue),
                                QString::number(s.lowGpus),
                                Planner::number(s.highValue),
                                QString::number(s.highGpus),
                                QString::number(s.swing())};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (!s.note.isEmpty())
                item->setToolTip(s.note);
            m_sensitivity->setItem(r, c, item);
        }
    }
    m_sensitivity->resizeColumnsToContents();

    // Tornado: the widest swing on top (Qt draws the first category at the bottom).
    std::stable_sort(rows.begin(), rows.end(),
                     [](const Sensitivity &a, const Sensitivity &b) { return a.swing() < b.swing(); });
    QChart *chart = m_tornado->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis);
    auto *down = new QBarSet(tr("input -20 %"));
    auto *up = new QBarSet(tr("input +20 %"));
    QStringList categories;
    int extent = 1;
    for (const Sensitivity &s : std::as_const(rows)) {
        categories << s.label;
        *down << double(s.lowGpus - plan->gpus);
        *up << double(s.highGpus - plan->gpus);
        extent = std::max({extent, std::abs(s.lowGpus - plan->gpus), std::abs(s.highGpus - plan->gpus)});
    }
    auto *series = new QHorizontalStackedBarSeries;
    series->append(down);
    series->append(up);
    chart->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(categories);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    auto *x = new QValueAxis;
    x->setRange(-extent, extent);
    x->setLabelFormat(QStringLiteral("%+d"));
    x->setTitleText(tr("GPUs against the plan of %1").arg(plan->gpus));
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    m_tornadoCategories = int(categories.size());
    saveInputs();
}

void PlannerView::recalculateTraining()
{
    if (m_restoring)
        return;
    TrainingInputs in;
    QString bad;
    const QList<QPair<QString, double *>> numbers{
        {QStringLiteral("steps"), &in.targetSteps},
        {QStringLiteral("step_s"), &in.stepSeconds},
        {QStringLiteral("ckpt_s"), &in.checkpointSeconds},
        {QStringLiteral("mtbf_h"), &in.mtbfHours},
        {QStringLiteral("restart_s"), &in.restartSeconds},
        {QStringLiteral("interval_s"), &in.checkpointIntervalSeconds}};
    for (const auto &[key, target] : numbers) {
        QLineEdit *edit = m_fields.value(key);
        const bool ok = parseNumber(edit->text(), target);
        setBad(edit, !ok);
        if (!ok && bad.isEmpty())
            bad = tr("'%1' is not a number").arg(edit->text());
    }
    in.gpus = m_trainGpus->value();
    const auto plan = bad.isEmpty() ? Planner::planTraining(in) : Result<TrainingPlan>::failure(bad);
    if (!plan) {
        m_trainResult->setText(tr("-"));
        m_trainError->setText(plan.error());
        m_trainArithmetic->clear();
        return;
    }
    m_trainError->clear();
    m_trainResult->setText(tr("%1 GPU-hours (%2 h wall-clock, %3 % overhead)")
                               .arg(Planner::number(std::round(plan->gpuHours * 10) / 10),
                                    Planner::number(std::round(plan->wallHours * 10) / 10),
                                    Planner::number(std::round(plan->overheadShare * 1000) / 10)));
    QString text = stepsText(plan->steps);
    text += QLatin1String("\n\n") + tr("Checkpoint interval: %1").arg(plan->intervalFormula);
    m_trainArithmetic->setPlainText(text);
    saveInputs();
}

void PlannerView::saveInputs() const
{
    QSettings s = paths::settings();
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it)
        s.setValue(QStringLiteral("planner/") + it.key(), it.value()->text());
    s.setValue(QStringLiteral("planner/group"), m_group->value());
    s.setValue(QStringLiteral("planner/zones"), m_zones->value());
    s.setValue(QStringLiteral("planner/survive"), m_survive->isChecked());
    s.setValue(QStringLiteral("planner/train_gpus"), m_trainGpus->value());
}

void PlannerView::restoreInputs()
{
    m_restoring = true;
    const QSettings s = paths::settings();
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it)
        it.value()->setText(
            s.value(QStringLiteral("planner/") + it.key(), it.value()->property("defaultValue")).toString());
    m_group->setValue(s.value(QStringLiteral("planner/group"), 1).toInt());
    m_zones->setValue(s.value(QStringLiteral("planner/zones"), 1).toInt());
    m_survive->setChecked(s.value(QStringLiteral("planner/survive"), false).toBool());
    m_trainGpus->setValue(s.value(QStringLiteral("planner/train_gpus"), 32).toInt());
    m_restoring = false;
}

void PlannerView::done(int result)
{
    saveInputs();
    saveDialogGeometry(this, kGeometry);
    QDialog::done(result);
}

} // namespace cg::ui

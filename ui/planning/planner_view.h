// SPDX-License-Identifier: GPL-3.0-or-later
// Planning > Planner: GPUs for an inference peak with the arithmetic shown, the sensitivity to each input
// (table and tornado chart) and the spread over availability zones; and a training run's GPU-hours with
// checkpoints and failures. Inputs are checked as typed and kept for next time.
#pragma once

#include <QDialog>
#include <QMap>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTableWidget;
class QTabWidget;

class QChartView;

namespace cg::ui {

class PlannerView : public QDialog
{
    Q_OBJECT

public:
    explicit PlannerView(QWidget *parent = nullptr);

    // Keys: qps, in, out, tps, batch_eff, util, headroom (inference); steps, step_s, ckpt_s, mtbf_h,
    // restart_s, interval_s (training).
    QLineEdit *field(const QString &key) const { return m_fields.value(key); }
    QSpinBox *groupSize() const { return m_group; }
    QSpinBox *zones() const { return m_zones; }
    QCheckBox *surviveZoneLoss() const { return m_survive; }
    QSpinBox *trainingGpus() const { return m_trainGpus; }
    QTableWidget *sensitivityTable() const { return m_sensitivity; }
    QTabWidget *tabs() const { return m_tabs; }

    int gpus() const { return m_gpus; } // 0 while the inputs are invalid
    QString resultText() const;
    QString errorText() const;
    QString arithmeticText() const;
    QString trainingText() const;
    QString trainingErrorText() const;
    int tornadoCategories() const; // inputs shown in the chart

    void done(int result) override;

private:
    QLineEdit *addField(const QString &key, const QString &defaultValue, const QString &tip);
    void recalculate();
    void recalculateTraining();
    void saveInputs() const;
    void restoreInputs();

    QMap<QString, QLineEdit *> m_fields;
    QTabWidget *m_tabs;
    QSpinBox *m_group;
    QSpinBox *m_zones;
    QCheckBox *m_survive;
    QLabel *m_result;
    QLabel *m_error;
    QPlainTextEdit *m_arithmetic;
    QTableWidget *m_sensitivity;
    QChartView *m_tornado;
    QSpinBox *m_trainGpus;
    QLabel *m_trainResult;
    QLabel *m_trainError;
    QPlainTextEdit *m_trainArithmetic;
    int m_gpus = 0;
    int m_tornadoCategories = 0;
    bool m_restoring = false;
};

} // namespace cg::ui

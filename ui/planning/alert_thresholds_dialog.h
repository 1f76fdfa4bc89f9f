// SPDX-License-Identifier: GPL-3.0-or-later
// Alerts > Thresholds…: the limits the alert rules use now, as a form (every cluster's defaults, or one
// cluster's own values), with the file import (YAML or JSON, its format shown) as a way to fill it.
// OK gives the edited set to the alert center, which evaluates with it from then on.
#pragma once

#include "planning/alert_thresholds.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace cg::services {
class AlertCenter;
}

namespace cg::ui {

class AlertThresholdsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AlertThresholdsDialog(services::AlertCenter *center, QWidget *parent = nullptr);

    // The field of a threshold key ("gpu_idle_minutes", ...), null when there is none.
    QDoubleSpinBox *field(const QString &key) const;
    QComboBox *scope() const { return m_scope; }
    // The set as edited so far (the shown scope's fields included).
    planning::AlertThresholdSet edited();
    // Fills the form from a YAML or JSON file; false (and the reason shown) when it does not read.
    bool importFile(const QString &path);
    void accept() override;

private:
    void showScope();
    void keepScope();

    services::AlertCenter *m_center;
    planning::AlertThresholdSet m_set;
    QComboBox *m_scope;
    QList<QDoubleSpinBox *> m_fields;
    QLabel *m_status;
    QString m_shown; // the scope the fields show: empty for the defaults
};

} // namespace cg::ui

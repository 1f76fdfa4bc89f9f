// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Thresholds: how many people's personal information went abroad this calendar year
// (sensitive and other, approved requests on), each threshold of the Provisions with how close the year
// is to it, and the mechanism the year's transfers now require.
#pragma once

#include "ledger/ledger.h"

#include <QDialog>

class QLabel;
class QSpinBox;
class QTableWidget;

namespace cg::ui {

class ThresholdsView : public QDialog
{
    Q_OBJECT

public:
    explicit ThresholdsView(ledger::LedgerStore *store, QWidget *parent = nullptr);

    void showYear(int year);
    int shownYear() const;
    QTableWidget *table() const { return m_table; }
    QString requiredText() const;

private:
    ledger::Ledger m_ledger;
    QSpinBox *m_year;
    QLabel *m_counters;
    QLabel *m_required;
    QTableWidget *m_table;
};

} // namespace cg::ui

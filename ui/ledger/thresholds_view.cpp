// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/thresholds_view.h"

#include "ledger/rules.h"

#include <QColor>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cg::ui {

ThresholdsView::ThresholdsView(ledger::LedgerStore *store, QWidget *parent)
    : QDialog(parent), m_ledger(*store)
{
    setWindowTitle(tr("Cross-border Thresholds"));
    m_year = new QSpinBox(this);
    m_year->setRange(2020, 2100);
    m_year->setAccessibleName(tr("Calendar year"));
    m_counters = new QLabel(this);
    m_counters->setWordWrap(true);
    m_required = new QLabel(this);
    m_required->setWordWrap(true);
    QFont bold = m_required->font();
    bold.setBold(true);
    m_required->setFont(bold);
    m_table = new QTableWidget(0, 5, this);
    m_table->setHorizontalHeaderLabels(
        {tr("People counted"), tr("Threshold"), tr("This year"), tr("Requires"), tr("Basis")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Thresholds"));

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Calendar year (China Standard Time):"), this));
    top->addWidget(m_year);
    top->addStretch(1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_counters);
    layout->addWidget(m_required);
    layout->addWidget(m_table, 1);
    layout->addWidget(close);
    resize(900, 360);

    connect(m_year, &QSpinBox::valueChanged, this, &ThresholdsView::showYear);
    const int year = ledger::Ledger::countingYear(m_ledger.now());
    m_year->setValue(year);
    showYear(year);
}

QString ThresholdsView::requiredText() const
{
    return m_required->text();
}

int ThresholdsView::shownYear() const
{
    return m_year->value();
}

void ThresholdsView::showYear(int year)
{
    const auto counters = m_ledger.counters(year);
    if (!counters.ok()) {
        m_counters->setText(counters.error());
        m_required->clear();
        m_table->setRowCount(0);
        return;
    }
    const ledger::YearCounters &c = counters.value();
    const QLocale locale;
    m_counters->setText(tr("In %1, the personal information of %2 people (sensitive) and %3 people (other) "
                           "went abroad under approved requests.")
                            .arg(year)
                            .arg(locale.toString(c.sensitive), locale.toString(c.other)));
    m_required->setText(
        tr("Transfers this year now require: %1.").arg(ledger::tierName(ledger::Rules::requiredTier(c))));
    // A ladder per kind of information, the smallest step first, as people read a scale.
    QList<ledger::Threshold> all = ledger::Rules::thresholds();
    std::stable_sort(all.begin(), all.end(), [](const ledger::Threshold &a, const ledger::Threshold &b) {
        if (a.counter != b.counter)
            return a.counter == ledger::Threshold::Counter::Sensitive;
        return a.atLeast < b.atLeast;
    });
    m_table->setRowCount(int(all.size()));
    for (int i = 0; i < all.size(); ++i) {
        const ledger::Threshold &t = all.at(i);
        const bool sensitive = t.counter == ledger::Threshold::Counter::Sensitive;
        const qint64 now = sensitive ? c.sensitive : c.other;
        const bool reached = now >= t.atLeast;
        const int percent = t.atLeast > 0 ? int(std::min<qint64>(100, now * 100 / t.atLeast)) : 100;
        const QStringList cells{
            sensitive ? tr("sensitive") : tr("other"), tr("%1 or more").arg(locale.toString(t.atLeast)),
            tr("%1 (%2 %)").arg(locale.toString(now)).arg(percent), ledger::tierName(t.tier),
            QCoreApplication::translate("cg::ledger::Rules", t.basis)};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells.at(col));
            if (reached)
                item->setForeground(QColor(0xb0, 0x00, 0x20));
            m_table->setItem(i, col, item);
        }
    }
    m_table->resizeColumnsToContents();
}

} // namespace cg::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/palette_model.h"

#include <algorithm>

namespace cg::ui {

PaletteModel::PaletteModel(QObject *parent) : QAbstractListModel(parent) {}

void PaletteModel::setEntries(QList<PaletteEntry> entries)
{
    beginResetModel();
    m_all = std::move(entries);
    endResetModel();
    apply();
}

void PaletteModel::setFilter(const QString &typed)
{
    m_filter = typed.trimmed();
    apply();
}

int PaletteModel::score(const QString &typed, const QString &text)
{
    // Each word typed must be found: as a whole at the start of a word of `text` (best), anywhere as a
    // whole, or letter by letter in order (worst, fewer points the more it skips).
    const QStringList words = typed.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return 0;
    int total = 100;
    for (const QString &w : words) {
        int best = -1;
        for (qsizetype at = text.indexOf(w, 0, Qt::CaseInsensitive); at >= 0;
             at = text.indexOf(w, at + 1, Qt::CaseInsensitive)) {
            const bool wordStart = at == 0 || !text.at(at - 1).isLetterOrNumber();
            best = std::max(best, (wordStart ? 60 : 40) + (at == 0 ? 20 : 0));
        }
        if (best < 0) {
            qsizetype pos = 0;
            int s = 20;
            qsizetype prev = -2;
            for (const QChar c : w) {
                const qsizetype at = text.indexOf(c, pos, Qt::CaseInsensitive);
                if (at < 0)
                    return -1;
                if (at == 0 || !text.at(at - 1).isLetterOrNumber())
                    s += 4;
                if (at == prev + 1)
                    s += 2;
                s -= int(std::min<qsizetype>(at - pos, 5));
                prev = at;
                pos = at + 1;
            }
            best = std::max(s, 1);
        }
        total += best;
    }
    return total - int(std::min<qsizetype>(text.size(), 40)) / 8; // shorter names first among equals
}

void PaletteModel::apply()
{
    QList<QPair<int, int>> ranked; // score, index
    for (int i = 0; i < m_all.size(); ++i) {
        const int s = std::max(score(m_filter, m_all[i].text), score(m_filter, m_all[i].detail) - 30);
        if (s >= 0)
            ranked.append({s, i});
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    beginResetModel();
    m_shown.clear();
    for (int i = 0; i < ranked.size() && i < kMaxShown; ++i)
        m_shown << ranked[i].second;
    endResetModel();
}

int PaletteModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

QVariant PaletteModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PaletteEntry &e = m_all.at(m_shown.at(index.row()));
    switch (role) {
    case Qt::DisplayRole:
        return e.detail.isEmpty() ? e.text : tr("%1 — %2").arg(e.text, e.detail);
    case Qt::ToolTipRole:
        return e.detail;
    case KeyRole:
        return e.key;
    case DetailRole:
        return e.detail;
    default:
        return {};
    }
}

QString PaletteModel::keyAt(int row) const
{
    return row >= 0 && row < m_shown.size() ? m_all.at(m_shown.at(row)).key : QString();
}

} // namespace cg::ui

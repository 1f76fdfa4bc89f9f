// SPDX-License-Identifier: GPL-3.0-or-later
// What the command palette (Ctrl+K) offers: views, clusters, nodes, jobs ... each with a workspace key,
// filtered by a few typed letters (in order, not necessarily adjacent; word starts rank first).
#pragma once

#include <QAbstractListModel>

namespace cg::ui {

struct PaletteEntry
{
    QString text;   // "h200-001"
    QString detail; // "Node of lab-sg"
    QString key;    // workspace key to navigate to
};

class PaletteModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role { KeyRole = Qt::UserRole + 1, DetailRole };
    static constexpr int kMaxShown = 200;

    explicit PaletteModel(QObject *parent = nullptr);

    void setEntries(QList<PaletteEntry> entries);
    void setFilter(const QString &typed);
    QString filter() const { return m_filter; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QString keyAt(int row) const;

    // Match score of `typed` in `text` (case-insensitive); negative: no match. Higher is better.
    static int score(const QString &typed, const QString &text);

private:
    void apply();

    QList<PaletteEntry> m_all;
    QList<int> m_shown; // indexes into m_all, best first
    QString m_filter;
};

} // namespace cg::ui

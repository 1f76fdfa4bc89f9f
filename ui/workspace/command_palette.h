// SPDX-License-Identifier: GPL-3.0-or-later
// Ctrl+K: a small popup with a search line over every view, cluster, node and job; Enter goes there.
#pragma once

#include "models/palette_model.h"

#include <QDialog>

class QLineEdit;
class QListView;

namespace cg::ui {

class CommandPalette : public QDialog
{
    Q_OBJECT

public:
    explicit CommandPalette(QWidget *parent = nullptr);

    void setEntries(QList<PaletteEntry> entries);
    QLineEdit *searchLine() const { return m_search; }
    QListView *list() const { return m_list; }
    PaletteModel *model() const { return m_model; }
    // Shows it over the parent with an empty search line.
    void popup();

signals:
    void chosen(const QString &key);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void choose(int row);

    PaletteModel *m_model;
    QLineEdit *m_search;
    QListView *m_list;
};

} // namespace cg::ui

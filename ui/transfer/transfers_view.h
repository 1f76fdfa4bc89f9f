// SPDX-License-Identifier: GPL-3.0-or-later
// The Transfers tab: every dataset transfer of the profile with its progress, rate and ETA, and Cancel (stops
// it before its next chunk, resumable) and Resume (`clustergate data resume ID` in the background).
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;
class QTimer;

namespace cg::ui {

class TransfersModel;

class TransfersView : public QWidget
{
    Q_OBJECT

public:
    explicit TransfersView(QWidget *parent = nullptr);
    TransfersModel *model() const { return m_model; }

private:
    QString selectedId() const;
    void updateButtons();
    void cancelSelected();
    void resumeSelected();

    TransfersModel *m_model;
    QTableView *m_table;
    QPushButton *m_cancel;
    QPushButton *m_resume;
    QLabel *m_message;
    QTimer *m_timer;
};

} // namespace cg::ui

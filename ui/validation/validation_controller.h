// SPDX-License-Identifier: GPL-3.0-or-later
// Validation in the main window: Clusters > Validate… (the selected cluster's checklist, or the picker),
// the picker ("validation") and each cluster's checklist ("validation:<cluster>") with one task per run.
#pragma once

#include "main/window_feature.h"

#include <QCoreApplication>

class QAction;

namespace cg::ui {

class ChecklistView;

class ValidationController : public WindowFeature
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::MainWindow)

public:
    explicit ValidationController(MainWindow *window);

    QAction *validateAction() const { return m_validate; }
    // "validation" and "validation:<cluster>".
    QWidget *createView(const QString &key, QString *title) override;

private:
    QWidget *createValidationPicker();
    void watchValidation(ChecklistView *view, const QString &cluster);

    QAction *m_validate = nullptr;
};

} // namespace cg::ui

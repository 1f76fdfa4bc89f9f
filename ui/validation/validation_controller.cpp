// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/validation_controller.h"

#include "main/main_window.h"
#include "services/console.h"
#include "services/task_list.h"
#include "validation/checklist_view.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

#include <memory>

namespace cg::ui {

ValidationController::ValidationController(MainWindow *window) : WindowFeature(window)
{
    m_validate = new QAction(tr("&Validate…"), this);
    connect(m_validate, &QAction::triggered, this, [this] {
        const qint64 id = this->window()->selectedClusterId();
        this->window()->navigate(id > 0 ? QStringLiteral("validation:%1").arg(id)
                                        : QStringLiteral("validation"));
    });
}

QWidget *ValidationController::createView(const QString &key, QString *title)
{
    qint64 cluster = 0;
    if (splitItemKey(key, QStringLiteral("validation:"), &cluster, nullptr)) {
        MainWindow *window = this->window();
        auto *page = new QWidget;
        auto *layout = new QVBoxLayout(page);
        layout->setContentsMargins(0, 0, 0, 0);
        QString error;
        ChecklistView *view =
            ChecklistView::createFor(console(), cluster, window->knownHostsFile(), page, &error);
        if (!view) {
            delete page;
            showMessage(tr("Cannot open the checklist: %1").arg(error), 10000);
            return nullptr;
        }
        layout->addWidget(view);
        *title = view->windowTitle();
        view->setTaskList(window->tasks());
        watchValidation(view, window->clusterName(cluster));
        return page;
    }
    if (key == QLatin1String("validation"))
        return createValidationPicker();
    return nullptr;
}

QWidget *ValidationController::createValidationPicker()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *list = new QListWidget(page);
    list->setObjectName(QStringLiteral("ValidationClusters"));
    const auto clusters = console()->inventory().clusters();
    for (const ClusterRecord &c : orEmpty(clusters)) {
        auto *it = new QListWidgetItem(c.name, list);
        it->setData(Qt::UserRole, c.id);
    }
    auto *label =
        new QLabel(list->count() > 0 ? tr("Choose the cluster to validate (double-click or Enter):")
                                     : tr("No clusters yet: Onboard Cluster… or Import ssh Config…"),
                   page);
    layout->addWidget(label);
    layout->addWidget(list, 1);
    connect(list, &QListWidget::itemActivated, this, [this](QListWidgetItem *it) {
        window()->navigate(QStringLiteral("validation:%1").arg(it->data(Qt::UserRole).toLongLong()));
    });
    return page;
}

void ValidationController::watchValidation(ChecklistView *view, const QString &cluster)
{
    validation::ValidationEngine *engine = view->engine();
    services::TaskList *tasks = window()->tasks();
    // One task per run: its levels as progress, Cancel stops the engine (which then reports finished).
    auto task = std::make_shared<quint64>(0);
    auto levelsDone = std::make_shared<int>(0);
    auto levelsTotal = std::make_shared<int>(0);
    connect(engine, &validation::ValidationEngine::runStarted, this,
            [tasks, engine, cluster, task, levelsDone, levelsTotal](qint64, const QStringList &levels) {
                *levelsDone = 0;
                *levelsTotal = int(levels.size());
                *task = tasks->start(services::TaskKind::Validate,
                                     tr("Validate %1: %2").arg(cluster, levels.join(QStringLiteral(", "))),
                                     [engine] { engine->cancel(); });
                tasks->setProgress(*task, 0, *levelsTotal);
            });
    connect(engine, &validation::ValidationEngine::levelFinished, this,
            [tasks, task, levelsDone, levelsTotal](const QString &, int, const QString &) {
                tasks->setProgress(*task, ++*levelsDone, *levelsTotal);
            });
    connect(engine, &validation::ValidationEngine::finished, this, [tasks, task](bool passed) {
        tasks->finish(*task, passed, passed ? tr("all levels passed") : tr("not every level passed"));
        *task = 0;
    });
    connect(engine, &QObject::destroyed, this, [tasks, task] {
        if (*task)
            tasks->finish(*task, false, tr("closed"));
    });
}

} // namespace cg::ui

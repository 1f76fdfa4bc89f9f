// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/alert_thresholds_dialog.h"

#include "services/alert_center.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <functional>

namespace cg::ui {

namespace {

using planning::AlertThresholds;

struct Field
{
    const char *key; // as in the threshold file
    const char *label;
    double min, max;
    int decimals;
    std::function<double(const AlertThresholds &)> get;
    std::function<void(AlertThresholds &, double)> set;
};

const QList<Field> &fields()
{
    // clang-format off
    static const QList<Field> list = {
        {"gpu_idle_percent", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "GPU idle at or below (%)"), 0, 100, 1,
         [](const AlertThresholds &t) { return t.gpuIdlePercent; }, [](AlertThresholds &t, double v) { t.gpuIdlePercent = v; }},
        {"gpu_idle_minutes", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "Allocated GPUs idle for (min)"), 1, 10080, 0,
         [](const AlertThresholds &t) { return double(t.gpuIdleMinutes); }, [](AlertThresholds &t, double v) { t.gpuIdleMinutes = int(v); }},
        {"queue_growth_cycles", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "Queue grew for (polls)"), 1, 1000, 0,
         [](const AlertThresholds &t) { return double(t.queueGrowthCycles); }, [](AlertThresholds &t, double v) { t.queueGrowthCycles = int(v); }},
        {"queue_min_pending", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "... with at least (pending jobs)"), 0, 1000000, 0,
         [](const AlertThresholds &t) { return double(t.queueMinPending); }, [](AlertThresholds &t, double v) { t.queueMinPending = int(v); }},
        {"link_rtt_ms", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "Link RTT above (ms)"), 0, 100000, 1,
         [](const AlertThresholds &t) { return t.linkRttMs; }, [](AlertThresholds &t, double v) { t.linkRttMs = v; }},
        {"link_retrans_per_second", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "TCP retransmits above (/s)"), 0, 1e9, 1,
         [](const AlertThresholds &t) { return t.linkRetransPerSecond; }, [](AlertThresholds &t, double v) { t.linkRetransPerSecond = v; }},
        {"link_loss_percent", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "Packet loss above (% retransmitted)"), 0, 100, 1,
         [](const AlertThresholds &t) { return t.linkLossPercent; }, [](AlertThresholds &t, double v) { t.linkLossPercent = v; }},
        {"link_samples", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "... for (samples in a row)"), 1, 1000, 0,
         [](const AlertThresholds &t) { return double(t.linkSamples); }, [](AlertThresholds &t, double v) { t.linkSamples = int(v); }},
        {"job_failure_share", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "Failed jobs share above (0-1)"), 0, 1, 2,
         [](const AlertThresholds &t) { return t.jobFailureShare; }, [](AlertThresholds &t, double v) { t.jobFailureShare = v; }},
        {"job_failure_min_jobs", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "... of at least (finished jobs)"), 1, 1000000, 0,
         [](const AlertThresholds &t) { return double(t.jobFailureMinJobs); }, [](AlertThresholds &t, double v) { t.jobFailureMinJobs = int(v); }},
        {"job_failure_window_minutes", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "... in the last (min)"), 1, 10080, 0,
         [](const AlertThresholds &t) { return double(t.jobFailureWindowMinutes); }, [](AlertThresholds &t, double v) { t.jobFailureWindowMinutes = int(v); }},
        {"agent_stale_seconds", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "Agent silent for (s)"), 5, 86400, 0,
         [](const AlertThresholds &t) { return double(t.agentStaleSeconds); }, [](AlertThresholds &t, double v) { t.agentStaleSeconds = int(v); }},
        {"cost_increase_ratio", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "Daily cost up by more than (0.5 = +50 %)"), 0, 1000, 2,
         [](const AlertThresholds &t) { return t.costIncreaseRatio; }, [](AlertThresholds &t, double v) { t.costIncreaseRatio = v; }},
        {"cost_min_increase", QT_TRANSLATE_NOOP("cg::ui::AlertThresholdsDialog", "... and by at least (money)"), 0, 1e12, 2,
         [](const AlertThresholds &t) { return t.costMinIncrease; }, [](AlertThresholds &t, double v) { t.costMinIncrease = v; }},
    };
    // clang-format on
    return list;
}

} // namespace

AlertThresholdsDialog::AlertThresholdsDialog(services::AlertCenter *center, QWidget *parent)
    : QDialog(parent), m_center(center), m_set(center->engine().thresholds())
{
    setWindowTitle(tr("Alert Thresholds"));
    m_scope = new QComboBox(this);
    m_scope->setObjectName(QStringLiteral("ThresholdScope"));
    m_scope->addItem(tr("Every cluster (defaults)"), QString());
    for (auto it = m_set.clusters.cbegin(); it != m_set.clusters.cend(); ++it)
        m_scope->addItem(it.key(), it.key());
    auto *form = new QFormLayout;
    form->addRow(tr("&Applies to:"), m_scope);
    for (const Field &f : fields()) {
        auto *box = new QDoubleSpinBox(this);
        box->setObjectName(QLatin1String(f.key));
        box->setRange(f.min, f.max);
        box->setDecimals(f.decimals);
        box->setToolTip(tr("%1 in a threshold file").arg(QLatin1String(f.key)));
        form->addRow(tr(f.label), box);
        m_fields << box;
    }
    auto *import = new QPushButton(tr("&Import from File…"), this);
    import->setToolTip(tr("Fill the form from a YAML or JSON file"));
    connect(import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Alert Thresholds"), QString(),
                                                          tr("Threshold files (*.yaml *.yml *.json)"));
        if (!path.isEmpty())
            importFile(path);
    });
    auto *format =
        new QLabel(tr("File format (YAML or JSON): defaults: {gpu_idle_minutes: 30, link_rtt_ms: 300} "
                      "and clusters: {sg-h200: {gpu_idle_minutes: 15}}; the keys are the fields' "
                      "tooltips."),
                   this);
    format->setWordWrap(true);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setText(center->thresholdsSource().isEmpty()
                          ? tr("The values in use now: the built-in defaults.")
                          : tr("The values in use now, from %1.").arg(center->thresholdsSource()));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(import);
    layout->addWidget(format);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    connect(m_scope, &QComboBox::currentIndexChanged, this, [this] {
        keepScope();
        showScope();
    });
    showScope();
}

QDoubleSpinBox *AlertThresholdsDialog::field(const QString &key) const
{
    for (int i = 0; i < fields().size(); ++i) {
        if (QLatin1String(fields().at(i).key) == key)
            return m_fields.at(i);
    }
    return nullptr;
}

void AlertThresholdsDialog::showScope()
{
    m_shown = m_scope->currentData().toString();
    const AlertThresholds t = m_shown.isEmpty() ? m_set.defaults : m_set.forCluster(m_shown);
    for (int i = 0; i < fields().size(); ++i)
        m_fields.at(i)->setValue(fields().at(i).get(t));
}

void AlertThresholdsDialog::keepScope()
{
    AlertThresholds t = m_shown.isEmpty() ? m_set.defaults : m_set.forCluster(m_shown);
    for (int i = 0; i < fields().size(); ++i)
        fields().at(i).set(t, m_fields.at(i)->value());
    if (m_shown.isEmpty())
        m_set.defaults = t;
    else
        m_set.clusters.insert(m_shown, t);
}

planning::AlertThresholdSet AlertThresholdsDialog::edited()
{
    keepScope();
    return m_set;
}

bool AlertThresholdsDialog::importFile(const QString &path)
{
    const auto loaded = planning::AlertThresholdSet::load(path);
    if (!loaded.ok()) {
        m_status->setText(loaded.error());
        return false;
    }
    m_set = loaded.value();
    const QSignalBlocker block(m_scope);
    m_scope->clear();
    m_scope->addItem(tr("Every cluster (defaults)"), QString());
    for (auto it = m_set.clusters.cbegin(); it != m_set.clusters.cend(); ++it)
        m_scope->addItem(it.key(), it.key());
    showScope();
    m_status->setText(tr("Filled from %1; OK puts these values in use.").arg(path));
    return true;
}

void AlertThresholdsDialog::accept()
{
    m_center->setThresholds(edited(), tr("the Thresholds form"));
    QDialog::accept();
}

} // namespace cg::ui

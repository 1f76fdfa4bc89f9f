// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exporter.h"

#include "export/alert_log.h"
#include "export/alert_relay.h"
#include "export/export_logging.h"
#include "export/exposition_sink.h"
#include "export/job_series.h"
#include "export/serving_series.h"
#include "services/console.h"
#include "services/jobs_alert_feed.h"

#include "common/paths.h"

#include <QDateTime>

namespace cg::exporting {

Q_LOGGING_CATEGORY(lcExport, "clustergate.export", QtInfoMsg)

ExporterOptions ExporterOptions::forWindow()
{
    const QSettings settings = paths::settings();
    ExporterOptions o;
    o.serveMetrics = false;
    const auto url = [&](const char *key) {
        const QUrl u(settings.value(QLatin1String(key)).toString());
        const bool http = u.scheme() == QLatin1String("http") || u.scheme() == QLatin1String("https");
        if (!u.isEmpty() && (!u.isValid() || !http))
            qCWarning(lcExport) << "setting" << key << "is not an http(s) URL; ignored";
        return u.isValid() && http ? u : QUrl();
    };
    o.alertmanager.url = url("serve/alertmanager");
    return o;
}

Exporter::Exporter(services::Console &console, ExporterOptions options, QObject *parent)
    : QObject(parent), m_console(console), m_options(std::move(options)),
      m_registry(std::make_shared<MetricRegistry>(m_options.registry))
{
    ExpositionSink::declareFamilies(*m_registry);
    RemoteWriter::declareFamilies(*m_registry);
    AlertRelay::declareFamilies(*m_registry);
    JobSeries::declareFamilies(*m_registry);
    ServingSeries::declareFamilies(*m_registry);
}

Exporter::~Exporter()
{
    stop();
}

void Exporter::stop()
{
    disconnect(m_jobsPolled);
    m_relay.reset();
    // The workers are deleted on their threads as the threads end.
    m_serverThread.stop();
    m_remoteWriteThread.stop();
    m_alertmanagerThread.stop();
    m_server = nullptr;
    m_remoteWriter = nullptr;
    m_alertmanager = nullptr;
}

Status Exporter::start()
{
    if (m_options.serveMetrics) {
        if (Status policy = MetricsServer::checkPolicy(m_options.metrics); !policy)
            return policy;
        m_server = m_serverThread.start(QStringLiteral("cg-metrics"),
                                        new MetricsServer(m_registry.get(), m_options.metrics));
        bool listening = false;
        QString error;
        QMetaObject::invokeMethod(
            m_server, [&] { listening = m_server->listen(&error); }, Qt::BlockingQueuedConnection);
        if (!listening) {
            stop();
            return Status::failure(error);
        }
    }
    if (m_options.alertLogPath != QLatin1String("-")) {
        m_alertLog = std::make_unique<AlertLog>();
        const QString path =
            m_options.alertLogPath.isEmpty() ? AlertLog::defaultPath() : m_options.alertLogPath;
        if (Status st = m_alertLog->open(path); !st) {
            stop();
            return st;
        }
    }
    if (m_options.remoteWrite.url.isValid() && !m_options.remoteWrite.url.isEmpty()) {
        m_remoteWriter = m_remoteWriteThread.start(QStringLiteral("cg-remote-write"),
                                                   new RemoteWriter(m_registry.get(), m_options.remoteWrite));
        connect(m_remoteWriter, &RemoteWriter::healthChanged, this,
                [this](const QString &problem) { emit receiverHealth(tr("remote-write"), problem); });
        QMetaObject::invokeMethod(m_remoteWriter, &RemoteWriter::start, Qt::QueuedConnection);
    }
    if (m_options.alertmanager.url.isValid() && !m_options.alertmanager.url.isEmpty()) {
        m_alertmanager = m_alertmanagerThread.start(QStringLiteral("cg-alertmanager"),
                                                    new AlertmanagerClient(m_options.alertmanager));
        connect(m_alertmanager, &AlertmanagerClient::healthChanged, this,
                [this](const QString &problem) { emit receiverHealth(tr("Alertmanager"), problem); });
        QMetaObject::invokeMethod(m_alertmanager, &AlertmanagerClient::start, Qt::QueuedConnection);
    }
    m_relay =
        std::make_unique<AlertRelay>(m_console.alerts(), m_alertLog.get(), m_alertmanager, m_registry.get());
    if (!m_server && !m_remoteWriter)
        return Ok{}; // the series would go nowhere (the window): no sink on the fleets
    std::shared_ptr<MetricRegistry> registry = m_registry;
    // The jobs layer: every poll the jobs alert feed makes, as the alert rules see it.
    m_jobsPolled = connect(&m_console.jobsAlerts(), &services::JobsAlertFeed::pollsFed, this,
                           [registry](const QList<services::JobsAlertPoll> &polls) {
                               JobSeries::record(*registry, polls, QDateTime::currentMSecsSinceEpoch());
                           });
    // The business layer: every window of the inference services the console watches.
    connect(&m_console.inference(), &business::InferenceWatch::measured, this,
            [registry](const business::InferenceReading &r) {
                ServingSeries::record(*registry, r, QDateTime::currentMSecsSinceEpoch());
            });
    m_console.addTelemetrySink(
        [registry](const QString &) { return std::make_unique<ExpositionSink>(registry); });
    return Ok{};
}

quint16 Exporter::metricsPort() const
{
    return m_server ? m_server->port() : 0;
}

RemoteWriteStatus Exporter::remoteWriteStatus() const
{
    return m_remoteWriter ? m_remoteWriter->status() : RemoteWriteStatus{};
}

AlertmanagerStatus Exporter::alertmanagerStatus() const
{
    return m_alertmanager ? m_alertmanager->status() : AlertmanagerStatus{};
}

} // namespace cg::exporting

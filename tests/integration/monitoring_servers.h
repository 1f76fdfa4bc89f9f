// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The team's tools a test runs next to the console, on loopback: Debian's prometheus-alertmanager (0.25)
// and prometheus (2.42), each with its configuration written into a folder of its own, started on a port
// (chosen at run time), polled until /-/ready answers 200, and stopped (SIGTERM, then SIGKILL) when the test
// stops it or it goes out of scope; and the alerts Alertmanager holds (GET /api/v2/alerts: firing ones
// only, a resolved alert is no longer listed).

#include "lab_process.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTcpSocket>
#include <QTest>

namespace cg::testlab {

inline const QString kAlertmanagerProgram = QStringLiteral("/usr/bin/prometheus-alertmanager");
inline const QString kPrometheusProgram = QStringLiteral("/usr/bin/prometheus");

// Which of `programs` are not installed, as a reason to skip (empty: all are).
inline QString missingPrograms(const QStringList &programs)
{
    QStringList missing;
    for (const QString &p : programs) {
        if (!QFile::exists(p))
            missing << p;
    }
    return missing.isEmpty() ? QString()
                             : missing.join(QStringLiteral(", ")) +
                                   QStringLiteral(" not installed (apt-get install prometheus "
                                                  "prometheus-alertmanager)");
}

// GET on loopback: the HTTP status (0: nothing answered).
inline int httpStatus(quint16 port, const QByteArray &path)
{
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, port);
    if (!s.waitForConnected(3000))
        return 0;
    s.write("GET " + path + " HTTP/1.0\r\nHost: localhost\r\n\r\n");
    QByteArray got;
    while (!got.contains("\r\n") && s.waitForReadyRead(5000))
        got += s.readAll();
    const QList<QByteArray> status = got.left(got.indexOf("\r\n")).split(' ');
    return status.size() >= 2 && status.at(0).startsWith("HTTP/") ? status.at(1).toInt() : 0;
}

class MonitoringServer
{
public:
    MonitoringServer() = default;
    MonitoringServer(const MonitoringServer &) = delete;
    MonitoringServer &operator=(const MonitoringServer &) = delete;
    ~MonitoringServer() { stop(); }

    // Alertmanager on 127.0.0.1:`port` (0: a free one) with its state in `dir`, every alert routed to a
    // receiver that sends nothing (the test reads the API). Returns why it is not up (empty: up).
    QString startAlertmanager(const QString &dir, quint16 port = 0)
    {
        if (!QDir().mkpath(dir + QStringLiteral("/data")))
            return QStringLiteral("cannot make ") + dir;
        QFile conf(dir + QStringLiteral("/alertmanager.yml"));
        if (!conf.open(QIODevice::WriteOnly))
            return QStringLiteral("cannot write ") + conf.fileName();
        conf.write("route:\n  receiver: nobody\n  group_wait: 1s\nreceivers:\n  - name: nobody\n");
        conf.close();
        m_port = port ? port : freePort();
        return start(kAlertmanagerProgram, {QStringLiteral("--config.file=") + conf.fileName(),
                                            QStringLiteral("--storage.path=") + dir + QStringLiteral("/data"),
                                            QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(m_port),
                                            QStringLiteral("--cluster.listen-address=")});
    }

    // Prometheus on 127.0.0.1:`port` (0: a free one) with its data in `dir`, scraping the console's /metrics
    // on 127.0.0.1:`scrapePort` every second (job "clustergate"), its remote-write receiver enabled.
    QString startPrometheus(const QString &dir, quint16 scrapePort, quint16 port = 0)
    {
        if (!QDir().mkpath(dir + QStringLiteral("/data")))
            return QStringLiteral("cannot make ") + dir;
        QFile conf(dir + QStringLiteral("/prometheus.yml"));
        if (!conf.open(QIODevice::WriteOnly))
            return QStringLiteral("cannot write ") + conf.fileName();
        conf.write(QStringLiteral("global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\n"
                                  "scrape_configs:\n  - job_name: clustergate\n    static_configs:\n"
                                  "      - targets: ['127.0.0.1:%1']\n")
                       .arg(scrapePort)
                       .toUtf8());
        conf.close();
        m_port = port ? port : freePort();
        return start(kPrometheusProgram,
                     {QStringLiteral("--config.file=") + conf.fileName(),
                      QStringLiteral("--storage.tsdb.path=") + dir + QStringLiteral("/data"),
                      QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(m_port),
                      QStringLiteral("--web.enable-remote-write-receiver")});
    }

    quint16 port() const { return m_port; }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port); }
    bool running() const { return m_process.state() != QProcess::NotRunning; }

    void stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.terminate();
        if (!m_process.waitForFinished(10000)) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

private:
    QString start(const QString &program, const QStringList &args)
    {
        stop();
        if (m_port == 0)
            return QStringLiteral("no free loopback port");
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.start(program, args);
        if (!m_process.waitForStarted(10000))
            return program + QStringLiteral(" did not start: ") + m_process.errorString();
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 60000 && m_process.state() == QProcess::Running) {
            if (httpStatus(m_port, "/-/ready") == 200)
                return {};
            QTest::qWait(100);
        }
        return program + QStringLiteral(" did not come up: ") +
               QString::fromUtf8(m_process.readAll().right(2000));
    }

    QProcess m_process;
    quint16 m_port = 0;
};

// The alerts Alertmanager on `port` holds (firing, not resolved) named `alertname` whose labels include
// every one of `labels` (an empty value: the label may be anything).
inline QList<QJsonObject> alertmanagerAlerts(quint16 port, const QString &alertname,
                                             const QMap<QString, QString> &labels = {})
{
    QList<QJsonObject> out;
    for (const QJsonValue &v : QJsonDocument::fromJson(httpGet(port, "/api/v2/alerts")).array()) {
        const QJsonObject l = v.toObject().value(QStringLiteral("labels")).toObject();
        bool match = l.value(QStringLiteral("alertname")).toString() == alertname;
        for (auto it = labels.begin(); match && it != labels.end(); ++it)
            match = it.value().isEmpty() || l.value(it.key()).toString() == it.value();
        if (match)
            out << v.toObject();
    }
    return out;
}

} // namespace cg::testlab

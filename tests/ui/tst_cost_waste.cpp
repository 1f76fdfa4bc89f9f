// SPDX-License-Identifier: GPL-3.0-or-later
// Planning > Cost's idle-waste table: imported Slurm records joined with GPU utilization samples, per project
// the GPU-hours allocated, used and idle and the idle hours' cost; a project without samples says so.
#include "planning/cost_view.h"

#include <QFile>
#include <QLineEdit>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;

class TestCostWaste : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
    }

    void wastePerProject()
    {
        ui::CostView v;
        v.priceField()->setText(QStringLiteral("3600")); // one per GPU-second
        QFile f(QStringLiteral(CLUSTERGATE_FIXTURES "/planning/scontrol_show_job.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(v.importText(QString::fromUtf8(f.readAll()), QStringLiteral("scontrol.txt")).ok());
        // No history recorded in this profile: the use is unknown, said so.
        QVERIFY(v.wasteTable()->rowCount() > 0);
        QCOMPARE(v.wasteTable()->item(0, 2)->text(), QStringLiteral("no telemetry"));

        // Node vm's GPUs idle while job 1 (proj-a, 2 GPUs x 2 s) ran, busy while job 4 (proj-a, 3 x 2 s) ran.
        const auto at = [](const char *t) { return QDateTime::fromString(QLatin1String(t), Qt::ISODate); };
        QList<planning::GpuUtilSample> samples;
        for (int gpu = 0; gpu < 3; ++gpu) {
            samples.append({QString(), QStringLiteral("vm"), gpu, at("2026-11-30T14:40:40"), 0});
            samples.append({QString(), QStringLiteral("vm"), gpu, at("2026-11-30T14:40:58"), 100});
        }
        v.setUtilization(samples);
        QTableWidget *t = v.wasteTable();
        QCOMPARE(t->item(0, 0)->text(), QStringLiteral("proj-a")); // the most idle hours first
        // Job 1: 4 GPU-seconds allocated, idle; job 4: 6 GPU-seconds, busy. 4 GPU-seconds of waste = 4.00.
        QCOMPARE(t->item(0, 4)->text(), QStringLiteral("4.00 USD"));
        QVERIFY(t->item(0, 3)->text() != QStringLiteral("no telemetry"));
    }
};

QTEST_MAIN(TestCostWaste)
#include "tst_cost_waste.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The Jobs view's history across clusters: a restart after a host lost the job (`job.resumed`, as the
// ssh-hosts backend audits it) says where it resumed from and the steps lost; other entries stay as they
// were.
#include "jobs/jobs_view.h"

#include <QJsonObject>
#include <QtTest>

using namespace cg;

class TestJobsHistoryLine : public QObject
{
    Q_OBJECT

private slots:
    void aResumeSaysTheStepsLost()
    {
        const QJsonObject resumed{
            {QStringLiteral("at"), QStringLiteral("2026-12-04T10:50:41Z")},
            {QStringLiteral("cluster"), QStringLiteral("lab")},
            {QStringLiteral("jobId"), QStringLiteral("drill-1")},
            {QStringLiteral("action"), QStringLiteral("job.resumed")},
            {QStringLiteral("details"), QJsonObject{{QStringLiteral("lastStep"), 64},
                                                    {QStringLiteral("checkpointStep"), 60},
                                                    {QStringLiteral("stepsLost"), 4}}}};
        const QString line = ui::JobsView::historyLine(resumed);
        QVERIFY2(line.contains(QLatin1String("lab job drill-1, job.resumed")) &&
                     line.contains(QLatin1String("checkpoint step 60")) &&
                     line.contains(QLatin1String("4 step(s) lost")),
                 qPrintable(line));

        QJsonObject unknown = resumed;
        unknown.insert(QStringLiteral("details"), QJsonObject{{QStringLiteral("checkpointStep"), 60},
                                                              {QStringLiteral("stepsLost"), -1}});
        QVERIFY2(ui::JobsView::historyLine(unknown).contains(QLatin1String("steps lost not known")),
                 qPrintable(ui::JobsView::historyLine(unknown)));

        const QJsonObject submitted{{QStringLiteral("at"), QStringLiteral("2026-12-04T10:50:00Z")},
                                    {QStringLiteral("cluster"), QStringLiteral("lab")},
                                    {QStringLiteral("jobId"), QStringLiteral("drill-1")},
                                    {QStringLiteral("action"), QStringLiteral("job.submitted")}};
        QCOMPARE(ui::JobsView::historyLine(submitted),
                 QStringLiteral("2026-12-04T10:50:00Z: lab job drill-1, job.submitted"));
    }
};

QTEST_MAIN(TestJobsHistoryLine)
#include "tst_jobs_history_line.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster editor's "Jobs run with" combo: it offers the registered job backends for a remote cluster
// (slurm, ssh-hosts; not local, which is This machine's), starts at the default, and shows and returns the
// cluster's choice.
#include "jobs/job_backend.h"
#include "ssh/cluster_dialog.h"

#include <QComboBox>
#include <QtTest>

using namespace cg;

class TestClusterJobBackend : public QObject
{
    Q_OBJECT

private slots:
    void comboOffersTheRegisteredBackends()
    {
        ui::ClusterDialog dialog(ClusterRecord{}, {});
        auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("jobBackend"));
        QVERIFY(combo);
        QStringList offered;
        for (int i = 0; i < combo->count(); ++i)
            offered << combo->itemText(i);
        QStringList remote = jobs::JobBackendRegistry::instance().names();
        remote.removeAll(QStringLiteral("local")); // This machine has its own entry, not a cluster's choice
        QCOMPARE(offered, remote);
        QVERIFY(offered.contains(QStringLiteral("slurm")) && offered.contains(QStringLiteral("ssh-hosts")));
        QCOMPARE(dialog.jobBackend(), QStringLiteral("slurm"));
        dialog.setJobBackend(QStringLiteral("ssh-hosts"));
        QCOMPARE(combo->currentText(), QStringLiteral("ssh-hosts"));
        QCOMPARE(dialog.jobBackend(), QStringLiteral("ssh-hosts"));
    }
};

QTEST_MAIN(TestClusterJobBackend)
#include "tst_cluster_job_backend.moc"

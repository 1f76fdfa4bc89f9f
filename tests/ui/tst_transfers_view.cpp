// SPDX-License-Identifier: GPL-3.0-or-later
// The Transfers tab on real saved states (as `clustergate data` writes them): rows, progress and reasons
// under QAbstractItemModelTester, rate and ETA from the verified bytes between two refreshes, Cancel writing
// the marker a running transfer stops at, and Resume enabled only for resumable transfers.
#include "transfer/transfers_model.h"
#include "transfer/transfers_view.h"

#include <QAbstractItemModelTester>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using namespace cg::transfer;
using cg::ui::TransfersModel;

class TestTransfersView : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    static TransferState state(const QString &id, TransferStatus status, int verified)
    {
        TransferState s;
        s.manifest.id = id;
        s.manifest.dataset = QStringLiteral("genomes");
        s.manifest.cluster = QStringLiteral("sg-h200");
        s.manifest.remotePath = QStringLiteral("clustergate/datasets/genomes");
        s.manifest.chunkSize = 1 << 20;
        s.manifest.created = QDateTime::currentDateTimeUtc();
        ManifestFile f;
        f.relativePath = QStringLiteral("a.bin");
        f.size = 4 << 20;
        f.sha256 = QByteArray(32, 'a');
        for (int i = 0; i < 4; ++i)
            f.chunkSha256 << QByteArray(32, char('b' + i));
        s.manifest.files << f;
        for (int i = 0; i < verified; ++i)
            s.verifiedChunks.insert(i);
        s.status = status;
        s.reason =
            status == TransferStatus::Stopped ? QStringLiteral("approval 3 of request 7 expired") : QString();
        return s;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toLocal8Bit());
    }

    void modelShowsSavedStates()
    {
        TransferStore store;
        TransferState running = state(QStringLiteral("t-00000000000000a1"), TransferStatus::Running, 1);
        TransferState stopped = state(QStringLiteral("t-00000000000000a2"), TransferStatus::Stopped, 2);
        QVERIFY(store.save(running).ok());
        QVERIFY(store.save(stopped).ok());
        TransfersModel model(store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 2);
        int stoppedRow = model.transferId(0) == stopped.manifest.id ? 0 : 1;
        QCOMPARE(model.index(stoppedRow, TransfersModel::Status).data().toString(),
                 QStringLiteral("stopped"));
        QCOMPARE(model.index(stoppedRow, TransfersModel::Progress).data(TransfersModel::ProgressRole).toInt(),
                 50);
        QVERIFY(model.index(stoppedRow, TransfersModel::Reason)
                    .data()
                    .toString()
                    .contains(QLatin1String("expired")));
        const int runningRow = 1 - stoppedRow;
        QVERIFY(model.index(runningRow, TransfersModel::Rate).data().toString().isEmpty());
        QTest::qWait(50);
        running.verifiedChunks.insert(1);
        QVERIFY(store.save(running).ok());
        model.refresh();
        stoppedRow = model.transferId(0) == stopped.manifest.id ? 0 : 1;
        QVERIFY(!model.index(1 - stoppedRow, TransfersModel::Rate).data().toString().isEmpty());
        QVERIFY(!model.index(1 - stoppedRow, TransfersModel::Eta).data().toString().isEmpty());
        QFile::remove(QDir(store.dir()).filePath(stopped.manifest.id + QStringLiteral(".json")));
        model.refresh();
        QCOMPARE(model.rowCount(), 1);
    }

    void cancelAndResumeButtons()
    {
        cg::ui::TransfersView view;
        auto *table = view.findChild<QTableView *>();
        QVERIFY(table);
        QPushButton *cancel = nullptr, *resume = nullptr;
        for (QPushButton *b : view.findChildren<QPushButton *>()) {
            if (b->text().contains(QLatin1String("Cancel")))
                cancel = b;
            if (b->text().contains(QLatin1String("Resume")))
                resume = b;
        }
        QVERIFY(cancel && resume);
        QCOMPARE(view.model()->rowCount(), 1);
        table->selectRow(0);
        QVERIFY(cancel->isEnabled());
        QVERIFY(!resume->isEnabled());
        cancel->click();
        const QString id = view.model()->transferId(0);
        QVERIFY(QFileInfo::exists(view.model()->store().cancelMarker(id)));
    }
};

QTEST_MAIN(TestTransfersView)
#include "tst_transfers_view.moc"

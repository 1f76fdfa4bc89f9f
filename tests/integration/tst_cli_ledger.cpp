// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate ledger dataset add|edit` and the dataset version through the real binary on a fresh profile:
// a dataset added with --dataset-version reads back from `ledger datasets --format json` and the text table,
// an edit changes only what it names and is an audited edit carrying the previous version, an inventory
// import sets versions with its version column and leaves them alone without it, `--version` is not the
// dataset option (a usage error), a grade change through `dataset edit` is refused until signed (exit 3, the
// table's refused), and the audit chain stays intact (`ledger verify`: consistent, exit 3 without an anchor).
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_run.h"

namespace {

using Run = cg::test::CliRun;

} // namespace

class TestCliLedger : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    Run console(const QStringList &args) { return cg::test::runConsole(m_home.path(), args); }

    Run ledger(QStringList args)
    {
        args.prepend(QStringLiteral("ledger"));
        return console(args);
    }

    // The dataset named `name` in `ledger datasets --format json`.
    QJsonObject datasetJson(const QString &name)
    {
        const Run r =
            ledger({QStringLiteral("datasets"), QStringLiteral("--format"), QStringLiteral("json")});
        if (r.code != 0)
            return {};
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out).array()) {
            if (v.toObject().value(QStringLiteral("name")).toString() == name)
                return v.toObject();
        }
        return {};
    }

    // The audit log's rows with their details, as `ledger report --format csv --kind audit` lists them.
    QByteArray auditCsv()
    {
        const QString out = m_home.filePath(QStringLiteral("audit.csv"));
        const Run r =
            ledger({QStringLiteral("report"), QStringLiteral("--format"), QStringLiteral("csv"),
                    QStringLiteral("--kind"), QStringLiteral("audit"), QStringLiteral("--out"), out});
        if (r.code != 0)
            return r.all();
        QFile f(out);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void initTestCase() { QVERIFY(m_home.isValid()); }

    void addEditAndReadBack()
    {
        Run r = ledger({QStringLiteral("dataset"), QStringLiteral("add"), QStringLiteral("telemetry"),
                        QStringLiteral("--owner"), QStringLiteral("owen"), QStringLiteral("--grade"),
                        QStringLiteral("internal"), QStringLiteral("--dataset-version"),
                        QStringLiteral("2026-06"), QStringLiteral("--people"), QStringLiteral("1200"),
                        QStringLiteral("--location"), QStringLiteral("s3://cn/telemetry")});
        QVERIFY2(r.code == 0, r.all().constData());
        QVERIFY2(r.out.contains("2026-06"), r.out.constData());
        QJsonObject d = datasetJson(QStringLiteral("telemetry"));
        QCOMPARE(d.value(QStringLiteral("version")).toString(), QStringLiteral("2026-06"));
        QCOMPARE(d.value(QStringLiteral("owner")).toString(), QStringLiteral("owen"));
        QCOMPARE(d.value(QStringLiteral("people")).toInteger(), 1200);
        QCOMPARE(d.value(QStringLiteral("grade")).toString(), QStringLiteral("internal"));
        r = ledger({QStringLiteral("datasets")});
        QVERIFY(r.code == 0);
        QVERIFY2(r.out.contains("VERSION") && r.out.contains("2026-06"), r.out.constData());

        // Added twice: refused, nothing changed.
        r = ledger({QStringLiteral("dataset"), QStringLiteral("add"), QStringLiteral("telemetry"),
                    QStringLiteral("--owner"), QStringLiteral("paula"), QStringLiteral("--grade"),
                    QStringLiteral("public")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("dataset edit"), r.err.constData());
        // --version is the program's option, not the dataset's: a usage error naming the option.
        r = ledger({QStringLiteral("dataset"), QStringLiteral("edit"), QStringLiteral("telemetry"),
                    QStringLiteral("--version"), QStringLiteral("2026-07")});
        QCOMPARE(r.code, 2);

        // An edit changes only what it names: the new version; owner and people stay.
        r = ledger({QStringLiteral("dataset"), QStringLiteral("edit"), QStringLiteral("telemetry"),
                    QStringLiteral("--dataset-version"), QStringLiteral("2026-07")});
        QVERIFY2(r.code == 0, r.all().constData());
        d = datasetJson(QStringLiteral("telemetry"));
        QCOMPARE(d.value(QStringLiteral("version")).toString(), QStringLiteral("2026-07"));
        QCOMPARE(d.value(QStringLiteral("owner")).toString(), QStringLiteral("owen"));
        QCOMPARE(d.value(QStringLiteral("people")).toInteger(), 1200);
        const QByteArray audit = auditCsv();
        QVERIFY2(audit.contains("dataset.created") && audit.contains("dataset.updated"), audit.constData());
        QVERIFY2(audit.contains("previous_version") && audit.contains("2026-06"), audit.constData());

        // A grade change is a classification change: not through an edit, only proposed and signed.
        r = ledger({QStringLiteral("dataset"), QStringLiteral("edit"), QStringLiteral("telemetry"),
                    QStringLiteral("--grade"), QStringLiteral("core")});
        QCOMPARE(r.code, 3); // refused by a rule (app/exit_codes.h), not a failure
        QVERIFY2(r.err.contains("[grade-change-second-signature]"), r.err.constData());
        // A bad count is a usage error; an unknown dataset is refused.
        r = ledger({QStringLiteral("dataset"), QStringLiteral("edit"), QStringLiteral("telemetry"),
                    QStringLiteral("--people"), QStringLiteral("-3")});
        QCOMPARE(r.code, 2);
        r = ledger({QStringLiteral("dataset"), QStringLiteral("edit"), QStringLiteral("nothing"),
                    QStringLiteral("--dataset-version"), QStringLiteral("1")});
        QCOMPARE(r.code, 1);
    }

    void inventoryWithAndWithoutVersions()
    {
        QFile with(m_home.filePath(QStringLiteral("with.csv")));
        QVERIFY(with.open(QIODevice::WriteOnly));
        with.write("dataset,owner,grade,version\nscans,paula,public,v3\n");
        with.close();
        Run r = ledger({QStringLiteral("import-datasets"), with.fileName()});
        QVERIFY2(r.code == 0, r.all().constData());
        QCOMPARE(datasetJson(QStringLiteral("scans")).value(QStringLiteral("version")).toString(),
                 QStringLiteral("v3"));
        QFile without(m_home.filePath(QStringLiteral("without.csv")));
        QVERIFY(without.open(QIODevice::WriteOnly));
        without.write("dataset,owner,grade,description\nscans,paula,public,face scans\n");
        without.close();
        r = ledger({QStringLiteral("import-datasets"), without.fileName()});
        QVERIFY2(r.code == 0, r.all().constData());
        QCOMPARE(datasetJson(QStringLiteral("scans")).value(QStringLiteral("version")).toString(),
                 QStringLiteral("v3"));
        // Consistent from its first row to its last; nothing outside vouches for it yet (exit 3).
        r = ledger({QStringLiteral("verify")});
        QVERIFY2(r.code == 3, r.all().constData());
    }
};

QTEST_GUILESS_MAIN(TestCliLedger)
#include "tst_cli_ledger.moc"

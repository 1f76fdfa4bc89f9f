// SPDX-License-Identifier: GPL-3.0-or-later
// Prices are part of a cluster's contract: the GPU-hour price, its currency and a GPU model's own price are
// kept with the cluster (a real SQLite profile), read back, refused when they do not check; every cost
// figure takes a cluster's contract price first and the Cost view's saved book only for a cluster whose
// contract names none, and says which it used.
#include "business/cluster_prices.h"
#include "inventory/inventory.h"
#include "planning/cost.h"
#include "storage/database.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg;
using business::ClusterPrices;
using business::PriceSource;

class TestClusterPrices : public QObject
{
    Q_OBJECT

private slots:
    void contractPriceIsKeptWithTheCluster()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("db.sqlite"))).ok());
        Inventory inv(db);
        ClusterRecord c;
        c.name = QStringLiteral("sg-h200");
        c.contract.gpuModel = QStringLiteral("H200");
        c.contract.gpusPerNode = 8;
        c.contract.gpuHourPrice = 2.9;
        c.contract.currency = QStringLiteral("EUR");
        c.contract.gpuModelPrices.insert(QStringLiteral("H200"), 3.4);
        c.contract.gpuModelPrices.insert(QStringLiteral("H100 SXM"), 2.1);
        const auto id = inv.addCluster(c);
        QVERIFY2(id.ok(), qPrintable(id.error()));
        const ClusterContract back = inv.cluster(id.value())->contract;
        QCOMPARE(back, c.contract);
        QCOMPARE(back.gpuHourPrice, 2.9);
        QCOMPARE(back.currency, QStringLiteral("EUR"));
        QCOMPARE(back.gpuModelPrices.value(QStringLiteral("H100 SXM")), 2.1);
        // The contract's own GPU model has its own price; another model without one: the contract's.
        QCOMPARE(back.gpuHourPriceOf(), 3.4);
        QCOMPARE(back.gpuHourPriceOf(QStringLiteral("H100 SXM")), 2.1);
        QCOMPARE(back.gpuHourPriceOf(QStringLiteral("B200")), 2.9);
        const QJsonObject json = back.toJson();
        QCOMPARE(json.value(QStringLiteral("gpu_hour_price")).toDouble(), 2.9);
        QCOMPARE(json.value(QStringLiteral("currency")).toString(), QStringLiteral("EUR"));
        QCOMPARE(json.value(QStringLiteral("gpu_hour_prices")).toObject().size(), 2);
    }

    void badPricesAreNamed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("named");
        QTest::newRow("negative") << QByteArray(R"({"gpu_hour_price": -1})")
                                  << QStringLiteral("GPU-hour price");
        QTest::newRow("text") << QByteArray(R"({"gpu_hour_price": "2.5"})")
                              << QStringLiteral("gpu_hour_price");
        QTest::newRow("currency") << QByteArray(R"({"gpu_hour_price": 2, "currency": "euro"})")
                                  << QStringLiteral("euro");
        QTest::newRow("model price") << QByteArray(R"({"gpu_hour_prices": {"H200": "x"}})")
                                     << QStringLiteral("H200");
        QTest::newRow("models not an object")
            << QByteArray(R"({"gpu_hour_prices": [1]})") << QStringLiteral("gpu_hour_prices");
    }

    void badPricesAreNamed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, named);
        const auto read = ClusterContract::fromJson(QJsonDocument::fromJson(json).object());
        QVERIFY(!read.ok());
        QVERIFY2(read.error().contains(named), qPrintable(read.error()));
    }

    void contractFirstSavedPricesOnlyAsFallback()
    {
        ClusterRecord priced;
        priced.name = QStringLiteral("lab");
        priced.contract.gpuHourPrice = 4;
        priced.contract.premiumShare = 0.25;
        priced.contract.currency = QStringLiteral("EUR");
        ClusterRecord bare;
        bare.name = QStringLiteral("other");
        planning::PriceTerms savedTerms;
        savedTerms.gpuHour = 2.5;
        planning::PriceBook saved;
        saved.setDefault(savedTerms);

        const ClusterPrices both = ClusterPrices::resolve({priced, bare}, saved);
        const business::ClusterPrice lab = both.of(QStringLiteral("lab"));
        QCOMPARE(lab.source, PriceSource::Contract);
        QCOMPARE(lab.terms.effectiveGpuHour(), 5.0); // the list price and the contract's premium
        QCOMPARE(lab.terms.currency, QStringLiteral("EUR"));
        QCOMPARE(both.book().forCluster(QStringLiteral("lab")).effectiveGpuHour(), 5.0);
        QCOMPARE(both.of(QStringLiteral("other")).source, PriceSource::SavedPrices);
        QCOMPARE(both.book().forCluster(QStringLiteral("other")).gpuHour, 2.5);
        QCOMPARE(both.of(QStringLiteral("not-saved")).source, PriceSource::SavedPrices);
        QVERIFY(ClusterPrices::sourceText(PriceSource::Contract, QStringLiteral("lab"))
                    .contains(QLatin1String("contract")));

        // Nothing saved: the contract still prices its cluster, the others have no price (no guess).
        const ClusterPrices contractOnly = ClusterPrices::resolve({priced, bare}, std::nullopt);
        QCOMPARE(contractOnly.of(QStringLiteral("lab")).source, PriceSource::Contract);
        QCOMPARE(contractOnly.of(QStringLiteral("other")).source, PriceSource::None);
        QVERIFY(!contractOnly.covers(QStringLiteral("other")));
        QVERIFY(contractOnly.anyPriced());
        QVERIFY(!ClusterPrices::resolve({bare}, std::nullopt).anyPriced());

        // The cost of a job on each cluster follows.
        jobs::JobRecord job;
        job.cluster = QStringLiteral("lab");
        job.gpus = 2;
        job.start = QDateTime(QDate(2026, 12, 1), QTime(10, 0), Qt::UTC);
        job.end = job.start.addSecs(3600);
        const auto costs = planning::CostModel::jobCosts({job}, both.book());
        QCOMPARE(costs.size(), 1);
        QCOMPARE(costs.first().cost, 10.0);
    }
};

QTEST_GUILESS_MAIN(TestClusterPrices)
#include "tst_cluster_prices.moc"

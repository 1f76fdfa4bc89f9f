// SPDX-License-Identifier: GPL-3.0-or-later
// nccl-tests compatibility of `clustergate-agent bench nccl`: the busbw factors for every collective and
// 2 to 16 ranks, the element counts and printed sizes (nccl-tests 2.19.1, with the 16-byte trim of
// allgather, reducescatter and alltoall), and the table itself against tables nccl-tests printed in
// published runs (tests/fixtures/bench), reproduced character for character. The exhaustive comparison
// with nccl-tests' rules is tst_bench_nccl_parity.
#include "bench/nccl_report.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

using namespace cg::agent::bench;

Q_DECLARE_METATYPE(CollOp)

namespace {

QStringList fixtureLines(const QString &name)
{
    QFile f(QStringLiteral(CLUSTERGATE_FIXTURES "/bench/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

QString lines(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

class TestBenchNcclFormat : public QObject
{
    Q_OBJECT

private slots:
    void factors_data()
    {
        QTest::addColumn<CollOp>("op");
        QTest::addColumn<int>("n");
        QTest::addColumn<double>("factor");
        // Written out from the definitions (nccl-tests doc/PERFORMANCE.md), not from the code under test.
        const struct
        {
            CollOp op;
            const char *name;
            int num; // factor = num(n) / n
        } ops[] = {{CollOp::AllReduce, "allreduce", 2},         {CollOp::AllGather, "allgather", 1},
                   {CollOp::ReduceScatter, "reducescatter", 1}, {CollOp::AllToAll, "alltoall", 1},
                   {CollOp::Broadcast, "broadcast", 0},         {CollOp::Reduce, "reduce", 0}};
        for (const auto &o : ops) {
            for (int n = 2; n <= 16; ++n) {
                const double f = o.num == 0 ? 1.0 : double(o.num * (n - 1)) / n;
                QTest::addRow("%s n=%d", o.name, n) << o.op << n << f;
            }
        }
    }
    void factors()
    {
        QFETCH(CollOp, op);
        QFETCH(int, n);
        QFETCH(double, factor);
        QCOMPARE(cg::agent::bench::busBwFactor(op, n), factor);
        // busbw is algbw times the factor, and algbw is the size column over the time.
        CollCounts c;
        c.paramCount = op == CollOp::AllGather || op == CollOp::ReduceScatter || op == CollOp::AllToAll
                           ? 250'000'000 / std::size_t(n)
                           : 250'000'000;
        const NcclMeasurement m = ncclMeasurement(op, n, c, 4, 0.5, 0);
        const double bytes = double(c.paramCount * 4 * (c.paramCount == 250'000'000 ? 1 : n));
        QCOMPARE(m.algBw, bytes / 1e9 / 0.5);
        QCOMPARE(m.busBw, m.algBw * factor);
    }

    void factorsAtTheEdges()
    {
        QCOMPARE(cg::agent::bench::busBwFactor(CollOp::AllReduce, 1),
                 0.0); // one rank: nothing crosses a link
        QCOMPARE(cg::agent::bench::busBwFactor(CollOp::Broadcast, 1), 1.0);
        QCOMPARE(cg::agent::bench::busBwFactor(CollOp::AllGather, 0), 0.0);
    }

    void counts_data()
    {
        QTest::addColumn<CollOp>("op");
        QTest::addColumn<int>("n");
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<qulonglong>("printed");
        QTest::addColumn<qulonglong>("count");
        // nccl-tests' size column is max(send, receive) bytes; count is what NCCL is called with. Since
        // 2.13.12 allgather, reducescatter and alltoall trim the per-rank count to whole 16 bytes:
        // (count/nranks) & ~(16/eltSize - 1).
        QTest::newRow("allreduce 8") << CollOp::AllReduce << 8 << 1024ull << 1024ull << 256ull;
        QTest::newRow("allgather 8") << CollOp::AllGather << 8 << 1024ull << 1024ull << 32ull;
        QTest::newRow("allgather 8, 32 B: 1 per rank trimmed to 0")
            << CollOp::AllGather << 8 << 32ull << 0ull << 0ull;
        QTest::newRow("allgather 3: 85 per rank trimmed to 84")
            << CollOp::AllGather << 3 << 1024ull << 1008ull << 84ull;
        QTest::newRow("reducescatter 8") << CollOp::ReduceScatter << 8 << 1024ull << 1024ull << 32ull;
        QTest::newRow("reducescatter 6: 42 trimmed to 40")
            << CollOp::ReduceScatter << 6 << 1024ull << 960ull << 40ull;
        QTest::newRow("alltoall 16") << CollOp::AllToAll << 16 << 1024ull << 1024ull << 16ull;
        QTest::newRow("alltoall 24: 10 trimmed to 8") << CollOp::AllToAll << 24 << 1024ull << 768ull << 8ull;
        QTest::newRow("alltoall too small") << CollOp::AllToAll << 16 << 32ull << 0ull << 0ull;
        QTest::newRow("broadcast 4") << CollOp::Broadcast << 4 << 8ull << 8ull << 2ull;
        QTest::newRow("reduce 4") << CollOp::Reduce << 4 << 4096ull << 4096ull << 1024ull;
        QTest::newRow("allgather 2 real run")
            << CollOp::AllGather << 2 << 1073741824ull << 1073741824ull << 134217728ull;
    }
    void counts()
    {
        QFETCH(CollOp, op);
        QFETCH(int, n);
        QFETCH(qulonglong, bytes);
        QFETCH(qulonglong, printed);
        QFETCH(qulonglong, count);
        const CollCounts c = collCountsForSize(op, bytes, n, 4);
        QCOMPARE(qulonglong(c.printedBytes), printed);
        QCOMPARE(qulonglong(c.paramCount), count);
    }

    void sweepAndSizes()
    {
        QCOMPARE(sizeSweep(8, 128, 2, 0).sizes, (std::vector<std::size_t>{8, 16, 32, 64, 128}));
        QCOMPARE(sizeSweep(1024, 1024, 2, 0).sizes, (std::vector<std::size_t>{1024}));
        QCOMPARE(sizeSweep(8, 100, 4, 0).sizes, (std::vector<std::size_t>{8, 32}));
        QCOMPARE(sizeSweep(8, 40, 1, 16).sizes, (std::vector<std::size_t>{8, 24, 40}));
        QVERIFY(sizeSweep(64, 8, 2, 0).sizes.empty());
        QCOMPARE(parseByteSize("8").value_or(0), std::size_t(8));
        QCOMPARE(parseByteSize("64K").value_or(0), std::size_t(65536));
        QCOMPARE(parseByteSize("128M").value_or(0), std::size_t(128) << 20);
        QCOMPARE(parseByteSize("8G").value_or(0), std::size_t(8) << 30);
        QCOMPARE(parseByteSize("1GB").value_or(0), std::size_t(1) << 30);
        QCOMPARE(parseByteSize("1.5M").value_or(0), std::size_t(1572864));
        QVERIFY(!parseByteSize("").has_value());
        QVERIFY(!parseByteSize("M").has_value());
        QVERIFY(!parseByteSize("12Q").has_value());
        QVERIFY(!parseByteSize("99999999999999999999G").has_value());
        QCOMPARE(parseCollOp("all_reduce").value_or(CollOp::Reduce), CollOp::AllReduce);
        QCOMPARE(parseCollOp("AllGather").value_or(CollOp::Reduce), CollOp::AllGather);
        QVERIFY(!parseCollOp("sendrecv").has_value());
    }

    void numberColumns_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("time");
        QTest::addColumn<QString>("bandwidth");
        QTest::newRow("small") << 0.004 << QStringLiteral("   0.00") << QStringLiteral("  0.00");
        QTest::newRow("us") << 39.6 << QStringLiteral("  39.60") << QStringLiteral(" 39.60");
        QTest::newRow("hundreds") << 243.314 << QStringLiteral(" 243.31") << QStringLiteral("243.31");
        QTest::newRow("thousands") << 8825.94 << QStringLiteral("8825.94") << QStringLiteral("8825.9");
        QTest::newRow("ten thousands") << 27211.04 << QStringLiteral("27211.0") << QStringLiteral(" 27211");
        QTest::newRow("hundred thousands")
            << 127660.4 << QStringLiteral(" 127660") << QStringLiteral("127660");
        QTest::newRow("millions") << 1.234e7 << QStringLiteral("1.2e+07") << QStringLiteral(" 1e+07");
        // getFloatStr decides on the integer digits before rounding: 9999.996 still gets 2 decimals and
        // prints 8 characters wide, as nccl-tests prints it.
        QTest::newRow("rounds past the width")
            << 9999.996 << QStringLiteral("10000.00") << QStringLiteral("10000.0");
        QTest::newRow("99.996") << 99.996 << QStringLiteral(" 100.00") << QStringLiteral("100.00");
    }
    void numberColumns()
    {
        QFETCH(double, value);
        QFETCH(QString, time);
        QFETCH(QString, bandwidth);
        QCOMPARE(lines(ncclTimeColumn(value)), time);
        QCOMPARE(lines(ncclBandwidthColumn(value)), bandwidth);
    }

    void goldenTables_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<CollOp>("op");
        QTest::addColumn<int>("n");
        QTest::newRow("all_gather 2 ranks (2.18.3)")
            << QStringLiteral("nccl_tests_all_gather_2ranks.txt") << CollOp::AllGather << 2;
        QTest::newRow("all_reduce 8 ranks")
            << QStringLiteral("nccl_tests_all_reduce_8ranks.txt") << CollOp::AllReduce << 8;
        QTest::newRow("all_reduce 4 ranks, small sizes")
            << QStringLiteral("nccl_tests_all_reduce_4ranks_small.txt") << CollOp::AllReduce << 4;
        QTest::newRow("all_reduce 16 ranks (2.17.9)")
            << QStringLiteral("nccl_tests_all_reduce_16ranks.txt") << CollOp::AllReduce << 16;
    }
    // Each row is rebuilt from its size and its two times alone; everything else must come out the same.
    void goldenTables()
    {
        QFETCH(QString, file);
        QFETCH(CollOp, op);
        QFETCH(int, n);
        const QStringList golden = fixtureLines(file);
        QVERIFY2(golden.size() > 4, qPrintable(file));

        const QStringList header = lines(ncclTableHeader()).split(QLatin1Char('\n'));
        for (int i = 0; i < 4; ++i)
            QCOMPARE(header.at(i), golden.at(i));

        std::vector<NcclRow> rows;
        int i = 4;
        for (; i < golden.size() && !golden.at(i).startsWith(QLatin1Char('#')); ++i) {
            const QStringList f = golden.at(i).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QCOMPARE(f.size(), 13);
            NcclRow row;
            row.bytes = f.at(0).toULongLong();
            row.count = f.at(1).toULongLong();
            row.type = f.at(2).toStdString();
            row.redop = f.at(3).toStdString();
            row.root = f.at(4).toInt();
            // The count column follows from the size the way nccl-tests derives it.
            const CollCounts c = collCountsForSize(op, row.bytes, n, 4);
            QCOMPARE(qulonglong(c.paramCount), qulonglong(row.count));
            row.outOfPlace = ncclMeasurement(op, n, c, 4, f.at(5).toDouble() / 1e6, f.at(8).toLongLong());
            row.inPlace = ncclMeasurement(op, n, c, 4, f.at(9).toDouble() / 1e6, f.at(12).toLongLong());
            QCOMPARE(lines(ncclTableRow(row)), golden.at(i) + QLatin1Char('\n'));
            rows.push_back(row);
        }
        if (i == golden.size())
            return; // rows only in this fixture
        const QStringList footer =
            lines(ncclTableFooter(ncclTestsProgram(op), 0, ncclAverageBusBw(rows))).split(QLatin1Char('\n'));
        for (int k = 0; i + k < golden.size(); ++k)
            QCOMPARE(footer.at(k), golden.at(i + k));
    }

    void wrongElementsShowInTheTable()
    {
        NcclRow row;
        row.bytes = 1024;
        row.count = 256;
        const CollCounts c = collCountsForSize(CollOp::AllReduce, 1024, 2, 4);
        row.outOfPlace = ncclMeasurement(CollOp::AllReduce, 2, c, 4, 20e-6, 0);
        row.inPlace = ncclMeasurement(CollOp::AllReduce, 2, c, 4, 20e-6, 17);
        QVERIFY(lines(ncclTableRow(row)).endsWith(QStringLiteral("      17\n")));
        QCOMPARE(ncclOutOfBounds({row}), 1);
        row.inPlace = ncclMeasurement(CollOp::AllToAll, 2, c, 4, 20e-6, 17, false);
        QVERIFY(lines(ncclTableRow(row)).endsWith(QStringLiteral("    N/A\n"))); // in-place alltoall
        QCOMPARE(ncclOutOfBounds({row}), 0);
        const QString footer = lines(ncclTableFooter("all_reduce_perf", 1, 1.5));
        QVERIFY(footer.startsWith(
            QStringLiteral("# Out of bounds values : 1 FAILED\n# Avg bus bandwidth    : 1.5 \n")));
    }
};

QTEST_APPLESS_MAIN(TestBenchNcclFormat)
#include "tst_bench_nccl_format.moc"

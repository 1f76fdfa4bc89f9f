// SPDX-License-Identifier: GPL-3.0-or-later
// The acceptance report as its readers see it, from real results: host memory bandwidth measured by the
// real agent on four "nodes" (four runs, each in its own UTS namespace named gpu-0N where unshare works),
// what the agent says for GEMM on this machine, and NCCL all-reduce tables of published nccl-tests runs
// (tests/fixtures/bench) in the agent's schema, judged by the checklist engine against a baseline; then RTT
// echoes measured by the agent's link probe over loopback. The PDF is read back with pdftotext (-layout,
// -bbox) and rendered with pdftoppm: the verdict first, the summary on page 1, promises next to what was
// measured, no word split in a cell, headers on every page a table continues onto, charts painted where
// their titles are, and absent figures said in words.
#include "pdf_check.h"
#include "ssh/connection_hub.h"

#include "ledger/ed25519.h"
#include "validation/acceptance_pages.h"
#include "validation/acceptance_report.h"
#include "validation/checklist.h"
#include "validation/validation_engine.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace cg;
using namespace cg::validation;
using namespace cg::test;

namespace {

struct Run
{
    int code = -1;
    QByteArray out, err;
};

Run run(const QString &program, const QStringList &args, const QProcessEnvironment &env = {})
{
    QProcess p;
    if (!env.isEmpty())
        p.setProcessEnvironment(env);
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// An nccl-tests table (header, rows, footer) as the agent's clustergate.bench/1 result of that run.
QByteArray ncclResult(const QString &fixture, const QString &host)
{
    QFile f(QStringLiteral(CLUSTERGATE_FIXTURES "/bench/") + fixture);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QJsonArray rows;
    double lastBusBw = 0;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const QList<QByteArray> c = line.simplified().split(' ');
        if (line.trimmed().startsWith('#') || c.size() < 13)
            continue;
        const auto half = [&](int at) {
            return QJsonObject{{QStringLiteral("time_us"), c.at(at).toDouble()},
                               {QStringLiteral("algbw"), c.at(at + 1).toDouble()},
                               {QStringLiteral("busbw"), c.at(at + 2).toDouble()},
                               {QStringLiteral("wrong"), c.at(at + 3).toInt()}};
        };
        rows.append(QJsonObject{{QStringLiteral("size"), c.at(0).toDouble()},
                                {QStringLiteral("count"), c.at(1).toDouble()},
                                {QStringLiteral("type"), QString::fromLatin1(c.at(2))},
                                {QStringLiteral("redop"), QString::fromLatin1(c.at(3))},
                                {QStringLiteral("root"), c.at(4).toInt()},
                                {QStringLiteral("out_of_place"), half(5)},
                                {QStringLiteral("in_place"), half(9)}});
        lastBusBw = c.at(11).toDouble();
    }
    const QJsonObject result{
        {QStringLiteral("schema"), QStringLiteral("clustergate.bench/1")},
        {QStringLiteral("benchmark"), QStringLiteral("nccl")},
        {QStringLiteral("status"), QStringLiteral("ok")},
        {QStringLiteral("error"), QJsonValue::Null},
        {QStringLiteral("host"), QJsonObject{{QStringLiteral("hostname"), host}}},
        {QStringLiteral("metrics"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("nccl.allreduce.busbw")},
                                {QStringLiteral("device"), QStringLiteral("node")},
                                {QStringLiteral("unit"), QStringLiteral("GB/s")},
                                {QStringLiteral("value"), lastBusBw}}}},
        {QStringLiteral("checks"), QJsonArray{}},
        {QStringLiteral("details"),
         QJsonObject{{QStringLiteral("rows"), rows},
                     {QStringLiteral("program"), QStringLiteral("all_reduce_perf")}}}};
    return QJsonDocument(result).toJson(QJsonDocument::Compact);
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// The text of every cell the report's tables hold (for the split-word check).
QStringList cellTexts(const AcceptanceReport &r)
{
    QStringList cells;
    for (const LevelResult &l : r.levels) {
        cells << Checklists::display(l.title) << l.reason;
        for (const CheckResult &c : l.checks) {
            cells << Checklists::display(c.title) << c.reason;
            for (const Figure &f : c.figures)
                cells << f.name.section(QLatin1Char('@'), 0, 0) << f.name.section(QLatin1Char('@'), 1)
                      << AcceptancePages::thresholdText(f) << AcceptancePages::measuredCell(f).text;
        }
    }
    return cells;
}

} // namespace

class TestAcceptanceReport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    AcceptanceReport m_report;
    QString m_pdf;
    int m_pages = 0;
    QStringList m_hosts;

    QString file(const QString &name) const { return m_dir.filePath(name); }

    // Where the word `title` (the start of a chart's title) is drawn on its page; page 0 if nowhere.
    QPair<int, QRectF> find(const QString &first, const QString &second) const
    {
        for (int p = 1; p <= m_pages; ++p) {
            const QList<PdfWord> words = pdfWords(m_pdf, p);
            for (qsizetype i = 0; i + 1 < words.size(); ++i) {
                if (words.at(i).text == first && words.at(i + 1).text == second)
                    return {p, words.at(i).box};
            }
        }
        return {0, {}};
    }

private slots:
    void initTestCase()
    {
        for (const char *tool : {"pdftotext", "pdftoppm", "pdfinfo"}) {
            if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
                QFAIL("poppler-utils is missing: apt-get install poppler-utils "
                      "(installer/debian-packages.txt)");
        }
        QVERIFY(m_dir.isValid());
        m_dir.setAutoRemove(qEnvironmentVariableIsEmpty("CLUSTERGATE_KEEP_REPORT"));

        // Host memory bandwidth, measured by the agent: four runs, four host names where possible.
        QStringList results;
        double highest = 0;
        const bool canUnshare =
            !QStandardPaths::findExecutable(QStringLiteral("unshare")).isEmpty() &&
            run(QStringLiteral("unshare"), {QStringLiteral("-u"), QStringLiteral("true")}).code == 0;
        for (int i = 1; i <= 4; ++i) {
            const QString host = QStringLiteral("gpu-0%1").arg(i);
            const QStringList agent{QStringLiteral(CLUSTERGATE_AGENT_BINARY),
                                    QStringLiteral("bench"),
                                    QStringLiteral("membw"),
                                    QStringLiteral("--device"),
                                    QStringLiteral("cpu"),
                                    QStringLiteral("--size-mb"),
                                    QStringLiteral("64"),
                                    QStringLiteral("--repetitions"),
                                    QStringLiteral("3"),
                                    QStringLiteral("--format"),
                                    QStringLiteral("json")};
            const Run r =
                canUnshare ? run(QStringLiteral("unshare"),
                                 QStringList{QStringLiteral("-u"), QStringLiteral("sh"), QStringLiteral("-c"),
                                             QStringLiteral("hostname %1 && exec \"$@\"").arg(host),
                                             QStringLiteral("sh")} +
                                     agent)
                           : run(agent.first(), agent.mid(1));
            QVERIFY2(r.code == 0, r.err.constData());
            const QJsonObject o = QJsonDocument::fromJson(r.out).object();
            for (const QJsonValue &m : o.value(QStringLiteral("metrics")).toArray())
                highest = std::max(highest, m.toObject().value(QStringLiteral("value")).toDouble());
            const QString path = file(QStringLiteral("membw-%1.json").arg(i));
            QVERIFY(writeFile(path, r.out));
            results << path;
            m_hosts
                << o.value(QStringLiteral("host")).toObject().value(QStringLiteral("hostname")).toString();
            if (!canUnshare)
                break;
        }
        QVERIFY(highest > 0);
        // GEMM as the agent reports it here (without a GPU: unavailable, with the reason).
        const Run gemm = run(QStringLiteral(CLUSTERGATE_AGENT_BINARY),
                             {QStringLiteral("bench"), QStringLiteral("gemm"), QStringLiteral("--format"),
                              QStringLiteral("json")});
        QVERIFY2(!gemm.out.isEmpty(), gemm.err.constData());
        QVERIFY(writeFile(file(QStringLiteral("gemm.json")), gemm.out));
        results << file(QStringLiteral("gemm.json"));
        // NCCL all-reduce: published nccl-tests runs with 8 ranks (one node) and 16 ranks.
        QVERIFY(writeFile(
            file(QStringLiteral("nccl.json")),
            ncclResult(QStringLiteral("nccl_tests_all_reduce_16ranks.txt"), QStringLiteral("hgx-16ranks")) +
                '\n' +
                ncclResult(QStringLiteral("nccl_tests_all_reduce_8ranks.txt"), QStringLiteral("hgx-8ranks")) +
                '\n'));
        results << file(QStringLiteral("nccl.json"));

        // A baseline over what was measured: figures at twice the best measurement, fail below 5 %,
        // warn below 10 %; GEMM and NCCL as the H200 file has them.
        const QByteArray base = QByteArray::number(highest * 2, 'f', 0);
        QByteArray yaml = "name: report test (host memory, published NCCL)\nbaselines:\n";
        for (const char *m : {"membw.copy", "membw.scale", "membw.add", "membw.triad"})
            yaml += QByteArray("  ") + m + ": " + base + "\n";
        yaml += "rules:\n";
        for (const char *m : {"membw.copy", "membw.scale", "membw.add", "membw.triad"}) {
            yaml += QByteArray("  - {id: ") + m + "-fail, metric: " + m +
                    ", device: cpu, comparison: \">=\", threshold: 5%, unit: GB/s, severity: fail}\n";
            yaml += QByteArray("  - {id: ") + m + "-warn, metric: " + m +
                    ", device: cpu, comparison: \">=\", threshold: 10%, unit: GB/s, severity: warn}\n";
        }
        yaml += "  - {id: gemm-bf16, metric: gemm.bf16.tflops, device: \"gpu*\", comparison: \">=\", "
                "threshold: 742,"
                " unit: TFLOPS}\n"
                "  - {id: nccl-allreduce, metric: nccl.allreduce.busbw, device: node, comparison: \">=\","
                " threshold: 150, unit: GB/s}\n";
        QVERIFY(writeFile(file(QStringLiteral("baseline.yaml")), yaml));
        const QByteArray baseline = file(QStringLiteral("baseline.yaml")).toUtf8();
        const auto list =
            Checklists::parse("checklist: report test\nlevels:\n"
                              "  - id: L2\n    title: Single GPU\n    checks:\n"
                              "      - {id: membw, kind: bench.baseline, title: \"Memory bandwidth "
                              "vs baseline\", params: {benchmarks: [membw], baseline: " +
                                  baseline +
                                  "}}\n"
                                  "      - {id: gemm, kind: bench.baseline, title: \"GEMM vs "
                                  "baseline\", required: false, params: {benchmarks: [gemm], "
                                  "baseline: " +
                                  baseline +
                                  "}}\n"
                                  "  - id: L3\n    title: Multi-GPU\n    checks:\n"
                                  "      - {id: nccl, kind: bench.baseline, title: \"NCCL all-reduce "
                                  "inside a node vs baseline\", params: {benchmarks: [nccl], "
                                  "baseline: " +
                                  baseline + "}}\n",
                              QStringLiteral("report.yaml"));
        QVERIFY2(list.ok(), qPrintable(list.error()));

        ValidationTarget target;
        target.cluster.name = QStringLiteral("sg-h200-a");
        target.cluster.provider = QStringLiteral("example-cloud");
        target.cluster.region = QStringLiteral("SG");
        target.cluster.contract.gpuModel = QStringLiteral("H200 SXM");
        target.cluster.contract.gpusPerNode = 8;
        target.cluster.contract.interconnect = QStringLiteral("NVLink + InfiniBand NDR");
        target.cluster.contract.intraNodeGBps = 180;
        target.cluster.contract.interNodeGbps = 400;
        target.cluster.contract.periodMonths = 12;
        target.cluster.contract.auditCooperation = true;
        target.cluster.contract.deletionDays = 30;
        for (const QString &h : std::as_const(m_hosts)) {
            TargetNode n;
            n.name = h;
            target.nodes << n;
        }
        target.resultsFiles = results;
        cg::ssh::ConnectionHub hub;
        ValidationEngine engine(hub, nullptr, nullptr);
        engine.setChecklist(list.value());
        engine.setTarget(target);
        engine.setOperator(QStringLiteral("alice"));
        QSignalSpy done(&engine, &ValidationEngine::finished);
        QVERIFY(engine.start({QStringLiteral("L2"), QStringLiteral("L3")}));
        QVERIFY(done.wait(60000));
        m_report = AcceptanceReport::from(engine);
        QCOMPARE(m_report.levels.size(), 2);
        for (const LevelResult &l : std::as_const(m_report.levels))
            QVERIFY2(l.status == CheckStatus::Pass, qPrintable(l.id + QStringLiteral(": ") + l.reason));

        m_pdf = file(QStringLiteral("acceptance.pdf"));
        auto key = ledger::KeySigner::generate();
        const auto written = AcceptanceReports::write(m_report, *key, m_pdf, nullptr);
        QVERIFY2(written.ok(), qPrintable(written.error()));
        m_pages = pdfPages(m_pdf);
        QVERIFY(m_pages >= 2);
        if (!qEnvironmentVariableIsEmpty("CLUSTERGATE_KEEP_REPORT"))
            qInfo("report kept: %s", qPrintable(m_pdf));
    }

    void verdictLineComesFirst()
    {
        const QString text = pdfText(m_pdf, 1, 1).trimmed();
        const QString first = text.section(QLatin1Char('\n'), 0, 0).simplified();
        QVERIFY2(first.startsWith(QLatin1String("ACCEPTED: L2-L3 passed on")), qPrintable(first));
        QCOMPARE(first, AcceptancePages::verdict(m_report).text);
    }

    void summaryTableOnPageOne()
    {
        const QString page1 = pdfText(m_pdf, 1, 1);
        QVERIFY(page1.contains(QLatin1String("Summary")));
        // The header row, then one row per level with its verdict and counts.
        QVERIFY2(QRegularExpression(QStringLiteral("Level\\s+Title\\s+Verdict\\s+Nodes\\s+Checks\\s+Notes"))
                     .match(page1)
                     .hasMatch(),
                 qPrintable(page1));
        const QString nodes = m_hosts.size() == 1 ? QStringLiteral("1 of 1 node")
                                                  : QStringLiteral("%1 of %1 nodes").arg(m_hosts.size());
        const QRegularExpression l2(
            QStringLiteral("\\n\\s*L2\\s+Single GPU\\s+PASS\\s+%1\\s+1 of 2 passed").arg(nodes));
        const QRegularExpression l3(
            QStringLiteral("\\n\\s*L3\\s+Multi-GPU\\s+PASS\\s+%1\\s+1 of 1 passed").arg(nodes));
        QVERIFY2(l2.match(page1).hasMatch(), qPrintable(page1));
        QVERIFY2(l3.match(page1).hasMatch(), qPrintable(page1));
        QVERIFY(page1.contains(QLatin1String("1 did not run")));
        // Before any level's own section.
        QVERIFY(page1.indexOf(QLatin1String("Summary")) < page1.indexOf(QLatin1String("Contract promises")));
    }

    void promisesNextToWhatWasMeasured()
    {
        const QString text = pdfText(m_pdf);
        // Label, key, promise with its unit, what was measured with its unit, and the share: the first
        // lines of the row's cells.
        const QStringList lines = text.split(QLatin1Char('\n'));
        const qsizetype at =
            lines.indexOf(QRegularExpression(QStringLiteral(".*NCCL all-reduce.*intra_node_gbps.*")));
        QVERIFY2(at >= 0, qPrintable(text));
        const QString row = lines.at(at).simplified();
        QVERIFY2(QRegularExpression(QStringLiteral("intra_node_gbps 180 GB/s 187.63 GB/s .*104 %"))
                     .match(row)
                     .hasMatch(),
                 qPrintable(row));
        QVERIFY(text.contains(QLatin1String("not measured in this run"))); // inter_node_gbit: no L1 here
        QVERIFY(text.contains(QLatin1String("a term of the contract")));
        // A baseline's threshold with its unit next to the figure.
        QVERIFY2(QRegularExpression(QStringLiteral(">= [0-9.]+ GB/s \\(5%")).match(text).hasMatch(),
                 qPrintable(text));
    }

    void noWordSplitInACell()
    {
        const QString text = pdfText(m_pdf);
        const QString split = splitWord(cellTexts(m_report), text);
        QVERIFY2(split.isEmpty(), qPrintable(split));
        // And the node names and the contract's words, which sit in narrow columns.
        QVERIFY2(splitWord(m_hosts + QStringList{QStringLiteral("NVLink + InfiniBand NDR"),
                                                 QStringLiteral("a term of the contract, not measured")},
                           text)
                     .isEmpty(),
                 "a node name or a promise is split");
    }

    // A table that runs onto the next page repeats its header row there.
    void headersOnEveryPageATableRunsOnto()
    {
        int continued = 0;
        for (int p = 2; p <= m_pages; ++p) {
            const QString page = pdfText(m_pdf, p, p);
            const QStringList lines = page.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            // The L2 table's rows name a host's device: "membw.triad on gpu-01/cpu".
            const qsizetype row = lines.indexOf(QRegularExpression(QStringLiteral(".*membw\\.\\w+ on .*")));
            if (row < 0)
                continue;
            const qsizetype heading =
                lines.indexOf(QRegularExpression(QStringLiteral("^\\s*L2 Single GPU: PASS.*")));
            if (heading >= 0 && heading < row)
                continue; // the table starts on this page
            ++continued;
            const qsizetype header = lines.indexOf(
                QRegularExpression(QStringLiteral("^\\s*Check\\s+Status\\s+Figure\\s+Measured.*")));
            QVERIFY2(header >= 0 && header < row,
                     qPrintable(QStringLiteral("page %1:\n%2").arg(p).arg(page)));
        }
        QVERIFY2(continued > 0, "the L2 table fits one page: make the test's table longer");
    }

    void chartsArePainted()
    {
        // Per-device bars of each memory bandwidth metric, against the baseline.
        const auto bars = find(QStringLiteral("membw.triad"), QStringLiteral("per"));
        QVERIFY2(bars.first > 0, "no membw.triad chart title");
        const int dpi = 100;
        const double scale = dpi / 72.0;
        QImage page = pdfPage(m_pdf, bars.first, dpi);
        QVERIFY(!page.isNull());
        const int width = page.width();
        const QRect barArea(0, int(bars.second.bottom() * scale), width, int(0.3 * width));
        QVERIFY2(pixelsOf(page, barArea, QColor(0x15, 0x65, 0xc0)) > 400,
                 "no bars under the membw.triad title");
        QVERIFY2(longestRun(page, barArea, QColor(0x42, 0x42, 0x42)) > width / 3,
                 "no baseline line across the bars");
        QVERIFY2(longestRun(page, barArea, QColor(0xc6, 0x28, 0x28)) > width / 3,
                 "no threshold line across the bars");

        // NCCL bus bandwidth by message size, against the contract's line.
        const auto nccl = find(QStringLiteral("NCCL"), QStringLiteral("bus"));
        QVERIFY2(nccl.first > 0, "no NCCL chart title");
        page = pdfPage(m_pdf, nccl.first, dpi);
        const QRect ncclArea(0, int(nccl.second.bottom() * scale), width, int(0.3 * width));
        QVERIFY2(longestRun(page, ncclArea, QColor(0x2e, 0x7d, 0x32)) > width / 2, "no contract line");
        QVERIFY2(pixelsOf(page, ncclArea, QColor(0x15, 0x65, 0xc0)) > 100, "no busbw line");
        QCOMPARE(pdfText(m_pdf).count(QLatin1String("NCCL bus bandwidth by message size")), 1); // L3 only
        QVERIFY2(longestRun(page, ncclArea, QColor(0xc6, 0x28, 0x28)) > width / 2,
                 "no baseline threshold line");
        const QString text = pdfText(m_pdf, nccl.first, nccl.first);
        for (const char *label :
             {"contract intra_node_gbps 180 GB/s", "nccl-allreduce: 150 GB/s", "1 GiB", "4 GiB", "10 GiB"})
            QVERIFY2(text.contains(QLatin1String(label)), label);
    }

    void absentFiguresAreSaidInWords()
    {
        const QString text = pdfText(m_pdf).simplified();
        const CheckResult gemm = m_report.levels.first().checks.at(1);
        if (gemm.figures.isEmpty()) {
            QCOMPARE(gemm.status, CheckStatus::NotRun);
            QVERIFY2(
                text.contains(QLatin1String("No GEMM throughput chart: the results hold no gemm figures")),
                qPrintable(text));
            QVERIFY(find(QStringLiteral("gemm.bf16.tflops"), QStringLiteral("per")).first == 0);
        } else {
            QVERIFY(find(QStringLiteral("gemm.bf16.tflops"), QStringLiteral("per")).first > 0);
        }
    }

    // RTT echoes measured by the agent's link probe over loopback, as an L1 check's series: the
    // distribution is drawn with its p50, p99 and the limit.
    void rttDistribution()
    {
        const QByteArray token = "cg-report-test-token-0123456789";
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTERGATE_LINK_TOKEN"), QString::fromLatin1(token));
        QProcess server;
        server.setProcessEnvironment(env);
        server.start(QStringLiteral(CLUSTERGATE_AGENT_BINARY),
                     {QStringLiteral("link"), QStringLiteral("serve"), QStringLiteral("--bind"),
                      QStringLiteral("127.0.0.1"), QStringLiteral("--port"), QStringLiteral("0"),
                      QStringLiteral("--timeout"), QStringLiteral("60")});
        QVERIFY(server.waitForReadyRead(20000));
        const QString listening = QString::fromUtf8(server.readLine()).trimmed();
        QVERIFY2(listening.startsWith(QLatin1String("listening ")), qPrintable(listening));
        const Run probe = run(QStringLiteral(CLUSTERGATE_AGENT_BINARY),
                              {QStringLiteral("link"), QStringLiteral("probe"), listening.mid(10),
                               QStringLiteral("--seconds"), QStringLiteral("1"), QStringLiteral("--streams"),
                               QStringLiteral("1"), QStringLiteral("--pings"), QStringLiteral("200"),
                               QStringLiteral("--format"), QStringLiteral("json")},
                              env);
        server.waitForFinished(20000);
        QVERIFY2(probe.code == 0, probe.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(probe.out).object();
        CheckResult c;
        c.level = QStringLiteral("L1");
        c.id = QStringLiteral("console_rtt");
        c.kind = QStringLiteral("link.console_rtt");
        c.title = QStringLiteral("Console to node RTT and jitter over SSH");
        c.status = CheckStatus::Pass;
        c.seriesName = QStringLiteral("RTT to 127.0.0.1 (ms)");
        for (const QJsonValue &m : o.value(QStringLiteral("metrics")).toArray()) {
            if (m.toObject().value(QStringLiteral("name")) != QLatin1String("link.rtt"))
                continue;
            const QJsonArray samples = m.toObject()
                                           .value(QStringLiteral("stats"))
                                           .toObject()
                                           .value(QStringLiteral("samples"))
                                           .toArray();
            for (qsizetype i = 0; i < samples.size(); ++i)
                c.series << QPointF(double(i), samples.at(i).toDouble());
        }
        QVERIFY(c.series.size() >= 100);
        const QJsonObject summary = o.value(QStringLiteral("summary")).toObject();
        for (const char *name : {"rtt_ms_p50", "rtt_ms_p99"}) {
            Figure f;
            f.name = QLatin1String(name);
            f.value = summary.value(QLatin1String(name)).toDouble();
            f.unit = QStringLiteral("ms");
            c.figures << f;
        }
        CheckDef def;
        Expectation e;
        e.figure = QStringLiteral("rtt_ms_p99");
        e.op = QStringLiteral("<=");
        e.value = QStringLiteral("400");
        def.expect << e;
        ValidationEngine::applyExpectations(def, {}, c);
        LevelResult l;
        l.id = QStringLiteral("L1");
        l.title = QStringLiteral("Link");
        l.status = CheckStatus::Pass;
        l.checks << c;
        AcceptanceReport r = m_report;
        r.levels = {l};
        const QString pdf = file(QStringLiteral("rtt.pdf"));
        auto key = ledger::KeySigner::generate();
        QVERIFY(AcceptanceReports::write(r, *key, pdf, nullptr).ok());
        int page = 0;
        QRectF title;
        for (int p = 1; p <= pdfPages(pdf) && !page; ++p) {
            for (const PdfWord &w : pdfWords(pdf, p)) {
                if (w.text == QLatin1String("Distribution")) {
                    page = p;
                    title = w.box;
                }
            }
        }
        QVERIFY2(page > 0, "no RTT distribution chart");
        const QString text = pdfText(pdf, page, page);
        QVERIFY2(text.contains(QStringLiteral("Distribution of %1 RTT sample(s)").arg(c.series.size())),
                 qPrintable(text));
        QVERIFY(text.contains(QLatin1String("p99 limit <= 400 ms")));
        QVERIFY(text.contains(QLatin1String("round-trip time (ms)")));
        const QImage image = pdfPage(pdf, page, 100);
        const QRect area(0, int(title.bottom() * 100 / 72), image.width(), int(0.3 * image.width()));
        QVERIFY2(pixelsOf(image, area, QColor(0x15, 0x65, 0xc0)) > 300, "no histogram bars");
        // Without echoes the report says so instead of drawing an empty chart.
        r.levels.first().checks.first().series.clear();
        r.levels.first().checks.first().reason = QStringLiteral("gpu-01 not reached");
        QVERIFY(AcceptanceReports::write(r, *key, pdf, nullptr).ok());
        const QString words = pdfText(pdf).simplified();
        QVERIFY2(
            words.contains(QLatin1String("No RTT distribution: no echo was measured (gpu-01 not reached).")),
            qPrintable(words));
        QVERIFY(!words.contains(QLatin1String("Distribution of")));
    }

    // A node the operator left out (dead PSU) and a figure nobody measured, as the PDF and the signed
    // JSON say them: the node in the node table with its reason, the verdict and the summary counting it
    // apart, the figure "not measured" (never 0, never met), the exclusions among what is signed.
    void excludedNodeAndUnmeasuredFigure()
    {
        AcceptanceReport r = m_report;
        const NodeNote dead{QStringLiteral("gpu-09"), QStringLiteral("dead PSU")};
        r.nodes << dead.node;
        r.excluded = {dead};
        const int total = int(r.nodes.size());
        for (LevelResult &l : r.levels) {
            l.nodesTotal = total;
            l.excluded = r.excluded;
        }
        CheckResult rtt;
        rtt.level = QStringLiteral("L2");
        rtt.id = QStringLiteral("console_rtt");
        rtt.kind = QStringLiteral("link.console_rtt");
        rtt.title = QStringLiteral("Console to node RTT");
        rtt.status = CheckStatus::NotRun;
        rtt.required = false;
        rtt.reason = QStringLiteral("gpu-01 not reached: connection timed out");
        rtt.notMeasured = {NodeNote{QStringLiteral("gpu-01"), QStringLiteral("connection timed out")}};
        Figure f;
        f.name = QStringLiteral("rtt_ms_p99");
        f.unit = QStringLiteral("ms");
        f.hasThreshold = true;
        f.op = QStringLiteral("<=");
        f.threshold = 400;
        f.measured = false; // value 0 and met true, as a careless writer would leave them
        rtt.figures << f;
        r.levels.first().checks << rtt;

        const QString pdf = file(QStringLiteral("excluded.pdf"));
        auto key = ledger::KeySigner::generate();
        const auto written = AcceptanceReports::write(r, *key, pdf, nullptr);
        QVERIFY2(written.ok(), qPrintable(written.error()));
        const QString text = pdfText(pdf);
        const QStringList lines = text.split(QLatin1Char('\n'));

        // The verdict, first, counts the excluded node apart.
        const QString expected =
            QStringLiteral("ACCEPTED: L2-L3 passed on %1 of %2 nodes (1 excluded: dead PSU)")
                .arg(total - 1)
                .arg(total);
        QCOMPARE(AcceptancePages::verdict(r).text, expected);
        QCOMPARE(pdfText(pdf, 1, 1).trimmed().section(QLatin1Char('\n'), 0, 0).simplified(), expected);
        // The summary: the nodes each level counts, then the excluded ones.
        const QString page1 = pdfText(pdf, 1, 1);
        QVERIFY2(QRegularExpression(QStringLiteral("\\n\\s*L2\\s+Single GPU\\s+PASS\\s+%1 of %2 nodes\\s+")
                                        .arg(total - 1)
                                        .arg(total))
                     .match(page1)
                     .hasMatch(),
                 qPrintable(page1));
        QVERIFY2(QRegularExpression(QStringLiteral("\\n\\s+1 excluded\\s")).match(page1).hasMatch(),
                 qPrintable(page1));

        // The node table: every included node, then the excluded one with its reason.
        const qsizetype header =
            lines.indexOf(QRegularExpression(QStringLiteral("^\\s*Node\\s+In this run\\s+Reason\\s*$")));
        QVERIFY2(header >= 0, qPrintable(text));
        const qsizetype deadRow = lines.indexOf(
            QRegularExpression(QStringLiteral("^\\s*gpu-09\\s+excluded\\s+dead PSU\\s*$")), header);
        QVERIFY2(deadRow > header, qPrintable(text));
        for (const QString &h : std::as_const(m_hosts)) {
            const qsizetype row = lines.indexOf(
                QRegularExpression(
                    QStringLiteral("^\\s*%1\\s+included\\s*$").arg(QRegularExpression::escape(h))),
                header);
            QVERIFY2(row > header && row < deadRow, qPrintable(h + QStringLiteral(":\n") + text));
        }

        // The figure nobody measured: "not measured", no number, neither met nor NOT met.
        const qsizetype figureRow = lines.indexOf(QRegularExpression(QStringLiteral(".*rtt_ms_p99.*")));
        QVERIFY2(figureRow >= 0, qPrintable(text));
        const QString row = lines.at(figureRow).simplified();
        QVERIFY2(
            QRegularExpression(QStringLiteral("rtt_ms_p99 not measured <= 400 ms -$")).match(row).hasMatch(),
            qPrintable(row));
        QVERIFY2(!QRegularExpression(QStringLiteral("\\bmet\\b|\\b0 ms\\b")).match(row).hasMatch(),
                 qPrintable(row));
        QCOMPARE(AcceptancePages::measuredCell(f).text, QStringLiteral("not measured"));

        // The signed JSON: the exclusions, each level's verdict with its node counts; signed.
        QFile jf(written->jsonPath);
        QVERIFY(jf.open(QIODevice::ReadOnly));
        const QByteArray data = jf.readAll();
        QString why;
        QVERIFY2(AcceptanceReports::verifySignedJson(data, &why), qPrintable(why));
        const QJsonObject results =
            QJsonDocument::fromJson(data).object().value(QStringLiteral("results")).toObject();
        const QJsonArray deadJson{
            QJsonObject{{QStringLiteral("node"), dead.node}, {QStringLiteral("reason"), dead.reason}}};
        QCOMPARE(results.value(QStringLiteral("excluded")).toArray(), deadJson);
        QCOMPARE(results.value(QStringLiteral("nodes")).toArray().size(), total);
        for (const QJsonValue &l : results.value(QStringLiteral("levels")).toArray()) {
            const QJsonObject lo = l.toObject();
            QCOMPARE(lo.value(QStringLiteral("status")).toString(), QStringLiteral("pass"));
            QCOMPARE(lo.value(QStringLiteral("nodes_total")).toInt(), total);
            QCOMPARE(lo.value(QStringLiteral("nodes_counted")).toInt(), total - 1);
            QCOMPARE(lo.value(QStringLiteral("excluded")).toArray(), deadJson);
            QCOMPARE(lo.value(QStringLiteral("verdict")).toString(),
                     QStringLiteral("pass, %1 of %2 nodes, 1 excluded: dead PSU").arg(total - 1).arg(total));
        }
        const QJsonObject rttJson = results.value(QStringLiteral("levels"))
                                        .toArray()
                                        .at(0)
                                        .toObject()
                                        .value(QStringLiteral("checks"))
                                        .toArray()
                                        .last()
                                        .toObject();
        const QJsonObject rttFigure = rttJson.value(QStringLiteral("figures")).toArray().at(0).toObject();
        QVERIFY2(rttFigure.value(QStringLiteral("value")).isNull() &&
                     !rttFigure.value(QStringLiteral("measured")).toBool(true) &&
                     !rttFigure.value(QStringLiteral("met")).toBool(true),
                 QJsonDocument(rttFigure).toJson().constData());
        // An exclusion is part of what is signed: a changed reason no longer verifies.
        QByteArray changed = data;
        changed.replace("dead PSU", "power ok");
        QVERIFY(!AcceptanceReports::verifySignedJson(changed, &why));

        if (!qEnvironmentVariableIsEmpty("CLUSTERGATE_KEEP_REPORT"))
            qInfo("report kept: %s", qPrintable(pdf));
    }

    // The verdict line for each way a run can end: the first failing level wins over one that did not
    // run, which wins over an override, which wins over a warning.
    void verdictLine_data()
    {
        QTest::addColumn<QStringList>("levels"); // "L2:pass", "L3:fail:reason", "L3:fail:reason:bob:why"
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QStringList>("excluded"); // "gpu-03:dead PSU": a third node, left out
        const auto row = [](const char *name, std::initializer_list<const char *> levels, const char *verdict,
                            std::initializer_list<const char *> excluded = {}) {
            QStringList l, x;
            for (const char *s : levels)
                l << QString::fromUtf8(s);
            for (const char *s : excluded)
                x << QString::fromUtf8(s);
            QTest::newRow(name) << l << QString::fromUtf8(verdict) << x;
        };
        row("all passed", {"L0:pass", "L1:pass"}, "ACCEPTED: L0-L1 passed on 2 node(s)");
        row("not consecutive", {"L0:pass", "L2:pass"}, "ACCEPTED: L0, L2 passed on 2 node(s)");
        row("warned", {"L0:pass", "L1:warn:jitter"},
            "ACCEPTED WITH WARNINGS: L0-L1 passed on 2 node(s); L1 warned");
        row("overridden", {"L2:fail:gpu3 slow:bob:replaced on Monday", "L3:pass"},
            "ACCEPTED WITH OVERRIDES: L2 Level fail, overridden by bob: replaced on Monday");
        row("failed", {"L0:pass", "L1:fail:rtt_ms_p99 = 512 ms, above 400", "L2:blocked:L1"},
            "NOT ACCEPTED: L1 Level failed: rtt_ms_p99 = 512 ms, above 400");
        row("did not run", {"L0:pass", "L2:not run:needs GPU benchmark results"},
            "NOT ACCEPTED: L2 Level not run: needs GPU benchmark results");
        row("failure before override", {"L2:fail:x:bob:why", "L3:fail:busbw 120 GB/s"},
            "NOT ACCEPTED: L3 Level failed: busbw 120 GB/s");
        row("nothing ran", {}, "NOT ACCEPTED: no level of the checklist ran.");
        // Excluded nodes are counted apart, never as passed.
        row("one excluded", {"L0:pass", "L1:pass"},
            "ACCEPTED: L0-L1 passed on 2 of 3 nodes (1 excluded: dead PSU)", {"gpu-03:dead PSU"});
        row("two excluded, two reasons", {"L0:pass", "L1:warn:jitter"},
            "ACCEPTED WITH WARNINGS: L0-L1 passed on 2 of 4 nodes (2 excluded: dead PSU; no IB link); L1 "
            "warned",
            {"gpu-03:dead PSU", "gpu-04:no IB link"});
        row("two excluded, one reason", {"L0:pass"},
            "ACCEPTED: L0 passed on 2 of 4 nodes (2 excluded: dead PSU)",
            {"gpu-03:dead PSU", "gpu-04:dead PSU"});
        row("excluded and failed", {"L0:pass", "L1:fail:rtt_ms_p99 = 512 ms, above 400"},
            "NOT ACCEPTED: L1 Level failed: rtt_ms_p99 = 512 ms, above 400 (1 of 3 nodes excluded: dead PSU)",
            {"gpu-03:dead PSU"});
    }

    void verdictLine()
    {
        QFETCH(QStringList, levels);
        QFETCH(QString, verdict);
        QFETCH(QStringList, excluded);
        AcceptanceReport r;
        r.nodes = QStringList{QStringLiteral("gpu-01"), QStringLiteral("gpu-02")};
        for (const QString &x : excluded) {
            r.nodes << x.section(QLatin1Char(':'), 0, 0);
            r.excluded << NodeNote{x.section(QLatin1Char(':'), 0, 0), x.section(QLatin1Char(':'), 1)};
        }
        for (const QString &spec : levels) {
            const QStringList p = spec.split(QLatin1Char(':'));
            LevelResult l;
            l.id = p.at(0);
            l.title = QStringLiteral("Level");
            l.status = statusFromName(p.at(1));
            l.reason = p.value(2);
            l.overrideBy = p.value(3);
            l.overrideReason = p.value(4);
            r.levels << l;
        }
        QCOMPARE(AcceptancePages::verdict(r).text, verdict);
    }

    // With CLUSTERGATE_REPORT_SAMPLE=DIR the report's first page is kept there as a PNG (docs/).
    void samplePage()
    {
        const QString dir = qEnvironmentVariable("CLUSTERGATE_REPORT_SAMPLE");
        if (dir.isEmpty())
            QSKIP("set CLUSTERGATE_REPORT_SAMPLE=DIR to keep page 1 as a PNG");
        for (int p = 1; p <= std::min(m_pages, 3); ++p)
            QVERIFY(pdfPage(m_pdf, p, 110)
                        .save(QDir(dir).filePath(QStringLiteral("acceptance-report-page%1.png").arg(p))));
    }
};

QTEST_MAIN(TestAcceptanceReport)
#include "tst_acceptance_report.moc"

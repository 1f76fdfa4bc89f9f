// SPDX-License-Identifier: GPL-3.0-or-later
// The job description `clustergate-agent job start` reads (remote_agent/protocol/job_description.h):
// what it accepts, and the hostile descriptions it refuses before anything is written on the node.
#include "protocol/job_description.h"

#include <QtTest>

using namespace cg::proto;

class TestJobDescription : public QObject
{
    Q_OBJECT

private slots:
    void accepts()
    {
        const std::string text =
            R"({"protocol":1,"id":"train-7.0.1","script":"echo hi","env":{"MASTER_ADDR":"10.0.0.1"},)"
            R"("workdir":"/tmp","gpus":[3,1]})";
        JobDescription d;
        std::string error;
        QVERIFY2(parseJobDescription(text, d, error), error.c_str());
        QCOMPARE(QString::fromStdString(d.id), QStringLiteral("train-7.0.1"));
        QCOMPARE(d.gpus, (std::vector<std::uint32_t>{3, 1}));
        QCOMPARE(d.env.size(), std::size_t(1));
        JobDescription again;
        QVERIFY(parseJobDescription(encodeJobDescription(d), again, error));
        QVERIFY(again.id == d.id && again.script == d.script && again.env == d.env && again.gpus == d.gpus &&
                again.workdir == d.workdir);
    }

    void refuses_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("why");
        const auto row = [](const char *name, const QByteArray &text, const char *why) {
            QTest::newRow(name) << text << QString::fromLatin1(why);
        };
        row("not json", "garbage", "not a JSON object");
        row("array", "[1,2]", "not a JSON object");
        row("other protocol", R"({"protocol":2,"id":"a","script":"x"})", "protocol 1");
        row("no protocol", R"({"id":"a","script":"x"})", "protocol 1");
        row("traversal", R"({"protocol":1,"id":"../../etc","script":"x"})", "job id");
        row("dot dot", R"({"protocol":1,"id":"..","script":"x"})", "job id");
        row("slash", R"({"protocol":1,"id":"a/b","script":"x"})", "job id");
        row("leading dot", R"({"protocol":1,"id":".hidden","script":"x"})", "job id");
        row("long id", "{\"protocol\":1,\"id\":\"" + QByteArray(65, 'a') + "\",\"script\":\"x\"}", "job id");
        row("id not text", R"({"protocol":1,"id":7,"script":"x"})", "job id");
        row("empty script", R"({"protocol":1,"id":"a","script":""})", "script");
        row("nul in script", R"({"protocol":1,"id":"a","script":"x\u0000y"})", "script");
        row("runner's variable", R"({"protocol":1,"id":"a","script":"x","env":{"CG_JOB_DIR":"/"}})",
            "not a variable name");
        row("gpu variable", R"({"protocol":1,"id":"a","script":"x","env":{"CUDA_VISIBLE_DEVICES":"0"}})",
            "not a variable name");
        row("bad variable", R"({"protocol":1,"id":"a","script":"x","env":{"A=B":"1"}})",
            "not a variable name");
        row("value not text", R"({"protocol":1,"id":"a","script":"x","env":{"A":1}})", "value of A");
        row("relative workdir", R"({"protocol":1,"id":"a","script":"x","workdir":"tmp"})", "absolute path");
        row("negative gpu", R"({"protocol":1,"id":"a","script":"x","gpus":[-1]})", "GPU indices");
        row("huge gpu", R"({"protocol":1,"id":"a","script":"x","gpus":[100000]})", "GPU indices");
        row("gpu twice", R"({"protocol":1,"id":"a","script":"x","gpus":[1,1]})", "twice");
        row("unknown field", R"({"protocol":1,"id":"a","script":"x","shell":"/bin/sh"})", "unknown field");
        row("too big",
            "{\"protocol\":1,\"id\":\"a\",\"script\":\"" + QByteArray(int(kMaxDescriptionBytes), 'x') + "\"}",
            "larger than");
        row("deep nesting", QByteArray(100000, '['), "not a JSON object");
    }

    void refuses()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, why);
        JobDescription d;
        std::string error;
        QVERIFY(!parseJobDescription(std::string_view(text.constData(), std::size_t(text.size())), d, error));
        QVERIFY2(QString::fromStdString(error).contains(why), error.c_str());
    }

    void names()
    {
        QVERIFY(validJobName("gpu-01"));
        QVERIFY(validJobName("a.b_c-1"));
        for (const char *bad : {"", ".", "..", "-x", "a/b", "a b", "a\nb", "é"})
            QVERIFY2(!validJobName(bad), bad);
    }
};

QTEST_APPLESS_MAIN(TestJobDescription)
#include "tst_job_description.moc"

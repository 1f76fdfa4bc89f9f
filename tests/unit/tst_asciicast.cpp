// SPDX-License-Identifier: GPL-3.0-or-later
// asciicast v2 recordings, checked with asciinema's own reader: `asciinema cat FILE` (Debian's asciinema)
// prints exactly the bytes the session sent, also when UTF-8 sequences are split across chunks and the
// output holds escapes, quotes and control characters; invalid UTF-8 and a size bound still give a file
// asciinema reads; input is recorded only when asked; the reader names the line of what is wrong; a
// recording changed after the fact fails verification.
#include "asciinema_cat.h"
#include "terminal/asciicast.h"
#include "terminal/terminal_recording.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace cg::terminal;

using cg::test::asciinemaCat;

class TestAsciicast : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (QStandardPaths::findExecutable(QStringLiteral("asciinema")).isEmpty())
            QFAIL("asciinema is not installed (installer/debian-packages.txt lists it)");
    }

    void asciinemaCatReproducesOutput()
    {
        const QByteArray session =
            QByteArray("plain \x1b[1;31mred bold\x1b[0m \"quoted\" back\\slash\ttab\r\n") +
            QStringLiteral("中文 ✓ 😀\r\n").toUtf8() +
            QByteArray("\x1b]2;title\x07\x1b[?1049h\x1b[H\x1b[2Jalt\x1b[?1049l\x01\x7f\r\n");
        const QString path = m_dir.filePath(QStringLiteral("reproduce.cast"));
        AsciicastWriter w;
        AsciicastHeader h;
        h.width = 100;
        h.height = 30;
        QVERIFY(w.open(path, h).ok());
        // Chunks of 1 to 7 bytes: multi-byte characters are cut in every place.
        double t = 0;
        for (qsizetype i = 0; i < session.size();) {
            const qsizetype n = std::min<qsizetype>(1 + (i % 7), session.size() - i);
            w.output(t += 0.01, session.constData() + i, std::size_t(n));
            i += n;
        }
        QVERIFY(w.close().ok());
        QCOMPARE(asciinemaCat(path), session);
        const auto parsed = readAsciicastFile(path);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
        QCOMPARE(parsed.value().output().toUtf8(), session);
        QCOMPARE(parsed.value().header.width, 100);
        QCOMPARE(parsed.value().header.term, QStringLiteral("xterm-256color"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.size(), w.bytesWritten());
        QCOMPARE(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex(), w.sha256Hex());
        QCOMPARE(int(QFile::permissions(path) & (QFileDevice::ReadGroup | QFileDevice::ReadOther)), 0);
    }

    void invalidUtf8StaysValid()
    {
        const QString path = m_dir.filePath(QStringLiteral("invalid.cast"));
        AsciicastWriter w;
        QVERIFY(w.open(path, {}).ok());
        w.output(0.1,
                 "a\xff\xfe"
                 "b\xe4\xb8",
                 6);
        w.output(0.2,
                 "\xad"
                 "c\xc0",
                 3); // the split sequence completes; 0xc0 is never valid
        QVERIFY(w.close().ok());
        const QByteArray cat = asciinemaCat(path);
        QVERIFY(!cat.isNull());
        QCOMPARE(QString::fromUtf8(cat), QStringLiteral("a\ufffd\ufffdb\u4e2dc\ufffd"));
    }

    void sizeBound()
    {
        const QString path = m_dir.filePath(QStringLiteral("bound.cast"));
        AsciicastWriter w;
        QVERIFY(w.open(path, {}, 4096).ok());
        const QByteArray chunk(1000, 'x');
        for (int i = 0; i < 100; ++i)
            w.output(i * 0.01, chunk.constData(), std::size_t(chunk.size()));
        QVERIFY(w.close().ok());
        QVERIFY(w.truncated());
        QVERIFY(w.bytesWritten() <= 4096 + 100);
        QVERIFY(QFileInfo(path).size() == w.bytesWritten());
        QVERIFY(!asciinemaCat(path).isNull());
        const auto parsed = readAsciicastFile(path);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
        QCOMPARE(parsed.value().events.constLast().type, 'm');
    }

    void refusesToOverwrite()
    {
        const QString path = m_dir.filePath(QStringLiteral("exists.cast"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep");
        f.close();
        AsciicastWriter w;
        QVERIFY(!w.open(path, {}).ok());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("keep"));
    }

    void inputOnlyWhenAsked_data()
    {
        QTest::addColumn<bool>("recordInput");
        QTest::newRow("default: off") << false;
        QTest::newRow("policy: on") << true;
    }
    void inputOnlyWhenAsked()
    {
        QFETCH(bool, recordInput);
        RecordingOptions o;
        o.dir = m_dir.filePath(QStringLiteral("rec-%1").arg(int(recordInput)));
        o.recordInput = recordInput;
        QVERIFY(!RecordingOptions{}.recordInput);
        TerminalRecording rec;
        QVERIFY(rec.start(o, {}, QStringLiteral("alice"), QStringLiteral("root"), QStringLiteral("gpu-01"),
                          {QStringLiteral("root@b1:22")})
                    .ok());
        rec.output("login: ", 7);
        rec.input("secret\r");
        rec.resize(120, 40);
        rec.output("ok\r\n", 4);
        const auto sum = rec.finish(QStringLiteral("exit status 0"));
        QVERIFY2(sum.ok(), qPrintable(sum.error()));
        QFile f(sum.value().path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QCOMPARE(text.contains("secret"), recordInput);
        QCOMPARE(asciinemaCat(sum.value().path), QByteArray("login: ok\r\n"));
        QCOMPARE(sum.value().inputRecorded, recordInput);
        QCOMPARE(sum.value().node, QStringLiteral("gpu-01"));
        QCOMPARE(sum.value().hops, QStringList{QStringLiteral("root@b1:22")});
        QVERIFY(sum.value().ended >= sum.value().started);
        // The summary survives the audit event's JSON.
        const RecordingSummary back = RecordingSummary::fromJson(sum.value().toJson());
        QCOMPARE(back.sha256, sum.value().sha256);
        QCOMPARE(back.bytes, sum.value().bytes);
        QCOMPARE(back.started, sum.value().started);
        QVERIFY(verifyRecording(back).intact);
    }

    void tamperedRecordingFailsVerification()
    {
        RecordingOptions o;
        o.dir = m_dir.filePath(QStringLiteral("tamper"));
        TerminalRecording rec;
        QVERIFY(
            rec.start(o, {}, QStringLiteral("alice"), QStringLiteral("root"), QStringLiteral("n1"), {}).ok());
        rec.output("rm -rf /data\r\n", 14);
        const auto sum = rec.finish(QStringLiteral("exit status 0"));
        QVERIFY(sum.ok());
        QVERIFY(verifyRecording(sum.value()).intact);
        QFile f(sum.value().path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray text = f.readAll();
        text.replace("rm -rf /data", "ls -l /data!");
        QVERIFY(f.seek(0));
        f.write(text);
        f.close();
        const RecordingCheck c = verifyRecording(sum.value());
        QVERIFY(!c.intact);
        QVERIFY(c.problem.contains(QLatin1String("SHA-256")));
        QFile::remove(sum.value().path);
        QVERIFY(!verifyRecording(sum.value()).intact);
    }

    void readerErrors_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("no asciicast header");
        QTest::newRow("v1") << QByteArray("{\"version\": 1, \"width\": 8, \"height\": 2}\n")
                            << QStringLiteral("line 1: not asciicast version 2");
        QTest::newRow("huge") << QByteArray("{\"version\": 2, \"width\": 80000, \"height\": 2}\n")
                              << QStringLiteral("line 1: width and height");
        QTest::newRow("not json") << QByteArray(
                                         "{\"version\": 2, \"width\": 8, \"height\": 2}\n[0.1, \"o\"\n")
                                  << QStringLiteral("line 2 is not JSON");
        QTest::newRow("short event") << QByteArray(
                                            "{\"version\": 2, \"width\": 8, \"height\": 2}\n\n[0.1, \"o\"]\n")
                                     << QStringLiteral("line 3: an event is [time, type, data]");
        QTest::newRow("negative time")
            << QByteArray("{\"version\": 2, \"width\": 8, \"height\": 2}\n[-1, \"o\", \"x\"]\n")
            << QStringLiteral("line 2: the time");
        QTest::newRow("type") << QByteArray(
                                     "{\"version\": 2, \"width\": 8, \"height\": 2}\n[1, \"x\", \"x\"]\n")
                              << QStringLiteral("line 2: unknown event type \"x\"");
    }
    void readerErrors()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, error);
        const auto r = parseAsciicast(data);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().startsWith(error) || r.error().contains(error), qPrintable(r.error()));
    }
};

QTEST_GUILESS_MAIN(TestAsciicast)
#include "tst_asciicast.moc"

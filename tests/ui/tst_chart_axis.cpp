// SPDX-License-Identifier: GPL-3.0-or-later
// A live chart's unit is drawn upright and apart from every other text of the chart, in English and in
// zh_CN ("/秒", "千/秒", "百万/秒": the slash comes from the Latin font, the rest from a CJK fallback; turned
// by 90 degrees as the vertical axis' title, the glyphs landed on each other), at the sizes the live view
// gives its panels. A picture of each chart is kept with CLUSTERGATE_SCREENSHOT_DIR set.
#include "agent/telemetry_store.h"
#include "charts/chart_panel.h"
#include "charts/units.h"
#include "protocol/messages.h"

#include <QApplication>
#include <QChart>
#include <QDateTime>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QTranslator>
#include <QtTest>

using namespace cg;
using namespace cg::ui;

class TestChartAxis : public QObject
{
    Q_OBJECT

private slots:
    void unitIsUprightAndApart_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<double>("peak"); // the largest retransmit rate drawn: picks /s, k/s or M/s
        QTest::addColumn<QSize>("size");
        for (const char *lang : {"en", "zh_CN"}) {
            for (double peak : {8.0, 42000.0, 3.5e6}) {
                for (const QSize size : {QSize(360, 190), QSize(640, 300)})
                    QTest::addRow("%s %g %dx%d", lang, peak, size.width(), size.height())
                        << QString::fromLatin1(lang) << peak << size;
            }
        }
    }

    void unitIsUprightAndApart()
    {
        QFETCH(QString, lang);
        QFETCH(double, peak);
        QFETCH(QSize, size);
        QTranslator translator;
        QVERIFY2(translator.load(QStringLiteral("clustergate_") + lang, QStringLiteral(CLUSTERGATE_QM_DIR)),
                 CLUSTERGATE_QM_DIR);
        QCoreApplication::installTranslator(&translator);
        const auto restore = qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });

        TelemetryStore store;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (int i = 0; i < 30; ++i) {
            proto::Sample s;
            s.seq = std::uint64_t(i + 1);
            s.timestampMs = now - (30 - i) * 1000;
            s.intervalMs = 1000;
            s.tcpRetransSegsPerSec = peak * (i % 5) / 4.0;
            store.ingest(QStringLiteral("local"), s);
        }
        ChartPanel panel(QStringLiteral("TCP"), Unit::PerSecond);
        panel.addSeries(QStringLiteral("local"), metric::tcpRetrans, QStringLiteral("segments"));
        panel.resize(size);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.refresh(store, now, 60000);
        QApplication::processEvents();
        panel.refresh(store, now, 60000); // the second pass lays out with the final labels
        QApplication::processEvents();

        const QString unit = Units::scaleFor(Unit::PerSecond, peak).label;
        QVERIFY2(lang == QLatin1String("en") || unit.contains(QStringLiteral("秒")), qPrintable(unit));
        // Every text the chart draws outside its legend, in view coordinates.
        struct Text
        {
            QString text;
            QRectF rect;
            bool turned;
        };
        QList<Text> texts;
        const QRectF legend = panel.chart()->legend()->sceneBoundingRect();
        for (QGraphicsItem *item : panel.scene()->items()) {
            auto *t = dynamic_cast<QGraphicsTextItem *>(item);
            if (!t || !t->isVisible() || t->toPlainText().isEmpty() ||
                legend.contains(t->sceneBoundingRect()))
                continue;
            texts.append({t->toPlainText(), panel.mapFromScene(t->sceneBoundingRect()).boundingRect(),
                          t->sceneTransform().isRotating() || t->rotation() != 0});
        }
        QVERIFY(texts.size() >= 4);
        const Text *shown = nullptr;
        for (const Text &t : std::as_const(texts)) {
            QVERIFY2(!(t.turned && t.text.contains(unit)),
                     qPrintable(QStringLiteral("the unit '%1' is drawn turned: '%2'").arg(unit, t.text)));
            if (!t.turned && t.text.contains(unit))
                shown = &t;
        }
        QVERIFY2(shown, qPrintable(QStringLiteral("the unit '%1' is not drawn upright").arg(unit)));
        QVERIFY2(QRectF(panel.rect()).contains(shown->rect),
                 qPrintable(QStringLiteral("'%1' lies outside the chart").arg(shown->text)));
        for (const Text &t : std::as_const(texts)) {
            if (&t != shown)
                QVERIFY2(!t.rect.intersects(shown->rect),
                         qPrintable(QStringLiteral("'%1' overlaps '%2'").arg(shown->text, t.text)));
        }
        QCOMPARE(panel.shownTitle(), shown->text);

        if (const QString dir = qEnvironmentVariable("CLUSTERGATE_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QDir().mkpath(dir);
            panel.grab().save(QStringLiteral("%1/chart-unit-%2-%3-%4x%5.png")
                                  .arg(dir, lang)
                                  .arg(peak)
                                  .arg(size.width())
                                  .arg(size.height()));
        }
    }
};

QTEST_MAIN(TestChartAxis)
#include "tst_chart_axis.moc"

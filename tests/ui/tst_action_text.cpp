// SPDX-License-Identifier: GPL-3.0-or-later
// Action texts shown as labels (toolbar buttons, Help > Keyboard Shortcuts): the mnemonic goes, in the
// English form ("Zoom &In") and in the form zh_CN translations use ("放大(&I)"), and "&&" stays one "&".
#include "common/action_text.h"

#include <QtTest>

class TestActionText : public QObject
{
    Q_OBJECT

private slots:
    void strips_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("plain");
        QTest::newRow("english") << QStringLiteral("Zoom &In") << QStringLiteral("Zoom In");
        QTest::newRow("zh_CN") << QStringLiteral("放大(&I)") << QStringLiteral("放大");
        QTest::newRow("zh_CN fullwidth") << QStringLiteral("缩小（&O）") << QStringLiteral("缩小");
        QTest::newRow("zh_CN with ellipsis")
            << QStringLiteral("导入 ssh 配置(&I)…") << QStringLiteral("导入 ssh 配置");
        QTest::newRow("ampersand") << QStringLiteral("Check && &Fix") << QStringLiteral("Check & Fix");
        QTest::newRow("parenthesis kept") << QStringLiteral("Nodes (all)") << QStringLiteral("Nodes (all)");
    }

    void strips()
    {
        QFETCH(QString, text);
        QFETCH(QString, plain);
        QCOMPARE(cg::ui::plainActionText(text), plain);
    }
};

QTEST_APPLESS_MAIN(TestActionText)
#include "tst_action_text.moc"

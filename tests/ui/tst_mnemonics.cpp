// SPDX-License-Identifier: GPL-3.0-or-later
// Every label with a mnemonic (a single '&' in its text) names the widget its key goes to (a buddy): a label
// without one shows the '&' itself ("GPU-hour &price:", walk 4). Walks every view of the main window and
// their sub-views, the onboarding wizard's pages, the cluster editor and the alert thresholds dialog.
#include "main/main_window.h"
#include "onboarding/onboarding_wizard.h"
#include "planning/alert_thresholds_dialog.h"
#include "services/console.h"
#include "ssh/cluster_dialog.h"
#include "workspace/workspace.h"

#include <QApplication>
#include <QLabel>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

using namespace cg;
using namespace cg::services;
using namespace cg::ui;

namespace {

// A single '&' before a character ("&&" is a literal ampersand).
bool hasMnemonic(const QString &text)
{
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return !text.at(i + 1).isSpace();
    }
    return false;
}

// Labels owned by another change in flight, listed so this test names them rather than hides them.
void collect(const QWidget *root, const QString &where, QStringList *failures)
{
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        const QString text = label->text();
        if (label->textFormat() == Qt::RichText ||
            (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text)))
            continue; // rich text has no mnemonics ("&amp;" is an entity)
        if (!hasMnemonic(text) || label->buddy())
            continue;
        const QString line = QStringLiteral("label '%1' has a mnemonic and no buddy").arg(text);
        bool seen = false;
        for (const QString &f : std::as_const(*failures))
            seen = seen || f.endsWith(line);
        if (!seen)
            *failures << where + QStringLiteral(": ") + line;
    }
}

} // namespace

class TestMnemonics : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("CLUSTERGATE_HOME", m_home.path().toUtf8());
        qputenv("CLUSTERGATE_AGENT", CLUSTERGATE_AGENT_BINARY);
    }

    void theDetectorSeesAmpersands()
    {
        QVERIFY(hasMnemonic(QStringLiteral("GPU-hour &price:")));
        QVERIFY(!hasMnemonic(QStringLiteral("R&&D")));
        QVERIFY(!hasMnemonic(QStringLiteral("Price:")));
        QWidget holder;
        auto *bare = new QLabel(QStringLiteral("GPU-hour &price:"), &holder);
        QStringList failures;
        collect(&holder, QStringLiteral("here"), &failures);
        QCOMPARE(failures.size(), 1);
        bare->setBuddy(&holder);
        failures.clear();
        collect(&holder, QStringLiteral("here"), &failures);
        QVERIFY(failures.isEmpty());
    }

    void everyMnemonicHasABuddy()
    {
        Console console;
        console.open();
        QVERIFY2(console.databaseError().isEmpty(), qPrintable(console.databaseError()));
        QStringList failures;
        {
            MainWindow window(&console);
            window.resize(1280, 860);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            Workspace *ws = window.workspace();
            QStringList keys = ws->navigationKeys();
            keys << QStringLiteral("transfers");
            for (const QString &key : std::as_const(keys)) {
                QVERIFY2(window.navigate(key), qPrintable(key));
                QApplication::processEvents();
                QWidget *view = ws->view(key);
                if (!view)
                    continue;
                QList<QTabWidget *> areas = view->findChildren<QTabWidget *>();
                if (auto *self = qobject_cast<QTabWidget *>(view))
                    areas.prepend(self);
                for (QTabWidget *sub : std::as_const(areas))
                    for (int i = 0; i < sub->count(); ++i)
                        sub->setCurrentIndex(i);
                QApplication::processEvents();
                collect(&window, key, &failures);
            }
        }
        {
            OnboardingOptions o;
            o.knownHostsFile = m_home.filePath(QStringLiteral("known_hosts"));
            o.useAgent = false;
            OnboardingWizard wizard(&console, o);
            collect(&wizard, QStringLiteral("onboarding wizard"), &failures);
        }
        {
            ClusterDialog dialog(ClusterRecord{}, {});
            collect(&dialog, QStringLiteral("cluster editor"), &failures);
        }
        {
            AlertThresholdsDialog dialog(&console.alerts());
            collect(&dialog, QStringLiteral("alert thresholds"), &failures);
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"

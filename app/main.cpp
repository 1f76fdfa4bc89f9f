// SPDX-License-Identifier: GPL-3.0-or-later
// Thin entry point: headless subcommands run without a GUI; everything else opens the console.
#include "cli.h"
#include "export/exporter.h"
#include "main/main_window.h"
#include "secrets/process_secrets.h"
#include "services/console.h"

#include <QApplication>
#include <QGuiApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace {

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ClusterGate"));
    QCoreApplication::setApplicationName(QStringLiteral("clustergate"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLUSTERGATE_VERSION));
}

// `--lang zh_CN|en` overrides the system locale.
QLocale requestedLocale(const QStringList &args)
{
    for (int i = 1; i < args.size(); ++i) {
        QString value;
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            value = args[i + 1];
        else if (args[i].startsWith(QLatin1String("--lang=")))
            value = args[i].mid(7);
        if (!value.isEmpty())
            return QLocale(value);
    }
    return QLocale::system();
}

void installTranslators(QCoreApplication &app, const QLocale &locale)
{
    QLocale::setDefault(locale);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    // English is the fallback for any language without a translation (it holds the plural forms).
    if (own->load(locale, QStringLiteral("clustergate"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
        own->load(QStringLiteral(":/i18n/clustergate_en")))
        QCoreApplication::installTranslator(own);
}

} // namespace

int main(int argc, char *argv[])
{
    // Before anything holds a secret: no core dumps of this process, and no other process of the user
    // reads its memory or environment.
    cg::secrets::refuseCoreDumps();
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    if (cg::cli::isHeadless(args)) {
        // A PDF report lays out text, which needs Qt's fonts: a GUI application, on the offscreen platform.
        std::unique_ptr<QCoreApplication> app;
        if (cg::cli::needsFonts(args)) {
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            app = std::make_unique<QGuiApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        setIdentity();
        installTranslators(*app, requestedLocale(args));
        return cg::cli::run(args);
    }

    QApplication app(argc, argv);
    setIdentity();
    QApplication::setApplicationDisplayName(QStringLiteral("ClusterGate"));
    QApplication::setDesktopFileName(QStringLiteral("org.clustergate.ClusterGate"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/clustergate.png")));
    installTranslators(app, requestedLocale(args));

    cg::services::Console console;
    console.open();
    // The team's Alertmanager and remote-write receiver hear the window as they hear `clustergate serve`.
    cg::exporting::Exporter exporter(console, cg::exporting::ExporterOptions::forWindow());
    if (const cg::Status st = exporter.start(); !st)
        qWarning("alerts and series are not exported: %s", qPrintable(st.error()));
    cg::ui::MainWindow window(&console);
    window.useClusterTerminals();
    window.show();
    console.localAgent().start();
    return app.exec();
}

// SPDX-License-Identifier: GPL-3.0-or-later
// What the `clustergate clusters` actions share: messages, usage errors with the action's help, --format and
// the profile's database.
#pragma once

#include "exit_codes.h"

#include "common/paths.h"
#include "services/profile.h"
#include "storage/database.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <optional>

namespace cg::cli {

class ClustersCliCommon
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::ClustersCli)

public:
    // Exit statuses (app/exit_codes.h): a definition that does not read, a name taken, no such cluster or a
    // database that said no is kFailed; a bad command line kUsage.
    static constexpr int kFailed = exit_code::kFailed;
    static constexpr int kUsage = exit_code::kUsage;

    static int fail(const QString &message, int code)
    {
        QTextStream(stderr) << "clustergate clusters: " << message << Qt::endl;
        return code;
    }

    static int usageError(const QString &message, const QString &help)
    {
        QTextStream(stderr) << "clustergate clusters: " << message << "\n\n" << help << Qt::endl;
        return kUsage;
    }

    // The parser's help with the command as it is typed ("clustergate clusters add") for the program.
    static QString helpText(const QCommandLineParser &p, const QString &verb)
    {
        QString text = p.helpText();
        const QString usage = QStringLiteral("Usage: ");
        const qsizetype end = text.indexOf(QLatin1Char(' '), usage.size());
        if (text.startsWith(usage) && end > 0)
            text.replace(usage.size(), end - usage.size(), QStringLiteral("clustergate clusters ") + verb);
        return text;
    }

    // Parses `args` (the verb first); returns -1 to go on, else the exit status (help printed, usage error).
    static int parse(QCommandLineParser &p, const QStringList &args)
    {
        if (!p.parse(args))
            return usageError(p.errorText(), helpText(p, args.value(0)));
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << helpText(p, args.value(0));
            return exit_code::kDone;
        }
        return -1;
    }

    static std::optional<int> openDatabase(services::Profile &profile)
    {
        if (const Status st = profile.openDatabase(); !st)
            return fail(
                tr("cannot open the profile's database %1: %2").arg(paths::databaseFile(), st.error()),
                kFailed);
        return std::nullopt;
    }

    static std::optional<bool> jsonFormat(const QCommandLineParser &p, const QString &verb, int *code)
    {
        const QString f = p.value(QStringLiteral("format"));
        if (f == QLatin1String("json"))
            return true;
        if (f == QLatin1String("text"))
            return false;
        *code = usageError(tr("--format is text or json, not '%1'").arg(f), helpText(p, verb));
        return std::nullopt;
    }

    static void addFormat(QCommandLineParser &p)
    {
        p.addOption({QStringLiteral("format"), tr("text or json (keys: see docs/cli.md)."),
                     QStringLiteral("FORMAT"), QStringLiteral("text")});
    }
};

// `clustergate clusters import-ssh-config ...` (words without "clusters"); the exit status.
int clustersImportSshConfig(const QStringList &args);

} // namespace cg::cli

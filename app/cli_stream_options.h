// SPDX-License-Identifier: GPL-3.0-or-later
// The options of `agent stream`, the same for this machine and for a node reached over SSH.
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

namespace cg::cli {

struct StreamOptions
{
    const QCommandLineOption count{
        QStringLiteral("count"),
        QCoreApplication::translate("cg::cli::Cli", "Stop after N samples (0: until interrupted)."),
        QStringLiteral("N"), QStringLiteral("0")};
    const QCommandLineOption interval{
        QStringLiteral("interval"),
        QCoreApplication::translate("cg::cli::Cli", "Milliseconds between samples."), QStringLiteral("MS"),
        QStringLiteral("1000")};
    const QCommandLineOption format{QStringLiteral("format"),
                                    QCoreApplication::translate("cg::cli::Cli", "Output format: json."),
                                    QStringLiteral("FORMAT"), QStringLiteral("json")};

    void addTo(QCommandLineParser &p) const { p.addOptions({count, interval, format}); }

    // Empty when the values are usable (then in *samples and *intervalMs), else what is wrong.
    QString read(const QCommandLineParser &p, int *samples, int *intervalMs) const
    {
        bool okCount = false, okInterval = false;
        *samples = p.value(count).toInt(&okCount);
        *intervalMs = p.value(interval).toInt(&okInterval);
        if (!okCount || *samples < 0)
            return QCoreApplication::translate("cg::cli::Cli",
                                               "--count must be a whole number of samples, 0 or more");
        if (!okInterval || *intervalMs < 50 || *intervalMs > 3600000)
            return QCoreApplication::translate("cg::cli::Cli",
                                               "--interval must be between 50 and 3600000 milliseconds");
        if (p.value(format) != QLatin1String("json"))
            return QCoreApplication::translate("cg::cli::Cli", "--format: only 'json' is supported here");
        return {};
    }
};

} // namespace cg::cli

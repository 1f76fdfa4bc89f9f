// SPDX-License-Identifier: GPL-3.0-or-later
// Headless subcommands: `clustergate agent ...` and friends, for scripts and CI. One table of commands
// (cli.cpp) feeds the dispatch and `clustergate --help`; exit statuses come from exit_codes.h.
#pragma once

#include <QStringList>

#include <vector>

namespace cg::cli {

class CliRoot;

// One command of the table. Adding a command is one row in cli.cpp: its name, what it does, its usage lines
// and the function that runs it.
struct Command
{
    const char *name;     // the first word: `clustergate NAME ...`
    const char *summary;  // one line for --help (QT_TRANSLATE_NOOP in the context "cg::cli::Commands")
    const char *synopsis; // the usage lines, "clustergate NAME ..." each (same context)
    int (*run)(const QStringList &words, CliRoot &root);    // words[0] is the name; returns the exit status
    bool (*needsFonts)(const QStringList &words) = nullptr; // lays out text (a PDF): needs a QGuiApplication
};

// Every command, in the order --help lists them.
const std::vector<Command> &commands();

// The full usage text (`clustergate --help`): every command of the table with its summary and synopsis.
QString usage();

// True when the arguments ask for a headless run (a subcommand, --version or --help).
bool isHeadless(const QStringList &arguments);

// True when a headless command lays out text (a PDF report): it needs a QGuiApplication, offscreen.
bool needsFonts(const QStringList &arguments);

// Runs a headless command inside an existing QCoreApplication; returns the exit code (exit_codes.h).
int run(const QStringList &arguments);

} // namespace cg::cli

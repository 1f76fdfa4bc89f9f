// SPDX-License-Identifier: GPL-3.0-or-later
// `clustergate inference add|remove|list`: the inference services kept in the profile, the ones Planning >
// Inference shows and the console (window or `serve`) watches into the history and /metrics.
#include "cli_inference.h"

#include "exit_codes.h"

#include "business/inference_watch.h"
#include "common/paths.h"
#include "inventory/inventory.h"
#include "services/profile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QTextStream>

#include <algorithm>

namespace cg::cli {

namespace {

using namespace exit_code;

class InferenceServicesCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::InferenceServicesCli)

public:
    static QString usage()
    {
        return tr(
            "usage: clustergate inference add NAME (--url http://HOST:PORT/metrics | --cluster C --node N "
            "--port P [--path /metrics])\n"
            "                 [--gpus N] [--baseline FILE]\n"
            "       clustergate inference remove NAME\n"
            "       clustergate inference list [--format table|json]\n"
            "The services kept in the profile are watched by the console and `clustergate serve`: their "
            "windows go to the history and /metrics.");
    }

    static int run(const QStringList &words);
};

int InferenceServicesCli::run(const QStringList &words)
{
    QCommandLineParser p;
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("verb"), tr("add, remove or list"));
    p.addPositionalArgument(QStringLiteral("name"), tr("The service's name."));
    const auto opt = [&](const QString &name, const QString &help, const QString &value = {},
                         const QString &def = {}) {
        p.addOption(QCommandLineOption(name, help, value, def));
    };
    opt(QStringLiteral("url"), tr("The metrics endpoint reached directly."), QStringLiteral("URL"));
    opt(QStringLiteral("cluster"),
        tr("The saved cluster serving it (its contract's price and GPUs per node)."), QStringLiteral("C"));
    opt(QStringLiteral("node"), tr("The node serving it, reached through the cluster's jump chain."),
        QStringLiteral("N"));
    opt(QStringLiteral("port"), tr("The serving port on the node."), QStringLiteral("P"));
    opt(QStringLiteral("path"), tr("The metrics path."), QStringLiteral("PATH"), QStringLiteral("/metrics"));
    opt(QStringLiteral("gpus"), tr("GPUs serving it (default: the contract's GPUs per node)."),
        QStringLiteral("N"), QStringLiteral("0"));
    opt(QStringLiteral("baseline"), tr("The guides' service baseline template."), QStringLiteral("FILE"));
    opt(QStringLiteral("format"), tr("list: table (default) or json."), QStringLiteral("FORMAT"),
        QStringLiteral("table"));
    if (!p.parse(words))
        return failWith(p.errorText() + QStringLiteral("\n\n") + usage(), kUsage);
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText();
        return kDone;
    }
    const QStringList pos = p.positionalArguments();
    const QString verb = pos.value(0);
    QSettings settings = paths::settings();
    QList<business::InferenceEndpoint> all = business::InferenceEndpoints::load(settings);
    QTextStream out(stdout);
    if (verb == QLatin1String("list") && pos.size() == 1) {
        if (p.value(QStringLiteral("format")) == QLatin1String("json")) {
            QJsonArray rows;
            for (const business::InferenceEndpoint &e : std::as_const(all))
                rows << e.toJson();
            out << QJsonDocument(rows).toJson(QJsonDocument::Indented);
            return kDone;
        }
        for (const business::InferenceEndpoint &e : std::as_const(all))
            out << qSetFieldWidth(20) << Qt::left << e.name << qSetFieldWidth(0) << e.where()
                << (e.baseline.isEmpty() ? QString() : tr("  (with a baseline)")) << Qt::endl;
        if (all.isEmpty())
            out << tr("no inference service is watched: add one with 'clustergate inference add'")
                << Qt::endl;
        return kDone;
    }
    if (pos.size() != 2 || (verb != QLatin1String("add") && verb != QLatin1String("remove")))
        return failWith(usage(), kUsage);
    const QString name = pos.at(1);
    if (verb == QLatin1String("remove")) {
        const qsizetype before = all.size();
        all.erase(std::remove_if(all.begin(), all.end(),
                                 [&](const business::InferenceEndpoint &e) { return e.name == name; }),
                  all.end());
        if (all.size() == before)
            return failWith(
                tr("no inference service named %1 ('clustergate inference list' shows them)").arg(name),
                kFailed);
        business::InferenceEndpoints::save(settings, all);
        return kDone;
    }
    business::InferenceEndpoint e;
    e.name = name;
    e.url = p.value(QStringLiteral("url"));
    e.cluster = p.value(QStringLiteral("cluster"));
    e.node = p.value(QStringLiteral("node"));
    e.port = quint16(p.value(QStringLiteral("port")).toUInt());
    e.path = p.value(QStringLiteral("path"));
    bool ok = false;
    e.gpus = p.value(QStringLiteral("gpus")).toInt(&ok);
    if (!ok)
        return failWith(tr("--gpus takes the number of GPUs serving the endpoint"), kUsage);
    if (p.isSet(QStringLiteral("baseline"))) {
        const QString path = p.value(QStringLiteral("baseline"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return failWith(tr("cannot read %1: %2").arg(path, file.errorString()), kFailed);
        e.baseline = file.read(1024 * 1024);
        if (const auto parsed = business::ServiceBaseline::parse(e.baseline, path); !parsed)
            return failWith(parsed.error(), kUsage);
    }
    if (const QString bad = business::InferenceEndpoints::check(e); !bad.isEmpty())
        return failWith(bad, kUsage);
    if (!e.cluster.isEmpty()) {
        services::Profile opened;
        if (const Status st = opened.openDatabase(); !st)
            return failWith(st.error(), exitCodeFor(st.code()));
        if (const auto id = business::InferenceEndpoints::clusterId(Inventory(opened.database()), e.cluster);
            !id)
            return failWith(id.error(), kUsage);
    }
    bool replaced = false;
    for (business::InferenceEndpoint &x : all) {
        if (x.name == e.name) {
            x = e;
            replaced = true;
        }
    }
    if (!replaced)
        all << e;
    business::InferenceEndpoints::save(settings, all);
    out << (replaced ? tr("%1 updated: %2") : tr("%1 added: %2")).arg(e.name, e.where()) << Qt::endl;
    return kDone;
}

} // namespace

int inferenceServicesCommand(const QStringList &words)
{
    return InferenceServicesCli::run(words);
}

} // namespace cg::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include "business/service_baseline.h"

#include <yaml-cpp/yaml.h>

#include <cmath>

namespace cg::business {

namespace {

// "0.5%" -> 0.005, "0.005" -> 0.005; share keys above 1 without a % are read as percent (99.9 -> 0.999).
Result<double> number(const YAML::Node &node, const QString &key, bool share)
{
    if (!node.IsScalar())
        return Result<double>::failure(
            QCoreApplication::translate("cg::business::ServiceBaseline", "%1 is not a number").arg(key),
            ErrorCode::Invalid);
    QString text = QString::fromStdString(node.Scalar()).trimmed();
    bool percent = false;
    if (text.endsWith(QLatin1Char('%'))) {
        percent = true;
        text.chop(1);
    }
    text.remove(QLatin1Char('_'));
    bool ok = false;
    double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0)
        return Result<double>::failure(
            QCoreApplication::translate("cg::business::ServiceBaseline", "%1: %2 is not a number >= 0")
                .arg(key, QString::fromStdString(node.Scalar())),
            ErrorCode::Invalid);
    if (percent && !share)
        return Result<double>::failure(
            QCoreApplication::translate("cg::business::ServiceBaseline", "%1 takes no %").arg(key),
            ErrorCode::Invalid);
    if (share && (percent || value > 1))
        value /= 100.0;
    if (share && value > 1)
        return Result<double>::failure(
            QCoreApplication::translate("cg::business::ServiceBaseline", "%1 is over 100%").arg(key),
            ErrorCode::Invalid);
    return value;
}

} // namespace

Result<ServiceBaseline> ServiceBaseline::parse(const QByteArray &yaml, const QString &source)
{
    using R = Result<ServiceBaseline>;
    YAML::Node root;
    try {
        root = YAML::Load(yaml.toStdString());
    } catch (const YAML::Exception &e) {
        return R::failure(QCoreApplication::translate("cg::business::ServiceBaseline", "%1: not YAML: %2")
                              .arg(source, QString::fromStdString(e.what())),
                          ErrorCode::Invalid);
    }
    if (!root.IsMap() || !root["baseline"] || !root["baseline"].IsMap())
        return R::failure(
            QCoreApplication::translate("cg::business::ServiceBaseline", "%1: no `baseline:` mapping")
                .arg(source),
            ErrorCode::Invalid);
    ServiceBaseline b;
    struct Key
    {
        const char *name;
        std::optional<double> ServiceBaseline::*field;
        bool share;
    };
    static const Key keys[] = {
        {"p99_first_token_latency_ms", &ServiceBaseline::p99FirstTokenMs, false},
        {"p99_end_to_end_latency_ms", &ServiceBaseline::p99EndToEndMs, false},
        {"target_qps", &ServiceBaseline::targetQps, false},
        {"max_context_tokens", &ServiceBaseline::maxContextTokens, false},
        {"error_rate", &ServiceBaseline::errorRate, true},
        {"availability_sla", &ServiceBaseline::availabilitySla, true},
        {"daily_cost_budget", &ServiceBaseline::dailyCostBudget, false},
    };
    try {
        for (const auto &entry : root["baseline"]) {
            const QString key = QString::fromStdString(entry.first.as<std::string>());
            const Key *known = nullptr;
            for (const auto &k : keys)
                if (key == QLatin1String(k.name))
                    known = &k;
            if (!known)
                return R::failure(QCoreApplication::translate("cg::business::ServiceBaseline",
                                                              "%1: unknown key baseline.%2")
                                      .arg(source, key),
                                  ErrorCode::Invalid);
            const auto value = number(entry.second, key, known->share);
            if (!value)
                return R::failure(
                    QCoreApplication::translate("cg::business::ServiceBaseline", "%1: baseline.%2")
                        .arg(source, value.error()),
                    ErrorCode::Invalid);
            b.*(known->field) = value.value();
        }
    } catch (const YAML::Exception &e) {
        return R::failure(QCoreApplication::translate("cg::business::ServiceBaseline", "%1: %2")
                              .arg(source, QString::fromStdString(e.what())),
                          ErrorCode::Invalid);
    }
    return b;
}

void AvailabilityTracker::addWindow(bool answered, const ServingWindow *window,
                                    const ServiceBaseline &baseline)
{
    ++m_windows;
    if (!answered || !window)
        return;
    const double limit = baseline.errorRate.value_or(1.0);
    if (!window->errorRate || *window->errorRate <= limit)
        ++m_available;
}

std::optional<double> AvailabilityTracker::availability() const
{
    if (m_windows == 0)
        return std::nullopt;
    return double(m_available) / double(m_windows);
}

QList<BaselineCheck> BaselineJudge::judge(const ServiceBaseline &b, const ServingWindow &w,
                                          const AvailabilityTracker &availability)
{
    QList<BaselineCheck> out;
    const auto atMost = [&](const char *key, const std::optional<double> &target,
                            std::optional<double> measured) {
        if (!target)
            return;
        BaselineCheck c{QString::fromLatin1(key), Judgement::NoData, measured, *target, {}};
        if (!measured)
            c.reason = tr("nothing measured in this window (no requests finished)");
        else if (*measured <= *target)
            c.judgement = Judgement::Pass;
        else {
            c.judgement = Judgement::Fail;
            c.reason =
                tr("measured %1, above the baseline's %2").arg(*measured, 0, 'g', 4).arg(*target, 0, 'g', 4);
        }
        out.append(c);
    };
    atMost("p99_first_token_latency_ms", b.p99FirstTokenMs, w.ttftP99Ms);
    atMost("p99_end_to_end_latency_ms", b.p99EndToEndMs, w.e2eP99Ms);
    atMost("error_rate", b.errorRate, w.errorRate);
    if (b.targetQps) {
        // The latency verdicts hold for the load measured; below the target they do not prove the target.
        BaselineCheck c{QStringLiteral("target_qps"), Judgement::Info, w.qps, *b.targetQps, {}};
        c.reason =
            w.qps >= *b.targetQps
                ? tr("measured at or above the target load")
                : tr("measured %1 QPS, below the target %2: latencies were not seen at the target load")
                      .arg(w.qps, 0, 'g', 4)
                      .arg(*b.targetQps, 0, 'g', 4);
        out.append(c);
    }
    if (b.maxContextTokens) {
        BaselineCheck c{
            QStringLiteral("max_context_tokens"), Judgement::Info, std::nullopt, *b.maxContextTokens, {}};
        c.reason = tr("the serving metrics do not report the context length; kept for load tests");
        out.append(c);
    }
    if (b.availabilitySla) {
        BaselineCheck c{QStringLiteral("availability_sla"),
                        Judgement::NoData,
                        availability.availability(),
                        *b.availabilitySla,
                        {}};
        if (!c.measured)
            c.reason = tr("no window observed yet");
        else if (*c.measured >= *b.availabilitySla - 1e-9) // 99.9 % read as 0.999000...1
            c.judgement = Judgement::Pass;
        else {
            c.judgement = Judgement::Fail;
            c.reason = tr("%1 of %2 windows available, below the SLA")
                           .arg(availability.available())
                           .arg(availability.windows());
        }
        out.append(c);
    }
    if (b.dailyCostBudget) {
        BaselineCheck c{
            QStringLiteral("daily_cost_budget"), Judgement::NoData, std::nullopt, *b.dailyCostBudget, {}};
        if (w.dailyCost <= 0)
            c.reason = tr(
                "no GPU-hour price or GPU count: save the cluster's prices in the Cost view and give --gpus");
        else {
            c.measured = w.dailyCost;
            c.judgement = w.dailyCost <= *b.dailyCostBudget ? Judgement::Pass : Judgement::Fail;
            if (c.judgement == Judgement::Fail)
                c.reason = tr("the GPUs serving cost %1 a day, over the budget").arg(w.dailyCost, 0, 'f', 2);
        }
        out.append(c);
    }
    return out;
}

bool BaselineJudge::passed(const QList<BaselineCheck> &checks)
{
    for (const auto &c : checks)
        if (c.judgement == Judgement::Fail)
            return false;
    return true;
}

QString BaselineJudge::name(Judgement j)
{
    switch (j) {
    case Judgement::Pass:
        return QStringLiteral("pass");
    case Judgement::Fail:
        return QStringLiteral("fail");
    case Judgement::NoData:
        return QStringLiteral("no-data");
    case Judgement::Info:
        return QStringLiteral("info");
    }
    return {};
}

} // namespace cg::business

// SPDX-License-Identifier: GPL-3.0-or-later
// The guides' service baseline template, read verbatim:
//
//   baseline:
//     p99_first_token_latency_ms: 800
//     p99_end_to_end_latency_ms: 6000
//     target_qps: 20
//     max_context_tokens: 8192
//     error_rate: 0.5%          # or 0.005
//     availability_sla: 99.9%   # or 0.999
//     daily_cost_budget: 500
//
// judged against each measured window, and availability over the watch computed against the SLA: a window
// counts as available when the endpoint answered and its error rate stayed within error_rate.
#pragma once

#include "business/serving_metrics.h"
#include "common/result.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace cg::business {

struct ServiceBaseline
{
    std::optional<double> p99FirstTokenMs;
    std::optional<double> p99EndToEndMs;
    std::optional<double> targetQps;
    std::optional<double> maxContextTokens;
    std::optional<double> errorRate;       // 0..1
    std::optional<double> availabilitySla; // 0..1
    std::optional<double> dailyCostBudget;

    // The template's text (a file or pasted); unknown keys and wrong values are errors naming the key.
    static Result<ServiceBaseline> parse(const QByteArray &yaml, const QString &source);
};

enum class Judgement { Pass, Fail, NoData, Info };

struct BaselineCheck
{
    QString key; // the template's key
    Judgement judgement = Judgement::NoData;
    std::optional<double> measured;
    double target = 0;
    QString reason;
};

// Availability over a watch: windows up / windows seen.
class AvailabilityTracker
{
public:
    void addWindow(bool answered, const ServingWindow *window, const ServiceBaseline &baseline);
    int windows() const { return m_windows; }
    int available() const { return m_available; }
    std::optional<double> availability() const;

private:
    int m_windows = 0;
    int m_available = 0;
};

class BaselineJudge
{
    Q_DECLARE_TR_FUNCTIONS(cg::business::BaselineJudge)

public:
    static QList<BaselineCheck> judge(const ServiceBaseline &baseline, const ServingWindow &window,
                                      const AvailabilityTracker &availability);
    static bool passed(const QList<BaselineCheck> &checks); // no Fail
    static QString name(Judgement j);                       // "pass", "fail", "no-data", "info"
};

} // namespace cg::business

// SPDX-License-Identifier: GPL-3.0-or-later
// One measured window of an inference service as JSON and as lines for people: the business layer, what the
// scrape found wrong, and the baseline's verdict (the CLI prints it; `clustergate serve` may export it).
#pragma once

#include "business/prom_text.h"
#include "business/service_baseline.h"
#include "business/serving_metrics.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace cg::business {

struct ServingReport
{
    QString stack;
    QString service;     // the name people gave the endpoint (empty for the CLI's one-off)
    QString priceSource; // "contract", "saved", "option" or "none": where the GPU-hour price came from
    QString priceText;   // the same for people ("the contract of lab")
    ServingWindow window;
    PromParse scrape; // the later scrape's parse (samples dropped: only the problems are reported)
    QStringList missing;
    bool hasBaseline = false;
    QList<BaselineCheck> checks;
    std::optional<double> availability;
};

class ServingReportFormat
{
    Q_DECLARE_TR_FUNCTIONS(cg::business::ServingReportFormat)

public:
    static QJsonObject toJson(const ServingReport &report);
    static QStringList toLines(const ServingReport &report);
};

} // namespace cg::business

// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/contract.h"

#include <QRegularExpression>

namespace cg {

namespace {

class ContractText
{
    Q_DECLARE_TR_FUNCTIONS(cg::ClusterContract)
};

} // namespace

bool ClusterContract::isEmpty() const
{
    return *this == ClusterContract{};
}

QJsonObject ClusterContract::toJson() const
{
    QJsonObject o;
    const auto put = [&o](const char *key, const QJsonValue &v, bool set) {
        if (set)
            o.insert(QLatin1String(key), v);
    };
    put("gpu_model", gpuModel, !gpuModel.isEmpty());
    put("gpus_per_node", gpusPerNode, gpusPerNode != 0);
    put("interconnect", interconnect, !interconnect.isEmpty());
    put("memory_tbps", memoryTBps, memoryTBps != 0);
    put("intra_node_gbps", intraNodeGBps, intraNodeGBps != 0);
    put("inter_node_gbit", interNodeGbps, interNodeGbps != 0);
    put("inter_node_bus_gbps", interNodeBusGBps, interNodeBusGBps != 0);
    put("period_months", periodMonths, periodMonths != 0);
    put("prepayment_share", prepaymentShare, prepaymentShare != 0);
    put("premium_share", premiumShare, premiumShare != 0);
    put("allocation_share", allocationShare, allocationShare != 0);
    put("termination_notice_days", terminationNoticeDays, terminationNoticeDays != 0);
    put("audit_cooperation", auditCooperation, auditCooperation);
    put("deletion_days", deletionDays, deletionDays != 0);
    put("notes", notes, !notes.isEmpty());
    put("gpu_hour_price", gpuHourPrice, gpuHourPrice != 0);
    put("currency", currency, !currency.isEmpty());
    QJsonObject models;
    for (auto it = gpuModelPrices.cbegin(); it != gpuModelPrices.cend(); ++it)
        models.insert(it.key(), it.value());
    put("gpu_hour_prices", models, !models.isEmpty());
    return o;
}

Result<ClusterContract> ClusterContract::fromJson(const QJsonObject &json)
{
    ClusterContract c;
    QStringList errors;
    const auto text = [&](const char *key, QString &out) {
        const QJsonValue v = json.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        if (!v.isString())
            errors << ContractText::tr("%1: text expected").arg(QLatin1String(key));
        else
            out = v.toString();
    };
    const auto number = [&](const char *key, double &out) {
        const QJsonValue v = json.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        if (!v.isDouble())
            errors << ContractText::tr("%1: a number expected").arg(QLatin1String(key));
        else
            out = v.toDouble();
    };
    const auto whole = [&](const char *key, int &out) {
        double d = out;
        number(key, d);
        if (d != double(qint64(d)) || d < 0 || d > 1e6)
            errors
                << ContractText::tr("%1: a whole number from 0 to 1000000 expected").arg(QLatin1String(key));
        else
            out = int(d);
    };
    text("gpu_model", c.gpuModel);
    whole("gpus_per_node", c.gpusPerNode);
    text("interconnect", c.interconnect);
    number("memory_tbps", c.memoryTBps);
    number("intra_node_gbps", c.intraNodeGBps);
    number("inter_node_gbit", c.interNodeGbps);
    number("inter_node_bus_gbps", c.interNodeBusGBps);
    whole("period_months", c.periodMonths);
    number("prepayment_share", c.prepaymentShare);
    number("premium_share", c.premiumShare);
    number("allocation_share", c.allocationShare);
    whole("termination_notice_days", c.terminationNoticeDays);
    const QJsonValue audit = json.value(QLatin1String("audit_cooperation"));
    if (!audit.isUndefined() && !audit.isBool())
        errors << ContractText::tr("%1: true or false expected").arg(QLatin1String("audit_cooperation"));
    c.auditCooperation = audit.toBool();
    whole("deletion_days", c.deletionDays);
    text("notes", c.notes);
    number("gpu_hour_price", c.gpuHourPrice);
    text("currency", c.currency);
    const QJsonValue models = json.value(QLatin1String("gpu_hour_prices"));
    if (!models.isUndefined() && !models.isObject())
        errors << ContractText::tr("%1: an object of GPU model and price expected")
                      .arg(QLatin1String("gpu_hour_prices"));
    const QJsonObject modelPrices = models.toObject();
    for (auto it = modelPrices.constBegin(); it != modelPrices.constEnd(); ++it) {
        if (!it.value().isDouble())
            errors << ContractText::tr("%1: the price of %2 must be a number")
                          .arg(QLatin1String("gpu_hour_prices"), it.key());
        else
            c.gpuModelPrices.insert(it.key(), it.value().toDouble());
    }
    errors << c.problems();
    if (!errors.isEmpty())
        return Result<ClusterContract>::failure(errors.join(QLatin1String("; ")));
    return c;
}

QStringList ClusterContract::problems() const
{
    QStringList out;
    const auto nonNegative = [&](double v, const QString &what) {
        if (!(v >= 0) || v > 1e9)
            out << ContractText::tr("%1 cannot be negative").arg(what);
    };
    const auto share = [&](double v, const QString &what) {
        if (!(v >= 0 && v <= 1))
            out << ContractText::tr("%1 is a share between 0 and 100 %").arg(what);
    };
    if (gpusPerNode < 0 || gpusPerNode > 64)
        out << ContractText::tr("GPUs per node must be between 0 and 64");
    nonNegative(memoryTBps, ContractText::tr("the memory bandwidth"));
    nonNegative(intraNodeGBps, ContractText::tr("the bandwidth inside a node"));
    nonNegative(interNodeGbps, ContractText::tr("the network bandwidth between nodes"));
    nonNegative(interNodeBusGBps, ContractText::tr("the bus bandwidth across nodes"));
    share(prepaymentShare, ContractText::tr("the prepayment"));
    share(premiumShare, ContractText::tr("the premium"));
    share(allocationShare, ContractText::tr("the allocation share"));
    nonNegative(gpuHourPrice, ContractText::tr("the GPU-hour price"));
    for (auto it = gpuModelPrices.cbegin(); it != gpuModelPrices.cend(); ++it) {
        if (it.key().trimmed().isEmpty())
            out << ContractText::tr("a GPU-hour price needs the GPU model it is for");
        nonNegative(it.value(), ContractText::tr("the GPU-hour price of %1").arg(it.key()));
    }
    static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
    if (!currency.isEmpty() && !code.match(currency).hasMatch())
        out << ContractText::tr("the currency '%1' is not a three-letter code such as USD or EUR")
                   .arg(currency);
    return out;
}

double ClusterContract::gpuHourPriceOf(const QString &model) const
{
    const QString m = model.isEmpty() ? gpuModel : model;
    const auto it = gpuModelPrices.constFind(m);
    return it != gpuModelPrices.constEnd() && it.value() > 0 ? it.value() : gpuHourPrice;
}

bool operator==(const ClusterContract &a, const ClusterContract &b)
{
    return a.toJson() == b.toJson();
}

} // namespace cg

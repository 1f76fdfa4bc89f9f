// SPDX-License-Identifier: GPL-3.0-or-later
#include "business/cluster_prices.h"

namespace cg::business {

std::optional<planning::PriceTerms> ClusterPrices::fromContract(const ClusterContract &contract)
{
    const double price = contract.gpuHourPriceOf();
    if (!(price > 0))
        return std::nullopt;
    planning::PriceTerms terms;
    terms.gpuHour = price;
    terms.premium = contract.premiumShare; // the contract's surcharge over its list price, on every hour
    terms.currency = contract.currency.isEmpty() ? QStringLiteral("USD") : contract.currency;
    if (!terms.check().isEmpty())
        return std::nullopt;
    return terms;
}

ClusterPrices ClusterPrices::resolve(const QList<ClusterRecord> &clusters,
                                     const std::optional<planning::PriceBook> &saved)
{
    ClusterPrices out;
    if (saved) {
        out.m_saved = saved->forCluster(QString());
        out.m_book = *saved;
    }
    for (const ClusterRecord &c : clusters) {
        ClusterPrice p;
        if (const auto terms = fromContract(c.contract)) {
            p.source = PriceSource::Contract;
            p.terms = *terms;
            out.m_book.set(c.name, *terms);
        } else if (saved) {
            p.source = PriceSource::SavedPrices;
            p.terms = saved->forCluster(c.name);
        }
        out.m_clusters.insert(c.name, p);
    }
    return out;
}

Result<ClusterPrices> ClusterPrices::load(const Inventory &inventory,
                                          const std::optional<planning::PriceBook> &saved)
{
    const auto clusters = inventory.clusters();
    if (!clusters)
        return Result<ClusterPrices>::failureOf(clusters);
    return resolve(clusters.value(), saved);
}

ClusterPrice ClusterPrices::of(const QString &cluster) const
{
    const auto it = m_clusters.constFind(cluster);
    if (it != m_clusters.constEnd())
        return it.value();
    ClusterPrice p;
    if (m_saved) {
        p.source = PriceSource::SavedPrices;
        p.terms = m_book.forCluster(cluster);
    }
    return p;
}

bool ClusterPrices::anyPriced() const
{
    if (m_saved)
        return true;
    for (const ClusterPrice &p : m_clusters)
        if (p.source != PriceSource::None)
            return true;
    return false;
}

QString ClusterPrices::sourceName(PriceSource s)
{
    switch (s) {
    case PriceSource::Contract:
        return QStringLiteral("contract");
    case PriceSource::SavedPrices:
        return QStringLiteral("saved");
    case PriceSource::None:
        break;
    }
    return QStringLiteral("none");
}

QString ClusterPrices::sourceText(PriceSource s, const QString &cluster)
{
    switch (s) {
    case PriceSource::Contract:
        return tr("the contract of %1").arg(cluster);
    case PriceSource::SavedPrices:
        return tr("the prices saved in the Cost view (the contract of %1 names no price)").arg(cluster);
    case PriceSource::None:
        break;
    }
    return tr("no price: enter the GPU-hour price in the contract of %1").arg(cluster);
}

} // namespace cg::business

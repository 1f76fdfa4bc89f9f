// SPDX-License-Identifier: GPL-3.0-or-later
// The prices every cost figure uses (cost report, idle waste, the cost-jump alert, the cost per 1,000
// requests, Cluster Choice): each cluster's own contract price (its GPU model's price where the contract
// names one, with the contract's premium over the list price), and the price book saved in the Cost view
// only for the clusters whose contract names none. Each cluster's source is kept, so that every front end
// says which one was used.
#pragma once

#include "common/result.h"
#include "inventory/inventory.h"
#include "planning/cost.h"

#include <QCoreApplication>
#include <QMap>

#include <optional>

namespace cg::business {

enum class PriceSource { Contract, SavedPrices, None };

struct ClusterPrice
{
    PriceSource source = PriceSource::None;
    planning::PriceTerms terms; // valid unless source is None
};

class ClusterPrices
{
    Q_DECLARE_TR_FUNCTIONS(cg::business::ClusterPrices)

public:
    // From the clusters' contracts, with `saved` (the Cost view's book) for the rest.
    static ClusterPrices resolve(const QList<ClusterRecord> &clusters,
                                 const std::optional<planning::PriceBook> &saved);
    // The profile's clusters and the profile's saved book (services::SavedPrices is read by the caller).
    static Result<ClusterPrices> load(const Inventory &inventory,
                                      const std::optional<planning::PriceBook> &saved);

    // The terms of a contract's price; nullopt when the contract names none.
    static std::optional<planning::PriceTerms> fromContract(const ClusterContract &contract);

    // A cluster's price; a name that is no saved cluster gets the saved book's default.
    ClusterPrice of(const QString &cluster) const;
    // Every cluster priced, for the cost model (clusters without any price: the saved default, or nothing).
    planning::PriceBook book() const { return m_book; }
    // True when `cluster` (or, empty, the default) has a price from either source.
    bool covers(const QString &cluster) const { return of(cluster).source != PriceSource::None; }

    // True when some cluster (or the saved default) has a price.
    bool anyPriced() const;

    static QString sourceName(PriceSource s); // "contract", "saved", "none"
    // "the contract of lab", "the prices saved in the Cost view", "no price", for people.
    static QString sourceText(PriceSource s, const QString &cluster);

private:
    planning::PriceBook m_book;
    QMap<QString, ClusterPrice> m_clusters;
    std::optional<planning::PriceTerms> m_saved;
};

} // namespace cg::business

// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/saved_prices.h"

#include "common/paths.h"

#include <QSettings>

namespace cg::services {

std::optional<planning::PriceBook> SavedPrices::load()
{
    return load(paths::settings());
}

std::optional<planning::PriceBook> SavedPrices::load(const QSettings &s)
{
    bool ok = false;
    planning::PriceTerms terms;
    terms.gpuHour = s.value(QStringLiteral("cost/gpu_hour")).toString().toDouble(&ok);
    if (!ok)
        return std::nullopt;
    terms.currency = s.value(QStringLiteral("cost/currency"), QStringLiteral("USD")).toString();
    terms.prepaidShare = s.value(QStringLiteral("cost/prepaid_share")).toDouble();
    terms.prepaidDiscount = s.value(QStringLiteral("cost/prepaid_discount")).toDouble();
    terms.premium = s.value(QStringLiteral("cost/premium")).toDouble();
    if (!terms.check().isEmpty())
        return std::nullopt;
    planning::PriceBook book;
    book.setDefault(terms);
    return book;
}

} // namespace cg::services

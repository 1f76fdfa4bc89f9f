// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the data-inventory CSV import (RFC 4180 records, the header, per-row validation, sources).
// It must never crash, and must keep its promise that nothing is lost: every data row is either taken
// into exactly one dataset or reported, never both and never neither.
#include "ledger/inventory_csv.h"

#include <cstdint>
#include <cstdlib>

using namespace cg::ledger;

namespace {

void require(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray csv = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    static const QSet<QString> existing{QStringLiteral("existing"), QStringLiteral("clicks")};
    const InventoryParse p = InventoryCsv::parse(csv, existing);

    require(p.dataRows == p.rawRows.size());
    QSet<int> taken;
    for (const InventoryEntry &e : p.entries) {
        require(!e.dataset.name.isEmpty());
        require(e.fieldsOnly || !e.dataset.owner.isEmpty());
        for (int row : e.rows) {
            require(!taken.contains(row));
            taken.insert(row);
        }
    }
    const QSet<int> rejected = p.rejectedRows();
    for (auto it = p.rawRows.keyBegin(); it != p.rawRows.keyEnd(); ++it)
        require(taken.contains(*it) != rejected.contains(*it));
    for (const ImportError &e : p.errors)
        require(e.row >= 1 && !e.text().isEmpty());
    if (!p.errors.isEmpty())
        (void)InventoryCsv::rejects(p);
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
#include "main/console.h"

#include "common/paths.h"

namespace cg::ui {

Console::Console(QObject *parent) : QObject(parent), m_local(&m_store) {}

void Console::open()
{
    const Target local{LocalAgent::kTargetId, tr("This machine"), QStringLiteral("local")};
    m_targets = {local};
    if (auto st = m_db.open(paths::databaseFile()); !st) {
        m_dbError = st.error();
        return;
    }
    if (auto st = m_db.ensureTarget(local); !st) {
        m_dbError = st.error();
        return;
    }
    if (auto all = m_db.targets()) {
        m_targets = all.value();
        // The built-in target's name follows the UI language, whatever was stored.
        for (Target &t : m_targets) {
            if (t.id == local.id)
                t.name = local.name;
        }
    } else {
        m_dbError = all.error();
    }
}

} // namespace cg::ui

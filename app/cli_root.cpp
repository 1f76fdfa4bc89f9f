// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_root.h"

#include "ssh/connection_hub.h"

namespace cg::cli {

CliRoot::CliRoot() : m_hub(std::make_unique<ssh::ConnectionHub>()) {}

CliRoot::~CliRoot() = default;

} // namespace cg::cli

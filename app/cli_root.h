// SPDX-License-Identifier: GPL-3.0-or-later
// The command line's composition root: what one headless run of clustergate holds and hands to the
// subcommands that reach hosts. It owns the connection hub (one bastion login, one prompt path and one audit
// sink for the run); cli::run() makes it once. There is no process-wide instance to fall back on.
#pragma once

#include <memory>

namespace cg::ssh {
class ConnectionHub;
}

namespace cg::cli {

class CliRoot
{
public:
    CliRoot();
    ~CliRoot(); // the hub's trees stop and join first
    CliRoot(const CliRoot &) = delete;
    CliRoot &operator=(const CliRoot &) = delete;

    ssh::ConnectionHub &hub() { return *m_hub; }

private:
    std::unique_ptr<ssh::ConnectionHub> m_hub;
};

} // namespace cg::cli

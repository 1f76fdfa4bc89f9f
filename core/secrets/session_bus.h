// SPDX-License-Identifier: GPL-3.0-or-later
// Finds the D-Bus session bus and proves something answers there, before any library is asked to use it:
// libdbus and GLib would otherwise try X11 autolaunch, or wait on an address that leads nowhere.
#pragma once

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QString>

namespace cg::secrets {

struct SessionBusProbe
{
    bool reachable = false;
    QString address; // the address that answered (or the one that was tried)
    QString problem; // when not reachable: what is wrong and what to do (translated)
};

class SessionBus
{
    Q_DECLARE_TR_FUNCTIONS(cg::secrets::SessionBus)

public:
    // DBUS_SESSION_BUS_ADDRESS, else unix:path=$XDG_RUNTIME_DIR/bus when that socket exists; empty when
    // there is neither (the libraries would then autolaunch, which ClusterGate never lets them do).
    static QString address();
    // Connects to each address entry in turn and waits for the D-Bus authentication greeting, within
    // the deadline. Supports unix:path=, unix:abstract= and tcp: entries; refuses autolaunch:.
    static SessionBusProbe probe(QDeadlineTimer deadline);
    // The advice every "no bus" message ends with.
    static QString advice();
};

} // namespace cg::secrets

// SPDX-License-Identifier: GPL-3.0-or-later
// The real single-node Slurm of slurm_node.sh seen from a test: started on the login node of a NetLab that
// is already up, and stopped again. Header-only, like netlab.h.
#pragma once

#include "netlab/netlab.h"

#include <QHash>
#include <QProcess>
#include <QString>

namespace cg::test {

class SlurmNode
{
public:
    ~SlurmNode() { down(); }

    // Empty on success; "FAILED:..." when it broke; otherwise why it cannot run here (the test skips).
    QString up(const NetLab &lab)
    {
        m_lab = lab.dir();
        QProcess p;
        p.start(QStringLiteral(CLUSTERGATE_SLURM_NODE_SCRIPT),
                {QStringLiteral("up"), m_lab, lab.value("NS_NODE")});
        if (!p.waitForFinished(120000))
            return QStringLiteral("FAILED:slurm_node.sh did not finish");
        const QString err = QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
        if (p.exitCode() == 77)
            return err;
        if (p.exitCode() != 0)
            return QStringLiteral("FAILED:") + err;
        for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
            const int eq = line.indexOf('=');
            if (eq > 0)
                m_values.insert(QString::fromUtf8(line.left(eq)), QString::fromUtf8(line.mid(eq + 1)));
        }
        m_up = true;
        return {};
    }

    void down()
    {
        if (!m_up)
            return;
        QProcess::execute(QStringLiteral(CLUSTERGATE_SLURM_NODE_SCRIPT), {QStringLiteral("down"), m_lab});
        m_up = false;
    }

    QString value(const char *key) const { return m_values.value(QString::fromLatin1(key)); }

private:
    QString m_lab;
    QHash<QString, QString> m_values;
    bool m_up = false;
};

} // namespace cg::test

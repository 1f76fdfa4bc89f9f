// SPDX-License-Identifier: GPL-3.0-or-later
// A ledger that approves exports as a real one does: founded by an admin (whose key is the trust anchor in
// the file CLUSTERGATE_TRUST_ANCHORS names), an officer registered by them, datasets registered and export
// requests created, submitted, approved with the officer's signature and activated. For the tests of the
// console's dataset pushes.
#pragma once

#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "ledger/signed_note.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>

#include <memory>

namespace cg::test {

class ApprovedExports
{
public:
    std::shared_ptr<ledger::KeySigner> adam = ledger::KeySigner::generate();
    std::shared_ptr<ledger::KeySigner> olga = ledger::KeySigner::generate();

    // Founds `l` and writes adam's key to `anchorFile`; an error says what failed.
    QString found(ledger::Ledger &l, const QString &anchorFile) const
    {
        if (const Status st = l.found(QStringLiteral("adam"), *adam); !st)
            return st.error();
        if (const Status st = l.registerOfficer(QStringLiteral("olga"), ledger::OfficerRole::Officer,
                                                olga->publicKey(), *adam);
            !st)
            return st.error();
        QFile f(anchorFile);
        if (!f.open(QIODevice::WriteOnly))
            return f.errorString();
        f.write(ledger::VerifierKey::make(QStringLiteral("adam"), adam->publicKey()).text().toUtf8() + "\n");
        return {};
    }

    static QString addDataset(ledger::Ledger &l, const QString &name, const QString &location)
    {
        ledger::Dataset d;
        d.name = name;
        d.owner = QStringLiteral("owen");
        d.grade = ledger::Grade::Internal;
        d.location = location;
        const auto id = l.saveDataset(d, QStringLiteral("owen"));
        return id.ok() ? QString() : id.error();
    }

    // An active approved export of `dataset` to `cluster` in `country`, de-identified, for 30 days.
    QString approve(ledger::Ledger &l, const QString &dataset, const QString &cluster,
                    const QString &country) const
    {
        ledger::ExportRequest r;
        r.datasets = {dataset};
        r.form = ledger::ExportForm::DeIdentified;
        r.destinationCluster = cluster;
        r.destinationCountry = country;
        r.purpose = QStringLiteral("training");
        r.mechanism = ledger::LegalMechanism::StandardContract;
        r.mechanismRef = QStringLiteral("SC-1");
        r.retentionDays = 90;
        r.requester = QStringLiteral("rita");
        const auto id = l.createRequest(r);
        if (!id.ok())
            return id.error();
        if (const Status st = l.submit(id.value(), QStringLiteral("rita")); !st)
            return st.error();
        const auto decided =
            l.decide(id.value(), true, *olga, l.now().date().addDays(30), QStringLiteral("ok"));
        if (!decided.ok())
            return decided.error();
        if (const Status st = l.activate(id.value(), QStringLiteral("rita")); !st)
            return st.error();
        return {};
    }

    // `size` bytes of seeded noise at `path`.
    static bool writeRandom(const QString &path, qint64 size, quint32 seed)
    {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return false;
        QRandomGenerator rng(seed);
        QByteArray buf(1 << 20, Qt::Uninitialized);
        for (qint64 left = size; left > 0;) {
            rng.fillRange(reinterpret_cast<quint32 *>(buf.data()), buf.size() / 4);
            const qint64 n = std::min<qint64>(left, buf.size());
            if (f.write(buf.constData(), n) != n)
                return false;
            left -= n;
        }
        return true;
    }
};

} // namespace cg::test

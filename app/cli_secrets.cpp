// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_secrets.h"

#include "exit_codes.h"

#include "common/paths.h"
#include "secrets/credential_ops.h"
#include "secrets/file_vault_backend.h"
#include "secrets/keychain_backend.h"
#include "secrets/process_secrets.h"
#include "storage/database.h"

#include "services/profile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cerrno>
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace cg::cli {

namespace {

using namespace exit_code;

using namespace cg::secrets;

constexpr qsizetype kMaxSecretBytes = 1024 * 1024;

class SecretsCli
{
    Q_DECLARE_TR_FUNCTIONS(cg::cli::SecretsCli)

public:
    static int fail(const QString &message, int code = kFailed) { return failWith(message, code); }

    static QString usage()
    {
        return tr("usage: clustergate secrets list [--due]\n"
                  "       clustergate secrets set ID --kind KIND [--label TEXT] [--rotate-days N] [--used-by "
                  "WHO]... < secret\n"
                  "       clustergate secrets delete ID\n"
                  "       clustergate secrets rotate ID NEW_ID < new-secret\n"
                  "       clustergate secrets check\n"
                  "  KIND: password, key-passphrase, private-key, api-token\n"
                  "  --vault FILE: use the encrypted file vault FILE instead of the system keychain (master\n"
                  "  passphrase from CLUSTERGATE_VAULT_PASSPHRASE, else asked on the terminal)");
    }

    // One line from fd, echo off when it is a terminal. The prompt goes to `promptFd`.
    static bool readHidden(int fd, int promptFd, const QString &prompt, QByteArray *line)
    {
        const QByteArray text = prompt.toLocal8Bit();
        (void)!::write(promptFd, text.constData(), std::size_t(text.size()));
        termios old{};
        const bool tty = ::tcgetattr(fd, &old) == 0;
        if (tty) {
            termios quiet = old;
            quiet.c_lflag &= ~tcflag_t(ECHO);
            quiet.c_lflag |= tcflag_t(ECHONL);
            ::tcsetattr(fd, TCSAFLUSH, &quiet);
        }
        bool got = false;
        char c = 0;
        while (::read(fd, &c, 1) == 1) {
            got = true;
            if (c == '\n' || c == '\r')
                break;
            if (line->size() >= kMaxSecretBytes)
                break;
            line->append(c);
        }
        if (tty)
            ::tcsetattr(fd, TCSAFLUSH, &old);
        return got;
    }

    // The secret: a hidden line when standard input is a terminal, else all of standard input (one
    // trailing newline dropped, except for private keys, which are files).
    static bool readSecret(CredentialKind kind, const QString &id, QByteArray *secret, QString *error)
    {
        if (::isatty(0)) {
            if (kind == CredentialKind::PrivateKey) {
                *error = tr("a private key is read from standard input as a file: clustergate secrets set %1 "
                            "--kind private-key < KEYFILE")
                             .arg(id);
                return false;
            }
            readHidden(0, 2, tr("Secret for %1 (not shown): ").arg(id), secret);
        } else {
            char buf[4096];
            for (;;) {
                const ssize_t n = ::read(0, buf, sizeof buf);
                if (n < 0 && errno == EINTR)
                    continue;
                if (n <= 0)
                    break;
                secret->append(buf, qsizetype(n));
                if (secret->size() > kMaxSecretBytes) {
                    wipe(*secret);
                    *error = tr("the secret on standard input is larger than 1 MiB");
                    return false;
                }
            }
            if (kind != CredentialKind::PrivateKey) {
                if (secret->endsWith("\r\n"))
                    secret->chop(2);
                else if (secret->endsWith('\n'))
                    secret->chop(1);
            }
        }
        if (secret->isEmpty()) {
            *error = tr("no secret on standard input (pipe it in, e.g. clustergate secrets set %1 --kind K "
                        "< file; it is never taken from the command line)")
                         .arg(id);
            return false;
        }
        return true;
    }

    // The vault's master passphrase: CLUSTERGATE_VAULT_PASSPHRASE (removed from the environment once
    // read), else asked on the terminal, twice when the vault is new.
    static bool vaultPassphrase(const QString &path, QByteArray *passphrase, QString *error)
    {
        if (qEnvironmentVariableIsSet(secrets::kVaultPassphraseVariable)) {
            *passphrase = secrets::takeVaultPassphrase();
            return true;
        }
        const int tty = ::open("/dev/tty", O_RDWR | O_CLOEXEC);
        if (tty < 0) {
            *error = tr("the vault %1 needs its master passphrase: set CLUSTERGATE_VAULT_PASSPHRASE, or run "
                        "on a terminal")
                         .arg(path);
            return false;
        }
        readHidden(tty, tty, tr("Master passphrase for the vault %1: ").arg(path), passphrase);
        if (!QFileInfo::exists(path)) {
            QByteArray again;
            readHidden(tty, tty, tr("The vault is new; the same passphrase again: "), &again);
            const bool same = again == *passphrase;
            wipe(again);
            if (!same) {
                ::close(tty);
                wipe(*passphrase);
                *error = tr("the two passphrases differ; nothing was changed");
                return false;
            }
        }
        ::close(tty);
        return true;
    }

    static QString storeWords(const QString &store)
    {
        return store == QLatin1String("vault") ? tr("encrypted file vault") : tr("system keychain");
    }

    static QString day(const QDateTime &t)
    {
        return t.isValid() ? t.toUTC().toString(QStringLiteral("yyyy-MM-dd")) : QString();
    }

    static int list(CredentialRegistry &registry, bool dueOnly, bool json)
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const auto rows = dueOnly ? registry.dueForRotation(now) : registry.list();
        if (!rows)
            return fail(rows.error());
        QTextStream out(stdout);
        if (json) { // metadata only: a secret never leaves the keychain through the CLI's output
            QJsonArray array;
            for (const CredentialMeta &m : rows.value()) {
                QJsonObject o{{QStringLiteral("id"), m.id},
                              {QStringLiteral("kind"), kindName(m.kind)},
                              {QStringLiteral("store"), m.store},
                              {QStringLiteral("label"), m.label},
                              {QStringLiteral("created"), day(m.created)},
                              {QStringLiteral("last_used"), m.lastUsed.isValid()
                                                                ? QJsonValue(day(m.lastUsed))
                                                                : QJsonValue(QJsonValue::Null)},
                              {QStringLiteral("rotation_due"), m.rotationDue().isValid()
                                                                   ? QJsonValue(day(m.rotationDue()))
                                                                   : QJsonValue(QJsonValue::Null)},
                              {QStringLiteral("due"), m.isDue(now)},
                              {QStringLiteral("used_by"), QJsonArray::fromStringList(m.usedBy)}};
                array.append(o);
            }
            out << QJsonDocument(array).toJson(QJsonDocument::Indented);
            return kDone;
        }
        if (rows->isEmpty()) {
            out << (dueOnly ? tr("No credential is due for rotation.") : tr("No credentials.")) << Qt::endl;
            return kDone;
        }
        QList<QStringList> table;
        table << QStringList{tr("ID"),      tr("KIND"),      tr("STORE"),        tr("LABEL"),
                             tr("CREATED"), tr("LAST USED"), tr("ROTATION DUE"), tr("USED BY")};
        for (const CredentialMeta &m : rows.value()) {
            QString due = tr("-");
            if (m.rotationDue().isValid())
                due = m.isDue(now) ? tr("%1 (due)").arg(day(m.rotationDue())) : day(m.rotationDue());
            table << QStringList{m.id,
                                 kindName(m.kind),
                                 m.store,
                                 m.label.isEmpty() ? tr("-") : m.label,
                                 day(m.created),
                                 m.lastUsed.isValid() ? day(m.lastUsed) : tr("never"),
                                 due,
                                 m.usedBy.isEmpty() ? tr("-") : m.usedBy.join(QStringLiteral(", "))};
        }
        QList<qsizetype> widths(table.first().size(), 0);
        for (const QStringList &row : std::as_const(table))
            for (qsizetype c = 0; c < row.size(); ++c)
                widths[c] = qMax(widths[c], row[c].size());
        for (const QStringList &row : std::as_const(table)) {
            QString line;
            for (qsizetype c = 0; c < row.size(); ++c)
                line += c + 1 < row.size() ? row[c].leftJustified(widths[c] + 2) : row[c];
            out << line << Qt::endl;
        }
        return kDone;
    }

    static int run(const QStringList &words)
    {
        QCommandLineParser p;
        p.setApplicationDescription(
            tr("Keep passwords, key passphrases, private keys and API tokens in the "
               "system keychain (or an encrypted file vault), never in files or logs."));
        p.addHelpOption();
        p.addPositionalArgument(QStringLiteral("list|set|delete|rotate|check"), tr("what to do"));
        p.addPositionalArgument(QStringLiteral("id"), tr("the credential's id"),
                                QStringLiteral("[ID [NEW_ID]]"));
        const QCommandLineOption kind(QStringLiteral("kind"),
                                      tr("For set: password, key-passphrase, private-key or api-token."),
                                      QStringLiteral("KIND"));
        const QCommandLineOption label(QStringLiteral("label"), tr("For set: a description for people."),
                                       QStringLiteral("TEXT"));
        const QCommandLineOption rotate(QStringLiteral("rotate-days"),
                                        tr("For set: rotation is due this many days after the secret was set "
                                           "(0: no rotation policy)."),
                                        QStringLiteral("N"));
        const QCommandLineOption usedBy(QStringLiteral("used-by"),
                                        tr("For set: who uses it, e.g. ssh:root@bastion:22 or cluster:NAME "
                                           "(repeatable)."),
                                        QStringLiteral("WHO"));
        const QCommandLineOption due(QStringLiteral("due"),
                                     tr("For list: only credentials due for rotation."));
        const QCommandLineOption vault(
            QStringLiteral("vault"), tr("Use the encrypted file vault FILE instead of the system keychain."),
            QStringLiteral("FILE"));
        const QCommandLineOption timeout(QStringLiteral("timeout"),
                                         tr("Seconds to wait for the keychain (default 10)."),
                                         QStringLiteral("S"), QStringLiteral("10"));
        const QCommandLineOption format(QStringLiteral("format"), tr("For list: text (default) or json."),
                                        QStringLiteral("FORMAT"), QStringLiteral("text"));
        p.addOptions({kind, label, rotate, usedBy, due, vault, timeout, format});
        if (!p.parse(words))
            return fail(p.errorText() + QStringLiteral("\n\n") + p.helpText(), kUsage);
        if (p.isSet(QStringLiteral("help"))) {
            QTextStream(stdout) << p.helpText();
            return kDone;
        }
        const QStringList pos = p.positionalArguments();
        const QString verb = pos.value(0);
        const QStringList verbs{QStringLiteral("list"), QStringLiteral("set"), QStringLiteral("delete"),
                                QStringLiteral("rotate"), QStringLiteral("check")};
        if (!verbs.contains(verb))
            return fail(usage(), kUsage);
        const qsizetype wanted = verb == QLatin1String("rotate")                                   ? 3
                                 : verb == QLatin1String("set") || verb == QLatin1String("delete") ? 2
                                                                                                   : 1;
        if (pos.size() != wanted)
            return fail(usage(), kUsage);
        for (const QString &id : pos.mid(1)) {
            if (!isValidCredentialId(id))
                return fail(invalidIdMessage(id), kUsage);
        }
        std::optional<CredentialKind> credentialKind;
        if (verb == QLatin1String("set")) {
            if (!p.isSet(kind))
                return fail(tr("secrets set needs --kind (%1)").arg(kindNames().join(QStringLiteral(", "))),
                            kUsage);
            credentialKind = kindFromName(p.value(kind));
            if (!credentialKind)
                return fail(tr("--kind must be one of: %1").arg(kindNames().join(QStringLiteral(", "))),
                            kUsage);
        }
        int rotateDays = 0;
        if (p.isSet(rotate)) {
            bool ok = false;
            rotateDays = p.value(rotate).toInt(&ok);
            if (!ok || rotateDays < 0 || rotateDays > 3650)
                return fail(tr("--rotate-days must be between 0 and 3650"), kUsage);
        }
        bool okTimeout = false;
        const int seconds = p.value(timeout).toInt(&okTimeout);
        if (!okTimeout || seconds < 1 || seconds > 600)
            return fail(tr("--timeout must be between 1 and 600 seconds"), kUsage);
        if (const QString f = p.value(format); f != QLatin1String("text") && f != QLatin1String("json"))
            return fail(tr("--format is text or json, not '%1'").arg(f), kUsage);

        // The metadata, always from the database.
        services::Profile profile;
        Database &db = profile.database();
        if (verb != QLatin1String("check")) {
            if (const Status st = profile.openDatabase(); !st)
                return fail(st.error());
        }
        CredentialRegistry registry(db);
        if (verb == QLatin1String("list"))
            return list(registry, p.isSet(due), p.value(format) == QLatin1String("json"));

        // The secret store: the system keychain, or the vault when asked for.
        std::unique_ptr<SecretBackend> backend;
        if (p.isSet(vault)) {
            const QString path = QFileInfo(p.value(vault)).absoluteFilePath();
            QByteArray passphrase;
            QString error;
            if (!vaultPassphrase(path, &passphrase, &error))
                return fail(error);
            backend = std::make_unique<FileVaultBackend>(path, passphrase);
            wipe(passphrase);
        } else {
            backend = std::make_unique<KeychainBackend>();
        }
        CredentialStore store(std::move(backend));
        store.setTimeout(std::chrono::seconds(seconds));

        if (verb == QLatin1String("check")) {
            const BackendStatus st = store.checkBackend();
            if (!st.available)
                return fail(st.error);
            QTextStream(stdout) << tr("%1: %2 — %3").arg(storeWords(store.storeName()), st.backend, st.detail)
                                << Qt::endl;
            return kDone;
        }

        const QString id = pos.at(1);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        if (verb == QLatin1String("set")) {
            QByteArray secret;
            QString error;
            if (!readSecret(*credentialKind, id, &secret, &error))
                return fail(error, kUsage);
            CredentialMeta meta;
            meta.id = id;
            meta.kind = *credentialKind;
            const auto existing = registry.find(id);
            if (!existing)
                return fail(existing.error());
            if (existing->has_value()) {
                meta = existing->value();
                meta.kind = *credentialKind;
                meta.usedBy.clear();
            }
            if (p.isSet(label))
                meta.label = p.value(label);
            if (p.isSet(rotate))
                meta.rotationDays = rotateDays;
            meta.usedBy = p.values(usedBy);
            const SecretStatus st = CredentialOps::save(store, registry, meta, secret, now);
            wipe(secret);
            if (!st)
                return fail(st.error());
            QTextStream(stdout)
                << tr("Stored %1 (%2) in the %3.").arg(id, kindName(meta.kind), storeWords(store.storeName()))
                << Qt::endl;
            return kDone;
        }

        // delete and rotate act where the metadata says the secret is.
        const auto existing = registry.find(id);
        if (!existing)
            return fail(existing.error());
        if (existing->has_value() && existing->value().store != store.storeName()) {
            return fail(existing->value().store == QLatin1String("vault")
                            ? tr("%1 is kept in an encrypted file vault: add --vault FILE").arg(id)
                            : tr("%1 is kept in the system keychain: leave out --vault").arg(id));
        }
        if (verb == QLatin1String("delete")) {
            bool missing = false;
            const SecretStatus st = CredentialOps::remove(store, registry, id, &missing);
            if (!st) {
                if (st.code() == SecretError::NotFound)
                    return fail(tr("there is no credential %1").arg(id));
                return fail(st.error());
            }
            QTextStream(stdout)
                << (missing ? tr("Deleted the record of %1; its secret was no longer in the %2.")
                                  .arg(id, storeWords(store.storeName()))
                            : tr("Deleted %1 from the %2.").arg(id, storeWords(store.storeName())))
                << Qt::endl;
            return kDone;
        }

        // rotate
        if (!existing->has_value())
            return fail(tr("there is no credential %1 to rotate").arg(id));
        const QString newId = pos.at(2);
        QByteArray secret;
        QString error;
        if (!readSecret(existing->value().kind, newId, &secret, &error))
            return fail(error, kUsage);
        const SecretStatus st = CredentialOps::rotate(store, registry, id, newId, secret, now);
        wipe(secret);
        if (!st)
            return fail(st.error());
        QTextStream(stdout)
            << tr("Rotated %1 to %2; its users now use %2 and the old secret is deleted.").arg(id, newId)
            << Qt::endl;
        return kDone;
    }
};

} // namespace

int secretsCommand(const QStringList &words)
{
    return SecretsCli::run(words);
}

} // namespace cg::cli

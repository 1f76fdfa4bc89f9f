// SPDX-License-Identifier: GPL-3.0-or-later
// Session authentication: ssh-agent, key files (with passphrase prompts), password, keyboard-interactive.
#include "common/logging.h"
#include "ssh/private_key.h"
#include "ssh/ssh_engine_p.h"

#include <QFile>

#include <algorithm>
#include <cstdlib>

namespace cg::ssh {

using namespace detail;

namespace {

LIBSSH2_USERAUTH_KBDINT_RESPONSE_FUNC(keyboardInteractive)
{
    auto *impl = static_cast<Session::Impl *>(*abstract);
    const SessionOptions &o = impl->self->options();
    for (int i = 0; i < num_prompts; ++i) {
        PromptRequest req;
        req.kind = PromptRequest::KeyboardInteractive;
        req.hopName = o.endpoint.displayName();
        req.user = QString::fromUtf8(impl->user);
        req.prompt =
            QString::fromUtf8(reinterpret_cast<const char *>(prompts[i].text), int(prompts[i].length));
        req.instruction = QString::fromUtf8(instruction, instruction_len);
        if (req.instruction.isEmpty())
            req.instruction = QString::fromUtf8(name, name_len);
        req.echo = prompts[i].echo != 0;
        req.host = o.endpoint.host;
        req.port = o.endpoint.port;
        QString answer;
        if (impl->kbdCancelled || !o.prompt || !impl->self->askPerson(req, &answer)) {
            impl->kbdCancelled = true;
            answer.clear();
        }
        QByteArray utf8 = answer.toUtf8();
        answer.fill(QChar(0));
        // libssh2 frees the responses with its allocator (malloc by default).
        responses[i].text = static_cast<char *>(std::malloc(std::size_t(utf8.size()) + 1));
        if (responses[i].text) {
            std::memcpy(responses[i].text, utf8.constData(), std::size_t(utf8.size()));
            responses[i].text[utf8.size()] = 0;
            responses[i].length = unsigned(utf8.size());
        } else {
            responses[i].length = 0;
        }
        std::memset(utf8.data(), 0, std::size_t(utf8.size()));
    }
}

bool hasMethod(const QByteArray &methods, const char *m)
{
    return methods.split(',').contains(QByteArray(m));
}

} // namespace

void Session::becomeReady(const QString &method)
{
    m_authUsed = method;
    m_timing.authMs = std::max<qint64>(m_phase.elapsed() - (m_promptMs - m_promptMsAtAuth), 0);
    m_state = State::Ready;
    // Keepalives keep NAT and firewall state alive on quiet links, and notice a dead bastion.
    libssh2_keepalive_config(d->s, 1, unsigned(m_engine->m_keepaliveSeconds));
    d->sinceKeepalive.start();
    Impl::secureClear(d->passphrase);
    Impl::secureClear(d->password);
    if (d->agent) {
        libssh2_agent_disconnect(d->agent);
        libssh2_agent_free(d->agent);
        d->agent = nullptr;
    }
    qCDebug(lcSsh) << "hop" << m_options.hop << m_options.endpoint.displayName() << "ready via" << method;
}

bool Session::stepAuth()
{
    Impl &x = *d;
    using A = Impl::Auth;
    const auto eagain = [&](int rc) { return rc == LIBSSH2_ERROR_EAGAIN; };
    const int ulen = int(x.user.size());
    // A question for the person (or the keychain) about this hop; `tries` answers were refused before.
    const auto question = [&](PromptRequest::Kind kind, const QString &text, int tries) {
        PromptRequest req;
        req.kind = kind;
        req.hopName = m_options.endpoint.displayName();
        req.user = QString::fromUtf8(x.user);
        req.prompt = text;
        req.host = m_options.endpoint.host;
        req.port = m_options.endpoint.port;
        req.retry = tries > 0;
        return req;
    };
    switch (x.auth) {
    case A::List: {
        char *list = libssh2_userauth_list(x.s, x.user.constData(), unsigned(ulen));
        if (!list) {
            if (libssh2_userauth_authenticated(x.s)) {
                becomeReady(QStringLiteral("none"));
                return true;
            }
            if (libssh2_session_last_errno(x.s) == LIBSSH2_ERROR_EAGAIN)
                return x.moved;
            fail(FailureKind::Auth,
                 tr("the server would not list its authentication methods: %1").arg(lastError(x.s)));
            return true;
        }
        x.methods = QByteArray(list);
        const bool agentAvailable = m_options.useAgent && !qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK");
        x.auth = hasMethod(x.methods, "publickey") ? (agentAvailable ? A::Agent : A::Keys) : A::Password;
        return true;
    }
    case A::Agent: {
        if (!x.agent) {
            x.agent = libssh2_agent_init(x.s);
            if (!x.agent || libssh2_agent_connect(x.agent) != 0 ||
                libssh2_agent_list_identities(x.agent) != 0 ||
                libssh2_agent_get_identity(x.agent, &x.identity, nullptr) != 0) {
                x.authErrors << tr("ssh-agent: no usable identity");
                x.auth = A::Keys;
                return true;
            }
        }
        const int rc = libssh2_agent_userauth(x.agent, x.user.constData(), x.identity);
        if (eagain(rc))
            return x.moved;
        if (rc == 0) {
            becomeReady(QStringLiteral("publickey (ssh-agent)"));
            return true;
        }
        libssh2_agent_publickey *next = nullptr;
        if (libssh2_agent_get_identity(x.agent, &next, x.identity) == 0) {
            x.identity = next;
        } else {
            x.authErrors << tr("ssh-agent: no key was accepted");
            x.auth = A::Keys;
        }
        return true;
    }
    case A::Keys: {
        const QStringList &files = m_options.endpoint.identityFiles;
        if (x.keyIndex >= files.size()) {
            x.auth = A::Relist;
            return true;
        }
        const QString path = files.at(x.keyIndex);
        const Result<PrivateKeyInfo> info = PrivateKeyInspector::inspect(path);
        const auto nextKey = [&] {
            Impl::secureClear(x.passphrase);
            x.passphraseAsked = false;
            x.passphraseTries = 0;
            ++x.keyIndex;
        };
        if (!info.ok()) {
            x.authErrors << info.error();
            nextKey();
            return true;
        }
        if (info->encrypted && !x.passphraseAsked) {
            x.passphraseAsked = true;
            PromptRequest req =
                question(PromptRequest::KeyPassphrase,
                         x.passphraseTries > 0 ? tr("That passphrase was wrong. Passphrase for %1").arg(path)
                                               : tr("Passphrase for %1").arg(path),
                         x.passphraseTries);
            req.keyFile = path;
            ++x.passphraseTries;
            QString answer;
            if (!askPerson(req, &answer)) {
                x.authErrors << tr("key %1: passphrase needed").arg(path);
                nextKey();
                return true;
            }
            x.passphrase = answer.toUtf8();
            answer.fill(QChar(0));
        }
        const QByteArray privPath = QFile::encodeName(path);
        const int rc = libssh2_userauth_publickey_fromfile_ex(
            x.s, x.user.constData(), unsigned(ulen), nullptr, privPath.constData(),
            info->encrypted ? x.passphrase.constData() : nullptr);
        if (eagain(rc))
            return x.moved;
        if (rc == 0) {
            becomeReady(QStringLiteral("publickey"));
            return true;
        }
        if (rc == LIBSSH2_ERROR_FILE && info->encrypted && x.passphraseTries < 3 && m_options.prompt) {
            // A wrong passphrase (perhaps an outdated one from the keychain): ask again, as ssh does.
            Impl::secureClear(x.passphrase);
            x.passphraseAsked = false;
            return true;
        }
        if (rc == LIBSSH2_ERROR_FILE) {
            x.authErrors << (info->encrypted ? tr("key %1: wrong passphrase").arg(path)
                                             : tr("key %1: this key format cannot be used").arg(path));
        } else if (info->isRsa() && LIBSSH2_VERSION_NUM < 0x010b00) {
            x.rsaRefused = true;
            x.authErrors << tr("key %1: refused (RSA)").arg(path);
        } else {
            x.authErrors << tr("key %1: refused").arg(path);
        }
        nextKey();
        return true;
    }
    case A::Relist: {
        // A key the server accepted as one factor of several ("partial success") changes what it asks
        // for next; libssh2 does not report that, so ask the server again.
        char *list = libssh2_userauth_list(x.s, x.user.constData(), unsigned(ulen));
        if (!list) {
            if (libssh2_userauth_authenticated(x.s)) {
                becomeReady(QStringLiteral("publickey"));
                return true;
            }
            if (libssh2_session_last_errno(x.s) == LIBSSH2_ERROR_EAGAIN)
                return x.moved;
        } else {
            x.methods = QByteArray(list);
        }
        x.auth = A::Password;
        return true;
    }
    case A::Password: {
        if (!hasMethod(x.methods, "password") || !m_options.prompt) {
            x.auth = A::Keyboard;
            return true;
        }
        if (!x.passwordAsked) {
            x.passwordAsked = true;
            const QString who =
                QStringLiteral("%1@%2").arg(QString::fromUtf8(x.user), m_options.endpoint.displayName());
            const PromptRequest req =
                question(PromptRequest::Password,
                         x.passwordTries > 0 ? tr("That password was refused. Password for %1").arg(who)
                                             : tr("Password for %1").arg(who),
                         x.passwordTries);
            ++x.passwordTries;
            QString answer;
            if (!askPerson(req, &answer)) {
                x.auth = A::Keyboard;
                return true;
            }
            x.password = answer.toUtf8();
            answer.fill(QChar(0));
        }
        const int rc =
            libssh2_userauth_password_ex(x.s, x.user.constData(), unsigned(ulen), x.password.constData(),
                                         unsigned(x.password.size()), nullptr);
        if (eagain(rc))
            return x.moved;
        Impl::secureClear(x.password);
        if (rc == 0) {
            becomeReady(QStringLiteral("password"));
            return true;
        }
        if (rc != LIBSSH2_ERROR_PASSWORD_EXPIRED && x.passwordTries < 3) {
            x.passwordAsked = false; // ask again, as ssh does (the server counts the tries)
            return true;
        }
        x.authErrors << (rc == LIBSSH2_ERROR_PASSWORD_EXPIRED ? tr("password expired")
                                                              : tr("password refused"));
        x.auth = A::Keyboard;
        return true;
    }
    case A::Keyboard: {
        if (!hasMethod(x.methods, "keyboard-interactive") || !m_options.prompt || x.kbdCancelled) {
            x.auth = A::Done;
            return true;
        }
        const int rc = libssh2_userauth_keyboard_interactive_ex(x.s, x.user.constData(), unsigned(ulen),
                                                                &keyboardInteractive);
        if (eagain(rc))
            return x.moved;
        if (rc == 0) {
            becomeReady(QStringLiteral("keyboard-interactive"));
            return true;
        }
        x.authErrors << (x.kbdCancelled ? tr("one-time password cancelled")
                                        : tr("keyboard-interactive refused"));
        x.auth = A::Done;
        return true;
    }
    case A::Done: {
        QString msg =
            tr("authentication failed for user %1 (server accepts: %2; tried: %3)")
                .arg(QString::fromUtf8(x.user), QString::fromLatin1(x.methods),
                     x.authErrors.isEmpty() ? tr("nothing usable") : x.authErrors.join(QStringLiteral("; ")));
        if (x.rsaRefused) {
            msg += QLatin1Char(' ') +
                   tr("RSA keys need the rsa-sha2 signatures that current OpenSSH servers require, and this "
                      "libssh2 (%1) lacks them; use an Ed25519 or ECDSA key, or libssh2 1.11 or newer.")
                       .arg(QStringLiteral(LIBSSH2_VERSION));
        }
        fail(FailureKind::Auth, msg);
        return true;
    }
    }
    return false;
}

} // namespace cg::ssh

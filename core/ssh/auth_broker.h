// SPDX-License-Identifier: GPL-3.0-or-later
// The one authentication path of the process: every prompt of every SSH session (key passphrase, password,
// keyboard-interactive one-time password) comes here. A secret store (the keychain) answers first; then the
// answers typed this session (kept in memory only, per key file or account); then the person, asked once
// per question however many sessions and features need it at the same time. A refused answer is
// forgotten and asked again; one-time passwords are never replayed.
//
// Threads: ask() is called on SSH I/O threads and blocks there; the prompter runs on the thread the broker
// lives on (the GUI's, or the command line's main thread, which must keep its event loop running).
#pragma once

#include "ssh/ssh_types.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>

#include <atomic>
#include <condition_variable>
#include <mutex>

namespace cg::ssh {

class AuthBroker : public QObject
{
    Q_OBJECT

public:
    // The id of the credential that answered, or empty: not in the store.
    using SecretSource = std::function<QString(const PromptRequest &request, QString *answer)>;
    // The secret id that would answer `request` (for a message when no person can be asked).
    using SecretNamer = std::function<QString(const PromptRequest &request)>;
    enum class Outcome { Answered, Cancelled, Unavailable };

    explicit AuthBroker(QObject *parent = nullptr);
    ~AuthBroker() override;

    void setPrompter(PromptFunction prompter);
    void setSecretSource(SecretSource source);
    void setSecretNamer(SecretNamer namer);

    // Blocks the calling (I/O) thread until answered; `abort` (may be null) gives up early. `why` says, for
    // Cancelled and Unavailable, what to tell the person.
    Outcome ask(const PromptRequest &request, QString *answer, QString *why,
                const std::atomic<bool> *abort = nullptr);

    // Forgets the answers typed this session (a credential was changed).
    void forgetAnswers();
    // Gives up every prompt waiting for the person now (they read as cancelled); later ones are asked.
    void abandonCurrentPrompts();
    // Gives up every prompt, now and later (the owner is shutting down).
    void abandonPrompts();

    int promptsShown() const { return m_prompts.load(); }
    int storeAnswers() const { return m_storeAnswers.load(); }
    // Milliseconds during which at least one prompt waited for the person, since the broker was made: a
    // timing taken across a prompt subtracts the difference, so that it shows the network, not the person.
    qint64 personMs() const;
    // The memory key of a question: KIND|key file (passphrases) or KIND|user@host:port (passwords).
    static QString cacheKey(const PromptRequest &request);

signals:
    void answeredFromStore(const QString &credentialId);
    void promptShown(const QString &hopName, int kind);

private:
    bool promptPerson(const PromptRequest &request, QString *answer, const std::atomic<bool> *abort,
                      bool *gaveUp);

    std::mutex m_mutex;
    std::condition_variable m_changed;
    PromptFunction m_prompter;
    SecretSource m_source;
    SecretNamer m_namer;
    QHash<QString, QString> m_answers; // typed this session, by cacheKey
    QHash<QString, int> m_inFlight;    // cacheKey -> prompts being asked
    quint64 m_generation = 0;          // bumped by abandonPrompts()
    std::atomic<int> m_prompts{0};
    std::atomic<int> m_storeAnswers{0};
    void personWaits(bool begin);
    mutable std::mutex m_personMutex;
    QElapsedTimer m_personClock; // running while m_personOpen > 0
    qint64 m_personTotal = 0;
    int m_personOpen = 0;
    std::atomic<bool> m_stopping{false};
};

} // namespace cg::ssh

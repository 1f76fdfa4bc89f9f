// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/validation_engine.h"

#include "common/local_user.h"
#include "common/logging.h"
#include "inventory/hostlist.h"
#include "ledger/audit_log.h"
#include "ssh/connection_hub.h"
#include "ssh/ssh_engine.h"
#include "storage/database.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QSemaphore>

namespace cg::validation {

namespace {

// The run's evidence store is the record behind the report: a write it refused is logged (the audit log
// still holds each result's hash), never silently dropped.
void warnIfNotStored(const Status &stored)
{
    if (!stored)
        qCWarning(lcStorage) << "validation evidence not stored:" << stored.error();
}

} // namespace

ValidationEngine::ValidationEngine(ssh::ConnectionHub &hub, Database *db, ledger::AuditLog *audit,
                                   QObject *parent)
    : QObject(parent), m_db(db), m_audit(audit), m_hub(&hub)
{
    qRegisterMetaType<cg::validation::CheckResult>();
    if (m_db)
        m_store = std::make_unique<EvidenceStore>(*m_db);
    m_operator = localUserName();
}

// Shared by a run's task (on the hub's I/O thread) and the engine: the task touches the engine only after
// saying it started, and only while the engine has not cancelled it; the engine waits for a started run.
struct ValidationEngine::RunState
{
    std::atomic<bool> started{false};
    QSemaphore done;
};

ValidationEngine::~ValidationEngine()
{
    if (m_task) {
        m_cancel->store(true);
        delete m_task;
        m_task = nullptr;
        if (m_run->started.load()) {
            int waited = 0;
            while (!m_run->done.tryAcquire(1, 50)) {
                if ((waited += 50) >= 500 && m_hub)
                    m_hub->auth().abandonCurrentPrompts(); // a prompt on this thread would never be answered
            }
        }
    }
}

void ValidationEngine::setChecklist(const Checklist &checklist)
{
    m_checklist = checklist;
    m_levels.clear();
    for (const LevelDef &l : checklist.levels) {
        LevelResult lr;
        lr.id = l.id;
        lr.title = l.title;
        for (const CheckDef &c : l.checks) {
            CheckResult cr;
            cr.level = l.id;
            cr.id = c.id;
            cr.title = c.title;
            cr.kind = c.kind;
            cr.required = c.required;
            lr.checks << cr;
        }
        m_levels << lr;
    }
}

void ValidationEngine::setTarget(const ValidationTarget &target)
{
    m_target = target;
    m_stored.clear();
    if (m_store) {
        const auto stored = m_store->lastLevelStatus(target.cluster.name);
        if (stored.ok())
            m_stored = stored.value();
    }
}

LevelResult *ValidationEngine::levelRef(const QString &id)
{
    for (LevelResult &l : m_levels) {
        if (l.id == id)
            return &l;
    }
    return nullptr;
}

const LevelResult *ValidationEngine::level(const QString &levelId) const
{
    for (const LevelResult &l : m_levels) {
        if (l.id.compare(levelId, Qt::CaseInsensitive) == 0)
            return &l;
    }
    return nullptr;
}

void ValidationEngine::audit(const QString &action, const QString &subject, const QJsonObject &details)
{
    qCDebug(lcValidation) << action << subject << "run" << m_runId;
    if (!m_audit)
        return;
    ledger::AuditEvent e;
    e.actor = m_operator;
    e.action = action;
    e.subject = subject;
    e.details = details;
    const auto r = m_audit->append(e);
    if (!r.ok())
        m_storageError = r.error();
}

Status ValidationEngine::overrideLevel(const QString &levelId, const QString &reason)
{
    LevelResult *l = levelRef(m_checklist.level(levelId) ? m_checklist.level(levelId)->id : levelId);
    if (!l)
        return Status::failure(tr("no level '%1' in checklist %2").arg(levelId, m_checklist.name));
    if (reason.trimmed().isEmpty())
        return Status::failure(tr("an override needs a reason"));
    l->overrideReason = reason.trimmed();
    l->overrideBy = m_operator;
    audit(QStringLiteral("validation.override"), QStringLiteral("cluster:") + m_target.cluster.name,
          QJsonObject{{QStringLiteral("level"), l->id},
                      {QStringLiteral("reason"), l->overrideReason},
                      {QStringLiteral("status"), statusName(l->status)},
                      {QStringLiteral("checklist"), m_checklist.name}});
    if (m_store && m_runId > 0)
        warnIfNotStored(m_store->recordLevel(m_runId, *l));
    return Ok{};
}

QString ValidationEngine::levelToOverride(const QString &levelId) const
{
    const int index = m_checklist.indexOf(levelId);
    if (index < 0)
        return {};
    const auto statusOf = [this](int i) {
        const LevelResult *l = level(m_checklist.levels.at(i).id);
        if (l && l->status != CheckStatus::Pending)
            return l->status;
        return m_stored.value(m_checklist.levels.at(i).id, CheckStatus::Pending);
    };
    const auto overridden = [this](int i) {
        const LevelResult *l = level(m_checklist.levels.at(i).id);
        return l && !l->overrideReason.isEmpty();
    };
    const CheckStatus own = statusOf(index);
    if (own == CheckStatus::Fail || own == CheckStatus::Warn || own == CheckStatus::NotRun)
        return overridden(index) ? QString() : m_checklist.levels.at(index).id;
    if (own == CheckStatus::Pass)
        return {};
    // Blocked, or not run yet: the lowest level below that has neither passed nor been overridden.
    for (int i = 0; i < index; ++i) {
        if (statusOf(i) != CheckStatus::Pass && !overridden(i))
            return m_checklist.levels.at(i).id;
    }
    return {};
}

Status ValidationEngine::excludeNodes(const QString &expression, const QString &reason)
{
    if (m_task)
        return Status::failure(tr("a run is going on: exclude nodes before it starts"));
    if (reason.trimmed().isEmpty())
        return Status::failure(tr("excluding nodes needs a reason (it is printed in the report)"));
    const Result<QStringList> names = Hostlist::expand(expression.trimmed());
    if (!names.ok())
        return Status::failure(tr("node list '%1': %2").arg(expression, names.error()));
    QStringList known;
    for (const TargetNode &n : std::as_const(m_target.nodes))
        known << n.name;
    QList<NodeNote> added;
    for (const QString &name : names.value()) {
        if (!known.contains(name))
            return Status::failure(tr("no node '%1' in cluster %2 (its nodes: %3)")
                                       .arg(name, m_target.cluster.name, known.join(QLatin1String(", "))));
        const bool already = std::any_of(m_target.excluded.begin(), m_target.excluded.end(),
                                         [&](const NodeNote &e) { return e.node == name; });
        if (!already &&
            std::none_of(added.begin(), added.end(), [&](const NodeNote &e) { return e.node == name; }))
            added << NodeNote{name, reason.trimmed()};
    }
    if (m_target.excluded.size() + added.size() >= m_target.nodes.size())
        return Status::failure(
            tr("excluding %1 leaves no node of %2 to validate").arg(expression, m_target.cluster.name));
    m_target.excluded << added;
    audit(QStringLiteral("validation.exclude"), QStringLiteral("cluster:") + m_target.cluster.name,
          QJsonObject{{QStringLiteral("expression"), expression.trimmed()},
                      {QStringLiteral("nodes"), nodeNotesJson(added)},
                      {QStringLiteral("reason"), reason.trimmed()},
                      {QStringLiteral("checklist"), m_checklist.name}});
    return Ok{};
}

void ValidationEngine::clearExclusions()
{
    if (!m_task)
        m_target.excluded.clear();
}

void ValidationEngine::clearOverride(const QString &levelId)
{
    if (LevelResult *l = levelRef(levelId)) {
        l->overrideReason.clear();
        l->overrideBy.clear();
    }
}

CheckStatus ValidationEngine::levelStatus(const QList<CheckResult> &checks, QString *reason)
{
    QStringList failed, warned, notRun;
    for (const CheckResult &c : checks) {
        if (c.status == CheckStatus::Fail) {
            failed << c.id;
        } else if (c.status == CheckStatus::Warn) {
            warned << c.id;
        } else if (c.required && (c.status == CheckStatus::NotRun || c.status == CheckStatus::Pending)) {
            QStringList nodes;
            for (const NodeNote &n : c.notMeasured)
                nodes << n.node;
            notRun << (nodes.isEmpty()
                           ? c.id
                           : tr("%1 (not measured on %2)").arg(c.id, nodes.join(QLatin1String(", "))));
        }
    }
    if (!failed.isEmpty()) {
        *reason = tr("failed: %1").arg(failed.join(QLatin1String(", ")));
        return CheckStatus::Fail;
    }
    if (!warned.isEmpty()) {
        *reason = tr("warnings: %1").arg(warned.join(QLatin1String(", ")));
        return CheckStatus::Warn;
    }
    if (!notRun.isEmpty()) {
        *reason = tr("not run: %1").arg(notRun.join(QLatin1String(", ")));
        return CheckStatus::NotRun;
    }
    reason->clear();
    return CheckStatus::Pass;
}

void ValidationEngine::applyExpectations(const CheckDef &def, const ClusterContract &contract,
                                         CheckResult &result)
{
    QStringList unmet, unmeasured;
    for (const Expectation &e : def.expect) {
        Figure *f = nullptr;
        for (Figure &x : result.figures) {
            if (x.name == e.figure)
                f = &x;
        }
        if (!f) {
            if (result.status == CheckStatus::Pass)
                unmet << tr("%1 was not measured").arg(e.figure);
            continue;
        }
        const Result<ResolvedThreshold> t = Checklists::resolve(e, contract);
        if (!t.ok()) {
            unmet << t.error();
            continue;
        }
        if (!e.unit.isEmpty())
            f->unit = e.unit;
        f->op = e.op;
        f->thresholdText = t->explanation;
        if (!t->has)
            continue;
        f->hasThreshold = true;
        f->threshold = t->value;
        if (!f->measured) {
            // Never compared: a figure nobody measured neither meets nor misses its threshold.
            f->met = false;
            unmeasured << e.figure;
            continue;
        }
        f->met = compareFigure(f->value, e.op, t->value);
        if (!f->met)
            unmet << tr("%1 = %2 %3, expected %4 %5")
                         .arg(e.figure)
                         .arg(f->value, 0, 'g', 6)
                         .arg(f->unit, e.op)
                         .arg(t->value, 0, 'g', 6);
    }
    if (!unmet.isEmpty() && (result.status == CheckStatus::Pass || result.status == CheckStatus::Warn)) {
        result.status = CheckStatus::Fail;
        result.reason = unmet.join(QLatin1String("; "));
    } else if (!unmeasured.isEmpty() &&
               (result.status == CheckStatus::Pass || result.status == CheckStatus::Warn)) {
        result.status = CheckStatus::NotRun;
        result.reason = tr("not measured: %1").arg(unmeasured.join(QLatin1String(", ")));
    }
}

bool ValidationEngine::start(const QStringList &levelIds)
{
    if (m_task)
        return false;
    QStringList ordered;
    for (const LevelDef &l : m_checklist.levels) {
        for (const QString &id : levelIds) {
            if (id.compare(l.id, Qt::CaseInsensitive) == 0 && !ordered.contains(l.id))
                ordered << l.id;
        }
    }
    if (ordered.isEmpty())
        return false;
    m_lastRun = ordered;
    m_storageError.clear();
    m_runId = 0;
    if (m_store) {
        const auto run =
            m_store->beginRun(m_target.cluster.id, m_target.cluster.name, m_checklist.name, m_operator);
        if (run.ok()) {
            m_runId = run.value();
            const auto prev = m_store->previousFigures(m_target.cluster.name, m_runId);
            m_previous = prev.ok() ? prev.value() : QHash<QString, double>{};
        } else {
            m_storageError = run.error();
        }
    }
    // What the gate knows when the run starts: this session's results, else earlier runs'.
    QHash<QString, bool> gate;
    for (const LevelResult &l : std::as_const(m_levels)) {
        const CheckStatus s =
            l.status != CheckStatus::Pending ? l.status : m_stored.value(l.id, CheckStatus::Pending);
        gate.insert(l.id, s == CheckStatus::Pass || !l.overrideReason.isEmpty());
    }
    QHash<QString, bool> overridden;
    for (const LevelResult &l : std::as_const(m_levels))
        overridden.insert(l.id, !l.overrideReason.isEmpty());
    for (const QString &id : ordered) {
        LevelResult *l = levelRef(id);
        l->status = CheckStatus::Pending;
        l->reason.clear();
        l->nodesTotal = int(m_target.nodes.size());
        l->excluded = m_target.excluded;
        for (CheckResult &c : l->checks) {
            CheckResult fresh;
            fresh.level = c.level;
            fresh.id = c.id;
            fresh.title = c.title;
            fresh.kind = c.kind;
            fresh.required = c.required;
            c = fresh;
        }
    }
    audit(QStringLiteral("validation.run"), QStringLiteral("cluster:") + m_target.cluster.name,
          QJsonObject{{QStringLiteral("run"), m_runId},
                      {QStringLiteral("checklist"), m_checklist.name},
                      {QStringLiteral("levels"), QJsonArray::fromStringList(ordered)},
                      {QStringLiteral("nodes"), m_target.nodes.size()},
                      {QStringLiteral("excluded"), nodeNotesJson(m_target.excluded)}});
    emit runStarted(m_runId, ordered);

    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto cancel = m_cancel;
    const Checklist checklist = m_checklist;
    ValidationTarget target = m_target;
    target.nodes = m_target.runNodes();
    ssh::AuditSink *sink = m_commandSink;
    if (sink)
        m_hub->setAuditSink(sink);
    auto run = std::make_shared<RunState>();
    m_run = run;
    ssh::ChainPlan plan;
    if (!target.nodes.isEmpty())
        plan = target.nodes.first().plan;
    ssh::SessionOptions base = target.base;
    base.policy = ssh::HostKeyPolicy::Strict; // validation proves keys are on record
    base.timeoutMs = target.connectTimeoutMs;
    ssh::TaskOptions taskOptions;
    taskOptions.connectTarget = false;
    taskOptions.retry = false;
    const auto body = [this, checklist, target, ordered, gate, overridden, cancel, sink,
                       run](ssh::TaskContext &task) mutable -> ssh::SshError {
        run->started = true;
        if (cancel->load()) {
            run->done.release();
            return {};
        }
        CheckContext ctx(target, task.engine);
        ctx.cancelled = [cancel, &task] { return cancel->load() || task.cancelled(); };
        ctx.auditSink = sink;
        ctx.prompt = task.base.prompt;
        ctx.sharedHops = [&task](const QList<ssh::Endpoint> &jumps) { return task.hopsFor(jumps); };
        for (const QString &id : ordered) {
            const int index = checklist.indexOf(id);
            const LevelDef &def = checklist.levels.at(index);
            QMetaObject::invokeMethod(
                this, [this, id] { emit levelStarted(id); }, Qt::QueuedConnection);
            const QString below = index > 0 ? checklist.levels.at(index - 1).id : QString();
            QList<CheckResult> results;
            if (!below.isEmpty() && !gate.value(below)) {
                const QString why = tr("blocked: %1 has not passed (run it, or override it "
                                       "with a reason)")
                                        .arg(below);
                for (const CheckDef &c : def.checks) {
                    CheckResult r;
                    r.level = id;
                    r.id = c.id;
                    r.title = c.title;
                    r.kind = c.kind;
                    r.required = c.required;
                    r.status = CheckStatus::Blocked;
                    r.reason = why;
                    r.excluded = target.excluded;
                    results << r;
                    QMetaObject::invokeMethod(
                        this, [this, r] { onCheckFinished(r); }, Qt::QueuedConnection);
                }
                gate.insert(id, overridden.value(id));
                QMetaObject::invokeMethod(
                    this, [this, id, why] { onLevelFinished(id, CheckStatus::Blocked, why); },
                    Qt::QueuedConnection);
                continue;
            }
            for (const CheckDef &c : def.checks) {
                QMetaObject::invokeMethod(
                    this, [this, id, c] { emit checkStarted(id, c.id); }, Qt::QueuedConnection);
                const QString checkId = c.id;
                ctx.progress = [this, id, checkId](const QString &text) {
                    QMetaObject::invokeMethod(
                        this, [this, id, checkId, text] { emit checkProgress(id, checkId, text); },
                        Qt::QueuedConnection);
                };
                CheckResult r = Checks::run(c, ctx);
                r.level = id;
                r.excluded = target.excluded;
                applyExpectations(c, target.cluster.contract, r);
                results << r;
                QMetaObject::invokeMethod(
                    this, [this, r] { onCheckFinished(r); }, Qt::QueuedConnection);
            }
            QString reason;
            CheckStatus status = levelStatus(results, &reason);
            if (cancel->load() && status != CheckStatus::Fail) {
                status = CheckStatus::NotRun;
                reason = tr("cancelled");
            }
            gate.insert(id, status == CheckStatus::Pass || overridden.value(id));
            QMetaObject::invokeMethod(
                this, [this, id, status, reason] { onLevelFinished(id, status, reason); },
                Qt::QueuedConnection);
        }
        run->done.release();
        return {};
    };
    m_task = m_hub->task(plan, base, body, taskOptions, this);
    connect(m_task, &ssh::TaskRequest::finished, this, &ValidationEngine::onThreadDone, Qt::QueuedConnection);
    return true;
}

void ValidationEngine::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void ValidationEngine::onCheckFinished(CheckResult result)
{
    result.evidenceSha256 =
        QCryptographicHash::hash(result.evidenceJson(), QCryptographicHash::Sha256).toHex();
    for (Figure &f : result.figures) {
        const QString key = result.level + QLatin1Char('/') + result.id + QLatin1Char('/') + f.name;
        if (m_previous.contains(key)) {
            f.hasPrevious = true;
            f.previous = m_previous.value(key);
        }
    }
    if (LevelResult *l = levelRef(result.level)) {
        for (CheckResult &c : l->checks) {
            if (c.id == result.id)
                c = result;
        }
    }
    if (m_store && m_runId > 0) {
        const Status st = m_store->recordCheck(m_runId, result);
        if (!st.ok())
            m_storageError = st.error();
    }
    if (result.status != CheckStatus::Blocked)
        audit(QStringLiteral("validation.check"), QStringLiteral("cluster:") + m_target.cluster.name,
              QJsonObject{{QStringLiteral("run"), m_runId},
                          {QStringLiteral("level"), result.level},
                          {QStringLiteral("check"), result.id},
                          {QStringLiteral("status"), statusName(result.status)},
                          {QStringLiteral("evidence_sha256"), QString::fromLatin1(result.evidenceSha256)}});
    emit checkFinished(result);
}

void ValidationEngine::onLevelFinished(const QString &level, CheckStatus status, const QString &reason)
{
    LevelResult *l = levelRef(level);
    if (!l)
        return;
    l->status = status;
    l->reason = reason;
    if (status != CheckStatus::Blocked)
        m_stored.insert(level, status);
    if (m_store && m_runId > 0)
        warnIfNotStored(m_store->recordLevel(m_runId, *l));
    audit(QStringLiteral("validation.level"), QStringLiteral("cluster:") + m_target.cluster.name,
          QJsonObject{{QStringLiteral("run"), m_runId},
                      {QStringLiteral("level"), level},
                      {QStringLiteral("status"), statusName(status)},
                      {QStringLiteral("reason"), reason}});
    emit levelFinished(level, int(status), reason);
}

void ValidationEngine::onThreadDone()
{
    if (!m_task)
        return;
    m_task->deleteLater();
    m_task = nullptr;
    if (m_store && m_runId > 0)
        warnIfNotStored(m_store->endRun(m_runId));
    qCDebug(lcValidation) << "run" << m_runId << "finished; passed:" << lastRunPassed();
    emit finished(lastRunPassed());
}

bool ValidationEngine::lastRunPassed() const
{
    if (m_lastRun.isEmpty())
        return false;
    for (const QString &id : m_lastRun) {
        const LevelResult *l = level(id);
        if (!l || l->status != CheckStatus::Pass)
            return false;
    }
    return true;
}

} // namespace cg::validation

// SPDX-License-Identifier: GPL-3.0-or-later
// Job specs read: both layouts (job_spec.h) into one JobSpec, each problem with its line and column, and the
// storage locations a spec may name.
#include "jobs/job_spec.h"
#include "jobs/job_spec_check_p.h"
#include "jobs/job_spec_p.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <functional>
#include <limits>
#include <map>

namespace cg::jobs {

using namespace detail;

namespace {

// The flat layout's keys (all at the top).
const QStringList &flatKeys()
{
    static const QStringList keys = {
        QStringLiteral("name"),          QStringLiteral("priority"),   QStringLiteral("queue"),
        QStringLiteral("replicas"),      QStringLiteral("resources"),  QStringLiteral("locality"),
        QStringLiteral("time_limit"),    QStringLiteral("image"),      QStringLiteral("environment"),
        QStringLiteral("command"),       QStringLiteral("datasets"),   QStringLiteral("storage"),
        QStringLiteral("checkpoint"),    QStringLiteral("resume"),     QStringLiteral("preemptible"),
        QStringLiteral("restartPolicy"), QStringLiteral("maxRetries"), QStringLiteral("account"),
        QStringLiteral("project"),       QStringLiteral("seed"),       QStringLiteral("commit"),
        QStringLiteral("failover")};
    return keys;
}

// The guides' layout: the top, `job:` and `job: worker:`.
const QStringList &guideTopKeys()
{
    static const QStringList keys = {QStringLiteral("job"), QStringLiteral("checkpoint"),
                                     QStringLiteral("resume")};
    return keys;
}

const QStringList &workerKeys()
{
    static const QStringList keys = {QStringLiteral("resources"), QStringLiteral("command"),
                                     QStringLiteral("image"), QStringLiteral("environment")};
    return keys;
}

const QStringList &jobKeys()
{
    static const QStringList keys = [] {
        QStringList k = {QStringLiteral("worker")};
        for (const QString &f : flatKeys()) {
            if (f != QLatin1String("resources"))
                k << f;
        }
        return k;
    }();
    return keys;
}

QString q2(const char *s)
{
    return QLatin1String(s);
}

// Reads either layout into one JobSpec.
class Reader
{
public:
    Reader(Checker &checker, JobSpec &out) : c(checker), spec(out) {}

    SpecLayout layout = SpecLayout::Flat;

    void root(const YAML::Node &n)
    {
        bool guide = false;
        if (n.IsMap()) {
            for (auto it = n.begin(); it != n.end(); ++it) {
                if (it->first.IsScalar() && it->first.Scalar() == "job") {
                    guide = true;
                    m_jobMark = it->first.Mark();
                }
            }
        }
        if (!guide) {
            c.map(
                n, JobSpecs::tr("a job spec"), flatKeys(),
                [&](const QString &k, const YAML::Node &v) { field(k, v, QString()); }, guideTopKeys());
            if (!n.IsMap())
                return;
            finish(n.Mark());
            return;
        }
        layout = SpecLayout::Guide;
        c.map(
            n, JobSpecs::tr("a job spec"), guideTopKeys(),
            [&](const QString &k, const YAML::Node &v) {
                if (k == QLatin1String("job"))
                    job(v);
                else
                    field(k, v, QString());
            },
            flatKeys(),
            [&](const QString &k, const YAML::Node &key) {
                if (!flatKeys().contains(k))
                    return false;
                const bool perReplica = workerKeys().contains(k);
                c.add(key, JobSpecs::tr("'%1' is a top-level key of the flat layout, but this spec uses the "
                                        "guides' layout ('job:' at line %2): move '%1' under '%3', or "
                                        "write every key at the top without 'job:'")
                               .arg(k)
                               .arg(m_jobMark.line + 1)
                               .arg(perReplica ? q2("job: worker:") : q2("job:")));
                return true;
            });
        if (m_jobIsMap)
            finish(m_jobMark);
    }

private:
    Checker &c;
    JobSpec &spec;
    YAML::Mark m_jobMark = YAML::Mark::null_mark();
    std::optional<YAML::Mark> m_workerMark, m_imageMark, m_environmentMark, m_preemptibleMark;
    std::optional<bool> m_preemptible;
    bool m_jobIsMap = false;
    bool m_hasName = false, m_hasCommand = false, m_hasStrategy = false, m_hasMode = false;
    QHash<QString, QString> m_given; // key -> where it was given first ("job: worker:", "the top")

    // A key may be given once in the whole spec, whichever map holds it.
    bool claim(const QString &key, const QString &where)
    {
        const QString here = where.isEmpty() ? JobSpecs::tr("the top") : QStringLiteral("'%1'").arg(where);
        const auto it = m_given.constFind(key);
        if (it != m_given.constEnd()) {
            c.add(c.keyMark,
                  JobSpecs::tr("'%1' is given twice: in %2 and in %3; keep one").arg(key, *it, here));
            return false;
        }
        m_given.insert(key, here);
        return true;
    }

    void job(const YAML::Node &n)
    {
        m_jobIsMap = n.IsMap();
        c.map(
            n, JobSpecs::tr("'job'"), jobKeys(),
            [&](const QString &k, const YAML::Node &v) {
                if (k == QLatin1String("worker")) {
                    m_workerMark = c.keyMark;
                    c.map(v, JobSpecs::tr("'worker'"), workerKeys(),
                          [&](const QString &wk, const YAML::Node &wv) {
                              field(wk, wv, QStringLiteral("job: worker:"));
                          });
                } else {
                    field(k, v, QStringLiteral("job:"));
                }
            },
            {},
            [&](const QString &k, const YAML::Node &key) {
                if (k != QLatin1String("resources"))
                    return false;
                c.add(key, JobSpecs::tr("'resources' belongs under 'worker:' in the guides' layout "
                                        "(job: worker: resources:)"));
                return true;
            });
    }

    void finish(const YAML::Mark &where)
    {
        const bool guide = layout == SpecLayout::Guide;
        if (!m_hasName)
            c.add(where, guide ? JobSpecs::tr("missing 'name' under 'job:' (the job's name on the cluster), "
                                              "e.g. 'name: finetune-batch-01'")
                               : JobSpecs::tr("missing 'name' (the job's name on the cluster)"));
        if (!m_hasCommand) {
            const QString example =
                QStringLiteral("command: python train.py --data \"$CG_DATASET_DIR\" --resume-from "
                               "\"$CG_RESUME_FROM\"");
            if (!guide)
                c.add(where, JobSpecs::tr("missing 'command' (the bash command each replica runs)"));
            else if (m_workerMark)
                c.add(*m_workerMark,
                      JobSpecs::tr("missing 'command' (the bash command each replica runs; the guides' "
                                   "example leaves it out): add it under 'worker:', indented like "
                                   "'resources:', e.g. '%1'")
                          .arg(example));
            else
                c.add(where, JobSpecs::tr("missing 'command' (the bash command each replica runs): add "
                                          "'worker:' under 'job:' with it, e.g. 'worker: {%1}'")
                                 .arg(example));
        }
        if (m_imageMark && m_environmentMark)
            c.add(*m_environmentMark, JobSpecs::tr("give either 'image' or 'environment', not both"));
        if (spec.priority == Priority::Low) {
            if (m_preemptible && !*m_preemptible)
                c.add(*m_preemptibleMark,
                      JobSpecs::tr("'preemptible: false' contradicts 'priority: low' (low "
                                   "means preemptible); drop one of them"));
            spec.preemptible = true;
        }
    }

    void field(const QString &k, const YAML::Node &v, const QString &where)
    {
        if (!claim(k, where))
            return;
        if (k == QLatin1String("name")) {
            m_hasName = true;
            if (const auto t = c.slurmName(v, k))
                spec.name = *t;
        } else if (k == QLatin1String("priority")) {
            if (const auto p = c.choice(v, k, kPriorities))
                spec.priority = *p;
        } else if (k == QLatin1String("queue")) {
            if (const auto t = c.slurmName(v, k))
                spec.queue = *t;
        } else if (k == QLatin1String("replicas")) {
            if (const auto x = c.integer(v, k, 1, 10000))
                spec.replicas = int(*x);
        } else if (k == QLatin1String("resources")) {
            resources(v);
        } else if (k == QLatin1String("locality")) {
            if (const auto l = c.choice(v, k, kLocalities))
                spec.locality = *l;
        } else if (k == QLatin1String("time_limit")) {
            const QString expected =
                JobSpecs::tr("a duration such as 2-00:00:00, 48:00:00, 90m, 36h or 2d (at most 365 days)");
            if (const auto t = c.text(v, k, expected)) {
                const auto d = JobSpecs::parseDuration(*t);
                if (!d || *d <= 0 || *d > 365 * 86400)
                    c.add(v, JobSpecs::tr("'%1' must be %2, not '%3'").arg(k, expected, t->left(80)));
                else
                    spec.timeLimitSeconds = *d;
            }
        } else if (k == QLatin1String("image") || k == QLatin1String("environment")) {
            (k == QLatin1String("image") ? m_imageMark : m_environmentMark) = v.Mark();
            const QString expected =
                k == QLatin1String("image")
                    ? JobSpecs::tr("a container image (a path to a .sif file or a registry reference) "
                                   "without spaces or quotes")
                    : JobSpecs::tr("a virtualenv or conda prefix on the cluster, without spaces or quotes");
            if (const auto t = c.line(v, k, expected, 512)) {
                static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9._/:@+%=~#-]+$"));
                if (!re.match(*t).hasMatch())
                    c.add(v, JobSpecs::tr("'%1' must be %2").arg(k, expected));
                else
                    (k == QLatin1String("image") ? spec.image : spec.environment) = *t;
            }
        } else if (k == QLatin1String("command")) {
            m_hasCommand = true;
            const QString expected = JobSpecs::tr("the bash command each replica runs");
            if (const auto t = c.text(v, k, expected)) {
                if (t->trimmed().isEmpty() || t->contains(QChar(0)))
                    c.add(v, JobSpecs::tr("'%1' must be %2").arg(k, expected));
                else
                    spec.command = *t;
            }
        } else if (k == QLatin1String("datasets")) {
            parseDatasets(c, v, spec);
        } else if (k == QLatin1String("storage")) {
            storage(v);
        } else if (k == QLatin1String("checkpoint")) {
            checkpoint(v);
        } else if (k == QLatin1String("resume")) {
            resume(v);
        } else if (k == QLatin1String("failover")) {
            failover(v);
        } else if (k == QLatin1String("preemptible")) {
            m_preemptibleMark = v.Mark();
            if (const auto b = c.boolean(v, k)) {
                spec.preemptible = *b;
                m_preemptible = *b;
            }
        } else if (k == QLatin1String("restartPolicy")) {
            if (const auto r = c.choice(v, k, kRestartPolicies))
                spec.restartPolicy = *r;
        } else if (k == QLatin1String("maxRetries")) {
            if (const auto x = c.integer(v, k, 0, 100))
                spec.maxRetries = int(*x);
        } else if (k == QLatin1String("account")) {
            if (const auto t = c.slurmName(v, k))
                spec.account = *t;
        } else if (k == QLatin1String("project")) {
            if (const auto t = c.slurmName(v, k))
                spec.project = *t;
        } else if (k == QLatin1String("seed")) {
            if (const auto x = c.integer(v, k, 0, std::numeric_limits<qint64>::max()))
                spec.seed = *x;
        } else if (k == QLatin1String("commit")) {
            const QString expected = JobSpecs::tr("a commit id or tag (letters, digits, . _ / + -)");
            if (const auto t = c.line(v, k, expected, 100)) {
                static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9._/+-]+$"));
                if (!re.match(*t).hasMatch())
                    c.add(v, JobSpecs::tr("'%1' must be %2").arg(k, expected));
                else
                    spec.codeCommit = *t;
            }
        }
    }

    void resources(const YAML::Node &n)
    {
        c.map(n, JobSpecs::tr("'resources'"),
              {QStringLiteral("accelerators"), QStringLiteral("cpu"), QStringLiteral("memory_gb"),
               QStringLiteral("interconnect")},
              [&](const QString &k, const YAML::Node &v) {
                  if (k == QLatin1String("accelerators")) {
                      if (const auto x = c.integer(v, k, 0, 64))
                          spec.resources.accelerators = int(*x);
                  } else if (k == QLatin1String("cpu")) {
                      if (const auto x = c.integer(v, k, 1, 4096))
                          spec.resources.cpus = int(*x);
                  } else if (k == QLatin1String("interconnect")) {
                      if (const auto i = c.choice(v, k, kInterconnects))
                          spec.resources.interconnect = *i;
                  } else if (const auto x = c.number(v, k, 0, 65536)) {
                      spec.resources.memoryGb = *x;
                  }
              });
    }

    // One storage entry, checked; nullopt after saying what is wrong.
    std::optional<StorageLocation> location(const YAML::Node &item, const QString &key)
    {
        const QString expected = JobSpecs::tr("a path on the cluster's shared filesystem or an "
                                              "object-store://bucket/prefix or s3://bucket/prefix URI");
        const auto t = c.line(item, key, expected);
        if (!t)
            return std::nullopt;
        QString why;
        const auto loc = JobSpecs::storageLocation(*t, &why);
        if (!loc)
            c.add(item, why);
        return loc;
    }

    void addCheckpointStorage(const YAML::Node &item, const QString &key)
    {
        const auto loc = location(item, key);
        if (!loc || spec.checkpoint.storage.contains(loc->text))
            return;
        if (loc->kind == StorageLocation::Kind::Path) {
            for (const QString &s : std::as_const(spec.checkpoint.storage)) {
                if (!s.contains(QLatin1String("://"))) {
                    c.add(item, JobSpecs::tr("only one filesystem path may be given for checkpoints; the "
                                             "others can be s3:// or object-store:// mirrors"));
                    return;
                }
            }
        }
        spec.checkpoint.storage << loc->text;
    }

    void storage(const YAML::Node &n)
    {
        c.map(n, JobSpecs::tr("'storage'"), {QStringLiteral("dataset"), QStringLiteral("checkpoint")},
              [&](const QString &k, const YAML::Node &v) {
                  if (k == QLatin1String("checkpoint")) {
                      addCheckpointStorage(v, k);
                  } else if (const auto loc = location(v, k)) {
                      spec.datasetSource = loc->text;
                  }
              });
    }

    void checkpoint(const YAML::Node &n)
    {
        c.map(n, JobSpecs::tr("'checkpoint'"),
              {QStringLiteral("storage"), QStringLiteral("target"), QStringLiteral("interval_steps"),
               QStringLiteral("keep_last"), QStringLiteral("verify_on_write")},
              [&](const QString &k, const YAML::Node &v) {
                  if (k == QLatin1String("storage") || k == QLatin1String("target")) {
                      if (v.IsSequence() && k == QLatin1String("storage")) {
                          for (std::size_t i = 0; i < v.size(); ++i)
                              addCheckpointStorage(v[i], k);
                      } else {
                          addCheckpointStorage(v, k);
                      }
                  } else if (k == QLatin1String("interval_steps")) {
                      if (const auto x = c.integer(v, k, 0, 1000000000))
                          spec.checkpoint.intervalSteps = int(*x);
                  } else if (k == QLatin1String("keep_last")) {
                      if (const auto x = c.integer(v, k, 1, 1000))
                          spec.checkpoint.keepLast = int(*x);
                  } else if (const auto b = c.boolean(v, k)) {
                      spec.checkpoint.verifyOnWrite = *b;
                  }
              });
    }

    void failover(const YAML::Node &n)
    {
        c.map(n, JobSpecs::tr("'failover'"),
              {QStringLiteral("backups"), QStringLiteral("unreachable_after"),
               QStringLiteral("preempted_after"), QStringLiteral("queued_after")},
              [&](const QString &k, const YAML::Node &v) {
                  if (k == QLatin1String("backups")) {
                      const QString expected = JobSpecs::tr("a saved cluster's name");
                      if (!v.IsSequence()) {
                          c.add(v, JobSpecs::tr("'backups' must be a list of saved clusters' names"));
                          return;
                      }
                      for (std::size_t i = 0; i < v.size(); ++i) {
                          const auto t = c.line(v[i], k, expected, 128);
                          if (!t)
                              continue;
                          if (t->trimmed().isEmpty() || spec.failover.backups.contains(t->trimmed()))
                              c.add(v[i], JobSpecs::tr("'backups' names '%1' twice or is empty").arg(*t));
                          else
                              spec.failover.backups << t->trimmed();
                      }
                      return;
                  }
                  const QString expected = JobSpecs::tr(
                      "a duration such as 45s, 10m, 2h or 1d (at least 10 seconds, at most 30 days)");
                  const auto t = c.text(v, k, expected);
                  if (!t)
                      return;
                  const auto d = JobSpecs::parseDuration(*t);
                  if (!d || *d < 10 || *d > 30 * 86400) {
                      c.add(v, JobSpecs::tr("'%1' must be %2, not '%3'").arg(k, expected, t->left(80)));
                      return;
                  }
                  (k == QLatin1String("unreachable_after") ? spec.failover.unreachableAfterSeconds
                   : k == QLatin1String("preempted_after") ? spec.failover.preemptedAfterSeconds
                                                           : spec.failover.queuedAfterSeconds) = *d;
              });
    }

    void resume(const YAML::Node &n)
    {
        if (n.IsScalar()) {
            if (const auto m = c.choice(n, QStringLiteral("resume"), kResumeModes))
                spec.resume.mode = *m;
            return;
        }
        c.map(n, JobSpecs::tr("'resume'"),
              {QStringLiteral("strategy"), QStringLiteral("mode"), QStringLiteral("fallback")},
              [&](const QString &k, const YAML::Node &v) {
                  if (k == QLatin1String("mode") || k == QLatin1String("strategy")) {
                      (k == QLatin1String("mode") ? m_hasMode : m_hasStrategy) = true;
                      if (m_hasMode && m_hasStrategy) {
                          c.add(c.keyMark,
                                JobSpecs::tr("give 'strategy' or 'mode' in 'resume', not both (they "
                                             "are the same setting)"));
                          return;
                      }
                      if (const auto m = c.choice(v, k, kResumeModes))
                          spec.resume.mode = *m;
                  } else if (const auto f = c.choice(v, k, kFallbackWords)) {
                      spec.resume.fallback = *f;
                  }
              });
    }
};

} // namespace

SpecParse JobSpecs::parse(const QByteArray &yaml)
{
    SpecParse out;
    Checker c;
    if (yaml.size() > kMaxSpecBytes) {
        c.add(YAML::Mark::null_mark(), tr("larger than 1 MiB; a job spec is a short YAML file"));
        out.errors = c.errors;
        return out;
    }
    JobSpec spec;
    try {
        const YAML::Node root = YAML::Load(yaml.toStdString());
        if (!root || root.IsNull()) {
            c.add(YAML::Mark::null_mark(), tr("the spec is empty; expected at least 'name' and 'command'"));
        } else {
            Reader reader(c, spec);
            reader.root(root);
            out.layout = reader.layout;
        }
    } catch (const YAML::Exception &e) {
        c.add(e.mark, tr("not valid YAML: %1").arg(q(e.msg)));
    } catch (const std::exception &e) {
        c.add(YAML::Mark::null_mark(), tr("not a readable spec: %1").arg(QString::fromLocal8Bit(e.what())));
    }
    out.errors = c.errors;
    std::stable_sort(out.errors.begin(), out.errors.end(), [](const SpecError &a, const SpecError &b) {
        return std::make_pair(a.line, a.column) < std::make_pair(b.line, b.column);
    });
    if (out.errors.isEmpty())
        out.spec = spec;
    return out;
}

Result<JobSpec> JobSpecs::load(const QString &pathOrTemplate)
{
    QByteArray bytes;
    QString source = pathOrTemplate;
    const QFileInfo info(pathOrTemplate);
    if (info.isFile()) {
        if (info.size() > kMaxSpecBytes)
            return Result<JobSpec>::failure(tr("%1: larger than 1 MiB; not a job spec").arg(pathOrTemplate));
        QFile f(pathOrTemplate);
        if (!f.open(QIODevice::ReadOnly))
            return Result<JobSpec>::failure(tr("%1: cannot read: %2").arg(pathOrTemplate, f.errorString()));
        bytes = f.readAll();
        source = info.fileName();
    } else if (templateNames().contains(pathOrTemplate)) {
        bytes = templateText(pathOrTemplate);
        source = pathOrTemplate + QLatin1String(".yaml");
    } else {
        return Result<JobSpec>::failure(tr("%1: no such file, and not a template name (templates: %2)")
                                            .arg(pathOrTemplate, templateNames().join(QLatin1String(", "))));
    }
    const SpecParse p = parse(bytes);
    if (!p.ok())
        return Result<JobSpec>::failure(p.errorText(source));
    return *p.spec;
}

std::optional<StorageLocation> JobSpecs::storageLocation(const QString &text, QString *why)
{
    const auto fail = [&](const QString &message) -> std::optional<StorageLocation> {
        if (why)
            *why = message;
        return std::nullopt;
    };
    const QString accepted =
        tr("accepted: object-store://bucket/prefix, s3://bucket/prefix or a path on the cluster's shared "
           "filesystem");
    StorageLocation loc;
    loc.text = text;
    const qsizetype sep = text.indexOf(QLatin1String("://"));
    if (sep < 0) {
        // A path on the cluster: no spaces, quotes, backslashes or shell expansions but a leading ~/.
        QString p = text;
        if (p == QLatin1String("~") || p.startsWith(QLatin1String("~/")))
            p = p.mid(1);
        static const QRegularExpression path(QStringLiteral("^[A-Za-z0-9._/+@%,=-]*$"));
        if (text.isEmpty() || !path.match(p).hasMatch())
            return fail(tr("'%1' is not a path on the cluster (no spaces, quotes or '$'); %2")
                            .arg(text.left(120), accepted));
        loc.key = text;
        return loc;
    }
    const QString scheme = text.left(sep);
    if (scheme == QLatin1String("s3"))
        loc.kind = StorageLocation::Kind::S3;
    else if (scheme == QLatin1String("object-store"))
        loc.kind = StorageLocation::Kind::ObjectStore;
    else
        return fail(
            tr("unknown URI scheme '%1://' in '%2'; %3").arg(scheme.left(40), text.left(120), accepted));
    const QString rest = text.mid(sep + 3);
    const qsizetype slash = rest.indexOf(QLatin1Char('/'));
    loc.bucket = slash < 0 ? rest : rest.left(slash);
    QString key = slash < 0 ? QString() : rest.mid(slash + 1);
    while (key.endsWith(QLatin1Char('/')))
        key.chop(1);
    static const QRegularExpression bucketRe(QStringLiteral("^[a-z0-9][a-z0-9.-]{2,62}$"));
    if (loc.bucket != QLatin1String(StorageLocation::kBucketPlaceholder) &&
        !bucketRe.match(loc.bucket).hasMatch())
        return fail(
            tr("'%1' in '%2' is not a bucket name (3-63 lowercase letters, digits, '.' or '-', or the "
               "guides' placeholder <bucket> for the cluster's default bucket)")
                .arg(loc.bucket.left(80), text.left(120)));
    static const QRegularExpression keyRe(QStringLiteral("^[A-Za-z0-9._/+@%,=-]*$"));
    if (!keyRe.match(key).hasMatch() || key.startsWith(QLatin1Char('/')))
        return fail(tr("'%1' has characters an object key here cannot have (letters, digits and . _ / + @ % "
                       ", = - only)")
                        .arg(text.left(120)));
    for (const QString &segment : key.split(QLatin1Char('/'))) {
        if (segment == QLatin1String(".") || segment == QLatin1String(".."))
            return fail(
                tr("'%1' has a '.' or '..' segment; write the object key without them").arg(text.left(120)));
    }
    loc.key = key;
    return loc;
}

} // namespace cg::jobs

// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/job_spec.h"
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

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

int editDistance(const QString &a, const QString &b)
{
    std::vector<int> prev(std::size_t(b.size()) + 1), cur(prev.size());
    for (std::size_t j = 0; j < prev.size(); ++j)
        prev[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        cur[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int cost = a.at(i - 1) == b.at(j - 1) ? 0 : 1;
            cur[std::size_t(j)] = std::min(
                {prev[std::size_t(j)] + 1, cur[std::size_t(j - 1)] + 1, prev[std::size_t(j - 1)] + cost});
        }
        std::swap(prev, cur);
    }
    return prev.back();
}

QString folded(const QString &key)
{
    QString out;
    for (const QChar c : key) {
        if (c != QLatin1Char('_') && c != QLatin1Char('-'))
            out += c.toLower();
    }
    return out;
}

// The known key closest to `key`, when close enough to be a slip ("max_retries" -> "maxRetries").
QString closest(const QString &key, const QStringList &known)
{
    QString best;
    int bestDistance = std::numeric_limits<int>::max();
    const QString f = folded(key);
    for (const QString &k : known) {
        if (folded(k) == f)
            return k;
        const int d = editDistance(f, folded(k));
        if (d < bestDistance) {
            bestDistance = d;
            best = k;
        }
    }
    const int allowed = f.size() <= 4 ? 1 : 2;
    return bestDistance <= allowed ? best : QString();
}

const QRegularExpression &slurmNameRe()
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"));
    return re;
}

// Collects errors while walking the document; never throws.
class Checker
{
public:
    QList<SpecError> errors;
    YAML::Mark keyMark = YAML::Mark::null_mark(); // of the key whose value is being read

    void add(const YAML::Mark &m, const QString &message)
    {
        SpecError e;
        if (!m.is_null() && m.line >= 0) {
            e.line = m.line + 1;
            e.column = m.column + 1;
        }
        e.message = message;
        errors << e;
    }
    void add(const YAML::Node &n, const QString &message) { add(n.Mark(), message); }

    std::optional<QString> text(const YAML::Node &n, const QString &key, const QString &expected)
    {
        if (n.IsNull()) {
            // An empty value's mark is where the next token starts: point at the key instead.
            add(keyMark.is_null() ? n.Mark() : keyMark,
                JobSpecs::tr("'%1' is empty; expected %2").arg(key, expected));
            return std::nullopt;
        }
        if (!n.IsScalar()) {
            add(n, JobSpecs::tr("'%1' must be a single value: %2").arg(key, expected));
            return std::nullopt;
        }
        return q(n.Scalar());
    }

    // One line of printable text (no newline or control characters), at most `maxLength` characters.
    std::optional<QString> line(const YAML::Node &n, const QString &key, const QString &expected,
                                int maxLength = 1024)
    {
        const auto t = text(n, key, expected);
        if (!t)
            return std::nullopt;
        const QString v = t->trimmed();
        const bool control = std::any_of(v.begin(), v.end(), [](QChar c) { return c.unicode() < 0x20; });
        if (v.isEmpty() || control || v.size() > maxLength) {
            add(n, JobSpecs::tr("'%1' must be %2").arg(key, expected));
            return std::nullopt;
        }
        return v;
    }

    std::optional<QString> slurmName(const YAML::Node &n, const QString &key)
    {
        const QString expected =
            JobSpecs::tr("a name of 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit");
        const auto t = text(n, key, expected);
        if (!t)
            return std::nullopt;
        const QString v = t->trimmed();
        if (!slurmNameRe().match(v).hasMatch()) {
            add(n, JobSpecs::tr("'%1' must be %2, not '%3'").arg(key, expected, v.left(80)));
            return std::nullopt;
        }
        return v;
    }

    std::optional<qint64> integer(const YAML::Node &n, const QString &key, qint64 min, qint64 max)
    {
        const QString expected = max == std::numeric_limits<qint64>::max()
                                     ? JobSpecs::tr("a whole number of at least %1").arg(min)
                                     : JobSpecs::tr("a whole number from %1 to %2").arg(min).arg(max);
        const auto t = text(n, key, expected);
        if (!t)
            return std::nullopt;
        bool ok = false;
        const qint64 v = t->trimmed().toLongLong(&ok, 10);
        if (!ok || v < min || v > max) {
            add(n, JobSpecs::tr("'%1' must be %2, not '%3'").arg(key, expected, t->left(80)));
            return std::nullopt;
        }
        return v;
    }

    std::optional<double> number(const YAML::Node &n, const QString &key, double min, double max)
    {
        const QString expected = JobSpecs::tr("a number from %1 to %2").arg(min).arg(max);
        const auto t = text(n, key, expected);
        if (!t)
            return std::nullopt;
        bool ok = false;
        const double v = t->trimmed().toDouble(&ok);
        if (!ok || !(v >= min && v <= max)) {
            add(n, JobSpecs::tr("'%1' must be %2, not '%3'").arg(key, expected, t->left(80)));
            return std::nullopt;
        }
        return v;
    }

    std::optional<bool> boolean(const YAML::Node &n, const QString &key)
    {
        const QString expected = JobSpecs::tr("true or false");
        const auto t = text(n, key, expected);
        if (!t)
            return std::nullopt;
        const QString v = t->trimmed().toLower();
        if (v == QLatin1String("true") || v == QLatin1String("yes") || v == QLatin1String("on"))
            return true;
        if (v == QLatin1String("false") || v == QLatin1String("no") || v == QLatin1String("off"))
            return false;
        add(n, JobSpecs::tr("'%1' must be %2, not '%3'").arg(key, expected, t->left(80)));
        return std::nullopt;
    }

    template <typename E, std::size_t N>
    std::optional<E> choice(const YAML::Node &n, const QString &key, const Names<E> (&table)[N])
    {
        const QString expected = JobSpecs::tr("one of %1").arg(choices(table));
        const auto t = text(n, key, expected);
        if (!t)
            return std::nullopt;
        const auto v = fromName(table, *t);
        if (!v)
            add(n, JobSpecs::tr("'%1' must be %2, not '%3'").arg(key, expected, t->left(80)));
        return v;
    }

    // Walks a map, reporting non-map values, odd keys, duplicates and unknown keys (with a suggestion);
    // `visit` gets each known key with its value.
    bool map(const YAML::Node &n, const QString &what, const QStringList &known,
             const std::function<void(const QString &key, const YAML::Node &value)> &visit)
    {
        if (!n.IsMap()) {
            add(n,
                JobSpecs::tr("%1 must be a map with the keys %2").arg(what, known.join(QLatin1String(", "))));
            return false;
        }
        QSet<QString> seen;
        for (auto it = n.begin(); it != n.end(); ++it) {
            const YAML::Node key = it->first;
            if (!key.IsScalar()) {
                add(key, JobSpecs::tr("a key in %1 must be a plain word").arg(what));
                continue;
            }
            const QString k = q(key.Scalar());
            if (!known.contains(k)) {
                const QString near = closest(k, known);
                if (!near.isEmpty())
                    add(key, JobSpecs::tr("unknown key '%1' in %2; did you mean '%3'?")
                                 .arg(k.left(80), what, near));
                else
                    add(key, JobSpecs::tr("unknown key '%1' in %2; expected one of %3")
                                 .arg(k.left(80), what, known.join(QLatin1String(", "))));
                continue;
            }
            if (seen.contains(k)) {
                add(key, JobSpecs::tr("'%1' appears twice in %2").arg(k, what));
                continue;
            }
            seen.insert(k);
            const YAML::Mark outer = keyMark;
            keyMark = key.Mark();
            visit(k, it->second);
            keyMark = outer;
        }
        return true;
    }
};

const QStringList &topKeys()
{
    static const QStringList keys = {
        QStringLiteral("name"),       QStringLiteral("priority"),    QStringLiteral("queue"),
        QStringLiteral("replicas"),   QStringLiteral("resources"),   QStringLiteral("locality"),
        QStringLiteral("time_limit"), QStringLiteral("image"),       QStringLiteral("environment"),
        QStringLiteral("command"),    QStringLiteral("datasets"),    QStringLiteral("checkpoint"),
        QStringLiteral("resume"),     QStringLiteral("preemptible"), QStringLiteral("restartPolicy"),
        QStringLiteral("maxRetries"), QStringLiteral("account"),     QStringLiteral("project"),
        QStringLiteral("seed"),       QStringLiteral("commit")};
    return keys;
}

bool validStorage(const QString &uri)
{
    if (uri.startsWith(QLatin1String("s3://"))) {
        static const QRegularExpression s3(
            QStringLiteral("^s3://[a-z0-9][a-z0-9.-]{2,62}(/[^\\s'\"\\\\`$]*)?$"));
        return s3.match(uri).hasMatch();
    }
    if (uri.contains(QLatin1String("://")))
        return false;
    // A path on the cluster: no spaces, quotes, backslashes or shell expansions but a leading ~/.
    QString p = uri;
    if (p == QLatin1String("~") || p.startsWith(QLatin1String("~/")))
        p = p.mid(1);
    static const QRegularExpression path(QStringLiteral("^[A-Za-z0-9._/+@%,=-]*$"));
    return path.match(p).hasMatch();
}

void parseResources(Checker &c, const YAML::Node &n, JobSpec &spec)
{
    c.map(n, JobSpecs::tr("'resources'"),
          {QStringLiteral("accelerators"), QStringLiteral("cpu"), QStringLiteral("memory_gb")},
          [&](const QString &k, const YAML::Node &v) {
              if (k == QLatin1String("accelerators")) {
                  if (const auto x = c.integer(v, k, 0, 64))
                      spec.resources.accelerators = int(*x);
              } else if (k == QLatin1String("cpu")) {
                  if (const auto x = c.integer(v, k, 1, 4096))
                      spec.resources.cpus = int(*x);
              } else if (const auto x = c.number(v, k, 0, 65536)) {
                  spec.resources.memoryGb = *x;
              }
          });
}

void parseDatasets(Checker &c, const YAML::Node &n, JobSpec &spec)
{
    if (!n.IsSequence()) {
        c.add(n, JobSpecs::tr("'datasets' must be a list of ledger dataset names, each '- name' or "
                              "'- {id: name, version: v}'"));
        return;
    }
    static const QRegularExpression idRe(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,199}$"));
    const QString idExpected = JobSpecs::tr("a ledger dataset name or id");
    QSet<QString> seen;
    for (std::size_t i = 0; i < n.size(); ++i) {
        const YAML::Node item = n[i];
        DatasetRef ref;
        YAML::Mark idMark = item.Mark(); // marks only: assigning yaml-cpp nodes rewrites the document
        bool good = true;
        if (item.IsMap()) {
            bool hasId = false;
            c.map(item, JobSpecs::tr("a dataset"), {QStringLiteral("id"), QStringLiteral("version")},
                  [&](const QString &k, const YAML::Node &v) {
                      if (k == QLatin1String("id")) {
                          hasId = true;
                          idMark = v.Mark();
                          if (const auto t = c.line(v, k, idExpected, 200))
                              ref.id = *t;
                          else
                              good = false;
                      } else if (const auto t =
                                     c.line(v, k, JobSpecs::tr("one line of at most 128 characters"), 128)) {
                          ref.version = *t;
                      } else {
                          good = false;
                      }
                  });
            if (!hasId) {
                c.add(item, JobSpecs::tr("a dataset needs an 'id' (its ledger name)"));
                continue;
            }
        } else if (const auto t = c.line(item, QStringLiteral("datasets"), idExpected, 200)) {
            ref.id = *t;
        } else {
            continue;
        }
        if (!good || ref.id.isEmpty())
            continue;
        if (!idRe.match(ref.id).hasMatch()) {
            c.add(idMark,
                  JobSpecs::tr("'%1' is not a ledger dataset name (letters, digits and . _ : / @ + -)")
                      .arg(ref.id.left(80)));
            continue;
        }
        if (seen.contains(ref.id)) {
            c.add(idMark, JobSpecs::tr("dataset '%1' is listed twice").arg(ref.id));
            continue;
        }
        seen.insert(ref.id);
        spec.datasets << ref;
    }
}

void parseCheckpoint(Checker &c, const YAML::Node &n, JobSpec &spec)
{
    c.map(n, JobSpecs::tr("'checkpoint'"),
          {QStringLiteral("storage"), QStringLiteral("interval_steps"), QStringLiteral("keep_last"),
           QStringLiteral("verify_on_write")},
          [&](const QString &k, const YAML::Node &v) {
              if (k == QLatin1String("storage")) {
                  const QString expected =
                      JobSpecs::tr("a path on the cluster's shared filesystem or an s3://bucket/prefix URI");
                  std::vector<YAML::Node> items;
                  if (v.IsSequence()) {
                      for (std::size_t i = 0; i < v.size(); ++i)
                          items.push_back(v[i]);
                  } else {
                      items.push_back(v);
                  }
                  int paths = 0;
                  for (const YAML::Node &item : items) {
                      const auto t = c.line(item, k, expected);
                      if (!t)
                          continue;
                      if (!validStorage(*t)) {
                          c.add(item, JobSpecs::tr("'%1' is not %2 (no spaces, quotes or '$')")
                                          .arg(t->left(120), expected));
                          continue;
                      }
                      if (!t->startsWith(QLatin1String("s3://")) && ++paths > 1) {
                          c.add(item, JobSpecs::tr("only one filesystem path may be given; the others can be "
                                                   "s3:// mirrors"));
                          continue;
                      }
                      spec.checkpoint.storage << *t;
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

void parseResume(Checker &c, const YAML::Node &n, JobSpec &spec)
{
    if (n.IsScalar()) {
        if (const auto m = c.choice(n, QStringLiteral("resume"), kResumeModes))
            spec.resume.mode = *m;
        return;
    }
    c.map(n, JobSpecs::tr("'resume'"), {QStringLiteral("mode"), QStringLiteral("fallback")},
          [&](const QString &k, const YAML::Node &v) {
              if (k == QLatin1String("mode")) {
                  if (const auto m = c.choice(v, k, kResumeModes))
                      spec.resume.mode = *m;
              } else if (const auto f = c.choice(v, k, kFallbacks)) {
                  spec.resume.fallback = *f;
              }
          });
}

void parseRoot(Checker &c, const YAML::Node &root, JobSpec &spec)
{
    std::optional<YAML::Mark> imageMark, environmentMark;
    bool hasName = false, hasCommand = false;
    c.map(root, JobSpecs::tr("a job spec"), topKeys(), [&](const QString &k, const YAML::Node &v) {
        if (k == QLatin1String("name")) {
            hasName = true;
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
            parseResources(c, v, spec);
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
            (k == QLatin1String("image") ? imageMark : environmentMark) = v.Mark();
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
            hasCommand = true;
            const QString expected = JobSpecs::tr("the bash command each replica runs");
            if (const auto t = c.text(v, k, expected)) {
                if (t->trimmed().isEmpty() || t->contains(QChar(0)))
                    c.add(v, JobSpecs::tr("'%1' must be %2").arg(k, expected));
                else
                    spec.command = *t;
            }
        } else if (k == QLatin1String("datasets")) {
            parseDatasets(c, v, spec);
        } else if (k == QLatin1String("checkpoint")) {
            parseCheckpoint(c, v, spec);
        } else if (k == QLatin1String("resume")) {
            parseResume(c, v, spec);
        } else if (k == QLatin1String("preemptible")) {
            if (const auto b = c.boolean(v, k))
                spec.preemptible = *b;
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
    });
    if (!root.IsMap())
        return;
    if (!hasName)
        c.add(root, JobSpecs::tr("missing 'name' (the job's name on the cluster)"));
    if (!hasCommand)
        c.add(root, JobSpecs::tr("missing 'command' (the bash command each replica runs)"));
    if (imageMark && environmentMark)
        c.add(*environmentMark, JobSpecs::tr("give either 'image' or 'environment', not both"));
}

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
            parseRoot(c, root, spec);
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

} // namespace cg::jobs

// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/drill.h"

#include <QRegularExpression>

namespace cg::jobs {

QByteArray Drill::trainingSpec(const DrillOptions &o)
{
    return QStringLiteral("name: drill\n"
                          "queue: @LOW@\n"
                          "preemptible: true\n"
                          "resources:\n"
                          "  cpu: 2\n"
                          "time_limit: 30m\n"
                          "restartPolicy: on-preemption\n"
                          "maxRetries: 2\n"
                          "checkpoint:\n"
                          "  storage: [@STORAGE@]\n"
                          "  interval_steps: @INTERVAL@\n"
                          "  keep_last: 3\n"
                          "  verify_on_write: true\n"
                          "resume:\n"
                          "  mode: auto-latest\n"
                          "  fallback: previous\n"
                          "command: |\n"
                          "  step=0\n"
                          "  if [ -n \"$CG_RESUME_FROM\" ]; then step=$(cat \"$CG_RESUME_FROM/state\"); fi\n"
                          "  echo \"train: start at step $step from ${CG_RESUME_FROM:-scratch} restart "
                          "$CG_RESTART_COUNT\"\n"
                          "  trap 'echo \"train: USR1 at step $step\"' USR1\n"
                          "  trap 'echo \"train: TERM at step $step\"; exit 143' TERM\n"
                          "  while [ \"$step\" -lt @STEPS@ ]; do\n"
                          "    step=$((step + 1))\n"
                          "    echo \"train: step $step\"\n"
                          "    sleep @SLEEP@ & wait $!\n"
                          "    if [ $((step % CG_CHECKPOINT_INTERVAL)) -eq 0 ]; then\n"
                          "      d=\"$CG_CHECKPOINT_DIR/step-$(printf %06d \"$step\")\"\n"
                          "      mkdir -p \"$d\" && echo \"$step\" >\"$d/state\" && touch \"$d/.done\"\n"
                          "      echo \"train: checkpoint $step\"\n"
                          "    fi\n"
                          "  done\n"
                          "  echo \"train: finished at step $step\"\n")
        .replace(QLatin1String("@LOW@"), o.lowQueue)
        .replace(QLatin1String("@STORAGE@"), o.checkpointStorage)
        .replace(QLatin1String("@INTERVAL@"), QString::number(o.intervalSteps))
        .replace(QLatin1String("@STEPS@"), QString::number(o.steps))
        .replace(QLatin1String("@SLEEP@"), QString::number(o.stepSeconds))
        .toUtf8();
}

QByteArray Drill::urgentSpec(const DrillOptions &o)
{
    return QStringLiteral("name: urgent\n"
                          "queue: %1\n"
                          "resources:\n"
                          "  cpu: %2\n"
                          "time_limit: 5m\n"
                          "restartPolicy: never\n"
                          "command: echo \"urgent ran on $(hostname)\"\n")
        .arg(o.highQueue)
        .arg(o.urgentCpus)
        .toUtf8();
}

DrillReading Drill::read(const QByteArray &log, const DrillOptions &o)
{
    static const QRegularExpression start(QStringLiteral("^train: start at step (\\d+) from (\\S+)"));
    static const QRegularExpression step(QStringLiteral("^train: step (\\d+)$"));
    static const QRegularExpression ckpt(QStringLiteral("^train: checkpoint (\\d+)$"));
    static const QRegularExpression done(QStringLiteral("^train: finished at step (\\d+)$"));
    DrillReading out;
    for (const QByteArray &raw : log.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (const auto m = start.match(line); m.hasMatch()) {
            out.runs.append(DrillRun{m.captured(1).toInt(), m.captured(2), {}, {}});
        } else if (out.runs.isEmpty()) {
            continue;
        } else if (const auto s = step.match(line); s.hasMatch()) {
            out.runs.last().steps << s.captured(1).toInt();
        } else if (const auto c = ckpt.match(line); c.hasMatch()) {
            out.runs.last().checkpoints << c.captured(1).toInt();
        } else if (const auto d = done.match(line); d.hasMatch()) {
            out.finished = d.captured(1).toInt() == o.steps;
        }
    }
    for (int i = 1; i < out.runs.size(); ++i) {
        const DrillRun &before = out.runs.at(i - 1);
        const DrillRun &after = out.runs.at(i);
        if (!before.steps.isEmpty())
            out.maxLostSteps = std::max(out.maxLostSteps, before.steps.last() - after.startStep);
        if (!after.steps.isEmpty() && after.steps.first() <= after.startStep)
            out.repeatedBeforeCheckpoint = true;
        if (!before.checkpoints.isEmpty() && after.startStep != before.checkpoints.last())
            out.resumedFromNewest = false;
    }
    return out;
}

} // namespace cg::jobs

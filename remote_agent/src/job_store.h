// SPDX-License-Identifier: GPL-3.0-or-later
// The job directories of `clustergate-agent job` (protocol/job_description.h) and what they say: every
// file is read bounded and checked; a directory whose files do not make sense reads as state "unknown",
// never as a guess.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cg::agent::jobs {

// One job as its directory describes it.
struct JobState
{
    std::string id;
    std::string state; // running, completed, failed, cancelled, lost, unknown
    std::string reason;
    long pid = 0;  // the runner (supervisor)
    long pgid = 0; // the job's process group (== session)
    int exitStatus = -1;
    std::int64_t started = 0; // Unix seconds
    std::int64_t ended = 0;
    int restarts = 0;
    std::vector<std::uint32_t> gpus;
    std::uint64_t logBytes = 0;
};

// The base directory: $XDG_CACHE_HOME/clustergate, else $HOME/.cache/clustergate.
std::string defaultBase();
// base/jobs/host
std::string hostDir(const std::string &base, const std::string &host);

// Reads the file whole when it is a regular file of at most `limit` bytes (no symbolic link followed).
bool readSmall(const std::string &path, std::string &out, std::size_t limit = 4096);
// Writes `text` into `path` atomically (a temporary name, then rename), mode 0600.
bool writeFileAtomic(const std::string &path, const std::string &text);

// The state of the job in `dir` (its id `id`).
JobState readJob(const std::string &dir, const std::string &id);
// Whether process `pid` is this job's runner (its command line names the directory).
bool isRunner(long pid, const std::string &dir);
// Processes of session `sid` that carry CG_JOB_DIR=dir (or are its runner).
std::vector<long> jobProcesses(long sid, const std::string &dir);

std::string toJson(const JobState &s);

} // namespace cg::agent::jobs

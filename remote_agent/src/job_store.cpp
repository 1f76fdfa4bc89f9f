// SPDX-License-Identifier: GPL-3.0-or-later
#include "job_store.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cg::agent::jobs {

namespace {

bool parseLong(std::string s, long &out)
{
    while (!s.empty() && (s.back() == '\n' || s.back() == ' '))
        s.pop_back();
    if (s.empty() || s.size() > 20)
        return false;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

// A file of the job: absent (false, `present` false), or read and parsed (false when it does not parse).
bool readNumber(const std::string &path, long &out, bool &present)
{
    struct stat st
    {
    };
    present = ::lstat(path.c_str(), &st) == 0;
    if (!present)
        return false;
    std::string text;
    return readSmall(path, text, 64) && parseLong(text, out);
}

bool readProcFile(long pid, const char *name, std::string &out, std::size_t limit)
{
    const std::string path = "/proc/" + std::to_string(pid) + "/" + name;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    out.clear();
    char buf[4096];
    while (out.size() < limit) {
        const ssize_t n = ::read(fd, buf, std::min(sizeof buf, limit - out.size()));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        out.append(buf, std::size_t(n));
    }
    ::close(fd);
    return true;
}

// The session id in /proc/PID/stat (field 6; the command name in field 2 may hold spaces and parentheses).
long sessionOf(long pid)
{
    std::string stat;
    if (!readProcFile(pid, "stat", stat, 2048))
        return -1;
    const auto close = stat.rfind(')');
    if (close == std::string::npos)
        return -1;
    // ") S PPID PGRP SESSION"
    long fields[3] = {};
    const char *p = stat.c_str() + close + 2;
    if (*p == '\0')
        return -1;
    ++p; // the state letter
    for (long &f : fields) {
        char *end = nullptr;
        f = std::strtol(p, &end, 10);
        if (end == p)
            return -1;
        p = end;
    }
    return fields[2];
}

} // namespace

std::string defaultBase()
{
    if (const char *x = std::getenv("XDG_CACHE_HOME"); x && *x == '/')
        return std::string(x) + "/clustergate";
    const char *home = std::getenv("HOME");
    return std::string(home && *home ? home : "/tmp") + "/.cache/clustergate";
}

std::string hostDir(const std::string &base, const std::string &host)
{
    return base + "/jobs/" + host;
}

bool readSmall(const std::string &path, std::string &out, std::size_t limit)
{
    out.clear();
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (fd < 0)
        return false;
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || std::uint64_t(st.st_size) > limit) {
        ::close(fd);
        return false;
    }
    char buf[4096];
    bool ok = true;
    while (true) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            ok = false;
        if (n <= 0)
            break;
        out.append(buf, std::size_t(n));
        if (out.size() > limit) {
            ok = false;
            break;
        }
    }
    ::close(fd);
    return ok;
}

bool writeFileAtomic(const std::string &path, const std::string &text)
{
    const std::string tmp = path + ".tmp";
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return false;
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t w = ::write(fd, text.data() + done, text.size() - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            ::close(fd);
            ::unlink(tmp.c_str());
            return false;
        }
        done += std::size_t(w);
    }
    if (::close(fd) != 0 || ::rename(tmp.c_str(), path.c_str()) != 0) {
        ::unlink(tmp.c_str());
        return false;
    }
    return true;
}

bool isRunner(long pid, const std::string &dir)
{
    if (pid <= 1)
        return false;
    std::string cmdline;
    if (!readProcFile(pid, "cmdline", cmdline, 8192))
        return false;
    // argv: AGENT job supervise DIR
    const std::string want = std::string("job") + '\0' + "supervise" + '\0' + dir + '\0';
    return cmdline.find(want) != std::string::npos;
}

std::vector<long> jobProcesses(long sid, const std::string &dir)
{
    std::vector<long> out;
    if (sid <= 1)
        return out;
    DIR *d = ::opendir("/proc");
    if (!d)
        return out;
    const std::string marker = "CG_JOB_DIR=" + dir + '\0';
    while (const dirent *e = ::readdir(d)) {
        long pid = 0;
        if (!parseLong(e->d_name, pid) || pid <= 1 || sessionOf(pid) != sid)
            continue;
        std::string environ;
        if (isRunner(pid, dir) || (readProcFile(pid, "environ", environ, 1u << 20) &&
                                   (environ.compare(0, marker.size(), marker) == 0 ||
                                    environ.find('\0' + marker) != std::string::npos)))
            out.push_back(pid);
    }
    ::closedir(d);
    return out;
}

JobState readJob(const std::string &dir, const std::string &id)
{
    JobState s;
    s.id = id;
    const auto unknown = [&s](const std::string &why) {
        s.state = "unknown";
        s.reason = why;
        return s;
    };
    bool present = false;
    long v = 0;
    if (!readNumber(dir + "/pid", s.pid, present) || s.pid <= 1)
        return unknown(present ? "the job's pid file does not hold a process id" : "the job has no pid file");
    if (!readNumber(dir + "/pgid", s.pgid, present) || s.pgid <= 1)
        return unknown("the job's pgid file does not hold a process group id");
    if (!readNumber(dir + "/start", v, present))
        return unknown("the job's start file does not hold a time");
    s.started = v;
    if (readNumber(dir + "/restarts", v, present) && v >= 0 && v < 1000000)
        s.restarts = int(v);
    else if (present)
        return unknown("the job's restarts file does not hold a count");
    std::string gpus;
    if (readSmall(dir + "/gpus", gpus, 1024)) {
        std::size_t pos = 0;
        while (pos < gpus.size()) {
            const std::size_t end = std::min(gpus.find(',', pos), gpus.size());
            long g = 0;
            if (end > pos) {
                if (!parseLong(gpus.substr(pos, end - pos), g) || g < 0 || g > 1023)
                    return unknown("the job's gpus file does not hold GPU indices");
                s.gpus.push_back(std::uint32_t(g));
            }
            pos = end + 1;
        }
    }
    struct stat st
    {
    };
    if (::lstat((dir + "/log").c_str(), &st) == 0 && S_ISREG(st.st_mode))
        s.logBytes = std::uint64_t(st.st_size);
    bool cancelledPresent = false;
    {
        struct stat cs
        {
        };
        cancelledPresent = ::lstat((dir + "/cancelled").c_str(), &cs) == 0;
    }
    long exitStatus = 0;
    if (readNumber(dir + "/exit", exitStatus, present)) {
        if (exitStatus < 0 || exitStatus > 255)
            return unknown("the job's exit file does not hold an exit status");
        s.exitStatus = int(exitStatus);
        if (readNumber(dir + "/end", v, present))
            s.ended = v;
        s.state = cancelledPresent ? "cancelled" : exitStatus == 0 ? "completed" : "failed";
        return s;
    }
    if (present)
        return unknown("the job's exit file does not hold an exit status");
    if (isRunner(s.pid, dir)) {
        s.state = "running";
        return s;
    }
    if (cancelledPresent) {
        s.state = "cancelled";
        return s;
    }
    s.state = "lost";
    s.reason = jobProcesses(s.pgid, dir).empty()
                   ? "the job's runner is gone without recording an exit status (the node restarted, or "
                     "the runner was killed)"
                   : "the job's runner is gone, but processes of the job still run";
    return s;
}

std::string toJson(const JobState &s)
{
    nlohmann::json j;
    j["id"] = s.id;
    j["state"] = s.state;
    if (!s.reason.empty())
        j["reason"] = s.reason;
    j["pid"] = s.pid;
    j["pgid"] = s.pgid;
    j["exit"] = s.exitStatus;
    j["start"] = s.started;
    j["end"] = s.ended;
    j["restarts"] = s.restarts;
    j["gpus"] = s.gpus;
    j["logBytes"] = s.logBytes;
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace cg::agent::jobs

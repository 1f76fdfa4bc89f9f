// SPDX-License-Identifier: GPL-3.0-or-later
#include "job_runner.h"

#include "job_store.h"
#include "nvml.h"
#include "protocol/job_description.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <string_view>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char **environ;

namespace cg::agent {

namespace {

using jobs::JobState;

constexpr std::uint64_t kDefaultLogLimit = 1u << 20;
constexpr std::uint64_t kMaxLogLimit = 16u << 20;
constexpr std::size_t kMaxJobsListed = 10000;

int usage(const std::string &message)
{
    std::fprintf(stderr,
                 "clustergate-agent: job: %s\nusage: clustergate-agent job start|status|cancel|logs|gpus "
                 "--protocol %d [--dir D] [--host H] ...\n",
                 message.c_str(), proto::kJobProtocol);
    return proto::kJobUnsupported;
}

int failed(const std::string &what)
{
    std::fprintf(stderr, "clustergate-agent: job: %s\n", what.c_str());
    return 1;
}

bool parseNumber(std::string_view s, std::uint64_t &out)
{
    if (s.empty() || s.size() > 19 || s.front() < '0' || s.front() > '9')
        return false;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

std::string hostName()
{
    char buf[256] = {};
    if (::gethostname(buf, sizeof buf - 1) != 0 || !proto::validJobName(buf))
        return "localhost";
    return buf;
}

struct Args
{
    std::string sub;
    std::string base;
    std::string host;
    std::vector<std::string> ids;
    std::uint64_t offset = 0;
    std::uint64_t limit = kDefaultLogLimit;
    std::uint64_t grace = 10;
    bool follow = false;
    bool hasOffset = false;
    std::vector<std::uint32_t> declared;
};

bool parseIndexList(std::string_view s, std::vector<std::uint32_t> &out)
{
    out.clear();
    if (s.empty())
        return true;
    std::size_t pos = 0;
    while (pos <= s.size()) {
        const std::size_t end = std::min(s.find(',', pos), s.size());
        std::uint64_t v = 0;
        if (!parseNumber(s.substr(pos, end - pos), v) || v > proto::kMaxGpuIndex ||
            out.size() >= proto::kMaxGpus)
            return false;
        if (std::find(out.begin(), out.end(), std::uint32_t(v)) == out.end())
            out.push_back(std::uint32_t(v));
        pos = end + 1;
    }
    return true;
}

// Everything is checked before stdin is touched or anything is started.
int parseArgs(int argc, char **argv, Args &a)
{
    if (argc < 3)
        return usage("expects a subcommand");
    a.sub = argv[2];
    if (a.sub == "supervise")
        return 0;
    if (argc < 5 || std::string_view(argv[3]) != "--protocol")
        return usage("expects --protocol N after the subcommand");
    std::uint64_t protocol = 0;
    if (!parseNumber(argv[4], protocol) || protocol != std::uint64_t(proto::kJobProtocol))
        return usage("protocol " + std::string(argv[4]) + " is not spoken here (this agent speaks " +
                     std::to_string(proto::kJobProtocol) + ")");
    for (int i = 5; i < argc; ++i) {
        const std::string_view arg = argv[i];
        const auto value = [&](std::string_view &v) {
            if (i + 1 >= argc)
                return false;
            v = argv[++i];
            return true;
        };
        std::string_view v;
        if (arg == "--dir") {
            if (!value(v) || v.empty() || v.front() != '/' || v.size() > proto::kMaxPathBytes)
                return usage("--dir needs an absolute path");
            a.base = v;
        } else if (arg == "--host") {
            if (!value(v) || !proto::validJobName(v))
                return usage("--host needs a name of 1-64 letters, digits, '.', '_' or '-'");
            a.host = v;
        } else if (arg == "--offset") {
            if (!value(v) || !parseNumber(v, a.offset))
                return usage("--offset needs a byte count");
            a.hasOffset = true;
        } else if (arg == "--limit") {
            if (!value(v) || !parseNumber(v, a.limit) || a.limit == 0 || a.limit > kMaxLogLimit)
                return usage("--limit needs a byte count from 1 to " + std::to_string(kMaxLogLimit));
        } else if (arg == "--grace") {
            if (!value(v) || !parseNumber(v, a.grace) || a.grace > 3600)
                return usage("--grace needs seconds from 0 to 3600");
        } else if (arg == "--declared") {
            if (!value(v) || !parseIndexList(v, a.declared))
                return usage("--declared needs GPU indices separated by commas");
        } else if (arg == "--follow") {
            a.follow = true;
        } else if (!arg.empty() && arg.front() == '-') {
            return usage("unknown option '" + std::string(arg.substr(0, 64)) + "'");
        } else {
            if (!proto::validJobName(arg))
                return usage("'" + std::string(arg.substr(0, 64)) +
                             "' is not a job id (1-64 letters, digits, '.', '_' or '-')");
            if (a.ids.size() >= kMaxJobsListed)
                return usage("too many job ids");
            a.ids.emplace_back(arg);
        }
    }
    if (a.base.empty())
        a.base = jobs::defaultBase();
    if (a.host.empty())
        a.host = hostName();
    const bool oneId = a.sub == "cancel" || a.sub == "logs";
    if (oneId && a.ids.size() != 1)
        return usage(a.sub + " expects one job id");
    if ((a.sub == "start" || a.sub == "gpus") && !a.ids.empty())
        return usage(a.sub + " takes no job id");
    if (a.sub == "logs" && !a.hasOffset)
        return usage("logs expects --offset N");
    if (a.sub != "start" && a.sub != "status" && a.sub != "cancel" && a.sub != "logs" && a.sub != "gpus")
        return usage("unknown subcommand '" + a.sub.substr(0, 64) + "'");
    return 0;
}

bool makeDirs(const std::string &path)
{
    std::string partial;
    std::size_t pos = 1;
    while (pos <= path.size()) {
        const std::size_t end = std::min(path.find('/', pos), path.size());
        partial = path.substr(0, end);
        if (::mkdir(partial.c_str(), 0700) != 0 && errno != EEXIST)
            return false;
        pos = end + 1;
    }
    struct stat st
    {
    };
    return ::lstat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == ::getuid();
}

std::string now()
{
    return std::to_string(std::int64_t(std::time(nullptr)));
}

void print(const std::string &line)
{
    std::fputs(line.c_str(), stdout);
    std::fputc('\n', stdout);
}

bool jobExists(const std::string &dir)
{
    struct stat st
    {
    };
    return ::lstat(dir.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

// --- start ---------------------------------------------------------------------------------------

int start(const Args &a)
{
    std::string text;
    std::vector<char> buf(1 << 16);
    while (true) {
        const ssize_t n = ::read(0, buf.data(), buf.size());
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return failed(std::string("reading the job description: ") + std::strerror(errno));
        if (n == 0)
            break;
        text.append(buf.data(), std::size_t(n));
        if (text.size() > proto::kMaxDescriptionBytes)
            return failed("the job description is larger than " +
                          std::to_string(proto::kMaxDescriptionBytes) + " bytes");
    }
    proto::JobDescription d;
    std::string error;
    if (!proto::parseJobDescription(text, d, error))
        return failed(error);

    const std::string hostDir = jobs::hostDir(a.base, a.host);
    if (!makeDirs(hostDir))
        return failed("cannot create the job directory " + hostDir + ": " + std::strerror(errno));
    const std::string dir = hostDir + "/" + d.id;
    if (::mkdir(dir.c_str(), 0700) != 0) {
        if (errno == EEXIST) {
            std::fprintf(stderr, "clustergate-agent: job: a job %s exists already on %s\n", d.id.c_str(),
                         a.host.c_str());
            return proto::kJobConflict;
        }
        return failed("cannot create " + dir + ": " + std::strerror(errno));
    }
    std::string gpus;
    for (const std::uint32_t g : d.gpus)
        gpus += (gpus.empty() ? "" : ",") + std::to_string(g);
    if (!jobs::writeFileAtomic(dir + "/description.json", proto::encodeJobDescription(d)) ||
        !jobs::writeFileAtomic(dir + "/script", d.script) || !jobs::writeFileAtomic(dir + "/gpus", gpus))
        return failed("cannot write the job's files in " + dir + ": " + std::strerror(errno) +
                      " (is the disk full?)");

    int pipeFds[2];
    if (::pipe2(pipeFds, O_CLOEXEC) != 0)
        return failed(std::string("pipe: ") + std::strerror(errno));
    std::fflush(nullptr);
    const pid_t child = ::fork();
    if (child < 0)
        return failed(std::string("fork: ") + std::strerror(errno));
    if (child == 0) {
        // A session of its own: no terminal, not in the SSH session's process group; the runner is forked
        // once more so that it is not the session leader (it can never acquire a terminal).
        ::setsid();
        const pid_t runner = ::fork();
        if (runner != 0)
            ::_exit(runner < 0 ? 1 : 0);
        ::close(pipeFds[0]);
        if (::dup2(pipeFds[1], 3) < 0)
            ::_exit(1);
        const std::string fd = "3";
        const char *args[] = {"clustergate-agent", "job", "supervise", dir.c_str(), fd.c_str(), nullptr};
        ::execv("/proc/self/exe", const_cast<char *const *>(args));
        const char msg[] = "error: cannot run the agent again as the job's runner\n";
        [[maybe_unused]] const ssize_t w = ::write(3, msg, sizeof msg - 1);
        ::_exit(127);
    }
    ::close(pipeFds[1]);
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    std::string answer;
    while (answer.size() < 4096) {
        const ssize_t n = ::read(pipeFds[0], buf.data(), 4096);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        answer.append(buf.data(), std::size_t(n));
    }
    ::close(pipeFds[0]);
    if (answer.rfind("ok", 0) != 0)
        return failed("the job's runner did not start: " +
                      (answer.empty() ? std::string("no answer") : answer.substr(0, answer.find('\n'))));
    print(jobs::toJson(jobs::readJob(dir, d.id)));
    return std::fflush(stdout) == 0 ? 0 : 1;
}

// --- supervise: the job's runner (its own session; survives the SSH session) -----------------------

void noteSignal(int) {}

void logLine(const std::string &text)
{
    char stamp[32] = {};
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    ::gmtime_r(&t, &tm);
    std::strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%SZ", &tm);
    const std::string line = std::string("[clustergate ") + stamp + "] " + text + "\n";
    [[maybe_unused]] const ssize_t w = ::write(1, line.data(), line.size());
}

// Waits for the run; with a time limit, as Slurm does with --time and --signal=B:USR1@N: SIGUSR1 to the
// script's shell warnBefore seconds before the limit, SIGTERM to the whole group at it, SIGKILL 30 s later.
int waitRun(pid_t child, const proto::JobDescription &d, const std::string &dir)
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point started = Clock::now();
    Clock::time_point termAt;
    bool warned = false, termed = false, killed = false;
    int status = 0;
    while (true) {
        const pid_t w = ::waitpid(child, &status, d.timeLimit > 0 ? WNOHANG : 0);
        if (w == child)
            return status;
        if (w < 0 && errno != EINTR)
            return status;
        if (d.timeLimit == 0)
            continue;
        const auto elapsed = std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - started).count();
        if (!warned && d.warnBefore > 0 && elapsed + d.warnBefore >= d.timeLimit) {
            warned = true;
            logLine("the time limit (" + std::to_string(d.timeLimit) + " s) is " +
                    std::to_string(d.warnBefore) + " s away: SIGUSR1 to the job's shell");
            ::kill(child, SIGUSR1);
        }
        if (!termed && elapsed >= d.timeLimit) {
            termed = true;
            termAt = Clock::now();
            logLine("the time limit is reached: SIGTERM to the job");
            ::kill(-::getpgrp(), SIGTERM); // this runner notes it and stays
        }
        if (termed && !killed && Clock::now() - termAt >= std::chrono::seconds(30)) {
            killed = true;
            logLine("the job did not end within 30 s of SIGTERM: SIGKILL");
            for (const long p : jobs::jobProcesses(::getpgrp(), dir)) {
                if (p != ::getpid())
                    ::kill(pid_t(p), SIGKILL);
            }
        }
        ::usleep(200000);
    }
}

int supervise(int argc, char **argv)
{
    if (argc != 5)
        return 2;
    const std::string dir = argv[3];
    const int statusFd = std::atoi(argv[4]);
    const auto fail = [&](const std::string &why) {
        const std::string msg = "error: " + why + "\n";
        [[maybe_unused]] const ssize_t w = ::write(statusFd, msg.data(), msg.size());
        return 1;
    };
    std::string text;
    proto::JobDescription d;
    std::string error;
    if (!jobs::readSmall(dir + "/description.json", text, proto::kMaxDescriptionBytes) ||
        !proto::parseJobDescription(text, d, error))
        return fail("the job's description cannot be read back: " + error);

    const int devNull = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    const int log =
        ::open((dir + "/log").c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (devNull < 0 || log < 0 || ::dup2(devNull, 0) < 0 || ::dup2(log, 1) < 0 || ::dup2(log, 2) < 0)
        return fail(std::string("cannot open the job's log: ") + std::strerror(errno));
    // Nothing of the SSH session stays open here (the channel would not close while we hold it).
    for (int fd = 3; fd < 1024; ++fd) {
        if (fd != statusFd)
            ::close(fd);
    }
    struct sigaction sa
    {
    };
    sa.sa_handler = noteSignal;
    sigemptyset(&sa.sa_mask);
    for (const int sig : {SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGUSR2})
        ::sigaction(sig, &sa, nullptr);
    std::signal(SIGPIPE, SIG_IGN);

    int restarts = int(d.restart);
    if (!jobs::writeFileAtomic(dir + "/pid", std::to_string(::getpid())) ||
        !jobs::writeFileAtomic(dir + "/pgid", std::to_string(::getpgrp())) ||
        !jobs::writeFileAtomic(dir + "/start", now()) ||
        !jobs::writeFileAtomic(dir + "/restarts", std::to_string(restarts)))
        return fail(std::string("cannot write the job's files: ") + std::strerror(errno) +
                    " (is the disk full?)");
    const std::string workdir = d.workdir.empty() ? dir : d.workdir;
    struct stat wst
    {
    };
    if (::stat(workdir.c_str(), &wst) != 0 || !S_ISDIR(wst.st_mode))
        return fail("the working directory " + workdir + " does not exist");
    {
        const char ok[] = "ok\n";
        [[maybe_unused]] const ssize_t w = ::write(statusFd, ok, sizeof ok - 1);
        ::close(statusFd);
    }

    std::string gpus;
    for (const std::uint32_t g : d.gpus)
        gpus += (gpus.empty() ? "" : ",") + std::to_string(g);
    int code = 0;
    while (true) {
        std::vector<std::string> env;
        for (char **e = environ; e && *e; ++e) {
            const std::string_view kv = *e;
            const std::string_view name = kv.substr(0, kv.find('='));
            if (name.substr(0, 3) == "CG_" || name == "CUDA_VISIBLE_DEVICES" ||
                name == "SLURM_RESTART_COUNT" ||
                std::any_of(d.env.begin(), d.env.end(), [&](const auto &p) { return p.first == name; }))
                continue;
            env.emplace_back(kv);
        }
        for (const auto &[k, v] : d.env)
            env.push_back(k + "=" + v);
        env.push_back("CG_JOB_ID=" + d.id);
        env.push_back("CG_JOB_DIR=" + dir);
        env.push_back("CG_RESTART_COUNT=" + std::to_string(restarts));
        env.push_back("SLURM_RESTART_COUNT=" + std::to_string(restarts));
        env.push_back("CUDA_VISIBLE_DEVICES=" + gpus);
        std::vector<char *> envp;
        for (std::string &s : env)
            envp.push_back(s.data());
        envp.push_back(nullptr);
        const std::string script = dir + "/script";

        const pid_t child = ::fork();
        if (child < 0) {
            logLine(std::string("cannot start the job: fork: ") + std::strerror(errno));
            code = 126;
            break;
        }
        if (child == 0) {
            struct sigaction dfl
            {
            };
            dfl.sa_handler = SIG_DFL;
            sigemptyset(&dfl.sa_mask);
            for (const int sig : {SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGUSR2, SIGPIPE})
                ::sigaction(sig, &dfl, nullptr);
            if (::chdir(workdir.c_str()) != 0) {
                logLine("cannot enter the working directory " + workdir);
                ::_exit(126);
            }
            const char *args[] = {"bash", script.c_str(), nullptr};
            ::execve("/bin/bash", const_cast<char *const *>(args), envp.data());
            ::execve("/usr/bin/bash", const_cast<char *const *>(args), envp.data());
            logLine("cannot run bash: it is not installed in /bin or /usr/bin");
            ::_exit(127);
        }
        const int status = waitRun(child, d, dir);
        code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
        struct stat st
        {
        };
        const bool cancelled = ::lstat((dir + "/cancelled").c_str(), &st) == 0;
        const bool requeue = ::lstat((dir + "/requeue").c_str(), &st) == 0;
        ::unlink((dir + "/requeue").c_str());
        if (!requeue || cancelled)
            break;
        ++restarts;
        jobs::writeFileAtomic(dir + "/restarts", std::to_string(restarts));
        logLine("the job asked to be run again (restart " + std::to_string(restarts) + ")");
    }
    jobs::writeFileAtomic(dir + "/end", now());
    jobs::writeFileAtomic(dir + "/exit", std::to_string(code));
    return 0;
}

// --- status, cancel, logs, gpus ------------------------------------------------------------------

std::vector<std::string> listJobs(const std::string &hostDir)
{
    std::vector<std::string> ids;
    DIR *d = ::opendir(hostDir.c_str());
    if (!d)
        return ids;
    while (const dirent *e = ::readdir(d)) {
        if (proto::validJobName(e->d_name) && ids.size() < kMaxJobsListed)
            ids.emplace_back(e->d_name);
    }
    ::closedir(d);
    std::sort(ids.begin(), ids.end());
    return ids;
}

int status(const Args &a)
{
    const std::string hostDir = jobs::hostDir(a.base, a.host);
    const std::vector<std::string> ids = a.ids.empty() ? listJobs(hostDir) : a.ids;
    for (const std::string &id : ids) {
        const std::string dir = hostDir + "/" + id;
        if (!jobExists(dir)) {
            JobState s;
            s.id = id;
            s.state = "absent";
            s.reason = "no job by this id on " + a.host;
            print(jobs::toJson(s));
            continue;
        }
        print(jobs::toJson(jobs::readJob(dir, id)));
    }
    return std::fflush(stdout) == 0 ? 0 : 1;
}

bool waitGone(long pgid, const std::string &dir, std::uint64_t seconds)
{
    for (std::uint64_t i = 0; i <= seconds * 10; ++i) {
        if (jobs::jobProcesses(pgid, dir).empty())
            return true;
        ::usleep(100000);
    }
    return jobs::jobProcesses(pgid, dir).empty();
}

void signalJob(long pgid, const std::string &dir, int sig)
{
    const std::vector<long> procs = jobs::jobProcesses(pgid, dir);
    if (procs.empty())
        return;
    ::kill(-pid_t(pgid), sig);
    for (const long p : procs)
        ::kill(pid_t(p), sig); // those that left the group
}

int cancel(const Args &a)
{
    const std::string dir = jobs::hostDir(a.base, a.host) + "/" + a.ids.front();
    if (!jobExists(dir)) {
        std::fprintf(stderr, "clustergate-agent: job: no job %s on %s\n", a.ids.front().c_str(),
                     a.host.c_str());
        return proto::kJobNotFound;
    }
    JobState s = jobs::readJob(dir, a.ids.front());
    if (s.pgid > 1) {
        const int fd =
            ::open((dir + "/cancelled").c_str(), O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
        if (fd >= 0)
            ::close(fd);
        signalJob(s.pgid, dir, SIGTERM);
        if (!waitGone(s.pgid, dir, a.grace)) {
            signalJob(s.pgid, dir, SIGKILL);
            waitGone(s.pgid, dir, 5);
        }
        s = jobs::readJob(dir, a.ids.front());
    }
    if (s.pgid > 1 && !jobs::jobProcesses(s.pgid, dir).empty())
        s.reason = "processes of the job survived SIGKILL";
    print(jobs::toJson(s));
    std::fflush(stdout);
    return s.reason == "processes of the job survived SIGKILL" ? 1 : 0;
}

bool writeAll(const char *p, std::size_t n)
{
    while (n > 0) {
        const ssize_t w = ::write(1, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        p += w;
        n -= std::size_t(w);
    }
    return true;
}

int logs(const Args &a)
{
    const std::string dir = jobs::hostDir(a.base, a.host) + "/" + a.ids.front();
    if (!jobExists(dir)) {
        std::fprintf(stderr, "clustergate-agent: job: no job %s on %s\n", a.ids.front().c_str(),
                     a.host.c_str());
        return proto::kJobNotFound;
    }
    std::signal(SIGPIPE, SIG_IGN);
    int fd = -1;
    std::vector<char> buf(1 << 16);
    std::uint64_t pos = a.offset, sent = 0;
    while (true) {
        if (fd < 0)
            fd = ::open((dir + "/log").c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        bool eof = true;
        if (fd >= 0) {
            while (a.follow || sent < a.limit) {
                const std::size_t want =
                    a.follow ? buf.size() : std::size_t(std::min<std::uint64_t>(buf.size(), a.limit - sent));
                const ssize_t n = ::pread(fd, buf.data(), want, off_t(pos));
                if (n < 0 && errno == EINTR)
                    continue;
                if (n <= 0)
                    break;
                if (!writeAll(buf.data(), std::size_t(n)))
                    return 0; // the reader went away
                pos += std::uint64_t(n);
                sent += std::uint64_t(n);
                eof = false;
            }
        }
        if (!a.follow)
            return 0;
        if (eof) {
            const std::string state = jobs::readJob(dir, a.ids.front()).state;
            if (state != "running") {
                // One more read: the last lines may have come after the one above.
                if (fd >= 0) {
                    while (true) {
                        const ssize_t n = ::pread(fd, buf.data(), buf.size(), off_t(pos));
                        if (n <= 0 || !writeAll(buf.data(), std::size_t(n)))
                            break;
                        pos += std::uint64_t(n);
                    }
                }
                return 0;
            }
            if (::getppid() == 1)
                return 0; // the SSH session that asked is gone
            ::usleep(200000);
        }
    }
}

int gpus(const Args &a)
{
    nlohmann::json j;
    std::vector<std::uint32_t> total;
    const Nvml nvml;
    if (nvml.available()) {
        for (std::uint32_t i = 0; i < nvml.deviceCount() && i <= proto::kMaxGpuIndex; ++i)
            total.push_back(i);
        j["source"] = "nvml";
    } else {
        total = a.declared;
        j["source"] = "declared";
        j["reason"] = nvml.unavailableReason();
    }
    std::vector<std::uint32_t> busy;
    const std::string hostDir = jobs::hostDir(a.base, a.host);
    for (const std::string &id : listJobs(hostDir)) {
        const JobState s = jobs::readJob(hostDir + "/" + id, id);
        if (s.state != "running" && s.state != "lost" && s.state != "unknown")
            continue;
        if (s.state == "lost" && jobs::jobProcesses(s.pgid, hostDir + "/" + id).empty())
            continue; // nothing of it runs any more
        for (const std::uint32_t g : s.gpus) {
            if (std::find(busy.begin(), busy.end(), g) == busy.end())
                busy.push_back(g);
        }
    }
    std::vector<std::uint32_t> free;
    for (const std::uint32_t g : total) {
        if (std::find(busy.begin(), busy.end(), g) == busy.end())
            free.push_back(g);
    }
    std::sort(busy.begin(), busy.end());
    j["total"] = total;
    j["busy"] = busy;
    j["free"] = free;
    print(j.dump());
    return std::fflush(stdout) == 0 ? 0 : 1;
}

} // namespace

int runJobCommand(int argc, char **argv)
{
    Args a;
    if (const int rc = parseArgs(argc, argv, a); rc != 0)
        return rc;
    if (a.sub == "supervise")
        return supervise(argc, argv);
    if (a.sub == "start")
        return start(a);
    if (a.sub == "status")
        return status(a);
    if (a.sub == "cancel")
        return cancel(a);
    if (a.sub == "logs")
        return logs(a);
    return gpus(a);
}

} // namespace cg::agent

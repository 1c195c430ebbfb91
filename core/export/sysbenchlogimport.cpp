// SPDX-License-Identifier: GPL-3.0-or-later
#include "sysbenchlogimport.h"

#include "store/resultstore.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>
#include <cmath>
#include <limits>
#include <optional>

namespace sb {

namespace {

    const QRegularExpression& intervalLine()
    {
        static const QRegularExpression re(
            QStringLiteral(R"(^\[ *(\S+)s \] thds: (\S+) tps: (\S+) qps: (\S+) \(r/w/o: ([^/]+)/([^/]+)/([^)]+)\) )"
                           R"(lat \(ms,(\S+)%\): (\S+) err/s: (\S+) reconn/s: (\S+)$)"));
        return re;
    }

    // Printed with --rate next to each interval line.
    const QRegularExpression& queueLine()
    {
        static const QRegularExpression re(QStringLiteral(R"(^\[ *\S+s \] queue length: \d+, concurrency: \d+$)"));
        return re;
    }

    const QRegularExpression& keyValueLine()
    {
        static const QRegularExpression re(QStringLiteral(R"(^\s+([A-Za-z0-9 ()/.]+):\s*(.*)$)"));
        return re;
    }

    std::optional<double> number(const QString& text)
    {
        bool ok = false;
        const double v = text.trimmed().toDouble(&ok);
        return ok && std::isfinite(v) && v >= 0 ? std::optional<double>(v) : std::nullopt;
    }

    std::optional<std::uint64_t> count(const QString& text)
    {
        bool ok = false;
        const qulonglong v = text.trimmed().toULongLong(&ok);
        return ok ? std::optional<std::uint64_t>(v) : std::nullopt;
    }

    std::uint64_t events(double perSec, double seconds)
    {
        return std::uint64_t(std::llround(perSec * seconds));
    }

    // "3711   (1236.47 per sec.)" -> 3711
    std::optional<std::uint64_t> leadingCount(const QString& text)
    {
        return count(text.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty));
    }

    void setPercentile(LatencySummary& latency, double percentile, double valueMs)
    {
        if (percentile == 50)
            latency.p50Ms = valueMs;
        else if (percentile == 95)
            latency.p95Ms = valueMs;
        else if (percentile == 99)
            latency.p99Ms = valueMs;
        else if (percentile == 99.9)
            latency.p999Ms = valueMs;
    }

    enum class Section { Header, SqlStatistics, General, Latency, Fairness };

    class LogParser {
    public:
        LogParser(QString source, const SysbenchLogImport::Options& options)
            : m_options(options)
        {
            m_log.source = std::move(source);
        }

        Result<SysbenchLog> parse(const QString& text);

    private:
        Error lineError(int line, const QString& detail) const
        {
            Error e { ErrorCode::ParseError, QStringLiteral("%1:%2").arg(m_log.source).arg(line), detail };
            e.value = line;
            return e;
        }
        Error parseLine(const QString& line, int lineNo);
        Error parseHeader(const QString& line, int lineNo);
        Error parseInterval(const QRegularExpressionMatch& m, const QString& line, int lineNo);
        Error parseSummaryValue(const QString& key, const QString& value, const QString& line, int lineNo);
        Error parseSqlStatistic(const QString& key, const QString& value, const QString& line, int lineNo);
        Error parseLatency(const QString& key, const QString& value, const QString& line, int lineNo);
        Error checkComplete(int lastLine) const;
        void fillSpec();

        const SysbenchLogImport::Options& m_options;
        SysbenchLog m_log;
        Section m_section = Section::Header;
        int m_headerThreads = 0;
        double m_previousTime = 0;
        std::optional<std::uint64_t> m_total;
        QStringList m_seen; // summary keys read, as sysbench prints them
    };

    Result<SysbenchLog> LogParser::parse(const QString& text)
    {
        const QStringList lines = text.split(QLatin1Char('\n'));
        int lastLine = 0;
        for (int i = 0; i < lines.size(); ++i) {
            QString line = lines.at(i);
            if (line.endsWith(QLatin1Char('\r')))
                line.chop(1);
            if (line.trimmed().isEmpty())
                continue;
            lastLine = i + 1;
            if (Error e = parseLine(line, i + 1))
                return e;
        }
        if (Error e = checkComplete(std::max(lastLine, 1)))
            return e;
        fillSpec();
        return m_log;
    }

    Error LogParser::parseLine(const QString& line, int lineNo)
    {
        if (line.startsWith(QLatin1String("FATAL:"))) {
            m_log.fatalLines.append(line);
            return {};
        }
        if (line.startsWith(QLatin1Char('['))) {
            if (queueLine().match(line).hasMatch())
                return {};
            const QRegularExpressionMatch m = intervalLine().match(line);
            return m.hasMatch() ? parseInterval(m, line, lineNo) : lineError(lineNo, line);
        }
        if (!line.startsWith(QLatin1Char(' ')) && line.endsWith(QLatin1Char(':'))) {
            const QString title = line.chopped(1);
            if (title == QLatin1String("SQL statistics"))
                m_section = Section::SqlStatistics;
            else if (title == QLatin1String("General statistics"))
                m_section = Section::General;
            else if (title == QLatin1String("Latency (ms)"))
                m_section = Section::Latency;
            else if (title == QLatin1String("Threads fairness"))
                m_section = Section::Fairness;
            else if (m_section != Section::Header)
                return lineError(lineNo, line);
            return {};
        }
        if (m_section == Section::Header)
            return parseHeader(line, lineNo);
        const QRegularExpressionMatch kv = keyValueLine().match(line);
        if (!kv.hasMatch())
            return lineError(lineNo, line);
        return parseSummaryValue(kv.captured(1).trimmed(), kv.captured(2).trimmed(), line, lineNo);
    }

    Error LogParser::parseHeader(const QString& line, int lineNo)
    {
        static const QRegularExpression banner(QStringLiteral(R"(^sysbench (\d+\.\d+\.\d+))"));
        static const QRegularExpression threads(QStringLiteral(R"(^Number of threads: (\S+)$)"));
        static const QRegularExpression every(QStringLiteral(R"(^Report intermediate results every (\S+) second)"));
        if (const auto m = banner.match(line); m.hasMatch()) {
            m_log.version = m.captured(1);
            if (!m_log.version.startsWith(QLatin1String("1.")))
                return Error { ErrorCode::Unsupported, QStringLiteral("%1:%2").arg(m_log.source).arg(lineNo), line, 0,
                    lineNo };
        } else if (const auto t = threads.match(line); t.hasMatch()) {
            const auto n = count(t.captured(1));
            if (!n || *n == 0)
                return lineError(lineNo, line);
            m_headerThreads = int(*n);
        } else if (const auto r = every.match(line); r.hasMatch()) {
            const auto s = number(r.captured(1));
            if (!s || *s <= 0)
                return lineError(lineNo, line);
            m_log.reportIntervalSec = *s;
        }
        return {}; // other header lines (random seed, warnings, "Threads started!") carry nothing to keep
    }

    Error LogParser::parseInterval(const QRegularExpressionMatch& m, const QString& line, int lineNo)
    {
        if (m_section != Section::Header)
            return lineError(lineNo, line);
        std::optional<double> v[11];
        for (int i = 0; i < 11; ++i) {
            v[i] = number(m.captured(i + 1));
            if (!v[i])
                return lineError(lineNo, line);
        }
        const double time = *v[0];
        const double length = time - m_previousTime;
        // thds becomes an int: past INT_MAX (thds: 1e300) the conversion is undefined.
        if (length <= 0 || *v[1] > std::numeric_limits<int>::max())
            return lineError(lineNo, line);
        m_previousTime = time;
        IntervalSample s;
        s.timeSec = time;
        s.intervalSec = length;
        s.threads = int(*v[1]);
        s.transactions = events(*v[2], length);
        s.reads = events(*v[4], length);
        s.writes = events(*v[5], length);
        s.others = events(*v[6], length);
        m_log.percentile = *v[7];
        s.latency.count = s.transactions;
        setPercentile(s.latency, *v[7], *v[8]);
        s.ignoredErrors = events(*v[9], length);
        s.reconnects = events(*v[10], length);
        m_log.intervals.push_back(s);
        return {};
    }

    Error LogParser::parseSummaryValue(const QString& key, const QString& value, const QString& line, int lineNo)
    {
        switch (m_section) {
        case Section::SqlStatistics:
            return parseSqlStatistic(key, value, line, lineNo);
        case Section::Latency:
            return parseLatency(key, value, line, lineNo);
        case Section::General:
            if (key == QLatin1String("total time")) {
                const auto t = number(QString(value).remove(QLatin1Char('s')));
                if (!t || *t <= 0)
                    return lineError(lineNo, line);
                m_log.summary.durationSec = *t;
            } else if (key == QLatin1String("total number of events")) {
                const auto n = count(value);
                if (!n)
                    return lineError(lineNo, line);
                m_log.summary.latency.count = *n;
            } else {
                return {};
            }
            m_seen << key;
            return {};
        case Section::Fairness:
        case Section::Header:
            return {};
        }
        return {};
    }

    Error LogParser::parseSqlStatistic(const QString& key, const QString& value, const QString& line, int lineNo)
    {
        RunSummary& s = m_log.summary;
        if (key == QLatin1String("queries performed"))
            return {};
        const auto n = leadingCount(value);
        if (!n)
            return lineError(lineNo, line);
        if (key == QLatin1String("read"))
            s.reads = *n;
        else if (key == QLatin1String("write"))
            s.writes = *n;
        else if (key == QLatin1String("other"))
            s.others = *n;
        else if (key == QLatin1String("total"))
            m_total = *n;
        else if (key == QLatin1String("transactions"))
            s.transactions = *n;
        else if (key == QLatin1String("ignored errors"))
            s.ignoredErrors = *n;
        else if (key == QLatin1String("reconnects"))
            s.reconnects = *n;
        else if (key != QLatin1String("queries"))
            return {};
        if (key == QLatin1String("total") && *n != s.reads + s.writes + s.others)
            return lineError(lineNo, line);
        if (key == QLatin1String("queries") && m_total && *n != *m_total)
            return lineError(lineNo, line);
        m_seen << key;
        return {};
    }

    Error LogParser::parseLatency(const QString& key, const QString& value, const QString& line, int lineNo)
    {
        static const QRegularExpression nth(QStringLiteral(R"(^(\S+?)(?:st|nd|rd|th) percentile$)"));
        const auto ms = number(value);
        if (!ms)
            return lineError(lineNo, line);
        LatencySummary& l = m_log.summary.latency;
        if (key == QLatin1String("min"))
            l.minMs = *ms;
        else if (key == QLatin1String("avg"))
            l.avgMs = *ms;
        else if (key == QLatin1String("max"))
            l.maxMs = *ms;
        else if (key == QLatin1String("sum"))
            l.sumMs = *ms;
        else if (const auto m = nth.match(key); m.hasMatch()) {
            const auto p = number(m.captured(1));
            if (!p)
                return lineError(lineNo, line);
            m_log.percentile = *p;
            setPercentile(l, *p, *ms);
            m_seen << QStringLiteral("percentile");
            return {};
        } else
            return {};
        m_seen << key;
        return {};
    }

    Error LogParser::checkComplete(int lastLine) const
    {
        static const QStringList required { QStringLiteral("read"), QStringLiteral("write"), QStringLiteral("other"),
            QStringLiteral("transactions"), QStringLiteral("total time"), QStringLiteral("total number of events"),
            QStringLiteral("min"), QStringLiteral("avg"), QStringLiteral("max"), QStringLiteral("percentile") };
        if (m_headerThreads == 0 && m_options.threads <= 0)
            return lineError(lastLine, QStringLiteral("Number of threads:"));
        for (const QString& key : required) {
            if (!m_seen.contains(key)) {
                // A run that died says why in its FATAL line: that is the better detail.
                return lineError(
                    lastLine, m_log.fatalLines.isEmpty() ? key + QLatin1Char(':') : m_log.fatalLines.constLast());
            }
        }
        return {};
    }

    void LogParser::fillSpec()
    {
        auto orUnknown = [](const QString& s) { return s.isEmpty() ? SysbenchLogImport::unknownLabel() : s; };
        RunSummary& s = m_log.summary;
        s.status = RunStatus::Finished;
        s.threads = m_options.threads > 0 ? m_options.threads : m_headerThreads;
        RunSpec& spec = m_log.spec;
        spec.serverProfile
            = m_options.serverProfile.isEmpty() ? QStringLiteral("sysbench-log") : m_options.serverProfile;
        spec.workload = orUnknown(m_options.workload);
        spec.workloadLabel = spec.workload;
        spec.threads = s.threads;
        spec.serverCpu = CpuConfig { orUnknown(m_options.serverCpuLabel), SysbenchLogImport::unknownLabel() };
        spec.clientCpu = CpuConfig { orUnknown(m_options.clientCpuLabel), SysbenchLogImport::unknownLabel() };
        spec.clientBind = SysbenchLogImport::unknownLabel();
        spec.durationSec = s.durationSec;
        if (m_log.reportIntervalSec <= 0 && !m_log.intervals.empty())
            m_log.reportIntervalSec = m_log.intervals.front().intervalSec;
        spec.reportIntervalMs = int(std::lround(m_log.reportIntervalSec * 1000));
    }

    bool sameConditions(const RunSpec& a, const RunSpec& b)
    {
        return a.workloadLabel == b.workloadLabel && a.threads == b.threads && a.serverCpu.label == b.serverCpu.label
            && a.clientCpu.label == b.clientCpu.label && a.serverProfile == b.serverProfile;
    }

    Result<std::optional<qint64>> newestExperiment(ResultStore& store, const QString& name)
    {
        auto experiments = store.experiments();
        if (!experiments)
            return experiments.error();
        std::optional<qint64> found;
        for (const StoredExperiment& e : *experiments) {
            if (e.name == name && (!found || e.id > *found))
                found = e.id;
        }
        return found;
    }

} // namespace

Result<SysbenchLog> SysbenchLogImport::parse(const QString& text, const QString& source, const Options& options)
{
    return LogParser(source, options).parse(text);
}

Result<SysbenchLog> SysbenchLogImport::parse(const QString& text, const QString& source)
{
    return parse(text, source, Options());
}

Result<SysbenchLog> SysbenchLogImport::parseFile(const QString& path)
{
    return parseFile(path, Options());
}

Result<SysbenchLog> SysbenchLogImport::parseFile(const QString& path, const Options& options)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return Error { ErrorCode::FileError, path, file.errorString() };
    return parse(QString::fromUtf8(file.readAll()), QFileInfo(path).fileName(), options);
}

Result<SysbenchLogImport::Stored> SysbenchLogImport::store(
    ResultStore& store, SysbenchLog log, const QString& experimentName)
{
    Stored stored;
    auto existing = newestExperiment(store, experimentName);
    if (!existing)
        return existing.error();
    if (*existing) {
        stored.experimentId = **existing;
    } else {
        auto created = store.createExperiment(
            experimentName, QJsonObject { { QStringLiteral("source"), QStringLiteral("sysbench-log") } });
        if (!created)
            return created.error();
        stored.experimentId = *created;
        stored.experimentCreated = true;
    }
    RunFilter filter;
    filter.experimentId = stored.experimentId;
    auto runs = store.listRuns(filter);
    if (!runs)
        return runs.error();
    log.spec.index = 0;
    log.spec.repetition = 0;
    for (const StoredRun& r : *runs) {
        log.spec.index = std::max(log.spec.index, r.runIndex + 1);
        if (sameConditions(r.spec, log.spec))
            log.spec.repetition = std::max(log.spec.repetition, r.spec.repetition + 1);
    }
    auto runId = store.beginRun(stored.experimentId, log.spec);
    if (!runId)
        return runId.error();
    stored.runId = *runId;
    for (const IntervalSample& s : log.intervals) {
        if (Error e = store.appendInterval(*runId, s)) {
            store.finishRun(*runId, log.summary, RunStatus::Failed, QStringLiteral("import-failed"));
            return e;
        }
    }
    QJsonObject environment { { QStringLiteral("source"), QStringLiteral("sysbench-log") },
        { QStringLiteral("imported_from"), log.source },
        { QStringLiteral("tool_version"), QString(QStringLiteral("sysbench ") + log.version) },
        { QStringLiteral("percentile"), log.percentile } };
    if (Error e = store.setEnvironment(*runId, environment))
        return e;
    if (Error e = store.finishRun(*runId, log.summary, RunStatus::Finished))
        return e;
    return stored;
}

} // namespace sb

// SPDX-License-Identifier: GPL-3.0-or-later
// The line protocol between ScaleBench and scalebench-agent on the server's host: one JSON object per line on the
// agent's stdin (requests) and stdout (replies). A request is {"id": N, "op": NAME, ...}; its reply is
// {"id": N, "ok": true, ...} or {"id": N, "ok": false, "error": ErrorJson}. The first request is "hello" with the
// client's protocol version; the agent refuses everything before it.
//
// Versions: the client greets with {"protocol": 1, "max_protocol": 2}. A version-1 agent reads only "protocol" (and
// ends on any other value), so it still answers 1 and is used for what version 1 has (binding, read-back, thread
// samples, topology); a version-2 agent answers the highest version both speak. Version 2 adds the server host's
// collectors: the host counters, the on-CPU profile and an incident's host part.
#pragma once

namespace sb::agent {

constexpr int kProtocolVersion = 2; // the newest this build speaks
constexpr int kFirstProtocolVersion = 1; // the oldest it still speaks (and greets with)
constexpr char kAgentName[] = "scalebench-agent";

// The fixed set of requests; the agent does nothing else.
constexpr char kHello[] = "hello"; // {protocol, max_protocol, heartbeat_ms} -> {protocol, agent, version, hostname}
constexpr char kPing[] = "ping"; // the heartbeat -> {}
constexpr char kFindServer[] = "find_server"; // {pid | port | socket} -> {pid, exe, start_time}
constexpr char kThreads[] = "threads"; // {pid} -> {threads: [{tid, name, cpus}]}
constexpr char kBind[] = "bind"; // {pid, start_time, cpus} -> binding state (below)
constexpr char kReadBack[] = "read_back"; // -> {active, asked, effective, threads, refused}
constexpr char kRestore[] = "restore"; // -> {}
constexpr char kSampleStart[] = "sample_start"; // {pid} -> {}
constexpr char kSample[] = "sample"; // -> {threads: [{tid, name, cpu_percent, last_cpu}]}
constexpr char kProcessCpu[] = "process_cpu"; // {pid} -> {seconds} (-1: unreadable)
constexpr char kTopology[] = "topology"; // -> {xml, hostname}
constexpr char kHostInfo[] = "host_info"; // {cpus} -> {host: HostInfo::toJson()}

// Version 2: the server host's collectors (core/collectors), one of each at a time.
// The host counters session (HostCounterSession) of the server's threads: opened, begun (again at each warm-up
// interval), ended; the record is what a local run stores.
constexpr char kCountersOpen[] = "counters_open"; // {pid} -> {} (or the refusal: another user's server)
constexpr char kCountersBegin[] = "counters_begin"; // -> {}
constexpr char kCountersEnd[] = "counters_end"; // -> {record}
// The on-CPU profile (ServerProfiler: perf record on a thread of the agent's own, folded there). profile_stop only
// starts the stop: perf's end and its folding take seconds, while pings keep being answered; profile_result says
// {done: false} until {done: true, record, folded}. A dropped connection kills perf and removes its data.
// Every profile request may name its kind (issue 35): "on-cpu" (when none is named) or "off-cpu" (the scheduler's
// switches, µs off the CPU by stack); one profile of each kind at a time.
constexpr char kProfileStart[] = "profile_start"; // {pid, frequency_hz} -> {} (or {not_available: {reason, detail}})
constexpr char kProfileMark[] = "profile_mark"; // {at: "start" | "end"} -> {}
constexpr char kProfileStop[] = "profile_stop"; // -> {}
constexpr char kProfileResult[] = "profile_result"; // -> {done, record, folded}
// An incident's host part (hostthreads.h): the server's threads over a short sample, as they are now.
constexpr char kHostThreads[] = "host_threads"; // {pid, sample_ms} -> {answered, threads, states}

// Heartbeat: an agent that hears nothing for this long restores and exits; the client pings four times as often.
constexpr int kDefaultHeartbeatMs = 10000;
constexpr int kMinHeartbeatMs = 1000;
constexpr int kMaxHeartbeatMs = 120000;

} // namespace sb::agent

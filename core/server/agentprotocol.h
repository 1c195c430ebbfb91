// SPDX-License-Identifier: GPL-3.0-or-later
// The line protocol between ScaleBench and scalebench-agent on the server's host: one JSON object per line on the
// agent's stdin (requests) and stdout (replies). A request is {"id": N, "op": NAME, ...}; its reply is
// {"id": N, "ok": true, ...} or {"id": N, "ok": false, "error": ErrorJson}. The first request is "hello" with the
// client's protocol version; the agent refuses everything before it, and a version it does not speak ends it.
#pragma once

namespace sb::agent {

constexpr int kProtocolVersion = 1;
constexpr char kAgentName[] = "scalebench-agent";

// The fixed set of requests; the agent does nothing else.
constexpr char kHello[] = "hello"; // {protocol, heartbeat_ms} -> {protocol, agent, version, hostname}
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

// Heartbeat: an agent that hears nothing for this long restores and exits; the client pings four times as often.
constexpr int kDefaultHeartbeatMs = 10000;
constexpr int kMinHeartbeatMs = 1000;
constexpr int kMaxHeartbeatMs = 120000;

} // namespace sb::agent

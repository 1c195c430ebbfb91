#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# agent_cost.sh: what a bound run through the agent polls while it lasts costs the run (issue 35): the restart
# watch's find_server round trip every 100 ms (ServerRestartWatch::kAgentPoll), and at every interval the host_io
# reading (the server's /proc/PID/io, its device's diskstats line and memory) and the machine load's checkpoint,
# all through ssh and scalebench-agent. Each run is agent_run (tests/benchmarks/agent_run.cpp: a MeasuredRun as
# `scalebench-cli run --server-host-ssh` makes it) through a private sshd on 127.0.0.1 with keys of its own, the
# server found by its port over TCP and bound to every CPU of this machine (as a plan binds: the scheduler's choice
# is unchanged), with the same collectors at the measured part's edges on both sides: ON watches the server's
# restarts (as every bound run does), OFF does not (MeasuredRunRequest::watchRestarts). ON/OFF and OFF/ON alternate
# per repetition. Per client count: the ratio ON/OFF of the throughput, of the client's CPU per transaction (the
# run's own process, stored in run_cost) and of the server's CPU per transaction (read through the agent), pair by
# pair, with their geometric mean and 95% interval (Student t over the log ratios). The ssh client (a child of the
# run), sshd and the agent are not in the client's figure; they share the machine with both sides, which the
# throughput ratio includes. At the end, the client side of the watch's request alone (agent_run --calls 2000:
# this process's and its ssh's CPU per find_server call).
#
# Usage: tests/benchmarks/agent_cost.sh [--cli PATH] [--agent PATH] [--run PATH (agent_run)] [--reps N (5)]
#        [--time S (5)] [--clients "2 16"] [--workload W (oltp_point_select)] [--keep]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/lib.sh"

reps=5
time_s=5
clients="2 16"
workload=oltp_point_select
agent=
agent_run=
while [ $# -gt 0 ]; do
    case $1 in
    --cli) cli=$2; shift 2 ;;
    --agent) agent=$2; shift 2 ;;
    --run) agent_run=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --time) time_s=$2; shift 2 ;;
    --clients) clients=$2; shift 2 ;;
    --workload) workload=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    -h | --help) usage ;;
    *) die "unknown option $1" ;;
    esac
done
find_cli "$root/build/release/app/scalebench-cli" "$root/build/dev/app/scalebench-cli"
[ -n "$agent" ] || agent=$(dirname "$cli")/scalebench-agent
[ -x "$agent" ] || die "scalebench-agent not found beside $cli; pass --agent PATH"
[ -n "$agent_run" ] || agent_run=$(dirname "$cli")/../tests/agent_run
[ -x "$agent_run" ] || die "agent_run not found (cmake --build BUILD --target agent_run); pass --run PATH"
[ -x /usr/sbin/sshd ] || die "needs openssh-server (packaging/install-deps.sh)"

# The private sshd: keys, its config and the client's, in $work; stopped when the script ends.
ssh-keygen -q -t ed25519 -N '' -f "$work/host_key"
ssh-keygen -q -t ed25519 -N '' -f "$work/user_key"
cp "$work/user_key.pub" "$work/authorized_keys"
ssh_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat >"$work/sshd_config" <<CONF
Port $ssh_port
ListenAddress 127.0.0.1
HostKey $work/host_key
PidFile $work/sshd.pid
AuthorizedKeysFile $work/authorized_keys
PasswordAuthentication no
KbdInteractiveAuthentication no
PubkeyAuthentication yes
UsePAM no
StrictModes no
PermitRootLogin prohibit-password
LogLevel ERROR
CONF
echo "[127.0.0.1]:$ssh_port $(cut -d' ' -f1,2 "$work/host_key.pub")" >"$work/known_hosts"
printf 'Host *\n  IdentityFile %s\n  IdentitiesOnly yes\n  UserKnownHostsFile %s\n  GlobalKnownHostsFile /dev/null\n  StrictHostKeyChecking yes\n  LogLevel ERROR\n' \
    "$work/user_key" "$work/known_hosts" >"$work/ssh_config"
mkdir -p /run/sshd
/usr/sbin/sshd -D -e -f "$work/sshd_config" 2>"$work/sshd.log" &
sshd_pid=$!
trap 'kill "$sshd_pid" 2>/dev/null || true; bench_cleanup' EXIT

sandbox="$work/sandbox"
stop_at_exit "$sandbox"
sandbox_up "$sandbox"
prepare_tables "$workload" "$sandbox" --tables=1 --table-size=10000 || true
all_cpus="0-$(($(nproc) - 1))"

echo "load before: $(loadavg)" >&2
csv="$work/runs.csv"
echo "clients,rep,mode,store,run_cpu,server_side_cpu" >"$csv"
# The CPU time of sshd's finished children (each run's sshd session and the agent it started), from /proc.
sshd_children_cpu() { python3 -c 'import os,sys; f=open(f"/proc/{sys.argv[1]}/stat").read().rsplit(")",1)[1].split(); print((int(f[13])+int(f[14]))/os.sysconf("SC_CLK_TCK"))' "$sshd_pid"; }
for rep in $(seq 1 "$reps"); do
    for c in $clients; do
        for mode in $(alternate "$rep" on off); do
            store="$work/run-$c-$rep-$mode.sqlite"
            before=$(sshd_children_cpu)
            read -r run_cpu status < <(run_measured "$work/run.out" '{cpu:.4f} {exit}' "$agent_run" \
                --ssh="root@127.0.0.1:$ssh_port" --ssh-config="$work/ssh_config" --agent="$agent" --port="$sb_port" \
                --user="$sb_user" --password="$sb_password" --workload="$workload" --table-size=10000 --threads="$c" \
                --time="$time_s" --warmup=2 --watch="$mode" --store="$store")
            [ "$status" = 0 ] || { cat "$work/run.out" >&2; die "run failed"; }
            sleep 1 # sshd reaps its session
            server_side=$(python3 -c "print($(sshd_children_cpu) - $before)")
            echo "$c,$rep,$mode,$store,$run_cpu,$server_side" >>"$csv"
            echo "clients $c rep $rep $mode: $(grep -m1 'transactions:' "$work/run.out" | sed 's/ \+/ /g')" >&2
        done
    done
done
echo "load after: $(loadavg)" >&2
# The client side of the watch's request alone: find_server by pid, 2,000 in a row.
"$agent_run" --ssh="root@127.0.0.1:$ssh_port" --ssh-config="$work/ssh_config" --agent="$agent" --port="$sb_port" \
    --calls=2000 >"$work/calls.out" 2>&1 || { cat "$work/calls.out" >&2; die "the find_server calls failed"; }

PYTHONPATH="$here" python3 - "$csv" "$all_cpus" "$time_s" <<'PYEOF'
import csv, json, math, sqlite3, statistics, sys
from pair_runs import t95
rows = list(csv.DictReader(open(sys.argv[1])))
def read(store):
    db = sqlite3.connect(store)
    tps, tx = db.execute("select tps, transactions from runs").fetchone()
    env = json.loads(db.execute("select snapshot_json from environment").fetchone()[0])
    bound = env.get("affinity", {}).get("server", {}).get("effective")
    if bound != sys.argv[2]:
        sys.exit(f"{store}: the server's binding is {bound!r}, not {sys.argv[2]}")
    server = env.get("server_cpu", {}).get("seconds")
    client = env.get("run_cost", {}).get("client_cpu", {}).get("seconds")
    per = lambda s: s * 1e6 / tx if s and tx else float("nan")
    return tps, per(client), per(server), tx
def gm(ratios):
    logs = [math.log(r) for r in ratios if r == r]
    if not logs:
        return (float("nan"),) * 3
    m = statistics.mean(logs)
    h = t95(len(logs) - 1) * statistics.stdev(logs) / math.sqrt(len(logs)) if len(logs) > 1 else float("nan")
    return math.exp(m), math.exp(m - h), math.exp(m + h)
by, summary = {}, {}
for r in rows:
    by.setdefault((int(r["clients"]), int(r["rep"])), {})[r["mode"]] = read(r["store"]) + (float(r["run_cpu"]), float(r["server_side_cpu"]))
def mean_ci(xs):
    m = statistics.mean(xs)
    h = t95(len(xs) - 1) * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
    return m, m - h, m + h
seconds = float(sys.argv[3]) + 2  # measured part and warm-up: what the watch polls through
extra = {}
print("| clients | rep | tps OFF | tps ON | ON/OFF tps | client µs/tx OFF | ON | ON/OFF | server µs/tx ON/OFF | sshd+agent ms OFF | ON |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for (c, rep), m in sorted(by.items()):
    off, on = m["off"], m["on"]
    ratios = [on[i] / off[i] for i in range(3)]
    for i, x in enumerate(ratios):
        summary.setdefault(c, ([], [], []))[i].append(x)
    extra.setdefault(c, []).append((on[5] - off[5]) * 1e3 / seconds)
    print(f"| {c} | {rep} | {off[0]:.0f} | {on[0]:.0f} | {ratios[0]:.3f} | {off[1]:.1f} | {on[1]:.1f} | {ratios[1]:.3f} | {ratios[2]:.3f} | {off[5] * 1e3:.0f} | {on[5] * 1e3:.0f} |")
print()
print("| clients | pairs | ON/OFF throughput (geo. mean, 95% CI) | ON/OFF client CPU per tx | ON/OFF server CPU per tx | sshd+agent ms CPU per s, ON-OFF (mean, 95% CI) |")
print("| ---: | ---: | ---: | ---: | ---: | ---: |")
for c, parts in sorted(summary.items()):
    cells = " | ".join("%.3f (%.3f-%.3f)" % gm(p) for p in parts)
    print(f"| {c} | {len(parts[0])} | {cells} | %.2f (%.2f-%.2f) |" % mean_ci(extra[c]))
PYEOF
echo
cat "$work/calls.out"

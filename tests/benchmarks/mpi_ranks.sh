#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# mpi_ranks.sh: what splitting the load over MPI ranks costs. 2 ranks x 4 clients (mpirun on this machine) against
# 1 process x 8 clients, on the same sandbox server, in alternating pairs (the order flips every pair, so a
# drifting machine favours neither). Per run, over its steady part (first measured interval to the last but one,
# so start-up, MPI_Init and connecting count on neither side): QPS from the run's own --json intervals, and the
# client-side CPU (user+sys from /proc of the process and everything below it: mpirun and both ranks, MPI polling
# included). Prints one line per pair and the medians of the pair ratios:
#
#   QPS ratio (mpi/single), target >= 0.97      CPU per query ratio (mpi/single), target <= 1.05
#
# It never fails on timings (exit status is non-zero only when a run could not start).
#
# Usage: tests/benchmarks/mpi_ranks.sh [--cli PATH] [--sandbox-dir DIR] [--pairs N] [--time S]
#        [--workload NAME] [--table-size N]
#   Default: $SCALEBENCH_CLI or build/dev/app/scalebench-cli; a fresh sandbox in a temp dir (stopped at the end);
#   7 pairs of 10 s runs of oltp_point_select over 10000 rows.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$here/lib.sh"
sandbox=""
pairs=7
duration=10
workload=oltp_point_select
table_size=10000
while [[ $# -gt 0 ]]; do
    case $1 in
    --cli) cli=$2; shift 2 ;;
    --sandbox-dir) sandbox=$2; shift 2 ;;
    --pairs) pairs=$2; shift 2 ;;
    --time) duration=$2; shift 2 ;;
    --workload) workload=$2; shift 2 ;;
    --table-size) table_size=$2; shift 2 ;;
    -h|--help) usage ;;
    *) die "unknown option $1 (see --help)" ;;
    esac
done
command -v mpirun >/dev/null || die "mpirun is not installed (Debian: openmpi-bin)"
find_cli "$root/build/dev/app/scalebench-cli"

if [[ -z $sandbox ]]; then
    sandbox=$work/sandbox
    stop_at_exit "$sandbox"
fi
sandbox_up "$sandbox"
common=("$workload" "--sandbox-dir=$sandbox" "--table-size=$table_size" "--time=$duration" "--warmup-time=1" --json)
prepare_tables "$workload" "$sandbox" "--table-size=$table_size" || true

echo "# $(date -u +%FT%TZ) $(nproc) CPUs, load average $(loadavg); $pairs pairs of ${duration} s, $workload"
python3 - "$pairs" "$cli" "${common[@]}" <<'PY'
import json, os, statistics, subprocess, sys

pairs, cli, common = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
# --bind-to none: Open MPI pins each of 2 ranks to a core by default; the single process is not pinned either.
mpi = ["mpirun", "--allow-run-as-root", "--oversubscribe", "--bind-to", "none", "-np", "2", cli, "run"] + common + ["--threads=4"]
single = [cli, "run"] + common + ["--threads=8"]
tick = os.sysconf("SC_CLK_TCK")

def tree_cpu(root):
    """CPU seconds (user+sys) used so far by `root` and every process below it (mpirun and its ranks)."""
    parent, cpu = {}, {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parent[int(pid)] = int(fields[1])
        cpu[int(pid)] = (int(fields[11]) + int(fields[12])) / tick
    def below(pid):
        while pid > 1:
            if pid == root:
                return True
            pid = parent.get(pid, 0)
        return False
    return sum(c for pid, c in cpu.items() if below(pid))

def measure(argv):
    """QPS and client CPU per query over the steady part: from the first measured interval to the last but one
    (process start-up, MPI_Init, connecting and the last interval's join are left out on both sides)."""
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
    marks, summary = [], None
    for line in p.stdout:
        o = json.loads(line) if line.startswith("{") else {}
        if o.get("type") == "interval" and not o.get("warmup"):
            marks.append((o["time"], tree_cpu(p.pid), o["queries"]))
        elif o.get("type") == "summary":
            summary = o
    p.wait()
    if not summary or summary["status"] != "finished" or len(marks) < 4:
        raise SystemExit(f"a run did not finish: {' '.join(argv)}")
    window = marks[:-1]  # the last interval line comes after the workers joined
    queries = sum(q for _, _, q in window[1:])
    seconds = window[-1][0] - window[0][0]
    return queries / seconds, (window[-1][1] - window[0][1]) / queries * 1e6

qps_ratios, cpu_ratios = [], []
print("pair  first   QPS mpi    QPS single  ratio   CPU us/q mpi  single  ratio")
for i in range(pairs):
    order = [("mpi", mpi), ("single", single)] if i % 2 == 0 else [("single", single), ("mpi", mpi)]
    r = {name: measure(argv) for name, argv in order}
    qr, cr = r["mpi"][0] / r["single"][0], r["mpi"][1] / r["single"][1]
    qps_ratios.append(qr)
    cpu_ratios.append(cr)
    print(f"{i + 1:4}  {order[0][0]:6} {r['mpi'][0]:10.0f} {r['single'][0]:11.0f}  {qr:5.3f}   {r['mpi'][1]:10.2f} {r['single'][1]:7.2f}  {cr:5.3f}", flush=True)
mq, mc = statistics.median(qps_ratios), statistics.median(cpu_ratios)
print(f"median QPS ratio {mq:.3f} ({min(qps_ratios):.3f}..{max(qps_ratios):.3f}) target >= 0.97: {'met' if mq >= 0.97 else 'MISSED'}")
print(f"median CPU/query ratio {mc:.3f} ({min(cpu_ratios):.3f}..{max(cpu_ratios):.3f}) target <= 1.05: {'met' if mc <= 1.05 else 'MISSED'}")
PY

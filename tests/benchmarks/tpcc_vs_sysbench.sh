#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# tpcc_vs_sysbench.sh: ScaleBench's tpcc workload against Percona's sysbench-tpcc (Lua scripts on Debian's sysbench)
# on one sandbox server (innodb_buffer_pool_size=1G), issue 23. Two parts:
#
#   run      W warehouses (2), N clients (8), T seconds (20), each tool on its own dataset in its own database,
#            at sysbench-tpcc's mix (uniform(1,23): 10/10/1/1/1, i.e. 43.5/43.5/4.3/4.3/4.3), R alternating
#            repetitions (A,B then B,A). Prints transactions/s and the client's CPU per transaction (user+sys of the
#            client process, wait4 rusage) with medians and per-repetition ratios (min..max).
#            Targets: CPU per transaction <= 0.8x the peer's; throughput higher or not distinguishable.
#   prepare  the wall time of loading P warehouses (4) with P prepare threads, each tool once. sysbench-tpcc sleeps
#            30 s in its prepare, once or twice by version (after creating the tables; older ones again before
#            building the indexes; the script counts the sleep(30) calls in its cmd_prepare): the table gives its
#            wall time and its wall time less those sleeps (the loading itself). Target: <= 0.5x.
#
# sysbench-tpcc runs with --use_fk=0 (ScaleBench's tables have no foreign keys) and --trx_level=RR (both: the
# server's default REPEATABLE READ). Nothing is asserted: the numbers are printed. The peer's scripts are not part of
# ScaleBench: bring them yourself (git clone https://github.com/Percona-Lab/sysbench-tpcc) and name their folder.
#
# Usage:
#   tests/benchmarks/tpcc_vs_sysbench.sh SYSBENCH_TPCC_DIR [--parts "run prepare"] [--reps R] [--time S]
#                                        [--threads N] [--warehouses W] [--prepare-warehouses P] [--cli PATH]
#                                        [--sandbox-dir DIR] [--out FILE]
# Environment: REPS, TIME, SCALEBENCH_CLI.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$here/lib.sh"
reps=${REPS:-3}
duration=${TIME:-20}
threads=8
warehouses=2
prepare_warehouses=4
parts="run prepare"
sandbox_dir=""
out=""
peer=""

while [ $# -gt 0 ]; do
    case "$1" in
        --parts) parts=$2; shift 2 ;;
        --reps) reps=$2; shift 2 ;;
        --time) duration=$2; shift 2 ;;
        --threads) threads=$2; shift 2 ;;
        --warehouses) warehouses=$2; shift 2 ;;
        --prepare-warehouses) prepare_warehouses=$2; shift 2 ;;
        --cli) cli=$2; shift 2 ;;
        --sandbox-dir) sandbox_dir=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        -h|--help) usage ;;
        -*) die "unknown option $1 (see --help)" ;;
        *) peer=$1; shift ;;
    esac
done
[ -n "$peer" ] || die "needs the folder of Percona's sysbench-tpcc scripts (tpcc.lua, tpcc_common.lua, ...) as its argument; get them with: git clone https://github.com/Percona-Lab/sysbench-tpcc"
[ -f "$peer/tpcc.lua" ] || die "no tpcc.lua in $peer: is it the folder of Percona's sysbench-tpcc scripts?"
peer=$(cd "$peer" && pwd)
find_cli "$root/build-bench/app/scalebench-cli" "$root/build/dev/app/scalebench-cli" "$root/build/app/scalebench-cli"
command -v sysbench >/dev/null || die "sysbench not found"
[ -n "$sandbox_dir" ] || { sandbox_dir=$work/sandbox; stop_at_exit "$sandbox_dir"; }
sandbox_up "$sandbox_dir" --option innodb_buffer_pool_size=1G
export LUA_PATH="$peer/?.lua;;"

admin_sql() { # statements as the benchmark user over the socket
    python3 - "$sandbox_dir/sandbox.json" "$1" <<'PY'
import json, subprocess, sys
d = json.load(open(sys.argv[1]))
subprocess.run(["mariadb", "-u", d["user"], "-p" + d["password"], "-S", d["socket"], "-e", sys.argv[2]], check=True)
PY
}

sysbench_tpcc() { # database scale threads command extra...
    local db=$1 scale=$2 th=$3 command=$4
    shift 4
    (cd "$peer" && sysbench tpcc.lua --db-driver=mysql --mysql-socket="$sb_socket" --mysql-user="$sb_user" \
        --mysql-password="$sb_password" --mysql-db="$db" --scale="$scale" --tables=1 --use_fk=0 --trx_level=RR \
        --threads="$th" "$@" "$command")
}

scalebench() { # command database extra...
    local command=$1 db=$2
    shift 2
    "$cli" "$command" tpcc --socket="$sb_socket" --user="$sb_user" --password="$sb_password" --database="$db" "$@"
}

results=$work/results.csv
echo "part,rep,tool,tps,transactions,cpu_s,cpu_us_per_tx,exit,wall_s" >"$results"
echo "# $reps alternating repetition(s) x ${duration}s, $warehouses warehouses, $threads clients; cpus $(nproc)"
echo "# load average at start: $(loadavg)"
echo "# server: $sb_version"

run_one() { # rep tool
    local rep=$1 tool=$2 log=$work/$2.$1.log cpu rc wall tx tps
    local -a cmd
    if [ "$tool" = sysbench ]; then
        cmd=(env LUA_PATH="$LUA_PATH" sh -c "cd '$peer' && exec sysbench tpcc.lua --db-driver=mysql --mysql-socket='$sb_socket' --mysql-user='$sb_user' --mysql-password='$sb_password' --mysql-db=tpcc_peer --scale=$warehouses --tables=1 --use_fk=0 --trx_level=RR --threads=$threads --time=$duration --report-interval=0 run")
    else
        cmd=("$cli" run tpcc --socket="$sb_socket" --user="$sb_user" --password="$sb_password" --database=tpcc_sb
            --warehouses="$warehouses" --threads="$threads" --time="$duration" --report-interval=0 --json
            --new-order-weight=10 --payment-weight=10 --order-status-weight=1 --delivery-weight=1
            --stock-level-weight=1 --prepare=never)
    fi
    read -r cpu rc wall < <(run_measured "$log" '{cpu:.6f} {exit} {wall:.2f}' "${cmd[@]}")
    if [ "$tool" = sysbench ]; then
        read -r tx tps < <(sed -n 's/^ *transactions: *\([0-9]*\) *(\([0-9.]*\) per sec.*/\1 \2/p' "$log")
    else
        read -r tx tps < <(python3 - "$log" <<'PY'
import json, sys
summary = {"transactions": 0, "tps": 0}
for line in open(sys.argv[1], errors="replace"):
    if line.startswith("{") and '"type":"summary"' in line:
        summary = json.loads(line)
print(summary["transactions"], summary["tps"])
PY
        )
    fi
    [ "$rc" = 0 ] && [ "${tx:-0}" != 0 ] || { echo "!! $tool rep $rep exit $rc:" >&2; tail -n 5 "$log" >&2; }
    python3 -c "t=int('${tx:-0}'); print('run,$rep,$tool,${tps:-0},%d,$cpu,%.1f,$rc,$wall' % (t, float('$cpu')*1e6/t if t else 0))" >>"$results"
}

if [[ " $parts " == *" run "* ]]; then
    admin_sql "CREATE DATABASE IF NOT EXISTS tpcc_peer; CREATE DATABASE IF NOT EXISTS tpcc_sb"
    echo "# preparing $warehouses warehouses for each tool" >&2
    sysbench_tpcc tpcc_peer "$warehouses" "$warehouses" prepare >"$work/peer.prepare.log" 2>&1 ||
        { tail "$work/peer.prepare.log" >&2; die "sysbench-tpcc prepare failed"; }
    scalebench prepare tpcc_sb --warehouses="$warehouses" --threads="$warehouses" --recreate >"$work/sb.prepare.log" 2>&1 ||
        { tail "$work/sb.prepare.log" >&2; die "scalebench prepare failed"; }
    for rep in $(seq 1 "$reps"); do
        for tool in $(alternate "$rep" scalebench sysbench); do run_one "$rep" "$tool"; done
        printf '.' >&2
    done
    echo >&2
    scalebench check tpcc_sb | tail -1
fi

if [[ " $parts " == *" prepare "* ]]; then
    admin_sql "DROP DATABASE IF EXISTS tpcc_peer; DROP DATABASE IF EXISTS tpcc_sb; CREATE DATABASE tpcc_peer; CREATE DATABASE tpcc_sb"
    for tool in $(alternate 1 scalebench sysbench); do
        log=$work/$tool.prepare4.log
        if [ "$tool" = sysbench ]; then
            read -r cpu rc wall < <(run_measured "$log" '{cpu:.6f} {exit} {wall:.2f}' env LUA_PATH="$LUA_PATH" sh -c \
                "cd '$peer' && exec sysbench tpcc.lua --db-driver=mysql --mysql-socket='$sb_socket' --mysql-user='$sb_user' --mysql-password='$sb_password' --mysql-db=tpcc_peer --scale=$prepare_warehouses --tables=1 --use_fk=0 --trx_level=RR --threads=$prepare_warehouses prepare")
        else
            read -r cpu rc wall < <(run_measured "$log" '{cpu:.6f} {exit} {wall:.2f}' "$cli" prepare tpcc \
                --socket="$sb_socket" --user="$sb_user" --password="$sb_password" --database=tpcc_sb \
                --warehouses="$prepare_warehouses" --threads="$prepare_warehouses")
        fi
        [ "$rc" = 0 ] || { echo "!! $tool prepare exit $rc:" >&2; tail -n 5 "$log" >&2; }
        echo "prepare,1,$tool,0,0,$cpu,0,$rc,$wall" >>"$results"
    done
fi
echo "# load average at end: $(loadavg)"
[ -n "$out" ] && cp "$results" "$out"
# The peer's sleeps while it prepares: its threads sleep side by side, so each sleep(30) in cmd_prepare is 30 s.
peer_sleeps=$(awk '/^function cmd_prepare/,/^end/' "$peer/tpcc_common.lua" | grep -c 'sleep(30)' || true)

python3 - "$results" "$((peer_sleeps * 30))" <<'EOF'
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1])))
med = statistics.median
run = [r for r in rows if r["part"] == "run"]
if run:
    by = {}
    for r in run:
        by.setdefault(r["rep"], {})[r["tool"]] = r
    both = [v for v in by.values() if "scalebench" in v and "sysbench" in v]
    f = lambda t, k: [float(v[t][k]) for v in both]
    ts, tp, cs, cp = f("scalebench", "tps"), f("sysbench", "tps"), f("scalebench", "cpu_us_per_tx"), f("sysbench", "cpu_us_per_tx")
    tr = [a / b for a, b in zip(ts, tp) if b]
    cr = [a / b for a, b in zip(cs, cp) if b]
    print(f"run: {len(both)} pairs")
    print(f"  tps            ScaleBench {med(ts):8.1f}  sysbench-tpcc {med(tp):8.1f}  ratio {med(ts)/med(tp):.2f} (per pair {min(tr):.2f}..{max(tr):.2f})")
    print(f"  CPU us per tx  ScaleBench {med(cs):8.1f}  sysbench-tpcc {med(cp):8.1f}  ratio {med(cs)/med(cp):.2f} (per pair {min(cr):.2f}..{max(cr):.2f})"
          f"  target <= 0.80: {'met' if med(cs)/med(cp) <= 0.8 else 'MISSED'}")
prep = {r["tool"]: float(r["wall_s"]) for r in rows if r["part"] == "prepare"}
if len(prep) == 2:
    s, p = prep["scalebench"], prep["sysbench"]
    slept = float(sys.argv[2])
    print(f"prepare: ScaleBench {s:.1f} s, sysbench-tpcc {p:.1f} s (loading without its {slept:.0f} s of sleeps: {p-slept:.1f} s)")
    print(f"  ratio {s/p:.2f} of its wall time (target <= 0.50: {'met' if s/p <= 0.5 else 'MISSED'}), {s/(p-slept):.2f} of its loading")
EOF

#!/usr/bin/env python3
"""Whole `solopddl plan` wall times, PDDL route against the finite-domain
(sas) route, on the same task files, runs interleaved; prints one CSV row
per run and a median per format. Used by `scripts/bench.sh sas`.

usage: time-plan.py SOLOPDDL RUNS CSV_OUT TASK...  (extra plan flags in $PLAN_FLAGS)
"""
import csv, json, os, shlex, statistics, subprocess, sys, time

exe, runs, out, tasks = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
extra = shlex.split(os.environ.get("PLAN_FLAGS", ""))
rows = []
for run in range(1, runs + 1):
    for task in tasks:
        for fmt in ("pddl", "sas"):
            argv = [exe, "plan", task, "--format", fmt, "--no-val", "--json", *extra]
            t0 = time.perf_counter()
            p = subprocess.run(argv, capture_output=True, text=True)
            wall = time.perf_counter() - t0
            d = json.loads(p.stdout) if p.stdout.strip() else {}
            pl = d.get("planner", {})
            rows.append({"task": task, "format": fmt, "run": run, "exit": p.returncode,
                         "outcome": pl.get("outcome"), "plan_length": len(d.get("plan") or []),
                         "wall_s": round(wall, 4), "translator_s": pl.get("translator_time_s"),
                         "search_s": pl.get("search_time_s"), "peak_memory_kb": pl.get("peak_memory_kb")})
with open(out, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
for fmt in ("pddl", "sas"):
    per_task = [statistics.median(r["wall_s"] for r in rows if r["task"] == t and r["format"] == fmt) for t in tasks]
    ok = sum(1 for r in rows if r["format"] == fmt and r["outcome"] == "valid")
    print(f"{fmt}: median {statistics.median(per_task):.3f} s over {len(tasks)} tasks "
          f"(per-task medians {min(per_task):.3f}-{max(per_task):.3f} s), valid {ok}/{len(tasks) * runs}")

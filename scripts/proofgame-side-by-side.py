#!/usr/bin/env python3
"""Two builds of solopddl side by side on the same proof-game goals, goal by
goal in one run (so that a noisy machine slows both alike): the figures of
BENCHMARKS.md's proof-game sections.

usage: proofgame-side-by-side.py BASE_EXE NEW_EXE SECONDS LIST...

Each LIST holds `plies<TAB>FEN` lines, as `cargo run --release --example
proofgames -- LENGTHS N SECONDS SEED KIND list` prints them. Each goal runs
`EXE chess proofgame FEN --plies N --time-limit SECONDS --json` (two
threads, the default) with the base first, then the new build. Prints one
line per goal, then the goals each build decided, whether their verdicts
agree, and the geometric means of the per-goal ratios (new / base) of
positions and time on the goals both decided.
"""
import json
import math
import subprocess
import sys


def run(exe, fen, plies, seconds):
    out = subprocess.run(
        [exe, "chess", "proofgame", fen, "--plies", str(plies), "--time-limit", seconds, "--json"],
        capture_output=True,
        text=True,
    )
    try:
        d = json.loads(out.stdout)
        return d["verdict"], d["positions_examined"], d["seconds"]
    except (json.JSONDecodeError, KeyError):
        return "error: " + out.stderr.strip()[:80], 0, float(seconds)


def decided(verdict):
    return not verdict.startswith("unknown") and not verdict.startswith("error")


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    base, new, seconds, lists = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    rows = []
    for path in lists:
        with open(path) as f:
            for line in f:
                if "\t" not in line:
                    continue
                plies, fen = line.strip().split("\t", 1)
                b, n = run(base, fen, plies, seconds), run(new, fen, plies, seconds)
                rows.append((int(plies), fen, b, n))
                print(f"{plies}\t{b[0]:<36}{b[1]:>10} {b[2]:7.2f}\t{n[0]:<36}{n[1]:>10} {n[2]:7.2f}\t{fen}", flush=True)
    both = [r for r in rows if decided(r[2][0]) and decided(r[3][0])]
    differ = [r for r in both if r[2][0] != r[3][0]]
    print(
        f"goals {len(rows)}; decided base {sum(decided(r[2][0]) for r in rows)}, "
        f"new {sum(decided(r[3][0]) for r in rows)}; both {len(both)}, verdicts differ {len(differ)}"
    )
    if both:
        mean = lambda i, floor: math.exp(sum(math.log(max(r[3][i], floor) / max(r[2][i], floor)) for r in both) / len(both))
        print(f"geometric mean new/base: positions {mean(1, 1):.2f}, time {mean(2, 1e-3):.2f}")
    for lo, hi in [(0, 30), (31, 46)]:
        sel = [r for r in rows if lo <= r[0] <= hi]
        print(
            f"{lo}-{hi} plies: base {sum(decided(r[2][0]) for r in sel)}/{len(sel)}, "
            f"new {sum(decided(r[3][0]) for r in sel)}/{len(sel)}"
        )
    for r in differ:
        print("DIFFER", r)


if __name__ == "__main__":
    main()

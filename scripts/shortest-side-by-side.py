#!/usr/bin/env python3
"""The shortest proof game two ways, goal by goal in one run: `chess solve`
(A*, one shortest game) and `chess proofgame --shortest` (lengths counted
upward, the shortest one's games counted to 2): the figures of
BENCHMARKS.md's Session 75 section.

usage: shortest-side-by-side.py EXE SECONDS LIST...

Each LIST holds `plies<TAB>FEN` lines (`plies|FEN` too), as `cargo run
--release --example proofgames -- LENGTHS N SECONDS SEED KIND list` prints
them; the plies are the generating game's, an upper bound on the shortest.
Prints one line per goal (the length and time of each, the verdict of
--shortest), then how many each found, whether their lengths agree, and
the median times on the goals both found.
"""
import json
import statistics
import subprocess
import sys

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def run(args):
    out = subprocess.run(args, capture_output=True, text=True)
    try:
        return json.loads(out.stdout)
    except json.JSONDecodeError:
        return None


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    exe, seconds = sys.argv[1], sys.argv[2]
    rows = []
    for path in sys.argv[3:]:
        for line in open(path):
            line = line.strip()
            if not line:
                continue
            plies, fen = line.replace("|", "\t").split("\t", 1)
            astar = run([exe, "chess", "solve", "--start", START, "--goal", fen, "--time-limit", seconds, "--json"])
            counted = run(
                [exe, "chess", "proofgame", fen, "--shortest", plies, "--time-limit", seconds, "--json"]
            )
            a_len = astar["length"] if astar and astar.get("outcome") == "plan" else None
            a_sec = astar["stats"]["elapsed_ms"] / 1000 if astar and "stats" in astar else float(seconds)
            c_ok = counted and not counted["verdict"].startswith(("unknown", "no solution"))
            c_len = counted["plies"] if c_ok else None
            c_sec = counted["seconds"] if counted else float(seconds)
            verdict = counted["verdict"] if counted else "error"
            rows.append((a_len, a_sec, c_len, c_sec))
            print(f"{plies}\t{a_len}\t{a_sec:.2f}\t{c_len}\t{c_sec:.2f}\t{verdict}\t{fen}", flush=True)
    both = [r for r in rows if r[0] is not None and r[2] is not None]
    print(f"goals {len(rows)}; A* found {sum(r[0] is not None for r in rows)}, "
          f"--shortest found {sum(r[2] is not None for r in rows)}; "
          f"both {len(both)}, lengths differ {sum(r[0] != r[2] for r in both)}")
    if both:
        print(f"median seconds on both: A* {statistics.median(r[1] for r in both):.3f}, "
              f"--shortest {statistics.median(r[3] for r in both):.3f}")


if __name__ == "__main__":
    main()

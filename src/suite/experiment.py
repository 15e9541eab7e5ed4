#! /usr/bin/env python3
"""A Downward Lab experiment over solopddl suites, written by `solopddl suite lab`.

Every run executes `solopddl plan` on a suite's domain.pddl and pNNN.pddl,
which runs the planner under the time and memory limits, maps its plan back
to moves and replays it natively (and has VAL check it when VAL is there);
`solopddl solve` / `solopddl chess solve` give the native solver's runs. The
parsers below turn each run's JSON line into Lab's usual attributes
(coverage, expansions, search_time, total_time, memory, error, cost,
plan_length) plus the native validation result, so the native solver and
the planner configurations sit side by side in one report.

Settings (suites, configurations, limits, environment) are read from
settings.json beside this file; edit it and run again. Steps:
    ./experiment.py --all        build, start, parse, fetch, reports
    ./experiment.py 1 2 3 4 5    the same by number
Results: data/experiment-eval/properties and the reports in
data/experiment-eval/ (report.html, scatter plots).
"""

import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SETTINGS = json.loads((HERE / "settings.json").read_text())

# A Python whose path a #! line cannot hold (a space in it) is named in
# settings.json: started by any python3, the script runs again with it.
# Another interpreter: `/path/to/python experiment.py --all`, or edit "python".
if SETTINGS.get("python") and not os.environ.get("SOLOPDDL_EXPERIMENT_REEXEC"):
    if os.path.abspath(sys.executable) != os.path.abspath(SETTINGS["python"]):
        os.environ["SOLOPDDL_EXPERIMENT_REEXEC"] = "1"
        os.execv(SETTINGS["python"], [SETTINGS["python"], str(Path(__file__).resolve()), *sys.argv[1:]])

from lab.environments import LocalEnvironment, SlurmEnvironment
from lab.experiment import Experiment
from lab.parser import Parser
from lab.reports import Attribute, geometric_mean

from downward.reports.absolute import AbsoluteReport
from downward.reports.scatter import ScatterPlotReport

# Outcomes of `solopddl plan` that need no explanation (Lab's "error"
# attribute takes Fast Downward's outcome names where they exist).
EXPLAINED = {
    "valid": "success",
    "unsolvable": "search-unsolvable",
    "unsolvable-within-bound": "search-unsolvable-within-bound",
    "time-limit": "search-out-of-time",
    "memory-limit": "search-out-of-memory",
    "incomplete": "search-unsolved-incomplete",
    "unsupported": "unsupported",
}
# Everything else (an invalid or unmappable plan, validators disagreeing, a
# planner error) is an unexplained error, and so is a verdict that
# contradicts the native one recorded in the suite.

# The planner's outcome in `solopddl plans --json`, at a limit.
TOP_K_EXPLAINED = {
    "out-of-time": "search-out-of-time",
    "out-of-memory": "search-out-of-memory",
    "unsolvable": "search-unsolvable",
    "incomplete": "search-unsolved-incomplete",
}


# A verdict run stops at the second plan of optimal cost: one is a unique
# game, two are not (bench chess's symk:verdict/sas).
VERDICT_PLANS = 2

# Fast Downward's optimal search on the task for N plies (no axioms, no
# conditional effects, so LM-cut applies; bench chess's fd:optimal/sas).
LMCUT_SEARCH = "astar(lmcut())"


def last_json_line(content):
    for line in reversed(content.splitlines()):
        line = line.strip()
        if line.startswith("{"):
            return json.loads(line)
    return None


def parse_run(static_content, props):
    """Lab calls this in the run's folder with its static properties."""
    static = json.loads(static_content)
    log = Path("run.log").read_text() if Path("run.log").exists() else ""
    if static["algorithm"] == "native":
        parse_native_run(log, props)
    elif static["algorithm"] in ("top-k", "verdict"):
        parse_top_k_run(log, props)
    elif static["algorithm"] == "native-count":
        parse_native_count_run(log, props)
    else:
        parse_planner_run(log, props)
    check_against_native(static, props)


def parse_planner_run(content, props):
    data = last_json_line(content)
    if data is None:
        props["error"] = "no-output"
        props.add_unexplained_error("solopddl plan printed no JSON")
        return
    p = data["planner"]
    outcome = p["outcome"]
    props["outcome"] = outcome
    props["error"] = EXPLAINED.get(outcome, outcome)
    props["coverage"] = int(outcome == "valid")
    props["unsolvable"] = int(outcome == "unsolvable")
    native_valid = {"valid": 1, "invalid": 0, "unmappable": 0}.get(outcome)
    if native_valid is not None:
        props["native_valid"] = native_valid
    if data.get("val") is not None:
        props["val"] = data["val"]
        props["val_valid"] = int(data["val"] == "valid")
    for ours, theirs in [
        ("expanded", "expansions"),
        ("generated", "generated"),
        ("search_time_s", "search_time"),
        ("translator_time_s", "translator_time"),
        ("wall_time_s", "total_time"),
        ("peak_memory_kb", "memory"),
        ("variables", "translator_variables"),
        ("operators", "translator_operators"),
        ("axioms", "translator_axioms"),
    ]:
        if p.get(ours) is not None:
            props[theirs] = p[ours]
    if outcome == "valid":
        props["plan_length"] = len(data["plan"])
        props["cost"] = len(data["plan"])
    if outcome not in EXPLAINED:
        props.add_unexplained_error(f"solopddl plan: {outcome}: {p.get('error')}")


def parse_native_run(content, props):
    data = last_json_line(content)
    if data is None:
        props["error"] = "no-output"
        props.add_unexplained_error("the native solver printed no JSON")
        return
    solvable = data.get("solvable")
    props["coverage"] = int(solvable is True)
    props["unsolvable"] = int(solvable is False)
    props["error"] = {True: "success", False: "search-unsolvable"}.get(solvable, "search-out-of-time")
    stats = data.get("stats", {})
    nodes = stats.get("nodes", stats.get("expanded"))
    if nodes is not None:
        props["expansions"] = nodes
    if stats.get("elapsed_ms") is not None:
        props["search_time"] = stats["elapsed_ms"] / 1000.0
        props["total_time"] = stats["elapsed_ms"] / 1000.0
    if data.get("peak_rss_mb") is not None:
        props["memory"] = round(data["peak_rss_mb"] * 1024)
    if solvable:
        props["plan_length"] = len(data["plan"])
        props["cost"] = len(data["plan"])
        # The native solver replays its own plan before it prints it.
        props["native_valid"] = 1


def parse_top_k_run(content, props):
    """`solopddl plans --json`: every plan the top-k planner wrote, replayed
    natively and counted against the native count of games of the optimal
    length. Covered: the count complete and equal to the native one."""
    data = last_json_line(content)
    if data is None:
        props["error"] = "no-output"
        props.add_unexplained_error("solopddl plans printed no JSON")
        return
    props["outcome"] = data["outcome"]
    props["plans"] = data["plans"]
    props["valid_plans"] = data["valid"]
    agree = bool(data["agree"]) and not data["problems"]
    complete = bool(data["complete"])
    props["count_agrees"] = int(agree and complete)
    props["coverage"] = int(agree and complete)
    outcome = data["outcome"]
    if complete:
        props["error"] = "success"
    elif outcome in TOP_K_EXPLAINED:
        props["error"] = TOP_K_EXPLAINED[outcome]
    elif outcome == "plan-found":
        # Every plan written, but the native count was not made in time.
        props["error"] = "native-count-incomplete"
    else:
        props["error"] = outcome
        props.add_unexplained_error(f"solopddl plans: the planner ended with {outcome}")
    if data.get("planner_time_s") is not None:
        props["search_time"] = data["planner_time_s"]
        props["total_time"] = data["planner_time_s"]
    if data.get("optimal_plies") is not None:
        props["plan_length"] = data["optimal_plies"]
        props["cost"] = data["optimal_plies"]
    for problem in data["problems"]:
        props.add_unexplained_error(f"solopddl plans: {problem}")


def parse_native_count_run(content, props):
    """`solopddl chess proofgame --count-all --json`: every game of the
    length counted natively. Covered: a verdict (a count, or none)."""
    data = last_json_line(content)
    if data is None:
        props["error"] = "no-output"
        props.add_unexplained_error("chess proofgame printed no JSON")
        return
    verdict = data["verdict_detail"]["verdict"]
    props["outcome"] = verdict
    counted = verdict in ("unique", "solutions", "no-solution")
    props["coverage"] = int(counted)
    if counted:
        props["error"] = "success"
        props["games"] = int(data["solutions_count"])
    elif data["verdict_detail"].get("stopped_by") == "memory-limit":
        props["error"] = "search-out-of-memory"
    else:
        props["error"] = "search-out-of-time"
    props["expansions"] = data["positions_examined"]
    props["search_time"] = data["seconds"]
    props["total_time"] = data["seconds"]
    if counted:
        props["plan_length"] = data["plies"]
        props["cost"] = data["plies"]


def check_against_native(static, props):
    verdict = static.get("native_verdict")
    if verdict == "unsolvable" and props.get("coverage"):
        props.add_unexplained_error("a plan for an instance proven unsolvable natively")
    if verdict == "solvable" and props.get("unsolvable"):
        props.add_unexplained_error("proven unsolvable, but the native solver solved it")
    # The suite's solutions column is the native count made at export.
    solutions = static.get("native_solutions")
    if solutions is not None and props.get("coverage"):
        counted = props.get("plans") if static["algorithm"] in ("top-k", "verdict") else props.get("games")
        if static["algorithm"] == "verdict":
            # Stopped at the second plan: at most VERDICT_PLANS of the games.
            solutions = min(solutions, VERDICT_PLANS)
        if counted is not None and counted != solutions:
            props.add_unexplained_error(f"{counted} games counted, the suite's solutions column says {solutions}")
    if static["algorithm"] == "verdict" and props.get("coverage"):
        props["unique"] = int(props.get("plans") == 1)
    optimal = static.get("native_optimal_length")
    if static["algorithm"] in ("optimal", "lmcut") and props.get("outcome") == "unsolvable-within-bound":
        # The task for N plies, N the proven optimum, holds a game.
        props.add_unexplained_error(f"no game of at most {optimal} plies, but the native solver found one")
    if optimal is not None and static.get("optimal_config") and props.get("coverage"):
        if props.get("plan_length") != optimal:
            props.add_unexplained_error(
                f"optimal configuration found length {props.get('plan_length')}, native optimum {optimal}"
            )


def run_parser():
    parser = Parser()
    parser.add_function(parse_run, file="static-properties")
    # Lab's run script logs the machine it ran on (the report's "Used nodes").
    parser.add_pattern("node", r"node: (.+)\n", type=str, file="driver.log")
    return parser


class SolopddlReport(AbsoluteReport):
    """Lab's absolute report, its algorithm info table filled with what
    solopddl's runs are: the planner, the configuration's arguments and the
    limits (Fast Downward's revision attributes do not apply here)."""

    INFO_ATTRIBUTES = ["planner", "configuration", "time_limit_s", "memory_limit_mb"]


class ClusterEnvironment(SlurmEnvironment):
    """A Slurm cluster with the partition, QoS and memory from settings.json."""

    DEFAULT_PARTITION = SETTINGS["slurm"]["partition"]
    DEFAULT_QOS = SETTINGS["slurm"]["qos"]
    DEFAULT_MEMORY_PER_CPU = SETTINGS["slurm"]["memory_per_cpu"]
    MAX_TASKS = SETTINGS["slurm"]["max_tasks"]

    @classmethod
    def is_present(cls):
        return True


def environment():
    if SETTINGS["environment"] == "slurm":
        s = SETTINGS["slurm"]
        return ClusterEnvironment(
            time_limit_per_task=s["time_limit_per_task"],
            export=s["export"],
            setup=s.get("setup") or None,
        )
    return LocalEnvironment(processes=SETTINGS["processes"])


def task_args(row):
    if row["game"] == "chess":
        return ["--start", row["source"], "--goal", row["goal"]]
    return [row["source"]]


def add_runs(exp):
    solopddl = SETTINGS["solopddl"]
    limit = SETTINGS["time_limit"]
    memory_mb = SETTINGS["memory_limit_mb"]
    # Lab's own limits are a backstop above solopddl's, which end runs cleanly.
    lab_limits = {"time_limit": limit + 60, "memory_limit": memory_mb + 1024}
    for suite in SETTINGS["suites"]:
        suite = Path(suite)
        rows = json.loads((suite / "instances.json").read_text())
        for row in rows:
            static = {
                "domain": suite.name,
                "problem": f"{row['id']}.pddl",
                "game": row["game"],
                "pieces": row["pieces"],
                "board": row["board"],
                "source": row["source"],
                "native_verdict": row["verdict"],
                "native_optimal_length": row["plan_length"] if row.get("optimal") else None,
            }
            for config in SETTINGS["configs"]:
                run = exp.add_run()
                run.add_resource("domain", suite / "domain.pddl", "domain.pddl", symlink=True)
                run.add_resource("problem", suite / f"{row['id']}.pddl", "problem.pddl", symlink=True)
                encoding = ["--encoding", row["encoding"]] if row["game"] == "solo-chess" else []
                extra = [*encoding, "--pddl", "domain.pddl", "problem.pddl", *config["args"]]
                run.add_command("plan", planner_command("plan", row, extra), **lab_limits)
                configuration = " ".join(config["args"]) or "the game's default"
                describe(run, static, config["name"], SETTINGS["planner"], configuration, config["optimal"])
            if SETTINGS["count"]:
                add_count_runs(exp, suite, row, static, lab_limits)
            if SETTINGS["native"]:
                run = exp.add_run()
                if row["game"] == "chess":
                    command = [solopddl, "chess", "solve", *task_args(row), "--time-limit", str(limit), "--json"]
                else:
                    command = [solopddl, "solve", row["source"], "--time-limit", str(limit), "--json"]
                run.add_command("solve", command, **lab_limits)
                configuration = "chess solve (A*)" if row["game"] == "chess" else "solve (best)"
                describe(run, static, "native", "solopddl (native)", configuration, row["game"] == "chess")


def describe(run, static, algorithm, planner, configuration, optimal):
    """A run's properties: the instance's (`static`), the algorithm's, the
    limits, and Lab's run id (algorithm, suite, problem)."""
    for key, value in static.items():
        run.set_property(key, value)
    run.set_property("algorithm", algorithm)
    run.set_property("planner", planner)
    run.set_property("configuration", configuration)
    run.set_property("time_limit_s", SETTINGS["time_limit"])
    run.set_property("memory_limit_mb", SETTINGS["memory_limit_mb"])
    run.set_property("optimal_config", optimal)
    run.set_property("id", [algorithm, static["domain"], static["problem"]])


def limit_args():
    """solopddl's own limits on a run (Lab's are a backstop above them) and --json."""
    memory = f"{SETTINGS['memory_limit_mb']}M"
    return ["--time-limit", str(SETTINGS["time_limit"]), "--memory-limit", memory, "--json"]


def planner_command(subcommand, row, extra, planner=None):
    """`solopddl plan` or `plans` on the row's task with the planner of the
    experiment (or `planner`, found where solopddl finds it), `extra`
    arguments, the limits, and --no-val without VAL."""
    planner = planner or SETTINGS["planner"]
    command = [SETTINGS["solopddl"], subcommand, *task_args(row), "--planner", planner]
    if SETTINGS.get("planner_path") and planner == SETTINGS["planner"]:
        command += ["--planner-path", SETTINGS["planner_path"]]
    command += [*extra, *limit_args()]
    if not SETTINGS["val"]:
        command += ["--no-val"]
    return command


def add_count_runs(exp, suite, row, static, lab_limits):
    """Every game of the instance's optimal length counted twice: by the
    top-k planner through `solopddl plans` and natively; and where that
    length N is proven, the planner's optimal mode on the task for N plies
    (`solopddl plan --format sas --plies N`), whose one plan must have N,
    its verdict (`plans --plies N --max 2`: one plan, unique; two, not),
    and Fast Downward's A* with LM-cut on the same task (algorithm `lmcut`),
    whose one plan must have N too."""
    solopddl = SETTINGS["solopddl"]
    plies = row["plan_length"] if row.get("optimal") else None
    static = dict(static)
    if row.get("solutions") not in (None, ""):
        static["native_solutions"] = int(row["solutions"])
    runs = []
    command = planner_command("plans", row, ["--plies", str(plies)] if plies is not None else [])
    runs.append(("top-k", "plans", command, "plans" + (f" --plies {plies}" if plies else "") + " (optimal top-k)"))
    if plies is not None:
        command = [solopddl, "chess", "proofgame", row["goal"], "--start", row["source"], "--plies", str(plies)]
        command += ["--count-all", "--no-shorter-check", "--threads", "1", *limit_args()]
        runs.append(("native-count", "proofgame", command, "chess proofgame --count-all"))
        command = planner_command("plan", row, ["--format", "sas", "--plies", str(plies)])
        runs.append(("optimal", "plan", command, f"plan --format sas --plies {plies} (optimal)"))
        command = planner_command("plans", row, ["--plies", str(plies), "--max", str(VERDICT_PLANS)])
        runs.append(("verdict", "plans", command, f"plans --plies {plies} --max {VERDICT_PLANS} (unique or not)"))
        extra = ["--format", "sas", "--plies", str(plies), "--search", LMCUT_SEARCH]
        command = planner_command("plan", row, extra, planner="fast-downward")
        runs.append(("lmcut", "plan", command, f"plan --format sas --plies {plies} --search {LMCUT_SEARCH}"))
    for algorithm, name, command, configuration in runs:
        run = exp.add_run()
        run.add_command(name, command, **lab_limits)
        planner = {"native-count": "solopddl (native)", "lmcut": "fast-downward"}.get(algorithm, SETTINGS["planner"])
        describe(run, static, algorithm, planner, configuration, True)


def main():
    exp = Experiment(path=str(HERE / "data" / "experiment"), environment=environment())
    add_runs(exp)
    exp.add_parser(run_parser())
    exp.add_step("build", exp.build)
    exp.add_step("start", exp.start_runs)
    exp.add_step("parse", exp.parse)
    exp.add_fetcher(name="fetch")
    for extra in SETTINGS.get("merge_properties", []):
        exp.add_fetcher(src=extra, name=f"merge-{Path(extra).parent.name}", merge=True)

    algorithms = [c["name"] for c in SETTINGS["configs"]] + (["native"] if SETTINGS["native"] else [])
    if SETTINGS["count"]:
        algorithms += ["top-k", "native-count", "optimal", "verdict", "lmcut"]
    for extra in SETTINGS.get("merge_properties", []):
        # Merged runs (another experiment, `bench --properties`) join the report.
        for run in json.loads(Path(extra).read_text()).values():
            if run["algorithm"] not in algorithms:
                algorithms.append(run["algorithm"])
    attributes = [
        Attribute("coverage", absolute=True, min_wins=False),
        Attribute("unsolvable", absolute=True, min_wins=False),
        Attribute("native_valid", absolute=True, min_wins=False),
        Attribute("val_valid", absolute=True, min_wins=False),
        Attribute("expansions", function=geometric_mean),
        Attribute("search_time", function=geometric_mean),
        Attribute("total_time", function=geometric_mean),
        Attribute("memory", function=geometric_mean),
        "cost",
        "plan_length",
        "error",
    ]
    if SETTINGS["count"]:
        attributes[4:4] = [
            Attribute("count_agrees", absolute=True, min_wins=False),
            Attribute("plans", absolute=True, min_wins=False),
            Attribute("games", absolute=True, min_wins=False),
            Attribute("unique", absolute=True, min_wins=False),
        ]
    exp.add_report(
        SolopddlReport(attributes=attributes, filter_algorithm=algorithms),
        outfile="report.html",
    )
    for x, y, attribute in SETTINGS["scatter"]:
        if x in algorithms and y in algorithms:
            name = "-".join("".join(c if c.isalnum() or c == "_" else " " for c in f"scatter {attribute} {x} vs {y}").split())
            exp.add_report(
                ScatterPlotReport(
                    attributes=[attribute],
                    filter_algorithm=[x, y],
                    format="png",
                    show_missing=True,
                ),
                name=name,
                outfile=f"{name}.png",
            )
    exp.run_steps()


if __name__ == "__main__":
    sys.exit(main())

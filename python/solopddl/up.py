"""Unified Planning: solopddl's tasks as ``unified_planning.model.Problem``
objects, solved by UP's engines (``up-fast-downward``, ``up-symk``), the
plan mapped back to moves and validated natively.

>>> from solopddl import up
>>> result = up.solve("8/8/8/8/8/8/8/QRN5 2", engine="fast-downward")
>>> result["validation"]["valid"]
True

Needs the ``up`` extra: ``pip install '.[up]'``.
"""

import contextlib
import os
import tempfile
import threading

from . import export_pddl, validate


def _without_comments(text):
    # UP 1.2's reader fails on solopddl's comment header (comments and the
    # blank lines they leave carry no meaning): both are dropped.
    lines = (line.split(";", 1)[0].rstrip() for line in text.splitlines())
    return "\n".join(line for line in lines if line) + "\n"


def _is_chess(task):
    return any(line.strip().lower().startswith("start:") for line in task.splitlines())


#: Solo Chess puzzles of at most this many pieces go to UP in the
#: ``squares`` encoding by default, larger ones in ``objects``.
SQUARES_UP_TO = 4


def default_encoding(task):
    """The Solo Chess encoding :func:`problem` uses when none is given:
    ``squares`` (the fastest to plan) for puzzles of up to
    :data:`SQUARES_UP_TO` pieces, ``objects`` beyond. UP's PDDL writer lists
    every grounding of every predicate, and the squares encoding's
    ``reach-K`` facts have K + 2 square arguments over the occupied squares:
    an 8-piece puzzle did not finish in 60 s and passed 5 GB, while in
    ``objects`` (at most three squares per fact) it is solved by both
    engines in under 30 s."""
    if _is_chess(task):
        return "squares"
    from . import show

    return "squares" if len(show(task)["pieces"]) <= SQUARES_UP_TO else "objects"


def problem(task, encoding=None):
    """The task (a Solo Chess puzzle, or a ``.chess`` problem's text) as a
    Unified Planning problem, read by UP's PDDL reader from solopddl's
    export in ``encoding`` (Solo Chess; by default
    :func:`default_encoding`'s choice). A chess task is exported without
    axioms (UP reads no derived predicates): legality is inlined into each
    action's precondition, the actions and their names are the chess
    domain's, so UP's plans map back to moves the same way.

    Some chess actions share a name with a static predicate (``leap``,
    ``push``, ``hit``, ``double``), so UP's ``error_used_name`` check is
    switched off in the environment."""
    from unified_planning.io import PDDLReader
    from unified_planning.shortcuts import get_environment

    get_environment().error_used_name = False
    if encoding is None:
        encoding = default_encoding(task)
    domain, prob = export_pddl(task, encoding, axioms=not _is_chess(task))
    with tempfile.TemporaryDirectory(prefix="solopddl-up-") as d:
        dpath, ppath = os.path.join(d, "domain.pddl"), os.path.join(d, "problem.pddl")
        with open(dpath, "w") as f:
            f.write(_without_comments(domain))
        with open(ppath, "w") as f:
            f.write(_without_comments(prob))
        return PDDLReader().parse_problem(dpath, ppath)


#: Fast Downward's search on chess tasks (as ``solopddl plan`` uses).
CHESS_FAST_DOWNWARD_SEARCH = "eager_greedy([ff(axioms=approximate_negative)])"


def plan_text(plan):
    """A UP sequential plan as planner action lines ``(name arg …)``."""
    lines = []
    for a in plan.actions:
        args = " ".join(str(p) for p in a.actual_parameters)
        lines.append(f"({a.action.name} {args})" if args else f"({a.action.name})")
    return "\n".join(lines) + "\n"


# One solve at a time per process: the working directory is the process's.
_WORKING_DIRECTORY_LOCK = threading.Lock()


@contextlib.contextmanager
def _private_working_directory():
    """Runs the body in a fresh temporary working directory, removed after.

    UP starts Fast Downward and SymK without a working directory of their
    own, and their translators write ``output.sas`` into the current one:
    two solves from one folder at once (pytest's workers, two scripts) read
    each other's task. Seen as a solvable chess task reported
    ``UNSOLVABLE_INCOMPLETELY`` while another ran beside it."""
    with _WORKING_DIRECTORY_LOCK, tempfile.TemporaryDirectory(prefix="solopddl-up-") as private:
        before = os.getcwd()
        os.chdir(private)
        try:
            yield
        finally:
            os.chdir(before)


def solve(task, engine="fast-downward", encoding=None, timeout=300.0):
    """Solves the task with UP's ``OneshotPlanner(name=engine)`` and checks
    the plan natively. Returns ``{"status", "engine", "plan", "validation"}``;
    ``validation`` is :func:`solopddl.validate`'s answer (None without a
    plan). ``timeout`` (seconds) is passed to the engine."""
    from unified_planning.shortcuts import OneshotPlanner, get_environment

    get_environment().credits_stream = None
    params = {}
    if _is_chess(task) and engine == "fast-downward":
        # lama-first (UP's default) runs out of memory on chess's legality
        # axioms; solopddl's own default chess search instead.
        params["fast_downward_search_config"] = CHESS_FAST_DOWNWARD_SEARCH
    up_problem = problem(task, encoding)
    with _private_working_directory(), OneshotPlanner(name=engine, params=params) as planner:
        result = planner.solve(up_problem, timeout=timeout)
    if result.plan is None:
        return {"status": result.status.name, "engine": engine, "plan": None, "validation": None}
    text = plan_text(result.plan)
    return {"status": result.status.name, "engine": engine, "plan": text.split("\n")[:-1], "validation": validate(task, text)}

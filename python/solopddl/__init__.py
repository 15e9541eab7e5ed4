"""solopddl: chess puzzles as classical planning problems, and back.

The same engine as the ``solopddl`` command line, called in-process (no
subprocess): Solo Chess puzzles (Solo FEN or the thesis format) and
single-player chess problems (start and goal FENs). Every function returns
the dictionary the matching command prints with ``--json``; a failure
raises :class:`SolopddlError` with the command's one-line message and its
exit status. Long calls release the GIL and stop on Ctrl-C.

>>> import solopddl
>>> solopddl.solve("8/8/8/8/8/8/8/QRN5 2")["solvable"]
True
"""

import json as _json

from . import _native
from ._native import SolopddlError

__all__ = [
    "SolopddlError",
    "show",
    "play",
    "solve",
    "analyze",
    "export_pddl",
    "export_sas",
    "validate",
    "plan",
    "plans",
    "chess_solve",
    "proof_game",
    "shortest_proof_game",
    "generate_proof_games",
    "svg",
]


def show(puzzle):
    """The puzzle's Solo FEN, pieces (square, role, budget) and legal captures."""
    return _json.loads(_native.show(puzzle))


def play(puzzle, moves):
    """The position after ``moves`` (long form such as ``Qe4xd5``): pieces,
    legal captures, and ``state`` (``playing``, ``solved`` or ``stuck``)."""
    return _json.loads(_native.play(puzzle, list(moves)))


def solve(puzzle, heuristic="best", time_limit=None, seed=0):
    """Solves a Solo Chess puzzle natively: ``solvable`` (True, False, or
    None at a limit), ``plan`` (long-form captures) and ``stats``."""
    return _json.loads(_native.solve(puzzle, heuristic, time_limit, seed))


def analyze(puzzle, max_states=50_000_000, time_limit=None, exact=False):
    """The strong solution: the solution count, every first capture's
    count and probability, the rating (``analyze --json``)."""
    return _json.loads(_native.analyze(puzzle, max_states, time_limit, exact))


def export_pddl(task, encoding="squares", name="puzzle", axioms=True):
    """``(domain, problem)`` PDDL texts of a puzzle, or of a ``.chess``
    problem's text (``start:`` and ``goal:`` lines). With ``axioms=False``
    a chess domain has its derived predicates inlined and no wide static
    predicates (what Unified Planning can read); the actions are the same."""
    return _native.export_pddl(task, encoding, name, axioms)


def export_sas(task, encoding="squares", axioms=True, plies=None):
    """The finite-domain task (Fast Downward's SAS format) as text. With
    ``axioms=False`` chess legality is checked by zero-cost ``verify-…``
    steps between moves (for planners without axioms, such as SymK on
    chess); ``plies=N`` gives that task for games of at most N plies,
    every move no such game makes left out (``export --plies``)."""
    return _native.export_sas(task, encoding, axioms, plies)


def validate(task, plan):
    """The native judgement of a plan text (planner actions, a move list,
    UCI, SAN or PGN): ``{"valid", "native": {"valid", "detail"}}``."""
    return _json.loads(_native.validate(task, plan))


def plan(task, planner="fast-downward", encoding="squares", format="pddl", time_limit=300.0, plies=None):
    """The round trip: export, run the planner (``fast-downward`` or
    ``symk``; discovered as the CLI discovers them), map the plan back to
    moves, validate it natively and with VAL (``plan --json`` plus
    ``outcome``). ``plies=N`` (a chess task, ``format="sas"``): the planner
    reads the task narrowed to games of at most N plies, as ``plan --plies``;
    ``outcome`` is then ``unsolvable-within-bound`` when no game is that short."""
    return _json.loads(_native.plan(task, planner, encoding, format, time_limit, plies))


def plans(task, planner="symk", encoding="squares", plies=None, max_plans=None, time_limit=300.0):
    """Every plan of a top-k planner (``symk`` or ``kstar``), each replayed
    natively and counted against the native count (``plans --json``): a
    puzzle's plans against ``analyze``'s solutions, a chess task's optimal
    plans against its games of the optimal length. ``plies=N`` gives SymK
    the chess task for games of at most N plies; ``agree`` and ``complete``
    say whether the counts are equal and whole."""
    return _json.loads(_native.plans(task, planner, encoding, plies, max_plans, time_limit))


def chess_solve(start, goal, max_states=50_000_000, time_limit=None):
    """A shortest line (A*) from a start FEN to a goal FEN (``chess solve --json``)."""
    return _json.loads(_native.chess_solve(start, goal, max_states, time_limit))


def proof_game(goal, plies, start=None, max_solutions=2, time_limit=None, threads=None):
    """Counts the games of exactly ``plies`` plies from ``start`` (the
    initial array by default) to ``goal``'s placement; stops at
    ``max_solutions`` (None: the exact count). ``verdict`` is ``unique``,
    ``N solutions``, ``no solution`` or ``shorter solution exists (K plies)``,
    or ``unknown (...)`` at a limit. With ``time_limit`` the shorter lengths
    get the first half of it; if one is still open when the time is up,
    ``verdict_detail`` has ``counted`` (what ``plies`` plies hold, e.g.
    ``at least 2 solutions``: cooked) and ``shorter_unsettled``.
    ``threads`` count together (None: the machine's cores); the verdict and
    the count do not depend on them."""
    return _json.loads(_native.proof_game(goal, plies, start, max_solutions, time_limit, threads))


def shortest_proof_game(goal, up_to=200, start=None, max_solutions=2, time_limit=None, threads=None):
    """The shortest length of at most ``up_to`` plies at which a game from
    ``start`` (the initial array by default) reaches ``goal`` (with its side
    to move, if its FEN gives one), and that length's games counted as
    ``proof_game`` counts them: ``plies`` is the length found and
    ``shortest_search`` is True; ``no solution`` when no length up to
    ``up_to`` has a game; ``unknown (...)`` at a limit, every length before
    ``plies`` having none."""
    return _json.loads(_native.shortest_proof_game(goal, up_to, start, max_solutions, time_limit, threads))


def generate_proof_games(plies, per_length=5, seed=1, unique=False, walk=None, attempts=None,
                         spare=0, start=None, time_limit_per_game=10.0, climb=0):
    """Proof-game problems from random legal games, each counted (``chess
    generate``): a list of dictionaries with ``name``, ``start``, ``goal``,
    ``plies``, ``verdict``, ``solutions_count``, ``generating_game`` and
    ``problem`` (the ``.chess`` file's text). ``unique`` keeps only unique
    problems; ``walk`` is the kind of game (``economical``, ``capturing``,
    ``castling``, ``promoting``, ``quiet`` or ``chained``); ``attempts``
    games are tried per instance; with ``unique``, ``climb`` > 0 makes each
    try a climb of that many changes towards a unique game (``chess generate
    --climb``), which reaches unique games of 20 plies and more. The same
    arguments give the same list."""
    return _json.loads(_native.generate_proof_games(list(plies), per_length, seed, unique, walk,
                                                    attempts, spare, start, time_limit_per_game,
                                                    climb))


def svg(puzzle):
    """The puzzle drawn as SVG text (``IPython.display.SVG(solopddl.svg(p))``)."""
    return _native.svg(puzzle)

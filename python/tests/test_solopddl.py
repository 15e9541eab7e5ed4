"""The Python package against the same engine's known answers: solving,
counting, exporting, validating, proof games, the planning round trip with
the real planners, and Unified Planning with both engines. Run by
scripts/test.sh from a fresh venv with the package built by `pip install`."""

import os
import threading

import pytest

import solopddl

LEVEL_14 = "8/8/8/8/8/R2BR1Q1/BQNRQB1B/2PK2Q1 2"
LEVEL_8 = "8/8/8/8/8/4R1Q1/R1B1R2B/2PK4 2"
E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w"


def test_solve_returns_a_plan_that_replays_to_one_piece():
    r = solopddl.solve(LEVEL_14)
    assert r["solvable"] is True and len(r["plan"]) == 13
    assert r["stats"]["nodes"] >= 13
    assert solopddl.play(LEVEL_14, r["plan"])["state"] == "solved"


def test_analyze_counts_solutions_and_marks_first_captures():
    a = solopddl.analyze(LEVEL_8)
    assert a["complete"] and a["solutions"] == "300"
    assert sum(m["solvable"] for m in a["moves"]) == 6


def test_errors_are_exceptions_with_the_one_line_message_and_status():
    with pytest.raises(solopddl.SolopddlError) as e:
        solopddl.solve("8/8/8/8/8/8/8/QZ6 2")
    message, status = e.value.args
    assert status == 2 and "unknown piece letter 'Z'" in message and "\n" not in message
    with pytest.raises(solopddl.SolopddlError):
        solopddl.play("8/8/8/8/8/8/8/QR6 2", ["Qa1xh8"])


def test_export_and_validate_agree_for_both_games():
    domain, problem = solopddl.export_pddl(LEVEL_8)
    assert "(define (domain solo-chess-squares)" in domain and "(:init" in problem
    assert "begin_variable" in solopddl.export_sas(LEVEL_8)
    plan = "\n".join(solopddl.solve(LEVEL_8)["plan"])
    assert solopddl.validate(LEVEL_8, plan)["valid"] is True
    assert solopddl.validate(LEVEL_8, plan.split("\n")[0])["valid"] is False
    chess = "start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\ngoal: " + E4_E5
    assert solopddl.validate(chess, "1. e4 e5")["valid"] is True
    assert solopddl.validate(chess, "e2e3 e7e5")["valid"] is False


def test_chess_solve_and_proof_games():
    line = solopddl.chess_solve("4k3/8/8/8/8/8/4P3/4K3 w", "4k3/8/8/8/4P3/8/8/4K3")
    assert line["length"] == 1 and line["san"] == ["e4"]
    e4_e5 = solopddl.proof_game(E4_E5, 2)
    assert e4_e5["verdict"] == "unique"
    assert e4_e5["ledger"]["black"] == {"moves": 1, "needed": 1, "spare": 0, "captures": 0}
    three = solopddl.proof_game("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b", 3, max_solutions=None)
    # Moves of one side commute: 1. e4 e5 2. Nf3 and 1. Nf3 e5 2. e4.
    assert three["verdict"] == "2 solutions"
    assert sorted(three["solutions_uci"]) == [["e2e4", "e7e5", "g1f3"], ["g1f3", "e7e5", "e2e4"]]
    # Two threads count the same games.
    two = solopddl.proof_game("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b", 3, max_solutions=None, threads=2)
    assert two["threads"] == 2 and two["solutions_count"] == "2"
    with pytest.raises(solopddl.SolopddlError):
        solopddl.proof_game(E4_E5, 2, threads=0)


def test_shortest_proof_game_finds_the_length_and_counts_it():
    # 1. e4 e5 2. Ke2: 3 plies with Black to move; 4 with White to move
    # (1. e4 e6 2. Ke2 e5), both unique; none within 2 plies.
    placement = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR"
    black = solopddl.shortest_proof_game(placement + " b")
    assert (black["plies"], black["verdict"], black["shortest_search"]) == (3, "unique", True)
    assert black["solutions_uci"] == [["e2e4", "e7e5", "e1e2"]]
    white = solopddl.shortest_proof_game(placement + " w", up_to=9)
    assert (white["plies"], white["verdict"]) == (4, "unique")
    assert solopddl.shortest_proof_game(placement + " b", up_to=2)["verdict"] == "no solution"
    with pytest.raises(solopddl.SolopddlError):
        solopddl.shortest_proof_game(placement, up_to=201)


def test_generated_proof_games_repeat_and_count_as_proof_game_counts_them():
    made = solopddl.generate_proof_games([4, 6], per_length=2, seed=5)
    again = solopddl.generate_proof_games([4, 6], per_length=2, seed=5)
    assert [g["name"] for g in made] == ["pg-n04-s5-01", "pg-n04-s5-02", "pg-n06-s5-01", "pg-n06-s5-02"]
    assert [g["problem"] for g in made] == [g["problem"] for g in again]
    for g in made:
        assert "goal: " + " ".join(g["goal"].split()[:2]) in g["problem"]
        counted = solopddl.proof_game(g["goal"], g["plies"], max_solutions=None)
        assert counted["solutions_count"] == g["solutions_count"], g
    unique = solopddl.generate_proof_games([6], per_length=2, seed=7, unique=True)
    assert [g["verdict"] for g in unique] == ["unique", "unique"]
    # Too few attempts for a unique 12-ply game: none made.
    assert solopddl.generate_proof_games([12], per_length=1, seed=7, unique=True, attempts=1) == []
    with pytest.raises(solopddl.SolopddlError) as bad:
        solopddl.generate_proof_games([6], walk="zigzag")
    assert "zigzag" in bad.value.args[0] and bad.value.args[1] == 2
    with pytest.raises(solopddl.SolopddlError) as bad:
        solopddl.generate_proof_games([6, 201])
    assert "1 to 200 plies" in bad.value.args[0] and bad.value.args[1] == 2


def test_calls_release_the_gil():
    # Two solves in threads finish, and a Python thread runs meanwhile.
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            stop.wait(0.001)

    t = threading.Thread(target=tick)
    t.start()
    results = []
    workers = [threading.Thread(target=lambda: results.append(solopddl.analyze(LEVEL_14, max_states=3_000_000))) for _ in range(2)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    stop.set()
    t.join()
    assert len(results) == 2 and len(ticks) > 10


def test_svg_draws_the_board():
    picture = solopddl.svg(LEVEL_8)
    assert "<svg" in picture[:200] and picture.rstrip().endswith("</svg>")


def test_the_round_trip_with_the_real_planners():
    r = solopddl.plan(LEVEL_8, planner="fast-downward")
    assert r["outcome"] == "valid" and r["val"] == "valid" and len(r["plan"]) == 7
    s = solopddl.plan(LEVEL_8, planner="symk", format="sas")
    assert s["outcome"] == "valid"


PG_6 = "start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\ngoal: r1bqkbnr/1p1ppppp/n1p5/p7/8/4P2P/PPPP1PPR/RNBQKBN1 w\n"


def test_symk_counts_a_proof_game_on_the_task_for_its_plies():
    # 9 games of 6 plies (chess proofgame --count-all); SymK writes each once.
    native = solopddl.proof_game("r1bqkbnr/1p1ppppp/n1p5/p7/8/4P2P/PPPP1PPR/RNBQKBN1 w", 6, max_solutions=None)
    assert native["solutions_count"] == "9"
    r = solopddl.plans(PG_6, planner="symk", plies=6, time_limit=120)
    assert r["complete"] and r["agree"] and not r["problems"]
    assert (r["plans"], r["valid"], r["distinct_sequences"]) == (9, 9, 9)
    assert r["native_count"] == "9" and r["optimal_plies"] == 6
    with pytest.raises(solopddl.SolopddlError) as e:
        solopddl.plans(PG_6, planner="symk", plies=5)
    assert e.value.args[1] == 2 and "below the shortest game" in e.value.args[0]


def test_symk_plans_a_shortest_game_on_the_task_for_its_plies():
    # The shortest game has 6 plies: SymK's optimal plan on the task for 6
    # plies is one, and the task for 5 holds none (no game is that short).
    r = solopddl.plan(PG_6, planner="symk", format="sas", plies=6, time_limit=120)
    assert r["outcome"] == "valid" and len(r["plan"]) == 6
    assert r["planner"]["plan_length"] == 6 and r["planner"]["plies"] == 6
    none = solopddl.plan(PG_6, planner="symk", format="sas", plies=5, time_limit=120)
    assert none["outcome"] == "unsolvable-within-bound" and none["solvable"] is None
    assert none["planner"]["error"] == "no game of at most 5 plies"


def test_export_sas_narrows_a_chess_task_to_its_plies():
    def operators(text):
        return text.count("begin_operator")

    full = solopddl.export_sas(PG_6)
    plain = solopddl.export_sas(PG_6, axioms=False)
    narrow = solopddl.export_sas(PG_6, plies=6)
    assert "begin_rule" in full and "begin_rule" not in plain and "begin_rule" not in narrow
    assert operators(narrow) < operators(plain) // 10
    with pytest.raises(solopddl.SolopddlError) as e:
        solopddl.export_sas(LEVEL_8, plies=6)
    assert e.value.args[1] == 2


@pytest.mark.parametrize("engine", ["fast-downward", "symk"])
def test_unified_planning_solves_and_the_plan_validates_natively(engine):
    from solopddl import up

    assert len(up.problem(LEVEL_8, encoding="squares").actions) == 15
    # Three pieces: the squares encoding (the default up to four pieces).
    assert up.default_encoding("8/8/8/8/8/8/8/QRN5 2") == "squares"
    r = up.solve("8/8/8/8/8/8/8/QRN5 2", engine=engine, timeout=120)
    assert r["status"].startswith("SOLVED") and r["validation"]["valid"] is True


def test_regression_unified_planning_runs_the_planner_outside_the_callers_folder(tmp_path, monkeypatch):
    # Fast Downward's translator writes output.sas into the working
    # directory UP leaves it: two solves from one folder (pytest's two
    # workers) read each other's task, and a solvable chess task came back
    # UNSOLVABLE_INCOMPLETELY. A folder named output.sas where the caller
    # stands makes any planner run there fail.
    from solopddl import up

    monkeypatch.chdir(tmp_path)
    (tmp_path / "output.sas").mkdir()
    r = up.solve("8/8/8/8/8/8/8/QRN5 2", engine="fast-downward", timeout=120)
    assert r["status"].startswith("SOLVED"), r
    assert os.getcwd() == str(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["output.sas"]


def test_unified_planning_on_an_eight_piece_puzzle_uses_the_objects_encoding():
    # In the squares encoding UP's PDDL writer lists every grounding of the
    # reach-K facts (K + 2 squares each) and an 8-piece puzzle ran past
    # 60 s and 5 GB; the objects encoding's facts have at most 3 squares.
    from solopddl import up

    assert up.default_encoding(LEVEL_8) == "objects"
    r = up.solve(LEVEL_8, engine="fast-downward", timeout=120)
    assert r["status"].startswith("SOLVED"), r
    assert r["validation"]["valid"] is True and len(r["plan"]) == 7


# A 4x4 chess task with kings (legality matters: the black rook may not
# leave its king in check) and one without (SymK's derived-predicate
# representation does not finish on the kings' legality rules; see
# docs and BENCHMARKS.md).
CHESS_WITH_KINGS = "start: k1K1/4/3r/RR2 b - - 0 1\ngoal: k1K1/4/r3/RR2\n"
CHESS_WITHOUT_KINGS = "start: 4/1n2/4/R2B w - - 0 1\ngoal: 4/1R2/4/3B\n"


@pytest.mark.parametrize(
    "engine,task", [("fast-downward", CHESS_WITH_KINGS), ("fast-downward", CHESS_WITHOUT_KINGS), ("symk", CHESS_WITHOUT_KINGS)]
)
def test_unified_planning_on_chess_maps_back_to_legal_moves(engine, task):
    from solopddl import up

    problem = up.problem(task)
    names = {a.name for a in problem.actions}
    assert {"leap", "slide1", "slide3", "castle-queenside", "en-passant"} <= names
    r = up.solve(task, engine=engine, timeout=120)
    assert r["status"].startswith("SOLVED"), r
    assert r["validation"]["valid"] is True, r
    assert all(step.startswith("(") for step in r["plan"])

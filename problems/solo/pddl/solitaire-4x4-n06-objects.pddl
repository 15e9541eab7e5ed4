;; solitaire-4x4-n06 — 6 pieces on a 4x4 board (written by solopddl)
;; Solo FEN: 1QRP/2R1/R2R/4 -
(define (problem solitaire-4x4-n06)
  (:domain solo-chess-objects)
  (:objects
    a1 b1 c1 d1 a2 b2 c2 d2 a3 b3 c3 d3 a4 b4 c4 d4 - square
    rook-a2 - rook
    rook-d2 - rook
    rook-c3 - rook
    queen-b4 - queen
    rook-c4 - rook
    pawn-d4 - pawn
    n0 n1 n2 n3 n4 n5 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3) (pred n5 n4)
    (survivor-unchosen)
    (at rook-a2 a2) (captures-left rook-a2 n5) (plain rook-a2)
    (at rook-d2 d2) (captures-left rook-d2 n5) (plain rook-d2)
    (at rook-c3 c3) (captures-left rook-c3 n5) (plain rook-c3)
    (at queen-b4 b4) (captures-left queen-b4 n5) (plain queen-b4)
    (at rook-c4 c4) (captures-left rook-c4 n5) (plain rook-c4)
    (at pawn-d4 d4) (captures-left pawn-d4 n5) (plain pawn-d4)
    (free a1) (free b1) (free c1) (free d1) (free b2) (free c2) (free a3) (free b3) (free d3) (free a4)
    ;; static geometry of the board
    (king-step a1 b1) (rook-line a1 b1) (rook-line a1 c1) (between a1 c1 b1) (rook-line a1 d1) (between a1 d1 b1) (between a1 d1 c1) (king-step a1 a2) (rook-line a1 a2) (king-step a1 b2) (pawn-capture a1 b2) (bishop-line a1 b2) (knight-jump a1 c2) (rook-line a1 a3) (between a1 a3 a2) (knight-jump a1 b3) (bishop-line a1 c3) (between a1 c3 b2) (rook-line a1 a4) (between a1 a4 a2) (between a1 a4 a3) (bishop-line a1 d4) (between a1 d4 b2) (between a1 d4 c3)
    (king-step b1 a1) (rook-line b1 a1) (king-step b1 c1) (rook-line b1 c1) (rook-line b1 d1) (between b1 d1 c1) (king-step b1 a2) (pawn-capture b1 a2) (bishop-line b1 a2) (king-step b1 b2) (rook-line b1 b2) (king-step b1 c2) (pawn-capture b1 c2) (bishop-line b1 c2) (knight-jump b1 d2) (knight-jump b1 a3) (rook-line b1 b3) (between b1 b3 b2) (knight-jump b1 c3) (bishop-line b1 d3) (between b1 d3 c2) (rook-line b1 b4) (between b1 b4 b2) (between b1 b4 b3)
    (rook-line c1 a1) (between c1 a1 b1) (king-step c1 b1) (rook-line c1 b1) (king-step c1 d1) (rook-line c1 d1) (knight-jump c1 a2) (king-step c1 b2) (pawn-capture c1 b2) (bishop-line c1 b2) (king-step c1 c2) (rook-line c1 c2) (king-step c1 d2) (pawn-capture c1 d2) (bishop-line c1 d2) (bishop-line c1 a3) (between c1 a3 b2) (knight-jump c1 b3) (rook-line c1 c3) (between c1 c3 c2) (knight-jump c1 d3) (rook-line c1 c4) (between c1 c4 c2) (between c1 c4 c3)
    (rook-line d1 a1) (between d1 a1 b1) (between d1 a1 c1) (rook-line d1 b1) (between d1 b1 c1) (king-step d1 c1) (rook-line d1 c1) (knight-jump d1 b2) (king-step d1 c2) (pawn-capture d1 c2) (bishop-line d1 c2) (king-step d1 d2) (rook-line d1 d2) (bishop-line d1 b3) (between d1 b3 c2) (knight-jump d1 c3) (rook-line d1 d3) (between d1 d3 d2) (bishop-line d1 a4) (between d1 a4 c2) (between d1 a4 b3) (rook-line d1 d4) (between d1 d4 d2) (between d1 d4 d3)
    (king-step a2 a1) (rook-line a2 a1) (king-step a2 b1) (bishop-line a2 b1) (knight-jump a2 c1) (king-step a2 b2) (rook-line a2 b2) (rook-line a2 c2) (between a2 c2 b2) (rook-line a2 d2) (between a2 d2 b2) (between a2 d2 c2) (king-step a2 a3) (rook-line a2 a3) (king-step a2 b3) (pawn-capture a2 b3) (bishop-line a2 b3) (knight-jump a2 c3) (rook-line a2 a4) (between a2 a4 a3) (knight-jump a2 b4) (bishop-line a2 c4) (between a2 c4 b3)
    (king-step b2 a1) (bishop-line b2 a1) (king-step b2 b1) (rook-line b2 b1) (king-step b2 c1) (bishop-line b2 c1) (knight-jump b2 d1) (king-step b2 a2) (rook-line b2 a2) (king-step b2 c2) (rook-line b2 c2) (rook-line b2 d2) (between b2 d2 c2) (king-step b2 a3) (pawn-capture b2 a3) (bishop-line b2 a3) (king-step b2 b3) (rook-line b2 b3) (king-step b2 c3) (pawn-capture b2 c3) (bishop-line b2 c3) (knight-jump b2 d3) (knight-jump b2 a4) (rook-line b2 b4) (between b2 b4 b3) (knight-jump b2 c4) (bishop-line b2 d4) (between b2 d4 c3)
    (knight-jump c2 a1) (king-step c2 b1) (bishop-line c2 b1) (king-step c2 c1) (rook-line c2 c1) (king-step c2 d1) (bishop-line c2 d1) (rook-line c2 a2) (between c2 a2 b2) (king-step c2 b2) (rook-line c2 b2) (king-step c2 d2) (rook-line c2 d2) (knight-jump c2 a3) (king-step c2 b3) (pawn-capture c2 b3) (bishop-line c2 b3) (king-step c2 c3) (rook-line c2 c3) (king-step c2 d3) (pawn-capture c2 d3) (bishop-line c2 d3) (bishop-line c2 a4) (between c2 a4 b3) (knight-jump c2 b4) (rook-line c2 c4) (between c2 c4 c3) (knight-jump c2 d4)
    (knight-jump d2 b1) (king-step d2 c1) (bishop-line d2 c1) (king-step d2 d1) (rook-line d2 d1) (rook-line d2 a2) (between d2 a2 b2) (between d2 a2 c2) (rook-line d2 b2) (between d2 b2 c2) (king-step d2 c2) (rook-line d2 c2) (knight-jump d2 b3) (king-step d2 c3) (pawn-capture d2 c3) (bishop-line d2 c3) (king-step d2 d3) (rook-line d2 d3) (bishop-line d2 b4) (between d2 b4 c3) (knight-jump d2 c4) (rook-line d2 d4) (between d2 d4 d3)
    (rook-line a3 a1) (between a3 a1 a2) (knight-jump a3 b1) (bishop-line a3 c1) (between a3 c1 b2) (king-step a3 a2) (rook-line a3 a2) (king-step a3 b2) (bishop-line a3 b2) (knight-jump a3 c2) (king-step a3 b3) (rook-line a3 b3) (rook-line a3 c3) (between a3 c3 b3) (rook-line a3 d3) (between a3 d3 b3) (between a3 d3 c3) (king-step a3 a4) (rook-line a3 a4) (king-step a3 b4) (pawn-capture a3 b4) (bishop-line a3 b4) (knight-jump a3 c4)
    (knight-jump b3 a1) (rook-line b3 b1) (between b3 b1 b2) (knight-jump b3 c1) (bishop-line b3 d1) (between b3 d1 c2) (king-step b3 a2) (bishop-line b3 a2) (king-step b3 b2) (rook-line b3 b2) (king-step b3 c2) (bishop-line b3 c2) (knight-jump b3 d2) (king-step b3 a3) (rook-line b3 a3) (king-step b3 c3) (rook-line b3 c3) (rook-line b3 d3) (between b3 d3 c3) (king-step b3 a4) (pawn-capture b3 a4) (bishop-line b3 a4) (king-step b3 b4) (rook-line b3 b4) (king-step b3 c4) (pawn-capture b3 c4) (bishop-line b3 c4) (knight-jump b3 d4)
    (bishop-line c3 a1) (between c3 a1 b2) (knight-jump c3 b1) (rook-line c3 c1) (between c3 c1 c2) (knight-jump c3 d1) (knight-jump c3 a2) (king-step c3 b2) (bishop-line c3 b2) (king-step c3 c2) (rook-line c3 c2) (king-step c3 d2) (bishop-line c3 d2) (rook-line c3 a3) (between c3 a3 b3) (king-step c3 b3) (rook-line c3 b3) (king-step c3 d3) (rook-line c3 d3) (knight-jump c3 a4) (king-step c3 b4) (pawn-capture c3 b4) (bishop-line c3 b4) (king-step c3 c4) (rook-line c3 c4) (king-step c3 d4) (pawn-capture c3 d4) (bishop-line c3 d4)
    (bishop-line d3 b1) (between d3 b1 c2) (knight-jump d3 c1) (rook-line d3 d1) (between d3 d1 d2) (knight-jump d3 b2) (king-step d3 c2) (bishop-line d3 c2) (king-step d3 d2) (rook-line d3 d2) (rook-line d3 a3) (between d3 a3 b3) (between d3 a3 c3) (rook-line d3 b3) (between d3 b3 c3) (king-step d3 c3) (rook-line d3 c3) (knight-jump d3 b4) (king-step d3 c4) (pawn-capture d3 c4) (bishop-line d3 c4) (king-step d3 d4) (rook-line d3 d4)
    (rook-line a4 a1) (between a4 a1 a2) (between a4 a1 a3) (bishop-line a4 d1) (between a4 d1 c2) (between a4 d1 b3) (rook-line a4 a2) (between a4 a2 a3) (knight-jump a4 b2) (bishop-line a4 c2) (between a4 c2 b3) (king-step a4 a3) (rook-line a4 a3) (king-step a4 b3) (bishop-line a4 b3) (knight-jump a4 c3) (king-step a4 b4) (rook-line a4 b4) (rook-line a4 c4) (between a4 c4 b4) (rook-line a4 d4) (between a4 d4 b4) (between a4 d4 c4)
    (rook-line b4 b1) (between b4 b1 b2) (between b4 b1 b3) (knight-jump b4 a2) (rook-line b4 b2) (between b4 b2 b3) (knight-jump b4 c2) (bishop-line b4 d2) (between b4 d2 c3) (king-step b4 a3) (bishop-line b4 a3) (king-step b4 b3) (rook-line b4 b3) (king-step b4 c3) (bishop-line b4 c3) (knight-jump b4 d3) (king-step b4 a4) (rook-line b4 a4) (king-step b4 c4) (rook-line b4 c4) (rook-line b4 d4) (between b4 d4 c4)
    (rook-line c4 c1) (between c4 c1 c2) (between c4 c1 c3) (bishop-line c4 a2) (between c4 a2 b3) (knight-jump c4 b2) (rook-line c4 c2) (between c4 c2 c3) (knight-jump c4 d2) (knight-jump c4 a3) (king-step c4 b3) (bishop-line c4 b3) (king-step c4 c3) (rook-line c4 c3) (king-step c4 d3) (bishop-line c4 d3) (rook-line c4 a4) (between c4 a4 b4) (king-step c4 b4) (rook-line c4 b4) (king-step c4 d4) (rook-line c4 d4)
    (bishop-line d4 a1) (between d4 a1 b2) (between d4 a1 c3) (rook-line d4 d1) (between d4 d1 d2) (between d4 d1 d3) (bishop-line d4 b2) (between d4 b2 c3) (knight-jump d4 c2) (rook-line d4 d2) (between d4 d2 d3) (knight-jump d4 b3) (king-step d4 c3) (bishop-line d4 c3) (king-step d4 d3) (rook-line d4 d3) (rook-line d4 a4) (between d4 a4 b4) (between d4 a4 c4) (rook-line d4 b4) (between d4 b4 c4) (king-step d4 c4) (rook-line d4 c4)
  )
  (:goal (and
    (done rook-a2) (done rook-d2) (done rook-c3) (done queen-b4) (done rook-c4) (done pawn-d4)
  )))

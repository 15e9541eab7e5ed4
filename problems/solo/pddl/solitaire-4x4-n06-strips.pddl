;; solitaire-4x4-n06 — 6 pieces on a 4x4 board (written by solopddl)
;; Solo FEN: 1QRP/2R1/R2R/4 -
(define (problem solitaire-4x4-n06)
  (:domain solo-chess-strips)
  (:objects
    a2 d2 c3 b4 c4 d4 - square
    queen rook pawn - role
    n0 n1 n2 n3 n4 n5 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3) (pred n5 n4)
    (survivor-unchosen)
    (piece a2 rook) (captures-left a2 n5) (plain a2)
    (piece d2 rook) (captures-left d2 n5) (plain d2)
    (piece c3 rook) (captures-left c3 n5) (plain c3)
    (piece b4 queen) (captures-left b4 n5) (plain b4)
    (piece c4 rook) (captures-left c4 n5) (plain c4)
    (piece d4 pawn) (captures-left d4 n5) (plain d4)
    ;; geometry between the occupied squares
    (reach-0 queen a2 d2) (reach-0 queen a2 c4)
    (reach-0 queen d2 a2) (reach-0 queen d2 c3) (reach-1 queen d2 b4 c3) (reach-0 queen d2 d4)
    (reach-0 queen c3 d2) (reach-0 queen c3 b4) (reach-0 queen c3 c4) (reach-0 queen c3 d4)
    (reach-1 queen b4 d2 c3) (reach-0 queen b4 c3) (reach-0 queen b4 c4) (reach-1 queen b4 d4 c4)
    (reach-0 queen c4 a2) (reach-0 queen c4 c3) (reach-0 queen c4 b4) (reach-0 queen c4 d4)
    (reach-0 queen d4 d2) (reach-0 queen d4 c3) (reach-1 queen d4 b4 c4) (reach-0 queen d4 c4)
    (reach-0 rook a2 d2)
    (reach-0 rook d2 a2) (reach-0 rook d2 d4)
    (reach-0 rook c3 c4)
    (reach-0 rook b4 c4) (reach-1 rook b4 d4 c4)
    (reach-0 rook c4 c3) (reach-0 rook c4 b4) (reach-0 rook c4 d4)
    (reach-0 rook d4 d2) (reach-1 rook d4 b4 c4) (reach-0 rook d4 c4)
    (reach-0 pawn d2 c3)
    (reach-0 pawn c3 b4) (reach-0 pawn c3 d4)
  )
  (:goal (and
    (unplain a2) (unplain d2) (unplain c3) (unplain b4) (unplain c4) (unplain d4)
  )))

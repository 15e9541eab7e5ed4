;; board-5x4-budget1-n05 — 5 pieces on a 5x4 board (written by solopddl)
;; Solo FEN: 1Q3/2Q2/3B1/2P1K 1
(define (problem board-5x4-budget1-n05)
  (:domain solo-chess-strips)
  (:objects
    c1 e1 d2 c3 b4 - square
    king queen bishop pawn - role
    n0 n1 n2 n3 n4 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3)
    (piece c1 pawn) (captures-left c1 n1) (plain c1)
    (piece e1 king) (captures-left e1 n1) (royal e1) (unplain e1)
    (piece d2 bishop) (captures-left d2 n1) (plain d2)
    (piece c3 queen) (captures-left c3 n1) (plain c3)
    (piece b4 queen) (captures-left b4 n1) (plain b4)
    ;; geometry between the occupied squares
    (reach-0 king c1 d2)
    (reach-0 king e1 d2)
    (reach-0 king d2 c1) (reach-0 king d2 e1) (reach-0 king d2 c3)
    (reach-0 king c3 d2) (reach-0 king c3 b4)
    (reach-0 king b4 c3)
    (reach-0 queen c1 e1) (reach-0 queen c1 d2) (reach-0 queen c1 c3)
    (reach-0 queen e1 c1) (reach-0 queen e1 d2) (reach-1 queen e1 c3 d2) (reach-2 queen e1 b4 d2 c3)
    (reach-0 queen d2 c1) (reach-0 queen d2 e1) (reach-0 queen d2 c3) (reach-1 queen d2 b4 c3)
    (reach-0 queen c3 c1) (reach-1 queen c3 e1 d2) (reach-0 queen c3 d2) (reach-0 queen c3 b4)
    (reach-2 queen b4 e1 c3 d2) (reach-1 queen b4 d2 c3) (reach-0 queen b4 c3)
    (reach-0 bishop c1 d2)
    (reach-0 bishop e1 d2) (reach-1 bishop e1 c3 d2) (reach-2 bishop e1 b4 d2 c3)
    (reach-0 bishop d2 c1) (reach-0 bishop d2 e1) (reach-0 bishop d2 c3) (reach-1 bishop d2 b4 c3)
    (reach-1 bishop c3 e1 d2) (reach-0 bishop c3 d2) (reach-0 bishop c3 b4)
    (reach-2 bishop b4 e1 c3 d2) (reach-1 bishop b4 d2 c3) (reach-0 bishop b4 c3)
    (reach-0 pawn c1 d2)
    (reach-0 pawn e1 d2)
    (reach-0 pawn d2 c3)
    (reach-0 pawn c3 b4)
  )
  (:goal (and
    (unplain c1) (unplain e1) (unplain d2) (unplain c3) (unplain b4)
  )))

;; p04 — 5 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/8/8/1R6/8/3RQ3/1Q1K4/8 2
(define (problem p04)
  (:domain solo-chess-squares)
  (:objects
    b2 d2 d3 e3 b5 - square
    king queen rook - role
    n0 n1 n2 n3 n4 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3)
    (piece b2 queen) (captures-left b2 n2) (plain b2)
    (piece d2 king) (captures-left d2 n2) (royal d2) (unplain d2)
    (piece d3 rook) (captures-left d3 n2) (plain d3)
    (piece e3 queen) (captures-left e3 n2) (plain e3)
    (piece b5 rook) (captures-left b5 n2) (plain b5)
    ;; geometry between the occupied squares
    (reach-0 king d2 d3) (reach-0 king d2 e3)
    (reach-0 king d3 d2) (reach-0 king d3 e3)
    (reach-0 king e3 d2) (reach-0 king e3 d3)
    (reach-0 queen b2 d2) (reach-0 queen b2 b5)
    (reach-0 queen d2 b2) (reach-0 queen d2 d3) (reach-0 queen d2 e3)
    (reach-0 queen d3 d2) (reach-0 queen d3 e3) (reach-0 queen d3 b5)
    (reach-0 queen e3 d2) (reach-0 queen e3 d3)
    (reach-0 queen b5 b2) (reach-0 queen b5 d3)
    (reach-0 rook b2 d2) (reach-0 rook b2 b5)
    (reach-0 rook d2 b2) (reach-0 rook d2 d3)
    (reach-0 rook d3 d2) (reach-0 rook d3 e3)
    (reach-0 rook e3 d3)
    (reach-0 rook b5 b2)
  )
  (:goal (and
    (unplain b2) (unplain d2) (unplain d3) (unplain e3) (unplain b5)
  )))

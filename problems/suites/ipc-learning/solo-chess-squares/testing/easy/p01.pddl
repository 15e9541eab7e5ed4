;; p01 — 4 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/R7/8/8/8/8/1N6/NK6 2
(define (problem p01)
  (:domain solo-chess-squares)
  (:objects
    a1 b1 b2 a7 - square
    king rook knight - role
    n0 n1 n2 n3 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2)
    (piece a1 knight) (captures-left a1 n2) (plain a1)
    (piece b1 king) (captures-left b1 n2) (royal b1) (unplain b1)
    (piece b2 knight) (captures-left b2 n2) (plain b2)
    (piece a7 rook) (captures-left a7 n2) (plain a7)
    ;; geometry between the occupied squares
    (reach-0 king a1 b1) (reach-0 king a1 b2)
    (reach-0 king b1 a1) (reach-0 king b1 b2)
    (reach-0 king b2 a1) (reach-0 king b2 b1)
    (reach-0 rook a1 b1) (reach-0 rook a1 a7)
    (reach-0 rook b1 a1) (reach-0 rook b1 b2)
    (reach-0 rook b2 b1)
    (reach-0 rook a7 a1)
  )
  (:goal (and
    (unplain a1) (unplain b1) (unplain b2) (unplain a7)
  )))

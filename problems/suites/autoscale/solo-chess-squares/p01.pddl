;; p002 — 4 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/8/8/8/B5Q1/1K6/8/R7 2
(define (problem p01)
  (:domain solo-chess-squares)
  (:objects
    a1 b3 a4 g4 - square
    king queen rook bishop - role
    n0 n1 n2 n3 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2)
    (piece a1 rook) (captures-left a1 n2) (plain a1)
    (piece b3 king) (captures-left b3 n2) (royal b3) (unplain b3)
    (piece a4 bishop) (captures-left a4 n2) (plain a4)
    (piece g4 queen) (captures-left g4 n2) (plain g4)
    ;; geometry between the occupied squares
    (reach-0 king b3 a4)
    (reach-0 king a4 b3)
    (reach-0 queen a1 a4)
    (reach-0 queen b3 a4)
    (reach-0 queen a4 a1) (reach-0 queen a4 b3) (reach-0 queen a4 g4)
    (reach-0 queen g4 a4)
    (reach-0 rook a1 a4)
    (reach-0 rook a4 a1) (reach-0 rook a4 g4)
    (reach-0 rook g4 a4)
    (reach-0 bishop b3 a4)
    (reach-0 bishop a4 b3)
  )
  (:goal (and
    (unplain a1) (unplain b3) (unplain a4) (unplain g4)
  )))

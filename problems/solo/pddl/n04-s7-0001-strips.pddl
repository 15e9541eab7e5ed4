;; n04-s7-0001 — 4 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/8/8/8/8/8/R1R4Q/2K5 2
(define (problem n04-s7-0001)
  (:domain solo-chess-strips)
  (:objects
    c1 a2 c2 h2 - square
    king queen rook - role
    n0 n1 n2 n3 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2)
    (piece c1 king) (captures-left c1 n2) (royal c1) (unplain c1)
    (piece a2 rook) (captures-left a2 n2) (plain a2)
    (piece c2 rook) (captures-left c2 n2) (plain c2)
    (piece h2 queen) (captures-left h2 n2) (plain h2)
    ;; geometry between the occupied squares
    (reach-0 king c1 c2)
    (reach-0 king c2 c1)
    (reach-0 queen c1 c2)
    (reach-0 queen a2 c2) (reach-1 queen a2 h2 c2)
    (reach-0 queen c2 c1) (reach-0 queen c2 a2) (reach-0 queen c2 h2)
    (reach-1 queen h2 a2 c2) (reach-0 queen h2 c2)
    (reach-0 rook c1 c2)
    (reach-0 rook a2 c2) (reach-1 rook a2 h2 c2)
    (reach-0 rook c2 c1) (reach-0 rook c2 a2) (reach-0 rook c2 h2)
    (reach-1 rook h2 a2 c2) (reach-0 rook h2 c2)
  )
  (:goal (and
    (unplain c1) (unplain a2) (unplain c2) (unplain h2)
  )))

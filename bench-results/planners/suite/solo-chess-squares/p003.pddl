;; p003 — 4 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/8/8/K7/1R6/2Q5/1P6/8 2
(define (problem p003)
  (:domain solo-chess-squares)
  (:objects
    b2 c3 b4 a5 - square
    king queen rook pawn - role
    n0 n1 n2 n3 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2)
    (piece b2 pawn) (captures-left b2 n2) (plain b2)
    (piece c3 queen) (captures-left c3 n2) (plain c3)
    (piece b4 rook) (captures-left b4 n2) (plain b4)
    (piece a5 king) (captures-left a5 n2) (royal a5) (unplain a5)
    ;; geometry between the occupied squares
    (reach-0 king b2 c3)
    (reach-0 king c3 b2) (reach-0 king c3 b4)
    (reach-0 king b4 c3) (reach-0 king b4 a5)
    (reach-0 king a5 b4)
    (reach-0 queen b2 c3) (reach-0 queen b2 b4)
    (reach-0 queen c3 b2) (reach-0 queen c3 b4) (reach-1 queen c3 a5 b4)
    (reach-0 queen b4 b2) (reach-0 queen b4 c3) (reach-0 queen b4 a5)
    (reach-1 queen a5 c3 b4) (reach-0 queen a5 b4)
    (reach-0 rook b2 b4)
    (reach-0 rook b4 b2)
    (reach-0 pawn b2 c3)
    (reach-0 pawn c3 b4)
    (reach-0 pawn b4 a5)
  )
  (:goal (and
    (unplain b2) (unplain c3) (unplain b4) (unplain a5)
  )))

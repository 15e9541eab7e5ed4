;; p005 — 4 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/8/8/8/1Q6/8/1P2QK2/8 2 b4:1
(define (problem p005)
  (:domain solo-chess-squares)
  (:objects
    b2 e2 f2 b4 - square
    king queen pawn - role
    n0 n1 n2 n3 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2)
    (piece b2 pawn) (captures-left b2 n2) (plain b2)
    (piece e2 queen) (captures-left e2 n2) (plain e2)
    (piece f2 king) (captures-left f2 n2) (royal f2) (unplain f2)
    (piece b4 queen) (captures-left b4 n1) (plain b4)
    ;; geometry between the occupied squares
    (reach-0 king e2 f2)
    (reach-0 king f2 e2)
    (reach-0 queen b2 e2) (reach-1 queen b2 f2 e2) (reach-0 queen b2 b4)
    (reach-0 queen e2 b2) (reach-0 queen e2 f2)
    (reach-1 queen f2 b2 e2) (reach-0 queen f2 e2)
    (reach-0 queen b4 b2)
  )
  (:goal (and
    (unplain b2) (unplain e2) (unplain f2) (unplain b4)
  )))

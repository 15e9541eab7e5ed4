;; p014 — 6 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/8/2P5/8/2Q2N2/8/B5P1/6K1 2 f4:1
(define (problem p014)
  (:domain solo-chess-squares)
  (:objects
    g1 a2 g2 c4 f4 c6 - square
    king queen bishop knight pawn - role
    n0 n1 n2 n3 n4 n5 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3) (pred n5 n4)
    (piece g1 king) (captures-left g1 n2) (royal g1) (unplain g1)
    (piece a2 bishop) (captures-left a2 n2) (plain a2)
    (piece g2 pawn) (captures-left g2 n2) (plain g2)
    (piece c4 queen) (captures-left c4 n2) (plain c4)
    (piece f4 knight) (captures-left f4 n1) (plain f4)
    (piece c6 pawn) (captures-left c6 n2) (plain c6)
    ;; geometry between the occupied squares
    (reach-0 king g1 g2)
    (reach-0 king g2 g1)
    (reach-0 queen g1 g2)
    (reach-0 queen a2 g2) (reach-0 queen a2 c4)
    (reach-0 queen g2 g1) (reach-0 queen g2 a2) (reach-0 queen g2 c6)
    (reach-0 queen c4 a2) (reach-0 queen c4 f4) (reach-0 queen c4 c6)
    (reach-0 queen f4 c4)
    (reach-0 queen c6 g2) (reach-0 queen c6 c4)
    (reach-0 bishop a2 c4)
    (reach-0 bishop g2 c6)
    (reach-0 bishop c4 a2)
    (reach-0 bishop c6 g2)
    (reach-0 knight g2 f4)
    (reach-0 knight f4 g2)
  )
  (:goal (and
    (unplain g1) (unplain a2) (unplain g2) (unplain c4) (unplain f4) (unplain c6)
  )))

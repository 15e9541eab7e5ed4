;; p003 — 5 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: Q7/2B5/8/8/8/6Q1/6P1/7K 2
(define (problem p02)
  (:domain solo-chess-squares)
  (:objects
    h1 g2 g3 c7 a8 - square
    king queen bishop pawn - role
    n0 n1 n2 n3 n4 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3)
    (piece h1 king) (captures-left h1 n2) (royal h1) (unplain h1)
    (piece g2 pawn) (captures-left g2 n2) (plain g2)
    (piece g3 queen) (captures-left g3 n2) (plain g3)
    (piece c7 bishop) (captures-left c7 n2) (plain c7)
    (piece a8 queen) (captures-left a8 n2) (plain a8)
    ;; geometry between the occupied squares
    (reach-0 king h1 g2)
    (reach-0 king g2 h1) (reach-0 king g2 g3)
    (reach-0 king g3 g2)
    (reach-0 queen h1 g2) (reach-1 queen h1 a8 g2)
    (reach-0 queen g2 h1) (reach-0 queen g2 g3) (reach-0 queen g2 a8)
    (reach-0 queen g3 g2) (reach-0 queen g3 c7)
    (reach-0 queen c7 g3)
    (reach-1 queen a8 h1 g2) (reach-0 queen a8 g2)
    (reach-0 bishop h1 g2) (reach-1 bishop h1 a8 g2)
    (reach-0 bishop g2 h1) (reach-0 bishop g2 a8)
    (reach-0 bishop g3 c7)
    (reach-0 bishop c7 g3)
    (reach-1 bishop a8 h1 g2) (reach-0 bishop a8 g2)
    (reach-0 pawn h1 g2)
  )
  (:goal (and
    (unplain h1) (unplain g2) (unplain g3) (unplain c7) (unplain a8)
  )))

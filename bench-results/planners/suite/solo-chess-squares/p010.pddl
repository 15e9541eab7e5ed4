;; p010 — 5 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/8/2BQ4/8/8/Q7/6R1/7K 2 h1:1
(define (problem p010)
  (:domain solo-chess-squares)
  (:objects
    h1 g2 a3 c6 d6 - square
    king queen rook bishop - role
    n0 n1 n2 n3 n4 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3)
    (piece h1 king) (captures-left h1 n1) (royal h1) (unplain h1)
    (piece g2 rook) (captures-left g2 n2) (plain g2)
    (piece a3 queen) (captures-left a3 n2) (plain a3)
    (piece c6 bishop) (captures-left c6 n2) (plain c6)
    (piece d6 queen) (captures-left d6 n2) (plain d6)
    ;; geometry between the occupied squares
    (reach-0 king h1 g2)
    (reach-0 king g2 h1)
    (reach-0 king c6 d6)
    (reach-0 king d6 c6)
    (reach-0 queen h1 g2) (reach-1 queen h1 c6 g2)
    (reach-0 queen g2 h1) (reach-0 queen g2 c6)
    (reach-0 queen a3 d6)
    (reach-1 queen c6 h1 g2) (reach-0 queen c6 g2) (reach-0 queen c6 d6)
    (reach-0 queen d6 a3) (reach-0 queen d6 c6)
    (reach-0 rook c6 d6)
    (reach-0 rook d6 c6)
    (reach-0 bishop h1 g2) (reach-1 bishop h1 c6 g2)
    (reach-0 bishop g2 h1) (reach-0 bishop g2 c6)
    (reach-0 bishop a3 d6)
    (reach-1 bishop c6 h1 g2) (reach-0 bishop c6 g2)
    (reach-0 bishop d6 a3)
  )
  (:goal (and
    (unplain h1) (unplain g2) (unplain a3) (unplain c6) (unplain d6)
  )))

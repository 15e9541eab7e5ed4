;; p01 — 4 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/1B6/8/8/8/6RK/6Q1/8 2
(define (problem p01)
  (:domain solo-chess-squares)
  (:objects
    g2 g3 h3 b7 - square
    king queen rook bishop - role
    n0 n1 n2 n3 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2)
    (piece g2 queen) (captures-left g2 n2) (plain g2)
    (piece g3 rook) (captures-left g3 n2) (plain g3)
    (piece h3 king) (captures-left h3 n2) (royal h3) (unplain h3)
    (piece b7 bishop) (captures-left b7 n2) (plain b7)
    ;; geometry between the occupied squares
    (reach-0 king g2 g3) (reach-0 king g2 h3)
    (reach-0 king g3 g2) (reach-0 king g3 h3)
    (reach-0 king h3 g2) (reach-0 king h3 g3)
    (reach-0 queen g2 g3) (reach-0 queen g2 h3) (reach-0 queen g2 b7)
    (reach-0 queen g3 g2) (reach-0 queen g3 h3)
    (reach-0 queen h3 g2) (reach-0 queen h3 g3)
    (reach-0 queen b7 g2)
    (reach-0 rook g2 g3)
    (reach-0 rook g3 g2) (reach-0 rook g3 h3)
    (reach-0 rook h3 g3)
    (reach-0 bishop g2 h3) (reach-0 bishop g2 b7)
    (reach-0 bishop h3 g2)
    (reach-0 bishop b7 g2)
  )
  (:goal (and
    (unplain g2) (unplain g3) (unplain h3) (unplain b7)
  )))

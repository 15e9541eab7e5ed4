;; p009 — 5 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 1Q6/8/8/8/1Q6/6PN/6K1/8 2 g2:1,g3:1,b4:1
(define (problem p009)
  (:domain solo-chess-squares)
  (:objects
    g2 g3 h3 b4 b8 - square
    king queen knight pawn - role
    n0 n1 n2 n3 n4 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3)
    (piece g2 king) (captures-left g2 n1) (royal g2) (unplain g2)
    (piece g3 pawn) (captures-left g3 n1) (plain g3)
    (piece h3 knight) (captures-left h3 n2) (plain h3)
    (piece b4 queen) (captures-left b4 n1) (plain b4)
    (piece b8 queen) (captures-left b8 n2) (plain b8)
    ;; geometry between the occupied squares
    (reach-0 king g2 g3) (reach-0 king g2 h3)
    (reach-0 king g3 g2) (reach-0 king g3 h3)
    (reach-0 king h3 g2) (reach-0 king h3 g3)
    (reach-0 queen g2 g3) (reach-0 queen g2 h3)
    (reach-0 queen g3 g2) (reach-0 queen g3 h3) (reach-0 queen g3 b8)
    (reach-0 queen h3 g2) (reach-0 queen h3 g3)
    (reach-0 queen b4 b8)
    (reach-0 queen b8 g3) (reach-0 queen b8 b4)
    (reach-0 pawn g2 h3)
  )
  (:goal (and
    (unplain g2) (unplain g3) (unplain h3) (unplain b4) (unplain b8)
  )))

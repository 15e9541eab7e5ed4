;; p008 — 5 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 1B6/8/8/8/1Q3N2/6P1/6K1/8 2
(define (problem p008)
  (:domain solo-chess-squares)
  (:objects
    g2 g3 b4 f4 b8 - square
    king queen bishop knight pawn - role
    n0 n1 n2 n3 n4 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3)
    (piece g2 king) (captures-left g2 n2) (royal g2) (unplain g2)
    (piece g3 pawn) (captures-left g3 n2) (plain g3)
    (piece b4 queen) (captures-left b4 n2) (plain b4)
    (piece f4 knight) (captures-left f4 n2) (plain f4)
    (piece b8 bishop) (captures-left b8 n2) (plain b8)
    ;; geometry between the occupied squares
    (reach-0 king g2 g3)
    (reach-0 king g3 g2) (reach-0 king g3 f4)
    (reach-0 king f4 g3)
    (reach-0 queen g2 g3)
    (reach-0 queen g3 g2) (reach-0 queen g3 f4) (reach-1 queen g3 b8 f4)
    (reach-0 queen b4 f4) (reach-0 queen b4 b8)
    (reach-0 queen f4 g3) (reach-0 queen f4 b4) (reach-0 queen f4 b8)
    (reach-1 queen b8 g3 f4) (reach-0 queen b8 b4) (reach-0 queen b8 f4)
    (reach-0 bishop g3 f4) (reach-1 bishop g3 b8 f4)
    (reach-0 bishop f4 g3) (reach-0 bishop f4 b8)
    (reach-1 bishop b8 g3 f4) (reach-0 bishop b8 f4)
    (reach-0 knight g2 f4)
    (reach-0 knight f4 g2)
    (reach-0 pawn g3 f4)
  )
  (:goal (and
    (unplain g2) (unplain g3) (unplain b4) (unplain f4) (unplain b8)
  )))

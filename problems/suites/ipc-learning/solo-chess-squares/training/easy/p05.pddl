;; p05 — 6 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/8/8/8/2Q5/4N3/R5PK/7P 2
(define (problem p05)
  (:domain solo-chess-squares)
  (:objects
    h1 a2 g2 h2 e3 c4 - square
    king queen rook knight pawn - role
    n0 n1 n2 n3 n4 n5 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3) (pred n5 n4)
    (piece h1 pawn) (captures-left h1 n2) (plain h1)
    (piece a2 rook) (captures-left a2 n2) (plain a2)
    (piece g2 pawn) (captures-left g2 n2) (plain g2)
    (piece h2 king) (captures-left h2 n2) (royal h2) (unplain h2)
    (piece e3 knight) (captures-left e3 n2) (plain e3)
    (piece c4 queen) (captures-left c4 n2) (plain c4)
    ;; geometry between the occupied squares
    (reach-0 king h1 g2) (reach-0 king h1 h2)
    (reach-0 king g2 h1) (reach-0 king g2 h2)
    (reach-0 king h2 h1) (reach-0 king h2 g2)
    (reach-0 queen h1 g2) (reach-0 queen h1 h2)
    (reach-0 queen a2 g2) (reach-1 queen a2 h2 g2) (reach-0 queen a2 c4)
    (reach-0 queen g2 h1) (reach-0 queen g2 a2) (reach-0 queen g2 h2)
    (reach-0 queen h2 h1) (reach-1 queen h2 a2 g2) (reach-0 queen h2 g2)
    (reach-0 queen c4 a2)
    (reach-0 rook h1 h2)
    (reach-0 rook a2 g2) (reach-1 rook a2 h2 g2)
    (reach-0 rook g2 a2) (reach-0 rook g2 h2)
    (reach-0 rook h2 h1) (reach-1 rook h2 a2 g2) (reach-0 rook h2 g2)
    (reach-0 knight g2 e3)
    (reach-0 knight e3 g2) (reach-0 knight e3 c4)
    (reach-0 knight c4 e3)
    (reach-0 pawn h1 g2)
  )
  (:goal (and
    (unplain h1) (unplain a2) (unplain g2) (unplain h2) (unplain e3) (unplain c4)
  )))

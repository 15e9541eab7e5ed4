;; p03 — 5 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/8/8/4N3/2P5/N1K5/1P6/8 2
(define (problem p03)
  (:domain solo-chess-squares)
  (:objects
    b2 a3 c3 c4 e5 - square
    king knight pawn - role
    n0 n1 n2 n3 n4 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3)
    (piece b2 pawn) (captures-left b2 n2) (plain b2)
    (piece a3 knight) (captures-left a3 n2) (plain a3)
    (piece c3 king) (captures-left c3 n2) (royal c3) (unplain c3)
    (piece c4 pawn) (captures-left c4 n2) (plain c4)
    (piece e5 knight) (captures-left e5 n2) (plain e5)
    ;; geometry between the occupied squares
    (reach-0 king b2 a3) (reach-0 king b2 c3)
    (reach-0 king a3 b2)
    (reach-0 king c3 b2) (reach-0 king c3 c4)
    (reach-0 king c4 c3)
    (reach-0 knight b2 c4)
    (reach-0 knight a3 c4)
    (reach-0 knight c4 b2) (reach-0 knight c4 a3) (reach-0 knight c4 e5)
    (reach-0 knight e5 c4)
    (reach-0 pawn b2 a3) (reach-0 pawn b2 c3)
  )
  (:goal (and
    (unplain b2) (unplain a3) (unplain c3) (unplain c4) (unplain e5)
  )))

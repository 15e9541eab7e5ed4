;; p02 — 4 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/8/8/3R1R2/2K5/2N5/8/8 2
(define (problem p02)
  (:domain solo-chess-squares)
  (:objects
    c3 c4 d5 f5 - square
    king rook knight - role
    n0 n1 n2 n3 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2)
    (piece c3 knight) (captures-left c3 n2) (plain c3)
    (piece c4 king) (captures-left c4 n2) (royal c4) (unplain c4)
    (piece d5 rook) (captures-left d5 n2) (plain d5)
    (piece f5 rook) (captures-left f5 n2) (plain f5)
    ;; geometry between the occupied squares
    (reach-0 king c3 c4)
    (reach-0 king c4 c3) (reach-0 king c4 d5)
    (reach-0 king d5 c4)
    (reach-0 rook c3 c4)
    (reach-0 rook c4 c3)
    (reach-0 rook d5 f5)
    (reach-0 rook f5 d5)
    (reach-0 knight c3 d5)
    (reach-0 knight d5 c3)
  )
  (:goal (and
    (unplain c3) (unplain c4) (unplain d5) (unplain f5)
  )))

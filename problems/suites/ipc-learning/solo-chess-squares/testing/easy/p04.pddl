;; p04 — 5 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 8/8/8/8/1R6/3KR3/1R2B3/8 2
(define (problem p04)
  (:domain solo-chess-squares)
  (:objects
    b2 e2 d3 e3 b4 - square
    king rook bishop - role
    n0 n1 n2 n3 n4 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3)
    (piece b2 rook) (captures-left b2 n2) (plain b2)
    (piece e2 bishop) (captures-left e2 n2) (plain e2)
    (piece d3 king) (captures-left d3 n2) (royal d3) (unplain d3)
    (piece e3 rook) (captures-left e3 n2) (plain e3)
    (piece b4 rook) (captures-left b4 n2) (plain b4)
    ;; geometry between the occupied squares
    (reach-0 king e2 d3) (reach-0 king e2 e3)
    (reach-0 king d3 e2) (reach-0 king d3 e3)
    (reach-0 king e3 e2) (reach-0 king e3 d3)
    (reach-0 rook b2 e2) (reach-0 rook b2 b4)
    (reach-0 rook e2 b2) (reach-0 rook e2 e3)
    (reach-0 rook d3 e3)
    (reach-0 rook e3 e2) (reach-0 rook e3 d3)
    (reach-0 rook b4 b2)
    (reach-0 bishop e2 d3)
    (reach-0 bishop d3 e2)
  )
  (:goal (and
    (unplain b2) (unplain e2) (unplain d3) (unplain e3) (unplain b4)
  )))

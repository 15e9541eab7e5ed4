;; p006 — 6 pieces on a 8x8 board (written by solopddl)
;; Solo FEN: 4R1K1/5PR1/8/1B6/6R1/8/8/8 2
(define (problem p03)
  (:domain solo-chess-squares)
  (:objects
    g4 b5 f7 g7 e8 g8 - square
    king rook bishop pawn - role
    n0 n1 n2 n3 n4 n5 - count)
  (:init
    (pred n1 n0) (pred n2 n1) (pred n3 n2) (pred n4 n3) (pred n5 n4)
    (piece g4 rook) (captures-left g4 n2) (plain g4)
    (piece b5 bishop) (captures-left b5 n2) (plain b5)
    (piece f7 pawn) (captures-left f7 n2) (plain f7)
    (piece g7 rook) (captures-left g7 n2) (plain g7)
    (piece e8 rook) (captures-left e8 n2) (plain e8)
    (piece g8 king) (captures-left g8 n2) (royal g8) (unplain g8)
    ;; geometry between the occupied squares
    (reach-0 king f7 g7) (reach-0 king f7 e8) (reach-0 king f7 g8)
    (reach-0 king g7 f7) (reach-0 king g7 g8)
    (reach-0 king e8 f7)
    (reach-0 king g8 f7) (reach-0 king g8 g7)
    (reach-0 rook g4 g7) (reach-1 rook g4 g8 g7)
    (reach-0 rook f7 g7)
    (reach-0 rook g7 g4) (reach-0 rook g7 f7) (reach-0 rook g7 g8)
    (reach-0 rook e8 g8)
    (reach-1 rook g8 g4 g7) (reach-0 rook g8 g7) (reach-0 rook g8 e8)
    (reach-0 bishop b5 e8)
    (reach-0 bishop f7 e8) (reach-0 bishop f7 g8)
    (reach-0 bishop e8 b5) (reach-0 bishop e8 f7)
    (reach-0 bishop g8 f7)
    (reach-0 pawn f7 e8) (reach-0 pawn f7 g8)
  )
  (:goal (and
    (unplain g4) (unplain b5) (unplain f7) (unplain g7) (unplain e8) (unplain g8)
  )))

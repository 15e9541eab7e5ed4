;; Single-player chess (solopddl): one agent plays both colours with legal
;; moves. Geometry comes from the problem as static facts; legality from two
;; shallow derived predicates. Written by `solopddl export`; do not edit.
(define (domain single-player-chess)
  (:requirements :strips :typing :negative-preconditions :conditional-effects
                 :existential-preconditions :derived-predicates)
  (:types square file color role dir side)
  (:constants white black - color
              pawn knight bishop rook queen king - role
              orth diag - dir
              kingside queenside - side)
  (:predicates
    ;; state
    (piece ?s - square ?c - color ?r - role)
    (empty ?s - square)
    (has ?s - square ?c - color)
    (turn ?c - color)
    (ep-turn ?c - color)
    (ep-file ?x - file)
    (may-castle ?c - color ?w - side)
    ;; static geometry
    (opp ?c ?o - color)
    (leap ?r - role ?f ?t - square)
    (slides ?r - role ?d - dir)
    (line1 ?d - dir ?f ?t - square)
    (line2 ?d - dir ?f ?m1 ?t - square)
    (line3 ?d - dir ?f ?m1 ?m2 ?t - square)
    (line4 ?d - dir ?f ?m1 ?m2 ?m3 ?t - square)
    (line5 ?d - dir ?f ?m1 ?m2 ?m3 ?m4 ?t - square)
    (line6 ?d - dir ?f ?m1 ?m2 ?m3 ?m4 ?m5 ?t - square)
    (line7 ?d - dir ?f ?m1 ?m2 ?m3 ?m4 ?m5 ?m6 ?t - square)
    (push ?c - color ?f ?t - square)
    (push-last ?c - color ?f ?t - square)
    (double ?c - color ?f ?m ?t - square ?x - file)
    (hit ?c - color ?f ?t - square)
    (hit-last ?c - color ?f ?t - square)
    (ep-target ?c - color ?x - file ?t ?v - square)
    (promo ?r - role)
    (castle-k-squares ?c - color ?e ?f ?g ?h - square)
    (castle-q-squares ?c - color ?e ?d ?b1 ?b2 ?a - square)
    (right-square ?c - color ?w - side ?s - square)
    ;; derived
    (to-move ?c - color)
    (slider ?s - square ?c - color ?d - dir)
    (attacked ?s - square ?by - color)
    (illegal))

  ;; ?c moves next: right after a double step the turn is an `ep-turn`,
  ;; the only turn in which en passant is possible, so the en-passant file
  ;; needs no reset by the other moves.
  (:derived (to-move ?c - color) (or (turn ?c) (ep-turn ?c)))

  ;; A piece of ?c on ?s slides along lines of direction ?d.
  (:derived (slider ?s - square ?c - color ?d - dir)
    (exists (?r - role) (and (slides ?r ?d) (piece ?s ?c ?r))))

  ;; ?s is attacked by a piece of ?by: a leap, a pawn capture, or a slide of
  ;; k steps over k-1 empty squares.
  (:derived (attacked ?s - square ?by - color)
    (or (exists (?a - square ?r - role)
          (and (leap ?r ?a ?s) (piece ?a ?by ?r)))
        (exists (?a - square)
          (and (or (hit ?by ?a ?s) (hit-last ?by ?a ?s)) (piece ?a ?by pawn)))
        (exists (?a - square ?d - dir)
          (and (line1 ?d ?a ?s) (slider ?a ?by ?d)))
        (exists (?a ?m1 - square ?d - dir)
          (and (line2 ?d ?a ?m1 ?s) (empty ?m1) (slider ?a ?by ?d)))
        (exists (?a ?m1 ?m2 - square ?d - dir)
          (and (line3 ?d ?a ?m1 ?m2 ?s) (empty ?m1) (empty ?m2) (slider ?a ?by ?d)))
        (exists (?a ?m1 ?m2 ?m3 - square ?d - dir)
          (and (line4 ?d ?a ?m1 ?m2 ?m3 ?s) (empty ?m1) (empty ?m2) (empty ?m3) (slider ?a ?by ?d)))
        (exists (?a ?m1 ?m2 ?m3 ?m4 - square ?d - dir)
          (and (line5 ?d ?a ?m1 ?m2 ?m3 ?m4 ?s) (empty ?m1) (empty ?m2) (empty ?m3) (empty ?m4) (slider ?a ?by ?d)))
        (exists (?a ?m1 ?m2 ?m3 ?m4 ?m5 - square ?d - dir)
          (and (line6 ?d ?a ?m1 ?m2 ?m3 ?m4 ?m5 ?s) (empty ?m1) (empty ?m2) (empty ?m3) (empty ?m4) (empty ?m5) (slider ?a ?by ?d)))
        (exists (?a ?m1 ?m2 ?m3 ?m4 ?m5 ?m6 - square ?d - dir)
          (and (line7 ?d ?a ?m1 ?m2 ?m3 ?m4 ?m5 ?m6 ?s) (empty ?m1) (empty ?m2) (empty ?m3) (empty ?m4) (empty ?m5) (empty ?m6) (slider ?a ?by ?d)))
    ))

  ;; The side that has just moved (not to move) has its king attacked.
  (:derived (illegal)
    (exists (?t ?c - color ?k - square)
      (and (to-move ?t) (opp ?t ?c) (piece ?k ?c king) (attacked ?k ?t))))

  (:action leap
    :parameters (?c ?o - color ?r - role ?f ?t - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (piece ?f ?c ?r) (leap ?r ?f ?t) (not (has ?t ?c)))
    :effect (and (not (piece ?f ?c ?r)) (not (has ?f ?c)) (empty ?f)
             (not (empty ?t)) (has ?t ?c) (piece ?t ?c ?r)
             (not (has ?t ?o)) (forall (?v - role) (not (piece ?t ?o ?v)))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  (:action slide1
    :parameters (?c ?o - color ?d - dir ?f ?t - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (line1 ?d ?f ?t) (slider ?f ?c ?d) (not (has ?t ?c)))
    :effect (and (forall (?r - role) (when (and (slides ?r ?d) (piece ?f ?c ?r)) (and (not (piece ?f ?c ?r)) (piece ?t ?c ?r))))
             (not (has ?f ?c)) (empty ?f) (not (empty ?t)) (has ?t ?c)
             (not (has ?t ?o)) (forall (?v - role) (not (piece ?t ?o ?v)))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  (:action slide2
    :parameters (?c ?o - color ?d - dir ?f ?m1 ?t - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (line2 ?d ?f ?m1 ?t) (slider ?f ?c ?d) (empty ?m1) (not (has ?t ?c)))
    :effect (and (forall (?r - role) (when (and (slides ?r ?d) (piece ?f ?c ?r)) (and (not (piece ?f ?c ?r)) (piece ?t ?c ?r))))
             (not (has ?f ?c)) (empty ?f) (not (empty ?t)) (has ?t ?c)
             (not (has ?t ?o)) (forall (?v - role) (not (piece ?t ?o ?v)))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  (:action slide3
    :parameters (?c ?o - color ?d - dir ?f ?m1 ?m2 ?t - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (line3 ?d ?f ?m1 ?m2 ?t) (slider ?f ?c ?d) (empty ?m1) (empty ?m2) (not (has ?t ?c)))
    :effect (and (forall (?r - role) (when (and (slides ?r ?d) (piece ?f ?c ?r)) (and (not (piece ?f ?c ?r)) (piece ?t ?c ?r))))
             (not (has ?f ?c)) (empty ?f) (not (empty ?t)) (has ?t ?c)
             (not (has ?t ?o)) (forall (?v - role) (not (piece ?t ?o ?v)))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  (:action slide4
    :parameters (?c ?o - color ?d - dir ?f ?m1 ?m2 ?m3 ?t - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (line4 ?d ?f ?m1 ?m2 ?m3 ?t) (slider ?f ?c ?d) (empty ?m1) (empty ?m2) (empty ?m3) (not (has ?t ?c)))
    :effect (and (forall (?r - role) (when (and (slides ?r ?d) (piece ?f ?c ?r)) (and (not (piece ?f ?c ?r)) (piece ?t ?c ?r))))
             (not (has ?f ?c)) (empty ?f) (not (empty ?t)) (has ?t ?c)
             (not (has ?t ?o)) (forall (?v - role) (not (piece ?t ?o ?v)))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  (:action slide5
    :parameters (?c ?o - color ?d - dir ?f ?m1 ?m2 ?m3 ?m4 ?t - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (line5 ?d ?f ?m1 ?m2 ?m3 ?m4 ?t) (slider ?f ?c ?d) (empty ?m1) (empty ?m2) (empty ?m3) (empty ?m4) (not (has ?t ?c)))
    :effect (and (forall (?r - role) (when (and (slides ?r ?d) (piece ?f ?c ?r)) (and (not (piece ?f ?c ?r)) (piece ?t ?c ?r))))
             (not (has ?f ?c)) (empty ?f) (not (empty ?t)) (has ?t ?c)
             (not (has ?t ?o)) (forall (?v - role) (not (piece ?t ?o ?v)))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  (:action slide6
    :parameters (?c ?o - color ?d - dir ?f ?m1 ?m2 ?m3 ?m4 ?m5 ?t - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (line6 ?d ?f ?m1 ?m2 ?m3 ?m4 ?m5 ?t) (slider ?f ?c ?d) (empty ?m1) (empty ?m2) (empty ?m3) (empty ?m4) (empty ?m5) (not (has ?t ?c)))
    :effect (and (forall (?r - role) (when (and (slides ?r ?d) (piece ?f ?c ?r)) (and (not (piece ?f ?c ?r)) (piece ?t ?c ?r))))
             (not (has ?f ?c)) (empty ?f) (not (empty ?t)) (has ?t ?c)
             (not (has ?t ?o)) (forall (?v - role) (not (piece ?t ?o ?v)))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  (:action slide7
    :parameters (?c ?o - color ?d - dir ?f ?m1 ?m2 ?m3 ?m4 ?m5 ?m6 ?t - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (line7 ?d ?f ?m1 ?m2 ?m3 ?m4 ?m5 ?m6 ?t) (slider ?f ?c ?d) (empty ?m1) (empty ?m2) (empty ?m3) (empty ?m4) (empty ?m5) (empty ?m6) (not (has ?t ?c)))
    :effect (and (forall (?r - role) (when (and (slides ?r ?d) (piece ?f ?c ?r)) (and (not (piece ?f ?c ?r)) (piece ?t ?c ?r))))
             (not (has ?f ?c)) (empty ?f) (not (empty ?t)) (has ?t ?c)
             (not (has ?t ?o)) (forall (?v - role) (not (piece ?t ?o ?v)))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  (:action push
    :parameters (?c ?o - color ?f ?t - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (piece ?f ?c pawn) (push ?c ?f ?t) (empty ?t))
    :effect (and (not (piece ?f ?c pawn)) (not (has ?f ?c)) (empty ?f)
             (not (empty ?t)) (has ?t ?c) (piece ?t ?c pawn)
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  (:action hit
    :parameters (?c ?o - color ?f ?t - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (piece ?f ?c pawn) (hit ?c ?f ?t) (has ?t ?o))
    :effect (and (not (piece ?f ?c pawn)) (not (has ?f ?c)) (empty ?f)
             (not (empty ?t)) (has ?t ?c) (piece ?t ?c pawn)
             (not (has ?t ?o)) (forall (?v - role) (not (piece ?t ?o ?v)))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  (:action promote
    :parameters (?c ?o - color ?f ?t - square ?p - role)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (piece ?f ?c pawn) (push-last ?c ?f ?t) (promo ?p) (empty ?t))
    :effect (and (not (piece ?f ?c pawn)) (not (has ?f ?c)) (empty ?f)
             (not (empty ?t)) (has ?t ?c) (piece ?t ?c ?p)
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  (:action promote-hit
    :parameters (?c ?o - color ?f ?t - square ?p - role)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (piece ?f ?c pawn) (hit-last ?c ?f ?t) (promo ?p) (has ?t ?o))
    :effect (and (not (piece ?f ?c pawn)) (not (has ?f ?c)) (empty ?f)
             (not (empty ?t)) (has ?t ?c) (piece ?t ?c ?p)
             (not (has ?t ?o)) (forall (?v - role) (not (piece ?t ?o ?v)))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  (:action double
    :parameters (?c ?o - color ?f ?m ?t - square ?x - file)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (piece ?f ?c pawn) (double ?c ?f ?m ?t ?x) (empty ?m) (empty ?t))
    :effect (and (not (piece ?f ?c pawn)) (not (has ?f ?c)) (empty ?f) (not (empty ?t)) (has ?t ?c) (piece ?t ?c pawn)
             (forall (?y - file) (not (ep-file ?y))) (ep-file ?x)
             (not (turn ?c)) (not (ep-turn ?c)) (ep-turn ?o)))

  (:action en-passant
    :parameters (?c ?o - color ?f ?t ?v - square ?x - file)
    :precondition (and (ep-turn ?c) (opp ?c ?o) (not (illegal)) (piece ?f ?c pawn) (hit ?c ?f ?t) (ep-file ?x)
                       (ep-target ?c ?x ?t ?v) (empty ?t) (piece ?v ?o pawn))
    :effect (and (not (piece ?f ?c pawn)) (not (has ?f ?c)) (empty ?f) (not (empty ?t)) (has ?t ?c) (piece ?t ?c pawn)
             (not (piece ?v ?o pawn)) (not (has ?v ?o)) (empty ?v)
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?f) (not (may-castle ?x ?w))))
             (forall (?x - color ?w - side) (when (right-square ?x ?w ?t) (not (may-castle ?x ?w))))))

  ;; Castling: the right, the pieces, free squares between king and rook, and
  ;; the king's start and transit squares not attacked (its target square is
  ;; covered by `illegal` in the next precondition or the goal).
  (:action castle-kingside
    :parameters (?c ?o - color ?e ?f ?g ?h - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (castle-k-squares ?c ?e ?f ?g ?h) (may-castle ?c kingside)
                       (piece ?e ?c king) (piece ?h ?c rook) (empty ?f) (empty ?g)
                       (not (attacked ?e ?o)) (not (attacked ?f ?o)))
    :effect (and (not (piece ?e ?c king)) (not (has ?e ?c)) (empty ?e) (not (empty ?g)) (has ?g ?c) (piece ?g ?c king)
             (not (piece ?h ?c rook)) (not (has ?h ?c)) (empty ?h)
             (not (empty ?f)) (has ?f ?c) (piece ?f ?c rook)
             (not (may-castle ?c kingside)) (not (may-castle ?c queenside))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o)))

  (:action castle-queenside
    :parameters (?c ?o - color ?e ?d ?b1 ?b2 ?a - square)
    :precondition (and (to-move ?c) (opp ?c ?o) (not (illegal)) (castle-q-squares ?c ?e ?d ?b1 ?b2 ?a) (may-castle ?c queenside)
                       (piece ?e ?c king) (piece ?a ?c rook) (empty ?d) (empty ?b1) (empty ?b2)
                       (not (attacked ?e ?o)) (not (attacked ?d ?o)))
    :effect (and (not (piece ?e ?c king)) (not (has ?e ?c)) (empty ?e) (not (empty ?b1)) (has ?b1 ?c) (piece ?b1 ?c king)
             (not (piece ?a ?c rook)) (not (has ?a ?c)) (empty ?a)
             (not (empty ?d)) (has ?d ?c) (piece ?d ?c rook)
             (not (may-castle ?c kingside)) (not (may-castle ?c queenside))
             (not (turn ?c)) (not (ep-turn ?c)) (turn ?o))))

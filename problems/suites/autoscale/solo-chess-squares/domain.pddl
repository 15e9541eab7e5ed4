;; Solo Chess, `squares` encoding (written by solopddl).
;; No piece identities: the state says which piece type stands on which
;; square and how many captures it has left; a capture moves both to the
;; target square. STRIPS with typing, plus universally quantified delete
;; effects that clear the victim's type and budget (no parameters for them).
;; Sliding paths are compiled by the exporter into (reach-K ?r ?from ?to ?b1 .. ?bK):
;; a piece of type ?r on ?from attacks ?to once the K listed squares are free.
;; Only squares occupied at the start are listed: every move is a capture,
;; so a square that starts empty stays empty.
(define (domain solo-chess-squares)
  (:requirements :strips :typing :conditional-effects)
  (:types square role count)
  (:predicates
    (piece ?s - square ?r - role)           ; a piece of type ?r stands on ?s
    (captures-left ?s - square ?c - count)  ; ... and may capture ?c more times
    (free ?s - square)                      ; ?s is empty
    (plain ?s - square)                     ; ?s holds a piece that must be captured
    (royal ?s - square)                     ; ?s holds the piece that must survive
    (unplain ?s - square)                   ; ?s is free or royal (the goal, per square)
    (survivor-unchosen)                     ; no king: the survivor is still to be picked
    (pred ?c ?p - count)                    ; ?p = ?c - 1
    (reach-0 ?r - role ?from ?to - square)
    (reach-1 ?r - role ?from ?to ?b1 - square)
    (reach-2 ?r - role ?from ?to ?b1 ?b2 - square)
    (reach-3 ?r - role ?from ?to ?b1 ?b2 ?b3 - square)
    (reach-4 ?r - role ?from ?to ?b1 ?b2 ?b3 ?b4 - square)
    (reach-5 ?r - role ?from ?to ?b1 ?b2 ?b3 ?b4 ?b5 - square)
    (reach-6 ?r - role ?from ?to ?b1 ?b2 ?b3 ?b4 ?b5 ?b6 - square)
  )

  ;; Without a king, pick the piece that will be left at the end.
  (:action choose-survivor
    :parameters (?s - square)
    :precondition (and (survivor-unchosen) (plain ?s))
    :effect (and (not (survivor-unchosen)) (not (plain ?s)) (royal ?s) (unplain ?s)))

  ;; A plain piece of type ?r on ?from captures the piece on ?to.
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action capture-0
    :parameters (?r - role ?from ?to - square ?c ?c1 - count)
    :precondition (and (reach-0 ?r ?from ?to)
                       (piece ?from ?r) (plain ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (plain ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (unplain ?from)))

  ;; A plain piece of type ?r on ?from captures the piece on ?to, sliding over 1 once-occupied square(s).
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action capture-1
    :parameters (?r - role ?from ?to - square ?c ?c1 - count ?b1 - square)
    :precondition (and (reach-1 ?r ?from ?to ?b1) (free ?b1)
                       (piece ?from ?r) (plain ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (plain ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (unplain ?from)))

  ;; A plain piece of type ?r on ?from captures the piece on ?to, sliding over 2 once-occupied square(s).
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action capture-2
    :parameters (?r - role ?from ?to - square ?c ?c1 - count ?b1 ?b2 - square)
    :precondition (and (reach-2 ?r ?from ?to ?b1 ?b2) (free ?b1) (free ?b2)
                       (piece ?from ?r) (plain ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (plain ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (unplain ?from)))

  ;; A plain piece of type ?r on ?from captures the piece on ?to, sliding over 3 once-occupied square(s).
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action capture-3
    :parameters (?r - role ?from ?to - square ?c ?c1 - count ?b1 ?b2 ?b3 - square)
    :precondition (and (reach-3 ?r ?from ?to ?b1 ?b2 ?b3) (free ?b1) (free ?b2) (free ?b3)
                       (piece ?from ?r) (plain ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (plain ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (unplain ?from)))

  ;; A plain piece of type ?r on ?from captures the piece on ?to, sliding over 4 once-occupied square(s).
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action capture-4
    :parameters (?r - role ?from ?to - square ?c ?c1 - count ?b1 ?b2 ?b3 ?b4 - square)
    :precondition (and (reach-4 ?r ?from ?to ?b1 ?b2 ?b3 ?b4) (free ?b1) (free ?b2) (free ?b3) (free ?b4)
                       (piece ?from ?r) (plain ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (plain ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (unplain ?from)))

  ;; A plain piece of type ?r on ?from captures the piece on ?to, sliding over 5 once-occupied square(s).
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action capture-5
    :parameters (?r - role ?from ?to - square ?c ?c1 - count ?b1 ?b2 ?b3 ?b4 ?b5 - square)
    :precondition (and (reach-5 ?r ?from ?to ?b1 ?b2 ?b3 ?b4 ?b5) (free ?b1) (free ?b2) (free ?b3) (free ?b4) (free ?b5)
                       (piece ?from ?r) (plain ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (plain ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (unplain ?from)))

  ;; A plain piece of type ?r on ?from captures the piece on ?to, sliding over 6 once-occupied square(s).
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action capture-6
    :parameters (?r - role ?from ?to - square ?c ?c1 - count ?b1 ?b2 ?b3 ?b4 ?b5 ?b6 - square)
    :precondition (and (reach-6 ?r ?from ?to ?b1 ?b2 ?b3 ?b4 ?b5 ?b6) (free ?b1) (free ?b2) (free ?b3) (free ?b4) (free ?b5) (free ?b6)
                       (piece ?from ?r) (plain ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (plain ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (unplain ?from)))

  ;; A royal piece of type ?r on ?from captures the piece on ?to.
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action royal-capture-0
    :parameters (?r - role ?from ?to - square ?c ?c1 - count)
    :precondition (and (reach-0 ?r ?from ?to)
                       (piece ?from ?r) (royal ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (royal ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (not (plain ?to)) (royal ?to) (unplain ?to) (unplain ?from)))

  ;; A royal piece of type ?r on ?from captures the piece on ?to, sliding over 1 once-occupied square(s).
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action royal-capture-1
    :parameters (?r - role ?from ?to - square ?c ?c1 - count ?b1 - square)
    :precondition (and (reach-1 ?r ?from ?to ?b1) (free ?b1)
                       (piece ?from ?r) (royal ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (royal ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (not (plain ?to)) (royal ?to) (unplain ?to) (unplain ?from)))

  ;; A royal piece of type ?r on ?from captures the piece on ?to, sliding over 2 once-occupied square(s).
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action royal-capture-2
    :parameters (?r - role ?from ?to - square ?c ?c1 - count ?b1 ?b2 - square)
    :precondition (and (reach-2 ?r ?from ?to ?b1 ?b2) (free ?b1) (free ?b2)
                       (piece ?from ?r) (royal ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (royal ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (not (plain ?to)) (royal ?to) (unplain ?to) (unplain ?from)))

  ;; A royal piece of type ?r on ?from captures the piece on ?to, sliding over 3 once-occupied square(s).
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action royal-capture-3
    :parameters (?r - role ?from ?to - square ?c ?c1 - count ?b1 ?b2 ?b3 - square)
    :precondition (and (reach-3 ?r ?from ?to ?b1 ?b2 ?b3) (free ?b1) (free ?b2) (free ?b3)
                       (piece ?from ?r) (royal ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (royal ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (not (plain ?to)) (royal ?to) (unplain ?to) (unplain ?from)))

  ;; A royal piece of type ?r on ?from captures the piece on ?to, sliding over 4 once-occupied square(s).
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action royal-capture-4
    :parameters (?r - role ?from ?to - square ?c ?c1 - count ?b1 ?b2 ?b3 ?b4 - square)
    :precondition (and (reach-4 ?r ?from ?to ?b1 ?b2 ?b3 ?b4) (free ?b1) (free ?b2) (free ?b3) (free ?b4)
                       (piece ?from ?r) (royal ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (royal ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (not (plain ?to)) (royal ?to) (unplain ?to) (unplain ?from)))

  ;; A royal piece of type ?r on ?from captures the piece on ?to, sliding over 5 once-occupied square(s).
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action royal-capture-5
    :parameters (?r - role ?from ?to - square ?c ?c1 - count ?b1 ?b2 ?b3 ?b4 ?b5 - square)
    :precondition (and (reach-5 ?r ?from ?to ?b1 ?b2 ?b3 ?b4 ?b5) (free ?b1) (free ?b2) (free ?b3) (free ?b4) (free ?b5)
                       (piece ?from ?r) (royal ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (royal ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (not (plain ?to)) (royal ?to) (unplain ?to) (unplain ?from)))

  ;; A royal piece of type ?r on ?from captures the piece on ?to, sliding over 6 once-occupied square(s).
  ;; The victim's type and budget are deleted whatever they are, so they need
  ;; no parameters; the mover's type and budget then take the square.
  (:action royal-capture-6
    :parameters (?r - role ?from ?to - square ?c ?c1 - count ?b1 ?b2 ?b3 ?b4 ?b5 ?b6 - square)
    :precondition (and (reach-6 ?r ?from ?to ?b1 ?b2 ?b3 ?b4 ?b5 ?b6) (free ?b1) (free ?b2) (free ?b3) (free ?b4) (free ?b5) (free ?b6)
                       (piece ?from ?r) (royal ?from) (captures-left ?from ?c) (pred ?c ?c1)
                       (plain ?to))
    :effect (and (not (piece ?from ?r)) (not (captures-left ?from ?c)) (not (royal ?from)) (free ?from)
                 (forall (?v - role) (not (piece ?to ?v)))
                 (forall (?x - count) (not (captures-left ?to ?x)))
                 (piece ?to ?r) (captures-left ?to ?c1) (not (plain ?to)) (royal ?to) (unplain ?to) (unplain ?from)))
)

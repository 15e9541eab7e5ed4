;; Solo Chess, `objects` encoding (written by solopddl).
;; Every piece is a typed object; budgets are facts over count objects;
;; sliding paths need every square in the static (between ?from ?to ?b) free.
(define (domain solo-chess-objects)
  (:requirements :strips :typing :universal-preconditions :disjunctive-preconditions)
  (:types
    square count piece - object
    king officer - piece
    queen rook bishop knight pawn - officer)
  (:predicates
    (at ?p - piece ?s - square)
    (free ?s - square)
    (captures-left ?p - piece ?c - count)
    (pred ?c ?p - count)                        ; ?p = ?c - 1
    (plain ?p - piece)                          ; ?p must be captured
    (done ?p - piece)                           ; ?p is captured or is the survivor
    (survivor-unchosen)                         ; no king: the survivor is still to be picked
    (king-step ?from ?to - square)
    (knight-jump ?from ?to - square)
    (pawn-capture ?from ?to - square)           ; diagonally towards the higher rank
    (rook-line ?from ?to - square)
    (bishop-line ?from ?to - square)
    (between ?from ?to ?b - square))

  ;; Without a king, pick the piece that will be left at the end.
  (:action choose-survivor
    :parameters (?p - officer)
    :precondition (and (survivor-unchosen) (plain ?p))
    :effect (and (not (survivor-unchosen)) (not (plain ?p)) (done ?p)))

  (:action king-captures
    :parameters (?p - king ?q - officer ?from ?to - square ?c ?c1 - count)
    :precondition (and (king-step ?from ?to)
                       (at ?p ?from) (at ?q ?to) (plain ?q)
                       (captures-left ?p ?c) (pred ?c ?c1))
    :effect (and (not (at ?p ?from)) (free ?from) (at ?p ?to)
                 (not (at ?q ?to)) (not (plain ?q)) (done ?q)
                 (not (captures-left ?p ?c)) (captures-left ?p ?c1)))

  (:action knight-captures
    :parameters (?p - knight ?q - officer ?from ?to - square ?c ?c1 - count)
    :precondition (and (knight-jump ?from ?to)
                       (at ?p ?from) (at ?q ?to) (plain ?q)
                       (captures-left ?p ?c) (pred ?c ?c1))
    :effect (and (not (at ?p ?from)) (free ?from) (at ?p ?to)
                 (not (at ?q ?to)) (not (plain ?q)) (done ?q)
                 (not (captures-left ?p ?c)) (captures-left ?p ?c1)))

  (:action pawn-captures
    :parameters (?p - pawn ?q - officer ?from ?to - square ?c ?c1 - count)
    :precondition (and (pawn-capture ?from ?to)
                       (at ?p ?from) (at ?q ?to) (plain ?q)
                       (captures-left ?p ?c) (pred ?c ?c1))
    :effect (and (not (at ?p ?from)) (free ?from) (at ?p ?to)
                 (not (at ?q ?to)) (not (plain ?q)) (done ?q)
                 (not (captures-left ?p ?c)) (captures-left ?p ?c1)))

  (:action rook-captures
    :parameters (?p - rook ?q - officer ?from ?to - square ?c ?c1 - count)
    :precondition (and (rook-line ?from ?to)
                       (at ?p ?from) (at ?q ?to) (plain ?q)
                       (forall (?b - square) (imply (between ?from ?to ?b) (free ?b)))
                       (captures-left ?p ?c) (pred ?c ?c1))
    :effect (and (not (at ?p ?from)) (free ?from) (at ?p ?to)
                 (not (at ?q ?to)) (not (plain ?q)) (done ?q)
                 (not (captures-left ?p ?c)) (captures-left ?p ?c1)))

  (:action bishop-captures
    :parameters (?p - bishop ?q - officer ?from ?to - square ?c ?c1 - count)
    :precondition (and (bishop-line ?from ?to)
                       (at ?p ?from) (at ?q ?to) (plain ?q)
                       (forall (?b - square) (imply (between ?from ?to ?b) (free ?b)))
                       (captures-left ?p ?c) (pred ?c ?c1))
    :effect (and (not (at ?p ?from)) (free ?from) (at ?p ?to)
                 (not (at ?q ?to)) (not (plain ?q)) (done ?q)
                 (not (captures-left ?p ?c)) (captures-left ?p ?c1)))

  (:action queen-captures
    :parameters (?p - queen ?q - officer ?from ?to - square ?c ?c1 - count)
    :precondition (and (or (rook-line ?from ?to) (bishop-line ?from ?to))
                       (at ?p ?from) (at ?q ?to) (plain ?q)
                       (forall (?b - square) (imply (between ?from ?to ?b) (free ?b)))
                       (captures-left ?p ?c) (pred ?c ?c1))
    :effect (and (not (at ?p ?from)) (free ?from) (at ?p ?to)
                 (not (at ?q ?to)) (not (plain ?q)) (done ?q)
                 (not (captures-left ?p ?c)) (captures-left ?p ?c1)))
)

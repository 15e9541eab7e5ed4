begin_version
3
end_version
begin_metric
0
end_metric
16
begin_variable
content-c1
-1
16
Atom free(c1)
Atom piece(c1, king, n0)
Atom piece(c1, king, n1)
Atom piece(c1, king, n2)
Atom piece(c1, queen, n0)
Atom piece(c1, queen, n1)
Atom piece(c1, queen, n2)
Atom piece(c1, rook, n0)
Atom piece(c1, rook, n1)
Atom piece(c1, rook, n2)
Atom piece(c1, bishop, n0)
Atom piece(c1, bishop, n1)
Atom piece(c1, bishop, n2)
Atom piece(c1, pawn, n0)
Atom piece(c1, pawn, n1)
Atom piece(c1, pawn, n2)
end_variable
begin_variable
status-c1
-1
2
Atom plain(c1)
NegatedAtom plain(c1)
end_variable
begin_variable
content-d1
-1
16
Atom free(d1)
Atom piece(d1, king, n0)
Atom piece(d1, king, n1)
Atom piece(d1, king, n2)
Atom piece(d1, queen, n0)
Atom piece(d1, queen, n1)
Atom piece(d1, queen, n2)
Atom piece(d1, rook, n0)
Atom piece(d1, rook, n1)
Atom piece(d1, rook, n2)
Atom piece(d1, bishop, n0)
Atom piece(d1, bishop, n1)
Atom piece(d1, bishop, n2)
Atom piece(d1, pawn, n0)
Atom piece(d1, pawn, n1)
Atom piece(d1, pawn, n2)
end_variable
begin_variable
status-d1
-1
2
Atom plain(d1)
NegatedAtom plain(d1)
end_variable
begin_variable
content-a2
-1
16
Atom free(a2)
Atom piece(a2, king, n0)
Atom piece(a2, king, n1)
Atom piece(a2, king, n2)
Atom piece(a2, queen, n0)
Atom piece(a2, queen, n1)
Atom piece(a2, queen, n2)
Atom piece(a2, rook, n0)
Atom piece(a2, rook, n1)
Atom piece(a2, rook, n2)
Atom piece(a2, bishop, n0)
Atom piece(a2, bishop, n1)
Atom piece(a2, bishop, n2)
Atom piece(a2, pawn, n0)
Atom piece(a2, pawn, n1)
Atom piece(a2, pawn, n2)
end_variable
begin_variable
status-a2
-1
2
Atom plain(a2)
NegatedAtom plain(a2)
end_variable
begin_variable
content-c2
-1
16
Atom free(c2)
Atom piece(c2, king, n0)
Atom piece(c2, king, n1)
Atom piece(c2, king, n2)
Atom piece(c2, queen, n0)
Atom piece(c2, queen, n1)
Atom piece(c2, queen, n2)
Atom piece(c2, rook, n0)
Atom piece(c2, rook, n1)
Atom piece(c2, rook, n2)
Atom piece(c2, bishop, n0)
Atom piece(c2, bishop, n1)
Atom piece(c2, bishop, n2)
Atom piece(c2, pawn, n0)
Atom piece(c2, pawn, n1)
Atom piece(c2, pawn, n2)
end_variable
begin_variable
status-c2
-1
2
Atom plain(c2)
NegatedAtom plain(c2)
end_variable
begin_variable
content-e2
-1
16
Atom free(e2)
Atom piece(e2, king, n0)
Atom piece(e2, king, n1)
Atom piece(e2, king, n2)
Atom piece(e2, queen, n0)
Atom piece(e2, queen, n1)
Atom piece(e2, queen, n2)
Atom piece(e2, rook, n0)
Atom piece(e2, rook, n1)
Atom piece(e2, rook, n2)
Atom piece(e2, bishop, n0)
Atom piece(e2, bishop, n1)
Atom piece(e2, bishop, n2)
Atom piece(e2, pawn, n0)
Atom piece(e2, pawn, n1)
Atom piece(e2, pawn, n2)
end_variable
begin_variable
status-e2
-1
2
Atom plain(e2)
NegatedAtom plain(e2)
end_variable
begin_variable
content-h2
-1
16
Atom free(h2)
Atom piece(h2, king, n0)
Atom piece(h2, king, n1)
Atom piece(h2, king, n2)
Atom piece(h2, queen, n0)
Atom piece(h2, queen, n1)
Atom piece(h2, queen, n2)
Atom piece(h2, rook, n0)
Atom piece(h2, rook, n1)
Atom piece(h2, rook, n2)
Atom piece(h2, bishop, n0)
Atom piece(h2, bishop, n1)
Atom piece(h2, bishop, n2)
Atom piece(h2, pawn, n0)
Atom piece(h2, pawn, n1)
Atom piece(h2, pawn, n2)
end_variable
begin_variable
status-h2
-1
2
Atom plain(h2)
NegatedAtom plain(h2)
end_variable
begin_variable
content-e3
-1
16
Atom free(e3)
Atom piece(e3, king, n0)
Atom piece(e3, king, n1)
Atom piece(e3, king, n2)
Atom piece(e3, queen, n0)
Atom piece(e3, queen, n1)
Atom piece(e3, queen, n2)
Atom piece(e3, rook, n0)
Atom piece(e3, rook, n1)
Atom piece(e3, rook, n2)
Atom piece(e3, bishop, n0)
Atom piece(e3, bishop, n1)
Atom piece(e3, bishop, n2)
Atom piece(e3, pawn, n0)
Atom piece(e3, pawn, n1)
Atom piece(e3, pawn, n2)
end_variable
begin_variable
status-e3
-1
2
Atom plain(e3)
NegatedAtom plain(e3)
end_variable
begin_variable
content-g3
-1
16
Atom free(g3)
Atom piece(g3, king, n0)
Atom piece(g3, king, n1)
Atom piece(g3, king, n2)
Atom piece(g3, queen, n0)
Atom piece(g3, queen, n1)
Atom piece(g3, queen, n2)
Atom piece(g3, rook, n0)
Atom piece(g3, rook, n1)
Atom piece(g3, rook, n2)
Atom piece(g3, bishop, n0)
Atom piece(g3, bishop, n1)
Atom piece(g3, bishop, n2)
Atom piece(g3, pawn, n0)
Atom piece(g3, pawn, n1)
Atom piece(g3, pawn, n2)
end_variable
begin_variable
status-g3
-1
2
Atom plain(g3)
NegatedAtom plain(g3)
end_variable
8
begin_mutex_group
2
0 0
1 0
end_mutex_group
begin_mutex_group
2
2 0
3 0
end_mutex_group
begin_mutex_group
2
4 0
5 0
end_mutex_group
begin_mutex_group
2
6 0
7 0
end_mutex_group
begin_mutex_group
2
8 0
9 0
end_mutex_group
begin_mutex_group
2
10 0
11 0
end_mutex_group
begin_mutex_group
2
12 0
13 0
end_mutex_group
begin_mutex_group
2
14 0
15 0
end_mutex_group
begin_state
15
0
3
1
9
0
12
0
9
0
12
0
9
0
6
0
end_state
begin_goal
8
1 1
3 1
5 1
7 1
9 1
11 1
13 1
15 1
end_goal
142
begin_operator
royal-capture-0 king c1 d1 n1 n0
1
1 1
3
0 0 2 0
0 2 -1 1
0 3 0 1
1
end_operator
begin_operator
royal-capture-0 king c1 d1 n2 n1
1
1 1
3
0 0 3 0
0 2 -1 2
0 3 0 1
1
end_operator
begin_operator
capture-0 queen c1 d1 n1 n0
1
3 0
3
0 0 5 0
0 1 0 1
0 2 -1 4
1
end_operator
begin_operator
capture-0 queen c1 d1 n2 n1
1
3 0
3
0 0 6 0
0 1 0 1
0 2 -1 5
1
end_operator
begin_operator
capture-0 rook c1 d1 n1 n0
1
3 0
3
0 0 8 0
0 1 0 1
0 2 -1 7
1
end_operator
begin_operator
capture-0 rook c1 d1 n2 n1
1
3 0
3
0 0 9 0
0 1 0 1
0 2 -1 8
1
end_operator
begin_operator
royal-capture-0 king c1 c2 n1 n0
1
1 1
3
0 0 2 0
0 6 -1 1
0 7 0 1
1
end_operator
begin_operator
royal-capture-0 king c1 c2 n2 n1
1
1 1
3
0 0 3 0
0 6 -1 2
0 7 0 1
1
end_operator
begin_operator
capture-0 queen c1 c2 n1 n0
1
7 0
3
0 0 5 0
0 1 0 1
0 6 -1 4
1
end_operator
begin_operator
capture-0 queen c1 c2 n2 n1
1
7 0
3
0 0 6 0
0 1 0 1
0 6 -1 5
1
end_operator
begin_operator
capture-0 rook c1 c2 n1 n0
1
7 0
3
0 0 8 0
0 1 0 1
0 6 -1 7
1
end_operator
begin_operator
capture-0 rook c1 c2 n2 n1
1
7 0
3
0 0 9 0
0 1 0 1
0 6 -1 8
1
end_operator
begin_operator
capture-0 queen c1 e3 n1 n0
1
13 0
3
0 0 5 0
0 1 0 1
0 12 -1 4
1
end_operator
begin_operator
capture-0 queen c1 e3 n2 n1
1
13 0
3
0 0 6 0
0 1 0 1
0 12 -1 5
1
end_operator
begin_operator
capture-0 bishop c1 e3 n1 n0
1
13 0
3
0 0 11 0
0 1 0 1
0 12 -1 10
1
end_operator
begin_operator
capture-0 bishop c1 e3 n2 n1
1
13 0
3
0 0 12 0
0 1 0 1
0 12 -1 11
1
end_operator
begin_operator
royal-capture-0 king d1 c1 n1 n0
1
3 1
3
0 0 -1 1
0 1 0 1
0 2 2 0
1
end_operator
begin_operator
royal-capture-0 king d1 c1 n2 n1
1
3 1
3
0 0 -1 2
0 1 0 1
0 2 3 0
1
end_operator
begin_operator
capture-0 queen d1 c1 n1 n0
1
1 0
3
0 0 -1 4
0 2 5 0
0 3 0 1
1
end_operator
begin_operator
capture-0 queen d1 c1 n2 n1
1
1 0
3
0 0 -1 5
0 2 6 0
0 3 0 1
1
end_operator
begin_operator
capture-0 rook d1 c1 n1 n0
1
1 0
3
0 0 -1 7
0 2 8 0
0 3 0 1
1
end_operator
begin_operator
capture-0 rook d1 c1 n2 n1
1
1 0
3
0 0 -1 8
0 2 9 0
0 3 0 1
1
end_operator
begin_operator
royal-capture-0 king d1 c2 n1 n0
1
3 1
3
0 2 2 0
0 6 -1 1
0 7 0 1
1
end_operator
begin_operator
royal-capture-0 king d1 c2 n2 n1
1
3 1
3
0 2 3 0
0 6 -1 2
0 7 0 1
1
end_operator
begin_operator
capture-0 queen d1 c2 n1 n0
1
7 0
3
0 2 5 0
0 3 0 1
0 6 -1 4
1
end_operator
begin_operator
capture-0 queen d1 c2 n2 n1
1
7 0
3
0 2 6 0
0 3 0 1
0 6 -1 5
1
end_operator
begin_operator
capture-0 bishop d1 c2 n1 n0
1
7 0
3
0 2 11 0
0 3 0 1
0 6 -1 10
1
end_operator
begin_operator
capture-0 bishop d1 c2 n2 n1
1
7 0
3
0 2 12 0
0 3 0 1
0 6 -1 11
1
end_operator
begin_operator
capture-0 pawn d1 c2 n1 n0
1
7 0
3
0 2 14 0
0 3 0 1
0 6 -1 13
1
end_operator
begin_operator
capture-0 pawn d1 c2 n2 n1
1
7 0
3
0 2 15 0
0 3 0 1
0 6 -1 14
1
end_operator
begin_operator
royal-capture-0 king d1 e2 n1 n0
1
3 1
3
0 2 2 0
0 8 -1 1
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 king d1 e2 n2 n1
1
3 1
3
0 2 3 0
0 8 -1 2
0 9 0 1
1
end_operator
begin_operator
capture-0 queen d1 e2 n1 n0
1
9 0
3
0 2 5 0
0 3 0 1
0 8 -1 4
1
end_operator
begin_operator
capture-0 queen d1 e2 n2 n1
1
9 0
3
0 2 6 0
0 3 0 1
0 8 -1 5
1
end_operator
begin_operator
capture-0 bishop d1 e2 n1 n0
1
9 0
3
0 2 11 0
0 3 0 1
0 8 -1 10
1
end_operator
begin_operator
capture-0 bishop d1 e2 n2 n1
1
9 0
3
0 2 12 0
0 3 0 1
0 8 -1 11
1
end_operator
begin_operator
capture-0 pawn d1 e2 n1 n0
1
9 0
3
0 2 14 0
0 3 0 1
0 8 -1 13
1
end_operator
begin_operator
capture-0 pawn d1 e2 n2 n1
1
9 0
3
0 2 15 0
0 3 0 1
0 8 -1 14
1
end_operator
begin_operator
capture-0 queen a2 c2 n1 n0
1
7 0
3
0 4 5 0
0 5 0 1
0 6 -1 4
1
end_operator
begin_operator
capture-0 queen a2 c2 n2 n1
1
7 0
3
0 4 6 0
0 5 0 1
0 6 -1 5
1
end_operator
begin_operator
capture-0 rook a2 c2 n1 n0
1
7 0
3
0 4 8 0
0 5 0 1
0 6 -1 7
1
end_operator
begin_operator
capture-0 rook a2 c2 n2 n1
1
7 0
3
0 4 9 0
0 5 0 1
0 6 -1 8
1
end_operator
begin_operator
capture-1 queen a2 e2 n1 n0 c2
2
6 0
9 0
3
0 4 5 0
0 5 0 1
0 8 -1 4
1
end_operator
begin_operator
capture-1 queen a2 e2 n2 n1 c2
2
6 0
9 0
3
0 4 6 0
0 5 0 1
0 8 -1 5
1
end_operator
begin_operator
capture-1 rook a2 e2 n1 n0 c2
2
6 0
9 0
3
0 4 8 0
0 5 0 1
0 8 -1 7
1
end_operator
begin_operator
capture-1 rook a2 e2 n2 n1 c2
2
6 0
9 0
3
0 4 9 0
0 5 0 1
0 8 -1 8
1
end_operator
begin_operator
capture-2 queen a2 h2 n1 n0 c2 e2
3
6 0
8 0
11 0
3
0 4 5 0
0 5 0 1
0 10 -1 4
1
end_operator
begin_operator
capture-2 queen a2 h2 n2 n1 c2 e2
3
6 0
8 0
11 0
3
0 4 6 0
0 5 0 1
0 10 -1 5
1
end_operator
begin_operator
capture-2 rook a2 h2 n1 n0 c2 e2
3
6 0
8 0
11 0
3
0 4 8 0
0 5 0 1
0 10 -1 7
1
end_operator
begin_operator
capture-2 rook a2 h2 n2 n1 c2 e2
3
6 0
8 0
11 0
3
0 4 9 0
0 5 0 1
0 10 -1 8
1
end_operator
begin_operator
royal-capture-0 king c2 c1 n1 n0
1
7 1
3
0 0 -1 1
0 1 0 1
0 6 2 0
1
end_operator
begin_operator
royal-capture-0 king c2 c1 n2 n1
1
7 1
3
0 0 -1 2
0 1 0 1
0 6 3 0
1
end_operator
begin_operator
capture-0 queen c2 c1 n1 n0
1
1 0
3
0 0 -1 4
0 6 5 0
0 7 0 1
1
end_operator
begin_operator
capture-0 queen c2 c1 n2 n1
1
1 0
3
0 0 -1 5
0 6 6 0
0 7 0 1
1
end_operator
begin_operator
capture-0 rook c2 c1 n1 n0
1
1 0
3
0 0 -1 7
0 6 8 0
0 7 0 1
1
end_operator
begin_operator
capture-0 rook c2 c1 n2 n1
1
1 0
3
0 0 -1 8
0 6 9 0
0 7 0 1
1
end_operator
begin_operator
royal-capture-0 king c2 d1 n1 n0
1
7 1
3
0 2 -1 1
0 3 0 1
0 6 2 0
1
end_operator
begin_operator
royal-capture-0 king c2 d1 n2 n1
1
7 1
3
0 2 -1 2
0 3 0 1
0 6 3 0
1
end_operator
begin_operator
capture-0 queen c2 d1 n1 n0
1
3 0
3
0 2 -1 4
0 6 5 0
0 7 0 1
1
end_operator
begin_operator
capture-0 queen c2 d1 n2 n1
1
3 0
3
0 2 -1 5
0 6 6 0
0 7 0 1
1
end_operator
begin_operator
capture-0 bishop c2 d1 n1 n0
1
3 0
3
0 2 -1 10
0 6 11 0
0 7 0 1
1
end_operator
begin_operator
capture-0 bishop c2 d1 n2 n1
1
3 0
3
0 2 -1 11
0 6 12 0
0 7 0 1
1
end_operator
begin_operator
capture-0 queen c2 a2 n1 n0
1
5 0
3
0 4 -1 4
0 6 5 0
0 7 0 1
1
end_operator
begin_operator
capture-0 queen c2 a2 n2 n1
1
5 0
3
0 4 -1 5
0 6 6 0
0 7 0 1
1
end_operator
begin_operator
capture-0 rook c2 a2 n1 n0
1
5 0
3
0 4 -1 7
0 6 8 0
0 7 0 1
1
end_operator
begin_operator
capture-0 rook c2 a2 n2 n1
1
5 0
3
0 4 -1 8
0 6 9 0
0 7 0 1
1
end_operator
begin_operator
capture-0 queen c2 e2 n1 n0
1
9 0
3
0 6 5 0
0 7 0 1
0 8 -1 4
1
end_operator
begin_operator
capture-0 queen c2 e2 n2 n1
1
9 0
3
0 6 6 0
0 7 0 1
0 8 -1 5
1
end_operator
begin_operator
capture-0 rook c2 e2 n1 n0
1
9 0
3
0 6 8 0
0 7 0 1
0 8 -1 7
1
end_operator
begin_operator
capture-0 rook c2 e2 n2 n1
1
9 0
3
0 6 9 0
0 7 0 1
0 8 -1 8
1
end_operator
begin_operator
capture-1 queen c2 h2 n1 n0 e2
2
8 0
11 0
3
0 6 5 0
0 7 0 1
0 10 -1 4
1
end_operator
begin_operator
capture-1 queen c2 h2 n2 n1 e2
2
8 0
11 0
3
0 6 6 0
0 7 0 1
0 10 -1 5
1
end_operator
begin_operator
capture-1 rook c2 h2 n1 n0 e2
2
8 0
11 0
3
0 6 8 0
0 7 0 1
0 10 -1 7
1
end_operator
begin_operator
capture-1 rook c2 h2 n2 n1 e2
2
8 0
11 0
3
0 6 9 0
0 7 0 1
0 10 -1 8
1
end_operator
begin_operator
royal-capture-0 king e2 d1 n1 n0
1
9 1
3
0 2 -1 1
0 3 0 1
0 8 2 0
1
end_operator
begin_operator
royal-capture-0 king e2 d1 n2 n1
1
9 1
3
0 2 -1 2
0 3 0 1
0 8 3 0
1
end_operator
begin_operator
capture-0 queen e2 d1 n1 n0
1
3 0
3
0 2 -1 4
0 8 5 0
0 9 0 1
1
end_operator
begin_operator
capture-0 queen e2 d1 n2 n1
1
3 0
3
0 2 -1 5
0 8 6 0
0 9 0 1
1
end_operator
begin_operator
capture-0 bishop e2 d1 n1 n0
1
3 0
3
0 2 -1 10
0 8 11 0
0 9 0 1
1
end_operator
begin_operator
capture-0 bishop e2 d1 n2 n1
1
3 0
3
0 2 -1 11
0 8 12 0
0 9 0 1
1
end_operator
begin_operator
capture-1 queen e2 a2 n1 n0 c2
2
5 0
6 0
3
0 4 -1 4
0 8 5 0
0 9 0 1
1
end_operator
begin_operator
capture-1 queen e2 a2 n2 n1 c2
2
5 0
6 0
3
0 4 -1 5
0 8 6 0
0 9 0 1
1
end_operator
begin_operator
capture-1 rook e2 a2 n1 n0 c2
2
5 0
6 0
3
0 4 -1 7
0 8 8 0
0 9 0 1
1
end_operator
begin_operator
capture-1 rook e2 a2 n2 n1 c2
2
5 0
6 0
3
0 4 -1 8
0 8 9 0
0 9 0 1
1
end_operator
begin_operator
capture-0 queen e2 c2 n1 n0
1
7 0
3
0 6 -1 4
0 8 5 0
0 9 0 1
1
end_operator
begin_operator
capture-0 queen e2 c2 n2 n1
1
7 0
3
0 6 -1 5
0 8 6 0
0 9 0 1
1
end_operator
begin_operator
capture-0 rook e2 c2 n1 n0
1
7 0
3
0 6 -1 7
0 8 8 0
0 9 0 1
1
end_operator
begin_operator
capture-0 rook e2 c2 n2 n1
1
7 0
3
0 6 -1 8
0 8 9 0
0 9 0 1
1
end_operator
begin_operator
capture-0 queen e2 h2 n1 n0
1
11 0
3
0 8 5 0
0 9 0 1
0 10 -1 4
1
end_operator
begin_operator
capture-0 queen e2 h2 n2 n1
1
11 0
3
0 8 6 0
0 9 0 1
0 10 -1 5
1
end_operator
begin_operator
capture-0 rook e2 h2 n1 n0
1
11 0
3
0 8 8 0
0 9 0 1
0 10 -1 7
1
end_operator
begin_operator
capture-0 rook e2 h2 n2 n1
1
11 0
3
0 8 9 0
0 9 0 1
0 10 -1 8
1
end_operator
begin_operator
royal-capture-0 king e2 e3 n1 n0
1
9 1
3
0 8 2 0
0 12 -1 1
0 13 0 1
1
end_operator
begin_operator
royal-capture-0 king e2 e3 n2 n1
1
9 1
3
0 8 3 0
0 12 -1 2
0 13 0 1
1
end_operator
begin_operator
capture-0 queen e2 e3 n1 n0
1
13 0
3
0 8 5 0
0 9 0 1
0 12 -1 4
1
end_operator
begin_operator
capture-0 queen e2 e3 n2 n1
1
13 0
3
0 8 6 0
0 9 0 1
0 12 -1 5
1
end_operator
begin_operator
capture-0 rook e2 e3 n1 n0
1
13 0
3
0 8 8 0
0 9 0 1
0 12 -1 7
1
end_operator
begin_operator
capture-0 rook e2 e3 n2 n1
1
13 0
3
0 8 9 0
0 9 0 1
0 12 -1 8
1
end_operator
begin_operator
capture-2 queen h2 a2 n1 n0 e2 c2
3
5 0
6 0
8 0
3
0 4 -1 4
0 10 5 0
0 11 0 1
1
end_operator
begin_operator
capture-2 queen h2 a2 n2 n1 e2 c2
3
5 0
6 0
8 0
3
0 4 -1 5
0 10 6 0
0 11 0 1
1
end_operator
begin_operator
capture-2 rook h2 a2 n1 n0 e2 c2
3
5 0
6 0
8 0
3
0 4 -1 7
0 10 8 0
0 11 0 1
1
end_operator
begin_operator
capture-2 rook h2 a2 n2 n1 e2 c2
3
5 0
6 0
8 0
3
0 4 -1 8
0 10 9 0
0 11 0 1
1
end_operator
begin_operator
capture-1 queen h2 c2 n1 n0 e2
2
7 0
8 0
3
0 6 -1 4
0 10 5 0
0 11 0 1
1
end_operator
begin_operator
capture-1 queen h2 c2 n2 n1 e2
2
7 0
8 0
3
0 6 -1 5
0 10 6 0
0 11 0 1
1
end_operator
begin_operator
capture-1 rook h2 c2 n1 n0 e2
2
7 0
8 0
3
0 6 -1 7
0 10 8 0
0 11 0 1
1
end_operator
begin_operator
capture-1 rook h2 c2 n2 n1 e2
2
7 0
8 0
3
0 6 -1 8
0 10 9 0
0 11 0 1
1
end_operator
begin_operator
capture-0 queen h2 e2 n1 n0
1
9 0
3
0 8 -1 4
0 10 5 0
0 11 0 1
1
end_operator
begin_operator
capture-0 queen h2 e2 n2 n1
1
9 0
3
0 8 -1 5
0 10 6 0
0 11 0 1
1
end_operator
begin_operator
capture-0 rook h2 e2 n1 n0
1
9 0
3
0 8 -1 7
0 10 8 0
0 11 0 1
1
end_operator
begin_operator
capture-0 rook h2 e2 n2 n1
1
9 0
3
0 8 -1 8
0 10 9 0
0 11 0 1
1
end_operator
begin_operator
royal-capture-0 king h2 g3 n1 n0
1
11 1
3
0 10 2 0
0 14 -1 1
0 15 0 1
1
end_operator
begin_operator
royal-capture-0 king h2 g3 n2 n1
1
11 1
3
0 10 3 0
0 14 -1 2
0 15 0 1
1
end_operator
begin_operator
capture-0 queen h2 g3 n1 n0
1
15 0
3
0 10 5 0
0 11 0 1
0 14 -1 4
1
end_operator
begin_operator
capture-0 queen h2 g3 n2 n1
1
15 0
3
0 10 6 0
0 11 0 1
0 14 -1 5
1
end_operator
begin_operator
capture-0 bishop h2 g3 n1 n0
1
15 0
3
0 10 11 0
0 11 0 1
0 14 -1 10
1
end_operator
begin_operator
capture-0 bishop h2 g3 n2 n1
1
15 0
3
0 10 12 0
0 11 0 1
0 14 -1 11
1
end_operator
begin_operator
capture-0 pawn h2 g3 n1 n0
1
15 0
3
0 10 14 0
0 11 0 1
0 14 -1 13
1
end_operator
begin_operator
capture-0 pawn h2 g3 n2 n1
1
15 0
3
0 10 15 0
0 11 0 1
0 14 -1 14
1
end_operator
begin_operator
capture-0 queen e3 c1 n1 n0
1
1 0
3
0 0 -1 4
0 12 5 0
0 13 0 1
1
end_operator
begin_operator
capture-0 queen e3 c1 n2 n1
1
1 0
3
0 0 -1 5
0 12 6 0
0 13 0 1
1
end_operator
begin_operator
capture-0 bishop e3 c1 n1 n0
1
1 0
3
0 0 -1 10
0 12 11 0
0 13 0 1
1
end_operator
begin_operator
capture-0 bishop e3 c1 n2 n1
1
1 0
3
0 0 -1 11
0 12 12 0
0 13 0 1
1
end_operator
begin_operator
royal-capture-0 king e3 e2 n1 n0
1
13 1
3
0 8 -1 1
0 9 0 1
0 12 2 0
1
end_operator
begin_operator
royal-capture-0 king e3 e2 n2 n1
1
13 1
3
0 8 -1 2
0 9 0 1
0 12 3 0
1
end_operator
begin_operator
capture-0 queen e3 e2 n1 n0
1
9 0
3
0 8 -1 4
0 12 5 0
0 13 0 1
1
end_operator
begin_operator
capture-0 queen e3 e2 n2 n1
1
9 0
3
0 8 -1 5
0 12 6 0
0 13 0 1
1
end_operator
begin_operator
capture-0 rook e3 e2 n1 n0
1
9 0
3
0 8 -1 7
0 12 8 0
0 13 0 1
1
end_operator
begin_operator
capture-0 rook e3 e2 n2 n1
1
9 0
3
0 8 -1 8
0 12 9 0
0 13 0 1
1
end_operator
begin_operator
capture-0 queen e3 g3 n1 n0
1
15 0
3
0 12 5 0
0 13 0 1
0 14 -1 4
1
end_operator
begin_operator
capture-0 queen e3 g3 n2 n1
1
15 0
3
0 12 6 0
0 13 0 1
0 14 -1 5
1
end_operator
begin_operator
capture-0 rook e3 g3 n1 n0
1
15 0
3
0 12 8 0
0 13 0 1
0 14 -1 7
1
end_operator
begin_operator
capture-0 rook e3 g3 n2 n1
1
15 0
3
0 12 9 0
0 13 0 1
0 14 -1 8
1
end_operator
begin_operator
royal-capture-0 king g3 h2 n1 n0
1
15 1
3
0 10 -1 1
0 11 0 1
0 14 2 0
1
end_operator
begin_operator
royal-capture-0 king g3 h2 n2 n1
1
15 1
3
0 10 -1 2
0 11 0 1
0 14 3 0
1
end_operator
begin_operator
capture-0 queen g3 h2 n1 n0
1
11 0
3
0 10 -1 4
0 14 5 0
0 15 0 1
1
end_operator
begin_operator
capture-0 queen g3 h2 n2 n1
1
11 0
3
0 10 -1 5
0 14 6 0
0 15 0 1
1
end_operator
begin_operator
capture-0 bishop g3 h2 n1 n0
1
11 0
3
0 10 -1 10
0 14 11 0
0 15 0 1
1
end_operator
begin_operator
capture-0 bishop g3 h2 n2 n1
1
11 0
3
0 10 -1 11
0 14 12 0
0 15 0 1
1
end_operator
begin_operator
capture-0 queen g3 e3 n1 n0
1
13 0
3
0 12 -1 4
0 14 5 0
0 15 0 1
1
end_operator
begin_operator
capture-0 queen g3 e3 n2 n1
1
13 0
3
0 12 -1 5
0 14 6 0
0 15 0 1
1
end_operator
begin_operator
capture-0 rook g3 e3 n1 n0
1
13 0
3
0 12 -1 7
0 14 8 0
0 15 0 1
1
end_operator
begin_operator
capture-0 rook g3 e3 n2 n1
1
13 0
3
0 12 -1 8
0 14 9 0
0 15 0 1
1
end_operator
0

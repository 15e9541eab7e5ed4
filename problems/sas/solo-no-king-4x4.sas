begin_version
3
end_version
begin_metric
0
end_metric
11
begin_variable
content-a1
-1
13
Atom free(a1)
Atom piece(a1, queen, n0)
Atom piece(a1, queen, n1)
Atom piece(a1, queen, n2)
Atom piece(a1, rook, n0)
Atom piece(a1, rook, n1)
Atom piece(a1, rook, n2)
Atom piece(a1, bishop, n0)
Atom piece(a1, bishop, n1)
Atom piece(a1, bishop, n2)
Atom piece(a1, knight, n0)
Atom piece(a1, knight, n1)
Atom piece(a1, knight, n2)
end_variable
begin_variable
status-a1
-1
2
Atom plain(a1)
NegatedAtom plain(a1)
end_variable
begin_variable
content-d1
-1
13
Atom free(d1)
Atom piece(d1, queen, n0)
Atom piece(d1, queen, n1)
Atom piece(d1, queen, n2)
Atom piece(d1, rook, n0)
Atom piece(d1, rook, n1)
Atom piece(d1, rook, n2)
Atom piece(d1, bishop, n0)
Atom piece(d1, bishop, n1)
Atom piece(d1, bishop, n2)
Atom piece(d1, knight, n0)
Atom piece(d1, knight, n1)
Atom piece(d1, knight, n2)
end_variable
begin_variable
status-d1
-1
2
Atom plain(d1)
NegatedAtom plain(d1)
end_variable
begin_variable
content-b2
-1
13
Atom free(b2)
Atom piece(b2, queen, n0)
Atom piece(b2, queen, n1)
Atom piece(b2, queen, n2)
Atom piece(b2, rook, n0)
Atom piece(b2, rook, n1)
Atom piece(b2, rook, n2)
Atom piece(b2, bishop, n0)
Atom piece(b2, bishop, n1)
Atom piece(b2, bishop, n2)
Atom piece(b2, knight, n0)
Atom piece(b2, knight, n1)
Atom piece(b2, knight, n2)
end_variable
begin_variable
status-b2
-1
2
Atom plain(b2)
NegatedAtom plain(b2)
end_variable
begin_variable
content-a3
-1
13
Atom free(a3)
Atom piece(a3, queen, n0)
Atom piece(a3, queen, n1)
Atom piece(a3, queen, n2)
Atom piece(a3, rook, n0)
Atom piece(a3, rook, n1)
Atom piece(a3, rook, n2)
Atom piece(a3, bishop, n0)
Atom piece(a3, bishop, n1)
Atom piece(a3, bishop, n2)
Atom piece(a3, knight, n0)
Atom piece(a3, knight, n1)
Atom piece(a3, knight, n2)
end_variable
begin_variable
status-a3
-1
2
Atom plain(a3)
NegatedAtom plain(a3)
end_variable
begin_variable
content-b3
-1
13
Atom free(b3)
Atom piece(b3, queen, n0)
Atom piece(b3, queen, n1)
Atom piece(b3, queen, n2)
Atom piece(b3, rook, n0)
Atom piece(b3, rook, n1)
Atom piece(b3, rook, n2)
Atom piece(b3, bishop, n0)
Atom piece(b3, bishop, n1)
Atom piece(b3, bishop, n2)
Atom piece(b3, knight, n0)
Atom piece(b3, knight, n1)
Atom piece(b3, knight, n2)
end_variable
begin_variable
status-b3
-1
2
Atom plain(b3)
NegatedAtom plain(b3)
end_variable
begin_variable
survivor-unchosen
-1
2
Atom survivor-unchosen()
NegatedAtom survivor-unchosen()
end_variable
5
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
begin_state
6
0
3
0
9
0
6
0
12
0
0
end_state
begin_goal
5
1 1
3 1
5 1
7 1
9 1
end_goal
133
begin_operator
choose-survivor a1
0
2
0 10 0 1
0 1 0 1
1
end_operator
begin_operator
choose-survivor d1
0
2
0 10 0 1
0 3 0 1
1
end_operator
begin_operator
choose-survivor b2
0
2
0 10 0 1
0 5 0 1
1
end_operator
begin_operator
choose-survivor a3
0
2
0 10 0 1
0 7 0 1
1
end_operator
begin_operator
choose-survivor b3
0
2
0 10 0 1
0 9 0 1
1
end_operator
begin_operator
capture-0 queen a1 d1 n1 n0
1
3 0
3
0 0 2 0
0 1 0 1
0 2 -1 1
1
end_operator
begin_operator
royal-capture-0 queen a1 d1 n1 n0
1
1 1
3
0 0 2 0
0 2 -1 1
0 3 0 1
1
end_operator
begin_operator
capture-0 queen a1 d1 n2 n1
1
3 0
3
0 0 3 0
0 1 0 1
0 2 -1 2
1
end_operator
begin_operator
royal-capture-0 queen a1 d1 n2 n1
1
1 1
3
0 0 3 0
0 2 -1 2
0 3 0 1
1
end_operator
begin_operator
capture-0 rook a1 d1 n1 n0
1
3 0
3
0 0 5 0
0 1 0 1
0 2 -1 4
1
end_operator
begin_operator
royal-capture-0 rook a1 d1 n1 n0
1
1 1
3
0 0 5 0
0 2 -1 4
0 3 0 1
1
end_operator
begin_operator
capture-0 rook a1 d1 n2 n1
1
3 0
3
0 0 6 0
0 1 0 1
0 2 -1 5
1
end_operator
begin_operator
royal-capture-0 rook a1 d1 n2 n1
1
1 1
3
0 0 6 0
0 2 -1 5
0 3 0 1
1
end_operator
begin_operator
capture-0 queen a1 b2 n1 n0
1
5 0
3
0 0 2 0
0 1 0 1
0 4 -1 1
1
end_operator
begin_operator
royal-capture-0 queen a1 b2 n1 n0
1
1 1
3
0 0 2 0
0 4 -1 1
0 5 0 1
1
end_operator
begin_operator
capture-0 queen a1 b2 n2 n1
1
5 0
3
0 0 3 0
0 1 0 1
0 4 -1 2
1
end_operator
begin_operator
royal-capture-0 queen a1 b2 n2 n1
1
1 1
3
0 0 3 0
0 4 -1 2
0 5 0 1
1
end_operator
begin_operator
capture-0 bishop a1 b2 n1 n0
1
5 0
3
0 0 8 0
0 1 0 1
0 4 -1 7
1
end_operator
begin_operator
royal-capture-0 bishop a1 b2 n1 n0
1
1 1
3
0 0 8 0
0 4 -1 7
0 5 0 1
1
end_operator
begin_operator
capture-0 bishop a1 b2 n2 n1
1
5 0
3
0 0 9 0
0 1 0 1
0 4 -1 8
1
end_operator
begin_operator
royal-capture-0 bishop a1 b2 n2 n1
1
1 1
3
0 0 9 0
0 4 -1 8
0 5 0 1
1
end_operator
begin_operator
capture-0 queen a1 a3 n1 n0
1
7 0
3
0 0 2 0
0 1 0 1
0 6 -1 1
1
end_operator
begin_operator
royal-capture-0 queen a1 a3 n1 n0
1
1 1
3
0 0 2 0
0 6 -1 1
0 7 0 1
1
end_operator
begin_operator
capture-0 queen a1 a3 n2 n1
1
7 0
3
0 0 3 0
0 1 0 1
0 6 -1 2
1
end_operator
begin_operator
royal-capture-0 queen a1 a3 n2 n1
1
1 1
3
0 0 3 0
0 6 -1 2
0 7 0 1
1
end_operator
begin_operator
capture-0 rook a1 a3 n1 n0
1
7 0
3
0 0 5 0
0 1 0 1
0 6 -1 4
1
end_operator
begin_operator
royal-capture-0 rook a1 a3 n1 n0
1
1 1
3
0 0 5 0
0 6 -1 4
0 7 0 1
1
end_operator
begin_operator
capture-0 rook a1 a3 n2 n1
1
7 0
3
0 0 6 0
0 1 0 1
0 6 -1 5
1
end_operator
begin_operator
royal-capture-0 rook a1 a3 n2 n1
1
1 1
3
0 0 6 0
0 6 -1 5
0 7 0 1
1
end_operator
begin_operator
capture-0 knight a1 b3 n1 n0
1
9 0
3
0 0 11 0
0 1 0 1
0 8 -1 10
1
end_operator
begin_operator
royal-capture-0 knight a1 b3 n1 n0
1
1 1
3
0 0 11 0
0 8 -1 10
0 9 0 1
1
end_operator
begin_operator
capture-0 knight a1 b3 n2 n1
1
9 0
3
0 0 12 0
0 1 0 1
0 8 -1 11
1
end_operator
begin_operator
royal-capture-0 knight a1 b3 n2 n1
1
1 1
3
0 0 12 0
0 8 -1 11
0 9 0 1
1
end_operator
begin_operator
capture-0 queen d1 a1 n1 n0
1
1 0
3
0 0 -1 1
0 2 2 0
0 3 0 1
1
end_operator
begin_operator
royal-capture-0 queen d1 a1 n1 n0
1
3 1
3
0 0 -1 1
0 1 0 1
0 2 2 0
1
end_operator
begin_operator
capture-0 queen d1 a1 n2 n1
1
1 0
3
0 0 -1 2
0 2 3 0
0 3 0 1
1
end_operator
begin_operator
royal-capture-0 queen d1 a1 n2 n1
1
3 1
3
0 0 -1 2
0 1 0 1
0 2 3 0
1
end_operator
begin_operator
capture-0 rook d1 a1 n1 n0
1
1 0
3
0 0 -1 4
0 2 5 0
0 3 0 1
1
end_operator
begin_operator
royal-capture-0 rook d1 a1 n1 n0
1
3 1
3
0 0 -1 4
0 1 0 1
0 2 5 0
1
end_operator
begin_operator
capture-0 rook d1 a1 n2 n1
1
1 0
3
0 0 -1 5
0 2 6 0
0 3 0 1
1
end_operator
begin_operator
royal-capture-0 rook d1 a1 n2 n1
1
3 1
3
0 0 -1 5
0 1 0 1
0 2 6 0
1
end_operator
begin_operator
capture-0 knight d1 b2 n1 n0
1
5 0
3
0 2 11 0
0 3 0 1
0 4 -1 10
1
end_operator
begin_operator
royal-capture-0 knight d1 b2 n1 n0
1
3 1
3
0 2 11 0
0 4 -1 10
0 5 0 1
1
end_operator
begin_operator
capture-0 knight d1 b2 n2 n1
1
5 0
3
0 2 12 0
0 3 0 1
0 4 -1 11
1
end_operator
begin_operator
royal-capture-0 knight d1 b2 n2 n1
1
3 1
3
0 2 12 0
0 4 -1 11
0 5 0 1
1
end_operator
begin_operator
capture-0 queen d1 b3 n1 n0
1
9 0
3
0 2 2 0
0 3 0 1
0 8 -1 1
1
end_operator
begin_operator
royal-capture-0 queen d1 b3 n1 n0
1
3 1
3
0 2 2 0
0 8 -1 1
0 9 0 1
1
end_operator
begin_operator
capture-0 queen d1 b3 n2 n1
1
9 0
3
0 2 3 0
0 3 0 1
0 8 -1 2
1
end_operator
begin_operator
royal-capture-0 queen d1 b3 n2 n1
1
3 1
3
0 2 3 0
0 8 -1 2
0 9 0 1
1
end_operator
begin_operator
capture-0 bishop d1 b3 n1 n0
1
9 0
3
0 2 8 0
0 3 0 1
0 8 -1 7
1
end_operator
begin_operator
royal-capture-0 bishop d1 b3 n1 n0
1
3 1
3
0 2 8 0
0 8 -1 7
0 9 0 1
1
end_operator
begin_operator
capture-0 bishop d1 b3 n2 n1
1
9 0
3
0 2 9 0
0 3 0 1
0 8 -1 8
1
end_operator
begin_operator
royal-capture-0 bishop d1 b3 n2 n1
1
3 1
3
0 2 9 0
0 8 -1 8
0 9 0 1
1
end_operator
begin_operator
capture-0 queen b2 a1 n1 n0
1
1 0
3
0 0 -1 1
0 4 2 0
0 5 0 1
1
end_operator
begin_operator
royal-capture-0 queen b2 a1 n1 n0
1
5 1
3
0 0 -1 1
0 1 0 1
0 4 2 0
1
end_operator
begin_operator
capture-0 queen b2 a1 n2 n1
1
1 0
3
0 0 -1 2
0 4 3 0
0 5 0 1
1
end_operator
begin_operator
royal-capture-0 queen b2 a1 n2 n1
1
5 1
3
0 0 -1 2
0 1 0 1
0 4 3 0
1
end_operator
begin_operator
capture-0 bishop b2 a1 n1 n0
1
1 0
3
0 0 -1 7
0 4 8 0
0 5 0 1
1
end_operator
begin_operator
royal-capture-0 bishop b2 a1 n1 n0
1
5 1
3
0 0 -1 7
0 1 0 1
0 4 8 0
1
end_operator
begin_operator
capture-0 bishop b2 a1 n2 n1
1
1 0
3
0 0 -1 8
0 4 9 0
0 5 0 1
1
end_operator
begin_operator
royal-capture-0 bishop b2 a1 n2 n1
1
5 1
3
0 0 -1 8
0 1 0 1
0 4 9 0
1
end_operator
begin_operator
capture-0 knight b2 d1 n1 n0
1
3 0
3
0 2 -1 10
0 4 11 0
0 5 0 1
1
end_operator
begin_operator
royal-capture-0 knight b2 d1 n1 n0
1
5 1
3
0 2 -1 10
0 3 0 1
0 4 11 0
1
end_operator
begin_operator
capture-0 knight b2 d1 n2 n1
1
3 0
3
0 2 -1 11
0 4 12 0
0 5 0 1
1
end_operator
begin_operator
royal-capture-0 knight b2 d1 n2 n1
1
5 1
3
0 2 -1 11
0 3 0 1
0 4 12 0
1
end_operator
begin_operator
capture-0 queen b2 a3 n1 n0
1
7 0
3
0 4 2 0
0 5 0 1
0 6 -1 1
1
end_operator
begin_operator
royal-capture-0 queen b2 a3 n1 n0
1
5 1
3
0 4 2 0
0 6 -1 1
0 7 0 1
1
end_operator
begin_operator
capture-0 queen b2 a3 n2 n1
1
7 0
3
0 4 3 0
0 5 0 1
0 6 -1 2
1
end_operator
begin_operator
royal-capture-0 queen b2 a3 n2 n1
1
5 1
3
0 4 3 0
0 6 -1 2
0 7 0 1
1
end_operator
begin_operator
capture-0 bishop b2 a3 n1 n0
1
7 0
3
0 4 8 0
0 5 0 1
0 6 -1 7
1
end_operator
begin_operator
royal-capture-0 bishop b2 a3 n1 n0
1
5 1
3
0 4 8 0
0 6 -1 7
0 7 0 1
1
end_operator
begin_operator
capture-0 bishop b2 a3 n2 n1
1
7 0
3
0 4 9 0
0 5 0 1
0 6 -1 8
1
end_operator
begin_operator
royal-capture-0 bishop b2 a3 n2 n1
1
5 1
3
0 4 9 0
0 6 -1 8
0 7 0 1
1
end_operator
begin_operator
capture-0 queen b2 b3 n1 n0
1
9 0
3
0 4 2 0
0 5 0 1
0 8 -1 1
1
end_operator
begin_operator
royal-capture-0 queen b2 b3 n1 n0
1
5 1
3
0 4 2 0
0 8 -1 1
0 9 0 1
1
end_operator
begin_operator
capture-0 queen b2 b3 n2 n1
1
9 0
3
0 4 3 0
0 5 0 1
0 8 -1 2
1
end_operator
begin_operator
royal-capture-0 queen b2 b3 n2 n1
1
5 1
3
0 4 3 0
0 8 -1 2
0 9 0 1
1
end_operator
begin_operator
capture-0 rook b2 b3 n1 n0
1
9 0
3
0 4 5 0
0 5 0 1
0 8 -1 4
1
end_operator
begin_operator
royal-capture-0 rook b2 b3 n1 n0
1
5 1
3
0 4 5 0
0 8 -1 4
0 9 0 1
1
end_operator
begin_operator
capture-0 rook b2 b3 n2 n1
1
9 0
3
0 4 6 0
0 5 0 1
0 8 -1 5
1
end_operator
begin_operator
royal-capture-0 rook b2 b3 n2 n1
1
5 1
3
0 4 6 0
0 8 -1 5
0 9 0 1
1
end_operator
begin_operator
capture-0 queen a3 a1 n1 n0
1
1 0
3
0 0 -1 1
0 6 2 0
0 7 0 1
1
end_operator
begin_operator
royal-capture-0 queen a3 a1 n1 n0
1
7 1
3
0 0 -1 1
0 1 0 1
0 6 2 0
1
end_operator
begin_operator
capture-0 queen a3 a1 n2 n1
1
1 0
3
0 0 -1 2
0 6 3 0
0 7 0 1
1
end_operator
begin_operator
royal-capture-0 queen a3 a1 n2 n1
1
7 1
3
0 0 -1 2
0 1 0 1
0 6 3 0
1
end_operator
begin_operator
capture-0 rook a3 a1 n1 n0
1
1 0
3
0 0 -1 4
0 6 5 0
0 7 0 1
1
end_operator
begin_operator
royal-capture-0 rook a3 a1 n1 n0
1
7 1
3
0 0 -1 4
0 1 0 1
0 6 5 0
1
end_operator
begin_operator
capture-0 rook a3 a1 n2 n1
1
1 0
3
0 0 -1 5
0 6 6 0
0 7 0 1
1
end_operator
begin_operator
royal-capture-0 rook a3 a1 n2 n1
1
7 1
3
0 0 -1 5
0 1 0 1
0 6 6 0
1
end_operator
begin_operator
capture-0 queen a3 b2 n1 n0
1
5 0
3
0 4 -1 1
0 6 2 0
0 7 0 1
1
end_operator
begin_operator
royal-capture-0 queen a3 b2 n1 n0
1
7 1
3
0 4 -1 1
0 5 0 1
0 6 2 0
1
end_operator
begin_operator
capture-0 queen a3 b2 n2 n1
1
5 0
3
0 4 -1 2
0 6 3 0
0 7 0 1
1
end_operator
begin_operator
royal-capture-0 queen a3 b2 n2 n1
1
7 1
3
0 4 -1 2
0 5 0 1
0 6 3 0
1
end_operator
begin_operator
capture-0 bishop a3 b2 n1 n0
1
5 0
3
0 4 -1 7
0 6 8 0
0 7 0 1
1
end_operator
begin_operator
royal-capture-0 bishop a3 b2 n1 n0
1
7 1
3
0 4 -1 7
0 5 0 1
0 6 8 0
1
end_operator
begin_operator
capture-0 bishop a3 b2 n2 n1
1
5 0
3
0 4 -1 8
0 6 9 0
0 7 0 1
1
end_operator
begin_operator
royal-capture-0 bishop a3 b2 n2 n1
1
7 1
3
0 4 -1 8
0 5 0 1
0 6 9 0
1
end_operator
begin_operator
capture-0 queen a3 b3 n1 n0
1
9 0
3
0 6 2 0
0 7 0 1
0 8 -1 1
1
end_operator
begin_operator
royal-capture-0 queen a3 b3 n1 n0
1
7 1
3
0 6 2 0
0 8 -1 1
0 9 0 1
1
end_operator
begin_operator
capture-0 queen a3 b3 n2 n1
1
9 0
3
0 6 3 0
0 7 0 1
0 8 -1 2
1
end_operator
begin_operator
royal-capture-0 queen a3 b3 n2 n1
1
7 1
3
0 6 3 0
0 8 -1 2
0 9 0 1
1
end_operator
begin_operator
capture-0 rook a3 b3 n1 n0
1
9 0
3
0 6 5 0
0 7 0 1
0 8 -1 4
1
end_operator
begin_operator
royal-capture-0 rook a3 b3 n1 n0
1
7 1
3
0 6 5 0
0 8 -1 4
0 9 0 1
1
end_operator
begin_operator
capture-0 rook a3 b3 n2 n1
1
9 0
3
0 6 6 0
0 7 0 1
0 8 -1 5
1
end_operator
begin_operator
royal-capture-0 rook a3 b3 n2 n1
1
7 1
3
0 6 6 0
0 8 -1 5
0 9 0 1
1
end_operator
begin_operator
capture-0 knight b3 a1 n1 n0
1
1 0
3
0 0 -1 10
0 8 11 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 knight b3 a1 n1 n0
1
9 1
3
0 0 -1 10
0 1 0 1
0 8 11 0
1
end_operator
begin_operator
capture-0 knight b3 a1 n2 n1
1
1 0
3
0 0 -1 11
0 8 12 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 knight b3 a1 n2 n1
1
9 1
3
0 0 -1 11
0 1 0 1
0 8 12 0
1
end_operator
begin_operator
capture-0 queen b3 d1 n1 n0
1
3 0
3
0 2 -1 1
0 8 2 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 queen b3 d1 n1 n0
1
9 1
3
0 2 -1 1
0 3 0 1
0 8 2 0
1
end_operator
begin_operator
capture-0 queen b3 d1 n2 n1
1
3 0
3
0 2 -1 2
0 8 3 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 queen b3 d1 n2 n1
1
9 1
3
0 2 -1 2
0 3 0 1
0 8 3 0
1
end_operator
begin_operator
capture-0 bishop b3 d1 n1 n0
1
3 0
3
0 2 -1 7
0 8 8 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 bishop b3 d1 n1 n0
1
9 1
3
0 2 -1 7
0 3 0 1
0 8 8 0
1
end_operator
begin_operator
capture-0 bishop b3 d1 n2 n1
1
3 0
3
0 2 -1 8
0 8 9 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 bishop b3 d1 n2 n1
1
9 1
3
0 2 -1 8
0 3 0 1
0 8 9 0
1
end_operator
begin_operator
capture-0 queen b3 b2 n1 n0
1
5 0
3
0 4 -1 1
0 8 2 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 queen b3 b2 n1 n0
1
9 1
3
0 4 -1 1
0 5 0 1
0 8 2 0
1
end_operator
begin_operator
capture-0 queen b3 b2 n2 n1
1
5 0
3
0 4 -1 2
0 8 3 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 queen b3 b2 n2 n1
1
9 1
3
0 4 -1 2
0 5 0 1
0 8 3 0
1
end_operator
begin_operator
capture-0 rook b3 b2 n1 n0
1
5 0
3
0 4 -1 4
0 8 5 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 rook b3 b2 n1 n0
1
9 1
3
0 4 -1 4
0 5 0 1
0 8 5 0
1
end_operator
begin_operator
capture-0 rook b3 b2 n2 n1
1
5 0
3
0 4 -1 5
0 8 6 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 rook b3 b2 n2 n1
1
9 1
3
0 4 -1 5
0 5 0 1
0 8 6 0
1
end_operator
begin_operator
capture-0 queen b3 a3 n1 n0
1
7 0
3
0 6 -1 1
0 8 2 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 queen b3 a3 n1 n0
1
9 1
3
0 6 -1 1
0 7 0 1
0 8 2 0
1
end_operator
begin_operator
capture-0 queen b3 a3 n2 n1
1
7 0
3
0 6 -1 2
0 8 3 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 queen b3 a3 n2 n1
1
9 1
3
0 6 -1 2
0 7 0 1
0 8 3 0
1
end_operator
begin_operator
capture-0 rook b3 a3 n1 n0
1
7 0
3
0 6 -1 4
0 8 5 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 rook b3 a3 n1 n0
1
9 1
3
0 6 -1 4
0 7 0 1
0 8 5 0
1
end_operator
begin_operator
capture-0 rook b3 a3 n2 n1
1
7 0
3
0 6 -1 5
0 8 6 0
0 9 0 1
1
end_operator
begin_operator
royal-capture-0 rook b3 a3 n2 n1
1
9 1
3
0 6 -1 5
0 7 0 1
0 8 6 0
1
end_operator
0

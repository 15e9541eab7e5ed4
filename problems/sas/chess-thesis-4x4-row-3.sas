begin_version
3
end_version
begin_metric
0
end_metric
52
begin_variable
role-a1
-1
7
Atom empty(a1)
Atom piece-type(a1, pawn)
Atom piece-type(a1, knight)
Atom piece-type(a1, bishop)
Atom piece-type(a1, rook)
Atom piece-type(a1, queen)
Atom piece-type(a1, king)
end_variable
begin_variable
white-a1
-1
2
Atom has(a1, white)
NegatedAtom has(a1, white)
end_variable
begin_variable
black-a1
-1
2
Atom has(a1, black)
NegatedAtom has(a1, black)
end_variable
begin_variable
role-b1
-1
7
Atom empty(b1)
Atom piece-type(b1, pawn)
Atom piece-type(b1, knight)
Atom piece-type(b1, bishop)
Atom piece-type(b1, rook)
Atom piece-type(b1, queen)
Atom piece-type(b1, king)
end_variable
begin_variable
white-b1
-1
2
Atom has(b1, white)
NegatedAtom has(b1, white)
end_variable
begin_variable
black-b1
-1
2
Atom has(b1, black)
NegatedAtom has(b1, black)
end_variable
begin_variable
role-c1
-1
7
Atom empty(c1)
Atom piece-type(c1, pawn)
Atom piece-type(c1, knight)
Atom piece-type(c1, bishop)
Atom piece-type(c1, rook)
Atom piece-type(c1, queen)
Atom piece-type(c1, king)
end_variable
begin_variable
white-c1
-1
2
Atom has(c1, white)
NegatedAtom has(c1, white)
end_variable
begin_variable
black-c1
-1
2
Atom has(c1, black)
NegatedAtom has(c1, black)
end_variable
begin_variable
role-d1
-1
7
Atom empty(d1)
Atom piece-type(d1, pawn)
Atom piece-type(d1, knight)
Atom piece-type(d1, bishop)
Atom piece-type(d1, rook)
Atom piece-type(d1, queen)
Atom piece-type(d1, king)
end_variable
begin_variable
white-d1
-1
2
Atom has(d1, white)
NegatedAtom has(d1, white)
end_variable
begin_variable
black-d1
-1
2
Atom has(d1, black)
NegatedAtom has(d1, black)
end_variable
begin_variable
role-a2
-1
7
Atom empty(a2)
Atom piece-type(a2, pawn)
Atom piece-type(a2, knight)
Atom piece-type(a2, bishop)
Atom piece-type(a2, rook)
Atom piece-type(a2, queen)
Atom piece-type(a2, king)
end_variable
begin_variable
white-a2
-1
2
Atom has(a2, white)
NegatedAtom has(a2, white)
end_variable
begin_variable
black-a2
-1
2
Atom has(a2, black)
NegatedAtom has(a2, black)
end_variable
begin_variable
role-b2
-1
7
Atom empty(b2)
Atom piece-type(b2, pawn)
Atom piece-type(b2, knight)
Atom piece-type(b2, bishop)
Atom piece-type(b2, rook)
Atom piece-type(b2, queen)
Atom piece-type(b2, king)
end_variable
begin_variable
white-b2
-1
2
Atom has(b2, white)
NegatedAtom has(b2, white)
end_variable
begin_variable
black-b2
-1
2
Atom has(b2, black)
NegatedAtom has(b2, black)
end_variable
begin_variable
role-c2
-1
7
Atom empty(c2)
Atom piece-type(c2, pawn)
Atom piece-type(c2, knight)
Atom piece-type(c2, bishop)
Atom piece-type(c2, rook)
Atom piece-type(c2, queen)
Atom piece-type(c2, king)
end_variable
begin_variable
white-c2
-1
2
Atom has(c2, white)
NegatedAtom has(c2, white)
end_variable
begin_variable
black-c2
-1
2
Atom has(c2, black)
NegatedAtom has(c2, black)
end_variable
begin_variable
role-d2
-1
7
Atom empty(d2)
Atom piece-type(d2, pawn)
Atom piece-type(d2, knight)
Atom piece-type(d2, bishop)
Atom piece-type(d2, rook)
Atom piece-type(d2, queen)
Atom piece-type(d2, king)
end_variable
begin_variable
white-d2
-1
2
Atom has(d2, white)
NegatedAtom has(d2, white)
end_variable
begin_variable
black-d2
-1
2
Atom has(d2, black)
NegatedAtom has(d2, black)
end_variable
begin_variable
role-a3
-1
7
Atom empty(a3)
Atom piece-type(a3, pawn)
Atom piece-type(a3, knight)
Atom piece-type(a3, bishop)
Atom piece-type(a3, rook)
Atom piece-type(a3, queen)
Atom piece-type(a3, king)
end_variable
begin_variable
white-a3
-1
2
Atom has(a3, white)
NegatedAtom has(a3, white)
end_variable
begin_variable
black-a3
-1
2
Atom has(a3, black)
NegatedAtom has(a3, black)
end_variable
begin_variable
role-b3
-1
7
Atom empty(b3)
Atom piece-type(b3, pawn)
Atom piece-type(b3, knight)
Atom piece-type(b3, bishop)
Atom piece-type(b3, rook)
Atom piece-type(b3, queen)
Atom piece-type(b3, king)
end_variable
begin_variable
white-b3
-1
2
Atom has(b3, white)
NegatedAtom has(b3, white)
end_variable
begin_variable
black-b3
-1
2
Atom has(b3, black)
NegatedAtom has(b3, black)
end_variable
begin_variable
role-c3
-1
7
Atom empty(c3)
Atom piece-type(c3, pawn)
Atom piece-type(c3, knight)
Atom piece-type(c3, bishop)
Atom piece-type(c3, rook)
Atom piece-type(c3, queen)
Atom piece-type(c3, king)
end_variable
begin_variable
white-c3
-1
2
Atom has(c3, white)
NegatedAtom has(c3, white)
end_variable
begin_variable
black-c3
-1
2
Atom has(c3, black)
NegatedAtom has(c3, black)
end_variable
begin_variable
role-d3
-1
7
Atom empty(d3)
Atom piece-type(d3, pawn)
Atom piece-type(d3, knight)
Atom piece-type(d3, bishop)
Atom piece-type(d3, rook)
Atom piece-type(d3, queen)
Atom piece-type(d3, king)
end_variable
begin_variable
white-d3
-1
2
Atom has(d3, white)
NegatedAtom has(d3, white)
end_variable
begin_variable
black-d3
-1
2
Atom has(d3, black)
NegatedAtom has(d3, black)
end_variable
begin_variable
role-a4
-1
7
Atom empty(a4)
Atom piece-type(a4, pawn)
Atom piece-type(a4, knight)
Atom piece-type(a4, bishop)
Atom piece-type(a4, rook)
Atom piece-type(a4, queen)
Atom piece-type(a4, king)
end_variable
begin_variable
white-a4
-1
2
Atom has(a4, white)
NegatedAtom has(a4, white)
end_variable
begin_variable
black-a4
-1
2
Atom has(a4, black)
NegatedAtom has(a4, black)
end_variable
begin_variable
role-b4
-1
7
Atom empty(b4)
Atom piece-type(b4, pawn)
Atom piece-type(b4, knight)
Atom piece-type(b4, bishop)
Atom piece-type(b4, rook)
Atom piece-type(b4, queen)
Atom piece-type(b4, king)
end_variable
begin_variable
white-b4
-1
2
Atom has(b4, white)
NegatedAtom has(b4, white)
end_variable
begin_variable
black-b4
-1
2
Atom has(b4, black)
NegatedAtom has(b4, black)
end_variable
begin_variable
role-c4
-1
7
Atom empty(c4)
Atom piece-type(c4, pawn)
Atom piece-type(c4, knight)
Atom piece-type(c4, bishop)
Atom piece-type(c4, rook)
Atom piece-type(c4, queen)
Atom piece-type(c4, king)
end_variable
begin_variable
white-c4
-1
2
Atom has(c4, white)
NegatedAtom has(c4, white)
end_variable
begin_variable
black-c4
-1
2
Atom has(c4, black)
NegatedAtom has(c4, black)
end_variable
begin_variable
role-d4
-1
7
Atom empty(d4)
Atom piece-type(d4, pawn)
Atom piece-type(d4, knight)
Atom piece-type(d4, bishop)
Atom piece-type(d4, rook)
Atom piece-type(d4, queen)
Atom piece-type(d4, king)
end_variable
begin_variable
white-d4
-1
2
Atom has(d4, white)
NegatedAtom has(d4, white)
end_variable
begin_variable
black-d4
-1
2
Atom has(d4, black)
NegatedAtom has(d4, black)
end_variable
begin_variable
turn
-1
2
Atom turn(white)
Atom turn(black)
end_variable
begin_variable
derived-check(white)
0
2
Atom check(white)
NegatedAtom check(white)
end_variable
begin_variable
derived-check(black)
0
2
Atom check(black)
NegatedAtom check(black)
end_variable
begin_variable
derived-illegal()
1
2
Atom illegal()
NegatedAtom illegal()
end_variable
48
begin_mutex_group
2
0 0
1 0
end_mutex_group
begin_mutex_group
2
0 0
2 0
end_mutex_group
begin_mutex_group
2
1 0
2 0
end_mutex_group
begin_mutex_group
2
3 0
4 0
end_mutex_group
begin_mutex_group
2
3 0
5 0
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
6 0
8 0
end_mutex_group
begin_mutex_group
2
7 0
8 0
end_mutex_group
begin_mutex_group
2
9 0
10 0
end_mutex_group
begin_mutex_group
2
9 0
11 0
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
12 0
14 0
end_mutex_group
begin_mutex_group
2
13 0
14 0
end_mutex_group
begin_mutex_group
2
15 0
16 0
end_mutex_group
begin_mutex_group
2
15 0
17 0
end_mutex_group
begin_mutex_group
2
16 0
17 0
end_mutex_group
begin_mutex_group
2
18 0
19 0
end_mutex_group
begin_mutex_group
2
18 0
20 0
end_mutex_group
begin_mutex_group
2
19 0
20 0
end_mutex_group
begin_mutex_group
2
21 0
22 0
end_mutex_group
begin_mutex_group
2
21 0
23 0
end_mutex_group
begin_mutex_group
2
22 0
23 0
end_mutex_group
begin_mutex_group
2
24 0
25 0
end_mutex_group
begin_mutex_group
2
24 0
26 0
end_mutex_group
begin_mutex_group
2
25 0
26 0
end_mutex_group
begin_mutex_group
2
27 0
28 0
end_mutex_group
begin_mutex_group
2
27 0
29 0
end_mutex_group
begin_mutex_group
2
28 0
29 0
end_mutex_group
begin_mutex_group
2
30 0
31 0
end_mutex_group
begin_mutex_group
2
30 0
32 0
end_mutex_group
begin_mutex_group
2
31 0
32 0
end_mutex_group
begin_mutex_group
2
33 0
34 0
end_mutex_group
begin_mutex_group
2
33 0
35 0
end_mutex_group
begin_mutex_group
2
34 0
35 0
end_mutex_group
begin_mutex_group
2
36 0
37 0
end_mutex_group
begin_mutex_group
2
36 0
38 0
end_mutex_group
begin_mutex_group
2
37 0
38 0
end_mutex_group
begin_mutex_group
2
39 0
40 0
end_mutex_group
begin_mutex_group
2
39 0
41 0
end_mutex_group
begin_mutex_group
2
40 0
41 0
end_mutex_group
begin_mutex_group
2
42 0
43 0
end_mutex_group
begin_mutex_group
2
42 0
44 0
end_mutex_group
begin_mutex_group
2
43 0
44 0
end_mutex_group
begin_mutex_group
2
45 0
46 0
end_mutex_group
begin_mutex_group
2
45 0
47 0
end_mutex_group
begin_mutex_group
2
46 0
47 0
end_mutex_group
begin_state
4
0
1
4
0
1
0
1
1
0
1
1
0
1
1
0
1
1
0
1
1
4
1
0
0
1
1
0
1
1
0
1
1
0
1
1
6
1
0
0
1
1
6
0
1
0
1
1
1
1
1
1
end_state
begin_goal
22
0 4
1 0
3 4
4 0
6 0
9 0
12 4
14 0
15 0
18 0
21 0
24 6
26 0
27 0
30 0
33 0
36 0
39 0
42 0
45 6
46 0
51 1
end_goal
360
begin_operator
leap white black king a1 b1
1
50 1
6
0 0 6 0
0 1 0 1
0 3 -1 6
0 4 1 0
0 5 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a1 a2
1
50 1
6
0 0 6 0
0 1 0 1
0 12 -1 6
0 13 1 0
0 14 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a1 b2
1
50 1
6
0 0 6 0
0 1 0 1
0 15 -1 6
0 16 1 0
0 17 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b1 a1
1
50 1
6
0 0 -1 6
0 1 1 0
0 2 -1 1
0 3 6 0
0 4 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b1 c1
1
50 1
6
0 3 6 0
0 4 0 1
0 6 -1 6
0 7 1 0
0 8 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b1 a2
1
50 1
6
0 3 6 0
0 4 0 1
0 12 -1 6
0 13 1 0
0 14 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b1 b2
1
50 1
6
0 3 6 0
0 4 0 1
0 15 -1 6
0 16 1 0
0 17 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b1 c2
1
50 1
6
0 3 6 0
0 4 0 1
0 18 -1 6
0 19 1 0
0 20 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c1 b1
1
50 1
6
0 3 -1 6
0 4 1 0
0 5 -1 1
0 6 6 0
0 7 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c1 d1
1
50 1
6
0 6 6 0
0 7 0 1
0 9 -1 6
0 10 1 0
0 11 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c1 b2
1
50 1
6
0 6 6 0
0 7 0 1
0 15 -1 6
0 16 1 0
0 17 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c1 c2
1
50 1
6
0 6 6 0
0 7 0 1
0 18 -1 6
0 19 1 0
0 20 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c1 d2
1
50 1
6
0 6 6 0
0 7 0 1
0 21 -1 6
0 22 1 0
0 23 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d1 c1
1
50 1
6
0 6 -1 6
0 7 1 0
0 8 -1 1
0 9 6 0
0 10 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d1 c2
1
50 1
6
0 9 6 0
0 10 0 1
0 18 -1 6
0 19 1 0
0 20 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d1 d2
1
50 1
6
0 9 6 0
0 10 0 1
0 21 -1 6
0 22 1 0
0 23 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a2 a1
1
50 1
6
0 0 -1 6
0 1 1 0
0 2 -1 1
0 12 6 0
0 13 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a2 b1
1
50 1
6
0 3 -1 6
0 4 1 0
0 5 -1 1
0 12 6 0
0 13 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a2 b2
1
50 1
6
0 12 6 0
0 13 0 1
0 15 -1 6
0 16 1 0
0 17 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a2 a3
1
50 1
6
0 12 6 0
0 13 0 1
0 24 -1 6
0 25 1 0
0 26 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a2 b3
1
50 1
6
0 12 6 0
0 13 0 1
0 27 -1 6
0 28 1 0
0 29 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b2 a1
1
50 1
6
0 0 -1 6
0 1 1 0
0 2 -1 1
0 15 6 0
0 16 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b2 b1
1
50 1
6
0 3 -1 6
0 4 1 0
0 5 -1 1
0 15 6 0
0 16 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b2 c1
1
50 1
6
0 6 -1 6
0 7 1 0
0 8 -1 1
0 15 6 0
0 16 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b2 a2
1
50 1
6
0 12 -1 6
0 13 1 0
0 14 -1 1
0 15 6 0
0 16 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b2 c2
1
50 1
6
0 15 6 0
0 16 0 1
0 18 -1 6
0 19 1 0
0 20 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b2 a3
1
50 1
6
0 15 6 0
0 16 0 1
0 24 -1 6
0 25 1 0
0 26 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b2 b3
1
50 1
6
0 15 6 0
0 16 0 1
0 27 -1 6
0 28 1 0
0 29 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b2 c3
1
50 1
6
0 15 6 0
0 16 0 1
0 30 -1 6
0 31 1 0
0 32 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c2 b1
1
50 1
6
0 3 -1 6
0 4 1 0
0 5 -1 1
0 18 6 0
0 19 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c2 c1
1
50 1
6
0 6 -1 6
0 7 1 0
0 8 -1 1
0 18 6 0
0 19 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c2 d1
1
50 1
6
0 9 -1 6
0 10 1 0
0 11 -1 1
0 18 6 0
0 19 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c2 b2
1
50 1
6
0 15 -1 6
0 16 1 0
0 17 -1 1
0 18 6 0
0 19 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c2 d2
1
50 1
6
0 18 6 0
0 19 0 1
0 21 -1 6
0 22 1 0
0 23 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c2 b3
1
50 1
6
0 18 6 0
0 19 0 1
0 27 -1 6
0 28 1 0
0 29 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c2 c3
1
50 1
6
0 18 6 0
0 19 0 1
0 30 -1 6
0 31 1 0
0 32 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c2 d3
1
50 1
6
0 18 6 0
0 19 0 1
0 33 -1 6
0 34 1 0
0 35 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d2 c1
1
50 1
6
0 6 -1 6
0 7 1 0
0 8 -1 1
0 21 6 0
0 22 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d2 d1
1
50 1
6
0 9 -1 6
0 10 1 0
0 11 -1 1
0 21 6 0
0 22 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d2 c2
1
50 1
6
0 18 -1 6
0 19 1 0
0 20 -1 1
0 21 6 0
0 22 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d2 c3
1
50 1
6
0 21 6 0
0 22 0 1
0 30 -1 6
0 31 1 0
0 32 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d2 d3
1
50 1
6
0 21 6 0
0 22 0 1
0 33 -1 6
0 34 1 0
0 35 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a3 a2
1
50 1
6
0 12 -1 6
0 13 1 0
0 14 -1 1
0 24 6 0
0 25 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a3 b2
1
50 1
6
0 15 -1 6
0 16 1 0
0 17 -1 1
0 24 6 0
0 25 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a3 b3
1
50 1
6
0 24 6 0
0 25 0 1
0 27 -1 6
0 28 1 0
0 29 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a3 a4
1
50 1
6
0 24 6 0
0 25 0 1
0 36 -1 6
0 37 1 0
0 38 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a3 b4
1
50 1
6
0 24 6 0
0 25 0 1
0 39 -1 6
0 40 1 0
0 41 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b3 a2
1
50 1
6
0 12 -1 6
0 13 1 0
0 14 -1 1
0 27 6 0
0 28 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b3 b2
1
50 1
6
0 15 -1 6
0 16 1 0
0 17 -1 1
0 27 6 0
0 28 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b3 c2
1
50 1
6
0 18 -1 6
0 19 1 0
0 20 -1 1
0 27 6 0
0 28 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b3 a3
1
50 1
6
0 24 -1 6
0 25 1 0
0 26 -1 1
0 27 6 0
0 28 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b3 c3
1
50 1
6
0 27 6 0
0 28 0 1
0 30 -1 6
0 31 1 0
0 32 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b3 a4
1
50 1
6
0 27 6 0
0 28 0 1
0 36 -1 6
0 37 1 0
0 38 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b3 b4
1
50 1
6
0 27 6 0
0 28 0 1
0 39 -1 6
0 40 1 0
0 41 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b3 c4
1
50 1
6
0 27 6 0
0 28 0 1
0 42 -1 6
0 43 1 0
0 44 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c3 b2
1
50 1
6
0 15 -1 6
0 16 1 0
0 17 -1 1
0 30 6 0
0 31 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c3 c2
1
50 1
6
0 18 -1 6
0 19 1 0
0 20 -1 1
0 30 6 0
0 31 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c3 d2
1
50 1
6
0 21 -1 6
0 22 1 0
0 23 -1 1
0 30 6 0
0 31 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c3 b3
1
50 1
6
0 27 -1 6
0 28 1 0
0 29 -1 1
0 30 6 0
0 31 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c3 d3
1
50 1
6
0 30 6 0
0 31 0 1
0 33 -1 6
0 34 1 0
0 35 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c3 b4
1
50 1
6
0 30 6 0
0 31 0 1
0 39 -1 6
0 40 1 0
0 41 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c3 c4
1
50 1
6
0 30 6 0
0 31 0 1
0 42 -1 6
0 43 1 0
0 44 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c3 d4
1
50 1
6
0 30 6 0
0 31 0 1
0 45 -1 6
0 46 1 0
0 47 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d3 c2
1
50 1
6
0 18 -1 6
0 19 1 0
0 20 -1 1
0 33 6 0
0 34 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d3 d2
1
50 1
6
0 21 -1 6
0 22 1 0
0 23 -1 1
0 33 6 0
0 34 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d3 c3
1
50 1
6
0 30 -1 6
0 31 1 0
0 32 -1 1
0 33 6 0
0 34 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d3 c4
1
50 1
6
0 33 6 0
0 34 0 1
0 42 -1 6
0 43 1 0
0 44 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d3 d4
1
50 1
6
0 33 6 0
0 34 0 1
0 45 -1 6
0 46 1 0
0 47 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a4 a3
1
50 1
6
0 24 -1 6
0 25 1 0
0 26 -1 1
0 36 6 0
0 37 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a4 b3
1
50 1
6
0 27 -1 6
0 28 1 0
0 29 -1 1
0 36 6 0
0 37 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king a4 b4
1
50 1
6
0 36 6 0
0 37 0 1
0 39 -1 6
0 40 1 0
0 41 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b4 a3
1
50 1
6
0 24 -1 6
0 25 1 0
0 26 -1 1
0 39 6 0
0 40 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b4 b3
1
50 1
6
0 27 -1 6
0 28 1 0
0 29 -1 1
0 39 6 0
0 40 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b4 c3
1
50 1
6
0 30 -1 6
0 31 1 0
0 32 -1 1
0 39 6 0
0 40 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b4 a4
1
50 1
6
0 36 -1 6
0 37 1 0
0 38 -1 1
0 39 6 0
0 40 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king b4 c4
1
50 1
6
0 39 6 0
0 40 0 1
0 42 -1 6
0 43 1 0
0 44 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c4 b3
1
50 1
6
0 27 -1 6
0 28 1 0
0 29 -1 1
0 42 6 0
0 43 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c4 c3
1
50 1
6
0 30 -1 6
0 31 1 0
0 32 -1 1
0 42 6 0
0 43 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c4 d3
1
50 1
6
0 33 -1 6
0 34 1 0
0 35 -1 1
0 42 6 0
0 43 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c4 b4
1
50 1
6
0 39 -1 6
0 40 1 0
0 41 -1 1
0 42 6 0
0 43 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king c4 d4
1
50 1
6
0 42 6 0
0 43 0 1
0 45 -1 6
0 46 1 0
0 47 -1 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d4 c3
1
50 1
6
0 30 -1 6
0 31 1 0
0 32 -1 1
0 45 6 0
0 46 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d4 d3
1
50 1
6
0 33 -1 6
0 34 1 0
0 35 -1 1
0 45 6 0
0 46 0 1
0 48 0 1
1
end_operator
begin_operator
leap white black king d4 c4
1
50 1
6
0 42 -1 6
0 43 1 0
0 44 -1 1
0 45 6 0
0 46 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth a1 a2
1
50 1
6
0 0 4 0
0 1 0 1
0 12 -1 4
0 13 1 0
0 14 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth a1 a2 a3
2
12 0
50 1
6
0 0 4 0
0 1 0 1
0 24 -1 4
0 25 1 0
0 26 -1 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth a1 a2 a3 a4
3
12 0
24 0
50 1
6
0 0 4 0
0 1 0 1
0 36 -1 4
0 37 1 0
0 38 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth a1 b1
1
50 1
6
0 0 4 0
0 1 0 1
0 3 -1 4
0 4 1 0
0 5 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth a1 b1 c1
2
3 0
50 1
6
0 0 4 0
0 1 0 1
0 6 -1 4
0 7 1 0
0 8 -1 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth a1 b1 c1 d1
3
3 0
6 0
50 1
6
0 0 4 0
0 1 0 1
0 9 -1 4
0 10 1 0
0 11 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b1 b2
1
50 1
6
0 3 4 0
0 4 0 1
0 15 -1 4
0 16 1 0
0 17 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth b1 b2 b3
2
15 0
50 1
6
0 3 4 0
0 4 0 1
0 27 -1 4
0 28 1 0
0 29 -1 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth b1 b2 b3 b4
3
15 0
27 0
50 1
6
0 3 4 0
0 4 0 1
0 39 -1 4
0 40 1 0
0 41 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b1 c1
1
50 1
6
0 3 4 0
0 4 0 1
0 6 -1 4
0 7 1 0
0 8 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth b1 c1 d1
2
6 0
50 1
6
0 3 4 0
0 4 0 1
0 9 -1 4
0 10 1 0
0 11 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b1 a1
1
50 1
6
0 0 -1 4
0 1 1 0
0 2 -1 1
0 3 4 0
0 4 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c1 c2
1
50 1
6
0 6 4 0
0 7 0 1
0 18 -1 4
0 19 1 0
0 20 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth c1 c2 c3
2
18 0
50 1
6
0 6 4 0
0 7 0 1
0 30 -1 4
0 31 1 0
0 32 -1 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth c1 c2 c3 c4
3
18 0
30 0
50 1
6
0 6 4 0
0 7 0 1
0 42 -1 4
0 43 1 0
0 44 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c1 d1
1
50 1
6
0 6 4 0
0 7 0 1
0 9 -1 4
0 10 1 0
0 11 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c1 b1
1
50 1
6
0 3 -1 4
0 4 1 0
0 5 -1 1
0 6 4 0
0 7 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth c1 b1 a1
2
3 0
50 1
6
0 0 -1 4
0 1 1 0
0 2 -1 1
0 6 4 0
0 7 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth d1 d2
1
50 1
6
0 9 4 0
0 10 0 1
0 21 -1 4
0 22 1 0
0 23 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth d1 d2 d3
2
21 0
50 1
6
0 9 4 0
0 10 0 1
0 33 -1 4
0 34 1 0
0 35 -1 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth d1 d2 d3 d4
3
21 0
33 0
50 1
6
0 9 4 0
0 10 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth d1 c1
1
50 1
6
0 6 -1 4
0 7 1 0
0 8 -1 1
0 9 4 0
0 10 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth d1 c1 b1
2
6 0
50 1
6
0 3 -1 4
0 4 1 0
0 5 -1 1
0 9 4 0
0 10 0 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth d1 c1 b1 a1
3
3 0
6 0
50 1
6
0 0 -1 4
0 1 1 0
0 2 -1 1
0 9 4 0
0 10 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth a2 a3
1
50 1
6
0 12 4 0
0 13 0 1
0 24 -1 4
0 25 1 0
0 26 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth a2 a3 a4
2
24 0
50 1
6
0 12 4 0
0 13 0 1
0 36 -1 4
0 37 1 0
0 38 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth a2 b2
1
50 1
6
0 12 4 0
0 13 0 1
0 15 -1 4
0 16 1 0
0 17 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth a2 b2 c2
2
15 0
50 1
6
0 12 4 0
0 13 0 1
0 18 -1 4
0 19 1 0
0 20 -1 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth a2 b2 c2 d2
3
15 0
18 0
50 1
6
0 12 4 0
0 13 0 1
0 21 -1 4
0 22 1 0
0 23 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth a2 a1
1
50 1
6
0 0 -1 4
0 1 1 0
0 2 -1 1
0 12 4 0
0 13 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b2 b3
1
50 1
6
0 15 4 0
0 16 0 1
0 27 -1 4
0 28 1 0
0 29 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth b2 b3 b4
2
27 0
50 1
6
0 15 4 0
0 16 0 1
0 39 -1 4
0 40 1 0
0 41 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b2 c2
1
50 1
6
0 15 4 0
0 16 0 1
0 18 -1 4
0 19 1 0
0 20 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth b2 c2 d2
2
18 0
50 1
6
0 15 4 0
0 16 0 1
0 21 -1 4
0 22 1 0
0 23 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b2 b1
1
50 1
6
0 3 -1 4
0 4 1 0
0 5 -1 1
0 15 4 0
0 16 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b2 a2
1
50 1
6
0 12 -1 4
0 13 1 0
0 14 -1 1
0 15 4 0
0 16 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c2 c3
1
50 1
6
0 18 4 0
0 19 0 1
0 30 -1 4
0 31 1 0
0 32 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth c2 c3 c4
2
30 0
50 1
6
0 18 4 0
0 19 0 1
0 42 -1 4
0 43 1 0
0 44 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c2 d2
1
50 1
6
0 18 4 0
0 19 0 1
0 21 -1 4
0 22 1 0
0 23 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c2 c1
1
50 1
6
0 6 -1 4
0 7 1 0
0 8 -1 1
0 18 4 0
0 19 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c2 b2
1
50 1
6
0 15 -1 4
0 16 1 0
0 17 -1 1
0 18 4 0
0 19 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth c2 b2 a2
2
15 0
50 1
6
0 12 -1 4
0 13 1 0
0 14 -1 1
0 18 4 0
0 19 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth d2 d3
1
50 1
6
0 21 4 0
0 22 0 1
0 33 -1 4
0 34 1 0
0 35 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth d2 d3 d4
2
33 0
50 1
6
0 21 4 0
0 22 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth d2 d1
1
50 1
6
0 9 -1 4
0 10 1 0
0 11 -1 1
0 21 4 0
0 22 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth d2 c2
1
50 1
6
0 18 -1 4
0 19 1 0
0 20 -1 1
0 21 4 0
0 22 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth d2 c2 b2
2
18 0
50 1
6
0 15 -1 4
0 16 1 0
0 17 -1 1
0 21 4 0
0 22 0 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth d2 c2 b2 a2
3
15 0
18 0
50 1
6
0 12 -1 4
0 13 1 0
0 14 -1 1
0 21 4 0
0 22 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth a3 a4
1
50 1
6
0 24 4 0
0 25 0 1
0 36 -1 4
0 37 1 0
0 38 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth a3 b3
1
50 1
6
0 24 4 0
0 25 0 1
0 27 -1 4
0 28 1 0
0 29 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth a3 b3 c3
2
27 0
50 1
6
0 24 4 0
0 25 0 1
0 30 -1 4
0 31 1 0
0 32 -1 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth a3 b3 c3 d3
3
27 0
30 0
50 1
6
0 24 4 0
0 25 0 1
0 33 -1 4
0 34 1 0
0 35 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth a3 a2
1
50 1
6
0 12 -1 4
0 13 1 0
0 14 -1 1
0 24 4 0
0 25 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth a3 a2 a1
2
12 0
50 1
6
0 0 -1 4
0 1 1 0
0 2 -1 1
0 24 4 0
0 25 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b3 b4
1
50 1
6
0 27 4 0
0 28 0 1
0 39 -1 4
0 40 1 0
0 41 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b3 c3
1
50 1
6
0 27 4 0
0 28 0 1
0 30 -1 4
0 31 1 0
0 32 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth b3 c3 d3
2
30 0
50 1
6
0 27 4 0
0 28 0 1
0 33 -1 4
0 34 1 0
0 35 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b3 b2
1
50 1
6
0 15 -1 4
0 16 1 0
0 17 -1 1
0 27 4 0
0 28 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth b3 b2 b1
2
15 0
50 1
6
0 3 -1 4
0 4 1 0
0 5 -1 1
0 27 4 0
0 28 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b3 a3
1
50 1
6
0 24 -1 4
0 25 1 0
0 26 -1 1
0 27 4 0
0 28 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c3 c4
1
50 1
6
0 30 4 0
0 31 0 1
0 42 -1 4
0 43 1 0
0 44 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c3 d3
1
50 1
6
0 30 4 0
0 31 0 1
0 33 -1 4
0 34 1 0
0 35 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c3 c2
1
50 1
6
0 18 -1 4
0 19 1 0
0 20 -1 1
0 30 4 0
0 31 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth c3 c2 c1
2
18 0
50 1
6
0 6 -1 4
0 7 1 0
0 8 -1 1
0 30 4 0
0 31 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c3 b3
1
50 1
6
0 27 -1 4
0 28 1 0
0 29 -1 1
0 30 4 0
0 31 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth c3 b3 a3
2
27 0
50 1
6
0 24 -1 4
0 25 1 0
0 26 -1 1
0 30 4 0
0 31 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth d3 d4
1
50 1
6
0 33 4 0
0 34 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth d3 d2
1
50 1
6
0 21 -1 4
0 22 1 0
0 23 -1 1
0 33 4 0
0 34 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth d3 d2 d1
2
21 0
50 1
6
0 9 -1 4
0 10 1 0
0 11 -1 1
0 33 4 0
0 34 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth d3 c3
1
50 1
6
0 30 -1 4
0 31 1 0
0 32 -1 1
0 33 4 0
0 34 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth d3 c3 b3
2
30 0
50 1
6
0 27 -1 4
0 28 1 0
0 29 -1 1
0 33 4 0
0 34 0 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth d3 c3 b3 a3
3
27 0
30 0
50 1
6
0 24 -1 4
0 25 1 0
0 26 -1 1
0 33 4 0
0 34 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth a4 b4
1
50 1
6
0 36 4 0
0 37 0 1
0 39 -1 4
0 40 1 0
0 41 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth a4 b4 c4
2
39 0
50 1
6
0 36 4 0
0 37 0 1
0 42 -1 4
0 43 1 0
0 44 -1 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth a4 b4 c4 d4
3
39 0
42 0
50 1
6
0 36 4 0
0 37 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth a4 a3
1
50 1
6
0 24 -1 4
0 25 1 0
0 26 -1 1
0 36 4 0
0 37 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth a4 a3 a2
2
24 0
50 1
6
0 12 -1 4
0 13 1 0
0 14 -1 1
0 36 4 0
0 37 0 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth a4 a3 a2 a1
3
12 0
24 0
50 1
6
0 0 -1 4
0 1 1 0
0 2 -1 1
0 36 4 0
0 37 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b4 c4
1
50 1
6
0 39 4 0
0 40 0 1
0 42 -1 4
0 43 1 0
0 44 -1 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth b4 c4 d4
2
42 0
50 1
6
0 39 4 0
0 40 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b4 b3
1
50 1
6
0 27 -1 4
0 28 1 0
0 29 -1 1
0 39 4 0
0 40 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth b4 b3 b2
2
27 0
50 1
6
0 15 -1 4
0 16 1 0
0 17 -1 1
0 39 4 0
0 40 0 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth b4 b3 b2 b1
3
15 0
27 0
50 1
6
0 3 -1 4
0 4 1 0
0 5 -1 1
0 39 4 0
0 40 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth b4 a4
1
50 1
6
0 36 -1 4
0 37 1 0
0 38 -1 1
0 39 4 0
0 40 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c4 d4
1
50 1
6
0 42 4 0
0 43 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c4 c3
1
50 1
6
0 30 -1 4
0 31 1 0
0 32 -1 1
0 42 4 0
0 43 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth c4 c3 c2
2
30 0
50 1
6
0 18 -1 4
0 19 1 0
0 20 -1 1
0 42 4 0
0 43 0 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth c4 c3 c2 c1
3
18 0
30 0
50 1
6
0 6 -1 4
0 7 1 0
0 8 -1 1
0 42 4 0
0 43 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth c4 b4
1
50 1
6
0 39 -1 4
0 40 1 0
0 41 -1 1
0 42 4 0
0 43 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth c4 b4 a4
2
39 0
50 1
6
0 36 -1 4
0 37 1 0
0 38 -1 1
0 42 4 0
0 43 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth d4 d3
1
50 1
6
0 33 -1 4
0 34 1 0
0 35 -1 1
0 45 4 0
0 46 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth d4 d3 d2
2
33 0
50 1
6
0 21 -1 4
0 22 1 0
0 23 -1 1
0 45 4 0
0 46 0 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth d4 d3 d2 d1
3
21 0
33 0
50 1
6
0 9 -1 4
0 10 1 0
0 11 -1 1
0 45 4 0
0 46 0 1
0 48 0 1
1
end_operator
begin_operator
slide1 white black orth d4 c4
1
50 1
6
0 42 -1 4
0 43 1 0
0 44 -1 1
0 45 4 0
0 46 0 1
0 48 0 1
1
end_operator
begin_operator
slide2 white black orth d4 c4 b4
2
42 0
50 1
6
0 39 -1 4
0 40 1 0
0 41 -1 1
0 45 4 0
0 46 0 1
0 48 0 1
1
end_operator
begin_operator
slide3 white black orth d4 c4 b4 a4
3
39 0
42 0
50 1
6
0 36 -1 4
0 37 1 0
0 38 -1 1
0 45 4 0
0 46 0 1
0 48 0 1
1
end_operator
begin_operator
leap black white king a1 b1
1
49 1
6
0 0 6 0
0 2 0 1
0 3 -1 6
0 4 -1 1
0 5 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king a1 a2
1
49 1
6
0 0 6 0
0 2 0 1
0 12 -1 6
0 13 -1 1
0 14 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king a1 b2
1
49 1
6
0 0 6 0
0 2 0 1
0 15 -1 6
0 16 -1 1
0 17 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b1 a1
1
49 1
6
0 0 -1 6
0 1 -1 1
0 2 1 0
0 3 6 0
0 5 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b1 c1
1
49 1
6
0 3 6 0
0 5 0 1
0 6 -1 6
0 7 -1 1
0 8 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b1 a2
1
49 1
6
0 3 6 0
0 5 0 1
0 12 -1 6
0 13 -1 1
0 14 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b1 b2
1
49 1
6
0 3 6 0
0 5 0 1
0 15 -1 6
0 16 -1 1
0 17 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b1 c2
1
49 1
6
0 3 6 0
0 5 0 1
0 18 -1 6
0 19 -1 1
0 20 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c1 b1
1
49 1
6
0 3 -1 6
0 4 -1 1
0 5 1 0
0 6 6 0
0 8 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c1 d1
1
49 1
6
0 6 6 0
0 8 0 1
0 9 -1 6
0 10 -1 1
0 11 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c1 b2
1
49 1
6
0 6 6 0
0 8 0 1
0 15 -1 6
0 16 -1 1
0 17 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c1 c2
1
49 1
6
0 6 6 0
0 8 0 1
0 18 -1 6
0 19 -1 1
0 20 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c1 d2
1
49 1
6
0 6 6 0
0 8 0 1
0 21 -1 6
0 22 -1 1
0 23 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king d1 c1
1
49 1
6
0 6 -1 6
0 7 -1 1
0 8 1 0
0 9 6 0
0 11 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king d1 c2
1
49 1
6
0 9 6 0
0 11 0 1
0 18 -1 6
0 19 -1 1
0 20 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king d1 d2
1
49 1
6
0 9 6 0
0 11 0 1
0 21 -1 6
0 22 -1 1
0 23 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king a2 a1
1
49 1
6
0 0 -1 6
0 1 -1 1
0 2 1 0
0 12 6 0
0 14 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king a2 b1
1
49 1
6
0 3 -1 6
0 4 -1 1
0 5 1 0
0 12 6 0
0 14 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king a2 b2
1
49 1
6
0 12 6 0
0 14 0 1
0 15 -1 6
0 16 -1 1
0 17 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king a2 a3
1
49 1
6
0 12 6 0
0 14 0 1
0 24 -1 6
0 25 -1 1
0 26 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king a2 b3
1
49 1
6
0 12 6 0
0 14 0 1
0 27 -1 6
0 28 -1 1
0 29 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b2 a1
1
49 1
6
0 0 -1 6
0 1 -1 1
0 2 1 0
0 15 6 0
0 17 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b2 b1
1
49 1
6
0 3 -1 6
0 4 -1 1
0 5 1 0
0 15 6 0
0 17 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b2 c1
1
49 1
6
0 6 -1 6
0 7 -1 1
0 8 1 0
0 15 6 0
0 17 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b2 a2
1
49 1
6
0 12 -1 6
0 13 -1 1
0 14 1 0
0 15 6 0
0 17 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b2 c2
1
49 1
6
0 15 6 0
0 17 0 1
0 18 -1 6
0 19 -1 1
0 20 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b2 a3
1
49 1
6
0 15 6 0
0 17 0 1
0 24 -1 6
0 25 -1 1
0 26 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b2 b3
1
49 1
6
0 15 6 0
0 17 0 1
0 27 -1 6
0 28 -1 1
0 29 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b2 c3
1
49 1
6
0 15 6 0
0 17 0 1
0 30 -1 6
0 31 -1 1
0 32 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c2 b1
1
49 1
6
0 3 -1 6
0 4 -1 1
0 5 1 0
0 18 6 0
0 20 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c2 c1
1
49 1
6
0 6 -1 6
0 7 -1 1
0 8 1 0
0 18 6 0
0 20 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c2 d1
1
49 1
6
0 9 -1 6
0 10 -1 1
0 11 1 0
0 18 6 0
0 20 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c2 b2
1
49 1
6
0 15 -1 6
0 16 -1 1
0 17 1 0
0 18 6 0
0 20 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c2 d2
1
49 1
6
0 18 6 0
0 20 0 1
0 21 -1 6
0 22 -1 1
0 23 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c2 b3
1
49 1
6
0 18 6 0
0 20 0 1
0 27 -1 6
0 28 -1 1
0 29 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c2 c3
1
49 1
6
0 18 6 0
0 20 0 1
0 30 -1 6
0 31 -1 1
0 32 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c2 d3
1
49 1
6
0 18 6 0
0 20 0 1
0 33 -1 6
0 34 -1 1
0 35 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king d2 c1
1
49 1
6
0 6 -1 6
0 7 -1 1
0 8 1 0
0 21 6 0
0 23 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king d2 d1
1
49 1
6
0 9 -1 6
0 10 -1 1
0 11 1 0
0 21 6 0
0 23 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king d2 c2
1
49 1
6
0 18 -1 6
0 19 -1 1
0 20 1 0
0 21 6 0
0 23 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king d2 c3
1
49 1
6
0 21 6 0
0 23 0 1
0 30 -1 6
0 31 -1 1
0 32 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king d2 d3
1
49 1
6
0 21 6 0
0 23 0 1
0 33 -1 6
0 34 -1 1
0 35 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king a3 a2
1
49 1
6
0 12 -1 6
0 13 -1 1
0 14 1 0
0 24 6 0
0 26 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king a3 b2
1
49 1
6
0 15 -1 6
0 16 -1 1
0 17 1 0
0 24 6 0
0 26 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king a3 b3
1
49 1
6
0 24 6 0
0 26 0 1
0 27 -1 6
0 28 -1 1
0 29 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king a3 a4
1
49 1
6
0 24 6 0
0 26 0 1
0 36 -1 6
0 37 -1 1
0 38 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king a3 b4
1
49 1
6
0 24 6 0
0 26 0 1
0 39 -1 6
0 40 -1 1
0 41 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b3 a2
1
49 1
6
0 12 -1 6
0 13 -1 1
0 14 1 0
0 27 6 0
0 29 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b3 b2
1
49 1
6
0 15 -1 6
0 16 -1 1
0 17 1 0
0 27 6 0
0 29 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b3 c2
1
49 1
6
0 18 -1 6
0 19 -1 1
0 20 1 0
0 27 6 0
0 29 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b3 a3
1
49 1
6
0 24 -1 6
0 25 -1 1
0 26 1 0
0 27 6 0
0 29 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b3 c3
1
49 1
6
0 27 6 0
0 29 0 1
0 30 -1 6
0 31 -1 1
0 32 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b3 a4
1
49 1
6
0 27 6 0
0 29 0 1
0 36 -1 6
0 37 -1 1
0 38 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b3 b4
1
49 1
6
0 27 6 0
0 29 0 1
0 39 -1 6
0 40 -1 1
0 41 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b3 c4
1
49 1
6
0 27 6 0
0 29 0 1
0 42 -1 6
0 43 -1 1
0 44 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c3 b2
1
49 1
6
0 15 -1 6
0 16 -1 1
0 17 1 0
0 30 6 0
0 32 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c3 c2
1
49 1
6
0 18 -1 6
0 19 -1 1
0 20 1 0
0 30 6 0
0 32 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c3 d2
1
49 1
6
0 21 -1 6
0 22 -1 1
0 23 1 0
0 30 6 0
0 32 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c3 b3
1
49 1
6
0 27 -1 6
0 28 -1 1
0 29 1 0
0 30 6 0
0 32 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c3 d3
1
49 1
6
0 30 6 0
0 32 0 1
0 33 -1 6
0 34 -1 1
0 35 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c3 b4
1
49 1
6
0 30 6 0
0 32 0 1
0 39 -1 6
0 40 -1 1
0 41 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c3 c4
1
49 1
6
0 30 6 0
0 32 0 1
0 42 -1 6
0 43 -1 1
0 44 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c3 d4
1
49 1
6
0 30 6 0
0 32 0 1
0 45 -1 6
0 46 -1 1
0 47 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king d3 c2
1
49 1
6
0 18 -1 6
0 19 -1 1
0 20 1 0
0 33 6 0
0 35 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king d3 d2
1
49 1
6
0 21 -1 6
0 22 -1 1
0 23 1 0
0 33 6 0
0 35 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king d3 c3
1
49 1
6
0 30 -1 6
0 31 -1 1
0 32 1 0
0 33 6 0
0 35 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king d3 c4
1
49 1
6
0 33 6 0
0 35 0 1
0 42 -1 6
0 43 -1 1
0 44 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king d3 d4
1
49 1
6
0 33 6 0
0 35 0 1
0 45 -1 6
0 46 -1 1
0 47 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king a4 a3
1
49 1
6
0 24 -1 6
0 25 -1 1
0 26 1 0
0 36 6 0
0 38 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king a4 b3
1
49 1
6
0 27 -1 6
0 28 -1 1
0 29 1 0
0 36 6 0
0 38 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king a4 b4
1
49 1
6
0 36 6 0
0 38 0 1
0 39 -1 6
0 40 -1 1
0 41 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king b4 a3
1
49 1
6
0 24 -1 6
0 25 -1 1
0 26 1 0
0 39 6 0
0 41 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b4 b3
1
49 1
6
0 27 -1 6
0 28 -1 1
0 29 1 0
0 39 6 0
0 41 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b4 c3
1
49 1
6
0 30 -1 6
0 31 -1 1
0 32 1 0
0 39 6 0
0 41 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b4 a4
1
49 1
6
0 36 -1 6
0 37 -1 1
0 38 1 0
0 39 6 0
0 41 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king b4 c4
1
49 1
6
0 39 6 0
0 41 0 1
0 42 -1 6
0 43 -1 1
0 44 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king c4 b3
1
49 1
6
0 27 -1 6
0 28 -1 1
0 29 1 0
0 42 6 0
0 44 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c4 c3
1
49 1
6
0 30 -1 6
0 31 -1 1
0 32 1 0
0 42 6 0
0 44 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c4 d3
1
49 1
6
0 33 -1 6
0 34 -1 1
0 35 1 0
0 42 6 0
0 44 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c4 b4
1
49 1
6
0 39 -1 6
0 40 -1 1
0 41 1 0
0 42 6 0
0 44 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king c4 d4
1
49 1
6
0 42 6 0
0 44 0 1
0 45 -1 6
0 46 -1 1
0 47 1 0
0 48 1 0
1
end_operator
begin_operator
leap black white king d4 c3
1
49 1
6
0 30 -1 6
0 31 -1 1
0 32 1 0
0 45 6 0
0 47 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king d4 d3
1
49 1
6
0 33 -1 6
0 34 -1 1
0 35 1 0
0 45 6 0
0 47 0 1
0 48 1 0
1
end_operator
begin_operator
leap black white king d4 c4
1
49 1
6
0 42 -1 6
0 43 -1 1
0 44 1 0
0 45 6 0
0 47 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth a1 a2
1
49 1
6
0 0 4 0
0 2 0 1
0 12 -1 4
0 13 -1 1
0 14 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth a1 a2 a3
2
12 0
49 1
6
0 0 4 0
0 2 0 1
0 24 -1 4
0 25 -1 1
0 26 1 0
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth a1 a2 a3 a4
3
12 0
24 0
49 1
6
0 0 4 0
0 2 0 1
0 36 -1 4
0 37 -1 1
0 38 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth a1 b1
1
49 1
6
0 0 4 0
0 2 0 1
0 3 -1 4
0 4 -1 1
0 5 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth a1 b1 c1
2
3 0
49 1
6
0 0 4 0
0 2 0 1
0 6 -1 4
0 7 -1 1
0 8 1 0
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth a1 b1 c1 d1
3
3 0
6 0
49 1
6
0 0 4 0
0 2 0 1
0 9 -1 4
0 10 -1 1
0 11 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b1 b2
1
49 1
6
0 3 4 0
0 5 0 1
0 15 -1 4
0 16 -1 1
0 17 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth b1 b2 b3
2
15 0
49 1
6
0 3 4 0
0 5 0 1
0 27 -1 4
0 28 -1 1
0 29 1 0
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth b1 b2 b3 b4
3
15 0
27 0
49 1
6
0 3 4 0
0 5 0 1
0 39 -1 4
0 40 -1 1
0 41 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b1 c1
1
49 1
6
0 3 4 0
0 5 0 1
0 6 -1 4
0 7 -1 1
0 8 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth b1 c1 d1
2
6 0
49 1
6
0 3 4 0
0 5 0 1
0 9 -1 4
0 10 -1 1
0 11 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b1 a1
1
49 1
6
0 0 -1 4
0 1 -1 1
0 2 1 0
0 3 4 0
0 5 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c1 c2
1
49 1
6
0 6 4 0
0 8 0 1
0 18 -1 4
0 19 -1 1
0 20 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth c1 c2 c3
2
18 0
49 1
6
0 6 4 0
0 8 0 1
0 30 -1 4
0 31 -1 1
0 32 1 0
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth c1 c2 c3 c4
3
18 0
30 0
49 1
6
0 6 4 0
0 8 0 1
0 42 -1 4
0 43 -1 1
0 44 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c1 d1
1
49 1
6
0 6 4 0
0 8 0 1
0 9 -1 4
0 10 -1 1
0 11 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c1 b1
1
49 1
6
0 3 -1 4
0 4 -1 1
0 5 1 0
0 6 4 0
0 8 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth c1 b1 a1
2
3 0
49 1
6
0 0 -1 4
0 1 -1 1
0 2 1 0
0 6 4 0
0 8 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth d1 d2
1
49 1
6
0 9 4 0
0 11 0 1
0 21 -1 4
0 22 -1 1
0 23 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth d1 d2 d3
2
21 0
49 1
6
0 9 4 0
0 11 0 1
0 33 -1 4
0 34 -1 1
0 35 1 0
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth d1 d2 d3 d4
3
21 0
33 0
49 1
6
0 9 4 0
0 11 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth d1 c1
1
49 1
6
0 6 -1 4
0 7 -1 1
0 8 1 0
0 9 4 0
0 11 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth d1 c1 b1
2
6 0
49 1
6
0 3 -1 4
0 4 -1 1
0 5 1 0
0 9 4 0
0 11 0 1
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth d1 c1 b1 a1
3
3 0
6 0
49 1
6
0 0 -1 4
0 1 -1 1
0 2 1 0
0 9 4 0
0 11 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth a2 a3
1
49 1
6
0 12 4 0
0 14 0 1
0 24 -1 4
0 25 -1 1
0 26 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth a2 a3 a4
2
24 0
49 1
6
0 12 4 0
0 14 0 1
0 36 -1 4
0 37 -1 1
0 38 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth a2 b2
1
49 1
6
0 12 4 0
0 14 0 1
0 15 -1 4
0 16 -1 1
0 17 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth a2 b2 c2
2
15 0
49 1
6
0 12 4 0
0 14 0 1
0 18 -1 4
0 19 -1 1
0 20 1 0
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth a2 b2 c2 d2
3
15 0
18 0
49 1
6
0 12 4 0
0 14 0 1
0 21 -1 4
0 22 -1 1
0 23 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth a2 a1
1
49 1
6
0 0 -1 4
0 1 -1 1
0 2 1 0
0 12 4 0
0 14 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b2 b3
1
49 1
6
0 15 4 0
0 17 0 1
0 27 -1 4
0 28 -1 1
0 29 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth b2 b3 b4
2
27 0
49 1
6
0 15 4 0
0 17 0 1
0 39 -1 4
0 40 -1 1
0 41 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b2 c2
1
49 1
6
0 15 4 0
0 17 0 1
0 18 -1 4
0 19 -1 1
0 20 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth b2 c2 d2
2
18 0
49 1
6
0 15 4 0
0 17 0 1
0 21 -1 4
0 22 -1 1
0 23 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b2 b1
1
49 1
6
0 3 -1 4
0 4 -1 1
0 5 1 0
0 15 4 0
0 17 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b2 a2
1
49 1
6
0 12 -1 4
0 13 -1 1
0 14 1 0
0 15 4 0
0 17 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c2 c3
1
49 1
6
0 18 4 0
0 20 0 1
0 30 -1 4
0 31 -1 1
0 32 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth c2 c3 c4
2
30 0
49 1
6
0 18 4 0
0 20 0 1
0 42 -1 4
0 43 -1 1
0 44 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c2 d2
1
49 1
6
0 18 4 0
0 20 0 1
0 21 -1 4
0 22 -1 1
0 23 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c2 c1
1
49 1
6
0 6 -1 4
0 7 -1 1
0 8 1 0
0 18 4 0
0 20 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c2 b2
1
49 1
6
0 15 -1 4
0 16 -1 1
0 17 1 0
0 18 4 0
0 20 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth c2 b2 a2
2
15 0
49 1
6
0 12 -1 4
0 13 -1 1
0 14 1 0
0 18 4 0
0 20 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth d2 d3
1
49 1
6
0 21 4 0
0 23 0 1
0 33 -1 4
0 34 -1 1
0 35 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth d2 d3 d4
2
33 0
49 1
6
0 21 4 0
0 23 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth d2 d1
1
49 1
6
0 9 -1 4
0 10 -1 1
0 11 1 0
0 21 4 0
0 23 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth d2 c2
1
49 1
6
0 18 -1 4
0 19 -1 1
0 20 1 0
0 21 4 0
0 23 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth d2 c2 b2
2
18 0
49 1
6
0 15 -1 4
0 16 -1 1
0 17 1 0
0 21 4 0
0 23 0 1
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth d2 c2 b2 a2
3
15 0
18 0
49 1
6
0 12 -1 4
0 13 -1 1
0 14 1 0
0 21 4 0
0 23 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth a3 a4
1
49 1
6
0 24 4 0
0 26 0 1
0 36 -1 4
0 37 -1 1
0 38 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth a3 b3
1
49 1
6
0 24 4 0
0 26 0 1
0 27 -1 4
0 28 -1 1
0 29 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth a3 b3 c3
2
27 0
49 1
6
0 24 4 0
0 26 0 1
0 30 -1 4
0 31 -1 1
0 32 1 0
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth a3 b3 c3 d3
3
27 0
30 0
49 1
6
0 24 4 0
0 26 0 1
0 33 -1 4
0 34 -1 1
0 35 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth a3 a2
1
49 1
6
0 12 -1 4
0 13 -1 1
0 14 1 0
0 24 4 0
0 26 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth a3 a2 a1
2
12 0
49 1
6
0 0 -1 4
0 1 -1 1
0 2 1 0
0 24 4 0
0 26 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b3 b4
1
49 1
6
0 27 4 0
0 29 0 1
0 39 -1 4
0 40 -1 1
0 41 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b3 c3
1
49 1
6
0 27 4 0
0 29 0 1
0 30 -1 4
0 31 -1 1
0 32 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth b3 c3 d3
2
30 0
49 1
6
0 27 4 0
0 29 0 1
0 33 -1 4
0 34 -1 1
0 35 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b3 b2
1
49 1
6
0 15 -1 4
0 16 -1 1
0 17 1 0
0 27 4 0
0 29 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth b3 b2 b1
2
15 0
49 1
6
0 3 -1 4
0 4 -1 1
0 5 1 0
0 27 4 0
0 29 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b3 a3
1
49 1
6
0 24 -1 4
0 25 -1 1
0 26 1 0
0 27 4 0
0 29 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c3 c4
1
49 1
6
0 30 4 0
0 32 0 1
0 42 -1 4
0 43 -1 1
0 44 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c3 d3
1
49 1
6
0 30 4 0
0 32 0 1
0 33 -1 4
0 34 -1 1
0 35 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c3 c2
1
49 1
6
0 18 -1 4
0 19 -1 1
0 20 1 0
0 30 4 0
0 32 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth c3 c2 c1
2
18 0
49 1
6
0 6 -1 4
0 7 -1 1
0 8 1 0
0 30 4 0
0 32 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c3 b3
1
49 1
6
0 27 -1 4
0 28 -1 1
0 29 1 0
0 30 4 0
0 32 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth c3 b3 a3
2
27 0
49 1
6
0 24 -1 4
0 25 -1 1
0 26 1 0
0 30 4 0
0 32 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth d3 d4
1
49 1
6
0 33 4 0
0 35 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth d3 d2
1
49 1
6
0 21 -1 4
0 22 -1 1
0 23 1 0
0 33 4 0
0 35 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth d3 d2 d1
2
21 0
49 1
6
0 9 -1 4
0 10 -1 1
0 11 1 0
0 33 4 0
0 35 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth d3 c3
1
49 1
6
0 30 -1 4
0 31 -1 1
0 32 1 0
0 33 4 0
0 35 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth d3 c3 b3
2
30 0
49 1
6
0 27 -1 4
0 28 -1 1
0 29 1 0
0 33 4 0
0 35 0 1
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth d3 c3 b3 a3
3
27 0
30 0
49 1
6
0 24 -1 4
0 25 -1 1
0 26 1 0
0 33 4 0
0 35 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth a4 b4
1
49 1
6
0 36 4 0
0 38 0 1
0 39 -1 4
0 40 -1 1
0 41 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth a4 b4 c4
2
39 0
49 1
6
0 36 4 0
0 38 0 1
0 42 -1 4
0 43 -1 1
0 44 1 0
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth a4 b4 c4 d4
3
39 0
42 0
49 1
6
0 36 4 0
0 38 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth a4 a3
1
49 1
6
0 24 -1 4
0 25 -1 1
0 26 1 0
0 36 4 0
0 38 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth a4 a3 a2
2
24 0
49 1
6
0 12 -1 4
0 13 -1 1
0 14 1 0
0 36 4 0
0 38 0 1
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth a4 a3 a2 a1
3
12 0
24 0
49 1
6
0 0 -1 4
0 1 -1 1
0 2 1 0
0 36 4 0
0 38 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b4 c4
1
49 1
6
0 39 4 0
0 41 0 1
0 42 -1 4
0 43 -1 1
0 44 1 0
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth b4 c4 d4
2
42 0
49 1
6
0 39 4 0
0 41 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b4 b3
1
49 1
6
0 27 -1 4
0 28 -1 1
0 29 1 0
0 39 4 0
0 41 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth b4 b3 b2
2
27 0
49 1
6
0 15 -1 4
0 16 -1 1
0 17 1 0
0 39 4 0
0 41 0 1
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth b4 b3 b2 b1
3
15 0
27 0
49 1
6
0 3 -1 4
0 4 -1 1
0 5 1 0
0 39 4 0
0 41 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth b4 a4
1
49 1
6
0 36 -1 4
0 37 -1 1
0 38 1 0
0 39 4 0
0 41 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c4 d4
1
49 1
6
0 42 4 0
0 44 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c4 c3
1
49 1
6
0 30 -1 4
0 31 -1 1
0 32 1 0
0 42 4 0
0 44 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth c4 c3 c2
2
30 0
49 1
6
0 18 -1 4
0 19 -1 1
0 20 1 0
0 42 4 0
0 44 0 1
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth c4 c3 c2 c1
3
18 0
30 0
49 1
6
0 6 -1 4
0 7 -1 1
0 8 1 0
0 42 4 0
0 44 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth c4 b4
1
49 1
6
0 39 -1 4
0 40 -1 1
0 41 1 0
0 42 4 0
0 44 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth c4 b4 a4
2
39 0
49 1
6
0 36 -1 4
0 37 -1 1
0 38 1 0
0 42 4 0
0 44 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth d4 d3
1
49 1
6
0 33 -1 4
0 34 -1 1
0 35 1 0
0 45 4 0
0 47 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth d4 d3 d2
2
33 0
49 1
6
0 21 -1 4
0 22 -1 1
0 23 1 0
0 45 4 0
0 47 0 1
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth d4 d3 d2 d1
3
21 0
33 0
49 1
6
0 9 -1 4
0 10 -1 1
0 11 1 0
0 45 4 0
0 47 0 1
0 48 1 0
1
end_operator
begin_operator
slide1 black white orth d4 c4
1
49 1
6
0 42 -1 4
0 43 -1 1
0 44 1 0
0 45 4 0
0 47 0 1
0 48 1 0
1
end_operator
begin_operator
slide2 black white orth d4 c4 b4
2
42 0
49 1
6
0 39 -1 4
0 40 -1 1
0 41 1 0
0 45 4 0
0 47 0 1
0 48 1 0
1
end_operator
begin_operator
slide3 black white orth d4 c4 b4 a4
3
39 0
42 0
49 1
6
0 36 -1 4
0 37 -1 1
0 38 1 0
0 45 4 0
0 47 0 1
0 48 1 0
1
end_operator
362
begin_rule
4
0 6
1 0
3 6
5 0
49 1 0
end_rule
begin_rule
4
0 6
1 0
12 6
14 0
49 1 0
end_rule
begin_rule
4
0 6
1 0
15 6
17 0
49 1 0
end_rule
begin_rule
4
0 6
1 0
12 4
14 0
49 1 0
end_rule
begin_rule
5
0 6
1 0
24 4
26 0
12 0
49 1 0
end_rule
begin_rule
6
0 6
1 0
36 4
38 0
12 0
24 0
49 1 0
end_rule
begin_rule
4
0 6
1 0
3 4
5 0
49 1 0
end_rule
begin_rule
5
0 6
1 0
6 4
8 0
3 0
49 1 0
end_rule
begin_rule
6
0 6
1 0
9 4
11 0
3 0
6 0
49 1 0
end_rule
begin_rule
4
3 6
4 0
0 6
2 0
49 1 0
end_rule
begin_rule
4
3 6
4 0
6 6
8 0
49 1 0
end_rule
begin_rule
4
3 6
4 0
12 6
14 0
49 1 0
end_rule
begin_rule
4
3 6
4 0
15 6
17 0
49 1 0
end_rule
begin_rule
4
3 6
4 0
18 6
20 0
49 1 0
end_rule
begin_rule
4
3 6
4 0
15 4
17 0
49 1 0
end_rule
begin_rule
5
3 6
4 0
27 4
29 0
15 0
49 1 0
end_rule
begin_rule
6
3 6
4 0
39 4
41 0
15 0
27 0
49 1 0
end_rule
begin_rule
4
3 6
4 0
6 4
8 0
49 1 0
end_rule
begin_rule
5
3 6
4 0
9 4
11 0
6 0
49 1 0
end_rule
begin_rule
4
3 6
4 0
0 4
2 0
49 1 0
end_rule
begin_rule
4
6 6
7 0
3 6
5 0
49 1 0
end_rule
begin_rule
4
6 6
7 0
9 6
11 0
49 1 0
end_rule
begin_rule
4
6 6
7 0
15 6
17 0
49 1 0
end_rule
begin_rule
4
6 6
7 0
18 6
20 0
49 1 0
end_rule
begin_rule
4
6 6
7 0
21 6
23 0
49 1 0
end_rule
begin_rule
4
6 6
7 0
18 4
20 0
49 1 0
end_rule
begin_rule
5
6 6
7 0
30 4
32 0
18 0
49 1 0
end_rule
begin_rule
6
6 6
7 0
42 4
44 0
18 0
30 0
49 1 0
end_rule
begin_rule
4
6 6
7 0
9 4
11 0
49 1 0
end_rule
begin_rule
4
6 6
7 0
3 4
5 0
49 1 0
end_rule
begin_rule
5
6 6
7 0
0 4
2 0
3 0
49 1 0
end_rule
begin_rule
4
9 6
10 0
6 6
8 0
49 1 0
end_rule
begin_rule
4
9 6
10 0
18 6
20 0
49 1 0
end_rule
begin_rule
4
9 6
10 0
21 6
23 0
49 1 0
end_rule
begin_rule
4
9 6
10 0
21 4
23 0
49 1 0
end_rule
begin_rule
5
9 6
10 0
33 4
35 0
21 0
49 1 0
end_rule
begin_rule
6
9 6
10 0
45 4
47 0
21 0
33 0
49 1 0
end_rule
begin_rule
4
9 6
10 0
6 4
8 0
49 1 0
end_rule
begin_rule
5
9 6
10 0
3 4
5 0
6 0
49 1 0
end_rule
begin_rule
6
9 6
10 0
0 4
2 0
6 0
3 0
49 1 0
end_rule
begin_rule
4
12 6
13 0
0 6
2 0
49 1 0
end_rule
begin_rule
4
12 6
13 0
3 6
5 0
49 1 0
end_rule
begin_rule
4
12 6
13 0
15 6
17 0
49 1 0
end_rule
begin_rule
4
12 6
13 0
24 6
26 0
49 1 0
end_rule
begin_rule
4
12 6
13 0
27 6
29 0
49 1 0
end_rule
begin_rule
4
12 6
13 0
24 4
26 0
49 1 0
end_rule
begin_rule
5
12 6
13 0
36 4
38 0
24 0
49 1 0
end_rule
begin_rule
4
12 6
13 0
15 4
17 0
49 1 0
end_rule
begin_rule
5
12 6
13 0
18 4
20 0
15 0
49 1 0
end_rule
begin_rule
6
12 6
13 0
21 4
23 0
15 0
18 0
49 1 0
end_rule
begin_rule
4
12 6
13 0
0 4
2 0
49 1 0
end_rule
begin_rule
4
15 6
16 0
0 6
2 0
49 1 0
end_rule
begin_rule
4
15 6
16 0
3 6
5 0
49 1 0
end_rule
begin_rule
4
15 6
16 0
6 6
8 0
49 1 0
end_rule
begin_rule
4
15 6
16 0
12 6
14 0
49 1 0
end_rule
begin_rule
4
15 6
16 0
18 6
20 0
49 1 0
end_rule
begin_rule
4
15 6
16 0
24 6
26 0
49 1 0
end_rule
begin_rule
4
15 6
16 0
27 6
29 0
49 1 0
end_rule
begin_rule
4
15 6
16 0
30 6
32 0
49 1 0
end_rule
begin_rule
4
15 6
16 0
27 4
29 0
49 1 0
end_rule
begin_rule
5
15 6
16 0
39 4
41 0
27 0
49 1 0
end_rule
begin_rule
4
15 6
16 0
18 4
20 0
49 1 0
end_rule
begin_rule
5
15 6
16 0
21 4
23 0
18 0
49 1 0
end_rule
begin_rule
4
15 6
16 0
3 4
5 0
49 1 0
end_rule
begin_rule
4
15 6
16 0
12 4
14 0
49 1 0
end_rule
begin_rule
4
18 6
19 0
3 6
5 0
49 1 0
end_rule
begin_rule
4
18 6
19 0
6 6
8 0
49 1 0
end_rule
begin_rule
4
18 6
19 0
9 6
11 0
49 1 0
end_rule
begin_rule
4
18 6
19 0
15 6
17 0
49 1 0
end_rule
begin_rule
4
18 6
19 0
21 6
23 0
49 1 0
end_rule
begin_rule
4
18 6
19 0
27 6
29 0
49 1 0
end_rule
begin_rule
4
18 6
19 0
30 6
32 0
49 1 0
end_rule
begin_rule
4
18 6
19 0
33 6
35 0
49 1 0
end_rule
begin_rule
4
18 6
19 0
30 4
32 0
49 1 0
end_rule
begin_rule
5
18 6
19 0
42 4
44 0
30 0
49 1 0
end_rule
begin_rule
4
18 6
19 0
21 4
23 0
49 1 0
end_rule
begin_rule
4
18 6
19 0
6 4
8 0
49 1 0
end_rule
begin_rule
4
18 6
19 0
15 4
17 0
49 1 0
end_rule
begin_rule
5
18 6
19 0
12 4
14 0
15 0
49 1 0
end_rule
begin_rule
4
21 6
22 0
6 6
8 0
49 1 0
end_rule
begin_rule
4
21 6
22 0
9 6
11 0
49 1 0
end_rule
begin_rule
4
21 6
22 0
18 6
20 0
49 1 0
end_rule
begin_rule
4
21 6
22 0
30 6
32 0
49 1 0
end_rule
begin_rule
4
21 6
22 0
33 6
35 0
49 1 0
end_rule
begin_rule
4
21 6
22 0
33 4
35 0
49 1 0
end_rule
begin_rule
5
21 6
22 0
45 4
47 0
33 0
49 1 0
end_rule
begin_rule
4
21 6
22 0
9 4
11 0
49 1 0
end_rule
begin_rule
4
21 6
22 0
18 4
20 0
49 1 0
end_rule
begin_rule
5
21 6
22 0
15 4
17 0
18 0
49 1 0
end_rule
begin_rule
6
21 6
22 0
12 4
14 0
18 0
15 0
49 1 0
end_rule
begin_rule
4
24 6
25 0
12 6
14 0
49 1 0
end_rule
begin_rule
4
24 6
25 0
15 6
17 0
49 1 0
end_rule
begin_rule
4
24 6
25 0
27 6
29 0
49 1 0
end_rule
begin_rule
4
24 6
25 0
36 6
38 0
49 1 0
end_rule
begin_rule
4
24 6
25 0
39 6
41 0
49 1 0
end_rule
begin_rule
4
24 6
25 0
36 4
38 0
49 1 0
end_rule
begin_rule
4
24 6
25 0
27 4
29 0
49 1 0
end_rule
begin_rule
5
24 6
25 0
30 4
32 0
27 0
49 1 0
end_rule
begin_rule
6
24 6
25 0
33 4
35 0
27 0
30 0
49 1 0
end_rule
begin_rule
4
24 6
25 0
12 4
14 0
49 1 0
end_rule
begin_rule
5
24 6
25 0
0 4
2 0
12 0
49 1 0
end_rule
begin_rule
4
27 6
28 0
12 6
14 0
49 1 0
end_rule
begin_rule
4
27 6
28 0
15 6
17 0
49 1 0
end_rule
begin_rule
4
27 6
28 0
18 6
20 0
49 1 0
end_rule
begin_rule
4
27 6
28 0
24 6
26 0
49 1 0
end_rule
begin_rule
4
27 6
28 0
30 6
32 0
49 1 0
end_rule
begin_rule
4
27 6
28 0
36 6
38 0
49 1 0
end_rule
begin_rule
4
27 6
28 0
39 6
41 0
49 1 0
end_rule
begin_rule
4
27 6
28 0
42 6
44 0
49 1 0
end_rule
begin_rule
4
27 6
28 0
39 4
41 0
49 1 0
end_rule
begin_rule
4
27 6
28 0
30 4
32 0
49 1 0
end_rule
begin_rule
5
27 6
28 0
33 4
35 0
30 0
49 1 0
end_rule
begin_rule
4
27 6
28 0
15 4
17 0
49 1 0
end_rule
begin_rule
5
27 6
28 0
3 4
5 0
15 0
49 1 0
end_rule
begin_rule
4
27 6
28 0
24 4
26 0
49 1 0
end_rule
begin_rule
4
30 6
31 0
15 6
17 0
49 1 0
end_rule
begin_rule
4
30 6
31 0
18 6
20 0
49 1 0
end_rule
begin_rule
4
30 6
31 0
21 6
23 0
49 1 0
end_rule
begin_rule
4
30 6
31 0
27 6
29 0
49 1 0
end_rule
begin_rule
4
30 6
31 0
33 6
35 0
49 1 0
end_rule
begin_rule
4
30 6
31 0
39 6
41 0
49 1 0
end_rule
begin_rule
4
30 6
31 0
42 6
44 0
49 1 0
end_rule
begin_rule
4
30 6
31 0
45 6
47 0
49 1 0
end_rule
begin_rule
4
30 6
31 0
42 4
44 0
49 1 0
end_rule
begin_rule
4
30 6
31 0
33 4
35 0
49 1 0
end_rule
begin_rule
4
30 6
31 0
18 4
20 0
49 1 0
end_rule
begin_rule
5
30 6
31 0
6 4
8 0
18 0
49 1 0
end_rule
begin_rule
4
30 6
31 0
27 4
29 0
49 1 0
end_rule
begin_rule
5
30 6
31 0
24 4
26 0
27 0
49 1 0
end_rule
begin_rule
4
33 6
34 0
18 6
20 0
49 1 0
end_rule
begin_rule
4
33 6
34 0
21 6
23 0
49 1 0
end_rule
begin_rule
4
33 6
34 0
30 6
32 0
49 1 0
end_rule
begin_rule
4
33 6
34 0
42 6
44 0
49 1 0
end_rule
begin_rule
4
33 6
34 0
45 6
47 0
49 1 0
end_rule
begin_rule
4
33 6
34 0
45 4
47 0
49 1 0
end_rule
begin_rule
4
33 6
34 0
21 4
23 0
49 1 0
end_rule
begin_rule
5
33 6
34 0
9 4
11 0
21 0
49 1 0
end_rule
begin_rule
4
33 6
34 0
30 4
32 0
49 1 0
end_rule
begin_rule
5
33 6
34 0
27 4
29 0
30 0
49 1 0
end_rule
begin_rule
6
33 6
34 0
24 4
26 0
30 0
27 0
49 1 0
end_rule
begin_rule
4
36 6
37 0
24 6
26 0
49 1 0
end_rule
begin_rule
4
36 6
37 0
27 6
29 0
49 1 0
end_rule
begin_rule
4
36 6
37 0
39 6
41 0
49 1 0
end_rule
begin_rule
4
36 6
37 0
39 4
41 0
49 1 0
end_rule
begin_rule
5
36 6
37 0
42 4
44 0
39 0
49 1 0
end_rule
begin_rule
6
36 6
37 0
45 4
47 0
39 0
42 0
49 1 0
end_rule
begin_rule
4
36 6
37 0
24 4
26 0
49 1 0
end_rule
begin_rule
5
36 6
37 0
12 4
14 0
24 0
49 1 0
end_rule
begin_rule
6
36 6
37 0
0 4
2 0
24 0
12 0
49 1 0
end_rule
begin_rule
4
39 6
40 0
24 6
26 0
49 1 0
end_rule
begin_rule
4
39 6
40 0
27 6
29 0
49 1 0
end_rule
begin_rule
4
39 6
40 0
30 6
32 0
49 1 0
end_rule
begin_rule
4
39 6
40 0
36 6
38 0
49 1 0
end_rule
begin_rule
4
39 6
40 0
42 6
44 0
49 1 0
end_rule
begin_rule
4
39 6
40 0
42 4
44 0
49 1 0
end_rule
begin_rule
5
39 6
40 0
45 4
47 0
42 0
49 1 0
end_rule
begin_rule
4
39 6
40 0
27 4
29 0
49 1 0
end_rule
begin_rule
5
39 6
40 0
15 4
17 0
27 0
49 1 0
end_rule
begin_rule
6
39 6
40 0
3 4
5 0
27 0
15 0
49 1 0
end_rule
begin_rule
4
39 6
40 0
36 4
38 0
49 1 0
end_rule
begin_rule
4
42 6
43 0
27 6
29 0
49 1 0
end_rule
begin_rule
4
42 6
43 0
30 6
32 0
49 1 0
end_rule
begin_rule
4
42 6
43 0
33 6
35 0
49 1 0
end_rule
begin_rule
4
42 6
43 0
39 6
41 0
49 1 0
end_rule
begin_rule
4
42 6
43 0
45 6
47 0
49 1 0
end_rule
begin_rule
4
42 6
43 0
45 4
47 0
49 1 0
end_rule
begin_rule
4
42 6
43 0
30 4
32 0
49 1 0
end_rule
begin_rule
5
42 6
43 0
18 4
20 0
30 0
49 1 0
end_rule
begin_rule
6
42 6
43 0
6 4
8 0
30 0
18 0
49 1 0
end_rule
begin_rule
4
42 6
43 0
39 4
41 0
49 1 0
end_rule
begin_rule
5
42 6
43 0
36 4
38 0
39 0
49 1 0
end_rule
begin_rule
4
45 6
46 0
30 6
32 0
49 1 0
end_rule
begin_rule
4
45 6
46 0
33 6
35 0
49 1 0
end_rule
begin_rule
4
45 6
46 0
42 6
44 0
49 1 0
end_rule
begin_rule
4
45 6
46 0
33 4
35 0
49 1 0
end_rule
begin_rule
5
45 6
46 0
21 4
23 0
33 0
49 1 0
end_rule
begin_rule
6
45 6
46 0
9 4
11 0
33 0
21 0
49 1 0
end_rule
begin_rule
4
45 6
46 0
42 4
44 0
49 1 0
end_rule
begin_rule
5
45 6
46 0
39 4
41 0
42 0
49 1 0
end_rule
begin_rule
6
45 6
46 0
36 4
38 0
42 0
39 0
49 1 0
end_rule
begin_rule
4
0 6
2 0
3 6
4 0
50 1 0
end_rule
begin_rule
4
0 6
2 0
12 6
13 0
50 1 0
end_rule
begin_rule
4
0 6
2 0
15 6
16 0
50 1 0
end_rule
begin_rule
4
0 6
2 0
12 4
13 0
50 1 0
end_rule
begin_rule
5
0 6
2 0
24 4
25 0
12 0
50 1 0
end_rule
begin_rule
6
0 6
2 0
36 4
37 0
12 0
24 0
50 1 0
end_rule
begin_rule
4
0 6
2 0
3 4
4 0
50 1 0
end_rule
begin_rule
5
0 6
2 0
6 4
7 0
3 0
50 1 0
end_rule
begin_rule
6
0 6
2 0
9 4
10 0
3 0
6 0
50 1 0
end_rule
begin_rule
4
3 6
5 0
0 6
1 0
50 1 0
end_rule
begin_rule
4
3 6
5 0
6 6
7 0
50 1 0
end_rule
begin_rule
4
3 6
5 0
12 6
13 0
50 1 0
end_rule
begin_rule
4
3 6
5 0
15 6
16 0
50 1 0
end_rule
begin_rule
4
3 6
5 0
18 6
19 0
50 1 0
end_rule
begin_rule
4
3 6
5 0
15 4
16 0
50 1 0
end_rule
begin_rule
5
3 6
5 0
27 4
28 0
15 0
50 1 0
end_rule
begin_rule
6
3 6
5 0
39 4
40 0
15 0
27 0
50 1 0
end_rule
begin_rule
4
3 6
5 0
6 4
7 0
50 1 0
end_rule
begin_rule
5
3 6
5 0
9 4
10 0
6 0
50 1 0
end_rule
begin_rule
4
3 6
5 0
0 4
1 0
50 1 0
end_rule
begin_rule
4
6 6
8 0
3 6
4 0
50 1 0
end_rule
begin_rule
4
6 6
8 0
9 6
10 0
50 1 0
end_rule
begin_rule
4
6 6
8 0
15 6
16 0
50 1 0
end_rule
begin_rule
4
6 6
8 0
18 6
19 0
50 1 0
end_rule
begin_rule
4
6 6
8 0
21 6
22 0
50 1 0
end_rule
begin_rule
4
6 6
8 0
18 4
19 0
50 1 0
end_rule
begin_rule
5
6 6
8 0
30 4
31 0
18 0
50 1 0
end_rule
begin_rule
6
6 6
8 0
42 4
43 0
18 0
30 0
50 1 0
end_rule
begin_rule
4
6 6
8 0
9 4
10 0
50 1 0
end_rule
begin_rule
4
6 6
8 0
3 4
4 0
50 1 0
end_rule
begin_rule
5
6 6
8 0
0 4
1 0
3 0
50 1 0
end_rule
begin_rule
4
9 6
11 0
6 6
7 0
50 1 0
end_rule
begin_rule
4
9 6
11 0
18 6
19 0
50 1 0
end_rule
begin_rule
4
9 6
11 0
21 6
22 0
50 1 0
end_rule
begin_rule
4
9 6
11 0
21 4
22 0
50 1 0
end_rule
begin_rule
5
9 6
11 0
33 4
34 0
21 0
50 1 0
end_rule
begin_rule
6
9 6
11 0
45 4
46 0
21 0
33 0
50 1 0
end_rule
begin_rule
4
9 6
11 0
6 4
7 0
50 1 0
end_rule
begin_rule
5
9 6
11 0
3 4
4 0
6 0
50 1 0
end_rule
begin_rule
6
9 6
11 0
0 4
1 0
6 0
3 0
50 1 0
end_rule
begin_rule
4
12 6
14 0
0 6
1 0
50 1 0
end_rule
begin_rule
4
12 6
14 0
3 6
4 0
50 1 0
end_rule
begin_rule
4
12 6
14 0
15 6
16 0
50 1 0
end_rule
begin_rule
4
12 6
14 0
24 6
25 0
50 1 0
end_rule
begin_rule
4
12 6
14 0
27 6
28 0
50 1 0
end_rule
begin_rule
4
12 6
14 0
24 4
25 0
50 1 0
end_rule
begin_rule
5
12 6
14 0
36 4
37 0
24 0
50 1 0
end_rule
begin_rule
4
12 6
14 0
15 4
16 0
50 1 0
end_rule
begin_rule
5
12 6
14 0
18 4
19 0
15 0
50 1 0
end_rule
begin_rule
6
12 6
14 0
21 4
22 0
15 0
18 0
50 1 0
end_rule
begin_rule
4
12 6
14 0
0 4
1 0
50 1 0
end_rule
begin_rule
4
15 6
17 0
0 6
1 0
50 1 0
end_rule
begin_rule
4
15 6
17 0
3 6
4 0
50 1 0
end_rule
begin_rule
4
15 6
17 0
6 6
7 0
50 1 0
end_rule
begin_rule
4
15 6
17 0
12 6
13 0
50 1 0
end_rule
begin_rule
4
15 6
17 0
18 6
19 0
50 1 0
end_rule
begin_rule
4
15 6
17 0
24 6
25 0
50 1 0
end_rule
begin_rule
4
15 6
17 0
27 6
28 0
50 1 0
end_rule
begin_rule
4
15 6
17 0
30 6
31 0
50 1 0
end_rule
begin_rule
4
15 6
17 0
27 4
28 0
50 1 0
end_rule
begin_rule
5
15 6
17 0
39 4
40 0
27 0
50 1 0
end_rule
begin_rule
4
15 6
17 0
18 4
19 0
50 1 0
end_rule
begin_rule
5
15 6
17 0
21 4
22 0
18 0
50 1 0
end_rule
begin_rule
4
15 6
17 0
3 4
4 0
50 1 0
end_rule
begin_rule
4
15 6
17 0
12 4
13 0
50 1 0
end_rule
begin_rule
4
18 6
20 0
3 6
4 0
50 1 0
end_rule
begin_rule
4
18 6
20 0
6 6
7 0
50 1 0
end_rule
begin_rule
4
18 6
20 0
9 6
10 0
50 1 0
end_rule
begin_rule
4
18 6
20 0
15 6
16 0
50 1 0
end_rule
begin_rule
4
18 6
20 0
21 6
22 0
50 1 0
end_rule
begin_rule
4
18 6
20 0
27 6
28 0
50 1 0
end_rule
begin_rule
4
18 6
20 0
30 6
31 0
50 1 0
end_rule
begin_rule
4
18 6
20 0
33 6
34 0
50 1 0
end_rule
begin_rule
4
18 6
20 0
30 4
31 0
50 1 0
end_rule
begin_rule
5
18 6
20 0
42 4
43 0
30 0
50 1 0
end_rule
begin_rule
4
18 6
20 0
21 4
22 0
50 1 0
end_rule
begin_rule
4
18 6
20 0
6 4
7 0
50 1 0
end_rule
begin_rule
4
18 6
20 0
15 4
16 0
50 1 0
end_rule
begin_rule
5
18 6
20 0
12 4
13 0
15 0
50 1 0
end_rule
begin_rule
4
21 6
23 0
6 6
7 0
50 1 0
end_rule
begin_rule
4
21 6
23 0
9 6
10 0
50 1 0
end_rule
begin_rule
4
21 6
23 0
18 6
19 0
50 1 0
end_rule
begin_rule
4
21 6
23 0
30 6
31 0
50 1 0
end_rule
begin_rule
4
21 6
23 0
33 6
34 0
50 1 0
end_rule
begin_rule
4
21 6
23 0
33 4
34 0
50 1 0
end_rule
begin_rule
5
21 6
23 0
45 4
46 0
33 0
50 1 0
end_rule
begin_rule
4
21 6
23 0
9 4
10 0
50 1 0
end_rule
begin_rule
4
21 6
23 0
18 4
19 0
50 1 0
end_rule
begin_rule
5
21 6
23 0
15 4
16 0
18 0
50 1 0
end_rule
begin_rule
6
21 6
23 0
12 4
13 0
18 0
15 0
50 1 0
end_rule
begin_rule
4
24 6
26 0
12 6
13 0
50 1 0
end_rule
begin_rule
4
24 6
26 0
15 6
16 0
50 1 0
end_rule
begin_rule
4
24 6
26 0
27 6
28 0
50 1 0
end_rule
begin_rule
4
24 6
26 0
36 6
37 0
50 1 0
end_rule
begin_rule
4
24 6
26 0
39 6
40 0
50 1 0
end_rule
begin_rule
4
24 6
26 0
36 4
37 0
50 1 0
end_rule
begin_rule
4
24 6
26 0
27 4
28 0
50 1 0
end_rule
begin_rule
5
24 6
26 0
30 4
31 0
27 0
50 1 0
end_rule
begin_rule
6
24 6
26 0
33 4
34 0
27 0
30 0
50 1 0
end_rule
begin_rule
4
24 6
26 0
12 4
13 0
50 1 0
end_rule
begin_rule
5
24 6
26 0
0 4
1 0
12 0
50 1 0
end_rule
begin_rule
4
27 6
29 0
12 6
13 0
50 1 0
end_rule
begin_rule
4
27 6
29 0
15 6
16 0
50 1 0
end_rule
begin_rule
4
27 6
29 0
18 6
19 0
50 1 0
end_rule
begin_rule
4
27 6
29 0
24 6
25 0
50 1 0
end_rule
begin_rule
4
27 6
29 0
30 6
31 0
50 1 0
end_rule
begin_rule
4
27 6
29 0
36 6
37 0
50 1 0
end_rule
begin_rule
4
27 6
29 0
39 6
40 0
50 1 0
end_rule
begin_rule
4
27 6
29 0
42 6
43 0
50 1 0
end_rule
begin_rule
4
27 6
29 0
39 4
40 0
50 1 0
end_rule
begin_rule
4
27 6
29 0
30 4
31 0
50 1 0
end_rule
begin_rule
5
27 6
29 0
33 4
34 0
30 0
50 1 0
end_rule
begin_rule
4
27 6
29 0
15 4
16 0
50 1 0
end_rule
begin_rule
5
27 6
29 0
3 4
4 0
15 0
50 1 0
end_rule
begin_rule
4
27 6
29 0
24 4
25 0
50 1 0
end_rule
begin_rule
4
30 6
32 0
15 6
16 0
50 1 0
end_rule
begin_rule
4
30 6
32 0
18 6
19 0
50 1 0
end_rule
begin_rule
4
30 6
32 0
21 6
22 0
50 1 0
end_rule
begin_rule
4
30 6
32 0
27 6
28 0
50 1 0
end_rule
begin_rule
4
30 6
32 0
33 6
34 0
50 1 0
end_rule
begin_rule
4
30 6
32 0
39 6
40 0
50 1 0
end_rule
begin_rule
4
30 6
32 0
42 6
43 0
50 1 0
end_rule
begin_rule
4
30 6
32 0
45 6
46 0
50 1 0
end_rule
begin_rule
4
30 6
32 0
42 4
43 0
50 1 0
end_rule
begin_rule
4
30 6
32 0
33 4
34 0
50 1 0
end_rule
begin_rule
4
30 6
32 0
18 4
19 0
50 1 0
end_rule
begin_rule
5
30 6
32 0
6 4
7 0
18 0
50 1 0
end_rule
begin_rule
4
30 6
32 0
27 4
28 0
50 1 0
end_rule
begin_rule
5
30 6
32 0
24 4
25 0
27 0
50 1 0
end_rule
begin_rule
4
33 6
35 0
18 6
19 0
50 1 0
end_rule
begin_rule
4
33 6
35 0
21 6
22 0
50 1 0
end_rule
begin_rule
4
33 6
35 0
30 6
31 0
50 1 0
end_rule
begin_rule
4
33 6
35 0
42 6
43 0
50 1 0
end_rule
begin_rule
4
33 6
35 0
45 6
46 0
50 1 0
end_rule
begin_rule
4
33 6
35 0
45 4
46 0
50 1 0
end_rule
begin_rule
4
33 6
35 0
21 4
22 0
50 1 0
end_rule
begin_rule
5
33 6
35 0
9 4
10 0
21 0
50 1 0
end_rule
begin_rule
4
33 6
35 0
30 4
31 0
50 1 0
end_rule
begin_rule
5
33 6
35 0
27 4
28 0
30 0
50 1 0
end_rule
begin_rule
6
33 6
35 0
24 4
25 0
30 0
27 0
50 1 0
end_rule
begin_rule
4
36 6
38 0
24 6
25 0
50 1 0
end_rule
begin_rule
4
36 6
38 0
27 6
28 0
50 1 0
end_rule
begin_rule
4
36 6
38 0
39 6
40 0
50 1 0
end_rule
begin_rule
4
36 6
38 0
39 4
40 0
50 1 0
end_rule
begin_rule
5
36 6
38 0
42 4
43 0
39 0
50 1 0
end_rule
begin_rule
6
36 6
38 0
45 4
46 0
39 0
42 0
50 1 0
end_rule
begin_rule
4
36 6
38 0
24 4
25 0
50 1 0
end_rule
begin_rule
5
36 6
38 0
12 4
13 0
24 0
50 1 0
end_rule
begin_rule
6
36 6
38 0
0 4
1 0
24 0
12 0
50 1 0
end_rule
begin_rule
4
39 6
41 0
24 6
25 0
50 1 0
end_rule
begin_rule
4
39 6
41 0
27 6
28 0
50 1 0
end_rule
begin_rule
4
39 6
41 0
30 6
31 0
50 1 0
end_rule
begin_rule
4
39 6
41 0
36 6
37 0
50 1 0
end_rule
begin_rule
4
39 6
41 0
42 6
43 0
50 1 0
end_rule
begin_rule
4
39 6
41 0
42 4
43 0
50 1 0
end_rule
begin_rule
5
39 6
41 0
45 4
46 0
42 0
50 1 0
end_rule
begin_rule
4
39 6
41 0
27 4
28 0
50 1 0
end_rule
begin_rule
5
39 6
41 0
15 4
16 0
27 0
50 1 0
end_rule
begin_rule
6
39 6
41 0
3 4
4 0
27 0
15 0
50 1 0
end_rule
begin_rule
4
39 6
41 0
36 4
37 0
50 1 0
end_rule
begin_rule
4
42 6
44 0
27 6
28 0
50 1 0
end_rule
begin_rule
4
42 6
44 0
30 6
31 0
50 1 0
end_rule
begin_rule
4
42 6
44 0
33 6
34 0
50 1 0
end_rule
begin_rule
4
42 6
44 0
39 6
40 0
50 1 0
end_rule
begin_rule
4
42 6
44 0
45 6
46 0
50 1 0
end_rule
begin_rule
4
42 6
44 0
45 4
46 0
50 1 0
end_rule
begin_rule
4
42 6
44 0
30 4
31 0
50 1 0
end_rule
begin_rule
5
42 6
44 0
18 4
19 0
30 0
50 1 0
end_rule
begin_rule
6
42 6
44 0
6 4
7 0
30 0
18 0
50 1 0
end_rule
begin_rule
4
42 6
44 0
39 4
40 0
50 1 0
end_rule
begin_rule
5
42 6
44 0
36 4
37 0
39 0
50 1 0
end_rule
begin_rule
4
45 6
47 0
30 6
31 0
50 1 0
end_rule
begin_rule
4
45 6
47 0
33 6
34 0
50 1 0
end_rule
begin_rule
4
45 6
47 0
42 6
43 0
50 1 0
end_rule
begin_rule
4
45 6
47 0
33 4
34 0
50 1 0
end_rule
begin_rule
5
45 6
47 0
21 4
22 0
33 0
50 1 0
end_rule
begin_rule
6
45 6
47 0
9 4
10 0
33 0
21 0
50 1 0
end_rule
begin_rule
4
45 6
47 0
42 4
43 0
50 1 0
end_rule
begin_rule
5
45 6
47 0
39 4
40 0
42 0
50 1 0
end_rule
begin_rule
6
45 6
47 0
36 4
37 0
42 0
39 0
50 1 0
end_rule
begin_rule
2
48 0
50 0
51 1 0
end_rule
begin_rule
2
48 1
49 0
51 1 0
end_rule

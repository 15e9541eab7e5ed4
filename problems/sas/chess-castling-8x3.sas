begin_version
3
end_version
begin_metric
0
end_metric
85
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
role-e1
-1
7
Atom empty(e1)
Atom piece-type(e1, pawn)
Atom piece-type(e1, knight)
Atom piece-type(e1, bishop)
Atom piece-type(e1, rook)
Atom piece-type(e1, queen)
Atom piece-type(e1, king)
end_variable
begin_variable
white-e1
-1
2
Atom has(e1, white)
NegatedAtom has(e1, white)
end_variable
begin_variable
black-e1
-1
2
Atom has(e1, black)
NegatedAtom has(e1, black)
end_variable
begin_variable
role-f1
-1
7
Atom empty(f1)
Atom piece-type(f1, pawn)
Atom piece-type(f1, knight)
Atom piece-type(f1, bishop)
Atom piece-type(f1, rook)
Atom piece-type(f1, queen)
Atom piece-type(f1, king)
end_variable
begin_variable
white-f1
-1
2
Atom has(f1, white)
NegatedAtom has(f1, white)
end_variable
begin_variable
black-f1
-1
2
Atom has(f1, black)
NegatedAtom has(f1, black)
end_variable
begin_variable
role-g1
-1
7
Atom empty(g1)
Atom piece-type(g1, pawn)
Atom piece-type(g1, knight)
Atom piece-type(g1, bishop)
Atom piece-type(g1, rook)
Atom piece-type(g1, queen)
Atom piece-type(g1, king)
end_variable
begin_variable
white-g1
-1
2
Atom has(g1, white)
NegatedAtom has(g1, white)
end_variable
begin_variable
black-g1
-1
2
Atom has(g1, black)
NegatedAtom has(g1, black)
end_variable
begin_variable
role-h1
-1
7
Atom empty(h1)
Atom piece-type(h1, pawn)
Atom piece-type(h1, knight)
Atom piece-type(h1, bishop)
Atom piece-type(h1, rook)
Atom piece-type(h1, queen)
Atom piece-type(h1, king)
end_variable
begin_variable
white-h1
-1
2
Atom has(h1, white)
NegatedAtom has(h1, white)
end_variable
begin_variable
black-h1
-1
2
Atom has(h1, black)
NegatedAtom has(h1, black)
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
role-e2
-1
7
Atom empty(e2)
Atom piece-type(e2, pawn)
Atom piece-type(e2, knight)
Atom piece-type(e2, bishop)
Atom piece-type(e2, rook)
Atom piece-type(e2, queen)
Atom piece-type(e2, king)
end_variable
begin_variable
white-e2
-1
2
Atom has(e2, white)
NegatedAtom has(e2, white)
end_variable
begin_variable
black-e2
-1
2
Atom has(e2, black)
NegatedAtom has(e2, black)
end_variable
begin_variable
role-f2
-1
7
Atom empty(f2)
Atom piece-type(f2, pawn)
Atom piece-type(f2, knight)
Atom piece-type(f2, bishop)
Atom piece-type(f2, rook)
Atom piece-type(f2, queen)
Atom piece-type(f2, king)
end_variable
begin_variable
white-f2
-1
2
Atom has(f2, white)
NegatedAtom has(f2, white)
end_variable
begin_variable
black-f2
-1
2
Atom has(f2, black)
NegatedAtom has(f2, black)
end_variable
begin_variable
role-g2
-1
7
Atom empty(g2)
Atom piece-type(g2, pawn)
Atom piece-type(g2, knight)
Atom piece-type(g2, bishop)
Atom piece-type(g2, rook)
Atom piece-type(g2, queen)
Atom piece-type(g2, king)
end_variable
begin_variable
white-g2
-1
2
Atom has(g2, white)
NegatedAtom has(g2, white)
end_variable
begin_variable
black-g2
-1
2
Atom has(g2, black)
NegatedAtom has(g2, black)
end_variable
begin_variable
role-h2
-1
7
Atom empty(h2)
Atom piece-type(h2, pawn)
Atom piece-type(h2, knight)
Atom piece-type(h2, bishop)
Atom piece-type(h2, rook)
Atom piece-type(h2, queen)
Atom piece-type(h2, king)
end_variable
begin_variable
white-h2
-1
2
Atom has(h2, white)
NegatedAtom has(h2, white)
end_variable
begin_variable
black-h2
-1
2
Atom has(h2, black)
NegatedAtom has(h2, black)
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
role-e3
-1
7
Atom empty(e3)
Atom piece-type(e3, pawn)
Atom piece-type(e3, knight)
Atom piece-type(e3, bishop)
Atom piece-type(e3, rook)
Atom piece-type(e3, queen)
Atom piece-type(e3, king)
end_variable
begin_variable
white-e3
-1
2
Atom has(e3, white)
NegatedAtom has(e3, white)
end_variable
begin_variable
black-e3
-1
2
Atom has(e3, black)
NegatedAtom has(e3, black)
end_variable
begin_variable
role-f3
-1
7
Atom empty(f3)
Atom piece-type(f3, pawn)
Atom piece-type(f3, knight)
Atom piece-type(f3, bishop)
Atom piece-type(f3, rook)
Atom piece-type(f3, queen)
Atom piece-type(f3, king)
end_variable
begin_variable
white-f3
-1
2
Atom has(f3, white)
NegatedAtom has(f3, white)
end_variable
begin_variable
black-f3
-1
2
Atom has(f3, black)
NegatedAtom has(f3, black)
end_variable
begin_variable
role-g3
-1
7
Atom empty(g3)
Atom piece-type(g3, pawn)
Atom piece-type(g3, knight)
Atom piece-type(g3, bishop)
Atom piece-type(g3, rook)
Atom piece-type(g3, queen)
Atom piece-type(g3, king)
end_variable
begin_variable
white-g3
-1
2
Atom has(g3, white)
NegatedAtom has(g3, white)
end_variable
begin_variable
black-g3
-1
2
Atom has(g3, black)
NegatedAtom has(g3, black)
end_variable
begin_variable
role-h3
-1
7
Atom empty(h3)
Atom piece-type(h3, pawn)
Atom piece-type(h3, knight)
Atom piece-type(h3, bishop)
Atom piece-type(h3, rook)
Atom piece-type(h3, queen)
Atom piece-type(h3, king)
end_variable
begin_variable
white-h3
-1
2
Atom has(h3, white)
NegatedAtom has(h3, white)
end_variable
begin_variable
black-h3
-1
2
Atom has(h3, black)
NegatedAtom has(h3, black)
end_variable
begin_variable
turn
-1
2
Atom turn(white)
Atom turn(black)
end_variable
begin_variable
right-white-kingside
-1
2
Atom may-castle(white, kingside)
NegatedAtom may-castle(white, kingside)
end_variable
begin_variable
right-white-queenside
-1
2
Atom may-castle(white, queenside)
NegatedAtom may-castle(white, queenside)
end_variable
begin_variable
right-black-kingside
-1
2
Atom may-castle(black, kingside)
NegatedAtom may-castle(black, kingside)
end_variable
begin_variable
right-black-queenside
-1
2
Atom may-castle(black, queenside)
NegatedAtom may-castle(black, queenside)
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
derived-attacked(e1, black)
0
2
Atom attacked(e1, black)
NegatedAtom attacked(e1, black)
end_variable
begin_variable
derived-attacked(f1, black)
0
2
Atom attacked(f1, black)
NegatedAtom attacked(f1, black)
end_variable
begin_variable
derived-attacked(d1, black)
0
2
Atom attacked(d1, black)
NegatedAtom attacked(d1, black)
end_variable
begin_variable
derived-attacked(e3, white)
0
2
Atom attacked(e3, white)
NegatedAtom attacked(e3, white)
end_variable
begin_variable
derived-attacked(f3, white)
0
2
Atom attacked(f3, white)
NegatedAtom attacked(f3, white)
end_variable
begin_variable
derived-attacked(d3, white)
0
2
Atom attacked(d3, white)
NegatedAtom attacked(d3, white)
end_variable
72
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
begin_mutex_group
2
48 0
49 0
end_mutex_group
begin_mutex_group
2
48 0
50 0
end_mutex_group
begin_mutex_group
2
49 0
50 0
end_mutex_group
begin_mutex_group
2
51 0
52 0
end_mutex_group
begin_mutex_group
2
51 0
53 0
end_mutex_group
begin_mutex_group
2
52 0
53 0
end_mutex_group
begin_mutex_group
2
54 0
55 0
end_mutex_group
begin_mutex_group
2
54 0
56 0
end_mutex_group
begin_mutex_group
2
55 0
56 0
end_mutex_group
begin_mutex_group
2
57 0
58 0
end_mutex_group
begin_mutex_group
2
57 0
59 0
end_mutex_group
begin_mutex_group
2
58 0
59 0
end_mutex_group
begin_mutex_group
2
60 0
61 0
end_mutex_group
begin_mutex_group
2
60 0
62 0
end_mutex_group
begin_mutex_group
2
61 0
62 0
end_mutex_group
begin_mutex_group
2
63 0
64 0
end_mutex_group
begin_mutex_group
2
63 0
65 0
end_mutex_group
begin_mutex_group
2
64 0
65 0
end_mutex_group
begin_mutex_group
2
66 0
67 0
end_mutex_group
begin_mutex_group
2
66 0
68 0
end_mutex_group
begin_mutex_group
2
67 0
68 0
end_mutex_group
begin_mutex_group
2
69 0
70 0
end_mutex_group
begin_mutex_group
2
69 0
71 0
end_mutex_group
begin_mutex_group
2
70 0
71 0
end_mutex_group
begin_state
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
6
0
1
0
1
1
0
1
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
6
1
0
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
0
0
0
0
1
1
1
1
1
1
1
1
end_state
begin_goal
32
0 4
1 0
3 0
6 0
9 0
12 0
15 4
16 0
18 6
19 0
21 0
24 0
27 0
30 0
33 0
36 0
39 0
42 0
45 0
48 4
50 0
51 0
54 0
57 0
60 6
62 0
63 0
66 0
69 4
71 0
72 1
77 1
end_goal
696
begin_operator
leap white black king a1 b1
1
78 1
7
0 0 6 0
0 1 0 1
0 3 -1 6
0 4 1 0
0 5 -1 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king a1 a2
1
78 1
7
0 0 6 0
0 1 0 1
0 24 -1 6
0 25 1 0
0 26 -1 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king a1 b2
1
78 1
7
0 0 6 0
0 1 0 1
0 27 -1 6
0 28 1 0
0 29 -1 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king b1 a1
1
78 1
7
0 0 -1 6
0 1 1 0
0 2 -1 1
0 3 6 0
0 4 0 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king b1 c1
1
78 1
6
0 3 6 0
0 4 0 1
0 6 -1 6
0 7 1 0
0 8 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king b1 a2
1
78 1
6
0 3 6 0
0 4 0 1
0 24 -1 6
0 25 1 0
0 26 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king b1 b2
1
78 1
6
0 3 6 0
0 4 0 1
0 27 -1 6
0 28 1 0
0 29 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king b1 c2
1
78 1
6
0 3 6 0
0 4 0 1
0 30 -1 6
0 31 1 0
0 32 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c1 b1
1
78 1
6
0 3 -1 6
0 4 1 0
0 5 -1 1
0 6 6 0
0 7 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c1 d1
1
78 1
6
0 6 6 0
0 7 0 1
0 9 -1 6
0 10 1 0
0 11 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c1 b2
1
78 1
6
0 6 6 0
0 7 0 1
0 27 -1 6
0 28 1 0
0 29 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c1 c2
1
78 1
6
0 6 6 0
0 7 0 1
0 30 -1 6
0 31 1 0
0 32 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c1 d2
1
78 1
6
0 6 6 0
0 7 0 1
0 33 -1 6
0 34 1 0
0 35 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d1 c1
1
78 1
6
0 6 -1 6
0 7 1 0
0 8 -1 1
0 9 6 0
0 10 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d1 e1
1
78 1
8
0 9 6 0
0 10 0 1
0 12 -1 6
0 13 1 0
0 14 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king d1 c2
1
78 1
6
0 9 6 0
0 10 0 1
0 30 -1 6
0 31 1 0
0 32 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d1 d2
1
78 1
6
0 9 6 0
0 10 0 1
0 33 -1 6
0 34 1 0
0 35 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d1 e2
1
78 1
6
0 9 6 0
0 10 0 1
0 36 -1 6
0 37 1 0
0 38 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king e1 d1
1
78 1
8
0 9 -1 6
0 10 1 0
0 11 -1 1
0 12 6 0
0 13 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king e1 f1
1
78 1
8
0 12 6 0
0 13 0 1
0 15 -1 6
0 16 1 0
0 17 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king e1 d2
1
78 1
8
0 12 6 0
0 13 0 1
0 33 -1 6
0 34 1 0
0 35 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king e1 e2
1
78 1
8
0 12 6 0
0 13 0 1
0 36 -1 6
0 37 1 0
0 38 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king e1 f2
1
78 1
8
0 12 6 0
0 13 0 1
0 39 -1 6
0 40 1 0
0 41 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king f1 e1
1
78 1
8
0 12 -1 6
0 13 1 0
0 14 -1 1
0 15 6 0
0 16 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king f1 g1
1
78 1
6
0 15 6 0
0 16 0 1
0 18 -1 6
0 19 1 0
0 20 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king f1 e2
1
78 1
6
0 15 6 0
0 16 0 1
0 36 -1 6
0 37 1 0
0 38 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king f1 f2
1
78 1
6
0 15 6 0
0 16 0 1
0 39 -1 6
0 40 1 0
0 41 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king f1 g2
1
78 1
6
0 15 6 0
0 16 0 1
0 42 -1 6
0 43 1 0
0 44 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g1 f1
1
78 1
6
0 15 -1 6
0 16 1 0
0 17 -1 1
0 18 6 0
0 19 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g1 h1
1
78 1
7
0 18 6 0
0 19 0 1
0 21 -1 6
0 22 1 0
0 23 -1 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
leap white black king g1 f2
1
78 1
6
0 18 6 0
0 19 0 1
0 39 -1 6
0 40 1 0
0 41 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g1 g2
1
78 1
6
0 18 6 0
0 19 0 1
0 42 -1 6
0 43 1 0
0 44 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g1 h2
1
78 1
6
0 18 6 0
0 19 0 1
0 45 -1 6
0 46 1 0
0 47 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king h1 g1
1
78 1
7
0 18 -1 6
0 19 1 0
0 20 -1 1
0 21 6 0
0 22 0 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
leap white black king h1 g2
1
78 1
7
0 21 6 0
0 22 0 1
0 42 -1 6
0 43 1 0
0 44 -1 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
leap white black king h1 h2
1
78 1
7
0 21 6 0
0 22 0 1
0 45 -1 6
0 46 1 0
0 47 -1 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
leap white black king a2 a1
1
78 1
7
0 0 -1 6
0 1 1 0
0 2 -1 1
0 24 6 0
0 25 0 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king a2 b1
1
78 1
6
0 3 -1 6
0 4 1 0
0 5 -1 1
0 24 6 0
0 25 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king a2 b2
1
78 1
6
0 24 6 0
0 25 0 1
0 27 -1 6
0 28 1 0
0 29 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king a2 a3
1
78 1
7
0 24 6 0
0 25 0 1
0 48 -1 6
0 49 1 0
0 50 -1 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king a2 b3
1
78 1
6
0 24 6 0
0 25 0 1
0 51 -1 6
0 52 1 0
0 53 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king b2 a1
1
78 1
7
0 0 -1 6
0 1 1 0
0 2 -1 1
0 27 6 0
0 28 0 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king b2 b1
1
78 1
6
0 3 -1 6
0 4 1 0
0 5 -1 1
0 27 6 0
0 28 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king b2 c1
1
78 1
6
0 6 -1 6
0 7 1 0
0 8 -1 1
0 27 6 0
0 28 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king b2 a2
1
78 1
6
0 24 -1 6
0 25 1 0
0 26 -1 1
0 27 6 0
0 28 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king b2 c2
1
78 1
6
0 27 6 0
0 28 0 1
0 30 -1 6
0 31 1 0
0 32 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king b2 a3
1
78 1
7
0 27 6 0
0 28 0 1
0 48 -1 6
0 49 1 0
0 50 -1 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king b2 b3
1
78 1
6
0 27 6 0
0 28 0 1
0 51 -1 6
0 52 1 0
0 53 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king b2 c3
1
78 1
6
0 27 6 0
0 28 0 1
0 54 -1 6
0 55 1 0
0 56 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c2 b1
1
78 1
6
0 3 -1 6
0 4 1 0
0 5 -1 1
0 30 6 0
0 31 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c2 c1
1
78 1
6
0 6 -1 6
0 7 1 0
0 8 -1 1
0 30 6 0
0 31 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c2 d1
1
78 1
6
0 9 -1 6
0 10 1 0
0 11 -1 1
0 30 6 0
0 31 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c2 b2
1
78 1
6
0 27 -1 6
0 28 1 0
0 29 -1 1
0 30 6 0
0 31 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c2 d2
1
78 1
6
0 30 6 0
0 31 0 1
0 33 -1 6
0 34 1 0
0 35 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c2 b3
1
78 1
6
0 30 6 0
0 31 0 1
0 51 -1 6
0 52 1 0
0 53 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c2 c3
1
78 1
6
0 30 6 0
0 31 0 1
0 54 -1 6
0 55 1 0
0 56 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c2 d3
1
78 1
6
0 30 6 0
0 31 0 1
0 57 -1 6
0 58 1 0
0 59 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d2 c1
1
78 1
6
0 6 -1 6
0 7 1 0
0 8 -1 1
0 33 6 0
0 34 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d2 d1
1
78 1
6
0 9 -1 6
0 10 1 0
0 11 -1 1
0 33 6 0
0 34 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d2 e1
1
78 1
8
0 12 -1 6
0 13 1 0
0 14 -1 1
0 33 6 0
0 34 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king d2 c2
1
78 1
6
0 30 -1 6
0 31 1 0
0 32 -1 1
0 33 6 0
0 34 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d2 e2
1
78 1
6
0 33 6 0
0 34 0 1
0 36 -1 6
0 37 1 0
0 38 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d2 c3
1
78 1
6
0 33 6 0
0 34 0 1
0 54 -1 6
0 55 1 0
0 56 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d2 d3
1
78 1
6
0 33 6 0
0 34 0 1
0 57 -1 6
0 58 1 0
0 59 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d2 e3
1
78 1
8
0 33 6 0
0 34 0 1
0 60 -1 6
0 61 1 0
0 62 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king e2 d1
1
78 1
6
0 9 -1 6
0 10 1 0
0 11 -1 1
0 36 6 0
0 37 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king e2 e1
1
78 1
8
0 12 -1 6
0 13 1 0
0 14 -1 1
0 36 6 0
0 37 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king e2 f1
1
78 1
6
0 15 -1 6
0 16 1 0
0 17 -1 1
0 36 6 0
0 37 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king e2 d2
1
78 1
6
0 33 -1 6
0 34 1 0
0 35 -1 1
0 36 6 0
0 37 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king e2 f2
1
78 1
6
0 36 6 0
0 37 0 1
0 39 -1 6
0 40 1 0
0 41 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king e2 d3
1
78 1
6
0 36 6 0
0 37 0 1
0 57 -1 6
0 58 1 0
0 59 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king e2 e3
1
78 1
8
0 36 6 0
0 37 0 1
0 60 -1 6
0 61 1 0
0 62 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king e2 f3
1
78 1
6
0 36 6 0
0 37 0 1
0 63 -1 6
0 64 1 0
0 65 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king f2 e1
1
78 1
8
0 12 -1 6
0 13 1 0
0 14 -1 1
0 39 6 0
0 40 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap white black king f2 f1
1
78 1
6
0 15 -1 6
0 16 1 0
0 17 -1 1
0 39 6 0
0 40 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king f2 g1
1
78 1
6
0 18 -1 6
0 19 1 0
0 20 -1 1
0 39 6 0
0 40 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king f2 e2
1
78 1
6
0 36 -1 6
0 37 1 0
0 38 -1 1
0 39 6 0
0 40 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king f2 g2
1
78 1
6
0 39 6 0
0 40 0 1
0 42 -1 6
0 43 1 0
0 44 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king f2 e3
1
78 1
8
0 39 6 0
0 40 0 1
0 60 -1 6
0 61 1 0
0 62 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king f2 f3
1
78 1
6
0 39 6 0
0 40 0 1
0 63 -1 6
0 64 1 0
0 65 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king f2 g3
1
78 1
6
0 39 6 0
0 40 0 1
0 66 -1 6
0 67 1 0
0 68 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g2 f1
1
78 1
6
0 15 -1 6
0 16 1 0
0 17 -1 1
0 42 6 0
0 43 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g2 g1
1
78 1
6
0 18 -1 6
0 19 1 0
0 20 -1 1
0 42 6 0
0 43 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g2 h1
1
78 1
7
0 21 -1 6
0 22 1 0
0 23 -1 1
0 42 6 0
0 43 0 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
leap white black king g2 f2
1
78 1
6
0 39 -1 6
0 40 1 0
0 41 -1 1
0 42 6 0
0 43 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g2 h2
1
78 1
6
0 42 6 0
0 43 0 1
0 45 -1 6
0 46 1 0
0 47 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g2 f3
1
78 1
6
0 42 6 0
0 43 0 1
0 63 -1 6
0 64 1 0
0 65 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g2 g3
1
78 1
6
0 42 6 0
0 43 0 1
0 66 -1 6
0 67 1 0
0 68 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g2 h3
1
78 1
7
0 42 6 0
0 43 0 1
0 69 -1 6
0 70 1 0
0 71 -1 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
leap white black king h2 g1
1
78 1
6
0 18 -1 6
0 19 1 0
0 20 -1 1
0 45 6 0
0 46 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king h2 h1
1
78 1
7
0 21 -1 6
0 22 1 0
0 23 -1 1
0 45 6 0
0 46 0 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
leap white black king h2 g2
1
78 1
6
0 42 -1 6
0 43 1 0
0 44 -1 1
0 45 6 0
0 46 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king h2 g3
1
78 1
6
0 45 6 0
0 46 0 1
0 66 -1 6
0 67 1 0
0 68 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king h2 h3
1
78 1
7
0 45 6 0
0 46 0 1
0 69 -1 6
0 70 1 0
0 71 -1 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
leap white black king a3 a2
1
78 1
7
0 24 -1 6
0 25 1 0
0 26 -1 1
0 48 6 0
0 49 0 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king a3 b2
1
78 1
7
0 27 -1 6
0 28 1 0
0 29 -1 1
0 48 6 0
0 49 0 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king a3 b3
1
78 1
7
0 48 6 0
0 49 0 1
0 51 -1 6
0 52 1 0
0 53 -1 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king b3 a2
1
78 1
6
0 24 -1 6
0 25 1 0
0 26 -1 1
0 51 6 0
0 52 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king b3 b2
1
78 1
6
0 27 -1 6
0 28 1 0
0 29 -1 1
0 51 6 0
0 52 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king b3 c2
1
78 1
6
0 30 -1 6
0 31 1 0
0 32 -1 1
0 51 6 0
0 52 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king b3 a3
1
78 1
7
0 48 -1 6
0 49 1 0
0 50 -1 1
0 51 6 0
0 52 0 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king b3 c3
1
78 1
6
0 51 6 0
0 52 0 1
0 54 -1 6
0 55 1 0
0 56 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c3 b2
1
78 1
6
0 27 -1 6
0 28 1 0
0 29 -1 1
0 54 6 0
0 55 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c3 c2
1
78 1
6
0 30 -1 6
0 31 1 0
0 32 -1 1
0 54 6 0
0 55 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c3 d2
1
78 1
6
0 33 -1 6
0 34 1 0
0 35 -1 1
0 54 6 0
0 55 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c3 b3
1
78 1
6
0 51 -1 6
0 52 1 0
0 53 -1 1
0 54 6 0
0 55 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king c3 d3
1
78 1
6
0 54 6 0
0 55 0 1
0 57 -1 6
0 58 1 0
0 59 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d3 c2
1
78 1
6
0 30 -1 6
0 31 1 0
0 32 -1 1
0 57 6 0
0 58 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d3 d2
1
78 1
6
0 33 -1 6
0 34 1 0
0 35 -1 1
0 57 6 0
0 58 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d3 e2
1
78 1
6
0 36 -1 6
0 37 1 0
0 38 -1 1
0 57 6 0
0 58 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d3 c3
1
78 1
6
0 54 -1 6
0 55 1 0
0 56 -1 1
0 57 6 0
0 58 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king d3 e3
1
78 1
8
0 57 6 0
0 58 0 1
0 60 -1 6
0 61 1 0
0 62 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king e3 d2
1
78 1
8
0 33 -1 6
0 34 1 0
0 35 -1 1
0 60 6 0
0 61 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king e3 e2
1
78 1
8
0 36 -1 6
0 37 1 0
0 38 -1 1
0 60 6 0
0 61 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king e3 f2
1
78 1
8
0 39 -1 6
0 40 1 0
0 41 -1 1
0 60 6 0
0 61 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king e3 d3
1
78 1
8
0 57 -1 6
0 58 1 0
0 59 -1 1
0 60 6 0
0 61 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king e3 f3
1
78 1
8
0 60 6 0
0 61 0 1
0 63 -1 6
0 64 1 0
0 65 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king f3 e2
1
78 1
6
0 36 -1 6
0 37 1 0
0 38 -1 1
0 63 6 0
0 64 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king f3 f2
1
78 1
6
0 39 -1 6
0 40 1 0
0 41 -1 1
0 63 6 0
0 64 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king f3 g2
1
78 1
6
0 42 -1 6
0 43 1 0
0 44 -1 1
0 63 6 0
0 64 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king f3 e3
1
78 1
8
0 60 -1 6
0 61 1 0
0 62 -1 1
0 63 6 0
0 64 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap white black king f3 g3
1
78 1
6
0 63 6 0
0 64 0 1
0 66 -1 6
0 67 1 0
0 68 -1 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g3 f2
1
78 1
6
0 39 -1 6
0 40 1 0
0 41 -1 1
0 66 6 0
0 67 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g3 g2
1
78 1
6
0 42 -1 6
0 43 1 0
0 44 -1 1
0 66 6 0
0 67 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g3 h2
1
78 1
6
0 45 -1 6
0 46 1 0
0 47 -1 1
0 66 6 0
0 67 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g3 f3
1
78 1
6
0 63 -1 6
0 64 1 0
0 65 -1 1
0 66 6 0
0 67 0 1
0 72 0 1
1
end_operator
begin_operator
leap white black king g3 h3
1
78 1
7
0 66 6 0
0 67 0 1
0 69 -1 6
0 70 1 0
0 71 -1 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
leap white black king h3 g2
1
78 1
7
0 42 -1 6
0 43 1 0
0 44 -1 1
0 69 6 0
0 70 0 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
leap white black king h3 h2
1
78 1
7
0 45 -1 6
0 46 1 0
0 47 -1 1
0 69 6 0
0 70 0 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
leap white black king h3 g3
1
78 1
7
0 66 -1 6
0 67 1 0
0 68 -1 1
0 69 6 0
0 70 0 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide1 white black orth a1 a2
1
78 1
7
0 0 4 0
0 1 0 1
0 24 -1 4
0 25 1 0
0 26 -1 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
slide2 white black orth a1 a2 a3
2
24 0
78 1
8
0 0 4 0
0 1 0 1
0 48 -1 4
0 49 1 0
0 50 -1 1
0 72 0 1
0 74 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth a1 b1
1
78 1
7
0 0 4 0
0 1 0 1
0 3 -1 4
0 4 1 0
0 5 -1 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
slide2 white black orth a1 b1 c1
2
3 0
78 1
7
0 0 4 0
0 1 0 1
0 6 -1 4
0 7 1 0
0 8 -1 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
slide3 white black orth a1 b1 c1 d1
3
3 0
6 0
78 1
7
0 0 4 0
0 1 0 1
0 9 -1 4
0 10 1 0
0 11 -1 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
slide4 white black orth a1 b1 c1 d1 e1
4
3 0
6 0
9 0
78 1
8
0 0 4 0
0 1 0 1
0 12 -1 4
0 13 1 0
0 14 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide5 white black orth a1 b1 c1 d1 e1 f1
5
3 0
6 0
9 0
12 0
78 1
7
0 0 4 0
0 1 0 1
0 15 -1 4
0 16 1 0
0 17 -1 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
slide6 white black orth a1 b1 c1 d1 e1 f1 g1
6
3 0
6 0
9 0
12 0
15 0
78 1
7
0 0 4 0
0 1 0 1
0 18 -1 4
0 19 1 0
0 20 -1 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
slide7 white black orth a1 b1 c1 d1 e1 f1 g1 h1
7
3 0
6 0
9 0
12 0
15 0
18 0
78 1
8
0 0 4 0
0 1 0 1
0 21 -1 4
0 22 1 0
0 23 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide1 white black orth b1 b2
1
78 1
6
0 3 4 0
0 4 0 1
0 27 -1 4
0 28 1 0
0 29 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth b1 b2 b3
2
27 0
78 1
6
0 3 4 0
0 4 0 1
0 51 -1 4
0 52 1 0
0 53 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth b1 c1
1
78 1
6
0 3 4 0
0 4 0 1
0 6 -1 4
0 7 1 0
0 8 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth b1 c1 d1
2
6 0
78 1
6
0 3 4 0
0 4 0 1
0 9 -1 4
0 10 1 0
0 11 -1 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth b1 c1 d1 e1
3
6 0
9 0
78 1
8
0 3 4 0
0 4 0 1
0 12 -1 4
0 13 1 0
0 14 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide4 white black orth b1 c1 d1 e1 f1
4
6 0
9 0
12 0
78 1
6
0 3 4 0
0 4 0 1
0 15 -1 4
0 16 1 0
0 17 -1 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth b1 c1 d1 e1 f1 g1
5
6 0
9 0
12 0
15 0
78 1
6
0 3 4 0
0 4 0 1
0 18 -1 4
0 19 1 0
0 20 -1 1
0 72 0 1
1
end_operator
begin_operator
slide6 white black orth b1 c1 d1 e1 f1 g1 h1
6
6 0
9 0
12 0
15 0
18 0
78 1
7
0 3 4 0
0 4 0 1
0 21 -1 4
0 22 1 0
0 23 -1 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
slide1 white black orth b1 a1
1
78 1
7
0 0 -1 4
0 1 1 0
0 2 -1 1
0 3 4 0
0 4 0 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
slide1 white black orth c1 c2
1
78 1
6
0 6 4 0
0 7 0 1
0 30 -1 4
0 31 1 0
0 32 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth c1 c2 c3
2
30 0
78 1
6
0 6 4 0
0 7 0 1
0 54 -1 4
0 55 1 0
0 56 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth c1 d1
1
78 1
6
0 6 4 0
0 7 0 1
0 9 -1 4
0 10 1 0
0 11 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth c1 d1 e1
2
9 0
78 1
8
0 6 4 0
0 7 0 1
0 12 -1 4
0 13 1 0
0 14 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide3 white black orth c1 d1 e1 f1
3
9 0
12 0
78 1
6
0 6 4 0
0 7 0 1
0 15 -1 4
0 16 1 0
0 17 -1 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth c1 d1 e1 f1 g1
4
9 0
12 0
15 0
78 1
6
0 6 4 0
0 7 0 1
0 18 -1 4
0 19 1 0
0 20 -1 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth c1 d1 e1 f1 g1 h1
5
9 0
12 0
15 0
18 0
78 1
7
0 6 4 0
0 7 0 1
0 21 -1 4
0 22 1 0
0 23 -1 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
slide1 white black orth c1 b1
1
78 1
6
0 3 -1 4
0 4 1 0
0 5 -1 1
0 6 4 0
0 7 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth c1 b1 a1
2
3 0
78 1
7
0 0 -1 4
0 1 1 0
0 2 -1 1
0 6 4 0
0 7 0 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
slide1 white black orth d1 d2
1
78 1
6
0 9 4 0
0 10 0 1
0 33 -1 4
0 34 1 0
0 35 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth d1 d2 d3
2
33 0
78 1
6
0 9 4 0
0 10 0 1
0 57 -1 4
0 58 1 0
0 59 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth d1 e1
1
78 1
8
0 9 4 0
0 10 0 1
0 12 -1 4
0 13 1 0
0 14 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide2 white black orth d1 e1 f1
2
12 0
78 1
6
0 9 4 0
0 10 0 1
0 15 -1 4
0 16 1 0
0 17 -1 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth d1 e1 f1 g1
3
12 0
15 0
78 1
6
0 9 4 0
0 10 0 1
0 18 -1 4
0 19 1 0
0 20 -1 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth d1 e1 f1 g1 h1
4
12 0
15 0
18 0
78 1
7
0 9 4 0
0 10 0 1
0 21 -1 4
0 22 1 0
0 23 -1 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
slide1 white black orth d1 c1
1
78 1
6
0 6 -1 4
0 7 1 0
0 8 -1 1
0 9 4 0
0 10 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth d1 c1 b1
2
6 0
78 1
6
0 3 -1 4
0 4 1 0
0 5 -1 1
0 9 4 0
0 10 0 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth d1 c1 b1 a1
3
3 0
6 0
78 1
7
0 0 -1 4
0 1 1 0
0 2 -1 1
0 9 4 0
0 10 0 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
slide1 white black orth e1 e2
1
78 1
8
0 12 4 0
0 13 0 1
0 36 -1 4
0 37 1 0
0 38 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide2 white black orth e1 e2 e3
2
36 0
78 1
10
0 12 4 0
0 13 0 1
0 60 -1 4
0 61 1 0
0 62 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth e1 f1
1
78 1
8
0 12 4 0
0 13 0 1
0 15 -1 4
0 16 1 0
0 17 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide2 white black orth e1 f1 g1
2
15 0
78 1
8
0 12 4 0
0 13 0 1
0 18 -1 4
0 19 1 0
0 20 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide3 white black orth e1 f1 g1 h1
3
15 0
18 0
78 1
8
0 12 4 0
0 13 0 1
0 21 -1 4
0 22 1 0
0 23 -1 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide1 white black orth e1 d1
1
78 1
8
0 9 -1 4
0 10 1 0
0 11 -1 1
0 12 4 0
0 13 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide2 white black orth e1 d1 c1
2
9 0
78 1
8
0 6 -1 4
0 7 1 0
0 8 -1 1
0 12 4 0
0 13 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide3 white black orth e1 d1 c1 b1
3
6 0
9 0
78 1
8
0 3 -1 4
0 4 1 0
0 5 -1 1
0 12 4 0
0 13 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide4 white black orth e1 d1 c1 b1 a1
4
3 0
6 0
9 0
78 1
8
0 0 -1 4
0 1 1 0
0 2 -1 1
0 12 4 0
0 13 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide1 white black orth f1 f2
1
78 1
6
0 15 4 0
0 16 0 1
0 39 -1 4
0 40 1 0
0 41 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth f1 f2 f3
2
39 0
78 1
6
0 15 4 0
0 16 0 1
0 63 -1 4
0 64 1 0
0 65 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth f1 g1
1
78 1
6
0 15 4 0
0 16 0 1
0 18 -1 4
0 19 1 0
0 20 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth f1 g1 h1
2
18 0
78 1
7
0 15 4 0
0 16 0 1
0 21 -1 4
0 22 1 0
0 23 -1 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
slide1 white black orth f1 e1
1
78 1
8
0 12 -1 4
0 13 1 0
0 14 -1 1
0 15 4 0
0 16 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide2 white black orth f1 e1 d1
2
12 0
78 1
6
0 9 -1 4
0 10 1 0
0 11 -1 1
0 15 4 0
0 16 0 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth f1 e1 d1 c1
3
9 0
12 0
78 1
6
0 6 -1 4
0 7 1 0
0 8 -1 1
0 15 4 0
0 16 0 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth f1 e1 d1 c1 b1
4
6 0
9 0
12 0
78 1
6
0 3 -1 4
0 4 1 0
0 5 -1 1
0 15 4 0
0 16 0 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth f1 e1 d1 c1 b1 a1
5
3 0
6 0
9 0
12 0
78 1
7
0 0 -1 4
0 1 1 0
0 2 -1 1
0 15 4 0
0 16 0 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
slide1 white black orth g1 g2
1
78 1
6
0 18 4 0
0 19 0 1
0 42 -1 4
0 43 1 0
0 44 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth g1 g2 g3
2
42 0
78 1
6
0 18 4 0
0 19 0 1
0 66 -1 4
0 67 1 0
0 68 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth g1 h1
1
78 1
7
0 18 4 0
0 19 0 1
0 21 -1 4
0 22 1 0
0 23 -1 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
slide1 white black orth g1 f1
1
78 1
6
0 15 -1 4
0 16 1 0
0 17 -1 1
0 18 4 0
0 19 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth g1 f1 e1
2
15 0
78 1
8
0 12 -1 4
0 13 1 0
0 14 -1 1
0 18 4 0
0 19 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide3 white black orth g1 f1 e1 d1
3
12 0
15 0
78 1
6
0 9 -1 4
0 10 1 0
0 11 -1 1
0 18 4 0
0 19 0 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth g1 f1 e1 d1 c1
4
9 0
12 0
15 0
78 1
6
0 6 -1 4
0 7 1 0
0 8 -1 1
0 18 4 0
0 19 0 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth g1 f1 e1 d1 c1 b1
5
6 0
9 0
12 0
15 0
78 1
6
0 3 -1 4
0 4 1 0
0 5 -1 1
0 18 4 0
0 19 0 1
0 72 0 1
1
end_operator
begin_operator
slide6 white black orth g1 f1 e1 d1 c1 b1 a1
6
3 0
6 0
9 0
12 0
15 0
78 1
7
0 0 -1 4
0 1 1 0
0 2 -1 1
0 18 4 0
0 19 0 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
slide1 white black orth h1 h2
1
78 1
7
0 21 4 0
0 22 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
slide2 white black orth h1 h2 h3
2
45 0
78 1
8
0 21 4 0
0 22 0 1
0 69 -1 4
0 70 1 0
0 71 -1 1
0 72 0 1
0 73 -1 1
0 75 -1 1
1
end_operator
begin_operator
slide1 white black orth h1 g1
1
78 1
7
0 18 -1 4
0 19 1 0
0 20 -1 1
0 21 4 0
0 22 0 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
slide2 white black orth h1 g1 f1
2
18 0
78 1
7
0 15 -1 4
0 16 1 0
0 17 -1 1
0 21 4 0
0 22 0 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
slide3 white black orth h1 g1 f1 e1
3
15 0
18 0
78 1
8
0 12 -1 4
0 13 1 0
0 14 -1 1
0 21 4 0
0 22 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide4 white black orth h1 g1 f1 e1 d1
4
12 0
15 0
18 0
78 1
7
0 9 -1 4
0 10 1 0
0 11 -1 1
0 21 4 0
0 22 0 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
slide5 white black orth h1 g1 f1 e1 d1 c1
5
9 0
12 0
15 0
18 0
78 1
7
0 6 -1 4
0 7 1 0
0 8 -1 1
0 21 4 0
0 22 0 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
slide6 white black orth h1 g1 f1 e1 d1 c1 b1
6
6 0
9 0
12 0
15 0
18 0
78 1
7
0 3 -1 4
0 4 1 0
0 5 -1 1
0 21 4 0
0 22 0 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
slide7 white black orth h1 g1 f1 e1 d1 c1 b1 a1
7
3 0
6 0
9 0
12 0
15 0
18 0
78 1
8
0 0 -1 4
0 1 1 0
0 2 -1 1
0 21 4 0
0 22 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide1 white black orth a2 a3
1
78 1
7
0 24 4 0
0 25 0 1
0 48 -1 4
0 49 1 0
0 50 -1 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth a2 b2
1
78 1
6
0 24 4 0
0 25 0 1
0 27 -1 4
0 28 1 0
0 29 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth a2 b2 c2
2
27 0
78 1
6
0 24 4 0
0 25 0 1
0 30 -1 4
0 31 1 0
0 32 -1 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth a2 b2 c2 d2
3
27 0
30 0
78 1
6
0 24 4 0
0 25 0 1
0 33 -1 4
0 34 1 0
0 35 -1 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth a2 b2 c2 d2 e2
4
27 0
30 0
33 0
78 1
6
0 24 4 0
0 25 0 1
0 36 -1 4
0 37 1 0
0 38 -1 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth a2 b2 c2 d2 e2 f2
5
27 0
30 0
33 0
36 0
78 1
6
0 24 4 0
0 25 0 1
0 39 -1 4
0 40 1 0
0 41 -1 1
0 72 0 1
1
end_operator
begin_operator
slide6 white black orth a2 b2 c2 d2 e2 f2 g2
6
27 0
30 0
33 0
36 0
39 0
78 1
6
0 24 4 0
0 25 0 1
0 42 -1 4
0 43 1 0
0 44 -1 1
0 72 0 1
1
end_operator
begin_operator
slide7 white black orth a2 b2 c2 d2 e2 f2 g2 h2
7
27 0
30 0
33 0
36 0
39 0
42 0
78 1
6
0 24 4 0
0 25 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth a2 a1
1
78 1
7
0 0 -1 4
0 1 1 0
0 2 -1 1
0 24 4 0
0 25 0 1
0 72 0 1
0 74 -1 1
1
end_operator
begin_operator
slide1 white black orth b2 b3
1
78 1
6
0 27 4 0
0 28 0 1
0 51 -1 4
0 52 1 0
0 53 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth b2 c2
1
78 1
6
0 27 4 0
0 28 0 1
0 30 -1 4
0 31 1 0
0 32 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth b2 c2 d2
2
30 0
78 1
6
0 27 4 0
0 28 0 1
0 33 -1 4
0 34 1 0
0 35 -1 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth b2 c2 d2 e2
3
30 0
33 0
78 1
6
0 27 4 0
0 28 0 1
0 36 -1 4
0 37 1 0
0 38 -1 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth b2 c2 d2 e2 f2
4
30 0
33 0
36 0
78 1
6
0 27 4 0
0 28 0 1
0 39 -1 4
0 40 1 0
0 41 -1 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth b2 c2 d2 e2 f2 g2
5
30 0
33 0
36 0
39 0
78 1
6
0 27 4 0
0 28 0 1
0 42 -1 4
0 43 1 0
0 44 -1 1
0 72 0 1
1
end_operator
begin_operator
slide6 white black orth b2 c2 d2 e2 f2 g2 h2
6
30 0
33 0
36 0
39 0
42 0
78 1
6
0 27 4 0
0 28 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth b2 b1
1
78 1
6
0 3 -1 4
0 4 1 0
0 5 -1 1
0 27 4 0
0 28 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth b2 a2
1
78 1
6
0 24 -1 4
0 25 1 0
0 26 -1 1
0 27 4 0
0 28 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth c2 c3
1
78 1
6
0 30 4 0
0 31 0 1
0 54 -1 4
0 55 1 0
0 56 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth c2 d2
1
78 1
6
0 30 4 0
0 31 0 1
0 33 -1 4
0 34 1 0
0 35 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth c2 d2 e2
2
33 0
78 1
6
0 30 4 0
0 31 0 1
0 36 -1 4
0 37 1 0
0 38 -1 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth c2 d2 e2 f2
3
33 0
36 0
78 1
6
0 30 4 0
0 31 0 1
0 39 -1 4
0 40 1 0
0 41 -1 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth c2 d2 e2 f2 g2
4
33 0
36 0
39 0
78 1
6
0 30 4 0
0 31 0 1
0 42 -1 4
0 43 1 0
0 44 -1 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth c2 d2 e2 f2 g2 h2
5
33 0
36 0
39 0
42 0
78 1
6
0 30 4 0
0 31 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth c2 c1
1
78 1
6
0 6 -1 4
0 7 1 0
0 8 -1 1
0 30 4 0
0 31 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth c2 b2
1
78 1
6
0 27 -1 4
0 28 1 0
0 29 -1 1
0 30 4 0
0 31 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth c2 b2 a2
2
27 0
78 1
6
0 24 -1 4
0 25 1 0
0 26 -1 1
0 30 4 0
0 31 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth d2 d3
1
78 1
6
0 33 4 0
0 34 0 1
0 57 -1 4
0 58 1 0
0 59 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth d2 e2
1
78 1
6
0 33 4 0
0 34 0 1
0 36 -1 4
0 37 1 0
0 38 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth d2 e2 f2
2
36 0
78 1
6
0 33 4 0
0 34 0 1
0 39 -1 4
0 40 1 0
0 41 -1 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth d2 e2 f2 g2
3
36 0
39 0
78 1
6
0 33 4 0
0 34 0 1
0 42 -1 4
0 43 1 0
0 44 -1 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth d2 e2 f2 g2 h2
4
36 0
39 0
42 0
78 1
6
0 33 4 0
0 34 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth d2 d1
1
78 1
6
0 9 -1 4
0 10 1 0
0 11 -1 1
0 33 4 0
0 34 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth d2 c2
1
78 1
6
0 30 -1 4
0 31 1 0
0 32 -1 1
0 33 4 0
0 34 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth d2 c2 b2
2
30 0
78 1
6
0 27 -1 4
0 28 1 0
0 29 -1 1
0 33 4 0
0 34 0 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth d2 c2 b2 a2
3
27 0
30 0
78 1
6
0 24 -1 4
0 25 1 0
0 26 -1 1
0 33 4 0
0 34 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth e2 e3
1
78 1
8
0 36 4 0
0 37 0 1
0 60 -1 4
0 61 1 0
0 62 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth e2 f2
1
78 1
6
0 36 4 0
0 37 0 1
0 39 -1 4
0 40 1 0
0 41 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth e2 f2 g2
2
39 0
78 1
6
0 36 4 0
0 37 0 1
0 42 -1 4
0 43 1 0
0 44 -1 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth e2 f2 g2 h2
3
39 0
42 0
78 1
6
0 36 4 0
0 37 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth e2 e1
1
78 1
8
0 12 -1 4
0 13 1 0
0 14 -1 1
0 36 4 0
0 37 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide1 white black orth e2 d2
1
78 1
6
0 33 -1 4
0 34 1 0
0 35 -1 1
0 36 4 0
0 37 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth e2 d2 c2
2
33 0
78 1
6
0 30 -1 4
0 31 1 0
0 32 -1 1
0 36 4 0
0 37 0 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth e2 d2 c2 b2
3
30 0
33 0
78 1
6
0 27 -1 4
0 28 1 0
0 29 -1 1
0 36 4 0
0 37 0 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth e2 d2 c2 b2 a2
4
27 0
30 0
33 0
78 1
6
0 24 -1 4
0 25 1 0
0 26 -1 1
0 36 4 0
0 37 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth f2 f3
1
78 1
6
0 39 4 0
0 40 0 1
0 63 -1 4
0 64 1 0
0 65 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth f2 g2
1
78 1
6
0 39 4 0
0 40 0 1
0 42 -1 4
0 43 1 0
0 44 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth f2 g2 h2
2
42 0
78 1
6
0 39 4 0
0 40 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth f2 f1
1
78 1
6
0 15 -1 4
0 16 1 0
0 17 -1 1
0 39 4 0
0 40 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth f2 e2
1
78 1
6
0 36 -1 4
0 37 1 0
0 38 -1 1
0 39 4 0
0 40 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth f2 e2 d2
2
36 0
78 1
6
0 33 -1 4
0 34 1 0
0 35 -1 1
0 39 4 0
0 40 0 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth f2 e2 d2 c2
3
33 0
36 0
78 1
6
0 30 -1 4
0 31 1 0
0 32 -1 1
0 39 4 0
0 40 0 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth f2 e2 d2 c2 b2
4
30 0
33 0
36 0
78 1
6
0 27 -1 4
0 28 1 0
0 29 -1 1
0 39 4 0
0 40 0 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth f2 e2 d2 c2 b2 a2
5
27 0
30 0
33 0
36 0
78 1
6
0 24 -1 4
0 25 1 0
0 26 -1 1
0 39 4 0
0 40 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth g2 g3
1
78 1
6
0 42 4 0
0 43 0 1
0 66 -1 4
0 67 1 0
0 68 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth g2 h2
1
78 1
6
0 42 4 0
0 43 0 1
0 45 -1 4
0 46 1 0
0 47 -1 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth g2 g1
1
78 1
6
0 18 -1 4
0 19 1 0
0 20 -1 1
0 42 4 0
0 43 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth g2 f2
1
78 1
6
0 39 -1 4
0 40 1 0
0 41 -1 1
0 42 4 0
0 43 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth g2 f2 e2
2
39 0
78 1
6
0 36 -1 4
0 37 1 0
0 38 -1 1
0 42 4 0
0 43 0 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth g2 f2 e2 d2
3
36 0
39 0
78 1
6
0 33 -1 4
0 34 1 0
0 35 -1 1
0 42 4 0
0 43 0 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth g2 f2 e2 d2 c2
4
33 0
36 0
39 0
78 1
6
0 30 -1 4
0 31 1 0
0 32 -1 1
0 42 4 0
0 43 0 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth g2 f2 e2 d2 c2 b2
5
30 0
33 0
36 0
39 0
78 1
6
0 27 -1 4
0 28 1 0
0 29 -1 1
0 42 4 0
0 43 0 1
0 72 0 1
1
end_operator
begin_operator
slide6 white black orth g2 f2 e2 d2 c2 b2 a2
6
27 0
30 0
33 0
36 0
39 0
78 1
6
0 24 -1 4
0 25 1 0
0 26 -1 1
0 42 4 0
0 43 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth h2 h3
1
78 1
7
0 45 4 0
0 46 0 1
0 69 -1 4
0 70 1 0
0 71 -1 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide1 white black orth h2 h1
1
78 1
7
0 21 -1 4
0 22 1 0
0 23 -1 1
0 45 4 0
0 46 0 1
0 72 0 1
0 73 -1 1
1
end_operator
begin_operator
slide1 white black orth h2 g2
1
78 1
6
0 42 -1 4
0 43 1 0
0 44 -1 1
0 45 4 0
0 46 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth h2 g2 f2
2
42 0
78 1
6
0 39 -1 4
0 40 1 0
0 41 -1 1
0 45 4 0
0 46 0 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth h2 g2 f2 e2
3
39 0
42 0
78 1
6
0 36 -1 4
0 37 1 0
0 38 -1 1
0 45 4 0
0 46 0 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth h2 g2 f2 e2 d2
4
36 0
39 0
42 0
78 1
6
0 33 -1 4
0 34 1 0
0 35 -1 1
0 45 4 0
0 46 0 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth h2 g2 f2 e2 d2 c2
5
33 0
36 0
39 0
42 0
78 1
6
0 30 -1 4
0 31 1 0
0 32 -1 1
0 45 4 0
0 46 0 1
0 72 0 1
1
end_operator
begin_operator
slide6 white black orth h2 g2 f2 e2 d2 c2 b2
6
30 0
33 0
36 0
39 0
42 0
78 1
6
0 27 -1 4
0 28 1 0
0 29 -1 1
0 45 4 0
0 46 0 1
0 72 0 1
1
end_operator
begin_operator
slide7 white black orth h2 g2 f2 e2 d2 c2 b2 a2
7
27 0
30 0
33 0
36 0
39 0
42 0
78 1
6
0 24 -1 4
0 25 1 0
0 26 -1 1
0 45 4 0
0 46 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth a3 b3
1
78 1
7
0 48 4 0
0 49 0 1
0 51 -1 4
0 52 1 0
0 53 -1 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
slide2 white black orth a3 b3 c3
2
51 0
78 1
7
0 48 4 0
0 49 0 1
0 54 -1 4
0 55 1 0
0 56 -1 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
slide3 white black orth a3 b3 c3 d3
3
51 0
54 0
78 1
7
0 48 4 0
0 49 0 1
0 57 -1 4
0 58 1 0
0 59 -1 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
slide4 white black orth a3 b3 c3 d3 e3
4
51 0
54 0
57 0
78 1
8
0 48 4 0
0 49 0 1
0 60 -1 4
0 61 1 0
0 62 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide5 white black orth a3 b3 c3 d3 e3 f3
5
51 0
54 0
57 0
60 0
78 1
7
0 48 4 0
0 49 0 1
0 63 -1 4
0 64 1 0
0 65 -1 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
slide6 white black orth a3 b3 c3 d3 e3 f3 g3
6
51 0
54 0
57 0
60 0
63 0
78 1
7
0 48 4 0
0 49 0 1
0 66 -1 4
0 67 1 0
0 68 -1 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
slide7 white black orth a3 b3 c3 d3 e3 f3 g3 h3
7
51 0
54 0
57 0
60 0
63 0
66 0
78 1
8
0 48 4 0
0 49 0 1
0 69 -1 4
0 70 1 0
0 71 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth a3 a2
1
78 1
7
0 24 -1 4
0 25 1 0
0 26 -1 1
0 48 4 0
0 49 0 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
slide2 white black orth a3 a2 a1
2
24 0
78 1
8
0 0 -1 4
0 1 1 0
0 2 -1 1
0 48 4 0
0 49 0 1
0 72 0 1
0 74 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth b3 c3
1
78 1
6
0 51 4 0
0 52 0 1
0 54 -1 4
0 55 1 0
0 56 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth b3 c3 d3
2
54 0
78 1
6
0 51 4 0
0 52 0 1
0 57 -1 4
0 58 1 0
0 59 -1 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth b3 c3 d3 e3
3
54 0
57 0
78 1
8
0 51 4 0
0 52 0 1
0 60 -1 4
0 61 1 0
0 62 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide4 white black orth b3 c3 d3 e3 f3
4
54 0
57 0
60 0
78 1
6
0 51 4 0
0 52 0 1
0 63 -1 4
0 64 1 0
0 65 -1 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth b3 c3 d3 e3 f3 g3
5
54 0
57 0
60 0
63 0
78 1
6
0 51 4 0
0 52 0 1
0 66 -1 4
0 67 1 0
0 68 -1 1
0 72 0 1
1
end_operator
begin_operator
slide6 white black orth b3 c3 d3 e3 f3 g3 h3
6
54 0
57 0
60 0
63 0
66 0
78 1
7
0 51 4 0
0 52 0 1
0 69 -1 4
0 70 1 0
0 71 -1 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide1 white black orth b3 b2
1
78 1
6
0 27 -1 4
0 28 1 0
0 29 -1 1
0 51 4 0
0 52 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth b3 b2 b1
2
27 0
78 1
6
0 3 -1 4
0 4 1 0
0 5 -1 1
0 51 4 0
0 52 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth b3 a3
1
78 1
7
0 48 -1 4
0 49 1 0
0 50 -1 1
0 51 4 0
0 52 0 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth c3 d3
1
78 1
6
0 54 4 0
0 55 0 1
0 57 -1 4
0 58 1 0
0 59 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth c3 d3 e3
2
57 0
78 1
8
0 54 4 0
0 55 0 1
0 60 -1 4
0 61 1 0
0 62 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide3 white black orth c3 d3 e3 f3
3
57 0
60 0
78 1
6
0 54 4 0
0 55 0 1
0 63 -1 4
0 64 1 0
0 65 -1 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth c3 d3 e3 f3 g3
4
57 0
60 0
63 0
78 1
6
0 54 4 0
0 55 0 1
0 66 -1 4
0 67 1 0
0 68 -1 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth c3 d3 e3 f3 g3 h3
5
57 0
60 0
63 0
66 0
78 1
7
0 54 4 0
0 55 0 1
0 69 -1 4
0 70 1 0
0 71 -1 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide1 white black orth c3 c2
1
78 1
6
0 30 -1 4
0 31 1 0
0 32 -1 1
0 54 4 0
0 55 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth c3 c2 c1
2
30 0
78 1
6
0 6 -1 4
0 7 1 0
0 8 -1 1
0 54 4 0
0 55 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth c3 b3
1
78 1
6
0 51 -1 4
0 52 1 0
0 53 -1 1
0 54 4 0
0 55 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth c3 b3 a3
2
51 0
78 1
7
0 48 -1 4
0 49 1 0
0 50 -1 1
0 54 4 0
0 55 0 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth d3 e3
1
78 1
8
0 57 4 0
0 58 0 1
0 60 -1 4
0 61 1 0
0 62 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide2 white black orth d3 e3 f3
2
60 0
78 1
6
0 57 4 0
0 58 0 1
0 63 -1 4
0 64 1 0
0 65 -1 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth d3 e3 f3 g3
3
60 0
63 0
78 1
6
0 57 4 0
0 58 0 1
0 66 -1 4
0 67 1 0
0 68 -1 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth d3 e3 f3 g3 h3
4
60 0
63 0
66 0
78 1
7
0 57 4 0
0 58 0 1
0 69 -1 4
0 70 1 0
0 71 -1 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide1 white black orth d3 d2
1
78 1
6
0 33 -1 4
0 34 1 0
0 35 -1 1
0 57 4 0
0 58 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth d3 d2 d1
2
33 0
78 1
6
0 9 -1 4
0 10 1 0
0 11 -1 1
0 57 4 0
0 58 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth d3 c3
1
78 1
6
0 54 -1 4
0 55 1 0
0 56 -1 1
0 57 4 0
0 58 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth d3 c3 b3
2
54 0
78 1
6
0 51 -1 4
0 52 1 0
0 53 -1 1
0 57 4 0
0 58 0 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth d3 c3 b3 a3
3
51 0
54 0
78 1
7
0 48 -1 4
0 49 1 0
0 50 -1 1
0 57 4 0
0 58 0 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth e3 f3
1
78 1
8
0 60 4 0
0 61 0 1
0 63 -1 4
0 64 1 0
0 65 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide2 white black orth e3 f3 g3
2
63 0
78 1
8
0 60 4 0
0 61 0 1
0 66 -1 4
0 67 1 0
0 68 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide3 white black orth e3 f3 g3 h3
3
63 0
66 0
78 1
8
0 60 4 0
0 61 0 1
0 69 -1 4
0 70 1 0
0 71 -1 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth e3 e2
1
78 1
8
0 36 -1 4
0 37 1 0
0 38 -1 1
0 60 4 0
0 61 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide2 white black orth e3 e2 e1
2
36 0
78 1
10
0 12 -1 4
0 13 1 0
0 14 -1 1
0 60 4 0
0 61 0 1
0 72 0 1
0 73 -1 1
0 74 -1 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth e3 d3
1
78 1
8
0 57 -1 4
0 58 1 0
0 59 -1 1
0 60 4 0
0 61 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide2 white black orth e3 d3 c3
2
57 0
78 1
8
0 54 -1 4
0 55 1 0
0 56 -1 1
0 60 4 0
0 61 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide3 white black orth e3 d3 c3 b3
3
54 0
57 0
78 1
8
0 51 -1 4
0 52 1 0
0 53 -1 1
0 60 4 0
0 61 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide4 white black orth e3 d3 c3 b3 a3
4
51 0
54 0
57 0
78 1
8
0 48 -1 4
0 49 1 0
0 50 -1 1
0 60 4 0
0 61 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth f3 g3
1
78 1
6
0 63 4 0
0 64 0 1
0 66 -1 4
0 67 1 0
0 68 -1 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth f3 g3 h3
2
66 0
78 1
7
0 63 4 0
0 64 0 1
0 69 -1 4
0 70 1 0
0 71 -1 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide1 white black orth f3 f2
1
78 1
6
0 39 -1 4
0 40 1 0
0 41 -1 1
0 63 4 0
0 64 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth f3 f2 f1
2
39 0
78 1
6
0 15 -1 4
0 16 1 0
0 17 -1 1
0 63 4 0
0 64 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth f3 e3
1
78 1
8
0 60 -1 4
0 61 1 0
0 62 -1 1
0 63 4 0
0 64 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide2 white black orth f3 e3 d3
2
60 0
78 1
6
0 57 -1 4
0 58 1 0
0 59 -1 1
0 63 4 0
0 64 0 1
0 72 0 1
1
end_operator
begin_operator
slide3 white black orth f3 e3 d3 c3
3
57 0
60 0
78 1
6
0 54 -1 4
0 55 1 0
0 56 -1 1
0 63 4 0
0 64 0 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth f3 e3 d3 c3 b3
4
54 0
57 0
60 0
78 1
6
0 51 -1 4
0 52 1 0
0 53 -1 1
0 63 4 0
0 64 0 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth f3 e3 d3 c3 b3 a3
5
51 0
54 0
57 0
60 0
78 1
7
0 48 -1 4
0 49 1 0
0 50 -1 1
0 63 4 0
0 64 0 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth g3 h3
1
78 1
7
0 66 4 0
0 67 0 1
0 69 -1 4
0 70 1 0
0 71 -1 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide1 white black orth g3 g2
1
78 1
6
0 42 -1 4
0 43 1 0
0 44 -1 1
0 66 4 0
0 67 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth g3 g2 g1
2
42 0
78 1
6
0 18 -1 4
0 19 1 0
0 20 -1 1
0 66 4 0
0 67 0 1
0 72 0 1
1
end_operator
begin_operator
slide1 white black orth g3 f3
1
78 1
6
0 63 -1 4
0 64 1 0
0 65 -1 1
0 66 4 0
0 67 0 1
0 72 0 1
1
end_operator
begin_operator
slide2 white black orth g3 f3 e3
2
63 0
78 1
8
0 60 -1 4
0 61 1 0
0 62 -1 1
0 66 4 0
0 67 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide3 white black orth g3 f3 e3 d3
3
60 0
63 0
78 1
6
0 57 -1 4
0 58 1 0
0 59 -1 1
0 66 4 0
0 67 0 1
0 72 0 1
1
end_operator
begin_operator
slide4 white black orth g3 f3 e3 d3 c3
4
57 0
60 0
63 0
78 1
6
0 54 -1 4
0 55 1 0
0 56 -1 1
0 66 4 0
0 67 0 1
0 72 0 1
1
end_operator
begin_operator
slide5 white black orth g3 f3 e3 d3 c3 b3
5
54 0
57 0
60 0
63 0
78 1
6
0 51 -1 4
0 52 1 0
0 53 -1 1
0 66 4 0
0 67 0 1
0 72 0 1
1
end_operator
begin_operator
slide6 white black orth g3 f3 e3 d3 c3 b3 a3
6
51 0
54 0
57 0
60 0
63 0
78 1
7
0 48 -1 4
0 49 1 0
0 50 -1 1
0 66 4 0
0 67 0 1
0 72 0 1
0 76 -1 1
1
end_operator
begin_operator
slide1 white black orth h3 h2
1
78 1
7
0 45 -1 4
0 46 1 0
0 47 -1 1
0 69 4 0
0 70 0 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide2 white black orth h3 h2 h1
2
45 0
78 1
8
0 21 -1 4
0 22 1 0
0 23 -1 1
0 69 4 0
0 70 0 1
0 72 0 1
0 73 -1 1
0 75 -1 1
1
end_operator
begin_operator
slide1 white black orth h3 g3
1
78 1
7
0 66 -1 4
0 67 1 0
0 68 -1 1
0 69 4 0
0 70 0 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide2 white black orth h3 g3 f3
2
66 0
78 1
7
0 63 -1 4
0 64 1 0
0 65 -1 1
0 69 4 0
0 70 0 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide3 white black orth h3 g3 f3 e3
3
63 0
66 0
78 1
8
0 60 -1 4
0 61 1 0
0 62 -1 1
0 69 4 0
0 70 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide4 white black orth h3 g3 f3 e3 d3
4
60 0
63 0
66 0
78 1
7
0 57 -1 4
0 58 1 0
0 59 -1 1
0 69 4 0
0 70 0 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide5 white black orth h3 g3 f3 e3 d3 c3
5
57 0
60 0
63 0
66 0
78 1
7
0 54 -1 4
0 55 1 0
0 56 -1 1
0 69 4 0
0 70 0 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide6 white black orth h3 g3 f3 e3 d3 c3 b3
6
54 0
57 0
60 0
63 0
66 0
78 1
7
0 51 -1 4
0 52 1 0
0 53 -1 1
0 69 4 0
0 70 0 1
0 72 0 1
0 75 -1 1
1
end_operator
begin_operator
slide7 white black orth h3 g3 f3 e3 d3 c3 b3 a3
7
51 0
54 0
57 0
60 0
63 0
66 0
78 1
8
0 48 -1 4
0 49 1 0
0 50 -1 1
0 69 4 0
0 70 0 1
0 72 0 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
castle-kingside white black e1 f1 g1 h1
3
78 1
79 1
80 1
11
0 12 6 0
0 13 0 1
0 15 0 4
0 16 -1 0
0 18 0 6
0 19 -1 0
0 21 4 0
0 22 0 1
0 72 0 1
0 73 0 1
0 74 -1 1
1
end_operator
begin_operator
castle-queenside white black e1 d1 c1 b1 a1
4
3 0
78 1
79 1
81 1
11
0 0 4 0
0 1 0 1
0 6 0 6
0 7 -1 0
0 9 0 4
0 10 -1 0
0 12 6 0
0 13 0 1
0 72 0 1
0 73 -1 1
0 74 0 1
1
end_operator
begin_operator
leap black white king a1 b1
1
77 1
7
0 0 6 0
0 2 0 1
0 3 -1 6
0 4 -1 1
0 5 1 0
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
leap black white king a1 a2
1
77 1
7
0 0 6 0
0 2 0 1
0 24 -1 6
0 25 -1 1
0 26 1 0
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
leap black white king a1 b2
1
77 1
7
0 0 6 0
0 2 0 1
0 27 -1 6
0 28 -1 1
0 29 1 0
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
leap black white king b1 a1
1
77 1
7
0 0 -1 6
0 1 -1 1
0 2 1 0
0 3 6 0
0 5 0 1
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
leap black white king b1 c1
1
77 1
6
0 3 6 0
0 5 0 1
0 6 -1 6
0 7 -1 1
0 8 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king b1 a2
1
77 1
6
0 3 6 0
0 5 0 1
0 24 -1 6
0 25 -1 1
0 26 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king b1 b2
1
77 1
6
0 3 6 0
0 5 0 1
0 27 -1 6
0 28 -1 1
0 29 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king b1 c2
1
77 1
6
0 3 6 0
0 5 0 1
0 30 -1 6
0 31 -1 1
0 32 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king c1 b1
1
77 1
6
0 3 -1 6
0 4 -1 1
0 5 1 0
0 6 6 0
0 8 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king c1 d1
1
77 1
6
0 6 6 0
0 8 0 1
0 9 -1 6
0 10 -1 1
0 11 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king c1 b2
1
77 1
6
0 6 6 0
0 8 0 1
0 27 -1 6
0 28 -1 1
0 29 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king c1 c2
1
77 1
6
0 6 6 0
0 8 0 1
0 30 -1 6
0 31 -1 1
0 32 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king c1 d2
1
77 1
6
0 6 6 0
0 8 0 1
0 33 -1 6
0 34 -1 1
0 35 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king d1 c1
1
77 1
6
0 6 -1 6
0 7 -1 1
0 8 1 0
0 9 6 0
0 11 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king d1 e1
1
77 1
8
0 9 6 0
0 11 0 1
0 12 -1 6
0 13 -1 1
0 14 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap black white king d1 c2
1
77 1
6
0 9 6 0
0 11 0 1
0 30 -1 6
0 31 -1 1
0 32 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king d1 d2
1
77 1
6
0 9 6 0
0 11 0 1
0 33 -1 6
0 34 -1 1
0 35 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king d1 e2
1
77 1
6
0 9 6 0
0 11 0 1
0 36 -1 6
0 37 -1 1
0 38 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king e1 d1
1
77 1
8
0 9 -1 6
0 10 -1 1
0 11 1 0
0 12 6 0
0 14 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap black white king e1 f1
1
77 1
8
0 12 6 0
0 14 0 1
0 15 -1 6
0 16 -1 1
0 17 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap black white king e1 d2
1
77 1
8
0 12 6 0
0 14 0 1
0 33 -1 6
0 34 -1 1
0 35 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap black white king e1 e2
1
77 1
8
0 12 6 0
0 14 0 1
0 36 -1 6
0 37 -1 1
0 38 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap black white king e1 f2
1
77 1
8
0 12 6 0
0 14 0 1
0 39 -1 6
0 40 -1 1
0 41 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap black white king f1 e1
1
77 1
8
0 12 -1 6
0 13 -1 1
0 14 1 0
0 15 6 0
0 17 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap black white king f1 g1
1
77 1
6
0 15 6 0
0 17 0 1
0 18 -1 6
0 19 -1 1
0 20 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king f1 e2
1
77 1
6
0 15 6 0
0 17 0 1
0 36 -1 6
0 37 -1 1
0 38 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king f1 f2
1
77 1
6
0 15 6 0
0 17 0 1
0 39 -1 6
0 40 -1 1
0 41 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king f1 g2
1
77 1
6
0 15 6 0
0 17 0 1
0 42 -1 6
0 43 -1 1
0 44 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king g1 f1
1
77 1
6
0 15 -1 6
0 16 -1 1
0 17 1 0
0 18 6 0
0 20 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king g1 h1
1
77 1
7
0 18 6 0
0 20 0 1
0 21 -1 6
0 22 -1 1
0 23 1 0
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
leap black white king g1 f2
1
77 1
6
0 18 6 0
0 20 0 1
0 39 -1 6
0 40 -1 1
0 41 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king g1 g2
1
77 1
6
0 18 6 0
0 20 0 1
0 42 -1 6
0 43 -1 1
0 44 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king g1 h2
1
77 1
6
0 18 6 0
0 20 0 1
0 45 -1 6
0 46 -1 1
0 47 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king h1 g1
1
77 1
7
0 18 -1 6
0 19 -1 1
0 20 1 0
0 21 6 0
0 23 0 1
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
leap black white king h1 g2
1
77 1
7
0 21 6 0
0 23 0 1
0 42 -1 6
0 43 -1 1
0 44 1 0
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
leap black white king h1 h2
1
77 1
7
0 21 6 0
0 23 0 1
0 45 -1 6
0 46 -1 1
0 47 1 0
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
leap black white king a2 a1
1
77 1
7
0 0 -1 6
0 1 -1 1
0 2 1 0
0 24 6 0
0 26 0 1
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
leap black white king a2 b1
1
77 1
6
0 3 -1 6
0 4 -1 1
0 5 1 0
0 24 6 0
0 26 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king a2 b2
1
77 1
6
0 24 6 0
0 26 0 1
0 27 -1 6
0 28 -1 1
0 29 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king a2 a3
1
77 1
7
0 24 6 0
0 26 0 1
0 48 -1 6
0 49 -1 1
0 50 1 0
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
leap black white king a2 b3
1
77 1
6
0 24 6 0
0 26 0 1
0 51 -1 6
0 52 -1 1
0 53 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king b2 a1
1
77 1
7
0 0 -1 6
0 1 -1 1
0 2 1 0
0 27 6 0
0 29 0 1
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
leap black white king b2 b1
1
77 1
6
0 3 -1 6
0 4 -1 1
0 5 1 0
0 27 6 0
0 29 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king b2 c1
1
77 1
6
0 6 -1 6
0 7 -1 1
0 8 1 0
0 27 6 0
0 29 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king b2 a2
1
77 1
6
0 24 -1 6
0 25 -1 1
0 26 1 0
0 27 6 0
0 29 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king b2 c2
1
77 1
6
0 27 6 0
0 29 0 1
0 30 -1 6
0 31 -1 1
0 32 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king b2 a3
1
77 1
7
0 27 6 0
0 29 0 1
0 48 -1 6
0 49 -1 1
0 50 1 0
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
leap black white king b2 b3
1
77 1
6
0 27 6 0
0 29 0 1
0 51 -1 6
0 52 -1 1
0 53 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king b2 c3
1
77 1
6
0 27 6 0
0 29 0 1
0 54 -1 6
0 55 -1 1
0 56 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king c2 b1
1
77 1
6
0 3 -1 6
0 4 -1 1
0 5 1 0
0 30 6 0
0 32 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king c2 c1
1
77 1
6
0 6 -1 6
0 7 -1 1
0 8 1 0
0 30 6 0
0 32 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king c2 d1
1
77 1
6
0 9 -1 6
0 10 -1 1
0 11 1 0
0 30 6 0
0 32 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king c2 b2
1
77 1
6
0 27 -1 6
0 28 -1 1
0 29 1 0
0 30 6 0
0 32 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king c2 d2
1
77 1
6
0 30 6 0
0 32 0 1
0 33 -1 6
0 34 -1 1
0 35 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king c2 b3
1
77 1
6
0 30 6 0
0 32 0 1
0 51 -1 6
0 52 -1 1
0 53 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king c2 c3
1
77 1
6
0 30 6 0
0 32 0 1
0 54 -1 6
0 55 -1 1
0 56 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king c2 d3
1
77 1
6
0 30 6 0
0 32 0 1
0 57 -1 6
0 58 -1 1
0 59 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king d2 c1
1
77 1
6
0 6 -1 6
0 7 -1 1
0 8 1 0
0 33 6 0
0 35 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king d2 d1
1
77 1
6
0 9 -1 6
0 10 -1 1
0 11 1 0
0 33 6 0
0 35 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king d2 e1
1
77 1
8
0 12 -1 6
0 13 -1 1
0 14 1 0
0 33 6 0
0 35 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap black white king d2 c2
1
77 1
6
0 30 -1 6
0 31 -1 1
0 32 1 0
0 33 6 0
0 35 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king d2 e2
1
77 1
6
0 33 6 0
0 35 0 1
0 36 -1 6
0 37 -1 1
0 38 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king d2 c3
1
77 1
6
0 33 6 0
0 35 0 1
0 54 -1 6
0 55 -1 1
0 56 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king d2 d3
1
77 1
6
0 33 6 0
0 35 0 1
0 57 -1 6
0 58 -1 1
0 59 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king d2 e3
1
77 1
8
0 33 6 0
0 35 0 1
0 60 -1 6
0 61 -1 1
0 62 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap black white king e2 d1
1
77 1
6
0 9 -1 6
0 10 -1 1
0 11 1 0
0 36 6 0
0 38 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king e2 e1
1
77 1
8
0 12 -1 6
0 13 -1 1
0 14 1 0
0 36 6 0
0 38 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap black white king e2 f1
1
77 1
6
0 15 -1 6
0 16 -1 1
0 17 1 0
0 36 6 0
0 38 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king e2 d2
1
77 1
6
0 33 -1 6
0 34 -1 1
0 35 1 0
0 36 6 0
0 38 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king e2 f2
1
77 1
6
0 36 6 0
0 38 0 1
0 39 -1 6
0 40 -1 1
0 41 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king e2 d3
1
77 1
6
0 36 6 0
0 38 0 1
0 57 -1 6
0 58 -1 1
0 59 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king e2 e3
1
77 1
8
0 36 6 0
0 38 0 1
0 60 -1 6
0 61 -1 1
0 62 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap black white king e2 f3
1
77 1
6
0 36 6 0
0 38 0 1
0 63 -1 6
0 64 -1 1
0 65 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king f2 e1
1
77 1
8
0 12 -1 6
0 13 -1 1
0 14 1 0
0 39 6 0
0 41 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
leap black white king f2 f1
1
77 1
6
0 15 -1 6
0 16 -1 1
0 17 1 0
0 39 6 0
0 41 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king f2 g1
1
77 1
6
0 18 -1 6
0 19 -1 1
0 20 1 0
0 39 6 0
0 41 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king f2 e2
1
77 1
6
0 36 -1 6
0 37 -1 1
0 38 1 0
0 39 6 0
0 41 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king f2 g2
1
77 1
6
0 39 6 0
0 41 0 1
0 42 -1 6
0 43 -1 1
0 44 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king f2 e3
1
77 1
8
0 39 6 0
0 41 0 1
0 60 -1 6
0 61 -1 1
0 62 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap black white king f2 f3
1
77 1
6
0 39 6 0
0 41 0 1
0 63 -1 6
0 64 -1 1
0 65 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king f2 g3
1
77 1
6
0 39 6 0
0 41 0 1
0 66 -1 6
0 67 -1 1
0 68 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king g2 f1
1
77 1
6
0 15 -1 6
0 16 -1 1
0 17 1 0
0 42 6 0
0 44 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king g2 g1
1
77 1
6
0 18 -1 6
0 19 -1 1
0 20 1 0
0 42 6 0
0 44 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king g2 h1
1
77 1
7
0 21 -1 6
0 22 -1 1
0 23 1 0
0 42 6 0
0 44 0 1
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
leap black white king g2 f2
1
77 1
6
0 39 -1 6
0 40 -1 1
0 41 1 0
0 42 6 0
0 44 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king g2 h2
1
77 1
6
0 42 6 0
0 44 0 1
0 45 -1 6
0 46 -1 1
0 47 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king g2 f3
1
77 1
6
0 42 6 0
0 44 0 1
0 63 -1 6
0 64 -1 1
0 65 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king g2 g3
1
77 1
6
0 42 6 0
0 44 0 1
0 66 -1 6
0 67 -1 1
0 68 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king g2 h3
1
77 1
7
0 42 6 0
0 44 0 1
0 69 -1 6
0 70 -1 1
0 71 1 0
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
leap black white king h2 g1
1
77 1
6
0 18 -1 6
0 19 -1 1
0 20 1 0
0 45 6 0
0 47 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king h2 h1
1
77 1
7
0 21 -1 6
0 22 -1 1
0 23 1 0
0 45 6 0
0 47 0 1
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
leap black white king h2 g2
1
77 1
6
0 42 -1 6
0 43 -1 1
0 44 1 0
0 45 6 0
0 47 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king h2 g3
1
77 1
6
0 45 6 0
0 47 0 1
0 66 -1 6
0 67 -1 1
0 68 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king h2 h3
1
77 1
7
0 45 6 0
0 47 0 1
0 69 -1 6
0 70 -1 1
0 71 1 0
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
leap black white king a3 a2
1
77 1
7
0 24 -1 6
0 25 -1 1
0 26 1 0
0 48 6 0
0 50 0 1
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
leap black white king a3 b2
1
77 1
7
0 27 -1 6
0 28 -1 1
0 29 1 0
0 48 6 0
0 50 0 1
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
leap black white king a3 b3
1
77 1
7
0 48 6 0
0 50 0 1
0 51 -1 6
0 52 -1 1
0 53 1 0
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
leap black white king b3 a2
1
77 1
6
0 24 -1 6
0 25 -1 1
0 26 1 0
0 51 6 0
0 53 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king b3 b2
1
77 1
6
0 27 -1 6
0 28 -1 1
0 29 1 0
0 51 6 0
0 53 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king b3 c2
1
77 1
6
0 30 -1 6
0 31 -1 1
0 32 1 0
0 51 6 0
0 53 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king b3 a3
1
77 1
7
0 48 -1 6
0 49 -1 1
0 50 1 0
0 51 6 0
0 53 0 1
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
leap black white king b3 c3
1
77 1
6
0 51 6 0
0 53 0 1
0 54 -1 6
0 55 -1 1
0 56 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king c3 b2
1
77 1
6
0 27 -1 6
0 28 -1 1
0 29 1 0
0 54 6 0
0 56 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king c3 c2
1
77 1
6
0 30 -1 6
0 31 -1 1
0 32 1 0
0 54 6 0
0 56 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king c3 d2
1
77 1
6
0 33 -1 6
0 34 -1 1
0 35 1 0
0 54 6 0
0 56 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king c3 b3
1
77 1
6
0 51 -1 6
0 52 -1 1
0 53 1 0
0 54 6 0
0 56 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king c3 d3
1
77 1
6
0 54 6 0
0 56 0 1
0 57 -1 6
0 58 -1 1
0 59 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king d3 c2
1
77 1
6
0 30 -1 6
0 31 -1 1
0 32 1 0
0 57 6 0
0 59 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king d3 d2
1
77 1
6
0 33 -1 6
0 34 -1 1
0 35 1 0
0 57 6 0
0 59 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king d3 e2
1
77 1
6
0 36 -1 6
0 37 -1 1
0 38 1 0
0 57 6 0
0 59 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king d3 c3
1
77 1
6
0 54 -1 6
0 55 -1 1
0 56 1 0
0 57 6 0
0 59 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king d3 e3
1
77 1
8
0 57 6 0
0 59 0 1
0 60 -1 6
0 61 -1 1
0 62 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap black white king e3 d2
1
77 1
8
0 33 -1 6
0 34 -1 1
0 35 1 0
0 60 6 0
0 62 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap black white king e3 e2
1
77 1
8
0 36 -1 6
0 37 -1 1
0 38 1 0
0 60 6 0
0 62 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap black white king e3 f2
1
77 1
8
0 39 -1 6
0 40 -1 1
0 41 1 0
0 60 6 0
0 62 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap black white king e3 d3
1
77 1
8
0 57 -1 6
0 58 -1 1
0 59 1 0
0 60 6 0
0 62 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap black white king e3 f3
1
77 1
8
0 60 6 0
0 62 0 1
0 63 -1 6
0 64 -1 1
0 65 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap black white king f3 e2
1
77 1
6
0 36 -1 6
0 37 -1 1
0 38 1 0
0 63 6 0
0 65 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king f3 f2
1
77 1
6
0 39 -1 6
0 40 -1 1
0 41 1 0
0 63 6 0
0 65 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king f3 g2
1
77 1
6
0 42 -1 6
0 43 -1 1
0 44 1 0
0 63 6 0
0 65 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king f3 e3
1
77 1
8
0 60 -1 6
0 61 -1 1
0 62 1 0
0 63 6 0
0 65 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
leap black white king f3 g3
1
77 1
6
0 63 6 0
0 65 0 1
0 66 -1 6
0 67 -1 1
0 68 1 0
0 72 1 0
1
end_operator
begin_operator
leap black white king g3 f2
1
77 1
6
0 39 -1 6
0 40 -1 1
0 41 1 0
0 66 6 0
0 68 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king g3 g2
1
77 1
6
0 42 -1 6
0 43 -1 1
0 44 1 0
0 66 6 0
0 68 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king g3 h2
1
77 1
6
0 45 -1 6
0 46 -1 1
0 47 1 0
0 66 6 0
0 68 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king g3 f3
1
77 1
6
0 63 -1 6
0 64 -1 1
0 65 1 0
0 66 6 0
0 68 0 1
0 72 1 0
1
end_operator
begin_operator
leap black white king g3 h3
1
77 1
7
0 66 6 0
0 68 0 1
0 69 -1 6
0 70 -1 1
0 71 1 0
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
leap black white king h3 g2
1
77 1
7
0 42 -1 6
0 43 -1 1
0 44 1 0
0 69 6 0
0 71 0 1
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
leap black white king h3 h2
1
77 1
7
0 45 -1 6
0 46 -1 1
0 47 1 0
0 69 6 0
0 71 0 1
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
leap black white king h3 g3
1
77 1
7
0 66 -1 6
0 67 -1 1
0 68 1 0
0 69 6 0
0 71 0 1
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide1 black white orth a1 a2
1
77 1
7
0 0 4 0
0 2 0 1
0 24 -1 4
0 25 -1 1
0 26 1 0
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
slide2 black white orth a1 a2 a3
2
24 0
77 1
8
0 0 4 0
0 2 0 1
0 48 -1 4
0 49 -1 1
0 50 1 0
0 72 1 0
0 74 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth a1 b1
1
77 1
7
0 0 4 0
0 2 0 1
0 3 -1 4
0 4 -1 1
0 5 1 0
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
slide2 black white orth a1 b1 c1
2
3 0
77 1
7
0 0 4 0
0 2 0 1
0 6 -1 4
0 7 -1 1
0 8 1 0
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
slide3 black white orth a1 b1 c1 d1
3
3 0
6 0
77 1
7
0 0 4 0
0 2 0 1
0 9 -1 4
0 10 -1 1
0 11 1 0
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
slide4 black white orth a1 b1 c1 d1 e1
4
3 0
6 0
9 0
77 1
8
0 0 4 0
0 2 0 1
0 12 -1 4
0 13 -1 1
0 14 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide5 black white orth a1 b1 c1 d1 e1 f1
5
3 0
6 0
9 0
12 0
77 1
7
0 0 4 0
0 2 0 1
0 15 -1 4
0 16 -1 1
0 17 1 0
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
slide6 black white orth a1 b1 c1 d1 e1 f1 g1
6
3 0
6 0
9 0
12 0
15 0
77 1
7
0 0 4 0
0 2 0 1
0 18 -1 4
0 19 -1 1
0 20 1 0
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
slide7 black white orth a1 b1 c1 d1 e1 f1 g1 h1
7
3 0
6 0
9 0
12 0
15 0
18 0
77 1
8
0 0 4 0
0 2 0 1
0 21 -1 4
0 22 -1 1
0 23 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide1 black white orth b1 b2
1
77 1
6
0 3 4 0
0 5 0 1
0 27 -1 4
0 28 -1 1
0 29 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth b1 b2 b3
2
27 0
77 1
6
0 3 4 0
0 5 0 1
0 51 -1 4
0 52 -1 1
0 53 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth b1 c1
1
77 1
6
0 3 4 0
0 5 0 1
0 6 -1 4
0 7 -1 1
0 8 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth b1 c1 d1
2
6 0
77 1
6
0 3 4 0
0 5 0 1
0 9 -1 4
0 10 -1 1
0 11 1 0
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth b1 c1 d1 e1
3
6 0
9 0
77 1
8
0 3 4 0
0 5 0 1
0 12 -1 4
0 13 -1 1
0 14 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide4 black white orth b1 c1 d1 e1 f1
4
6 0
9 0
12 0
77 1
6
0 3 4 0
0 5 0 1
0 15 -1 4
0 16 -1 1
0 17 1 0
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth b1 c1 d1 e1 f1 g1
5
6 0
9 0
12 0
15 0
77 1
6
0 3 4 0
0 5 0 1
0 18 -1 4
0 19 -1 1
0 20 1 0
0 72 1 0
1
end_operator
begin_operator
slide6 black white orth b1 c1 d1 e1 f1 g1 h1
6
6 0
9 0
12 0
15 0
18 0
77 1
7
0 3 4 0
0 5 0 1
0 21 -1 4
0 22 -1 1
0 23 1 0
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
slide1 black white orth b1 a1
1
77 1
7
0 0 -1 4
0 1 -1 1
0 2 1 0
0 3 4 0
0 5 0 1
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
slide1 black white orth c1 c2
1
77 1
6
0 6 4 0
0 8 0 1
0 30 -1 4
0 31 -1 1
0 32 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth c1 c2 c3
2
30 0
77 1
6
0 6 4 0
0 8 0 1
0 54 -1 4
0 55 -1 1
0 56 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth c1 d1
1
77 1
6
0 6 4 0
0 8 0 1
0 9 -1 4
0 10 -1 1
0 11 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth c1 d1 e1
2
9 0
77 1
8
0 6 4 0
0 8 0 1
0 12 -1 4
0 13 -1 1
0 14 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide3 black white orth c1 d1 e1 f1
3
9 0
12 0
77 1
6
0 6 4 0
0 8 0 1
0 15 -1 4
0 16 -1 1
0 17 1 0
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth c1 d1 e1 f1 g1
4
9 0
12 0
15 0
77 1
6
0 6 4 0
0 8 0 1
0 18 -1 4
0 19 -1 1
0 20 1 0
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth c1 d1 e1 f1 g1 h1
5
9 0
12 0
15 0
18 0
77 1
7
0 6 4 0
0 8 0 1
0 21 -1 4
0 22 -1 1
0 23 1 0
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
slide1 black white orth c1 b1
1
77 1
6
0 3 -1 4
0 4 -1 1
0 5 1 0
0 6 4 0
0 8 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth c1 b1 a1
2
3 0
77 1
7
0 0 -1 4
0 1 -1 1
0 2 1 0
0 6 4 0
0 8 0 1
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
slide1 black white orth d1 d2
1
77 1
6
0 9 4 0
0 11 0 1
0 33 -1 4
0 34 -1 1
0 35 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth d1 d2 d3
2
33 0
77 1
6
0 9 4 0
0 11 0 1
0 57 -1 4
0 58 -1 1
0 59 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth d1 e1
1
77 1
8
0 9 4 0
0 11 0 1
0 12 -1 4
0 13 -1 1
0 14 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide2 black white orth d1 e1 f1
2
12 0
77 1
6
0 9 4 0
0 11 0 1
0 15 -1 4
0 16 -1 1
0 17 1 0
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth d1 e1 f1 g1
3
12 0
15 0
77 1
6
0 9 4 0
0 11 0 1
0 18 -1 4
0 19 -1 1
0 20 1 0
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth d1 e1 f1 g1 h1
4
12 0
15 0
18 0
77 1
7
0 9 4 0
0 11 0 1
0 21 -1 4
0 22 -1 1
0 23 1 0
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
slide1 black white orth d1 c1
1
77 1
6
0 6 -1 4
0 7 -1 1
0 8 1 0
0 9 4 0
0 11 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth d1 c1 b1
2
6 0
77 1
6
0 3 -1 4
0 4 -1 1
0 5 1 0
0 9 4 0
0 11 0 1
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth d1 c1 b1 a1
3
3 0
6 0
77 1
7
0 0 -1 4
0 1 -1 1
0 2 1 0
0 9 4 0
0 11 0 1
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
slide1 black white orth e1 e2
1
77 1
8
0 12 4 0
0 14 0 1
0 36 -1 4
0 37 -1 1
0 38 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide2 black white orth e1 e2 e3
2
36 0
77 1
10
0 12 4 0
0 14 0 1
0 60 -1 4
0 61 -1 1
0 62 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth e1 f1
1
77 1
8
0 12 4 0
0 14 0 1
0 15 -1 4
0 16 -1 1
0 17 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide2 black white orth e1 f1 g1
2
15 0
77 1
8
0 12 4 0
0 14 0 1
0 18 -1 4
0 19 -1 1
0 20 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide3 black white orth e1 f1 g1 h1
3
15 0
18 0
77 1
8
0 12 4 0
0 14 0 1
0 21 -1 4
0 22 -1 1
0 23 1 0
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide1 black white orth e1 d1
1
77 1
8
0 9 -1 4
0 10 -1 1
0 11 1 0
0 12 4 0
0 14 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide2 black white orth e1 d1 c1
2
9 0
77 1
8
0 6 -1 4
0 7 -1 1
0 8 1 0
0 12 4 0
0 14 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide3 black white orth e1 d1 c1 b1
3
6 0
9 0
77 1
8
0 3 -1 4
0 4 -1 1
0 5 1 0
0 12 4 0
0 14 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide4 black white orth e1 d1 c1 b1 a1
4
3 0
6 0
9 0
77 1
8
0 0 -1 4
0 1 -1 1
0 2 1 0
0 12 4 0
0 14 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide1 black white orth f1 f2
1
77 1
6
0 15 4 0
0 17 0 1
0 39 -1 4
0 40 -1 1
0 41 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth f1 f2 f3
2
39 0
77 1
6
0 15 4 0
0 17 0 1
0 63 -1 4
0 64 -1 1
0 65 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth f1 g1
1
77 1
6
0 15 4 0
0 17 0 1
0 18 -1 4
0 19 -1 1
0 20 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth f1 g1 h1
2
18 0
77 1
7
0 15 4 0
0 17 0 1
0 21 -1 4
0 22 -1 1
0 23 1 0
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
slide1 black white orth f1 e1
1
77 1
8
0 12 -1 4
0 13 -1 1
0 14 1 0
0 15 4 0
0 17 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide2 black white orth f1 e1 d1
2
12 0
77 1
6
0 9 -1 4
0 10 -1 1
0 11 1 0
0 15 4 0
0 17 0 1
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth f1 e1 d1 c1
3
9 0
12 0
77 1
6
0 6 -1 4
0 7 -1 1
0 8 1 0
0 15 4 0
0 17 0 1
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth f1 e1 d1 c1 b1
4
6 0
9 0
12 0
77 1
6
0 3 -1 4
0 4 -1 1
0 5 1 0
0 15 4 0
0 17 0 1
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth f1 e1 d1 c1 b1 a1
5
3 0
6 0
9 0
12 0
77 1
7
0 0 -1 4
0 1 -1 1
0 2 1 0
0 15 4 0
0 17 0 1
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
slide1 black white orth g1 g2
1
77 1
6
0 18 4 0
0 20 0 1
0 42 -1 4
0 43 -1 1
0 44 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth g1 g2 g3
2
42 0
77 1
6
0 18 4 0
0 20 0 1
0 66 -1 4
0 67 -1 1
0 68 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth g1 h1
1
77 1
7
0 18 4 0
0 20 0 1
0 21 -1 4
0 22 -1 1
0 23 1 0
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
slide1 black white orth g1 f1
1
77 1
6
0 15 -1 4
0 16 -1 1
0 17 1 0
0 18 4 0
0 20 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth g1 f1 e1
2
15 0
77 1
8
0 12 -1 4
0 13 -1 1
0 14 1 0
0 18 4 0
0 20 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide3 black white orth g1 f1 e1 d1
3
12 0
15 0
77 1
6
0 9 -1 4
0 10 -1 1
0 11 1 0
0 18 4 0
0 20 0 1
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth g1 f1 e1 d1 c1
4
9 0
12 0
15 0
77 1
6
0 6 -1 4
0 7 -1 1
0 8 1 0
0 18 4 0
0 20 0 1
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth g1 f1 e1 d1 c1 b1
5
6 0
9 0
12 0
15 0
77 1
6
0 3 -1 4
0 4 -1 1
0 5 1 0
0 18 4 0
0 20 0 1
0 72 1 0
1
end_operator
begin_operator
slide6 black white orth g1 f1 e1 d1 c1 b1 a1
6
3 0
6 0
9 0
12 0
15 0
77 1
7
0 0 -1 4
0 1 -1 1
0 2 1 0
0 18 4 0
0 20 0 1
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
slide1 black white orth h1 h2
1
77 1
7
0 21 4 0
0 23 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
slide2 black white orth h1 h2 h3
2
45 0
77 1
8
0 21 4 0
0 23 0 1
0 69 -1 4
0 70 -1 1
0 71 1 0
0 72 1 0
0 73 -1 1
0 75 -1 1
1
end_operator
begin_operator
slide1 black white orth h1 g1
1
77 1
7
0 18 -1 4
0 19 -1 1
0 20 1 0
0 21 4 0
0 23 0 1
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
slide2 black white orth h1 g1 f1
2
18 0
77 1
7
0 15 -1 4
0 16 -1 1
0 17 1 0
0 21 4 0
0 23 0 1
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
slide3 black white orth h1 g1 f1 e1
3
15 0
18 0
77 1
8
0 12 -1 4
0 13 -1 1
0 14 1 0
0 21 4 0
0 23 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide4 black white orth h1 g1 f1 e1 d1
4
12 0
15 0
18 0
77 1
7
0 9 -1 4
0 10 -1 1
0 11 1 0
0 21 4 0
0 23 0 1
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
slide5 black white orth h1 g1 f1 e1 d1 c1
5
9 0
12 0
15 0
18 0
77 1
7
0 6 -1 4
0 7 -1 1
0 8 1 0
0 21 4 0
0 23 0 1
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
slide6 black white orth h1 g1 f1 e1 d1 c1 b1
6
6 0
9 0
12 0
15 0
18 0
77 1
7
0 3 -1 4
0 4 -1 1
0 5 1 0
0 21 4 0
0 23 0 1
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
slide7 black white orth h1 g1 f1 e1 d1 c1 b1 a1
7
3 0
6 0
9 0
12 0
15 0
18 0
77 1
8
0 0 -1 4
0 1 -1 1
0 2 1 0
0 21 4 0
0 23 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide1 black white orth a2 a3
1
77 1
7
0 24 4 0
0 26 0 1
0 48 -1 4
0 49 -1 1
0 50 1 0
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth a2 b2
1
77 1
6
0 24 4 0
0 26 0 1
0 27 -1 4
0 28 -1 1
0 29 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth a2 b2 c2
2
27 0
77 1
6
0 24 4 0
0 26 0 1
0 30 -1 4
0 31 -1 1
0 32 1 0
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth a2 b2 c2 d2
3
27 0
30 0
77 1
6
0 24 4 0
0 26 0 1
0 33 -1 4
0 34 -1 1
0 35 1 0
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth a2 b2 c2 d2 e2
4
27 0
30 0
33 0
77 1
6
0 24 4 0
0 26 0 1
0 36 -1 4
0 37 -1 1
0 38 1 0
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth a2 b2 c2 d2 e2 f2
5
27 0
30 0
33 0
36 0
77 1
6
0 24 4 0
0 26 0 1
0 39 -1 4
0 40 -1 1
0 41 1 0
0 72 1 0
1
end_operator
begin_operator
slide6 black white orth a2 b2 c2 d2 e2 f2 g2
6
27 0
30 0
33 0
36 0
39 0
77 1
6
0 24 4 0
0 26 0 1
0 42 -1 4
0 43 -1 1
0 44 1 0
0 72 1 0
1
end_operator
begin_operator
slide7 black white orth a2 b2 c2 d2 e2 f2 g2 h2
7
27 0
30 0
33 0
36 0
39 0
42 0
77 1
6
0 24 4 0
0 26 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth a2 a1
1
77 1
7
0 0 -1 4
0 1 -1 1
0 2 1 0
0 24 4 0
0 26 0 1
0 72 1 0
0 74 -1 1
1
end_operator
begin_operator
slide1 black white orth b2 b3
1
77 1
6
0 27 4 0
0 29 0 1
0 51 -1 4
0 52 -1 1
0 53 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth b2 c2
1
77 1
6
0 27 4 0
0 29 0 1
0 30 -1 4
0 31 -1 1
0 32 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth b2 c2 d2
2
30 0
77 1
6
0 27 4 0
0 29 0 1
0 33 -1 4
0 34 -1 1
0 35 1 0
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth b2 c2 d2 e2
3
30 0
33 0
77 1
6
0 27 4 0
0 29 0 1
0 36 -1 4
0 37 -1 1
0 38 1 0
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth b2 c2 d2 e2 f2
4
30 0
33 0
36 0
77 1
6
0 27 4 0
0 29 0 1
0 39 -1 4
0 40 -1 1
0 41 1 0
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth b2 c2 d2 e2 f2 g2
5
30 0
33 0
36 0
39 0
77 1
6
0 27 4 0
0 29 0 1
0 42 -1 4
0 43 -1 1
0 44 1 0
0 72 1 0
1
end_operator
begin_operator
slide6 black white orth b2 c2 d2 e2 f2 g2 h2
6
30 0
33 0
36 0
39 0
42 0
77 1
6
0 27 4 0
0 29 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth b2 b1
1
77 1
6
0 3 -1 4
0 4 -1 1
0 5 1 0
0 27 4 0
0 29 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth b2 a2
1
77 1
6
0 24 -1 4
0 25 -1 1
0 26 1 0
0 27 4 0
0 29 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth c2 c3
1
77 1
6
0 30 4 0
0 32 0 1
0 54 -1 4
0 55 -1 1
0 56 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth c2 d2
1
77 1
6
0 30 4 0
0 32 0 1
0 33 -1 4
0 34 -1 1
0 35 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth c2 d2 e2
2
33 0
77 1
6
0 30 4 0
0 32 0 1
0 36 -1 4
0 37 -1 1
0 38 1 0
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth c2 d2 e2 f2
3
33 0
36 0
77 1
6
0 30 4 0
0 32 0 1
0 39 -1 4
0 40 -1 1
0 41 1 0
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth c2 d2 e2 f2 g2
4
33 0
36 0
39 0
77 1
6
0 30 4 0
0 32 0 1
0 42 -1 4
0 43 -1 1
0 44 1 0
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth c2 d2 e2 f2 g2 h2
5
33 0
36 0
39 0
42 0
77 1
6
0 30 4 0
0 32 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth c2 c1
1
77 1
6
0 6 -1 4
0 7 -1 1
0 8 1 0
0 30 4 0
0 32 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth c2 b2
1
77 1
6
0 27 -1 4
0 28 -1 1
0 29 1 0
0 30 4 0
0 32 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth c2 b2 a2
2
27 0
77 1
6
0 24 -1 4
0 25 -1 1
0 26 1 0
0 30 4 0
0 32 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth d2 d3
1
77 1
6
0 33 4 0
0 35 0 1
0 57 -1 4
0 58 -1 1
0 59 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth d2 e2
1
77 1
6
0 33 4 0
0 35 0 1
0 36 -1 4
0 37 -1 1
0 38 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth d2 e2 f2
2
36 0
77 1
6
0 33 4 0
0 35 0 1
0 39 -1 4
0 40 -1 1
0 41 1 0
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth d2 e2 f2 g2
3
36 0
39 0
77 1
6
0 33 4 0
0 35 0 1
0 42 -1 4
0 43 -1 1
0 44 1 0
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth d2 e2 f2 g2 h2
4
36 0
39 0
42 0
77 1
6
0 33 4 0
0 35 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth d2 d1
1
77 1
6
0 9 -1 4
0 10 -1 1
0 11 1 0
0 33 4 0
0 35 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth d2 c2
1
77 1
6
0 30 -1 4
0 31 -1 1
0 32 1 0
0 33 4 0
0 35 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth d2 c2 b2
2
30 0
77 1
6
0 27 -1 4
0 28 -1 1
0 29 1 0
0 33 4 0
0 35 0 1
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth d2 c2 b2 a2
3
27 0
30 0
77 1
6
0 24 -1 4
0 25 -1 1
0 26 1 0
0 33 4 0
0 35 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth e2 e3
1
77 1
8
0 36 4 0
0 38 0 1
0 60 -1 4
0 61 -1 1
0 62 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth e2 f2
1
77 1
6
0 36 4 0
0 38 0 1
0 39 -1 4
0 40 -1 1
0 41 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth e2 f2 g2
2
39 0
77 1
6
0 36 4 0
0 38 0 1
0 42 -1 4
0 43 -1 1
0 44 1 0
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth e2 f2 g2 h2
3
39 0
42 0
77 1
6
0 36 4 0
0 38 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth e2 e1
1
77 1
8
0 12 -1 4
0 13 -1 1
0 14 1 0
0 36 4 0
0 38 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
1
end_operator
begin_operator
slide1 black white orth e2 d2
1
77 1
6
0 33 -1 4
0 34 -1 1
0 35 1 0
0 36 4 0
0 38 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth e2 d2 c2
2
33 0
77 1
6
0 30 -1 4
0 31 -1 1
0 32 1 0
0 36 4 0
0 38 0 1
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth e2 d2 c2 b2
3
30 0
33 0
77 1
6
0 27 -1 4
0 28 -1 1
0 29 1 0
0 36 4 0
0 38 0 1
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth e2 d2 c2 b2 a2
4
27 0
30 0
33 0
77 1
6
0 24 -1 4
0 25 -1 1
0 26 1 0
0 36 4 0
0 38 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth f2 f3
1
77 1
6
0 39 4 0
0 41 0 1
0 63 -1 4
0 64 -1 1
0 65 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth f2 g2
1
77 1
6
0 39 4 0
0 41 0 1
0 42 -1 4
0 43 -1 1
0 44 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth f2 g2 h2
2
42 0
77 1
6
0 39 4 0
0 41 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth f2 f1
1
77 1
6
0 15 -1 4
0 16 -1 1
0 17 1 0
0 39 4 0
0 41 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth f2 e2
1
77 1
6
0 36 -1 4
0 37 -1 1
0 38 1 0
0 39 4 0
0 41 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth f2 e2 d2
2
36 0
77 1
6
0 33 -1 4
0 34 -1 1
0 35 1 0
0 39 4 0
0 41 0 1
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth f2 e2 d2 c2
3
33 0
36 0
77 1
6
0 30 -1 4
0 31 -1 1
0 32 1 0
0 39 4 0
0 41 0 1
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth f2 e2 d2 c2 b2
4
30 0
33 0
36 0
77 1
6
0 27 -1 4
0 28 -1 1
0 29 1 0
0 39 4 0
0 41 0 1
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth f2 e2 d2 c2 b2 a2
5
27 0
30 0
33 0
36 0
77 1
6
0 24 -1 4
0 25 -1 1
0 26 1 0
0 39 4 0
0 41 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth g2 g3
1
77 1
6
0 42 4 0
0 44 0 1
0 66 -1 4
0 67 -1 1
0 68 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth g2 h2
1
77 1
6
0 42 4 0
0 44 0 1
0 45 -1 4
0 46 -1 1
0 47 1 0
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth g2 g1
1
77 1
6
0 18 -1 4
0 19 -1 1
0 20 1 0
0 42 4 0
0 44 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth g2 f2
1
77 1
6
0 39 -1 4
0 40 -1 1
0 41 1 0
0 42 4 0
0 44 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth g2 f2 e2
2
39 0
77 1
6
0 36 -1 4
0 37 -1 1
0 38 1 0
0 42 4 0
0 44 0 1
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth g2 f2 e2 d2
3
36 0
39 0
77 1
6
0 33 -1 4
0 34 -1 1
0 35 1 0
0 42 4 0
0 44 0 1
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth g2 f2 e2 d2 c2
4
33 0
36 0
39 0
77 1
6
0 30 -1 4
0 31 -1 1
0 32 1 0
0 42 4 0
0 44 0 1
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth g2 f2 e2 d2 c2 b2
5
30 0
33 0
36 0
39 0
77 1
6
0 27 -1 4
0 28 -1 1
0 29 1 0
0 42 4 0
0 44 0 1
0 72 1 0
1
end_operator
begin_operator
slide6 black white orth g2 f2 e2 d2 c2 b2 a2
6
27 0
30 0
33 0
36 0
39 0
77 1
6
0 24 -1 4
0 25 -1 1
0 26 1 0
0 42 4 0
0 44 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth h2 h3
1
77 1
7
0 45 4 0
0 47 0 1
0 69 -1 4
0 70 -1 1
0 71 1 0
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide1 black white orth h2 h1
1
77 1
7
0 21 -1 4
0 22 -1 1
0 23 1 0
0 45 4 0
0 47 0 1
0 72 1 0
0 73 -1 1
1
end_operator
begin_operator
slide1 black white orth h2 g2
1
77 1
6
0 42 -1 4
0 43 -1 1
0 44 1 0
0 45 4 0
0 47 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth h2 g2 f2
2
42 0
77 1
6
0 39 -1 4
0 40 -1 1
0 41 1 0
0 45 4 0
0 47 0 1
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth h2 g2 f2 e2
3
39 0
42 0
77 1
6
0 36 -1 4
0 37 -1 1
0 38 1 0
0 45 4 0
0 47 0 1
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth h2 g2 f2 e2 d2
4
36 0
39 0
42 0
77 1
6
0 33 -1 4
0 34 -1 1
0 35 1 0
0 45 4 0
0 47 0 1
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth h2 g2 f2 e2 d2 c2
5
33 0
36 0
39 0
42 0
77 1
6
0 30 -1 4
0 31 -1 1
0 32 1 0
0 45 4 0
0 47 0 1
0 72 1 0
1
end_operator
begin_operator
slide6 black white orth h2 g2 f2 e2 d2 c2 b2
6
30 0
33 0
36 0
39 0
42 0
77 1
6
0 27 -1 4
0 28 -1 1
0 29 1 0
0 45 4 0
0 47 0 1
0 72 1 0
1
end_operator
begin_operator
slide7 black white orth h2 g2 f2 e2 d2 c2 b2 a2
7
27 0
30 0
33 0
36 0
39 0
42 0
77 1
6
0 24 -1 4
0 25 -1 1
0 26 1 0
0 45 4 0
0 47 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth a3 b3
1
77 1
7
0 48 4 0
0 50 0 1
0 51 -1 4
0 52 -1 1
0 53 1 0
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
slide2 black white orth a3 b3 c3
2
51 0
77 1
7
0 48 4 0
0 50 0 1
0 54 -1 4
0 55 -1 1
0 56 1 0
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
slide3 black white orth a3 b3 c3 d3
3
51 0
54 0
77 1
7
0 48 4 0
0 50 0 1
0 57 -1 4
0 58 -1 1
0 59 1 0
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
slide4 black white orth a3 b3 c3 d3 e3
4
51 0
54 0
57 0
77 1
8
0 48 4 0
0 50 0 1
0 60 -1 4
0 61 -1 1
0 62 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide5 black white orth a3 b3 c3 d3 e3 f3
5
51 0
54 0
57 0
60 0
77 1
7
0 48 4 0
0 50 0 1
0 63 -1 4
0 64 -1 1
0 65 1 0
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
slide6 black white orth a3 b3 c3 d3 e3 f3 g3
6
51 0
54 0
57 0
60 0
63 0
77 1
7
0 48 4 0
0 50 0 1
0 66 -1 4
0 67 -1 1
0 68 1 0
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
slide7 black white orth a3 b3 c3 d3 e3 f3 g3 h3
7
51 0
54 0
57 0
60 0
63 0
66 0
77 1
8
0 48 4 0
0 50 0 1
0 69 -1 4
0 70 -1 1
0 71 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth a3 a2
1
77 1
7
0 24 -1 4
0 25 -1 1
0 26 1 0
0 48 4 0
0 50 0 1
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
slide2 black white orth a3 a2 a1
2
24 0
77 1
8
0 0 -1 4
0 1 -1 1
0 2 1 0
0 48 4 0
0 50 0 1
0 72 1 0
0 74 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth b3 c3
1
77 1
6
0 51 4 0
0 53 0 1
0 54 -1 4
0 55 -1 1
0 56 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth b3 c3 d3
2
54 0
77 1
6
0 51 4 0
0 53 0 1
0 57 -1 4
0 58 -1 1
0 59 1 0
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth b3 c3 d3 e3
3
54 0
57 0
77 1
8
0 51 4 0
0 53 0 1
0 60 -1 4
0 61 -1 1
0 62 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide4 black white orth b3 c3 d3 e3 f3
4
54 0
57 0
60 0
77 1
6
0 51 4 0
0 53 0 1
0 63 -1 4
0 64 -1 1
0 65 1 0
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth b3 c3 d3 e3 f3 g3
5
54 0
57 0
60 0
63 0
77 1
6
0 51 4 0
0 53 0 1
0 66 -1 4
0 67 -1 1
0 68 1 0
0 72 1 0
1
end_operator
begin_operator
slide6 black white orth b3 c3 d3 e3 f3 g3 h3
6
54 0
57 0
60 0
63 0
66 0
77 1
7
0 51 4 0
0 53 0 1
0 69 -1 4
0 70 -1 1
0 71 1 0
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide1 black white orth b3 b2
1
77 1
6
0 27 -1 4
0 28 -1 1
0 29 1 0
0 51 4 0
0 53 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth b3 b2 b1
2
27 0
77 1
6
0 3 -1 4
0 4 -1 1
0 5 1 0
0 51 4 0
0 53 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth b3 a3
1
77 1
7
0 48 -1 4
0 49 -1 1
0 50 1 0
0 51 4 0
0 53 0 1
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth c3 d3
1
77 1
6
0 54 4 0
0 56 0 1
0 57 -1 4
0 58 -1 1
0 59 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth c3 d3 e3
2
57 0
77 1
8
0 54 4 0
0 56 0 1
0 60 -1 4
0 61 -1 1
0 62 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide3 black white orth c3 d3 e3 f3
3
57 0
60 0
77 1
6
0 54 4 0
0 56 0 1
0 63 -1 4
0 64 -1 1
0 65 1 0
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth c3 d3 e3 f3 g3
4
57 0
60 0
63 0
77 1
6
0 54 4 0
0 56 0 1
0 66 -1 4
0 67 -1 1
0 68 1 0
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth c3 d3 e3 f3 g3 h3
5
57 0
60 0
63 0
66 0
77 1
7
0 54 4 0
0 56 0 1
0 69 -1 4
0 70 -1 1
0 71 1 0
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide1 black white orth c3 c2
1
77 1
6
0 30 -1 4
0 31 -1 1
0 32 1 0
0 54 4 0
0 56 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth c3 c2 c1
2
30 0
77 1
6
0 6 -1 4
0 7 -1 1
0 8 1 0
0 54 4 0
0 56 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth c3 b3
1
77 1
6
0 51 -1 4
0 52 -1 1
0 53 1 0
0 54 4 0
0 56 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth c3 b3 a3
2
51 0
77 1
7
0 48 -1 4
0 49 -1 1
0 50 1 0
0 54 4 0
0 56 0 1
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth d3 e3
1
77 1
8
0 57 4 0
0 59 0 1
0 60 -1 4
0 61 -1 1
0 62 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide2 black white orth d3 e3 f3
2
60 0
77 1
6
0 57 4 0
0 59 0 1
0 63 -1 4
0 64 -1 1
0 65 1 0
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth d3 e3 f3 g3
3
60 0
63 0
77 1
6
0 57 4 0
0 59 0 1
0 66 -1 4
0 67 -1 1
0 68 1 0
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth d3 e3 f3 g3 h3
4
60 0
63 0
66 0
77 1
7
0 57 4 0
0 59 0 1
0 69 -1 4
0 70 -1 1
0 71 1 0
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide1 black white orth d3 d2
1
77 1
6
0 33 -1 4
0 34 -1 1
0 35 1 0
0 57 4 0
0 59 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth d3 d2 d1
2
33 0
77 1
6
0 9 -1 4
0 10 -1 1
0 11 1 0
0 57 4 0
0 59 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth d3 c3
1
77 1
6
0 54 -1 4
0 55 -1 1
0 56 1 0
0 57 4 0
0 59 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth d3 c3 b3
2
54 0
77 1
6
0 51 -1 4
0 52 -1 1
0 53 1 0
0 57 4 0
0 59 0 1
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth d3 c3 b3 a3
3
51 0
54 0
77 1
7
0 48 -1 4
0 49 -1 1
0 50 1 0
0 57 4 0
0 59 0 1
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth e3 f3
1
77 1
8
0 60 4 0
0 62 0 1
0 63 -1 4
0 64 -1 1
0 65 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide2 black white orth e3 f3 g3
2
63 0
77 1
8
0 60 4 0
0 62 0 1
0 66 -1 4
0 67 -1 1
0 68 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide3 black white orth e3 f3 g3 h3
3
63 0
66 0
77 1
8
0 60 4 0
0 62 0 1
0 69 -1 4
0 70 -1 1
0 71 1 0
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth e3 e2
1
77 1
8
0 36 -1 4
0 37 -1 1
0 38 1 0
0 60 4 0
0 62 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide2 black white orth e3 e2 e1
2
36 0
77 1
10
0 12 -1 4
0 13 -1 1
0 14 1 0
0 60 4 0
0 62 0 1
0 72 1 0
0 73 -1 1
0 74 -1 1
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth e3 d3
1
77 1
8
0 57 -1 4
0 58 -1 1
0 59 1 0
0 60 4 0
0 62 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide2 black white orth e3 d3 c3
2
57 0
77 1
8
0 54 -1 4
0 55 -1 1
0 56 1 0
0 60 4 0
0 62 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide3 black white orth e3 d3 c3 b3
3
54 0
57 0
77 1
8
0 51 -1 4
0 52 -1 1
0 53 1 0
0 60 4 0
0 62 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide4 black white orth e3 d3 c3 b3 a3
4
51 0
54 0
57 0
77 1
8
0 48 -1 4
0 49 -1 1
0 50 1 0
0 60 4 0
0 62 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth f3 g3
1
77 1
6
0 63 4 0
0 65 0 1
0 66 -1 4
0 67 -1 1
0 68 1 0
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth f3 g3 h3
2
66 0
77 1
7
0 63 4 0
0 65 0 1
0 69 -1 4
0 70 -1 1
0 71 1 0
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide1 black white orth f3 f2
1
77 1
6
0 39 -1 4
0 40 -1 1
0 41 1 0
0 63 4 0
0 65 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth f3 f2 f1
2
39 0
77 1
6
0 15 -1 4
0 16 -1 1
0 17 1 0
0 63 4 0
0 65 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth f3 e3
1
77 1
8
0 60 -1 4
0 61 -1 1
0 62 1 0
0 63 4 0
0 65 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide2 black white orth f3 e3 d3
2
60 0
77 1
6
0 57 -1 4
0 58 -1 1
0 59 1 0
0 63 4 0
0 65 0 1
0 72 1 0
1
end_operator
begin_operator
slide3 black white orth f3 e3 d3 c3
3
57 0
60 0
77 1
6
0 54 -1 4
0 55 -1 1
0 56 1 0
0 63 4 0
0 65 0 1
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth f3 e3 d3 c3 b3
4
54 0
57 0
60 0
77 1
6
0 51 -1 4
0 52 -1 1
0 53 1 0
0 63 4 0
0 65 0 1
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth f3 e3 d3 c3 b3 a3
5
51 0
54 0
57 0
60 0
77 1
7
0 48 -1 4
0 49 -1 1
0 50 1 0
0 63 4 0
0 65 0 1
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth g3 h3
1
77 1
7
0 66 4 0
0 68 0 1
0 69 -1 4
0 70 -1 1
0 71 1 0
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide1 black white orth g3 g2
1
77 1
6
0 42 -1 4
0 43 -1 1
0 44 1 0
0 66 4 0
0 68 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth g3 g2 g1
2
42 0
77 1
6
0 18 -1 4
0 19 -1 1
0 20 1 0
0 66 4 0
0 68 0 1
0 72 1 0
1
end_operator
begin_operator
slide1 black white orth g3 f3
1
77 1
6
0 63 -1 4
0 64 -1 1
0 65 1 0
0 66 4 0
0 68 0 1
0 72 1 0
1
end_operator
begin_operator
slide2 black white orth g3 f3 e3
2
63 0
77 1
8
0 60 -1 4
0 61 -1 1
0 62 1 0
0 66 4 0
0 68 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide3 black white orth g3 f3 e3 d3
3
60 0
63 0
77 1
6
0 57 -1 4
0 58 -1 1
0 59 1 0
0 66 4 0
0 68 0 1
0 72 1 0
1
end_operator
begin_operator
slide4 black white orth g3 f3 e3 d3 c3
4
57 0
60 0
63 0
77 1
6
0 54 -1 4
0 55 -1 1
0 56 1 0
0 66 4 0
0 68 0 1
0 72 1 0
1
end_operator
begin_operator
slide5 black white orth g3 f3 e3 d3 c3 b3
5
54 0
57 0
60 0
63 0
77 1
6
0 51 -1 4
0 52 -1 1
0 53 1 0
0 66 4 0
0 68 0 1
0 72 1 0
1
end_operator
begin_operator
slide6 black white orth g3 f3 e3 d3 c3 b3 a3
6
51 0
54 0
57 0
60 0
63 0
77 1
7
0 48 -1 4
0 49 -1 1
0 50 1 0
0 66 4 0
0 68 0 1
0 72 1 0
0 76 -1 1
1
end_operator
begin_operator
slide1 black white orth h3 h2
1
77 1
7
0 45 -1 4
0 46 -1 1
0 47 1 0
0 69 4 0
0 71 0 1
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide2 black white orth h3 h2 h1
2
45 0
77 1
8
0 21 -1 4
0 22 -1 1
0 23 1 0
0 69 4 0
0 71 0 1
0 72 1 0
0 73 -1 1
0 75 -1 1
1
end_operator
begin_operator
slide1 black white orth h3 g3
1
77 1
7
0 66 -1 4
0 67 -1 1
0 68 1 0
0 69 4 0
0 71 0 1
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide2 black white orth h3 g3 f3
2
66 0
77 1
7
0 63 -1 4
0 64 -1 1
0 65 1 0
0 69 4 0
0 71 0 1
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide3 black white orth h3 g3 f3 e3
3
63 0
66 0
77 1
8
0 60 -1 4
0 61 -1 1
0 62 1 0
0 69 4 0
0 71 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
slide4 black white orth h3 g3 f3 e3 d3
4
60 0
63 0
66 0
77 1
7
0 57 -1 4
0 58 -1 1
0 59 1 0
0 69 4 0
0 71 0 1
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide5 black white orth h3 g3 f3 e3 d3 c3
5
57 0
60 0
63 0
66 0
77 1
7
0 54 -1 4
0 55 -1 1
0 56 1 0
0 69 4 0
0 71 0 1
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide6 black white orth h3 g3 f3 e3 d3 c3 b3
6
54 0
57 0
60 0
63 0
66 0
77 1
7
0 51 -1 4
0 52 -1 1
0 53 1 0
0 69 4 0
0 71 0 1
0 72 1 0
0 75 -1 1
1
end_operator
begin_operator
slide7 black white orth h3 g3 f3 e3 d3 c3 b3 a3
7
51 0
54 0
57 0
60 0
63 0
66 0
77 1
8
0 48 -1 4
0 49 -1 1
0 50 1 0
0 69 4 0
0 71 0 1
0 72 1 0
0 75 -1 1
0 76 -1 1
1
end_operator
begin_operator
castle-kingside black white e3 f3 g3 h3
3
77 1
82 1
83 1
11
0 60 6 0
0 62 0 1
0 63 0 4
0 65 -1 0
0 66 0 6
0 68 -1 0
0 69 4 0
0 71 0 1
0 72 1 0
0 75 0 1
0 76 -1 1
1
end_operator
begin_operator
castle-queenside black white e3 d3 c3 b3 a3
4
51 0
77 1
82 1
84 1
11
0 48 4 0
0 50 0 1
0 54 0 6
0 56 -1 0
0 57 0 4
0 59 -1 0
0 60 6 0
0 62 0 1
0 72 1 0
0 75 -1 1
0 76 0 1
1
end_operator
776
begin_rule
4
0 6
1 0
3 6
5 0
77 1 0
end_rule
begin_rule
4
0 6
1 0
24 6
26 0
77 1 0
end_rule
begin_rule
4
0 6
1 0
27 6
29 0
77 1 0
end_rule
begin_rule
4
0 6
1 0
24 4
26 0
77 1 0
end_rule
begin_rule
5
0 6
1 0
48 4
50 0
24 0
77 1 0
end_rule
begin_rule
4
0 6
1 0
3 4
5 0
77 1 0
end_rule
begin_rule
5
0 6
1 0
6 4
8 0
3 0
77 1 0
end_rule
begin_rule
6
0 6
1 0
9 4
11 0
3 0
6 0
77 1 0
end_rule
begin_rule
7
0 6
1 0
12 4
14 0
3 0
6 0
9 0
77 1 0
end_rule
begin_rule
8
0 6
1 0
15 4
17 0
3 0
6 0
9 0
12 0
77 1 0
end_rule
begin_rule
9
0 6
1 0
18 4
20 0
3 0
6 0
9 0
12 0
15 0
77 1 0
end_rule
begin_rule
10
0 6
1 0
21 4
23 0
3 0
6 0
9 0
12 0
15 0
18 0
77 1 0
end_rule
begin_rule
4
3 6
4 0
0 6
2 0
77 1 0
end_rule
begin_rule
4
3 6
4 0
6 6
8 0
77 1 0
end_rule
begin_rule
4
3 6
4 0
24 6
26 0
77 1 0
end_rule
begin_rule
4
3 6
4 0
27 6
29 0
77 1 0
end_rule
begin_rule
4
3 6
4 0
30 6
32 0
77 1 0
end_rule
begin_rule
4
3 6
4 0
27 4
29 0
77 1 0
end_rule
begin_rule
5
3 6
4 0
51 4
53 0
27 0
77 1 0
end_rule
begin_rule
4
3 6
4 0
6 4
8 0
77 1 0
end_rule
begin_rule
5
3 6
4 0
9 4
11 0
6 0
77 1 0
end_rule
begin_rule
6
3 6
4 0
12 4
14 0
6 0
9 0
77 1 0
end_rule
begin_rule
7
3 6
4 0
15 4
17 0
6 0
9 0
12 0
77 1 0
end_rule
begin_rule
8
3 6
4 0
18 4
20 0
6 0
9 0
12 0
15 0
77 1 0
end_rule
begin_rule
9
3 6
4 0
21 4
23 0
6 0
9 0
12 0
15 0
18 0
77 1 0
end_rule
begin_rule
4
3 6
4 0
0 4
2 0
77 1 0
end_rule
begin_rule
4
6 6
7 0
3 6
5 0
77 1 0
end_rule
begin_rule
4
6 6
7 0
9 6
11 0
77 1 0
end_rule
begin_rule
4
6 6
7 0
27 6
29 0
77 1 0
end_rule
begin_rule
4
6 6
7 0
30 6
32 0
77 1 0
end_rule
begin_rule
4
6 6
7 0
33 6
35 0
77 1 0
end_rule
begin_rule
4
6 6
7 0
30 4
32 0
77 1 0
end_rule
begin_rule
5
6 6
7 0
54 4
56 0
30 0
77 1 0
end_rule
begin_rule
4
6 6
7 0
9 4
11 0
77 1 0
end_rule
begin_rule
5
6 6
7 0
12 4
14 0
9 0
77 1 0
end_rule
begin_rule
6
6 6
7 0
15 4
17 0
9 0
12 0
77 1 0
end_rule
begin_rule
7
6 6
7 0
18 4
20 0
9 0
12 0
15 0
77 1 0
end_rule
begin_rule
8
6 6
7 0
21 4
23 0
9 0
12 0
15 0
18 0
77 1 0
end_rule
begin_rule
4
6 6
7 0
3 4
5 0
77 1 0
end_rule
begin_rule
5
6 6
7 0
0 4
2 0
3 0
77 1 0
end_rule
begin_rule
4
9 6
10 0
6 6
8 0
77 1 0
end_rule
begin_rule
4
9 6
10 0
12 6
14 0
77 1 0
end_rule
begin_rule
4
9 6
10 0
30 6
32 0
77 1 0
end_rule
begin_rule
4
9 6
10 0
33 6
35 0
77 1 0
end_rule
begin_rule
4
9 6
10 0
36 6
38 0
77 1 0
end_rule
begin_rule
4
9 6
10 0
33 4
35 0
77 1 0
end_rule
begin_rule
5
9 6
10 0
57 4
59 0
33 0
77 1 0
end_rule
begin_rule
4
9 6
10 0
12 4
14 0
77 1 0
end_rule
begin_rule
5
9 6
10 0
15 4
17 0
12 0
77 1 0
end_rule
begin_rule
6
9 6
10 0
18 4
20 0
12 0
15 0
77 1 0
end_rule
begin_rule
7
9 6
10 0
21 4
23 0
12 0
15 0
18 0
77 1 0
end_rule
begin_rule
4
9 6
10 0
6 4
8 0
77 1 0
end_rule
begin_rule
5
9 6
10 0
3 4
5 0
6 0
77 1 0
end_rule
begin_rule
6
9 6
10 0
0 4
2 0
6 0
3 0
77 1 0
end_rule
begin_rule
4
12 6
13 0
9 6
11 0
77 1 0
end_rule
begin_rule
4
12 6
13 0
15 6
17 0
77 1 0
end_rule
begin_rule
4
12 6
13 0
33 6
35 0
77 1 0
end_rule
begin_rule
4
12 6
13 0
36 6
38 0
77 1 0
end_rule
begin_rule
4
12 6
13 0
39 6
41 0
77 1 0
end_rule
begin_rule
4
12 6
13 0
36 4
38 0
77 1 0
end_rule
begin_rule
5
12 6
13 0
60 4
62 0
36 0
77 1 0
end_rule
begin_rule
4
12 6
13 0
15 4
17 0
77 1 0
end_rule
begin_rule
5
12 6
13 0
18 4
20 0
15 0
77 1 0
end_rule
begin_rule
6
12 6
13 0
21 4
23 0
15 0
18 0
77 1 0
end_rule
begin_rule
4
12 6
13 0
9 4
11 0
77 1 0
end_rule
begin_rule
5
12 6
13 0
6 4
8 0
9 0
77 1 0
end_rule
begin_rule
6
12 6
13 0
3 4
5 0
9 0
6 0
77 1 0
end_rule
begin_rule
7
12 6
13 0
0 4
2 0
9 0
6 0
3 0
77 1 0
end_rule
begin_rule
4
15 6
16 0
12 6
14 0
77 1 0
end_rule
begin_rule
4
15 6
16 0
18 6
20 0
77 1 0
end_rule
begin_rule
4
15 6
16 0
36 6
38 0
77 1 0
end_rule
begin_rule
4
15 6
16 0
39 6
41 0
77 1 0
end_rule
begin_rule
4
15 6
16 0
42 6
44 0
77 1 0
end_rule
begin_rule
4
15 6
16 0
39 4
41 0
77 1 0
end_rule
begin_rule
5
15 6
16 0
63 4
65 0
39 0
77 1 0
end_rule
begin_rule
4
15 6
16 0
18 4
20 0
77 1 0
end_rule
begin_rule
5
15 6
16 0
21 4
23 0
18 0
77 1 0
end_rule
begin_rule
4
15 6
16 0
12 4
14 0
77 1 0
end_rule
begin_rule
5
15 6
16 0
9 4
11 0
12 0
77 1 0
end_rule
begin_rule
6
15 6
16 0
6 4
8 0
12 0
9 0
77 1 0
end_rule
begin_rule
7
15 6
16 0
3 4
5 0
12 0
9 0
6 0
77 1 0
end_rule
begin_rule
8
15 6
16 0
0 4
2 0
12 0
9 0
6 0
3 0
77 1 0
end_rule
begin_rule
4
18 6
19 0
15 6
17 0
77 1 0
end_rule
begin_rule
4
18 6
19 0
21 6
23 0
77 1 0
end_rule
begin_rule
4
18 6
19 0
39 6
41 0
77 1 0
end_rule
begin_rule
4
18 6
19 0
42 6
44 0
77 1 0
end_rule
begin_rule
4
18 6
19 0
45 6
47 0
77 1 0
end_rule
begin_rule
4
18 6
19 0
42 4
44 0
77 1 0
end_rule
begin_rule
5
18 6
19 0
66 4
68 0
42 0
77 1 0
end_rule
begin_rule
4
18 6
19 0
21 4
23 0
77 1 0
end_rule
begin_rule
4
18 6
19 0
15 4
17 0
77 1 0
end_rule
begin_rule
5
18 6
19 0
12 4
14 0
15 0
77 1 0
end_rule
begin_rule
6
18 6
19 0
9 4
11 0
15 0
12 0
77 1 0
end_rule
begin_rule
7
18 6
19 0
6 4
8 0
15 0
12 0
9 0
77 1 0
end_rule
begin_rule
8
18 6
19 0
3 4
5 0
15 0
12 0
9 0
6 0
77 1 0
end_rule
begin_rule
9
18 6
19 0
0 4
2 0
15 0
12 0
9 0
6 0
3 0
77 1 0
end_rule
begin_rule
4
21 6
22 0
18 6
20 0
77 1 0
end_rule
begin_rule
4
21 6
22 0
42 6
44 0
77 1 0
end_rule
begin_rule
4
21 6
22 0
45 6
47 0
77 1 0
end_rule
begin_rule
4
21 6
22 0
45 4
47 0
77 1 0
end_rule
begin_rule
5
21 6
22 0
69 4
71 0
45 0
77 1 0
end_rule
begin_rule
4
21 6
22 0
18 4
20 0
77 1 0
end_rule
begin_rule
5
21 6
22 0
15 4
17 0
18 0
77 1 0
end_rule
begin_rule
6
21 6
22 0
12 4
14 0
18 0
15 0
77 1 0
end_rule
begin_rule
7
21 6
22 0
9 4
11 0
18 0
15 0
12 0
77 1 0
end_rule
begin_rule
8
21 6
22 0
6 4
8 0
18 0
15 0
12 0
9 0
77 1 0
end_rule
begin_rule
9
21 6
22 0
3 4
5 0
18 0
15 0
12 0
9 0
6 0
77 1 0
end_rule
begin_rule
10
21 6
22 0
0 4
2 0
18 0
15 0
12 0
9 0
6 0
3 0
77 1 0
end_rule
begin_rule
4
24 6
25 0
0 6
2 0
77 1 0
end_rule
begin_rule
4
24 6
25 0
3 6
5 0
77 1 0
end_rule
begin_rule
4
24 6
25 0
27 6
29 0
77 1 0
end_rule
begin_rule
4
24 6
25 0
48 6
50 0
77 1 0
end_rule
begin_rule
4
24 6
25 0
51 6
53 0
77 1 0
end_rule
begin_rule
4
24 6
25 0
48 4
50 0
77 1 0
end_rule
begin_rule
4
24 6
25 0
27 4
29 0
77 1 0
end_rule
begin_rule
5
24 6
25 0
30 4
32 0
27 0
77 1 0
end_rule
begin_rule
6
24 6
25 0
33 4
35 0
27 0
30 0
77 1 0
end_rule
begin_rule
7
24 6
25 0
36 4
38 0
27 0
30 0
33 0
77 1 0
end_rule
begin_rule
8
24 6
25 0
39 4
41 0
27 0
30 0
33 0
36 0
77 1 0
end_rule
begin_rule
9
24 6
25 0
42 4
44 0
27 0
30 0
33 0
36 0
39 0
77 1 0
end_rule
begin_rule
10
24 6
25 0
45 4
47 0
27 0
30 0
33 0
36 0
39 0
42 0
77 1 0
end_rule
begin_rule
4
24 6
25 0
0 4
2 0
77 1 0
end_rule
begin_rule
4
27 6
28 0
0 6
2 0
77 1 0
end_rule
begin_rule
4
27 6
28 0
3 6
5 0
77 1 0
end_rule
begin_rule
4
27 6
28 0
6 6
8 0
77 1 0
end_rule
begin_rule
4
27 6
28 0
24 6
26 0
77 1 0
end_rule
begin_rule
4
27 6
28 0
30 6
32 0
77 1 0
end_rule
begin_rule
4
27 6
28 0
48 6
50 0
77 1 0
end_rule
begin_rule
4
27 6
28 0
51 6
53 0
77 1 0
end_rule
begin_rule
4
27 6
28 0
54 6
56 0
77 1 0
end_rule
begin_rule
4
27 6
28 0
51 4
53 0
77 1 0
end_rule
begin_rule
4
27 6
28 0
30 4
32 0
77 1 0
end_rule
begin_rule
5
27 6
28 0
33 4
35 0
30 0
77 1 0
end_rule
begin_rule
6
27 6
28 0
36 4
38 0
30 0
33 0
77 1 0
end_rule
begin_rule
7
27 6
28 0
39 4
41 0
30 0
33 0
36 0
77 1 0
end_rule
begin_rule
8
27 6
28 0
42 4
44 0
30 0
33 0
36 0
39 0
77 1 0
end_rule
begin_rule
9
27 6
28 0
45 4
47 0
30 0
33 0
36 0
39 0
42 0
77 1 0
end_rule
begin_rule
4
27 6
28 0
3 4
5 0
77 1 0
end_rule
begin_rule
4
27 6
28 0
24 4
26 0
77 1 0
end_rule
begin_rule
4
30 6
31 0
3 6
5 0
77 1 0
end_rule
begin_rule
4
30 6
31 0
6 6
8 0
77 1 0
end_rule
begin_rule
4
30 6
31 0
9 6
11 0
77 1 0
end_rule
begin_rule
4
30 6
31 0
27 6
29 0
77 1 0
end_rule
begin_rule
4
30 6
31 0
33 6
35 0
77 1 0
end_rule
begin_rule
4
30 6
31 0
51 6
53 0
77 1 0
end_rule
begin_rule
4
30 6
31 0
54 6
56 0
77 1 0
end_rule
begin_rule
4
30 6
31 0
57 6
59 0
77 1 0
end_rule
begin_rule
4
30 6
31 0
54 4
56 0
77 1 0
end_rule
begin_rule
4
30 6
31 0
33 4
35 0
77 1 0
end_rule
begin_rule
5
30 6
31 0
36 4
38 0
33 0
77 1 0
end_rule
begin_rule
6
30 6
31 0
39 4
41 0
33 0
36 0
77 1 0
end_rule
begin_rule
7
30 6
31 0
42 4
44 0
33 0
36 0
39 0
77 1 0
end_rule
begin_rule
8
30 6
31 0
45 4
47 0
33 0
36 0
39 0
42 0
77 1 0
end_rule
begin_rule
4
30 6
31 0
6 4
8 0
77 1 0
end_rule
begin_rule
4
30 6
31 0
27 4
29 0
77 1 0
end_rule
begin_rule
5
30 6
31 0
24 4
26 0
27 0
77 1 0
end_rule
begin_rule
4
33 6
34 0
6 6
8 0
77 1 0
end_rule
begin_rule
4
33 6
34 0
9 6
11 0
77 1 0
end_rule
begin_rule
4
33 6
34 0
12 6
14 0
77 1 0
end_rule
begin_rule
4
33 6
34 0
30 6
32 0
77 1 0
end_rule
begin_rule
4
33 6
34 0
36 6
38 0
77 1 0
end_rule
begin_rule
4
33 6
34 0
54 6
56 0
77 1 0
end_rule
begin_rule
4
33 6
34 0
57 6
59 0
77 1 0
end_rule
begin_rule
4
33 6
34 0
60 6
62 0
77 1 0
end_rule
begin_rule
4
33 6
34 0
57 4
59 0
77 1 0
end_rule
begin_rule
4
33 6
34 0
36 4
38 0
77 1 0
end_rule
begin_rule
5
33 6
34 0
39 4
41 0
36 0
77 1 0
end_rule
begin_rule
6
33 6
34 0
42 4
44 0
36 0
39 0
77 1 0
end_rule
begin_rule
7
33 6
34 0
45 4
47 0
36 0
39 0
42 0
77 1 0
end_rule
begin_rule
4
33 6
34 0
9 4
11 0
77 1 0
end_rule
begin_rule
4
33 6
34 0
30 4
32 0
77 1 0
end_rule
begin_rule
5
33 6
34 0
27 4
29 0
30 0
77 1 0
end_rule
begin_rule
6
33 6
34 0
24 4
26 0
30 0
27 0
77 1 0
end_rule
begin_rule
4
36 6
37 0
9 6
11 0
77 1 0
end_rule
begin_rule
4
36 6
37 0
12 6
14 0
77 1 0
end_rule
begin_rule
4
36 6
37 0
15 6
17 0
77 1 0
end_rule
begin_rule
4
36 6
37 0
33 6
35 0
77 1 0
end_rule
begin_rule
4
36 6
37 0
39 6
41 0
77 1 0
end_rule
begin_rule
4
36 6
37 0
57 6
59 0
77 1 0
end_rule
begin_rule
4
36 6
37 0
60 6
62 0
77 1 0
end_rule
begin_rule
4
36 6
37 0
63 6
65 0
77 1 0
end_rule
begin_rule
4
36 6
37 0
60 4
62 0
77 1 0
end_rule
begin_rule
4
36 6
37 0
39 4
41 0
77 1 0
end_rule
begin_rule
5
36 6
37 0
42 4
44 0
39 0
77 1 0
end_rule
begin_rule
6
36 6
37 0
45 4
47 0
39 0
42 0
77 1 0
end_rule
begin_rule
4
36 6
37 0
12 4
14 0
77 1 0
end_rule
begin_rule
4
36 6
37 0
33 4
35 0
77 1 0
end_rule
begin_rule
5
36 6
37 0
30 4
32 0
33 0
77 1 0
end_rule
begin_rule
6
36 6
37 0
27 4
29 0
33 0
30 0
77 1 0
end_rule
begin_rule
7
36 6
37 0
24 4
26 0
33 0
30 0
27 0
77 1 0
end_rule
begin_rule
4
39 6
40 0
12 6
14 0
77 1 0
end_rule
begin_rule
4
39 6
40 0
15 6
17 0
77 1 0
end_rule
begin_rule
4
39 6
40 0
18 6
20 0
77 1 0
end_rule
begin_rule
4
39 6
40 0
36 6
38 0
77 1 0
end_rule
begin_rule
4
39 6
40 0
42 6
44 0
77 1 0
end_rule
begin_rule
4
39 6
40 0
60 6
62 0
77 1 0
end_rule
begin_rule
4
39 6
40 0
63 6
65 0
77 1 0
end_rule
begin_rule
4
39 6
40 0
66 6
68 0
77 1 0
end_rule
begin_rule
4
39 6
40 0
63 4
65 0
77 1 0
end_rule
begin_rule
4
39 6
40 0
42 4
44 0
77 1 0
end_rule
begin_rule
5
39 6
40 0
45 4
47 0
42 0
77 1 0
end_rule
begin_rule
4
39 6
40 0
15 4
17 0
77 1 0
end_rule
begin_rule
4
39 6
40 0
36 4
38 0
77 1 0
end_rule
begin_rule
5
39 6
40 0
33 4
35 0
36 0
77 1 0
end_rule
begin_rule
6
39 6
40 0
30 4
32 0
36 0
33 0
77 1 0
end_rule
begin_rule
7
39 6
40 0
27 4
29 0
36 0
33 0
30 0
77 1 0
end_rule
begin_rule
8
39 6
40 0
24 4
26 0
36 0
33 0
30 0
27 0
77 1 0
end_rule
begin_rule
4
42 6
43 0
15 6
17 0
77 1 0
end_rule
begin_rule
4
42 6
43 0
18 6
20 0
77 1 0
end_rule
begin_rule
4
42 6
43 0
21 6
23 0
77 1 0
end_rule
begin_rule
4
42 6
43 0
39 6
41 0
77 1 0
end_rule
begin_rule
4
42 6
43 0
45 6
47 0
77 1 0
end_rule
begin_rule
4
42 6
43 0
63 6
65 0
77 1 0
end_rule
begin_rule
4
42 6
43 0
66 6
68 0
77 1 0
end_rule
begin_rule
4
42 6
43 0
69 6
71 0
77 1 0
end_rule
begin_rule
4
42 6
43 0
66 4
68 0
77 1 0
end_rule
begin_rule
4
42 6
43 0
45 4
47 0
77 1 0
end_rule
begin_rule
4
42 6
43 0
18 4
20 0
77 1 0
end_rule
begin_rule
4
42 6
43 0
39 4
41 0
77 1 0
end_rule
begin_rule
5
42 6
43 0
36 4
38 0
39 0
77 1 0
end_rule
begin_rule
6
42 6
43 0
33 4
35 0
39 0
36 0
77 1 0
end_rule
begin_rule
7
42 6
43 0
30 4
32 0
39 0
36 0
33 0
77 1 0
end_rule
begin_rule
8
42 6
43 0
27 4
29 0
39 0
36 0
33 0
30 0
77 1 0
end_rule
begin_rule
9
42 6
43 0
24 4
26 0
39 0
36 0
33 0
30 0
27 0
77 1 0
end_rule
begin_rule
4
45 6
46 0
18 6
20 0
77 1 0
end_rule
begin_rule
4
45 6
46 0
21 6
23 0
77 1 0
end_rule
begin_rule
4
45 6
46 0
42 6
44 0
77 1 0
end_rule
begin_rule
4
45 6
46 0
66 6
68 0
77 1 0
end_rule
begin_rule
4
45 6
46 0
69 6
71 0
77 1 0
end_rule
begin_rule
4
45 6
46 0
69 4
71 0
77 1 0
end_rule
begin_rule
4
45 6
46 0
21 4
23 0
77 1 0
end_rule
begin_rule
4
45 6
46 0
42 4
44 0
77 1 0
end_rule
begin_rule
5
45 6
46 0
39 4
41 0
42 0
77 1 0
end_rule
begin_rule
6
45 6
46 0
36 4
38 0
42 0
39 0
77 1 0
end_rule
begin_rule
7
45 6
46 0
33 4
35 0
42 0
39 0
36 0
77 1 0
end_rule
begin_rule
8
45 6
46 0
30 4
32 0
42 0
39 0
36 0
33 0
77 1 0
end_rule
begin_rule
9
45 6
46 0
27 4
29 0
42 0
39 0
36 0
33 0
30 0
77 1 0
end_rule
begin_rule
10
45 6
46 0
24 4
26 0
42 0
39 0
36 0
33 0
30 0
27 0
77 1 0
end_rule
begin_rule
4
48 6
49 0
24 6
26 0
77 1 0
end_rule
begin_rule
4
48 6
49 0
27 6
29 0
77 1 0
end_rule
begin_rule
4
48 6
49 0
51 6
53 0
77 1 0
end_rule
begin_rule
4
48 6
49 0
51 4
53 0
77 1 0
end_rule
begin_rule
5
48 6
49 0
54 4
56 0
51 0
77 1 0
end_rule
begin_rule
6
48 6
49 0
57 4
59 0
51 0
54 0
77 1 0
end_rule
begin_rule
7
48 6
49 0
60 4
62 0
51 0
54 0
57 0
77 1 0
end_rule
begin_rule
8
48 6
49 0
63 4
65 0
51 0
54 0
57 0
60 0
77 1 0
end_rule
begin_rule
9
48 6
49 0
66 4
68 0
51 0
54 0
57 0
60 0
63 0
77 1 0
end_rule
begin_rule
10
48 6
49 0
69 4
71 0
51 0
54 0
57 0
60 0
63 0
66 0
77 1 0
end_rule
begin_rule
4
48 6
49 0
24 4
26 0
77 1 0
end_rule
begin_rule
5
48 6
49 0
0 4
2 0
24 0
77 1 0
end_rule
begin_rule
4
51 6
52 0
24 6
26 0
77 1 0
end_rule
begin_rule
4
51 6
52 0
27 6
29 0
77 1 0
end_rule
begin_rule
4
51 6
52 0
30 6
32 0
77 1 0
end_rule
begin_rule
4
51 6
52 0
48 6
50 0
77 1 0
end_rule
begin_rule
4
51 6
52 0
54 6
56 0
77 1 0
end_rule
begin_rule
4
51 6
52 0
54 4
56 0
77 1 0
end_rule
begin_rule
5
51 6
52 0
57 4
59 0
54 0
77 1 0
end_rule
begin_rule
6
51 6
52 0
60 4
62 0
54 0
57 0
77 1 0
end_rule
begin_rule
7
51 6
52 0
63 4
65 0
54 0
57 0
60 0
77 1 0
end_rule
begin_rule
8
51 6
52 0
66 4
68 0
54 0
57 0
60 0
63 0
77 1 0
end_rule
begin_rule
9
51 6
52 0
69 4
71 0
54 0
57 0
60 0
63 0
66 0
77 1 0
end_rule
begin_rule
4
51 6
52 0
27 4
29 0
77 1 0
end_rule
begin_rule
5
51 6
52 0
3 4
5 0
27 0
77 1 0
end_rule
begin_rule
4
51 6
52 0
48 4
50 0
77 1 0
end_rule
begin_rule
4
54 6
55 0
27 6
29 0
77 1 0
end_rule
begin_rule
4
54 6
55 0
30 6
32 0
77 1 0
end_rule
begin_rule
4
54 6
55 0
33 6
35 0
77 1 0
end_rule
begin_rule
4
54 6
55 0
51 6
53 0
77 1 0
end_rule
begin_rule
4
54 6
55 0
57 6
59 0
77 1 0
end_rule
begin_rule
4
54 6
55 0
57 4
59 0
77 1 0
end_rule
begin_rule
5
54 6
55 0
60 4
62 0
57 0
77 1 0
end_rule
begin_rule
6
54 6
55 0
63 4
65 0
57 0
60 0
77 1 0
end_rule
begin_rule
7
54 6
55 0
66 4
68 0
57 0
60 0
63 0
77 1 0
end_rule
begin_rule
8
54 6
55 0
69 4
71 0
57 0
60 0
63 0
66 0
77 1 0
end_rule
begin_rule
4
54 6
55 0
30 4
32 0
77 1 0
end_rule
begin_rule
5
54 6
55 0
6 4
8 0
30 0
77 1 0
end_rule
begin_rule
4
54 6
55 0
51 4
53 0
77 1 0
end_rule
begin_rule
5
54 6
55 0
48 4
50 0
51 0
77 1 0
end_rule
begin_rule
4
57 6
58 0
30 6
32 0
77 1 0
end_rule
begin_rule
4
57 6
58 0
33 6
35 0
77 1 0
end_rule
begin_rule
4
57 6
58 0
36 6
38 0
77 1 0
end_rule
begin_rule
4
57 6
58 0
54 6
56 0
77 1 0
end_rule
begin_rule
4
57 6
58 0
60 6
62 0
77 1 0
end_rule
begin_rule
4
57 6
58 0
60 4
62 0
77 1 0
end_rule
begin_rule
5
57 6
58 0
63 4
65 0
60 0
77 1 0
end_rule
begin_rule
6
57 6
58 0
66 4
68 0
60 0
63 0
77 1 0
end_rule
begin_rule
7
57 6
58 0
69 4
71 0
60 0
63 0
66 0
77 1 0
end_rule
begin_rule
4
57 6
58 0
33 4
35 0
77 1 0
end_rule
begin_rule
5
57 6
58 0
9 4
11 0
33 0
77 1 0
end_rule
begin_rule
4
57 6
58 0
54 4
56 0
77 1 0
end_rule
begin_rule
5
57 6
58 0
51 4
53 0
54 0
77 1 0
end_rule
begin_rule
6
57 6
58 0
48 4
50 0
54 0
51 0
77 1 0
end_rule
begin_rule
4
60 6
61 0
33 6
35 0
77 1 0
end_rule
begin_rule
4
60 6
61 0
36 6
38 0
77 1 0
end_rule
begin_rule
4
60 6
61 0
39 6
41 0
77 1 0
end_rule
begin_rule
4
60 6
61 0
57 6
59 0
77 1 0
end_rule
begin_rule
4
60 6
61 0
63 6
65 0
77 1 0
end_rule
begin_rule
4
60 6
61 0
63 4
65 0
77 1 0
end_rule
begin_rule
5
60 6
61 0
66 4
68 0
63 0
77 1 0
end_rule
begin_rule
6
60 6
61 0
69 4
71 0
63 0
66 0
77 1 0
end_rule
begin_rule
4
60 6
61 0
36 4
38 0
77 1 0
end_rule
begin_rule
5
60 6
61 0
12 4
14 0
36 0
77 1 0
end_rule
begin_rule
4
60 6
61 0
57 4
59 0
77 1 0
end_rule
begin_rule
5
60 6
61 0
54 4
56 0
57 0
77 1 0
end_rule
begin_rule
6
60 6
61 0
51 4
53 0
57 0
54 0
77 1 0
end_rule
begin_rule
7
60 6
61 0
48 4
50 0
57 0
54 0
51 0
77 1 0
end_rule
begin_rule
4
63 6
64 0
36 6
38 0
77 1 0
end_rule
begin_rule
4
63 6
64 0
39 6
41 0
77 1 0
end_rule
begin_rule
4
63 6
64 0
42 6
44 0
77 1 0
end_rule
begin_rule
4
63 6
64 0
60 6
62 0
77 1 0
end_rule
begin_rule
4
63 6
64 0
66 6
68 0
77 1 0
end_rule
begin_rule
4
63 6
64 0
66 4
68 0
77 1 0
end_rule
begin_rule
5
63 6
64 0
69 4
71 0
66 0
77 1 0
end_rule
begin_rule
4
63 6
64 0
39 4
41 0
77 1 0
end_rule
begin_rule
5
63 6
64 0
15 4
17 0
39 0
77 1 0
end_rule
begin_rule
4
63 6
64 0
60 4
62 0
77 1 0
end_rule
begin_rule
5
63 6
64 0
57 4
59 0
60 0
77 1 0
end_rule
begin_rule
6
63 6
64 0
54 4
56 0
60 0
57 0
77 1 0
end_rule
begin_rule
7
63 6
64 0
51 4
53 0
60 0
57 0
54 0
77 1 0
end_rule
begin_rule
8
63 6
64 0
48 4
50 0
60 0
57 0
54 0
51 0
77 1 0
end_rule
begin_rule
4
66 6
67 0
39 6
41 0
77 1 0
end_rule
begin_rule
4
66 6
67 0
42 6
44 0
77 1 0
end_rule
begin_rule
4
66 6
67 0
45 6
47 0
77 1 0
end_rule
begin_rule
4
66 6
67 0
63 6
65 0
77 1 0
end_rule
begin_rule
4
66 6
67 0
69 6
71 0
77 1 0
end_rule
begin_rule
4
66 6
67 0
69 4
71 0
77 1 0
end_rule
begin_rule
4
66 6
67 0
42 4
44 0
77 1 0
end_rule
begin_rule
5
66 6
67 0
18 4
20 0
42 0
77 1 0
end_rule
begin_rule
4
66 6
67 0
63 4
65 0
77 1 0
end_rule
begin_rule
5
66 6
67 0
60 4
62 0
63 0
77 1 0
end_rule
begin_rule
6
66 6
67 0
57 4
59 0
63 0
60 0
77 1 0
end_rule
begin_rule
7
66 6
67 0
54 4
56 0
63 0
60 0
57 0
77 1 0
end_rule
begin_rule
8
66 6
67 0
51 4
53 0
63 0
60 0
57 0
54 0
77 1 0
end_rule
begin_rule
9
66 6
67 0
48 4
50 0
63 0
60 0
57 0
54 0
51 0
77 1 0
end_rule
begin_rule
4
69 6
70 0
42 6
44 0
77 1 0
end_rule
begin_rule
4
69 6
70 0
45 6
47 0
77 1 0
end_rule
begin_rule
4
69 6
70 0
66 6
68 0
77 1 0
end_rule
begin_rule
4
69 6
70 0
45 4
47 0
77 1 0
end_rule
begin_rule
5
69 6
70 0
21 4
23 0
45 0
77 1 0
end_rule
begin_rule
4
69 6
70 0
66 4
68 0
77 1 0
end_rule
begin_rule
5
69 6
70 0
63 4
65 0
66 0
77 1 0
end_rule
begin_rule
6
69 6
70 0
60 4
62 0
66 0
63 0
77 1 0
end_rule
begin_rule
7
69 6
70 0
57 4
59 0
66 0
63 0
60 0
77 1 0
end_rule
begin_rule
8
69 6
70 0
54 4
56 0
66 0
63 0
60 0
57 0
77 1 0
end_rule
begin_rule
9
69 6
70 0
51 4
53 0
66 0
63 0
60 0
57 0
54 0
77 1 0
end_rule
begin_rule
10
69 6
70 0
48 4
50 0
66 0
63 0
60 0
57 0
54 0
51 0
77 1 0
end_rule
begin_rule
4
0 6
2 0
3 6
4 0
78 1 0
end_rule
begin_rule
4
0 6
2 0
24 6
25 0
78 1 0
end_rule
begin_rule
4
0 6
2 0
27 6
28 0
78 1 0
end_rule
begin_rule
4
0 6
2 0
24 4
25 0
78 1 0
end_rule
begin_rule
5
0 6
2 0
48 4
49 0
24 0
78 1 0
end_rule
begin_rule
4
0 6
2 0
3 4
4 0
78 1 0
end_rule
begin_rule
5
0 6
2 0
6 4
7 0
3 0
78 1 0
end_rule
begin_rule
6
0 6
2 0
9 4
10 0
3 0
6 0
78 1 0
end_rule
begin_rule
7
0 6
2 0
12 4
13 0
3 0
6 0
9 0
78 1 0
end_rule
begin_rule
8
0 6
2 0
15 4
16 0
3 0
6 0
9 0
12 0
78 1 0
end_rule
begin_rule
9
0 6
2 0
18 4
19 0
3 0
6 0
9 0
12 0
15 0
78 1 0
end_rule
begin_rule
10
0 6
2 0
21 4
22 0
3 0
6 0
9 0
12 0
15 0
18 0
78 1 0
end_rule
begin_rule
4
3 6
5 0
0 6
1 0
78 1 0
end_rule
begin_rule
4
3 6
5 0
6 6
7 0
78 1 0
end_rule
begin_rule
4
3 6
5 0
24 6
25 0
78 1 0
end_rule
begin_rule
4
3 6
5 0
27 6
28 0
78 1 0
end_rule
begin_rule
4
3 6
5 0
30 6
31 0
78 1 0
end_rule
begin_rule
4
3 6
5 0
27 4
28 0
78 1 0
end_rule
begin_rule
5
3 6
5 0
51 4
52 0
27 0
78 1 0
end_rule
begin_rule
4
3 6
5 0
6 4
7 0
78 1 0
end_rule
begin_rule
5
3 6
5 0
9 4
10 0
6 0
78 1 0
end_rule
begin_rule
6
3 6
5 0
12 4
13 0
6 0
9 0
78 1 0
end_rule
begin_rule
7
3 6
5 0
15 4
16 0
6 0
9 0
12 0
78 1 0
end_rule
begin_rule
8
3 6
5 0
18 4
19 0
6 0
9 0
12 0
15 0
78 1 0
end_rule
begin_rule
9
3 6
5 0
21 4
22 0
6 0
9 0
12 0
15 0
18 0
78 1 0
end_rule
begin_rule
4
3 6
5 0
0 4
1 0
78 1 0
end_rule
begin_rule
4
6 6
8 0
3 6
4 0
78 1 0
end_rule
begin_rule
4
6 6
8 0
9 6
10 0
78 1 0
end_rule
begin_rule
4
6 6
8 0
27 6
28 0
78 1 0
end_rule
begin_rule
4
6 6
8 0
30 6
31 0
78 1 0
end_rule
begin_rule
4
6 6
8 0
33 6
34 0
78 1 0
end_rule
begin_rule
4
6 6
8 0
30 4
31 0
78 1 0
end_rule
begin_rule
5
6 6
8 0
54 4
55 0
30 0
78 1 0
end_rule
begin_rule
4
6 6
8 0
9 4
10 0
78 1 0
end_rule
begin_rule
5
6 6
8 0
12 4
13 0
9 0
78 1 0
end_rule
begin_rule
6
6 6
8 0
15 4
16 0
9 0
12 0
78 1 0
end_rule
begin_rule
7
6 6
8 0
18 4
19 0
9 0
12 0
15 0
78 1 0
end_rule
begin_rule
8
6 6
8 0
21 4
22 0
9 0
12 0
15 0
18 0
78 1 0
end_rule
begin_rule
4
6 6
8 0
3 4
4 0
78 1 0
end_rule
begin_rule
5
6 6
8 0
0 4
1 0
3 0
78 1 0
end_rule
begin_rule
4
9 6
11 0
6 6
7 0
78 1 0
end_rule
begin_rule
4
9 6
11 0
12 6
13 0
78 1 0
end_rule
begin_rule
4
9 6
11 0
30 6
31 0
78 1 0
end_rule
begin_rule
4
9 6
11 0
33 6
34 0
78 1 0
end_rule
begin_rule
4
9 6
11 0
36 6
37 0
78 1 0
end_rule
begin_rule
4
9 6
11 0
33 4
34 0
78 1 0
end_rule
begin_rule
5
9 6
11 0
57 4
58 0
33 0
78 1 0
end_rule
begin_rule
4
9 6
11 0
12 4
13 0
78 1 0
end_rule
begin_rule
5
9 6
11 0
15 4
16 0
12 0
78 1 0
end_rule
begin_rule
6
9 6
11 0
18 4
19 0
12 0
15 0
78 1 0
end_rule
begin_rule
7
9 6
11 0
21 4
22 0
12 0
15 0
18 0
78 1 0
end_rule
begin_rule
4
9 6
11 0
6 4
7 0
78 1 0
end_rule
begin_rule
5
9 6
11 0
3 4
4 0
6 0
78 1 0
end_rule
begin_rule
6
9 6
11 0
0 4
1 0
6 0
3 0
78 1 0
end_rule
begin_rule
4
12 6
14 0
9 6
10 0
78 1 0
end_rule
begin_rule
4
12 6
14 0
15 6
16 0
78 1 0
end_rule
begin_rule
4
12 6
14 0
33 6
34 0
78 1 0
end_rule
begin_rule
4
12 6
14 0
36 6
37 0
78 1 0
end_rule
begin_rule
4
12 6
14 0
39 6
40 0
78 1 0
end_rule
begin_rule
4
12 6
14 0
36 4
37 0
78 1 0
end_rule
begin_rule
5
12 6
14 0
60 4
61 0
36 0
78 1 0
end_rule
begin_rule
4
12 6
14 0
15 4
16 0
78 1 0
end_rule
begin_rule
5
12 6
14 0
18 4
19 0
15 0
78 1 0
end_rule
begin_rule
6
12 6
14 0
21 4
22 0
15 0
18 0
78 1 0
end_rule
begin_rule
4
12 6
14 0
9 4
10 0
78 1 0
end_rule
begin_rule
5
12 6
14 0
6 4
7 0
9 0
78 1 0
end_rule
begin_rule
6
12 6
14 0
3 4
4 0
9 0
6 0
78 1 0
end_rule
begin_rule
7
12 6
14 0
0 4
1 0
9 0
6 0
3 0
78 1 0
end_rule
begin_rule
4
15 6
17 0
12 6
13 0
78 1 0
end_rule
begin_rule
4
15 6
17 0
18 6
19 0
78 1 0
end_rule
begin_rule
4
15 6
17 0
36 6
37 0
78 1 0
end_rule
begin_rule
4
15 6
17 0
39 6
40 0
78 1 0
end_rule
begin_rule
4
15 6
17 0
42 6
43 0
78 1 0
end_rule
begin_rule
4
15 6
17 0
39 4
40 0
78 1 0
end_rule
begin_rule
5
15 6
17 0
63 4
64 0
39 0
78 1 0
end_rule
begin_rule
4
15 6
17 0
18 4
19 0
78 1 0
end_rule
begin_rule
5
15 6
17 0
21 4
22 0
18 0
78 1 0
end_rule
begin_rule
4
15 6
17 0
12 4
13 0
78 1 0
end_rule
begin_rule
5
15 6
17 0
9 4
10 0
12 0
78 1 0
end_rule
begin_rule
6
15 6
17 0
6 4
7 0
12 0
9 0
78 1 0
end_rule
begin_rule
7
15 6
17 0
3 4
4 0
12 0
9 0
6 0
78 1 0
end_rule
begin_rule
8
15 6
17 0
0 4
1 0
12 0
9 0
6 0
3 0
78 1 0
end_rule
begin_rule
4
18 6
20 0
15 6
16 0
78 1 0
end_rule
begin_rule
4
18 6
20 0
21 6
22 0
78 1 0
end_rule
begin_rule
4
18 6
20 0
39 6
40 0
78 1 0
end_rule
begin_rule
4
18 6
20 0
42 6
43 0
78 1 0
end_rule
begin_rule
4
18 6
20 0
45 6
46 0
78 1 0
end_rule
begin_rule
4
18 6
20 0
42 4
43 0
78 1 0
end_rule
begin_rule
5
18 6
20 0
66 4
67 0
42 0
78 1 0
end_rule
begin_rule
4
18 6
20 0
21 4
22 0
78 1 0
end_rule
begin_rule
4
18 6
20 0
15 4
16 0
78 1 0
end_rule
begin_rule
5
18 6
20 0
12 4
13 0
15 0
78 1 0
end_rule
begin_rule
6
18 6
20 0
9 4
10 0
15 0
12 0
78 1 0
end_rule
begin_rule
7
18 6
20 0
6 4
7 0
15 0
12 0
9 0
78 1 0
end_rule
begin_rule
8
18 6
20 0
3 4
4 0
15 0
12 0
9 0
6 0
78 1 0
end_rule
begin_rule
9
18 6
20 0
0 4
1 0
15 0
12 0
9 0
6 0
3 0
78 1 0
end_rule
begin_rule
4
21 6
23 0
18 6
19 0
78 1 0
end_rule
begin_rule
4
21 6
23 0
42 6
43 0
78 1 0
end_rule
begin_rule
4
21 6
23 0
45 6
46 0
78 1 0
end_rule
begin_rule
4
21 6
23 0
45 4
46 0
78 1 0
end_rule
begin_rule
5
21 6
23 0
69 4
70 0
45 0
78 1 0
end_rule
begin_rule
4
21 6
23 0
18 4
19 0
78 1 0
end_rule
begin_rule
5
21 6
23 0
15 4
16 0
18 0
78 1 0
end_rule
begin_rule
6
21 6
23 0
12 4
13 0
18 0
15 0
78 1 0
end_rule
begin_rule
7
21 6
23 0
9 4
10 0
18 0
15 0
12 0
78 1 0
end_rule
begin_rule
8
21 6
23 0
6 4
7 0
18 0
15 0
12 0
9 0
78 1 0
end_rule
begin_rule
9
21 6
23 0
3 4
4 0
18 0
15 0
12 0
9 0
6 0
78 1 0
end_rule
begin_rule
10
21 6
23 0
0 4
1 0
18 0
15 0
12 0
9 0
6 0
3 0
78 1 0
end_rule
begin_rule
4
24 6
26 0
0 6
1 0
78 1 0
end_rule
begin_rule
4
24 6
26 0
3 6
4 0
78 1 0
end_rule
begin_rule
4
24 6
26 0
27 6
28 0
78 1 0
end_rule
begin_rule
4
24 6
26 0
48 6
49 0
78 1 0
end_rule
begin_rule
4
24 6
26 0
51 6
52 0
78 1 0
end_rule
begin_rule
4
24 6
26 0
48 4
49 0
78 1 0
end_rule
begin_rule
4
24 6
26 0
27 4
28 0
78 1 0
end_rule
begin_rule
5
24 6
26 0
30 4
31 0
27 0
78 1 0
end_rule
begin_rule
6
24 6
26 0
33 4
34 0
27 0
30 0
78 1 0
end_rule
begin_rule
7
24 6
26 0
36 4
37 0
27 0
30 0
33 0
78 1 0
end_rule
begin_rule
8
24 6
26 0
39 4
40 0
27 0
30 0
33 0
36 0
78 1 0
end_rule
begin_rule
9
24 6
26 0
42 4
43 0
27 0
30 0
33 0
36 0
39 0
78 1 0
end_rule
begin_rule
10
24 6
26 0
45 4
46 0
27 0
30 0
33 0
36 0
39 0
42 0
78 1 0
end_rule
begin_rule
4
24 6
26 0
0 4
1 0
78 1 0
end_rule
begin_rule
4
27 6
29 0
0 6
1 0
78 1 0
end_rule
begin_rule
4
27 6
29 0
3 6
4 0
78 1 0
end_rule
begin_rule
4
27 6
29 0
6 6
7 0
78 1 0
end_rule
begin_rule
4
27 6
29 0
24 6
25 0
78 1 0
end_rule
begin_rule
4
27 6
29 0
30 6
31 0
78 1 0
end_rule
begin_rule
4
27 6
29 0
48 6
49 0
78 1 0
end_rule
begin_rule
4
27 6
29 0
51 6
52 0
78 1 0
end_rule
begin_rule
4
27 6
29 0
54 6
55 0
78 1 0
end_rule
begin_rule
4
27 6
29 0
51 4
52 0
78 1 0
end_rule
begin_rule
4
27 6
29 0
30 4
31 0
78 1 0
end_rule
begin_rule
5
27 6
29 0
33 4
34 0
30 0
78 1 0
end_rule
begin_rule
6
27 6
29 0
36 4
37 0
30 0
33 0
78 1 0
end_rule
begin_rule
7
27 6
29 0
39 4
40 0
30 0
33 0
36 0
78 1 0
end_rule
begin_rule
8
27 6
29 0
42 4
43 0
30 0
33 0
36 0
39 0
78 1 0
end_rule
begin_rule
9
27 6
29 0
45 4
46 0
30 0
33 0
36 0
39 0
42 0
78 1 0
end_rule
begin_rule
4
27 6
29 0
3 4
4 0
78 1 0
end_rule
begin_rule
4
27 6
29 0
24 4
25 0
78 1 0
end_rule
begin_rule
4
30 6
32 0
3 6
4 0
78 1 0
end_rule
begin_rule
4
30 6
32 0
6 6
7 0
78 1 0
end_rule
begin_rule
4
30 6
32 0
9 6
10 0
78 1 0
end_rule
begin_rule
4
30 6
32 0
27 6
28 0
78 1 0
end_rule
begin_rule
4
30 6
32 0
33 6
34 0
78 1 0
end_rule
begin_rule
4
30 6
32 0
51 6
52 0
78 1 0
end_rule
begin_rule
4
30 6
32 0
54 6
55 0
78 1 0
end_rule
begin_rule
4
30 6
32 0
57 6
58 0
78 1 0
end_rule
begin_rule
4
30 6
32 0
54 4
55 0
78 1 0
end_rule
begin_rule
4
30 6
32 0
33 4
34 0
78 1 0
end_rule
begin_rule
5
30 6
32 0
36 4
37 0
33 0
78 1 0
end_rule
begin_rule
6
30 6
32 0
39 4
40 0
33 0
36 0
78 1 0
end_rule
begin_rule
7
30 6
32 0
42 4
43 0
33 0
36 0
39 0
78 1 0
end_rule
begin_rule
8
30 6
32 0
45 4
46 0
33 0
36 0
39 0
42 0
78 1 0
end_rule
begin_rule
4
30 6
32 0
6 4
7 0
78 1 0
end_rule
begin_rule
4
30 6
32 0
27 4
28 0
78 1 0
end_rule
begin_rule
5
30 6
32 0
24 4
25 0
27 0
78 1 0
end_rule
begin_rule
4
33 6
35 0
6 6
7 0
78 1 0
end_rule
begin_rule
4
33 6
35 0
9 6
10 0
78 1 0
end_rule
begin_rule
4
33 6
35 0
12 6
13 0
78 1 0
end_rule
begin_rule
4
33 6
35 0
30 6
31 0
78 1 0
end_rule
begin_rule
4
33 6
35 0
36 6
37 0
78 1 0
end_rule
begin_rule
4
33 6
35 0
54 6
55 0
78 1 0
end_rule
begin_rule
4
33 6
35 0
57 6
58 0
78 1 0
end_rule
begin_rule
4
33 6
35 0
60 6
61 0
78 1 0
end_rule
begin_rule
4
33 6
35 0
57 4
58 0
78 1 0
end_rule
begin_rule
4
33 6
35 0
36 4
37 0
78 1 0
end_rule
begin_rule
5
33 6
35 0
39 4
40 0
36 0
78 1 0
end_rule
begin_rule
6
33 6
35 0
42 4
43 0
36 0
39 0
78 1 0
end_rule
begin_rule
7
33 6
35 0
45 4
46 0
36 0
39 0
42 0
78 1 0
end_rule
begin_rule
4
33 6
35 0
9 4
10 0
78 1 0
end_rule
begin_rule
4
33 6
35 0
30 4
31 0
78 1 0
end_rule
begin_rule
5
33 6
35 0
27 4
28 0
30 0
78 1 0
end_rule
begin_rule
6
33 6
35 0
24 4
25 0
30 0
27 0
78 1 0
end_rule
begin_rule
4
36 6
38 0
9 6
10 0
78 1 0
end_rule
begin_rule
4
36 6
38 0
12 6
13 0
78 1 0
end_rule
begin_rule
4
36 6
38 0
15 6
16 0
78 1 0
end_rule
begin_rule
4
36 6
38 0
33 6
34 0
78 1 0
end_rule
begin_rule
4
36 6
38 0
39 6
40 0
78 1 0
end_rule
begin_rule
4
36 6
38 0
57 6
58 0
78 1 0
end_rule
begin_rule
4
36 6
38 0
60 6
61 0
78 1 0
end_rule
begin_rule
4
36 6
38 0
63 6
64 0
78 1 0
end_rule
begin_rule
4
36 6
38 0
60 4
61 0
78 1 0
end_rule
begin_rule
4
36 6
38 0
39 4
40 0
78 1 0
end_rule
begin_rule
5
36 6
38 0
42 4
43 0
39 0
78 1 0
end_rule
begin_rule
6
36 6
38 0
45 4
46 0
39 0
42 0
78 1 0
end_rule
begin_rule
4
36 6
38 0
12 4
13 0
78 1 0
end_rule
begin_rule
4
36 6
38 0
33 4
34 0
78 1 0
end_rule
begin_rule
5
36 6
38 0
30 4
31 0
33 0
78 1 0
end_rule
begin_rule
6
36 6
38 0
27 4
28 0
33 0
30 0
78 1 0
end_rule
begin_rule
7
36 6
38 0
24 4
25 0
33 0
30 0
27 0
78 1 0
end_rule
begin_rule
4
39 6
41 0
12 6
13 0
78 1 0
end_rule
begin_rule
4
39 6
41 0
15 6
16 0
78 1 0
end_rule
begin_rule
4
39 6
41 0
18 6
19 0
78 1 0
end_rule
begin_rule
4
39 6
41 0
36 6
37 0
78 1 0
end_rule
begin_rule
4
39 6
41 0
42 6
43 0
78 1 0
end_rule
begin_rule
4
39 6
41 0
60 6
61 0
78 1 0
end_rule
begin_rule
4
39 6
41 0
63 6
64 0
78 1 0
end_rule
begin_rule
4
39 6
41 0
66 6
67 0
78 1 0
end_rule
begin_rule
4
39 6
41 0
63 4
64 0
78 1 0
end_rule
begin_rule
4
39 6
41 0
42 4
43 0
78 1 0
end_rule
begin_rule
5
39 6
41 0
45 4
46 0
42 0
78 1 0
end_rule
begin_rule
4
39 6
41 0
15 4
16 0
78 1 0
end_rule
begin_rule
4
39 6
41 0
36 4
37 0
78 1 0
end_rule
begin_rule
5
39 6
41 0
33 4
34 0
36 0
78 1 0
end_rule
begin_rule
6
39 6
41 0
30 4
31 0
36 0
33 0
78 1 0
end_rule
begin_rule
7
39 6
41 0
27 4
28 0
36 0
33 0
30 0
78 1 0
end_rule
begin_rule
8
39 6
41 0
24 4
25 0
36 0
33 0
30 0
27 0
78 1 0
end_rule
begin_rule
4
42 6
44 0
15 6
16 0
78 1 0
end_rule
begin_rule
4
42 6
44 0
18 6
19 0
78 1 0
end_rule
begin_rule
4
42 6
44 0
21 6
22 0
78 1 0
end_rule
begin_rule
4
42 6
44 0
39 6
40 0
78 1 0
end_rule
begin_rule
4
42 6
44 0
45 6
46 0
78 1 0
end_rule
begin_rule
4
42 6
44 0
63 6
64 0
78 1 0
end_rule
begin_rule
4
42 6
44 0
66 6
67 0
78 1 0
end_rule
begin_rule
4
42 6
44 0
69 6
70 0
78 1 0
end_rule
begin_rule
4
42 6
44 0
66 4
67 0
78 1 0
end_rule
begin_rule
4
42 6
44 0
45 4
46 0
78 1 0
end_rule
begin_rule
4
42 6
44 0
18 4
19 0
78 1 0
end_rule
begin_rule
4
42 6
44 0
39 4
40 0
78 1 0
end_rule
begin_rule
5
42 6
44 0
36 4
37 0
39 0
78 1 0
end_rule
begin_rule
6
42 6
44 0
33 4
34 0
39 0
36 0
78 1 0
end_rule
begin_rule
7
42 6
44 0
30 4
31 0
39 0
36 0
33 0
78 1 0
end_rule
begin_rule
8
42 6
44 0
27 4
28 0
39 0
36 0
33 0
30 0
78 1 0
end_rule
begin_rule
9
42 6
44 0
24 4
25 0
39 0
36 0
33 0
30 0
27 0
78 1 0
end_rule
begin_rule
4
45 6
47 0
18 6
19 0
78 1 0
end_rule
begin_rule
4
45 6
47 0
21 6
22 0
78 1 0
end_rule
begin_rule
4
45 6
47 0
42 6
43 0
78 1 0
end_rule
begin_rule
4
45 6
47 0
66 6
67 0
78 1 0
end_rule
begin_rule
4
45 6
47 0
69 6
70 0
78 1 0
end_rule
begin_rule
4
45 6
47 0
69 4
70 0
78 1 0
end_rule
begin_rule
4
45 6
47 0
21 4
22 0
78 1 0
end_rule
begin_rule
4
45 6
47 0
42 4
43 0
78 1 0
end_rule
begin_rule
5
45 6
47 0
39 4
40 0
42 0
78 1 0
end_rule
begin_rule
6
45 6
47 0
36 4
37 0
42 0
39 0
78 1 0
end_rule
begin_rule
7
45 6
47 0
33 4
34 0
42 0
39 0
36 0
78 1 0
end_rule
begin_rule
8
45 6
47 0
30 4
31 0
42 0
39 0
36 0
33 0
78 1 0
end_rule
begin_rule
9
45 6
47 0
27 4
28 0
42 0
39 0
36 0
33 0
30 0
78 1 0
end_rule
begin_rule
10
45 6
47 0
24 4
25 0
42 0
39 0
36 0
33 0
30 0
27 0
78 1 0
end_rule
begin_rule
4
48 6
50 0
24 6
25 0
78 1 0
end_rule
begin_rule
4
48 6
50 0
27 6
28 0
78 1 0
end_rule
begin_rule
4
48 6
50 0
51 6
52 0
78 1 0
end_rule
begin_rule
4
48 6
50 0
51 4
52 0
78 1 0
end_rule
begin_rule
5
48 6
50 0
54 4
55 0
51 0
78 1 0
end_rule
begin_rule
6
48 6
50 0
57 4
58 0
51 0
54 0
78 1 0
end_rule
begin_rule
7
48 6
50 0
60 4
61 0
51 0
54 0
57 0
78 1 0
end_rule
begin_rule
8
48 6
50 0
63 4
64 0
51 0
54 0
57 0
60 0
78 1 0
end_rule
begin_rule
9
48 6
50 0
66 4
67 0
51 0
54 0
57 0
60 0
63 0
78 1 0
end_rule
begin_rule
10
48 6
50 0
69 4
70 0
51 0
54 0
57 0
60 0
63 0
66 0
78 1 0
end_rule
begin_rule
4
48 6
50 0
24 4
25 0
78 1 0
end_rule
begin_rule
5
48 6
50 0
0 4
1 0
24 0
78 1 0
end_rule
begin_rule
4
51 6
53 0
24 6
25 0
78 1 0
end_rule
begin_rule
4
51 6
53 0
27 6
28 0
78 1 0
end_rule
begin_rule
4
51 6
53 0
30 6
31 0
78 1 0
end_rule
begin_rule
4
51 6
53 0
48 6
49 0
78 1 0
end_rule
begin_rule
4
51 6
53 0
54 6
55 0
78 1 0
end_rule
begin_rule
4
51 6
53 0
54 4
55 0
78 1 0
end_rule
begin_rule
5
51 6
53 0
57 4
58 0
54 0
78 1 0
end_rule
begin_rule
6
51 6
53 0
60 4
61 0
54 0
57 0
78 1 0
end_rule
begin_rule
7
51 6
53 0
63 4
64 0
54 0
57 0
60 0
78 1 0
end_rule
begin_rule
8
51 6
53 0
66 4
67 0
54 0
57 0
60 0
63 0
78 1 0
end_rule
begin_rule
9
51 6
53 0
69 4
70 0
54 0
57 0
60 0
63 0
66 0
78 1 0
end_rule
begin_rule
4
51 6
53 0
27 4
28 0
78 1 0
end_rule
begin_rule
5
51 6
53 0
3 4
4 0
27 0
78 1 0
end_rule
begin_rule
4
51 6
53 0
48 4
49 0
78 1 0
end_rule
begin_rule
4
54 6
56 0
27 6
28 0
78 1 0
end_rule
begin_rule
4
54 6
56 0
30 6
31 0
78 1 0
end_rule
begin_rule
4
54 6
56 0
33 6
34 0
78 1 0
end_rule
begin_rule
4
54 6
56 0
51 6
52 0
78 1 0
end_rule
begin_rule
4
54 6
56 0
57 6
58 0
78 1 0
end_rule
begin_rule
4
54 6
56 0
57 4
58 0
78 1 0
end_rule
begin_rule
5
54 6
56 0
60 4
61 0
57 0
78 1 0
end_rule
begin_rule
6
54 6
56 0
63 4
64 0
57 0
60 0
78 1 0
end_rule
begin_rule
7
54 6
56 0
66 4
67 0
57 0
60 0
63 0
78 1 0
end_rule
begin_rule
8
54 6
56 0
69 4
70 0
57 0
60 0
63 0
66 0
78 1 0
end_rule
begin_rule
4
54 6
56 0
30 4
31 0
78 1 0
end_rule
begin_rule
5
54 6
56 0
6 4
7 0
30 0
78 1 0
end_rule
begin_rule
4
54 6
56 0
51 4
52 0
78 1 0
end_rule
begin_rule
5
54 6
56 0
48 4
49 0
51 0
78 1 0
end_rule
begin_rule
4
57 6
59 0
30 6
31 0
78 1 0
end_rule
begin_rule
4
57 6
59 0
33 6
34 0
78 1 0
end_rule
begin_rule
4
57 6
59 0
36 6
37 0
78 1 0
end_rule
begin_rule
4
57 6
59 0
54 6
55 0
78 1 0
end_rule
begin_rule
4
57 6
59 0
60 6
61 0
78 1 0
end_rule
begin_rule
4
57 6
59 0
60 4
61 0
78 1 0
end_rule
begin_rule
5
57 6
59 0
63 4
64 0
60 0
78 1 0
end_rule
begin_rule
6
57 6
59 0
66 4
67 0
60 0
63 0
78 1 0
end_rule
begin_rule
7
57 6
59 0
69 4
70 0
60 0
63 0
66 0
78 1 0
end_rule
begin_rule
4
57 6
59 0
33 4
34 0
78 1 0
end_rule
begin_rule
5
57 6
59 0
9 4
10 0
33 0
78 1 0
end_rule
begin_rule
4
57 6
59 0
54 4
55 0
78 1 0
end_rule
begin_rule
5
57 6
59 0
51 4
52 0
54 0
78 1 0
end_rule
begin_rule
6
57 6
59 0
48 4
49 0
54 0
51 0
78 1 0
end_rule
begin_rule
4
60 6
62 0
33 6
34 0
78 1 0
end_rule
begin_rule
4
60 6
62 0
36 6
37 0
78 1 0
end_rule
begin_rule
4
60 6
62 0
39 6
40 0
78 1 0
end_rule
begin_rule
4
60 6
62 0
57 6
58 0
78 1 0
end_rule
begin_rule
4
60 6
62 0
63 6
64 0
78 1 0
end_rule
begin_rule
4
60 6
62 0
63 4
64 0
78 1 0
end_rule
begin_rule
5
60 6
62 0
66 4
67 0
63 0
78 1 0
end_rule
begin_rule
6
60 6
62 0
69 4
70 0
63 0
66 0
78 1 0
end_rule
begin_rule
4
60 6
62 0
36 4
37 0
78 1 0
end_rule
begin_rule
5
60 6
62 0
12 4
13 0
36 0
78 1 0
end_rule
begin_rule
4
60 6
62 0
57 4
58 0
78 1 0
end_rule
begin_rule
5
60 6
62 0
54 4
55 0
57 0
78 1 0
end_rule
begin_rule
6
60 6
62 0
51 4
52 0
57 0
54 0
78 1 0
end_rule
begin_rule
7
60 6
62 0
48 4
49 0
57 0
54 0
51 0
78 1 0
end_rule
begin_rule
4
63 6
65 0
36 6
37 0
78 1 0
end_rule
begin_rule
4
63 6
65 0
39 6
40 0
78 1 0
end_rule
begin_rule
4
63 6
65 0
42 6
43 0
78 1 0
end_rule
begin_rule
4
63 6
65 0
60 6
61 0
78 1 0
end_rule
begin_rule
4
63 6
65 0
66 6
67 0
78 1 0
end_rule
begin_rule
4
63 6
65 0
66 4
67 0
78 1 0
end_rule
begin_rule
5
63 6
65 0
69 4
70 0
66 0
78 1 0
end_rule
begin_rule
4
63 6
65 0
39 4
40 0
78 1 0
end_rule
begin_rule
5
63 6
65 0
15 4
16 0
39 0
78 1 0
end_rule
begin_rule
4
63 6
65 0
60 4
61 0
78 1 0
end_rule
begin_rule
5
63 6
65 0
57 4
58 0
60 0
78 1 0
end_rule
begin_rule
6
63 6
65 0
54 4
55 0
60 0
57 0
78 1 0
end_rule
begin_rule
7
63 6
65 0
51 4
52 0
60 0
57 0
54 0
78 1 0
end_rule
begin_rule
8
63 6
65 0
48 4
49 0
60 0
57 0
54 0
51 0
78 1 0
end_rule
begin_rule
4
66 6
68 0
39 6
40 0
78 1 0
end_rule
begin_rule
4
66 6
68 0
42 6
43 0
78 1 0
end_rule
begin_rule
4
66 6
68 0
45 6
46 0
78 1 0
end_rule
begin_rule
4
66 6
68 0
63 6
64 0
78 1 0
end_rule
begin_rule
4
66 6
68 0
69 6
70 0
78 1 0
end_rule
begin_rule
4
66 6
68 0
69 4
70 0
78 1 0
end_rule
begin_rule
4
66 6
68 0
42 4
43 0
78 1 0
end_rule
begin_rule
5
66 6
68 0
18 4
19 0
42 0
78 1 0
end_rule
begin_rule
4
66 6
68 0
63 4
64 0
78 1 0
end_rule
begin_rule
5
66 6
68 0
60 4
61 0
63 0
78 1 0
end_rule
begin_rule
6
66 6
68 0
57 4
58 0
63 0
60 0
78 1 0
end_rule
begin_rule
7
66 6
68 0
54 4
55 0
63 0
60 0
57 0
78 1 0
end_rule
begin_rule
8
66 6
68 0
51 4
52 0
63 0
60 0
57 0
54 0
78 1 0
end_rule
begin_rule
9
66 6
68 0
48 4
49 0
63 0
60 0
57 0
54 0
51 0
78 1 0
end_rule
begin_rule
4
69 6
71 0
42 6
43 0
78 1 0
end_rule
begin_rule
4
69 6
71 0
45 6
46 0
78 1 0
end_rule
begin_rule
4
69 6
71 0
66 6
67 0
78 1 0
end_rule
begin_rule
4
69 6
71 0
45 4
46 0
78 1 0
end_rule
begin_rule
5
69 6
71 0
21 4
22 0
45 0
78 1 0
end_rule
begin_rule
4
69 6
71 0
66 4
67 0
78 1 0
end_rule
begin_rule
5
69 6
71 0
63 4
64 0
66 0
78 1 0
end_rule
begin_rule
6
69 6
71 0
60 4
61 0
66 0
63 0
78 1 0
end_rule
begin_rule
7
69 6
71 0
57 4
58 0
66 0
63 0
60 0
78 1 0
end_rule
begin_rule
8
69 6
71 0
54 4
55 0
66 0
63 0
60 0
57 0
78 1 0
end_rule
begin_rule
9
69 6
71 0
51 4
52 0
66 0
63 0
60 0
57 0
54 0
78 1 0
end_rule
begin_rule
10
69 6
71 0
48 4
49 0
66 0
63 0
60 0
57 0
54 0
51 0
78 1 0
end_rule
begin_rule
2
9 6
11 0
79 1 0
end_rule
begin_rule
2
15 6
17 0
79 1 0
end_rule
begin_rule
2
33 6
35 0
79 1 0
end_rule
begin_rule
2
36 6
38 0
79 1 0
end_rule
begin_rule
2
39 6
41 0
79 1 0
end_rule
begin_rule
2
36 4
38 0
79 1 0
end_rule
begin_rule
3
60 4
62 0
36 0
79 1 0
end_rule
begin_rule
2
15 4
17 0
79 1 0
end_rule
begin_rule
3
18 4
20 0
15 0
79 1 0
end_rule
begin_rule
4
21 4
23 0
15 0
18 0
79 1 0
end_rule
begin_rule
2
9 4
11 0
79 1 0
end_rule
begin_rule
3
6 4
8 0
9 0
79 1 0
end_rule
begin_rule
4
3 4
5 0
9 0
6 0
79 1 0
end_rule
begin_rule
5
0 4
2 0
9 0
6 0
3 0
79 1 0
end_rule
begin_rule
2
12 6
14 0
80 1 0
end_rule
begin_rule
2
18 6
20 0
80 1 0
end_rule
begin_rule
2
36 6
38 0
80 1 0
end_rule
begin_rule
2
39 6
41 0
80 1 0
end_rule
begin_rule
2
42 6
44 0
80 1 0
end_rule
begin_rule
2
39 4
41 0
80 1 0
end_rule
begin_rule
3
63 4
65 0
39 0
80 1 0
end_rule
begin_rule
2
18 4
20 0
80 1 0
end_rule
begin_rule
3
21 4
23 0
18 0
80 1 0
end_rule
begin_rule
2
12 4
14 0
80 1 0
end_rule
begin_rule
3
9 4
11 0
12 0
80 1 0
end_rule
begin_rule
4
6 4
8 0
12 0
9 0
80 1 0
end_rule
begin_rule
5
3 4
5 0
12 0
9 0
6 0
80 1 0
end_rule
begin_rule
6
0 4
2 0
12 0
9 0
6 0
3 0
80 1 0
end_rule
begin_rule
2
6 6
8 0
81 1 0
end_rule
begin_rule
2
12 6
14 0
81 1 0
end_rule
begin_rule
2
30 6
32 0
81 1 0
end_rule
begin_rule
2
33 6
35 0
81 1 0
end_rule
begin_rule
2
36 6
38 0
81 1 0
end_rule
begin_rule
2
33 4
35 0
81 1 0
end_rule
begin_rule
3
57 4
59 0
33 0
81 1 0
end_rule
begin_rule
2
12 4
14 0
81 1 0
end_rule
begin_rule
3
15 4
17 0
12 0
81 1 0
end_rule
begin_rule
4
18 4
20 0
12 0
15 0
81 1 0
end_rule
begin_rule
5
21 4
23 0
12 0
15 0
18 0
81 1 0
end_rule
begin_rule
2
6 4
8 0
81 1 0
end_rule
begin_rule
3
3 4
5 0
6 0
81 1 0
end_rule
begin_rule
4
0 4
2 0
6 0
3 0
81 1 0
end_rule
begin_rule
2
33 6
34 0
82 1 0
end_rule
begin_rule
2
36 6
37 0
82 1 0
end_rule
begin_rule
2
39 6
40 0
82 1 0
end_rule
begin_rule
2
57 6
58 0
82 1 0
end_rule
begin_rule
2
63 6
64 0
82 1 0
end_rule
begin_rule
2
63 4
64 0
82 1 0
end_rule
begin_rule
3
66 4
67 0
63 0
82 1 0
end_rule
begin_rule
4
69 4
70 0
63 0
66 0
82 1 0
end_rule
begin_rule
2
36 4
37 0
82 1 0
end_rule
begin_rule
3
12 4
13 0
36 0
82 1 0
end_rule
begin_rule
2
57 4
58 0
82 1 0
end_rule
begin_rule
3
54 4
55 0
57 0
82 1 0
end_rule
begin_rule
4
51 4
52 0
57 0
54 0
82 1 0
end_rule
begin_rule
5
48 4
49 0
57 0
54 0
51 0
82 1 0
end_rule
begin_rule
2
36 6
37 0
83 1 0
end_rule
begin_rule
2
39 6
40 0
83 1 0
end_rule
begin_rule
2
42 6
43 0
83 1 0
end_rule
begin_rule
2
60 6
61 0
83 1 0
end_rule
begin_rule
2
66 6
67 0
83 1 0
end_rule
begin_rule
2
66 4
67 0
83 1 0
end_rule
begin_rule
3
69 4
70 0
66 0
83 1 0
end_rule
begin_rule
2
39 4
40 0
83 1 0
end_rule
begin_rule
3
15 4
16 0
39 0
83 1 0
end_rule
begin_rule
2
60 4
61 0
83 1 0
end_rule
begin_rule
3
57 4
58 0
60 0
83 1 0
end_rule
begin_rule
4
54 4
55 0
60 0
57 0
83 1 0
end_rule
begin_rule
5
51 4
52 0
60 0
57 0
54 0
83 1 0
end_rule
begin_rule
6
48 4
49 0
60 0
57 0
54 0
51 0
83 1 0
end_rule
begin_rule
2
30 6
31 0
84 1 0
end_rule
begin_rule
2
33 6
34 0
84 1 0
end_rule
begin_rule
2
36 6
37 0
84 1 0
end_rule
begin_rule
2
54 6
55 0
84 1 0
end_rule
begin_rule
2
60 6
61 0
84 1 0
end_rule
begin_rule
2
60 4
61 0
84 1 0
end_rule
begin_rule
3
63 4
64 0
60 0
84 1 0
end_rule
begin_rule
4
66 4
67 0
60 0
63 0
84 1 0
end_rule
begin_rule
5
69 4
70 0
60 0
63 0
66 0
84 1 0
end_rule
begin_rule
2
33 4
34 0
84 1 0
end_rule
begin_rule
3
9 4
10 0
33 0
84 1 0
end_rule
begin_rule
2
54 4
55 0
84 1 0
end_rule
begin_rule
3
51 4
52 0
54 0
84 1 0
end_rule
begin_rule
4
48 4
49 0
54 0
51 0
84 1 0
end_rule

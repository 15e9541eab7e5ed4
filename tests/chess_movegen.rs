//! Differential test of the chess move generator against an established
//! library (shakmaty, a dev-dependency used only here): legal move sets are
//! equal on thousands of 8×8 positions reached by random playouts, including
//! castling, en passant and promotions.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use shakmaty::{fen::Fen, CastlingMode, Chess, Position as _};
use solopddl::chess::fen::{parse_fen, to_fen};
use solopddl::chess::movegen::{legal_moves, play};

fn oracle_moves(fen: &str) -> Vec<String> {
    let pos: Chess = fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap();
    let mut v: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(CastlingMode::Standard).to_string())
        .collect();
    v.sort();
    v
}

#[test]
fn legal_moves_equal_the_oracle_on_random_playouts() {
    let starts = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "4k3/1P6/8/3pP3/8/8/6p1/4K3 w - d6 0 1",
    ];
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let (mut checked, mut ep, mut castles, mut promos) = (0, 0, 0, 0);
    for game in 0..120 {
        let mut pos = parse_fen(starts[game % starts.len()]).unwrap();
        for _ in 0..40 {
            let fen = to_fen(&pos);
            let mut moves = Vec::new();
            legal_moves(&pos, &mut moves);
            let mut ours: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
            ours.sort();
            assert_eq!(ours, oracle_moves(&fen), "{fen}");
            checked += 1;
            for m in &moves {
                let (_, role) = pos.piece_at(m.from).unwrap();
                if role == solopddl::chess::Role::Pawn && Some(m.to) == pos.ep_square {
                    ep += 1;
                }
                if role == solopddl::chess::Role::King && m.from.file().abs_diff(m.to.file()) == 2 {
                    castles += 1;
                }
                promos += m.promotion.is_some() as usize;
            }
            if moves.is_empty() {
                break;
            }
            pos = play(&pos, moves[rng.gen_range(0..moves.len())]);
        }
    }
    assert!(checked >= 2000, "only {checked} positions");
    assert!(
        ep > 0 && castles > 50 && promos > 50,
        "ep {ep} castles {castles} promotions {promos}"
    );
}

/// SAN (with check and mate marks) equals the oracle's for every legal move
/// along random playouts, and reading it back gives the same move.
#[test]
fn san_equals_the_oracle_on_random_playouts() {
    use shakmaty::san::SanPlus;
    use solopddl::chess::san::{parse_san, to_san};
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut checked = 0;
    for game in 0..40 {
        let start = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        ][game % 3];
        let mut pos = parse_fen(start).unwrap();
        for _ in 0..50 {
            let fen = to_fen(&pos);
            let theirs: Chess = fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap();
            let mut moves = Vec::new();
            legal_moves(&pos, &mut moves);
            for m in theirs.legal_moves() {
                let uci = m.to_uci(CastlingMode::Standard).to_string();
                let ours = *moves.iter().find(|x| x.to_string() == uci).unwrap();
                let san = to_san(&pos, ours);
                assert_eq!(san, SanPlus::from_move(theirs.clone(), &m).to_string(), "{fen} {uci}");
                assert_eq!(parse_san(&pos, &san), Some(ours));
                checked += 1;
            }
            if moves.is_empty() {
                break;
            }
            pos = play(&pos, moves[rng.gen_range(0..moves.len())]);
        }
    }
    assert!(checked > 20_000, "{checked}");
}

/// The mate solver's solution trees, checked with the oracle: every legal
/// defence appears and every line ends in checkmate.
#[test]
fn mate_trees_hold_against_every_oracle_defence() {
    use solopddl::chess::mate::{MateOutcome, MateSearch, TreeNode};
    fn check(pos: &Chess, node: &TreeNode, n: u32) {
        use shakmaty::uci::UciMove;
        let m = node.attack.parse::<UciMove>().unwrap().to_move(pos).unwrap();
        let after = pos.clone().play(&m).unwrap();
        if after.is_checkmate() {
            return;
        }
        assert!(n > 1, "line does not end in mate");
        let defences: Vec<String> = after
            .legal_moves()
            .iter()
            .map(|d| d.to_uci(CastlingMode::Standard).to_string())
            .collect();
        let mut answered: Vec<String> = node.defences.iter().map(|(d, _)| d.clone()).collect();
        let mut all = defences.clone();
        all.sort();
        answered.sort();
        assert_eq!(answered, all, "a defence is missing from the tree");
        for (d, next) in &node.defences {
            let dm = d.parse::<UciMove>().unwrap().to_move(&after).unwrap();
            check(&after.clone().play(&dm).unwrap(), next, n - 1);
        }
    }
    for (fen, n) in [
        ("3qr2k/pbpp2pp/1p5N/3Q2b1/2P1P3/P7/1PP2PPP/R4RK1 w - - 0 1", 2),
        ("r1bq2k1/ppp2r1p/2np1pNQ/2bNpp2/2B1P3/3P4/PPP2PPP/R3K2R w KQ - 0 1", 2),
        ("r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1", 3),
        ("k7/8/2K5/8/8/8/8/7R w - - 0 1", 2),
    ] {
        let pos = parse_fen(fen).unwrap();
        let mut search = MateSearch::new(10_000_000);
        let MateOutcome::Mate { key, moves } = search.solve(&pos, n) else {
            panic!("{fen}: mate in {n} expected")
        };
        assert_eq!(moves, n, "{fen}");
        let tree = search.tree(&pos, key, moves as u8);
        let theirs: Chess = fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap();
        check(&theirs, &tree, n);
    }
}

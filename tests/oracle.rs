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

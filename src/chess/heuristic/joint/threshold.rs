//! The squares of a tally row (`mod.rs`, `Rows`) whose least moves are at
//! most a limit, as a bitboard's bits; and a row kept on a set of squares
//! only.
//!
//! **Why its own file.** The victims' search asks it of every walker's
//! row at every node: on the Pronkin-style goal of BENCHMARKS.md it was a
//! sixth of the count's time as a plain loop over the 64 squares, which
//! the compiler turns into shifts lane by lane. SSE2 (on every x86-64)
//! compares eight squares at once and gathers sixteen bits with one
//! `movemask`: about ten times as fast measured alone. Elsewhere the
//! plain loop answers, and a test holds the two to the same bits.

/// Bit `i` set where `row[i] <= limit`.
pub(super) fn at_most(row: &[u16; 64], limit: u16) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        at_most_sse2(row, limit)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        at_most_plain(row, limit)
    }
}

/// [`at_most`] one square at a time.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
fn at_most_plain(row: &[u16; 64], limit: u16) -> u64 {
    row.iter()
        .enumerate()
        .fold(0u64, |bits, (i, &m)| bits | (u64::from(m <= limit) << i))
}

/// [`at_most`] eight squares at a time. The comparison SSE2 has is
/// signed: flipping the top bit of both sides orders unsigned values as
/// signed ones.
#[cfg(target_arch = "x86_64")]
fn at_most_sse2(row: &[u16; 64], limit: u16) -> u64 {
    use std::arch::x86_64::{
        __m128i, _mm_cmpgt_epi16, _mm_loadu_si128, _mm_movemask_epi8, _mm_packs_epi16, _mm_set1_epi16, _mm_xor_si128,
    };
    let mut bits = 0u64;
    // SAFETY: SSE2 is part of every x86-64 target, and the loads read the
    // row's 64 lanes eight at a time (2k + 1 < 8 blocks of 16 bytes)
    // without an alignment requirement.
    unsafe {
        let top = _mm_set1_epi16(i16::MIN);
        let limits = _mm_set1_epi16((limit ^ 0x8000) as i16);
        let lanes = row.as_ptr().cast::<__m128i>();
        for k in 0..4 {
            let low = _mm_xor_si128(_mm_loadu_si128(lanes.add(2 * k)), top);
            let high = _mm_xor_si128(_mm_loadu_si128(lanes.add(2 * k + 1)), top);
            // 0xFFFF where a square's moves pass the limit, packed to one
            // byte per square (saturation keeps 0 and -1 apart).
            let over = _mm_packs_epi16(_mm_cmpgt_epi16(low, limits), _mm_cmpgt_epi16(high, limits));
            let within = !(_mm_movemask_epi8(over) as u32) & 0xFFFF;
            bits |= u64::from(within) << (16 * k);
        }
    }
    bits
}

/// `row` on the squares of `keep`, `fill` elsewhere: how a row the memo
/// keeps is read (`walks.rs`). The compiler's version of the plain loop
/// branches lane by lane; SSE2 spreads each byte of `keep` over eight
/// lanes and blends.
pub(super) fn keep_where(row: &[u16; 64], keep: u64, fill: u16) -> [u16; 64] {
    #[cfg(target_arch = "x86_64")]
    {
        keep_where_sse2(row, keep, fill)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        keep_where_plain(row, keep, fill)
    }
}

/// [`keep_where`] one square at a time.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
fn keep_where_plain(row: &[u16; 64], keep: u64, fill: u16) -> [u16; 64] {
    std::array::from_fn(|i| if keep >> i & 1 != 0 { row[i] } else { fill })
}

/// [`keep_where`] eight squares at a time: lane `j` of block `k` is kept
/// where bit `j` of byte `k` of `keep` is set.
#[cfg(target_arch = "x86_64")]
fn keep_where_sse2(row: &[u16; 64], keep: u64, fill: u16) -> [u16; 64] {
    use std::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_andnot_si128, _mm_cmpeq_epi16, _mm_loadu_si128, _mm_or_si128, _mm_set1_epi16, _mm_setr_epi16,
        _mm_storeu_si128,
    };
    let mut out = [0u16; 64];
    // SAFETY: SSE2 is part of every x86-64 target; the loads and stores
    // touch the two arrays' 64 lanes eight at a time (k < 8 blocks of 16
    // bytes) without an alignment requirement.
    unsafe {
        let lane_bits = _mm_setr_epi16(1, 2, 4, 8, 16, 32, 64, 128);
        let fills = _mm_set1_epi16(fill as i16);
        let from = row.as_ptr().cast::<__m128i>();
        let to = out.as_mut_ptr().cast::<__m128i>();
        for k in 0..8 {
            let byte = _mm_set1_epi16((keep >> (8 * k) & 0xFF) as i16);
            let kept = _mm_cmpeq_epi16(_mm_and_si128(byte, lane_bits), lane_bits);
            let blended = _mm_or_si128(
                _mm_and_si128(kept, _mm_loadu_si128(from.add(k))),
                _mm_andnot_si128(kept, fills),
            );
            _mm_storeu_si128(to.add(k), blended);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    #[test]
    fn eight_squares_at_a_time_give_the_bits_of_one_at_a_time() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for _ in 0..2_000 {
            let mut row = [0u16; 64];
            for m in row.iter_mut() {
                *m = match rng.gen_range(0..4) {
                    0 => 1_000,
                    1 => rng.gen(),
                    2 => rng.gen_range(32_760..=u16::MAX),
                    _ => rng.gen_range(0..40),
                };
            }
            let limit = match rng.gen_range(0..4) {
                0 => rng.gen(),
                1 => rng.gen_range(32_760..=u16::MAX),
                _ => rng.gen_range(0..40),
            };
            assert_eq!(at_most(&row, limit), at_most_plain(&row, limit), "{row:?} at most {limit}");
        }
        assert_eq!(at_most(&[5; 64], 5), u64::MAX);
        assert_eq!(at_most(&[5; 64], 4), 0);
        assert_eq!(at_most(&[u16::MAX; 64], u16::MAX - 1), 0);
        assert_eq!(at_most(&[0x8000; 64], 0x7FFF), 0);
    }

    #[test]
    fn eight_squares_at_a_time_keep_the_squares_one_at_a_time_keeps() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(8);
        for _ in 0..2_000 {
            let row: [u16; 64] = std::array::from_fn(|_| rng.gen());
            let keep = match rng.gen_range(0..3) {
                0 => rng.gen(),
                1 => rng.gen::<u64>() & rng.gen::<u64>(),
                _ => 1u64 << rng.gen_range(0..64),
            };
            let fill = rng.gen();
            assert_eq!(
                keep_where(&row, keep, fill),
                keep_where_plain(&row, keep, fill),
                "{row:?} on {keep:#x}"
            );
        }
        let row: [u16; 64] = std::array::from_fn(|i| i as u16);
        let kept = keep_where(&row, 1 << 63 | 1 << 9 | 1, 1_000);
        assert_eq!((kept[0], kept[9], kept[63], kept[8], kept[10]), (0, 9, 63, 1_000, 1_000));
    }
}

//! The table of (position, plies left) → count that every search thread of
//! one proof-game count reads and writes.
//!
//! It is split into shards, each a hash map behind its own lock, so two
//! threads seldom wait for each other and a shard's growth (hashbrown
//! doubles a full map and holds both while it moves the entries) is a
//! small fraction of the whole: the memory budget can be used almost to
//! the end. A single map of the same size passes its budget at a third of
//! it, while it doubles. `dashmap` shards the same way but does not tell
//! a shard's capacity before an insert, which the budget needs.
//!
//! Entries are exact counts or lower bounds marked [`AT_LEAST`] (see
//! `count.rs`). A slot holds 32 bytes: the key (position and plies left
//! in 28, [`PackedWithPlies`]) and the count in 32 bits, its top bit the
//! mark; a count too large for them (rare: a proof game has few
//! solutions, a capped count stops small) is kept in a side map and its
//! slot says so. Slots of a 28-byte key and a `u128` took 48 bytes, and
//! the table is most of a long count's memory: the same budget now holds
//! half as many entries again. A key is written only with the value its subtree has, so two
//! threads that store the same key store the same value and the order of
//! their writes does not matter.

use crate::chess::packed::PackedWithPlies;
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// A position and the plies left from it.
pub(super) type Key = PackedWithPlies;

/// Marks a stored count as a lower bound: the position stopped at the cap.
pub(super) const AT_LEAST: u128 = 1 << 127;

/// A count as a slot holds it: 31 bits of count and the [`AT_LEAST`] mark
/// on top, or [`IN_SIDE_MAP`].
type Slot = u32;

/// The slot of a count kept in the side map.
const IN_SIDE_MAP: Slot = Slot::MAX;

/// The mark in a slot.
const SLOT_AT_LEAST: Slot = 1 << 31;

/// Bytes of one slot of a shard: key, count and hashbrown's control byte.
pub(super) const SLOT_BYTES: u64 = (std::mem::size_of::<(Key, Slot)>() + 1) as u64;

/// Shards: enough that one shard's growth is a small share of the table,
/// few enough that an empty table costs nothing worth counting.
const SHARDS: usize = 64;

pub(super) struct CountTable {
    shards: Box<[Mutex<FxHashMap<Key, Slot>>]>,
    /// The counts no slot holds, read and written under their shard's lock.
    side: Mutex<FxHashMap<Key, u128>>,
    /// Entries in all shards.
    len: AtomicU64,
    /// Item capacity of all shards together, and of the largest one.
    capacity: AtomicU64,
    largest: AtomicU64,
    memory_bytes: u64,
}

impl CountTable {
    /// An empty table that [`CountTable::full`] keeps within `memory_bytes`.
    pub(super) fn new(memory_bytes: u64) -> CountTable {
        CountTable {
            shards: (0..SHARDS).map(|_| Mutex::new(FxHashMap::default())).collect(),
            side: Mutex::new(FxHashMap::default()),
            len: AtomicU64::new(0),
            capacity: AtomicU64::new(0),
            largest: AtomicU64::new(0),
            memory_bytes,
        }
    }

    fn shard(&self, key: &Key) -> std::sync::MutexGuard<'_, FxHashMap<Key, Slot>> {
        let mut h = FxHasher::default();
        key.hash(&mut h);
        // The shard from bits hashbrown uses for neither the bucket (low
        // bits) nor the control byte (the top 7): each shard's map still
        // sees well-spread hashes.
        let i = (h.finish() >> 48) as usize % SHARDS;
        // A thread that panicked while holding a shard left it whole
        // (every write is one insert), so its entries stay usable.
        self.shards[i].lock().unwrap_or_else(|e| e.into_inner())
    }

    fn side(&self) -> std::sync::MutexGuard<'_, FxHashMap<Key, u128>> {
        self.side.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(super) fn get(&self, key: &Key) -> Option<u128> {
        let shard = self.shard(key);
        match *shard.get(key)? {
            IN_SIDE_MAP => self.side().get(key).copied(),
            slot => Some(u128::from(slot & !SLOT_AT_LEAST) | if slot & SLOT_AT_LEAST != 0 { AT_LEAST } else { 0 }),
        }
    }

    /// Stores `value` under `key` (replacing what was there).
    pub(super) fn insert(&self, key: Key, value: u128) {
        let mut shard = self.shard(&key);
        let count = value & !AT_LEAST;
        let slot = match Slot::try_from(count) {
            Ok(n) if n < SLOT_AT_LEAST - 1 => n | if value & AT_LEAST != 0 { SLOT_AT_LEAST } else { 0 },
            // Into the side map first, while the shard is held: whoever
            // reads the slot finds its count there.
            _ => {
                self.side().insert(key, value);
                IN_SIDE_MAP
            }
        };
        let before = shard.capacity() as u64;
        if shard.insert(key, slot).is_none() {
            self.len.fetch_add(1, Ordering::Relaxed);
        }
        let after = shard.capacity() as u64;
        if after != before {
            self.capacity.fetch_add(after - before, Ordering::Relaxed);
            self.largest.fetch_max(after, Ordering::Relaxed);
        }
    }

    /// Every entry (for tests that check them all).
    #[cfg(test)]
    pub(super) fn entries(&self) -> Vec<(Key, u128)> {
        let mut all = Vec::new();
        for shard in self.shards.iter() {
            let keys: Vec<Key> = shard.lock().unwrap().keys().copied().collect();
            all.extend(keys.into_iter().map(|k| (k, self.get(&k).expect("stored"))));
        }
        all
    }

    /// Entries stored.
    pub(super) fn len(&self) -> u64 {
        self.len.load(Ordering::Relaxed)
    }

    /// Whether the next growth of a shard could pass the memory budget: the
    /// largest shard doubling while it holds its old slots too (a table of
    /// item capacity c has about 8c/7 slots at hashbrown's load factor). A
    /// growing shard of another thread at the same moment adds at most one
    /// more shard's share.
    pub(super) fn full(&self) -> bool {
        let capacity = self.capacity.load(Ordering::Relaxed);
        (capacity + 2 * self.largest()) * 8 / 7 * SLOT_BYTES > self.memory_bytes
    }

    /// Whether the whole process, `resident` bytes now, could pass the
    /// budget at the table's next growth or before the next reading: the
    /// caches of the bounds and the counts of each colour alone (a few tens
    /// of MB per thread) are beside the table, and the budget is the
    /// process's. A cache grows by doubling its table at once, so the
    /// caches' next growth (`caches_growth`) is added, and a thirty-second
    /// of the budget is kept for the rest that grows between two readings.
    /// (With the thirty-second alone a 100M count on two threads peaked
    /// just over 100 MB.) `None` (not Linux): the table alone answers,
    /// through [`CountTable::full`].
    pub(super) fn over(&self, resident: Option<u64>, caches_growth: u64) -> bool {
        let growth = 2 * self.largest() * 8 / 7 * SLOT_BYTES + caches_growth;
        crate::limits::would_pass(resident, growth, self.memory_bytes)
    }

    /// The item capacity of the largest shard (at least 4).
    fn largest(&self) -> u64 {
        self.largest.load(Ordering::Relaxed).max(4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::{parse_fen, INITIAL_FEN};
    use crate::chess::packed::PackedPosition;

    /// Every count comes back as it went in, the mark included, whether
    /// its slot holds it or the side map does, and one that shrinks back
    /// into a slot is read from the slot.
    #[test]
    fn counts_too_large_for_a_slot_come_back_whole_from_the_side_map() {
        let t = CountTable::new(1 << 30);
        let key = |r| Key::new(PackedPosition::pack(&parse_fen(INITIAL_FEN).unwrap()), r);
        let counts = [
            0,
            1,
            u128::from(SLOT_AT_LEAST) - 2,
            u128::from(SLOT_AT_LEAST) - 1,
            u128::from(SLOT_AT_LEAST),
            u128::from(u32::MAX),
            1 << 40,
            AT_LEAST - 1,
        ];
        for (i, &n) in counts.iter().enumerate() {
            for value in [n, n | AT_LEAST] {
                t.insert(key(i as u8), value);
                assert_eq!(t.get(&key(i as u8)), Some(value), "{value:#x}");
            }
        }
        assert_eq!(t.len(), counts.len() as u64);
        // The first three fit a slot; the rest went to the side map.
        assert_eq!(t.side().len(), counts.len() - 3);
        t.insert(key(7), 5);
        assert_eq!(t.get(&key(7)), Some(5));
        assert_eq!(SLOT_BYTES, 33, "a slot: 28 bytes of key, 4 of count, a control byte");
    }

    #[test]
    fn a_stored_count_is_read_back_and_counted_once() {
        let t = CountTable::new(1 << 30);
        let key = Key::new(PackedPosition::pack(&parse_fen(INITIAL_FEN).unwrap()), 4);
        assert_eq!(t.get(&key), None);
        t.insert(key, 7);
        t.insert(key, 7);
        assert_eq!(t.get(&key), Some(7));
        assert_eq!(t.len(), 1);
        assert!(!t.full());
    }

    #[test]
    fn the_table_says_full_before_its_slots_pass_the_budget() {
        let budget = 64 << 10;
        let t = CountTable::new(budget);
        let pos = parse_fen(INITIAL_FEN).unwrap();
        // Distinct keys: the same position with every plies-left, then
        // positions one move on.
        let mut moves = Vec::new();
        crate::chess::movegen::legal_moves(&pos, &mut moves);
        'fill: for m in moves {
            let next = crate::chess::movegen::play(&pos, m);
            for r in 0..=u8::MAX {
                if t.full() {
                    break 'fill;
                }
                t.insert(Key::new(PackedPosition::pack(&next), r), 1);
            }
        }
        assert!(t.full(), "never full with {} entries", t.len());
        let slots = t.capacity.load(Ordering::Relaxed) * 8 / 7;
        assert!(slots * SLOT_BYTES <= budget, "{slots} slots");
        assert!(t.len() * SLOT_BYTES * 2 >= budget / 4, "full too early: {} entries", t.len());
    }
}

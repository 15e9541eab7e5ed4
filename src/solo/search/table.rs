//! The solver's table of positions proven dead: a flat open-addressing set
//! of 128-bit Zobrist keys with linear probing, sized in powers of two and
//! bounded in bytes.
//!
//! Why not a `HashSet`: a probe of a large table is a cache miss, and the
//! search probes once per capture. Here a probe's slot is known from the key
//! alone, so the search can *prefetch* the slots of all the children of a
//! node while it orders them, and the misses overlap instead of following
//! one another. Slots hold keys only (16 bytes, no control bytes).

/// Largest fill before the table doubles: 3/4.
const MAX_LOAD_NUM: usize = 3;
const MAX_LOAD_DEN: usize = 4;
/// Smallest table: 2,048 slots (32 KB).
const MIN_SLOTS: usize = 1 << 11;
/// The key that marks an empty slot; a position whose key is 0 is stored as 1
/// (a 2^-128 event that only merges two keys, as any collision would).
const EMPTY: u128 = 0;

/// A set of dead-position keys that never takes more than its byte budget:
/// when full at its largest size it is emptied (a cache: forgetting a dead
/// position costs time, never correctness).
pub struct DeadTable {
    slots: Vec<u128>,
    mask: usize,
    len: usize,
    /// The most slots the byte budget allows (a power of two).
    max_slots: usize,
    /// Times the table was emptied.
    pub resets: u64,
}

impl DeadTable {
    /// A table within `bytes` (`None`: unbounded). Growth allocates the new
    /// array before freeing the old one, so the largest table takes 2/3 of
    /// the budget and the budget also covers the moment of growing into it.
    pub fn new(bytes: Option<u64>) -> DeadTable {
        let max_slots = match bytes {
            None => usize::MAX / 2 + 1,
            Some(b) => {
                let slots = (b as u128 * 2 / 3 / 16).max(MIN_SLOTS as u128);
                let slots = slots.min(1 << 40) as usize;
                // The largest power of two not above it.
                1usize << (usize::BITS - 1 - slots.leading_zeros())
            }
        };
        DeadTable {
            slots: vec![EMPTY; MIN_SLOTS],
            mask: MIN_SLOTS - 1,
            len: 0,
            max_slots: max_slots.max(MIN_SLOTS),
            resets: 0,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    fn home(&self, key: u128) -> usize {
        (key as u64 as usize) & self.mask
    }

    /// Asks the CPU to start loading the slot `key` would be found in.
    #[inline]
    pub fn prefetch(&self, key: u128) {
        #[cfg(target_arch = "x86_64")]
        {
            let p = self.slots.as_ptr().wrapping_add(self.home(key.max(1))) as *const i8;
            // SAFETY: a prefetch is a hint; it never faults and reads nothing
            // the program sees, and the address is inside the slot array.
            unsafe { core::arch::x86_64::_mm_prefetch(p, core::arch::x86_64::_MM_HINT_T0) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    #[inline]
    pub fn contains(&self, key: u128) -> bool {
        let key = key.max(1);
        let mut i = self.home(key);
        loop {
            let k = self.slots[i];
            if k == key {
                return true;
            }
            if k == EMPTY {
                return false;
            }
            i = (i + 1) & self.mask;
        }
    }

    /// Adds a key (a key already present is left as it is).
    pub fn insert(&mut self, key: u128) {
        if (self.len + 1) * MAX_LOAD_DEN > self.slots.len() * MAX_LOAD_NUM {
            if self.slots.len() < self.max_slots {
                self.grow();
            } else {
                self.slots.fill(EMPTY);
                self.len = 0;
                self.resets += 1;
            }
        }
        let key = key.max(1);
        let mut i = self.home(key);
        loop {
            let k = self.slots[i];
            if k == key {
                return;
            }
            if k == EMPTY {
                self.slots[i] = key;
                self.len += 1;
                return;
            }
            i = (i + 1) & self.mask;
        }
    }

    fn grow(&mut self) {
        let doubled = vec![EMPTY; self.slots.len() * 2];
        advise_huge_pages(&doubled);
        let old = std::mem::replace(&mut self.slots, doubled);
        self.mask = self.slots.len() - 1;
        for k in old.into_iter().filter(|&k| k != EMPTY) {
            let mut i = self.home(k);
            while self.slots[i] != EMPTY {
                i = (i + 1) & self.mask;
            }
            self.slots[i] = k;
        }
    }

    /// Bytes the slot array takes now.
    pub fn bytes(&self) -> usize {
        self.slots.len() * 16
    }
}

/// Asks the kernel to back a large slot array with 2 MB pages where it can.
/// Probes land on random slots: with 4 KB pages nearly every probe of a
/// table of tens of megabytes also misses the TLB, which huge pages avoid.
/// Only a hint: where transparent huge pages are off it does nothing.
fn advise_huge_pages(slots: &[u128]) {
    const HUGE: usize = 2 << 20;
    let bytes = std::mem::size_of_val(slots);
    #[cfg(target_os = "linux")]
    if bytes >= 2 * HUGE {
        // madvise wants a page-aligned start: round up to the next huge page
        // inside the array (the part before it keeps small pages).
        let start = slots.as_ptr() as usize;
        let aligned = start.next_multiple_of(HUGE);
        let len = (start + bytes).saturating_sub(aligned) / HUGE * HUGE;
        if len > 0 {
            // SAFETY: the range lies inside the live allocation; MADV_HUGEPAGE
            // changes how pages are backed, never their contents.
            unsafe { libc::madvise(aligned as *mut libc::c_void, len, libc::MADV_HUGEPAGE) };
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (bytes, HUGE);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(i: u64) -> u128 {
        // Spread like Zobrist keys (SplitMix64 of i, twice).
        let mix = |mut z: u64| {
            z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        (mix(i) as u128) << 64 | mix(i ^ 0xffff) as u128
    }

    #[test]
    fn holds_what_was_inserted_across_growth() {
        let mut t = DeadTable::new(None);
        for i in 0..100_000 {
            t.insert(key(i));
        }
        assert_eq!(t.len(), 100_000);
        assert!((0..100_000).all(|i| t.contains(key(i))));
        assert!((100_000..200_000).all(|i| !t.contains(key(i))));
        // Zero is a key like any other.
        t.insert(0);
        assert!(t.contains(0));
        assert_eq!(t.resets, 0);
    }

    #[test]
    fn a_bounded_table_empties_instead_of_outgrowing_its_budget() {
        let budget = 1 << 20;
        let mut t = DeadTable::new(Some(budget));
        for i in 0..200_000 {
            t.insert(key(i));
            assert!(t.bytes() as u64 * 3 / 2 <= budget, "{} bytes", t.bytes());
            assert!(t.contains(key(i)), "the key just inserted is there");
        }
        assert!(t.resets > 0);
        assert!(t.len() < 200_000);
    }
}

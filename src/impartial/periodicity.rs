//! Periods of Grundy sequences, found in computed values and certified before use.
//!
//! - Plain periods of octal games (Guy–Smith): if a game's moves remove at most t tokens and
//!   `G(n + p) = G(n)` for all `i ≤ n < 2i + p + t`, then it holds for all `n ≥ i`.
//! - Arithmetic periods (a saltus s: `G(n + p) = G(n) + s`) of the take-or-split family
//!   (Lasker's Nim): see [`find_take_or_split_saltus`] for the criterion and its proof.
//!
//! Only a certified period is ever returned: a judge may then answer any heap size.

/// `G(n + p) = G(n) + saltus` for all `n ≥ preperiod`, proved from the values below
/// `certified_to`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Periodicity {
    /// Heaps below this size are outside the periodic part.
    pub preperiod: usize,
    /// The period p.
    pub period: usize,
    /// 0 for a plain period.
    pub saltus: u64,
    /// The proof used the computed values of every heap below this size.
    pub certified_to: usize,
    /// `G(n)` for `n < preperiod + period`.
    head: Vec<u64>,
}

impl Periodicity {
    /// `G(n)` for any n.
    pub fn value(&self, n: u64) -> u64 {
        let (i, p) = (self.preperiod as u64, self.period as u64);
        if n < i + p {
            return self.head[n as usize];
        }
        let (laps, offset) = if p.is_power_of_two() {
            ((n - i) >> p.trailing_zeros(), (n - i) & (p - 1))
        } else {
            ((n - i) / p, (n - i) % p)
        };
        self.head[(i + offset) as usize] + self.saltus * laps
    }

    /// `G(0..len)` from the pattern.
    pub fn values(&self, len: u64) -> Vec<u64> {
        (0..len).map(|n| self.value(n)).collect()
    }

    /// The values the pattern starts from: `G(0 .. preperiod + period)`.
    pub fn head(&self) -> &[u64] {
        &self.head
    }
}

/// The least `i` with `values[n + p] == values[n] + s` for every `n` from `i` to the end.
fn start_of_pattern<T: Copy + Into<u64>>(values: &[T], p: usize, s: u64) -> usize {
    let mut i = values.len() - p;
    while i > 0 && values[i - 1 + p].into() == values[i - 1].into() + s {
        i -= 1;
    }
    i
}

/// The certified plain period with the least period (then least preperiod) of an octal game
/// whose moves remove at most `t` tokens, from `values = G(0..len)`.
pub fn find_period(values: &[u32], t: usize) -> Option<Periodicity> {
    let len = values.len();
    (1..=len / 2).find_map(|p| {
        let i = start_of_pattern(values, p, 0);
        let needed = 2 * i + 2 * p + t;
        (needed <= len).then(|| Periodicity {
            preperiod: i,
            period: p,
            saltus: 0,
            certified_to: needed,
            head: values[..i + p].iter().map(|&v| u64::from(v)).collect(),
        })
    })
}

/// A plain period the values show but may not yet prove: the least p whose pattern has
/// repeated at least three times by the end of `values`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ApparentPeriod {
    /// Where the repeating part starts.
    pub preperiod: usize,
    /// The period p.
    pub period: usize,
    /// The Guy–Smith bound `2i + 2p + t`: values of every heap below it prove the period.
    pub needed: usize,
    /// How many values were looked at; the period is proved when this reaches `needed`.
    pub have: usize,
}

impl ApparentPeriod {
    /// Whether the values looked at prove the period.
    pub fn certified(&self) -> bool {
        self.have >= self.needed
    }
}

/// The apparent plain period of an octal game whose moves remove at most `t` tokens, with the
/// bound its certificate needs; a proved period (see [`find_period`]) is preferred.
pub fn apparent_period(values: &[u32], t: usize) -> Option<ApparentPeriod> {
    let have = values.len();
    if let Some(p) = find_period(values, t) {
        return Some(ApparentPeriod {
            preperiod: p.preperiod,
            period: p.period,
            needed: p.certified_to,
            have,
        });
    }
    (1..=have / 4).find_map(|p| {
        let i = start_of_pattern(values, p, 0);
        (have - i >= 3 * p).then_some(ApparentPeriod {
            preperiod: i,
            period: p,
            needed: 2 * i + 2 * p + t,
            have,
        })
    })
}

/// A certified arithmetic period of a take-or-split game (take any number from a heap, or
/// split it into two non-empty heaps), from `values = G(0..len)`.
///
/// Write the candidate as `f(m) = s·Q(m) + C(m)` with `s` a power of two and `C(m) < s`; for
/// `m ≥ i`, `C` depends only on `j = (m − i) mod p` and `Q(m) = ⌊(m − i)/p⌋ + B(j)`. Suppose
/// `G = f` below some large n. The options of n have values `f(m)` (m < n) and
/// `f(a) ⊕ f(n − a)`, and `G(n) = f(n)` follows from three facts, each checked here per residue
/// class of n, so that they hold for every n past a bound N₀:
/// 1. no split reaches `f(n)`: the low parts `C(a) ⊕ C(b)` never give `C(n)` (or, with a part
///    in the preperiod, the high parts differ by a fixed non-zero amount);
/// 2. no smaller heap has value `f(n)`: `Q(n) − Q(n − d)` depends only on the class and d;
/// 3. every value below `f(n)` is reached: values far below are `f(m)` of smaller heaps (C
///    takes every low value, and Q grows along each class); the few just below are `f(m)`
///    of a smaller m or `f(a) ⊕ f(n − a)` for a small a with `f(a) < s`.
///
/// Every heap below N₀ is checked against the computed values directly.
pub fn find_take_or_split_saltus(values: &[u32]) -> Option<Periodicity> {
    let wide: Vec<u64> = values.iter().map(|&v| u64::from(v)).collect();
    let len = wide.len();
    (1..=len / 4).find_map(|p| {
        let s = wide[len - 1].checked_sub(wide[len - 1 - p])?;
        if s == 0 || !s.is_power_of_two() {
            return None;
        }
        let i = start_of_pattern(&wide, p, s);
        let pattern = Periodicity {
            preperiod: i,
            period: p,
            saltus: s,
            certified_to: 0,
            head: wide[..i + p].to_vec(),
        };
        let bound = take_or_split_bound(&pattern)?;
        (bound <= len).then_some(Periodicity {
            certified_to: bound,
            ..pattern
        })
    })
}

/// N₀ of [`find_take_or_split_saltus`] when the three facts hold for every class, else None.
fn take_or_split_bound(f: &Periodicity) -> Option<usize> {
    let (i, p, s) = (f.preperiod as i64, f.period as i64, f.saltus);
    let low = |j: i64| f.head[(i + j) as usize] % s;
    let b = |j: i64| (f.head[(i + j) as usize] / s) as i64;
    // Preperiod values must sit below s.
    if f.head[..i as usize].iter().any(|&v| v >= s) {
        return None;
    }
    let (max_b, min_b) = (
        (0..p).map(b).max().unwrap_or(0),
        (0..p).map(b).min().unwrap_or(0),
    );
    let spread = max_b - min_b;
    // Q(n) − Q(m) for m = n − d ≥ i, when n is in class jn: a function of (jn, d) only.
    let q_gap = |jn: i64, d: i64| -((jn - d).div_euclid(p)) + b(jn) - b((jn - d).rem_euclid(p));
    let far = p * (spread + 3);
    for jn in 0..p {
        // 1. Splits never reach f(n).
        for ja in 0..p {
            let jb = (jn - i - ja).rem_euclid(p);
            if low(ja) ^ low(jb) == low(jn) {
                return None;
            }
        }
        for a in 1..i {
            let jb = (jn - a).rem_euclid(p);
            if f.head[a as usize] ^ low(jb) == low(jn) && q_gap(jn, a) == 0 {
                return None;
            }
        }
        // 2. Smaller heaps do not share f(n).
        for d in 1..=far {
            let jm = (jn - d).rem_euclid(p);
            if low(jm) == low(jn) && q_gap(jn, d) == 0 {
                return None;
            }
        }
        // 3. Values just below f(n): s·(Q(n) − e) + c.
        for e in 0..=spread + 1 {
            for c in 0..s {
                if e == 0 && c >= low(jn) {
                    break;
                }
                let by_heap = (0..p).any(|jm| {
                    // The heap of this class with that value is smaller than n.
                    low(jm) == c && p * (b(jn) - e - b(jm)) + jm < jn
                });
                let by_split = (1..i + p).any(|a| {
                    let fa = f.head[a as usize];
                    let jb = (jn - a).rem_euclid(p);
                    fa < s && fa ^ low(jb) == c && q_gap(jn, a) == e
                });
                if !by_heap && !by_split {
                    return None;
                }
            }
        }
    }
    // Far below, every low part must occur in some class.
    if (0..s).any(|c| (0..p).all(|j| low(j) != c)) {
        return None;
    }
    // Small values (high part at most max B + 1) must be values of small heaps.
    let small_heaps = (i + p * (max_b + 3)) as usize;
    // Marks in a list rather than a hash set: no hashing code in the light modules.
    let mut found = vec![false; (s * (max_b as u64 + 2)) as usize];
    for m in 0..small_heaps as u64 {
        if let Some(mark) = usize::try_from(f.value(m))
            .ok()
            .and_then(|v| found.get_mut(v))
        {
            *mark = true;
        }
    }
    if found.contains(&false) {
        return None;
    }
    // N₀: every n from here on has room for all the offsets used above.
    let n0 = 2 * i + p + far + small_heaps as i64 + p * (spread + max_b + 4);
    Some(n0 as usize)
}

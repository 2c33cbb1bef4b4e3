//! Sorting through few element types. The standard library's sort is large in WebAssembly
//! (3 to 11 KB of code for each element type it is used with), so the crate packs what it
//! sorts into integer keys whose order is the order wanted: the browser build holds one copy
//! of the sort for `u64` keys and one for keyed items, whatever the callers sort. Short lists
//! of tuples take a small [`heapsort`] instead.

/// Sorts `keys` in increasing order. Equal keys are equal values, so stability is moot.
#[inline(never)]
pub fn sort_keys(keys: &mut [u64]) {
    #[cfg(feature = "compact")]
    heapsort(keys);
    #[cfg(not(feature = "compact"))]
    keys.sort_unstable();
}

/// Sorts `values` in increasing order through [`sort_keys`]: no sort of their own for `u32`.
pub fn sort_u32(values: &mut [u32]) {
    let mut keys: Vec<u64> = values.iter().map(|&v| u64::from(v)).collect();
    sort_keys(&mut keys);
    for (value, key) in values.iter_mut().zip(keys) {
        *value = key as u32;
    }
}

/// Sorts `values` in increasing order through [`sort_keys`]: no sort of their own for `usize`
/// (at most 64 bits, so every value is its own key).
pub fn sort_usize(values: &mut [usize]) {
    let mut keys: Vec<u64> = values.iter().map(|&v| v as u64).collect();
    sort_keys(&mut keys);
    for (value, key) in values.iter_mut().zip(keys) {
        *value = key as usize;
    }
}

/// Sorts `items` in increasing order with a heapsort: a few hundred bytes of wasm for each
/// element type, where the standard sort takes kilobytes, and never more than n log n steps.
/// Unstable, so for types whose equal values are alike (tuples of integers, say); for short
/// lists away from the judges' hot paths (a turn's steps, a board's queens).
pub fn heapsort<T: Ord>(items: &mut [T]) {
    /// Moves `items[root]` down the heap `items[..end]` to its place.
    fn sift_down<T: Ord>(items: &mut [T], mut root: usize, end: usize) {
        loop {
            let mut child = 2 * root + 1;
            if child >= end {
                return;
            }
            if child + 1 < end && items[child] < items[child + 1] {
                child += 1;
            }
            if items[root] >= items[child] {
                return;
            }
            items.swap(root, child);
            root = child;
        }
    }
    let n = items.len();
    for root in (0..n / 2).rev() {
        sift_down(items, root, n);
    }
    for end in (1..n).rev() {
        items.swap(0, end);
        sift_down(items, 0, end);
    }
}

/// Sorts `items` by `key`, keeping items with equal keys in their present order (a stable
/// sort, as `sort_by_key`).
pub fn sort_by_key<T>(items: &mut Vec<T>, mut key: impl FnMut(&T) -> u64) {
    let keyed: Vec<u128> = items
        .iter()
        .enumerate()
        .map(|(i, item)| (u128::from(key(item)) << 64) | i as u128)
        .collect();
    let order = sorted_indices(keyed);
    let mut slots: Vec<Option<T>> = items.drain(..).map(Some).collect();
    items.extend(
        order
            .into_iter()
            .filter_map(|i| slots.get_mut(i).and_then(Option::take)),
    );
}

/// The low 64 bits (the item's index) of each of `keyed`, in the order of the keys.
#[inline(never)]
fn sorted_indices(mut keyed: Vec<u128>) -> Vec<usize> {
    // Each key holds its item's index, so even an unstable sort keeps equal keys in order.
    #[cfg(feature = "compact")]
    heapsort(&mut keyed);
    #[cfg(not(feature = "compact"))]
    keyed.sort_unstable();
    keyed.into_iter().map(|k| k as u64 as usize).collect()
}

/// `x` as an unsigned key with the same order.
pub fn signed_key(x: i32) -> u64 {
    u64::from((x as u32) ^ 0x8000_0000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sort_by_key_is_stable_and_ordered() {
        let mut items = vec![
            (3, 'a'),
            (1, 'b'),
            (3, 'c'),
            (-2, 'd'),
            (1, 'e'),
            (i32::MIN, 'f'),
        ];
        let mut expected = items.clone();
        expected.sort_by_key(|item| item.0);
        sort_by_key(&mut items, |item| signed_key(item.0));
        assert_eq!(items, expected);
    }

    #[test]
    fn heapsort_sorts_as_the_standard_sort() {
        let mut seed = 7u64;
        for n in 0..40 {
            let mut items: Vec<(usize, (i64, i64))> = (0..n)
                .map(|_| {
                    seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    let r = seed >> 33;
                    (
                        (r % 5) as usize,
                        ((r / 5 % 4) as i64 - 2, (r / 20 % 3) as i64),
                    )
                })
                .collect();
            let mut expected = items.clone();
            expected.sort_unstable();
            heapsort(&mut items);
            assert_eq!(items, expected, "{n} items");
        }
    }

    #[test]
    fn signed_keys_keep_the_order() {
        let values = [i32::MIN, -7, -1, 0, 1, 42, i32::MAX];
        for w in values.windows(2) {
            assert!(signed_key(w[0]) < signed_key(w[1]));
        }
        let mut keys = vec![9, 3, u64::MAX, 0, 3];
        sort_keys(&mut keys);
        assert_eq!(keys, [0, 3, 3, 9, u64::MAX]);
        let mut small = vec![7, u32::MAX, 0, 7, 2];
        sort_u32(&mut small);
        assert_eq!(small, [0, 2, 7, 7, u32::MAX]);
        let mut sizes = vec![5, usize::MAX, 1, 0, 5];
        sort_usize(&mut sizes);
        assert_eq!(sizes, [0, 1, 5, 5, usize::MAX]);
    }
}

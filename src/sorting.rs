//! Sorting through few element types. The standard library's sort is large in WebAssembly
//! (3 to 11 KB of code for each element type it is used with), so the crate packs what it
//! sorts into integer keys whose order is the order wanted: the browser build holds one copy
//! of the sort for `u64` keys and one for keyed items, whatever the callers sort.

/// Sorts `keys` in increasing order. Equal keys are equal values, so stability is moot.
#[inline(never)]
pub fn sort_keys(keys: &mut [u64]) {
    keys.sort_unstable();
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
    fn signed_keys_keep_the_order() {
        let values = [i32::MIN, -7, -1, 0, 1, 42, i32::MAX];
        for w in values.windows(2) {
            assert!(signed_key(w[0]) < signed_key(w[1]));
        }
        let mut keys = vec![9, 3, u64::MAX, 0, 3];
        sort_keys(&mut keys);
        assert_eq!(keys, [0, 3, 3, 9, u64::MAX]);
    }
}

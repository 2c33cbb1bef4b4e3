//! The turns of an "every" game written out plainly from its definition: one move in every
//! component that can move, components that cannot are left alone.

/// Every turn of a game whose components stand at `parts`, with its notation: `moves` gives a
/// component's options, `name` writes component `i` moved to a state (`game 2: (3, 4)`). Empty
/// when no component can move.
pub fn every_turns<T: Copy>(
    parts: &[T],
    moves: impl Fn(T) -> Vec<T>,
    name: impl Fn(usize, T) -> String,
) -> Vec<(String, Vec<T>)> {
    let mut out: Vec<(Vec<String>, Vec<T>)> = vec![(Vec::new(), parts.to_vec())];
    for (i, &part) in parts.iter().enumerate() {
        let options = moves(part);
        if options.is_empty() {
            continue;
        }
        let mut grown = Vec::with_capacity(out.len() * options.len());
        for (words, next) in &out {
            for &option in &options {
                let mut words = words.clone();
                words.push(name(i, option));
                let mut next = next.clone();
                next[i] = option;
                grown.push((words, next));
            }
        }
        out = grown;
    }
    if out.len() == 1 && out[0].0.is_empty() {
        return Vec::new();
    }
    out.into_iter().map(|(w, n)| (w.join(", "), n)).collect()
}

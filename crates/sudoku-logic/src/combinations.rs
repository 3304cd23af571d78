//! Choosing k of n: the subsets, fish and wings all enumerate them.

/// Calls `visit` with every `k`-element subset of `items` (in
/// lexicographic order of positions) until it returns `false`; returns
/// whether it never did.
pub(crate) fn each<T: Copy>(items: &[T], k: usize, visit: &mut dyn FnMut(&[T]) -> bool) -> bool {
    let n = items.len();
    if k > n {
        return true;
    }
    let mut positions: Vec<usize> = (0..k).collect();
    let mut chosen: Vec<T> = positions.iter().map(|&i| items[i]).collect();
    loop {
        if !visit(&chosen) {
            return false;
        }
        // The rightmost position that can still move right.
        let Some(i) = (0..k).rev().find(|&i| positions[i] < n - k + i) else {
            return true;
        };
        positions[i] += 1;
        for j in i + 1..k {
            positions[j] = positions[j - 1] + 1;
        }
        for j in i..k {
            chosen[j] = items[positions[j]];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_choose_three_is_ten_in_order() {
        let mut seen = Vec::new();
        each(&[1, 2, 3, 4, 5], 3, &mut |c| {
            seen.push(c.to_vec());
            true
        });
        assert_eq!(seen.len(), 10);
        assert_eq!(seen[0], vec![1, 2, 3]);
        assert_eq!(seen[9], vec![3, 4, 5]);
        let mut count = 0;
        assert!(!each(&[1, 2, 3], 2, &mut |_| {
            count += 1;
            count < 2
        }));
        assert!(each(&[1], 2, &mut |_| false));
    }
}

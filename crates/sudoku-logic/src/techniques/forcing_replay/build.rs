//! How a replay's facts become nets: the facts the contradiction (or the
//! conclusion) stands on, the premise first, each nested refutation among
//! them a net of its own that carries the facts it leans on.

use std::collections::HashMap;

use super::Entry;
use crate::{Net, NetNode};

/// Which of `facts` (numbered from `start`, the premise first) the facts
/// `targets` stand on, the premise always among them, and the facts
/// below `start` (of the plays they are nested in) they lean on, in
/// order.
pub(super) fn closure(facts: &[Entry], start: usize, targets: &[usize]) -> (Vec<bool>, Vec<usize>) {
    let mut wanted = vec![false; facts.len()];
    wanted[0] = true;
    let mut carried = Vec::new();
    let mut stack = targets.to_vec();
    while let Some(at) = stack.pop() {
        match at.checked_sub(start) {
            Some(i) if !wanted[i] => {
                wanted[i] = true;
                stack.extend(facts[i].from.iter().copied());
            }
            Some(_) => {}
            None => carried.push(at),
        }
    }
    carried.sort_unstable();
    carried.dedup();
    (wanted, carried)
}

/// The net of `facts` (numbered from `start`, the premise first) that
/// `targets` stand on, pushed to `nets`, then the nets of the nested
/// refutations among them; its index in `nets`. For a nested play,
/// `parent` is the net it serves: its index, where its facts are among
/// its nodes, and its nodes so far, from which the facts it leans on are
/// carried.
pub(super) fn build(
    facts: &[Entry],
    start: usize,
    targets: &[usize],
    parent: Option<(usize, &HashMap<usize, usize>, &[NetNode])>,
    nets: &mut Vec<Net>,
) -> usize {
    let (wanted, carried) = closure(facts, start, targets);
    let index = nets.len();
    nets.push(Net { nodes: Vec::new() });
    let mut node_of: HashMap<usize, usize> = HashMap::new();
    let mut nodes = vec![NetNode::of(facts[0].fact, Vec::new())];
    node_of.insert(start, 0);
    for at in carried {
        let (net, of, above) = parent.expect("only a nested play leans on other facts");
        let there = of[&at];
        let mut node = above[there].clone();
        (node.from, node.refuted_by, node.carried) = (Vec::new(), None, Some((net, there)));
        node_of.insert(at, nodes.len());
        nodes.push(node);
    }
    for (i, entry) in facts.iter().enumerate().skip(1) {
        if !wanted[i] {
            continue;
        }
        let from = entry.from.iter().map(|at| node_of[at]).collect();
        let mut node = NetNode::of(entry.fact, from);
        if let Some(nested) = &entry.refutation {
            node.refuted_by = Some(build(
                &nested.facts,
                nested.start,
                &nested.targets,
                Some((index, &node_of, &nodes)),
                nets,
            ));
        }
        node_of.insert(start + i, nodes.len());
        nodes.push(node);
    }
    nets[index] = Net { nodes };
    index
}

/// Whether `nets` fit together as [`nets`] makes them: every node follows
/// from earlier ones of its net; every net but the first is named by one
/// node of an earlier net, starts from that node's candidate taken true,
/// and carries only nodes of that net that the named node follows from,
/// as they are there.
pub(super) fn well_formed(nets: &[Net]) -> bool {
    let mut named = vec![None; nets.len()];
    for (j, net) in nets.iter().enumerate() {
        for (i, node) in net.nodes.iter().enumerate() {
            if node.from.iter().any(|&p| p >= i) {
                return false;
            }
            if let Some(k) = node.refuted_by {
                if k <= j || k >= nets.len() || named[k].is_some() {
                    return false;
                }
                named[k] = Some((j, i));
            }
        }
    }
    nets.iter().enumerate().all(|(k, net)| {
        let Some((j, i)) = named[k] else {
            return k == 0 && net.nodes.iter().all(|n| n.carried.is_none());
        };
        let refuted = &nets[j].nodes[i];
        let premise = &net.nodes[0];
        let same = |a: &NetNode, b: &NetNode| (a.cell, a.digit, a.on) == (b.cell, b.digit, b.on);
        !refuted.on
            && (premise.cell, premise.digit, premise.on) == (refuted.cell, refuted.digit, true)
            && net.nodes[1..].iter().all(|node| match node.carried {
                None => true,
                Some((from_net, at)) => {
                    from_net == j && refuted.from.contains(&at) && same(node, &nets[j].nodes[at])
                }
            })
    })
}

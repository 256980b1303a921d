//! The analysis board's tree of variations: from one position, the moves tried, each node a
//! move in notation with the position it leaves. A node's first child carries its main line,
//! the others are branches; a move that differs from every child is a new branch, one that
//! matches a child walks into it (so stepping back and trying again keeps both lines).

use crate::game::words::names::{move_row, numbered_ply};
use crate::rules::{Move, Position, Side, Successor, parse_move, play, write_move};
use serde::{Deserialize, Serialize};

/// A node of a [`Tree`]; the root is 0.
pub type NodeId = usize;

/// Most nodes a tree holds (a saved one too): a study is hundreds of moves, not millions.
pub const MAX_NODES: usize = 5_000;
/// Longest name of a line, in characters.
pub const MAX_NAME: usize = 60;

#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// `None` only for the root.
    pub parent: Option<NodeId>,
    /// The main line first.
    pub children: Vec<NodeId>,
    /// The move into this node (the root: none), as Bao writes it.
    pub mv: Option<Move>,
    pub notation: String,
    /// The position after the move (the root: the position analysed).
    pub position: Position,
    /// A name the player gave the line starting here.
    pub name: Option<String>,
}

/// What a tree refuses, with the reason named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// The game is over at the node: no move follows.
    Over,
    /// The move is not legal there (the rules' reason).
    Illegal(String),
    /// The tree holds [`MAX_NODES`] already.
    Full,
    /// The root cannot be deleted, named or promoted.
    Root,
    /// No node of that number.
    NoNode(NodeId),
    /// A name with a control character or over [`MAX_NAME`] characters.
    BadName(String),
}

impl std::fmt::Display for TreeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TreeError::Over => write!(f, "the game is over there: no move follows"),
            TreeError::Illegal(why) => write!(f, "illegal move: {why}"),
            TreeError::Full => write!(f, "the tree holds {MAX_NODES} moves already"),
            TreeError::Root => write!(f, "the starting position is not a line"),
            TreeError::NoNode(id) => write!(f, "no move number {id} in the tree"),
            TreeError::BadName(why) => write!(f, "bad name: {why}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    nodes: Vec<Node>,
}

/// One node of a tree as saved: its parent (0: the root; nodes are numbered from 1 in the
/// order saved, every parent before its children), its move in notation and its name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedNode {
    pub parent: u32,
    pub mv: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// One run of a tree as the `.bao` export writes it: the line starting at `nodes[0]` and
/// following first children to its end, branching off line `from.0` after `from.1` of its
/// moves (line 0, the main line, starts at the root: `from` is (0, 0)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    pub from: (usize, usize),
    pub nodes: Vec<NodeId>,
}

impl Tree {
    pub fn new(root: Position) -> Tree {
        Tree {
            nodes: vec![Node {
                parent: None,
                children: Vec::new(),
                mv: None,
                notation: String::new(),
                position: root,
                name: None,
            }],
        }
    }

    pub fn root(&self) -> &Position {
        &self.nodes[0].position
    }
    pub fn len(&self) -> usize {
        self.nodes.len()
    }
    /// Only the root: no move tried yet.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }
    pub fn node(&self, id: NodeId) -> Result<&Node, TreeError> {
        self.nodes.get(id).ok_or(TreeError::NoNode(id))
    }

    /// Plays `mv` at `at`: the child already holding it, or a new child (the main line if
    /// `at` had none, else a new branch).
    pub fn play(&mut self, at: NodeId, mv: &Move) -> Result<NodeId, TreeError> {
        let pos = self.node(at)?.position;
        if pos.outcome().is_some() {
            return Err(TreeError::Over);
        }
        let succ = play(&pos, mv).map_err(|e| TreeError::Illegal(e.to_string()))?;
        self.add_checked(at, &pos, &succ)
    }

    /// [`Tree::play`] with the move in notation (RULES.md section 13).
    pub fn play_text(&mut self, at: NodeId, text: &str) -> Result<NodeId, TreeError> {
        let pos = self.node(at)?.position;
        if pos.outcome().is_some() {
            return Err(TreeError::Over);
        }
        let (succ, _) = parse_move(&pos, text).map_err(|e| TreeError::Illegal(e.0))?;
        self.add_checked(at, &pos, &succ)
    }

    /// Plays a line (an engine line clicked, the coach's forced win) from `at`, move by
    /// move; returns the node of its last move. Nothing is added when a move is refused.
    pub fn play_line(&mut self, at: NodeId, line: &[Move]) -> Result<NodeId, TreeError> {
        let mut trial = self.clone();
        let mut end = at;
        for mv in line {
            end = trial.play(end, mv)?;
        }
        *self = trial;
        Ok(end)
    }

    /// [`Tree::play_line`] with the moves in notation (the coach's lines are written so).
    pub fn play_line_text(&mut self, at: NodeId, line: &[String]) -> Result<NodeId, TreeError> {
        let mut trial = self.clone();
        let mut end = at;
        for text in line {
            end = trial.play_text(end, text)?;
        }
        *self = trial;
        Ok(end)
    }

    fn add_checked(
        &mut self,
        at: NodeId,
        pos: &Position,
        succ: &Successor,
    ) -> Result<NodeId, TreeError> {
        if self.nodes.len() >= MAX_NODES && self.child_with(at, &succ.mv).is_none() {
            return Err(TreeError::Full);
        }
        Ok(self.add(at, pos, succ))
    }

    fn child_with(&self, at: NodeId, mv: &Move) -> Option<NodeId> {
        let n = &self.nodes[at];
        n.children
            .iter()
            .copied()
            .find(|&c| self.nodes[c].mv == Some(*mv))
    }

    fn add(&mut self, at: NodeId, before: &Position, succ: &Successor) -> NodeId {
        if let Some(c) = self.child_with(at, &succ.mv) {
            return c;
        }
        let id = self.nodes.len();
        self.nodes.push(Node {
            parent: Some(at),
            children: Vec::new(),
            mv: Some(succ.mv),
            notation: write_move(before, succ),
            position: succ.position,
            name: None,
        });
        self.nodes[at].children.push(id);
        id
    }

    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.nodes.get(id).and_then(|n| n.parent)
    }
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.nodes.get(id).map_or(&[], |n| &n.children)
    }
    /// The next move of the line (the first child).
    pub fn next(&self, id: NodeId) -> Option<NodeId> {
        self.children(id).first().copied()
    }
    /// The sibling after `id` (the next branch of the same move), if any.
    pub fn next_sibling(&self, id: NodeId) -> Option<NodeId> {
        self.sibling(id, 1)
    }
    pub fn previous_sibling(&self, id: NodeId) -> Option<NodeId> {
        self.sibling(id, -1)
    }
    fn sibling(&self, id: NodeId, step: isize) -> Option<NodeId> {
        let siblings = self.children(self.parent(id)?);
        let at = siblings.iter().position(|&c| c == id)? as isize + step;
        usize::try_from(at)
            .ok()
            .and_then(|i| siblings.get(i).copied())
    }

    /// The nodes from the root's child to `id` (the moves that reach it).
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut at = Some(id);
        while let Some(n) = at.filter(|&n| n != 0 && n < self.nodes.len()) {
            out.push(n);
            at = self.nodes[n].parent;
        }
        out.reverse();
        out
    }

    /// The main line from the root: first children to the end.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut at = 0;
        while let Some(c) = self.next(at) {
            out.push(c);
            at = c;
        }
        out
    }

    /// Makes the branch holding `id` the main line where it leaves it (Lichess's "promote
    /// variation"): the nearest node of the path that is not its parent's first child moves
    /// first. False when `id` is on the main line already.
    pub fn promote(&mut self, id: NodeId) -> Result<bool, TreeError> {
        if id == 0 {
            return Err(TreeError::Root);
        }
        self.node(id)?;
        let Some(&branch) = self.path(id).iter().rev().find(|&&n| {
            let p = self.nodes[n].parent.unwrap();
            self.nodes[p].children[0] != n
        }) else {
            return Ok(false);
        };
        let p = self.nodes[branch].parent.unwrap();
        let children = &mut self.nodes[p].children;
        children.retain(|&c| c != branch);
        children.insert(0, branch);
        Ok(true)
    }

    /// Makes the whole path to `id` the main line, promoting it at every place it branches
    /// (the game's own moves keep their place whatever was explored before them).
    pub fn make_main_line(&mut self, id: NodeId) -> Result<(), TreeError> {
        if id == 0 {
            return Ok(());
        }
        while self.promote(id)? {}
        Ok(())
    }

    /// Deletes `id` and every move after it; returns its parent, where the board goes back
    /// to. Node numbers after it change (the tree stays compact).
    pub fn delete(&mut self, id: NodeId) -> Result<NodeId, TreeError> {
        if id == 0 {
            return Err(TreeError::Root);
        }
        let parent = self.node(id)?.parent.unwrap();
        let mut gone = vec![false; self.nodes.len()];
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            gone[n] = true;
            stack.extend(&self.nodes[n].children);
        }
        let mut new_id = vec![usize::MAX; self.nodes.len()];
        let mut kept = Vec::with_capacity(self.nodes.len());
        for (old, node) in std::mem::take(&mut self.nodes).into_iter().enumerate() {
            if !gone[old] {
                new_id[old] = kept.len();
                kept.push(node);
            }
        }
        for node in &mut kept {
            node.parent = node.parent.map(|p| new_id[p]);
            node.children.retain(|&c| !gone[c]);
            for c in &mut node.children {
                *c = new_id[*c];
            }
        }
        self.nodes = kept;
        Ok(new_id[parent])
    }

    /// Names the line starting at `id` (an empty name takes the name away).
    pub fn rename(&mut self, id: NodeId, name: &str) -> Result<(), TreeError> {
        if id == 0 {
            return Err(TreeError::Root);
        }
        self.node(id)?;
        let name = name.trim();
        check_name(name)?;
        self.nodes[id].name = (!name.is_empty()).then(|| name.to_string());
        Ok(())
    }

    /// The tree as saved: every node but the root, parents first (depth-first, main lines
    /// first, so that a tree reads back with the same order of lines).
    pub fn to_saved(&self) -> Vec<SavedNode> {
        let mut out = Vec::with_capacity(self.nodes.len() - 1);
        let mut number = vec![0u32; self.nodes.len()];
        let mut stack: Vec<NodeId> = self.nodes[0].children.iter().rev().copied().collect();
        while let Some(n) = stack.pop() {
            let node = &self.nodes[n];
            number[n] = out.len() as u32 + 1;
            out.push(SavedNode {
                parent: number[node.parent.unwrap()],
                mv: node.notation.clone(),
                name: node.name.clone(),
            });
            stack.extend(node.children.iter().rev());
        }
        out
    }

    /// Reads a saved tree from `root`, checking every node: its parent saved before it, its
    /// move legal from its parent's position, a move once among its siblings, its name plain
    /// and short, and at most [`MAX_NODES`] nodes. The error names the node (from 1).
    pub fn from_saved(root: Position, saved: &[SavedNode]) -> Result<Tree, (usize, TreeError)> {
        if saved.len() >= MAX_NODES {
            return Err((MAX_NODES, TreeError::Full));
        }
        let mut tree = Tree::new(root);
        for (i, s) in saved.iter().enumerate() {
            let number = i + 1;
            let parent = s.parent as usize;
            if parent >= number {
                return Err((number, TreeError::NoNode(parent)));
            }
            let before = tree.nodes.len();
            let id = tree.play_text(parent, &s.mv).map_err(|e| (number, e))?;
            if tree.nodes.len() == before {
                return Err((
                    number,
                    TreeError::Illegal(format!("'{}' is already a move there", s.mv)),
                ));
            }
            if let Some(name) = &s.name {
                tree.rename(id, name).map_err(|e| (number, e))?;
            }
        }
        Ok(tree)
    }

    /// The tree cut into runs for the `.bao` export: the main line first, then each branch
    /// in the order saved, each naming the run and move it leaves.
    pub fn runs(&self) -> Vec<Run> {
        let mut runs = vec![Run {
            from: (0, 0),
            nodes: self.main_line(),
        }];
        // Where each node sits: (run, moves of the run up to and with it).
        let mut place = vec![(0usize, 0usize); self.nodes.len()];
        let mut k = 0;
        while k < runs.len() {
            for (i, &n) in runs[k].nodes.clone().iter().enumerate() {
                place[n] = (k, i + 1);
            }
            let starts: Vec<(NodeId, (usize, usize))> = std::iter::once(0)
                .filter(|_| k == 0)
                .chain(runs[k].nodes.iter().copied())
                .flat_map(|n| {
                    let at = if n == 0 { (0, 0) } else { place[n] };
                    self.nodes[n].children.iter().skip(1).map(move |&c| (c, at))
                })
                .collect();
            for (start, from) in starts {
                let mut nodes = vec![start];
                while let Some(c) = self.next(*nodes.last().unwrap()) {
                    nodes.push(c);
                }
                runs.push(Run { from, nodes });
            }
            k += 1;
        }
        runs
    }
}

/// A line's name is plain text (no control, format or line separator character: it reaches
/// the screen and files) of at most [`MAX_NAME`] characters.
pub fn check_name(name: &str) -> Result<(), TreeError> {
    if let Some(what) = crate::rules::text::first_hidden(name) {
        return Err(TreeError::BadName(format!("holds {what}")));
    }
    let n = name.chars().count();
    if n > MAX_NAME {
        return Err(TreeError::BadName(format!(
            "{n} characters, at most {MAX_NAME}"
        )));
    }
    Ok(())
}

/// How a `.bao` record carries a tree: comment lines (a `;` line is a comment to every
/// `.bao` reader, RULES.md section 13's files), one per run, `; bao-variation K from J.I:
/// moves`, run K leaving run J after its I-th move (run 0, the main line, from the root:
/// `0.0`), and `; bao-variation-name K.I: name` for a name on run K's I-th move (from 1).
pub const BAO_VARIATION: &str = "; bao-variation ";
pub const BAO_VARIATION_NAME: &str = "; bao-variation-name ";

impl Tree {
    /// The tree's `.bao` comment lines (none for a tree without a move).
    pub fn to_bao_lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut names = Vec::new();
        for (k, run) in self.runs().iter().enumerate() {
            let moves: Vec<&str> = run
                .nodes
                .iter()
                .map(|&n| self.nodes[n].notation.as_str())
                .collect();
            if moves.is_empty() {
                continue;
            }
            let (j, i) = run.from;
            out.push(format!(
                "{BAO_VARIATION}{k} from {j}.{i}: {}",
                moves.join(" ")
            ));
            for (i, &n) in run.nodes.iter().enumerate() {
                if let Some(name) = &self.nodes[n].name {
                    names.push(format!("{BAO_VARIATION_NAME}{k}.{}: {name}", i + 1));
                }
            }
        }
        out.extend(names);
        out
    }

    /// Reads the tree a `.bao` text's comment lines carry, from `root` (an empty tree when
    /// there are none). Errors name the line (from 1) and what is wrong.
    pub fn from_bao_lines(root: Position, text: &str) -> Result<Tree, (usize, String)> {
        let mut tree = Tree::new(root);
        let mut runs: Vec<Vec<NodeId>> = Vec::new();
        for (k, raw) in text.lines().enumerate() {
            let line = raw.trim();
            let fail = |why: String| (k + 1, why);
            if let Some(rest) = line.strip_prefix(BAO_VARIATION_NAME) {
                let (at, name) = rest
                    .split_once(':')
                    .ok_or_else(|| fail("no ':' after the place named".into()))?;
                let node = place(&runs, at)
                    .filter(|&(_, i)| i > 0)
                    .and_then(|(r, i)| runs[r].get(i - 1).copied())
                    .ok_or_else(|| fail(format!("'{at}' is not a move of a run above")))?;
                tree.rename(node, name).map_err(|e| fail(e.to_string()))?;
            } else if let Some(rest) = line.strip_prefix(BAO_VARIATION) {
                let (head, moves) = rest
                    .split_once(':')
                    .ok_or_else(|| fail("no ':' before the moves".into()))?;
                let (number, from) = head
                    .split_once(" from ")
                    .ok_or_else(|| fail("not 'K from J.I'".into()))?;
                if number.trim().parse::<usize>().ok() != Some(runs.len()) {
                    return Err(fail(format!(
                        "run '{}' out of order: expected {}",
                        number.trim(),
                        runs.len()
                    )));
                }
                let mut at = match place(&runs, from) {
                    Some((0, 0)) => 0,
                    Some((r, i)) if i > 0 && i <= runs[r].len() => runs[r][i - 1],
                    _ => return Err(fail(format!("'{from}' is not a move of a run above"))),
                };
                let mut run = Vec::new();
                for text in moves.split_whitespace() {
                    let before = tree.len();
                    at = tree
                        .play_text(at, text)
                        .map_err(|e| fail(format!("'{text}': {e}")))?;
                    if run.is_empty() && tree.len() == before {
                        return Err(fail(format!("'{text}' is already a run there")));
                    }
                    run.push(at);
                }
                runs.push(run);
            }
        }
        Ok(tree)
    }
}

/// `J.I` of a run above and a move count.
fn place(runs: &[Vec<NodeId>], text: &str) -> Option<(usize, usize)> {
    let (j, i) = text.trim().split_once('.')?;
    let (j, i) = (j.parse::<usize>().ok()?, i.parse::<usize>().ok()?);
    (j < runs.len() || (j, i) == (0, 0)).then_some((j, i))
}

/// One row of a tree's history as the window shows it: one move, in the order a game record
/// writes a study (each move, then the branches that replace it, each branch's moves one
/// level deeper, then the line goes on).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryRow {
    pub node: NodeId,
    /// Indentation: 0 for the main line, 1 for its branches, 2 for theirs...
    pub depth: usize,
    /// The move's history row (South's move and North's reply share one) and its mover.
    pub row: usize,
    pub mover: Side,
    /// The move numbered as the history numbers it: "10. A3L", "19... a4R".
    pub text: String,
    /// The move alone: "A3L".
    pub notation: String,
    /// The first move of a branch (where the window opens an indented line).
    pub starts_branch: bool,
    /// The node on the board.
    pub current: bool,
    /// The name the player gave the line starting here.
    pub name: Option<String>,
}

/// A key walking the tree ([`Tree::walk`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Walk {
    /// The next move of the line (Right arrow).
    Next,
    /// The move before (Left arrow).
    Previous,
    /// The position analysed (Home).
    First,
    /// The end of the line from here, following main lines (End).
    Last,
    /// The next branch of the same move (Down arrow).
    NextSibling,
    /// The branch before (Up arrow).
    PreviousSibling,
}

impl Tree {
    /// The history rows of the tree, `current` marked. The root is the position after
    /// `start_ply` moves of a game whose first move was `first`'s (a position set up: 0 and
    /// its side to move), so that moves are numbered as that game's history numbers them.
    pub fn rows(&self, current: NodeId, start_ply: usize, first: Side) -> Vec<HistoryRow> {
        // (node, indentation, plies from the root to it, whether its row is still to write,
        // whether it starts a branch): a stack, not recursion (a saved tree may nest deep).
        let mut stack = vec![(0, 0, 0, false, false)];
        let mut out = Vec::with_capacity(self.nodes.len());
        let row = |n: NodeId, depth: usize, plies: usize, starts_branch: bool| {
            let ply = start_ply + plies - 1;
            let mover = if ply.is_multiple_of(2) {
                first
            } else {
                first.opponent()
            };
            let node = &self.nodes[n];
            HistoryRow {
                node: n,
                depth,
                row: move_row(ply, first),
                mover,
                text: numbered_ply(ply, first, &node.notation),
                notation: node.notation.clone(),
                starts_branch,
                current: n == current,
                name: node.name.clone(),
            }
        };
        while let Some((n, depth, plies, write, starts)) = stack.pop() {
            if write {
                out.push(row(n, depth, plies, starts));
            }
            let Some((&main, branches)) = self.nodes[n].children.split_first() else {
                continue;
            };
            out.push(row(main, depth, plies + 1, false));
            stack.push((main, depth, plies + 1, false, false));
            for &b in branches.iter().rev() {
                stack.push((b, depth + 1, plies + 1, true, true));
            }
        }
        out
    }

    /// Where a key goes from `at` (it stays at `at` where there is nowhere to go).
    pub fn walk(&self, at: NodeId, step: Walk) -> NodeId {
        let to = match step {
            Walk::Next => self.next(at),
            Walk::Previous => self.parent(at),
            Walk::First => Some(0),
            Walk::Last => {
                let mut end = at;
                while let Some(c) = self.next(end) {
                    end = c;
                }
                Some(end)
            }
            Walk::NextSibling => self.next_sibling(at),
            Walk::PreviousSibling => self.previous_sibling(at),
        };
        to.filter(|&n| n < self.nodes.len()).unwrap_or(at)
    }
}

/// The lines deleted on the analysis board, the last first, so that a deletion can be
/// undone; stepping back through the tree never deletes anything.
#[derive(Clone, Debug, Default)]
pub struct Deletions(Vec<(Tree, NodeId)>);

impl Deletions {
    /// How many deletions are kept to be undone (the oldest is forgotten past it).
    pub const KEPT: usize = 32;

    /// Deletes `id` and every move after it, the tree as it was kept to come back; returns
    /// the node to show (the deleted move's parent). `at` is the node shown before.
    pub fn delete(&mut self, tree: &mut Tree, id: NodeId, at: NodeId) -> Result<NodeId, TreeError> {
        let before = tree.clone();
        let back = tree.delete(id)?;
        if self.0.len() == Self::KEPT {
            self.0.remove(0);
        }
        self.0.push((before, at));
        Ok(back)
    }

    /// Brings the last deleted line back: the tree as it was, and the node shown then.
    pub fn undo(&mut self, tree: &mut Tree) -> Option<NodeId> {
        let (before, at) = self.0.pop()?;
        *tree = before;
        Some(at)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

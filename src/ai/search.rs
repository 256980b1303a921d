//! Iterative deepening principal-variation search with a transposition table, move ordering
//! (table move, killers, larger captures, history) and a capture quiescence.
//!
//! Captures are compulsory in Bao (G7), so a node's moves are all captures or all takasa. A
//! leaf where the mover must capture is not quiet: the quiescence plays the captures on for a
//! few plies; there is no "stand pat" because the mover may not decline a capture.
//!
//! Moves come from the lap-bounded generator: a move still sowing after [`LAP_LIMIT`] laps is
//! treated as never ending (RULES.md section 10 lets a search bound its work). The move the
//! search returns is checked with the exact generator by the caller.

use super::eval::{Weights, evaluate_with, must_capture, only_singletons};
use super::rng::SplitMix;
use super::tt::{Bound, MOVE_CODES, MoveCode, NO_MOVE, Table, encode, hash};
use crate::rules::{Move, MoveKind, Position, Successor, for_each_successor_bounded, legal_moves};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// A won game, less the plies to get there (shorter wins score higher).
pub const WIN: i32 = 30_000;
const INF: i32 = 32_000;
/// Scores beyond this are wins or losses found by the search.
pub const WIN_BOUND: i32 = WIN - 1_000;
const MAX_PLY: usize = 128;
/// Laps one candidate move may take inside the search. Real moves rarely pass a few hundred;
/// the rare never-ending cycles run to millions.
pub const LAP_LIMIT: u32 = 400;
/// The root may spend more on its own moves: they are generated once.
const ROOT_LAP_LIMIT: u32 = 200_000;

/// What bounds one search. All limits apply together; the first reached stops the search.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Deepest iteration (full plies before quiescence).
    pub depth: u32,
    /// Stop at this instant (the best move of the last finished iteration is returned).
    pub deadline: Option<Instant>,
    /// No new iteration starts once this share of the time to the deadline is spent (an
    /// iteration costs a few times the one before; 1.0: always start one).
    pub new_iteration_until: f64,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Root moves scoring within `margin` centi-seeds of the best are all candidates; one is
    /// chosen by the seed, the better ones more often. 0 plays the best move.
    pub margin: i32,
    pub seed: u64,
    /// Plies of capture quiescence below the nominal depth.
    pub quiescence: u32,
    /// In the quiescence, only the largest captures are played on (0: all of them).
    pub quiescence_width: u32,
    /// The transposition table holds 2^tt_bits entries of 16 bytes.
    pub tt_bits: u32,
    /// Late move reductions: moves ordered at this place or later (0: none) are first
    /// searched a ply shallower.
    pub lmr: u32,
    pub weights: Weights,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            deadline: None,
            new_iteration_until: 0.5,
            nodes: None,
            margin: 0,
            seed: 0,
            quiescence: 1,
            quiescence_width: 0,
            tt_bits: 20,
            lmr: 0,
            weights: Weights::DEFAULT,
        }
    }

    pub fn time(d: Duration) -> Limits {
        Limits {
            deadline: Some(Instant::now() + d),
            ..Limits::depth(MAX_PLY as u32 / 2)
        }
    }
}

/// The answer of a search.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// `None` only when the player to move has no legal move (the game is over).
    pub best: Option<Move>,
    /// Centi-seeds for the player to move; beyond [`WIN_BOUND`] a forced win (or loss).
    pub score: i32,
    /// Principal variation, starting with the best move.
    pub pv: Vec<Move>,
    /// Last finished iteration.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// Root moves with their scores from the last finished iteration, best first. Scores of
    /// moves outside the margin are upper bounds.
    pub root: Vec<(Move, i32)>,
}

impl SearchResult {
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-6)
    }
    /// Plies to a forced end when the score is a win (positive) or loss (negative).
    pub fn mate_in(&self) -> Option<i32> {
        (self.score.abs() > WIN_BOUND).then(|| (WIN - self.score.abs()) * self.score.signum())
    }
}

/// Searches `pos` within `limits`; `cancel` stops it from another thread.
pub fn search(pos: &Position, limits: &Limits, cancel: &AtomicBool) -> SearchResult {
    let start = Instant::now();
    let mut root: Vec<RootMove> = Vec::new();
    for_each_successor_bounded(pos, ROOT_LAP_LIMIT, |s| {
        root.push(RootMove {
            succ: s,
            score: -INF,
            exact: false,
        })
    });
    let done = |best: Option<Move>, score: i32, depth: u32, nodes: u64, root: Vec<(Move, i32)>| {
        SearchResult {
            best,
            score,
            pv: best.into_iter().collect(),
            depth,
            nodes,
            elapsed: start.elapsed(),
            root,
        }
    };
    if root.is_empty() {
        // Either the game is over, or every move is longer than the bound: then fall back to
        // the exact generator.
        let exact = legal_moves(pos);
        let best = exact.first().copied();
        let score = if best.is_some() { 0 } else { -WIN };
        return done(best, score, 0, 1, exact.iter().map(|&m| (m, 0)).collect());
    }
    let me = pos.to_move();
    // A move that wins at once needs no search (the shortest win).
    if let Some(w) = root
        .iter()
        .find(|r| r.succ.over.is_some_and(|o| o.winner == me))
    {
        return done(Some(w.succ.mv), WIN - 1, 1, 1, vec![(w.succ.mv, WIN - 1)]);
    }
    // A root with one legal move is searched like any other: its value is the reply's, and
    // every caller that judges a position (puzzles, practice, the coach) relies on it.
    // Larger captures first for the first iteration.
    root.sort_by_key(|r| std::cmp::Reverse(r.succ.captured));

    let mut s = Searcher::new(limits, cancel);
    let margin = limits.margin.max(0);
    let mut finished: Option<(u32, Vec<RootMove>)> = None;
    // A move of an unfinished iteration that already beat that iteration's first move.
    let mut improved: Option<RootMove> = None;
    for depth in 1..=limits.depth.max(1) {
        let done = s.root_iteration(pos, &mut root, depth as i32, margin);
        if done < root.len() {
            if finished.is_some() && done >= 2 {
                improved = root[1..done]
                    .iter()
                    .filter(|r| r.score > root[0].score)
                    .max_by_key(|r| r.score)
                    .copied();
            }
            break;
        }
        // Stable sort: among equal scores the earlier (better ordered) move stays first.
        root.sort_by_key(|r| std::cmp::Reverse(r.score));
        finished = Some((depth, root.clone()));
        let best = root[0].score;
        // A forced result within the depth searched cannot change with more depth.
        if best.abs() > WIN_BOUND && (WIN - best.abs()) as u32 <= depth {
            break;
        }
        // The next iteration costs several times this one: do not start what cannot finish.
        if no_time_for_another(limits, start) {
            break;
        }
    }
    let (depth, ranked) = match finished {
        Some(f) => f,
        // Not even depth 1 finished (cancelled at once): the best-ordered move.
        None => (0, root),
    };
    let best_score = ranked[0].score;
    let chosen = match &improved {
        Some(r) => r,
        None => choose(&ranked, best_score, margin, limits.seed ^ hash(pos)),
    };
    let mut pv = vec![chosen.succ.mv];
    s.extend_pv(&chosen.succ, depth as usize + 8, &mut pv);
    SearchResult {
        best: Some(chosen.succ.mv),
        score: if depth == 0 { 0 } else { chosen.score },
        pv,
        depth,
        nodes: s.nodes,
        elapsed: start.elapsed(),
        root: ranked.iter().map(|r| (r.succ.mv, r.score)).collect(),
    }
}

/// One root move of [`score_moves`] with its score and line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveScore {
    pub mv: Move,
    /// Centi-seeds for the player to move at the root; beyond [`WIN_BOUND`] a forced win
    /// (or loss).
    pub score: i32,
    /// Its score in the iteration before (the same when only one finished): with `score`,
    /// one of each parity.
    pub previous: i32,
    /// The expected line, starting with this move.
    pub pv: Vec<Move>,
}

/// Every root move scored by one search, all at the same depth.
#[derive(Clone, Debug)]
pub struct RootScores {
    /// The iteration every score comes from; 0 when not even the first one finished (then
    /// the scores are static evaluations after each move).
    pub depth: u32,
    /// Best first; among equal scores the order of the search (stable).
    pub moves: Vec<MoveScore>,
    pub nodes: u64,
    pub elapsed: Duration,
}

impl RootScores {
    pub fn best(&self) -> Option<&MoveScore> {
        self.moves.first()
    }
    pub fn score_of(&self, mv: &Move) -> Option<&MoveScore> {
        self.moves.iter().find(|m| m.mv == *mv)
    }
}

/// Scores every legal move of `pos` exactly, at the same iterative depth (a multi-PV root):
/// each root move gets a full-window search in every iteration, and the scores returned all
/// come from the last iteration that finished for every move. A played move and the best move
/// are so compared at equal depth and parity: our namua scores swing by several seeds between
/// odd and even depths, so scores of two different searches must not be compared. `limits`
/// bounds the work as for [`search`] (`margin` and `seed` are not used); `cancel` stops it
/// (the last finished iteration is returned).
pub fn score_moves(pos: &Position, limits: &Limits, cancel: &AtomicBool) -> RootScores {
    score_root(pos, None, usize::MAX, limits, cancel, &mut |_| {})
}

/// A multi-PV root: the best `lines` moves of `pos` scored exactly (and ranked first), the
/// others only shown to be no better than the `lines`-th (their scores are upper bounds), so
/// the same time reaches deeper than [`score_moves`]. Each finished iteration is told to
/// `on_depth` as it ends (the analysis board's lines growing deeper while the position
/// stands still: run it on its own thread and set `cancel` when the position changes).
/// Returns the last finished iteration.
pub fn score_best_each(
    pos: &Position,
    lines: usize,
    limits: &Limits,
    cancel: &AtomicBool,
    on_depth: &mut dyn FnMut(&RootScores),
) -> RootScores {
    score_root(pos, None, lines.max(1), limits, cancel, on_depth)
}

/// [`score_moves`] for some of the legal moves only (others in `among` are left out): with
/// fewer root moves the same time reaches deeper, and the moves named are still compared at
/// one depth.
pub fn score_among(
    pos: &Position,
    among: &[Move],
    limits: &Limits,
    cancel: &AtomicBool,
) -> RootScores {
    score_root(pos, Some(among), usize::MAX, limits, cancel, &mut |_| {})
}

/// The root of [`score_moves`], [`score_among`] and [`score_best_each`]: the first `exact`
/// moves of each iteration (in the last one's order) with a full window, the others with a
/// null window at the `exact`-th best score, searched again in full only if they beat it.
fn score_root(
    pos: &Position,
    among: Option<&[Move]>,
    exact: usize,
    limits: &Limits,
    cancel: &AtomicBool,
    on_depth: &mut dyn FnMut(&RootScores),
) -> RootScores {
    let start = Instant::now();
    let mut root: Vec<Successor> = Vec::new();
    for_each_successor_bounded(pos, ROOT_LAP_LIMIT, |s| {
        if among.is_none_or(|a| a.contains(&s.mv)) {
            root.push(s)
        }
    });
    if root.is_empty() {
        // The game is over, or every move is longer than the bound (then unscored).
        return RootScores {
            depth: 0,
            moves: legal_moves(pos)
                .into_iter()
                .filter(|m| among.is_none_or(|a| a.contains(m)))
                .map(|mv| MoveScore {
                    mv,
                    score: 0,
                    previous: 0,
                    pv: vec![mv],
                })
                .collect(),
            nodes: 1,
            elapsed: start.elapsed(),
        };
    }
    let me = pos.to_move();
    let ended = |s: &Successor| {
        s.over
            .map(|o| if o.winner == me { WIN - 1 } else { -(WIN - 1) })
    };
    let mut ranked: Vec<(Successor, MoveScore)> = root
        .iter()
        .map(|s| {
            let score = ended(s).unwrap_or_else(|| -evaluate_with(&s.position, &limits.weights));
            (
                *s,
                MoveScore {
                    mv: s.mv,
                    score,
                    previous: score,
                    pv: vec![s.mv],
                },
            )
        })
        .collect();
    ranked.sort_by_key(|(s, m)| (std::cmp::Reverse(m.score), std::cmp::Reverse(s.captured)));
    let mut s = Searcher::new(limits, cancel);
    let mut finished = 0;
    let settled =
        |score: i32, depth: u32| score.abs() > WIN_BOUND && (WIN - score.abs()) as u32 <= depth;
    'deepen: for depth in 1..=limits.depth.max(1) {
        // The search looks at the flag every 1024 nodes: shallow iterations are shorter.
        if cancel.load(Ordering::Relaxed) {
            break;
        }
        let mut next = Vec::with_capacity(ranked.len());
        // The exact scores of this iteration so far, best first.
        let mut best: Vec<i32> = Vec::new();
        for (succ, before) in &ranked {
            let edge = (best.len() >= exact).then(|| best[exact - 1]);
            let (score, full) = match ended(succ) {
                Some(v) => (v, true),
                None => s.root_score(&succ.position, depth as i32 - 1, edge),
            };
            if s.stop {
                break 'deepen;
            }
            if full {
                let at = best.partition_point(|&b| b >= score);
                best.insert(at, score);
            }
            let mut pv = vec![succ.mv];
            s.extend_pv(succ, depth as usize + 8, &mut pv);
            let previous = if depth == 1 { score } else { before.score };
            next.push((
                *succ,
                MoveScore {
                    mv: succ.mv,
                    score,
                    previous,
                    pv,
                },
            ));
        }
        next.sort_by_key(|(_, m)| std::cmp::Reverse(m.score));
        ranked = next;
        finished = depth;
        on_depth(&RootScores {
            depth,
            moves: ranked.iter().map(|(_, m)| m.clone()).collect(),
            nodes: s.nodes,
            elapsed: start.elapsed(),
        });
        // A forced win within the depth searched cannot change with more depth, nor can
        // every move's forced result.
        if settled(ranked[0].1.score, depth) && ranked[0].1.score > 0
            || ranked.iter().all(|(_, m)| settled(m.score, depth))
        {
            break;
        }
        if no_time_for_another(limits, start) {
            break;
        }
    }
    RootScores {
        depth: finished,
        moves: ranked.into_iter().map(|(_, m)| m).collect(),
        nodes: s.nodes,
        elapsed: start.elapsed(),
    }
}

/// A seeded choice among the root moves within `margin` of the best, weighted towards the
/// better ones, so that games do not repeat yet no clearly worse move is played.
fn choose(ranked: &[RootMove], best: i32, margin: i32, seed: u64) -> &RootMove {
    if margin == 0 || best.abs() > WIN_BOUND {
        return &ranked[0];
    }
    let near: Vec<(&RootMove, u64)> = ranked
        .iter()
        .filter(|r| r.exact && r.score >= best - margin)
        .map(|r| (r, (margin - (best - r.score) + 1) as u64))
        .collect();
    let total: u64 = near.iter().map(|(_, w)| w).sum();
    if total == 0 {
        return &ranked[0];
    }
    let mut pick = SplitMix(seed).next_u64() % total;
    for (r, w) in &near {
        if pick < *w {
            return r;
        }
        pick -= w;
    }
    &ranked[0]
}

#[derive(Clone, Copy)]
struct RootMove {
    succ: Successor,
    score: i32,
    /// The score is exact (the move was within the margin), not an upper bound.
    exact: bool,
}

struct Searcher<'a> {
    tt: Table,
    killers: [[MoveCode; 2]; MAX_PLY],
    /// Cut-off credit per (side, move code).
    history: Vec<u32>,
    /// One successor buffer per ply: the search allocates nothing while it runs.
    bufs: Vec<Vec<Successor>>,
    nodes: u64,
    stop: bool,
    deadline: Option<Instant>,
    node_limit: u64,
    cancel: &'a AtomicBool,
    quiescence: i32,
    q_width: usize,
    lmr: usize,
    w: Weights,
}

impl<'a> Searcher<'a> {
    fn new(limits: &Limits, cancel: &'a AtomicBool) -> Searcher<'a> {
        Searcher {
            tt: Table::new(limits.tt_bits),
            killers: [[NO_MOVE; 2]; MAX_PLY],
            history: vec![0; 2 * MOVE_CODES],
            bufs: (0..MAX_PLY).map(|_| Vec::with_capacity(32)).collect(),
            nodes: 0,
            stop: false,
            deadline: limits.deadline,
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            cancel,
            quiescence: limits.quiescence as i32,
            q_width: match limits.quiescence_width {
                0 => usize::MAX,
                w => w as usize,
            },
            lmr: limits.lmr as usize,
            w: limits.weights,
        }
    }
}

/// Mate scores are stored relative to the node so that they stay right at other plies.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

impl Searcher<'_> {
    /// Counts a node and, every 1024 nodes, looks at the clock, the budget and the flag.
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes & 1023 == 0
            && (self.cancel.load(Ordering::Relaxed)
                || self.nodes >= self.node_limit
                || self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.stop = true;
        }
        self.stop
    }

    /// A root move's score at `depth` below it, and whether it is exact: with a full window,
    /// or with a null window at `edge` (multi-PV: the last of the best lines so far), searched
    /// again in full only if it beats it.
    fn root_score(&mut self, pos: &Position, depth: i32, edge: Option<i32>) -> (i32, bool) {
        let Some(edge) = edge else {
            return (-self.negamax(pos, depth, -INF, INF, 1), true);
        };
        let v = -self.negamax(pos, depth, -edge - 1, -edge, 1);
        if v > edge && !self.stop {
            (-self.negamax(pos, depth, -INF, INF, 1), true)
        } else {
            (v, false)
        }
    }

    /// One iteration over the root moves. Returns how many were searched to the end (all of
    /// them unless the search was stopped).
    fn root_iteration(
        &mut self,
        pos: &Position,
        root: &mut [RootMove],
        depth: i32,
        margin: i32,
    ) -> usize {
        let me = pos.to_move();
        let mut best = -INF;
        for (i, r) in root.iter_mut().enumerate() {
            let (score, exact) = if let Some(o) = r.succ.over {
                (if o.winner == me { WIN - 1 } else { -(WIN - 1) }, true)
            } else if i == 0 {
                let v = -self.negamax(&r.succ.position, depth - 1, -INF, INF, 1);
                (v, true)
            } else {
                // Null window at the edge of the margin; a move above it is searched again
                // for its exact score (with margin 0 this is plain PVS).
                let edge = best - margin;
                let mut v = -self.negamax(&r.succ.position, depth - 1, -edge - 1, -edge, 1);
                let above = v > edge;
                if above && !self.stop {
                    v = -self.negamax(&r.succ.position, depth - 1, -INF, -edge, 1);
                }
                (v, above)
            };
            if self.stop {
                return i;
            }
            r.score = score;
            r.exact = exact;
            best = best.max(score);
        }
        root.len()
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply, self.quiescence);
        }
        if self.tick() {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return evaluate_with(pos, &self.w);
        }
        let key = hash(pos);
        let mut tt_move = NO_MOVE;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            if e.depth as i32 >= depth {
                let v = from_tt(e.score as i32, ply);
                match e.bound {
                    Bound::Exact => return v,
                    Bound::Lower if v >= beta => return v,
                    Bound::Upper if v <= alpha => return v,
                    _ => {}
                }
            }
        }
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        moves.clear();
        for_each_successor_bounded(pos, LAP_LIMIT, |s| moves.push(s));
        let me = pos.to_move();
        let result = 'node: {
            if moves.is_empty() {
                // No move that ends: W2, or only never-ending moves (section 10).
                break 'node -(WIN - ply as i32);
            }
            if moves.iter().any(|s| s.over.is_some_and(|o| o.winner == me)) {
                break 'node WIN - ply as i32 - 1;
            }
            let side = me.index() * MOVE_CODES;
            let killers = self.killers[ply];
            let n = moves.len().min(64);
            let mut keys = self.order_keys(&moves[..n], side, killers, tt_move);
            let alpha0 = alpha;
            let mut best = -INF;
            let mut best_code = NO_MOVE;
            for k in 0..n {
                // Selection sort step: the next best-ordered move.
                let j = (k..n)
                    .max_by_key(|&j| (keys[j], std::cmp::Reverse(j)))
                    .unwrap();
                keys.swap(k, j);
                moves.swap(k, j);
                let s = &moves[k];
                let code = encode(&s.mv);
                let v = if s.over.is_some() {
                    // The mover ended the game against himself (his front row emptied).
                    -(WIN - ply as i32 - 1)
                } else {
                    let quiet_late = keys[k] < 1 << 38;
                    self.child(&s.position, k, quiet_late, depth, (alpha, beta), ply)
                };
                if self.stop {
                    break 'node 0;
                }
                if v > best {
                    best = v;
                    best_code = code;
                    if v > alpha {
                        alpha = v;
                        if alpha >= beta {
                            if s.kind == MoveKind::Takasa && killers[0] != code {
                                self.killers[ply] = [code, killers[0]];
                            }
                            let h = &mut self.history[side + code as usize];
                            *h = (*h + (depth * depth) as u32).min(1 << 30);
                            break;
                        }
                    }
                }
            }
            let bound = if best >= beta {
                Bound::Lower
            } else if best > alpha0 {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.tt
                .store(key, best_code, to_tt(best, ply), depth, bound);
            best
        };
        self.bufs[ply] = moves;
        result
    }

    /// The ordering keys of a node's moves: the table's move first, then the killers, then
    /// by seeds captured and the history counts.
    #[inline]
    fn order_keys(
        &self,
        moves: &[Successor],
        side: usize,
        killers: [MoveCode; 2],
        tt_move: MoveCode,
    ) -> [u64; 64] {
        let mut keys: [u64; 64] = [0; 64];
        for (k, s) in moves.iter().enumerate() {
            let code = encode(&s.mv);
            keys[k] = if code == tt_move {
                1 << 40
            } else {
                let killer = if code == killers[0] || code == killers[1] {
                    1 << 38
                } else {
                    0
                };
                killer + ((s.captured as u64) << 32) + self.history[side + code as usize] as u64
            };
        }
        keys
    }

    /// The score of the `k`-th move of a node (principal variation search): the first with
    /// the full window, the others with a null window first. `quiet_late`: neither the
    /// table's move nor a killer.
    #[inline]
    fn child(
        &mut self,
        pos: &Position,
        k: usize,
        quiet_late: bool,
        depth: i32,
        (alpha, beta): (i32, i32),
        ply: usize,
    ) -> i32 {
        if k == 0 {
            return -self.negamax(pos, depth - 1, -beta, -alpha, ply + 1);
        }
        // Late moves of a well-ordered list rarely matter: look a ply shallower first, and
        // at full depth only if the move seems to raise alpha.
        let reduce = self.lmr > 0 && depth >= 3 && k >= self.lmr && quiet_late;
        let mut v = if reduce {
            -self.negamax(pos, depth - 2, -alpha - 1, -alpha, ply + 1)
        } else {
            alpha + 1
        };
        if v > alpha && !self.stop {
            v = -self.negamax(pos, depth - 1, -alpha - 1, -alpha, ply + 1);
        }
        if v > alpha && v < beta && !self.stop {
            v = -self.negamax(pos, depth - 1, -beta, -alpha, ply + 1);
        }
        v
    }

    /// Plays compulsory captures on for `left` more plies; a quiet position (no capture for
    /// the mover) or the end of the budget is evaluated statically.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, left: i32) -> i32 {
        if self.tick() {
            return 0;
        }
        if only_singletons(pos) {
            return -(WIN - ply as i32);
        }
        if left <= 0 || ply >= MAX_PLY - 1 || !must_capture(pos) {
            return evaluate_with(pos, &self.w);
        }
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        moves.clear();
        for_each_successor_bounded(pos, LAP_LIMIT, |s| moves.push(s));
        let me = pos.to_move();
        let result = 'node: {
            if moves.is_empty() {
                break 'node -(WIN - ply as i32);
            }
            if moves.iter().any(|s| s.over.is_some_and(|o| o.winner == me)) {
                break 'node WIN - ply as i32 - 1;
            }
            moves.sort_unstable_by_key(|s| std::cmp::Reverse(s.captured));
            let mut best = -INF;
            for s in moves.iter().take(self.q_width) {
                let v = if s.over.is_some() {
                    -(WIN - ply as i32 - 1)
                } else {
                    -self.quiesce(&s.position, -beta, -alpha, ply + 1, left - 1)
                };
                if self.stop {
                    break 'node 0;
                }
                if v > best {
                    best = v;
                    if v > alpha {
                        alpha = v;
                        if alpha >= beta {
                            break;
                        }
                    }
                }
            }
            best
        };
        self.bufs[ply] = moves;
        result
    }

    /// Follows the table from the position after `first` to show the expected line.
    fn extend_pv(&mut self, first: &Successor, max: usize, pv: &mut Vec<Move>) {
        let mut pos = first.position;
        if first.over.is_some() {
            return;
        }
        let mut seen = vec![hash(&pos)];
        while pv.len() < max {
            let Some(e) = self.tt.probe(hash(&pos)) else {
                break;
            };
            let mut next = None;
            for_each_successor_bounded(&pos, LAP_LIMIT, |s| {
                if encode(&s.mv) == e.mv {
                    next = Some(s);
                }
            });
            let Some(s) = next else { break };
            pv.push(s.mv);
            if s.over.is_some() {
                break;
            }
            pos = s.position;
            let h = hash(&pos);
            if seen.contains(&h) {
                break;
            }
            seen.push(h);
        }
    }
}

/// The next iteration costs several times the last: whether the deadline leaves no room to
/// start one (`new_iteration_until` of the time to it spent, or the deadline passed).
fn no_time_for_another(limits: &Limits, start: Instant) -> bool {
    limits.deadline.is_some_and(|deadline| {
        let now = Instant::now();
        let budget = deadline.saturating_duration_since(start).as_secs_f64();
        now >= deadline || (now - start).as_secs_f64() > budget * limits.new_iteration_until
    })
}

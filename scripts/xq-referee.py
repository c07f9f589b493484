#!/usr/bin/env python3
"""xq-referee.py: a small xiangqi match referee, independent of alphabeta's rules.

It plays two UCI engines against each other and referees the games with
fairy-stockfish (a separate process of it, UCI_Variant xiangqi) as the rules
oracle, not with the project's xiangqi package: a second opinion next to
`alphabeta match --repetition simple` (docs/match.md). Python 3.11, standard
library only.

  scripts/xq-referee.py \\
    --engine 'name=alphabeta cmd=/tmp/alphabeta-xiangqi proto=uci' \\
    --engine 'name=fairy-stockfish cmd=/usr/games/fairy-stockfish proto=uci ranks=1 option.UCI_Variant=xiangqi' \\
    --games 10 --tc 2+0.02 --concurrency 1 --pgn out.pgn

  scripts/xq-referee.py --selftest      # the rules part against fairy-stockfish
  scripts/xq-referee.py --check-pgn alphabeta-fsf.pgn   # referee a PGN again

Engines: `name=A cmd=PATH [args…] proto=uci [ranks=1] [option.X=Y] [dir=D]
[arg=ARG]`, as `alphabeta match --engine` (UCI only). ranks=1: the engine
counts ranks 1..10 (fairy-stockfish in UCI mode); moves are translated both
ways. Every engine gets Threads=1 and Hash=16 (--hash) when it has those
options, then its option.X=Y. Each game starts fresh engine processes and
sends `position fen START moves …` and `go wtime W btime B winc I binc I`.

Rules (checked by fairy-stockfish, ruled here):
  - a move must be in the oracle's `go perft 1` list, else the mover loses
    ("illegal move"); no move at all: "illegal move" too;
  - no legal move: the side to move loses ("checkmate" when in check, from
    the `d` command's "Checkers:" line, else "stalemate");
  - a position (board and side to move) on the board for the 3rd time ends
    the game; over the plies from the earliest of its 3 latest occurrences,
    a side that gave check with every one of its moves loses ("perpetual
    check"), unless both did; anything else is a draw ("repetition"). There
    is no chase rule;
  - 120 plies without a capture: draw ("60 moves without capture", the
    project's count, not fairy-stockfish's own);
  - no chariot, horse, cannon or pawn on the board: draw ("no attacking
    pieces");
  - --maxplies plies (default 600, opening moves included): draw ("max plies");
  - time: base+inc per game; an engine whose answer comes later than its
    clock plus --timemargin (default 1 s) loses ("time forfeit"); the clock
    is then max(clock - used, 0) + inc. An engine that exits loses ("crash").
The order is that of `alphabeta match`: no legal move, repetition, 120
plies, no attacking pieces, max plies.

Openings (--openings FILE, default the project's match/openings/xiangqi.txt):
one a line, ICCS moves from the start position, or a FEN optionally followed
by `moves m1 m2 …`; `#` starts a comment (the text after it names the
opening). Games come in pairs, one opening with colours reversed; --games N
plays N games (engine 1 is Red in odd rounds). --seed S shuffles the
openings (0: file order).

Output: a PGN (--pgn, ICCS moves, [Termination] with the reason in the words
of `alphabeta match`, [TerminationDetails]), and a summary: engine 1's
W-D-L, score, Elo with its 95 % interval (trinomial, as cutechess), the
pentanomial counts of complete pairs, and the games by termination.

--check-pgn FILE replays the games of a PGN with ICCS moves (this script's
or `alphabeta match`'s) through these rules and says for each whether the
game ends at the same ply with the same result and [Termination]; games
that ended otherwise (time forfeit, illegal move, …) agree when the rules
see no end. A perpetual chase of the Asian ruling is a repetition draw here
and is shown as such. Exit status 1 when a game differs.
"""

import argparse
import datetime
import math
import os
import queue
import random
import re
import shlex
import subprocess
import sys
import threading
import time

START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
MOVE_LIMIT_PLIES = 120
ICCS = re.compile(r"^[a-i][0-9][a-i][0-9]$")
RANKS1 = re.compile(r"^([a-i])(10|[1-9])([a-i])(10|[1-9])$")
RED, BLACK, DRAW = 0, 1, -1


def to_ranks1(m):
    """h2e2 -> h3e3 (ICCS to 1-based ranks)."""
    return f"{m[0]}{int(m[1]) + 1}{m[2]}{int(m[3]) + 1}"


def from_ranks1(m):
    """h3e3 -> h2e2; None when m is not such a move."""
    g = RANKS1.match(m)
    if not g:
        return None
    return f"{g[1]}{int(g[2]) - 1}{g[3]}{int(g[4]) - 1}"


class Proc:
    """A child process read line by line by a thread: (arrival time, line)
    items in a queue, None at end of output."""

    def __init__(self, argv, cwd=None, log=None, name=""):
        self.name, self.log = name, log
        self.p = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.q = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.p.stdout:
            t = time.monotonic()
            line = line.rstrip("\r\n")
            if self.log:
                self.log(f"{self.name} < {line}")
            self.q.put((t, line))
        self.q.put(None)

    def send(self, line):
        if self.log:
            self.log(f"{self.name} > {line}")
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def line(self, deadline):
        """The next (time, line) before deadline (monotonic); None at EOF;
        raises queue.Empty past the deadline."""
        return self.q.get(timeout=max(0.0, deadline - time.monotonic()))

    def until(self, word, timeout):
        end = time.monotonic() + timeout
        lines = []
        while True:
            item = self.line(end)
            if item is None:
                raise EOFError(f"{self.name} exited")
            lines.append(item[1])
            if item[1].strip() == word:
                return lines

    def close(self):
        try:
            self.send("quit")
        except (OSError, ValueError):
            pass
        try:
            self.p.wait(timeout=1)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()


class Pos:
    """A position as the oracle sees it."""

    def __init__(self, fen, in_check, legal):
        self.fen, self.in_check, self.legal = fen, in_check, legal
        f = fen.split()
        self.board, self.side = f[0], (RED if f[1] in ("w", "r") else BLACK)
        self.key = f[0] + " " + f[1]
        self.pieces = sum(c.isalpha() for c in f[0])


class Oracle:
    """fairy-stockfish as the rules oracle: `d` gives the FEN and the
    checkers, `go perft 1` the legal moves (1-based ranks, translated)."""

    def __init__(self, path, log=None):
        self.p = Proc([path], log=log, name="oracle")
        self.p.send("uci")
        self.p.until("uciok", 30)
        self.p.send("setoption name UCI_Variant value xiangqi")
        self.p.send("isready")
        self.p.until("readyok", 30)

    def probe(self, fen, move=None):
        cmd = "position fen " + fen
        if move:
            cmd += " moves " + to_ranks1(move)
        self.p.send(cmd)
        self.p.send("d")
        newfen = None
        for line in self._until_prefix("Checkers:"):
            if line.startswith("Fen: "):
                newfen = line[5:].strip()
            last = line
        checkers = last[len("Checkers:"):].split()
        # go perft runs on the search thread: read to its last line before
        # sending anything else.
        self.p.send("go perft 1")
        legal, nodes = set(), None
        for line in self._until_prefix("Nodes searched:"):
            m = re.match(r"^([a-i]\d+[a-i]\d+): \d+$", line)
            if m:
                legal.add(from_ranks1(m[1]))
            last = line
        nodes = int(last.split(":")[1])
        if newfen is None or nodes != len(legal):
            raise RuntimeError(f"oracle: unexpected output for {cmd!r}")
        return Pos(newfen, bool(checkers), frozenset(legal))

    def _until_prefix(self, prefix):
        end = time.monotonic() + 30
        while True:
            item = self.p.line(end)
            if item is None:
                raise RuntimeError("oracle (fairy-stockfish) exited")
            yield item[1]
            if item[1].startswith(prefix):
                return

    def close(self):
        self.p.close()


class Illegal(Exception):
    pass


class Game:
    """A game's positions, refereed with the oracle."""

    def __init__(self, oracle, fen, moves=()):
        self.oracle = oracle
        p = oracle.probe(fen)
        if p.board != fen.split()[0]:
            raise Illegal(f"fairy-stockfish reads FEN {fen!r} as {p.fen!r}")
        self.start_fen = p.fen
        self.pos = [p]          # pos[i]: after i plies
        self.moves = []         # ICCS
        self.quiet = [0]        # plies without capture, per position
        for m in moves:
            self.play(m)

    def play(self, m):
        cur = self.pos[-1]
        if m not in cur.legal:
            raise Illegal(f"{m} is not legal in {cur.fen}")
        p = self.oracle.probe(cur.fen, m)
        if p.side == cur.side:
            raise RuntimeError(f"oracle did not play {m} in {cur.fen}")
        self.pos.append(p)
        self.moves.append(m)
        self.quiet.append(0 if p.pieces < cur.pieces else self.quiet[-1] + 1)

    def repetition(self):
        """None, or (winner, termination) when the current position is on
        the board for the 3rd time."""
        n = len(self.pos) - 1
        key = self.pos[n].key
        seen = [i for i in range(n + 1) if self.pos[i].key == key]
        if len(seen) < 3:
            return None
        first = seen[-3]
        all_check = [True, True]
        for j in range(first + 1, n + 1):   # ply j: pos[j-1] -> pos[j]
            mover = self.pos[j - 1].side
            if not self.pos[j].in_check:
                all_check[mover] = False
        if all_check[RED] and not all_check[BLACK]:
            return BLACK, "perpetual check"
        if all_check[BLACK] and not all_check[RED]:
            return RED, "perpetual check"
        return DRAW, "repetition"

    def outcome(self, maxplies):
        """None while the game goes on, else (winner, termination, details)."""
        p = self.pos[-1]
        side = "Red" if p.side == RED else "Black"
        if not p.legal:
            if p.in_check:
                return 1 - p.side, "checkmate", f"{side} is checkmated"
            return 1 - p.side, "stalemate", f"{side} has no legal move"
        r = self.repetition()
        if r:
            w, term = r
            if term == "perpetual check":
                return w, term, f"{'Red' if w == BLACK else 'Black'} checked on every move of a threefold repetition"
            return DRAW, term, "threefold repetition"
        if self.quiet[-1] >= MOVE_LIMIT_PLIES:
            return DRAW, "60 moves without capture", f"{MOVE_LIMIT_PLIES} plies without a capture"
        if not any(c in "RNHCPrnhcp" for c in p.board):
            return DRAW, "no attacking pieces", "no chariot, horse, cannon or pawn left"
        if maxplies > 0 and len(self.moves) >= maxplies:
            return DRAW, "max plies", f"adjudicated draw at {maxplies} plies"
        return None


# ---------------------------------------------------------------- engines

def parse_engine(spec):
    e = {"name": None, "argv": [], "proto": None, "ranks1": False, "options": [], "dir": None}
    in_cmd = False
    for w in shlex.split(spec):
        k, eq, v = w.partition("=")
        if eq and k == "name":
            e["name"] = v
        elif eq and k == "cmd":
            e["argv"] = [v]
            in_cmd = True
        elif eq and k == "proto":
            e["proto"] = v.lower()
        elif eq and k == "ranks":
            if v not in ("0", "1"):
                raise ValueError(f"ranks={v}: want 0 or 1")
            e["ranks1"] = v == "1"
        elif eq and k.startswith("option."):
            e["options"].append((k[7:], v))
        elif eq and k == "dir":
            e["dir"] = v
        elif eq and k == "arg":
            e["argv"].append(v)
        elif in_cmd:
            e["argv"].append(w)
        else:
            raise ValueError(f"engine {spec!r}: unknown word {w!r}")
    if not e["argv"]:
        raise ValueError(f"engine {spec!r}: cmd= is required")
    if e["proto"] not in (None, "uci"):
        raise ValueError(f"engine {spec!r}: only proto=uci is supported")
    e["name"] = e["name"] or os.path.basename(e["argv"][0])
    return e


class EngineError(Exception):
    def __init__(self, kind, detail):
        super().__init__(detail)
        self.kind = kind


class Engine:
    def __init__(self, spec, hash_mb, log=None):
        self.spec = spec
        self.name = spec["name"]
        try:
            self.p = Proc(spec["argv"], cwd=spec["dir"], log=log, name=self.name)
        except OSError as err:
            raise EngineError("start failure", f"{self.name}: {err}")
        try:
            self.p.send("uci")
            lines = self.p.until("uciok", 30)
            have = {m[1].strip().lower() for m in (re.match(r"option name (.+?) type ", l) for l in lines) if m}
            opts = [(k, v) for k, v in (("Threads", "1"), ("Hash", str(hash_mb))) if k.lower() in have]
            opts += spec["options"]
            for k, v in opts:
                self.p.send(f"setoption name {k} value {v}")
            self.p.send("isready")
            self.p.until("readyok", 30)
        except (EOFError, queue.Empty, OSError) as err:
            self.close()
            raise EngineError("start failure", f"{self.name}: no handshake ({err or 'timeout'})")

    def new_game(self):
        try:
            self.p.send("ucinewgame")
            self.p.send("isready")
            self.p.until("readyok", 30)
        except (EOFError, queue.Empty, OSError) as err:
            raise EngineError("start failure", f"{self.name}: no readyok after ucinewgame ({err or 'timeout'})")

    def go(self, start_fen, moves, clocks, inc, allowed):
        """Returns (move in ICCS or the raw text, seconds used, score, depth).
        Raises EngineError("time forfeit"|"crash")."""
        conv = to_ranks1 if self.spec["ranks1"] else (lambda m: m)
        cmd = "position fen " + start_fen
        if moves:
            cmd += " moves " + " ".join(conv(m) for m in moves)
        while not self.p.q.empty():       # stale output of the last search
            if self.p.q.get() is None:
                raise EngineError("crash", f"{self.name} exited")
        ms = [max(0, int(c * 1000)) for c in clocks]
        inc_ms = int(inc * 1000)
        try:
            self.p.send(cmd)
            self.p.send(f"go wtime {ms[0]} btime {ms[1]} winc {inc_ms} binc {inc_ms}")
        except OSError:
            raise EngineError("crash", f"{self.name} exited")
        t0 = time.monotonic()
        deadline = t0 + allowed
        score, depth = "", 0
        while True:
            try:
                item = self.p.line(deadline)
            except queue.Empty:
                raise EngineError("time forfeit", f"{self.name} loses on time (no move within {allowed:.3f}s)")
            if item is None:
                raise EngineError("crash", f"{self.name} exited")
            t, line = item
            w = line.split()
            if not w:
                continue
            if w[0] == "info":
                if "depth" in w and w.index("depth") + 1 < len(w) and w[w.index("depth") + 1].isdigit():
                    depth = int(w[w.index("depth") + 1])
                if "score" in w and w.index("score") + 2 < len(w):
                    kind, val = w[w.index("score") + 1], w[w.index("score") + 2]
                    try:
                        v = int(val)
                        score = f"{v / 100:+.2f}" if kind == "cp" else (f"+M{v}" if v > 0 else f"-M{-v}")
                    except ValueError:
                        pass
            elif w[0] == "bestmove":
                raw = w[1] if len(w) > 1 else ""
                mv = (from_ranks1(raw) if self.spec["ranks1"] else (raw if ICCS.match(raw) else None))
                return (mv or raw), t - t0, score, depth

    def close(self):
        self.p.close()


# ---------------------------------------------------------------- matches

def read_openings(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line, _, name = raw.partition("#")
            line, name = line.strip(), name.strip()
            if not line:
                continue
            fen, moves = START_FEN, line
            if "/" in line:
                fen, _, moves = line.partition(" moves ")
                fen = fen.strip()
                if fen.startswith("fen "):
                    fen = fen[4:].strip()
                f = fen.split()
                if len(f) < 2:
                    raise ValueError(f"opening {raw.strip()!r}: the side to move is required")
                f[1] = {"r": "w"}.get(f[1].lower(), f[1].lower())
                fen = " ".join((f + ["-", "-", "0", "1"])[:6])
                if " moves " not in line:
                    moves = ""
            mv = moves.lower().split()
            for m in mv:
                if not ICCS.match(m):
                    raise ValueError(f"opening {raw.strip()!r}: {m!r} is not an ICCS move")
            out.append({"fen": fen, "moves": mv, "name": name})
    return out


def play_game(cfg, oracle, rnd, op, red, black):
    """Plays one game; returns its record."""
    rec = {"round": rnd, "red": red["name"], "black": black["name"], "opening": op["name"],
           "start": op["fen"], "moves": [], "comments": [], "result": "*",
           "winner": None, "term": "", "details": "", "date": datetime.date.today()}

    def end(winner, term, details):
        rec["winner"], rec["term"], rec["details"] = winner, term, details
        rec["result"] = {RED: "1-0", BLACK: "0-1", DRAW: "1/2-1/2"}.get(winner, "*")
        return rec

    try:
        g = Game(oracle, op["fen"], op["moves"])
    except Illegal as err:
        return end(None, "bad opening", str(err))
    rec["start"] = g.start_fen
    rec["moves"] = list(g.moves)
    rec["comments"] = ["book"] * len(g.moves)
    if g.outcome(cfg.maxplies):
        return end(None, "bad opening", "the opening ends the game")
    engines = [None, None]
    try:
        for s, spec in ((RED, red), (BLACK, black)):
            try:
                engines[s] = Engine(spec, cfg.hash, cfg.log)
                engines[s].new_game()
            except EngineError as err:
                return end(1 - s, err.kind, str(err))
        clocks = [cfg.base, cfg.base]
        while True:
            o = g.outcome(cfg.maxplies)
            if o:
                return end(*o)
            s = g.pos[-1].side
            eng = engines[s]
            try:
                mv, used, score, depth = eng.go(g.start_fen, g.moves, clocks, cfg.inc, clocks[s] + cfg.timemargin)
            except EngineError as err:
                return end(1 - s, err.kind, str(err))
            if used > clocks[s] + cfg.timemargin:
                return end(1 - s, "time forfeit", f"{eng.name} loses on time (used {used:.3f}s, had {clocks[s]:.3f}s)")
            clocks[s] = max(clocks[s] - used, 0) + cfg.inc
            try:
                g.play(mv)
            except Illegal as err:
                return end(1 - s, "illegal move", f"{eng.name} played illegal move {mv!r}: {err}")
            rec["moves"].append(mv)
            rec["comments"].append((f"{score or '?'}/{depth} " if score or depth else "") + f"{used:.3f}s")
    finally:
        for e in engines:
            if e:
                e.close()


def write_pgn(f, rec, tc):
    tags = [("Event", "xq-referee"), ("Site", "?"), ("Date", rec["date"].strftime("%Y.%m.%d")),
            ("Round", str(rec["round"])), ("Red", rec["red"]), ("Black", rec["black"]),
            ("Result", rec["result"]), ("Game", "Chinese Chess")]
    if rec["start"] != START_FEN:
        tags.append(("FEN", rec["start"]))
    if rec["opening"]:
        tags.append(("Opening", rec["opening"]))
    tags += [("TimeControl", tc), ("Referee", "xq-referee.py: fairy-stockfish rules, simple repetition"),
             ("Termination", rec["term"]), ("TerminationDetails", rec["details"]),
             ("PlyCount", str(len(rec["moves"]))), ("Format", "ICCS")]
    out = [f'[{k} "{v.replace(chr(92), chr(92) * 2).replace(chr(34), chr(92) + chr(34))}"]' for k, v in tags]
    out.append("")
    words = []
    f0 = rec["start"].split()
    red_to_move, full = f0[1] == "w", int(f0[5]) if len(f0) > 5 and f0[5].isdigit() else 1
    for i, (m, c) in enumerate(zip(rec["moves"], rec["comments"])):
        if red_to_move:
            words.append(f"{full}.")
        elif i == 0:
            words.append(f"{full}...")
        words += [m, "{" + c.replace("}", ")") + "}"]
        if not red_to_move:
            full += 1
        red_to_move = not red_to_move
    who = {RED: rec["red"], BLACK: rec["black"]}.get(rec["winner"])
    endc = f"{who} wins: {rec['term']}" if who else (f"draw: {rec['term']}" if rec["winner"] == DRAW else f"unfinished: {rec['term']}")
    words += ["{" + endc + "}", rec["result"]]
    line = ""
    for w in words:
        if line and len(line) + 1 + len(w) > 79:
            out.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    out += [line, "", ""]
    f.write("\n".join(out))
    f.flush()


def elo(mu):
    return -400 * math.log10(1 / mu - 1)


def summary(results, names, elapsed):
    """results: list of (round, points for engine 1 or None, term)."""
    done = [r for r in results if r[1] is not None]
    w = sum(1 for r in done if r[1] == 1)
    d = sum(1 for r in done if r[1] == 0.5)
    l = sum(1 for r in done if r[1] == 0)
    n = w + d + l
    out = [f"{names[0]} vs {names[1]}: {n} games, +{w} ={d} -{l}"]
    if n:
        mu = (w + d / 2) / n
        out[0] += f", score {w + d / 2:g}/{n} = {100 * mu:.1f} %"
        var = (w * (1 - mu) ** 2 + d * (0.5 - mu) ** 2 + l * mu ** 2) / n
        se = math.sqrt(var / n)
        if 0 < mu < 1:
            lo, hi = mu - 1.959964 * se, mu + 1.959964 * se
            if 0 < lo and hi < 1:
                margin = (elo(hi) - elo(lo)) / 2
                out.append(f"Elo {elo(mu):+.1f} ± {margin:.1f} (95 %, trinomial)")
            else:
                out.append(f"Elo {elo(mu):+.1f} ± inf (95 %, trinomial; too few games)")
        else:
            out.append(f"Elo {'+inf' if mu == 1 else '-inf'}")
    pts = {r[0]: r[1] for r in done}
    penta = [0] * 5
    for k in range(1, max(pts, default=0) + 1, 2):
        if k in pts and k + 1 in pts:
            penta[int(round(2 * (pts[k] + pts[k + 1])))] += 1
    out.append(f"pentanomial (pairs, 0 .. 2 points for {names[0]}): {penta}")
    terms = {}
    for r in results:
        terms[r[2]] = terms.get(r[2], 0) + 1
    out.append("terminations: " + ", ".join(f"{k} {v}" for k, v in sorted(terms.items(), key=lambda x: (-x[1], x[0]))))
    out.append(f"elapsed {elapsed:.0f}s")
    return "\n".join(out)


def run_match(cfg):
    specs = [parse_engine(s) for s in cfg.engine]
    if len(specs) != 2:
        sys.exit("xq-referee: give exactly two --engine")
    openings = read_openings(cfg.openings) if cfg.openings else [{"fen": START_FEN, "moves": [], "name": ""}]
    if cfg.seed:
        random.Random(cfg.seed).shuffle(openings)
    jobs = []
    for i in range(cfg.games):
        op = openings[(i // 2) % len(openings)]
        a, b = (specs[0], specs[1]) if i % 2 == 0 else (specs[1], specs[0])
        jobs.append((i + 1, op, a, b))
    lock = threading.Lock()
    results = []
    pgn = open(cfg.pgn, "w", encoding="utf-8") if cfg.pgn else None
    tl = threading.local()
    oracles = []
    t_start = time.monotonic()
    it = iter(jobs)

    def worker():
        while True:
            with lock:
                job = next(it, None)
            if job is None:
                return
            if not hasattr(tl, "oracle"):
                tl.oracle = Oracle(cfg.oracle, cfg.log)
                with lock:
                    oracles.append(tl.oracle)
            rnd, op, red, black = job
            rec = play_game(cfg, tl.oracle, rnd, op, red, black)
            pts = None
            if rec["winner"] == DRAW:
                pts = 0.5
            elif rec["winner"] is not None:
                pts = 1.0 if (rec["winner"] == RED) == (red is specs[0]) else 0.0
            with lock:
                results.append((rnd, pts, rec["term"]))
                if pgn:
                    write_pgn(pgn, rec, cfg.tc)
                print(f"game {rnd}/{cfg.games}: {rec['red']} - {rec['black']} {rec['result']} "
                      f"({rec['term']}: {rec['details']}), {len(rec['moves'])} plies", flush=True)

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(max(1, cfg.concurrency))]
    for t in threads:
        t.start()
    try:
        for t in threads:
            while t.is_alive():
                t.join(0.5)
    except KeyboardInterrupt:
        print("interrupted: summary of the finished games", file=sys.stderr)
    print(summary(sorted(results), [specs[0]["name"], specs[1]["name"]], time.monotonic() - t_start))
    for o in oracles:
        o.close()
    if pgn:
        pgn.close()


# ---------------------------------------------------------------- self-test

def selftest(cfg):
    """Checks the rules part against fairy-stockfish on known positions."""
    o = Oracle(cfg.oracle, cfg.log)
    fails = 0

    def check(what, got, want):
        nonlocal fails
        ok = got == want
        fails += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {what}: {got}" + ("" if ok else f" (want {want})"))

    def outcome(fen, moves=(), maxplies=600):
        g = Game(o, fen, [])
        for m in moves:
            if g.outcome(maxplies):
                return ("ended early", len(g.moves)) + g.outcome(maxplies)[:2]
            g.play(m)
        r = g.outcome(maxplies)
        return r[:2] if r else None

    p = o.probe(START_FEN)
    check("start position: 44 legal moves", len(p.legal), 44)
    check("start position: h2e2 legal, h2e3 not", ("h2e2" in p.legal, "h2e3" in p.legal), (True, False))
    # Flying general: the kings may not face each other.
    p = o.probe("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    check("facing kings: only e0d0 e0f0", sorted(p.legal), ["e0d0", "e0f0"])
    # Checks: a cannon needs exactly one screen.
    check("no check: cannon without a screen", o.probe("4k4/9/9/9/9/9/9/9/4C4/3K5 w - - 0 1", "e1e5").in_check, False)
    check("check: cannon over a screen", o.probe("4k4/4a4/9/9/9/9/9/9/4C4/3K5 w - - 0 1", "e1e2").in_check, True)
    # Mate: the rook d0 checks the king d9; e9 is covered by the rook e1.
    check("checkmate", outcome("3k5/9/9/9/9/9/9/9/4R4/3RK4 b - - 0 1"), (RED, "checkmate"))
    # Stalemate: Black's king d9, not in check, has no move (e9 and d8 covered).
    check("stalemate", outcome("3k5/R8/9/9/4R4/9/9/9/9/5K3 b - - 0 1"), (RED, "stalemate"))
    # Perpetual check: the rook checks from a9 and a8 in turn, the king shuffles.
    fen = "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1"
    cyc = "a8a9 e9e8 a9a8 e8e9".split()
    check("perpetual check by Red (Red loses)", outcome(fen, cyc * 2), (BLACK, "perpetual check"))
    check("two occurrences do not end it", outcome(fen, cyc + cyc[:3]), None)
    check("perpetual check by Black (Black loses)",
          outcome("3k5/9/9/9/9/9/9/9/r8/4K4 b - - 0 1", "a1a0 e0e1 a0a1 e1e0".split() * 2), (RED, "perpetual check"))
    # Checks on some moves only: the rook checks, an advisor blocks, the
    # rook steps back without check, the advisor returns: a draw.
    check("check on every other move (draw)",
          outcome("4k4/R3a4/9/9/9/9/9/9/9/3K5 w - - 0 1", "a8a9 e8d9 a9a8 d9e8".split() * 2), (DRAW, "repetition"))
    # Plain repetition: rooks shuffle, nobody checks.
    quiet = "4k4/9/9/8r/9/9/R8/9/9/3K5 w - - 0 1"
    check("plain repetition (draw)", outcome(quiet, "a3b3 i6h6 b3a3 h6i6".split() * 2), (DRAW, "repetition"))
    # Both sides check on every move: a draw (the ruling alone, on made-up
    # positions: such a cycle is hard to set up on a board).
    g = Game.__new__(Game)
    keys = ["k1 w", "k2 b", "k3 w", "k4 b"]
    g.pos = [Pos(keys[i % 4] + " - - 0 1", i > 0, frozenset(["a0a1"])) for i in range(9)]
    g.moves, g.quiet = ["a0a1"] * 8, list(range(9))
    check("mutual perpetual check (draw)", g.repetition(), (DRAW, "repetition"))
    for p in g.pos[2::2]:
        p.in_check = False
    check("checks by Red only, made up (Red loses)", g.repetition(), (BLACK, "perpetual check"))
    # The ply cap, no attacking pieces, 120 plies without a capture.
    check("max plies", outcome(quiet, "a3a4 i6i5 a4a3 i5i6".split(), maxplies=4), (DRAW, "max plies"))
    check("no attacking pieces", outcome("3k5/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1"), (DRAW, "no attacking pieces"))
    g = Game(o, quiet, "a3a4 i6i5".split())
    check("plies without capture counted", g.quiet[-1], 2)
    g.quiet[-1] = MOVE_LIMIT_PLIES
    check("120 plies without capture", g.outcome(600)[:2], (DRAW, "60 moves without capture"))
    g = Game(o, "4k4/9/9/r8/9/9/R8/9/9/3K5 w - - 0 1", ["a3a6"])
    check("a capture resets the count", g.quiet[-1], 0)
    # Illegal moves are refused.
    try:
        Game(o, START_FEN, ["h2h8"])  # the cannon may not jump without capturing
        check("illegal move refused", False, True)
    except Illegal:
        check("illegal move refused", True, True)
    # "Checkers:" against a second method (the other side, to move, could
    # take the king) on positions of random games.
    rng = random.Random(1)
    agree = total = checks = 0
    for _ in range(cfg.selftest_games):
        fen = START_FEN
        for _ply in range(200):
            p = o.probe(fen)
            f = fen.split()
            flipped = o.probe(" ".join([f[0], "b" if f[1] == "w" else "w", "-", "-", "0", "1"]))
            king = "K" if f[1] == "w" else "k"
            ksq = square_of(f[0], king)
            attacked = any(m[2:] == ksq for m in flipped.legal)
            total += 1
            agree += attacked == p.in_check
            checks += p.in_check
            if not p.legal:
                break
            fen = o.probe(fen, rng.choice(sorted(p.legal))).fen
    check(f"'Checkers:' agrees with 'the other side could take the king' "
          f"({total} positions of random games, {checks} in check)", agree, total)
    o.close()
    print("selftest: " + ("all passed" if not fails else f"{fails} failed"))
    return 1 if fails else 0


def read_pgn(path):
    """(tags, moves) per game of a PGN with ICCS moves (h2e2 or H2-E2)."""
    games, tags, body = [], {}, []
    with open(path, encoding="utf-8") as f:
        for line in f:
            s = line.strip()
            if s.startswith("["):
                if body:
                    games.append((tags, body))
                    tags, body = {}, []
                m = re.match(r'^\[(\w+)\s+"(.*)"\]$', s)
                if m:
                    tags[m[1]] = re.sub(r'\\(.)', r'\1', m[2])
            elif s:
                body.append(s)
    if tags or body:
        games.append((tags, body))
    out = []
    for tags, body in games:
        text = re.sub(r"\{[^}]*\}", " ", " ".join(body))
        moves = []
        for w in text.split():
            m = re.match(r"^([a-i][0-9])-?([a-i][0-9])$", w.lower())
            if m:
                moves.append(m[1] + m[2])
        out.append((tags, moves))
    return out


RULE_ENDINGS = {"checkmate", "stalemate", "perpetual check", "repetition", "60 moves without capture",
                "no attacking pieces", "max plies"}


def check_pgn(cfg):
    """Referees the games of a PGN (ours or `alphabeta match`'s) again and
    says, for each, whether this referee ends it at the same ply with the
    same result and reason ([Termination])."""
    o = Oracle(cfg.oracle, cfg.log)
    agree = 0
    games = read_pgn(cfg.check_pgn)
    for tags, moves in games:
        rnd = tags.get("Round", "?")
        g, end, illegal = Game(o, tags.get("FEN", START_FEN)), None, None
        for i in range(len(moves) + 1):
            end = g.outcome(cfg.maxplies)
            if end or i == len(moves):
                break
            try:
                g.play(moves[i])
            except Illegal as err:
                illegal = f"move {i + 1} {moves[i]} illegal: {err}"
                break
        term, res = tags.get("Termination", "?"), tags.get("Result", "*")
        recorded = f"{res} {term} at ply {len(moves)}"
        if illegal:
            ours, ok = illegal, False
        elif end:
            r = {RED: "1-0", BLACK: "0-1", DRAW: "1/2-1/2"}[end[0]]
            ours = f"{r} {end[1]} at ply {len(g.moves)}"
            ok = (r, end[1], len(g.moves)) == (res, term, len(moves))
        else:
            ours = f"no end by the rules after {len(moves)} plies"
            ok = term not in RULE_ENDINGS
        agree += ok
        note = "agree" if ok else "DIFFER"
        if not ok and term == "perpetual chase" and end and end[1] == "repetition" and len(g.moves) == len(moves):
            note += " (no chase rule here)"
        print(f"round {rnd:>3}: recorded {recorded:<40} xq-referee: {ours:<40} {note}")
    o.close()
    print(f"{agree}/{len(games)} games agree")
    return 0 if agree == len(games) else 1


def square_of(board, piece):
    for r, row in enumerate(board.split("/")):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
                continue
            if c == piece:
                return f"{'abcdefghi'[f]}{9 - r}"
            f += 1
    return None


def main():
    ap = argparse.ArgumentParser(description="A small xiangqi match referee with fairy-stockfish as the rules oracle (see the top of the file).")
    ap.add_argument("--engine", action="append", default=[], help="'name=A cmd=PATH proto=uci [ranks=1] [option.X=Y]', twice")
    ap.add_argument("--oracle", default="/usr/games/fairy-stockfish", help="fairy-stockfish for the rules (default %(default)s)")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--tc", default="10+0.1", help="base+inc in seconds (default %(default)s)")
    ap.add_argument("--timemargin", type=float, default=1.0, help="seconds past its clock an answer may come (default %(default)s)")
    here = os.path.dirname(os.path.abspath(__file__))
    default_op = os.path.join(here, "..", "match", "openings", "xiangqi.txt")
    ap.add_argument("--openings", default=default_op if os.path.exists(default_op) else None)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--concurrency", type=int, default=1)
    ap.add_argument("--maxplies", type=int, default=600)
    ap.add_argument("--hash", type=int, default=16, help="Hash (MB) for engines that have it")
    ap.add_argument("--pgn")
    ap.add_argument("--log", help="every line to and from the engines and the oracle")
    ap.add_argument("--selftest", action="store_true")
    ap.add_argument("--check-pgn", metavar="FILE", help="referee the games of FILE again and compare with their [Termination]")
    ap.add_argument("--selftest-games", type=int, default=3, help="random games for the check test (default %(default)s)")
    cfg = ap.parse_args()
    if cfg.log:
        lf = open(cfg.log, "w", encoding="utf-8")
        llock = threading.Lock()
        t0 = time.monotonic()

        def log(s):
            with llock:
                lf.write(f"{time.monotonic() - t0:9.3f} {s}\n")
                lf.flush()
        cfg.log = log
    else:
        cfg.log = None
    if cfg.selftest:
        sys.exit(selftest(cfg))
    if cfg.check_pgn:
        sys.exit(check_pgn(cfg))
    base, _, inc = cfg.tc.partition("+")
    cfg.base, cfg.inc = float(base), float(inc or 0)
    if cfg.games < 1 or cfg.concurrency < 1:
        sys.exit("xq-referee: --games and --concurrency must be at least 1")
    run_match(cfg)


if __name__ == "__main__":
    main()

// Command fakeengine is the match runner's test engine: it speaks UCI, UCCI,
// xboard (xiangqi) or the Gomocup pbrain protocol (caro), plays legal moves
// with the match package's referees, and misbehaves on request.
//
//	fakeengine -proto uci|ucci|xboard|pbrain [-mode M] [-after N] [-delay D] [-seed S]
//
// Modes: random (legal moves), greedy (a move that ends the game in its
// favour when there is one, else random), repeat (moves a piece back when
// it can: repetition draws), hang (never answers), crash (exits with status
// 3), illegal (an illegal move), garbage (output that is not a move), slow
// (waits -delay before answering), resign, nohello (never finishes the
// handshake), spawn (also starts a child process that sleeps, and writes its
// pid to -pidfile). Misbehaviour starts at the engine's move number -after
// (0: the first move it is asked for in each game). -positional makes the
// random moves depend on the position alone. -errorline (pbrain) says an
// ERROR line before each move and plays on.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/caro"
	"github.com/alphabeta-go/alphabeta/match"
	"github.com/alphabeta-go/alphabeta/xiangqi"
)

var (
	proto   = flag.String("proto", "uci", "uci, ucci, xboard or pbrain")
	mode    = flag.String("mode", "random", "random, greedy, repeat, hang, crash, illegal, garbage, slow, resign, nohello, spawn")
	after   = flag.Int("after", 0, "misbehave from this move of each game on (0 = first)")
	delay   = flag.Duration("delay", 0, "wait this long before each move")
	seed    = flag.Int64("seed", 1, "random seed")
	pidfile = flag.String("pidfile", "", "spawn: write the child's pid here")
	noUser  = flag.Bool("nousermove", false, "xboard: do not ask for usermove")
	noSetup = flag.Bool("nosetboard", false, "xboard: no setboard feature")
	racy    = flag.Bool("racy", false, "pbrain: lose a command that comes within 5 ms of a move (as Rapfi 0.43 does) and say ERROR lost")
	errLine = flag.Bool("errorline", false, "pbrain: say an ERROR line before each move (as Rapfi does when a command races its move)")
	ranks1  = flag.Bool("ranks1", false, "xiangqi moves with ranks 1..10 (as fairy-stockfish's UCI mode)")
	// positional makes the random move a function of the seed and the
	// position alone, not of the games this process played before: a
	// game then has the same moves in a sharded match and the whole one.
	positional = flag.Bool("positional", false, "random moves depend on the position only (same game whatever was played before)")
)

// fromGUI and toGUI translate moves for -ranks1.
func fromGUI(m string) string {
	if *ranks1 {
		return shift(m, -1)
	}
	return m
}

func toGUI(m string) string {
	if *ranks1 {
		return shift(m, 1)
	}
	return m
}

func shift(m string, d int) string {
	var b strings.Builder
	for i := 0; i < len(m); {
		b.WriteByte(m[i])
		j := i + 1
		for j < len(m) && m[j] >= '0' && m[j] <= '9' {
			j++
		}
		n, _ := strconv.Atoi(m[i+1 : j])
		b.WriteString(strconv.Itoa(n + d))
		i = j
	}
	return b.String()
}

var (
	out = bufio.NewWriter(os.Stdout)
	rng *rand.Rand
)

func say(format string, args ...any) {
	fmt.Fprintf(out, format+"\n", args...)
	out.Flush()
}

// state is the game as the engine knows it.
type state struct {
	game   match.Game
	fen    string
	moves  []string
	myMove int // moves asked of this engine in this game
}

func (s *state) referee() match.Referee {
	r, err := s.game.NewReferee(match.Opening{FEN: s.fen})
	if err != nil {
		say("info string bad position: %v", err)
		os.Exit(4)
	}
	for _, m := range s.moves {
		if err := r.Play(m); err != nil {
			say("info string bad move %s: %v", m, err)
			os.Exit(4)
		}
	}
	return r
}

// choose picks this engine's move, or misbehaves. It returns "" when the
// caller should write the garbage answer of its protocol.
func (s *state) choose() (move string, garbage bool) {
	n := s.myMove
	s.myMove++
	if *delay > 0 {
		time.Sleep(*delay)
	}
	bad := n >= *after
	if bad {
		switch *mode {
		case "hang":
			for {
				time.Sleep(time.Hour)
			}
		case "crash":
			os.Exit(3)
		case "garbage":
			return "", true
		case "illegal":
			if s.game.Name() == "caro" {
				if len(s.moves) > 0 {
					return s.moves[0], false // occupied
				}
				return "-3,99", false
			}
			return "e0e5", false // no piece moves like that from the king's point
		case "resign":
			return "resign", false
		}
	}
	r := s.referee()
	legal := r.Legal()
	if len(legal) == 0 {
		return "resign", false
	}
	switch *mode {
	case "greedy":
		// A win, a checkmate rather than a stalemate when there is one.
		me := r.Turn()
		win := ""
		for _, m := range legal {
			t := s.referee()
			if t.Play(m) == nil {
				if o := t.Outcome(); o.Over && o.Winner == me {
					if o.Reason != "stalemate" {
						return m, false
					}
					win = m
				}
			}
		}
		if win != "" {
			return win, false
		}
	case "repeat":
		// Take back this side's previous move when it is legal now.
		if k := len(s.moves) - 2; k >= 0 && len(s.moves[k]) == 4 {
			back := s.moves[k][2:] + s.moves[k][:2]
			for _, m := range legal {
				if m == back {
					return m, false
				}
			}
		}
	}
	if *positional {
		h := fnv.New64a()
		fmt.Fprintf(h, "%d|%s|%s", *seed, s.fen, strings.Join(s.moves, " "))
		return legal[h.Sum64()%uint64(len(legal))], false
	}
	return legal[rng.Intn(len(legal))], false
}

func main() {
	flag.Parse()
	rng = rand.New(rand.NewSource(*seed))
	if *mode == "spawn" {
		cmd := exec.Command("sleep", "300")
		if err := cmd.Start(); err == nil && *pidfile != "" {
			_ = os.WriteFile(*pidfile, []byte(strconv.Itoa(cmd.Process.Pid)), 0o644)
		}
	}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<16), 1<<20)
	switch *proto {
	case "uci", "ucci":
		uci(in)
	case "xboard":
		xboard(in)
	case "pbrain":
		pbrain(in)
	default:
		fmt.Fprintln(os.Stderr, "unknown protocol", *proto)
		os.Exit(2)
	}
}

func xiangqiGame() match.Game {
	g, err := match.NewGame("xiangqi", "", 0, 0)
	if err != nil {
		panic(err)
	}
	return g
}

func uci(in *bufio.Scanner) {
	s := &state{game: xiangqiGame(), fen: xiangqi.StartFEN}
	for in.Scan() {
		w := strings.Fields(in.Text())
		if len(w) == 0 {
			continue
		}
		switch w[0] {
		case "uci", "ucci":
			if *mode == "nohello" {
				continue
			}
			say("id name fake-%s-%s", *proto, *mode)
			say("option name Hash type spin default 16 min 1 max 1024")
			say(w[0] + "ok")
		case "isready":
			say("readyok")
		case "ucinewgame":
			s.myMove = 0
		case "position":
			line := in.Text()
			fen := xiangqi.StartFEN
			if i := strings.Index(line, "fen "); i >= 0 {
				fen = line[i+4:]
				if k := strings.Index(fen, " moves"); k >= 0 {
					fen = fen[:k]
				}
			}
			if fen != s.fen && len(s.moves) > 0 && *proto == "ucci" {
				s.myMove = 0 // UCCI has no ucinewgame
			}
			s.fen = strings.TrimSpace(fen)
			s.moves = nil
			if i := strings.Index(line, " moves "); i >= 0 {
				for _, m := range strings.Fields(line[i+7:]) {
					s.moves = append(s.moves, fromGUI(m))
				}
			}
		case "go":
			say("info depth 1 score cp 12 nodes 1 pv")
			m, garbage := s.choose()
			switch {
			case garbage:
				say("bestmove")
			case m == "resign":
				say("bestmove (none)")
			default:
				say("info depth 3 seldepth 3 score cp -7 nodes 42 time 1 pv %s", toGUI(m))
				say("bestmove %s", toGUI(m))
			}
		case "quit":
			return
		}
	}
}

func xboard(in *bufio.Scanner) {
	s := &state{game: xiangqiGame(), fen: xiangqi.StartFEN}
	force := true
	usermove := !*noUser
	reply := func() {
		m, garbage := s.choose()
		switch {
		case garbage:
			say("move")
		case m == "resign":
			say("resign")
		default:
			say(" 3 -7 0 42 %s", toGUI(m))
			say("move %s", toGUI(m))
			s.moves = append(s.moves, m)
		}
	}
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		w := strings.Fields(line)
		if len(w) == 0 {
			continue
		}
		switch w[0] {
		case "xboard", "accepted", "rejected", "time", "otim", "level", "st", "sd", "easy", "hard",
			"post", "nopost", "computer", "variant", "option", "random":
		case "protover":
			if *mode == "nohello" {
				say("feature done=0")
				continue
			}
			set := 1
			if *noSetup {
				set = 0
			}
			um := 1
			if !usermove {
				um = 0
			}
			say(`feature myname="fake xboard" variants="normal,xiangqi" setboard=%d usermove=%d ping=1 sigint=0 done=1`, set, um)
		case "new":
			s.fen, s.moves, s.myMove, force = xiangqi.StartFEN, nil, 0, false
		case "setboard":
			s.fen, s.moves = strings.TrimSpace(strings.TrimPrefix(line, "setboard")), nil
		case "force", "result":
			force = true
		case "go":
			force = false
			reply()
		case "ping":
			say("pong %s", w[1])
		case "quit":
			return
		case "usermove":
			s.moves = append(s.moves, fromGUI(w[1]))
			if !force {
				reply()
			}
		default:
			if len(w[0]) >= 4 && len(w[0]) <= 6 && !usermove {
				s.moves = append(s.moves, fromGUI(w[0]))
				if !force {
					reply()
				}
				continue
			}
			say("Error (unknown command): %s", line)
		}
	}
}

func pbrain(in *bufio.Scanner) {
	var s *state
	var moved time.Time // when the last move was said (-racy)
	size, rule := [2]int{15, 15}, caro.Freestyle
	newState := func() {
		g, err := match.NewGame("caro", rule.String(), size[0], size[1])
		if err != nil {
			say("ERROR %v", err)
			return
		}
		s = &state{game: g}
	}
	move := func() {
		if s == nil {
			say("ERROR no START")
			return
		}
		m, garbage := s.choose()
		switch {
		case garbage:
			say("hello there")
		case m == "resign":
			say("ERROR I resign")
		default:
			if *errLine {
				say("ERROR Unknown command: TIME_LEFT")
			}
			say("MESSAGE depth 2")
			say("%s", m)
			s.moves = append(s.moves, m)
			moved = time.Now()
		}
	}
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		w := strings.Fields(strings.ReplaceAll(line, ",", " "))
		if len(w) == 0 {
			continue
		}
		if *racy && time.Since(moved) < 5*time.Millisecond {
			say("ERROR lost %s", line)
			continue
		}
		switch strings.ToUpper(w[0]) {
		case "START", "RECTSTART":
			if *mode == "nohello" {
				continue
			}
			n, _ := strconv.Atoi(w[1])
			size = [2]int{n, n}
			if len(w) > 2 {
				size[1], _ = strconv.Atoi(w[2])
			}
			newState()
			say("OK")
		case "RESTART":
			newState()
			say("OK")
		case "INFO":
			if len(w) > 2 && w[1] == "rule" {
				code, _ := strconv.Atoi(w[2])
				rule = caro.RuleFromGomocup(code)
				newState()
			}
		case "BEGIN":
			move()
		case "TURN":
			s.moves = append(s.moves, w[1]+","+w[2])
			move()
		case "BOARD":
			s.moves = nil
			for in.Scan() {
				l := strings.TrimSpace(in.Text())
				if strings.EqualFold(l, "DONE") {
					break
				}
				f := strings.Split(l, ",")
				if len(f) >= 2 {
					s.moves = append(s.moves, f[0]+","+f[1])
				}
			}
			move()
		case "ABOUT":
			say(`name="fake pbrain", version="1"`)
		case "END":
			return
		default:
			say("UNKNOWN %s", line)
		}
	}
}

package match

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// uciPlayer speaks UCI in the 0-based ICCS dialect of Pikafish, or UCCI as
// ElephantEye does (fairy-stockfish accepts both; in UCCI mode it also uses
// 0-based ranks).
type uciPlayer struct {
	engine
	ucci  bool
	setup GameSetup
}

func (u *uciPlayer) handshake(ctx context.Context) error {
	if err := u.start(); err != nil {
		return err
	}
	hello, ok := "uci", "uciok"
	if u.ucci {
		hello, ok = "ucci", "ucciok"
	}
	if err := u.send(hello); err != nil {
		return err
	}
	deadline := time.Now().Add(u.cfg.Handshake)
	for {
		line, err := u.readLine(ctx, deadline, ok)
		if err != nil {
			return startErr(err)
		}
		if strings.TrimSpace(line) == ok {
			break
		}
	}
	for _, o := range u.spec.Options {
		cmd := fmt.Sprintf("setoption name %s value %s", o[0], o[1])
		if u.ucci {
			cmd = fmt.Sprintf("setoption %s %s", o[0], o[1])
		}
		if err := u.send(cmd); err != nil {
			return startErr(err)
		}
	}
	return u.sync(ctx)
}

// startErr marks a failure during the handshake as a start failure, keeping
// interruption as it is.
func startErr(err error) error {
	if ee, ok := err.(*EngineError); ok {
		return &EngineError{Kind: KindStart, Detail: ee.Error()}
	}
	return err
}

func (u *uciPlayer) sync(ctx context.Context) error { return u.ask(ctx, "isready", "readyok") }

func (u *uciPlayer) NewGame(ctx context.Context, g GameSetup) error {
	u.setup = g
	if !u.running() {
		if err := u.handshake(ctx); err != nil {
			return err
		}
	}
	if !u.ucci {
		if err := u.send("ucinewgame"); err != nil {
			return err
		}
	}
	return u.sync(ctx)
}

// goCommand is the search command for the turn.
func (u *uciPlayer) goCommand(t Turn) string {
	l := u.setup.Limits
	var b strings.Builder
	b.WriteString("go")
	switch {
	case l.Base > 0:
		mine, theirs := t.Clock[t.Side], t.Clock[1-t.Side]
		if u.ucci {
			fmt.Fprintf(&b, " time %d increment %d opptime %d oppincrement %d",
				ms(mine), ms(l.Inc), ms(theirs), ms(l.Inc))
		} else {
			red, black := t.Clock[First], t.Clock[Second]
			fmt.Fprintf(&b, " wtime %d btime %d winc %d binc %d", ms(red), ms(black), ms(l.Inc), ms(l.Inc))
		}
	case l.MoveTime > 0:
		if u.ucci {
			// ElephantEye has no movetime: the whole time for one move.
			fmt.Fprintf(&b, " time %d movestogo 1", ms(l.MoveTime))
		} else {
			fmt.Fprintf(&b, " movetime %d", ms(l.MoveTime))
		}
	}
	if l.Depth > 0 {
		fmt.Fprintf(&b, " depth %d", l.Depth)
	}
	if l.Nodes > 0 {
		fmt.Fprintf(&b, " nodes %d", l.Nodes)
	}
	if b.Len() == 2 {
		b.WriteString(" infinite") // not reached: the runner always sets a limit
	}
	return b.String()
}

func (u *uciPlayer) Play(ctx context.Context, t Turn, deadline time.Time) (Reply, error) {
	fen := u.setup.StartFEN
	pos := "position fen " + fen
	if len(t.Moves) > 0 {
		pos += " moves"
		for _, m := range t.Moves {
			pos += " " + u.toEngine(m)
		}
	}
	if err := u.send(pos); err != nil {
		return Reply{}, err
	}
	start := time.Now()
	if err := u.send(u.goCommand(t)); err != nil {
		return Reply{}, err
	}
	var r Reply
	for {
		line, err := u.readLine(ctx, deadline, "bestmove")
		if err != nil {
			r.Elapsed = time.Since(start)
			return r, err
		}
		words := strings.Fields(line)
		if len(words) == 0 {
			continue
		}
		switch words[0] {
		case "info":
			parseInfo(words, &r)
		case "nobestmove":
			r.Elapsed = time.Since(start)
			return r, engineErr(KindResign, "nobestmove")
		case "bestmove":
			r.Elapsed = time.Since(start)
			if len(words) < 2 {
				return r, engineErr(KindGarbage, "%q", line)
			}
			switch words[1] {
			case "(none)", "0000", "resign":
				return r, engineErr(KindResign, "%s", line)
			}
			r.Move = u.fromEngine(words[1])
			return r, nil
		}
	}
}

// parseInfo takes depth and score from a UCI/UCCI info line.
func parseInfo(words []string, r *Reply) {
	if d, err := strconv.Atoi(valueAfter(words, "depth")); err == nil {
		r.Depth = d
	}
	for i := 0; i+2 < len(words); i++ {
		if words[i] != "score" || (words[i+1] != "cp" && words[i+1] != "mate") {
			continue
		}
		v, err := strconv.Atoi(words[i+2])
		if err != nil {
			return
		}
		if words[i+1] == "cp" {
			r.Score = fmt.Sprintf("%+.2f", float64(v)/100)
		} else if v < 0 {
			r.Score = fmt.Sprintf("-M%d", -v)
		} else {
			r.Score = fmt.Sprintf("+M%d", v)
		}
		return
	}
	// UCCI: "info depth 6 score 29 pv ..." has no unit.
	if s := valueAfter(words, "score"); s != "" {
		if v, err := strconv.Atoi(s); err == nil {
			r.Score = fmt.Sprintf("%+.2f", float64(v)/100)
		}
	}
}

func (u *uciPlayer) GameOver(result, reason string) {}

func (u *uciPlayer) Close() { u.close("quit") }

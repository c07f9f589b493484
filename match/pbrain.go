package match

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// pbrainPlayer speaks the Gomocup protocol (piskvork's "pbrain" brains):
// START/RECTSTART, INFO, BEGIN, TURN, BOARD…DONE, RESTART, END; moves are
// 0-based "x,y" with x the column and y the row from the top.
type pbrainPlayer struct {
	engine
	setup   GameSetup
	started bool // START answered OK on this process
	known   int  // moves of the game the engine knows (its own included)
	// answered is when the engine gave its last move: the next command
	// waits until pbrainSettle has passed since.
	answered time.Time
}

// pbrainSettle is the least time between a brain's move and the next
// command to it. Rapfi 0.43 drops the first word of a command that reaches
// it before it has quite finished answering (its "thinking" flag is still
// set): "INFO time_left 975" then reads as the command "time_left", and a
// dropped TURN leaves it waiting for ever. A fast opponent (a forced move in
// a millisecond) made that happen in one game in three; ten milliseconds,
// not counted on anyone's clock, make it never happen.
const pbrainSettle = 10 * time.Millisecond

// settle waits until pbrainSettle has passed since the brain's last move.
func (p *pbrainPlayer) settle() {
	if wait := pbrainSettle - time.Since(p.answered); wait > 0 {
		time.Sleep(wait)
	}
}

func (p *pbrainPlayer) waitOK(ctx context.Context, what string) error {
	deadline := time.Now().Add(p.cfg.Handshake)
	for {
		line, err := p.readLine(ctx, deadline, "OK to "+what)
		if err != nil {
			return err
		}
		w := strings.Fields(strings.ToUpper(line))
		if len(w) == 0 {
			continue
		}
		switch w[0] {
		case "OK":
			return nil
		case "ERROR", "UNKNOWN":
			return engineErr(KindStart, "%s answered %q", what, line)
		}
	}
}

func (p *pbrainPlayer) NewGame(ctx context.Context, g GameSetup) error {
	p.setup = g
	restarted := false
	if p.running() && p.started {
		// The same race as a move's (pbrainSettle): a RESTART that comes
		// straight after the brain's last move is dropped, and OK never
		// comes (back-to-back positions, as caro tune's labelling asks).
		p.settle()
		if err := p.send("RESTART"); err != nil {
			return err
		}
		if err := p.waitOK(ctx, "RESTART"); err != nil {
			if err == ErrInterrupted {
				return err
			}
			// Old brains do not know RESTART: start the process again.
			p.kill()
		} else {
			restarted = true
		}
	}
	if !restarted {
		if err := p.start(); err != nil {
			return err
		}
		p.started = false
		cmd := fmt.Sprintf("START %d", g.Width)
		if g.Width != g.Height {
			cmd = fmt.Sprintf("RECTSTART %d,%d", g.Width, g.Height)
		}
		if err := p.send(cmd); err != nil {
			return startErr(err)
		}
		if err := p.waitOK(ctx, cmd); err != nil {
			return startErr(err)
		}
		p.started = true
	}
	l := g.Limits
	info := []string{}
	switch {
	case l.Base > 0:
		info = append(info, fmt.Sprintf("INFO timeout_match %d", ms(l.Base)), fmt.Sprintf("INFO timeout_turn %d", ms(l.Base+l.Inc)))
	case l.MoveTime > 0:
		info = append(info, "INFO timeout_match 0", fmt.Sprintf("INFO timeout_turn %d", ms(l.MoveTime)))
	default:
		info = append(info, "INFO timeout_match 0", fmt.Sprintf("INFO timeout_turn %d", ms(l.Timeout)))
	}
	if l.Depth > 0 {
		info = append(info, fmt.Sprintf("INFO max_depth %d", l.Depth))
	}
	if l.Nodes > 0 {
		info = append(info, fmt.Sprintf("INFO max_node %d", l.Nodes))
	}
	info = append(info, "INFO max_memory 0", "INFO game_type 1", fmt.Sprintf("INFO rule %d", g.RuleCode))
	for _, o := range p.spec.Options {
		info = append(info, fmt.Sprintf("INFO %s %s", o[0], o[1]))
	}
	p.known = 0
	return p.send(info...)
}

func (p *pbrainPlayer) Play(ctx context.Context, t Turn, deadline time.Time) (Reply, error) {
	var cmds []string
	if p.setup.Limits.Base > 0 {
		cmds = append(cmds, fmt.Sprintf("INFO time_left %d", ms(t.Clock[t.Side])))
	}
	n := len(t.Moves)
	switch {
	case n == 0:
		cmds = append(cmds, "BEGIN")
	case p.known == n-1 && p.known > 0:
		cmds = append(cmds, "TURN "+t.Moves[n-1])
	default:
		// BOARD lists the stones, 1 = own, 2 = the opponent's; moves
		// alternate from side First, so move i belongs to side i%2.
		cmds = append(cmds, "BOARD")
		for i, m := range t.Moves {
			f := 2
			if i%2 == t.Side {
				f = 1
			}
			cmds = append(cmds, fmt.Sprintf("%s,%d", m, f))
		}
		cmds = append(cmds, "DONE")
	}
	p.settle()
	if err := p.send(cmds[:len(cmds)-1]...); err != nil {
		return Reply{}, err
	}
	start := time.Now()
	if err := p.send(cmds[len(cmds)-1]); err != nil {
		return Reply{}, err
	}
	var r Reply
	lastErr := ""
	for {
		line, err := p.readLine(ctx, deadline, "move")
		if err != nil {
			r.Elapsed = time.Since(start)
			if ee, ok := err.(*EngineError); ok && lastErr != "" {
				ee.Detail += fmt.Sprintf(" (it said %q)", lastErr)
			}
			return r, err
		}
		s := strings.TrimSpace(line)
		if s == "" {
			continue
		}
		up := strings.ToUpper(s)
		switch {
		case strings.HasPrefix(up, "MESSAGE"), strings.HasPrefix(up, "DEBUG"), strings.HasPrefix(up, "SUGGEST"):
			// A score with no depth counts too: a brain that finds a
			// forced win before its search says so at depth 0.
			if d, score := parseMessage(s); d > 0 || score != "" {
				r.Depth, r.Score = d, score
			}
			continue
		case strings.HasPrefix(up, "ERROR"), strings.HasPrefix(up, "UNKNOWN"):
			// A brain's complaint is not its move: c-gomoku-cli and
			// piskvork show it and wait on (Rapfi says "ERROR Unknown
			// command: TIME_LEFT" when an INFO line reaches it just as
			// it answers, then plays). The move's deadline still holds.
			lastErr = s
			continue
		}
		r.Elapsed = time.Since(start)
		x, y, ok := parseXY(s)
		if !ok {
			return r, engineErr(KindGarbage, "%q is not a move x,y", s)
		}
		r.Move = fmt.Sprintf("%d,%d", x, y)
		p.known = n + 1
		p.answered = time.Now()
		return r, nil
	}
}

// parseMessage picks the depth and the score out of a MESSAGE line, when
// present (the score in the engine's own units, a mate as "+M7", "-M7"):
// "depth N … score S" as this project's brains say it (a mate as win-in-7
// or loss-in-7), or Rapfi's "Depth N-M | Eval S" (its selective depth
// after the dash; a mate as +M7, or +M* when it does not know how far).
func parseMessage(s string) (depth int, score string) {
	w := strings.Fields(strings.ToLower(strings.ReplaceAll(s, "=", " ")))
	d, _, _ := strings.Cut(valueAfter(w, "depth"), "-")
	depth, _ = strconv.Atoi(d)
	v := valueAfter(w, "score")
	if v == "" {
		v = valueAfter(w, "eval")
	}
	if n, err := strconv.Atoi(v); err == nil {
		return depth, fmt.Sprintf("%+d", n)
	}
	if n, ok := strings.CutPrefix(v, "win-in-"); ok && isMateDistance(n) {
		return depth, "+M" + n
	}
	if n, ok := strings.CutPrefix(v, "loss-in-"); ok && isMateDistance(n) {
		return depth, "-M" + n
	}
	if len(v) >= 3 && (v[0] == '+' || v[0] == '-') && v[1] == 'm' && isMateDistance(v[2:]) {
		return depth, strings.ToUpper(v)
	}
	return depth, ""
}

// isMateDistance reports whether s is a number of plies, or "*" (Rapfi's
// mate of unknown distance).
func isMateDistance(s string) bool {
	if s == "*" {
		return true
	}
	_, err := strconv.ParseUint(s, 10, 16)
	return err == nil
}

// parseXY reads "x,y" (spaces allowed around the numbers).
func parseXY(s string) (x, y int, ok bool) {
	a, b, found := strings.Cut(s, ",")
	if !found {
		return 0, 0, false
	}
	x, err1 := strconv.Atoi(strings.TrimSpace(a))
	y, err2 := strconv.Atoi(strings.TrimSpace(b))
	return x, y, err1 == nil && err2 == nil
}

func (p *pbrainPlayer) GameOver(result, reason string) {}

func (p *pbrainPlayer) Close() { p.close("END") }

package match

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/alphabeta-go/alphabeta/xiangqi"
)

// xboardPlayer speaks xboard/CECP protocol 2 (maxqi, sjaakii). Both engines
// write xiangqi moves with 0-based ranks, a0..i9, exactly as ICCS in lower
// case, so moves pass through unchanged.
type xboardPlayer struct {
	engine
	features map[string]string
	setup    GameSetup
	known    int  // moves of the game the engine has been told
	playing  bool // out of force mode: it answers a move with a move
	pingN    int
}

func (x *xboardPlayer) feature(name string) string { return x.features[name] }

func (x *xboardPlayer) handshake(ctx context.Context) error {
	if err := x.start(); err != nil {
		return err
	}
	x.features = map[string]string{}
	if err := x.send("xboard", "protover 2"); err != nil {
		return startErr(err)
	}
	// Protocol 2: the engine sends its features and "done=1"; "done=0"
	// asks for more time. Without any feature after 2 s it is protocol 1.
	deadline := time.Now().Add(2 * time.Second)
	for {
		line, err := x.readLine(ctx, deadline, "feature done=1")
		if err != nil {
			if ee, ok := err.(*EngineError); ok && ee.Kind == KindTimeout && x.feature("done") != "0" {
				// Protocol 1 engine; timeout killed it, so start again.
				if err := x.start(); err != nil {
					return err
				}
				if err := x.send("xboard"); err != nil {
					return startErr(err)
				}
				break
			}
			return startErr(err)
		}
		if !strings.HasPrefix(line, "feature ") {
			continue
		}
		for k, v := range parseFeatures(strings.TrimPrefix(line, "feature ")) {
			x.features[k] = v
			switch k {
			case "done":
				if v == "0" {
					deadline = time.Now().Add(x.cfg.Handshake)
				}
			case "san":
				if v == "1" {
					_ = x.send("rejected san")
					continue
				}
			}
			_ = x.send("accepted " + k)
		}
		if x.feature("done") == "1" {
			break
		}
	}
	if v := x.feature("variants"); v != "" && !hasVariant(v, "xiangqi") {
		return engineErr(KindStart, "engine does not list variant xiangqi (variants=%q)", v)
	}
	for _, o := range x.spec.Options {
		if err := x.send(fmt.Sprintf("option %s=%s", o[0], o[1])); err != nil {
			return startErr(err)
		}
	}
	return nil
}

func hasVariant(list, v string) bool {
	for _, s := range strings.Split(list, ",") {
		if strings.TrimSpace(s) == v {
			return true
		}
	}
	return false
}

// parseFeatures reads `a=1 b="two words" c=3`.
func parseFeatures(s string) map[string]string {
	out := map[string]string{}
	for {
		s = strings.TrimLeft(s, " ")
		if s == "" {
			return out
		}
		eq := strings.IndexByte(s, '=')
		if eq <= 0 {
			return out
		}
		key := s[:eq]
		s = s[eq+1:]
		var val string
		if strings.HasPrefix(s, `"`) {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				val, s = s[1:], ""
			} else {
				val, s = s[1:1+end], s[2+end:]
			}
		} else {
			end := strings.IndexByte(s, ' ')
			if end < 0 {
				val, s = s, ""
			} else {
				val, s = s[:end], s[end:]
			}
		}
		out[key] = val
	}
}

// ping sends ping N and waits for pong N, when the engine supports it, so
// that the commands before it are known to be processed.
func (x *xboardPlayer) ping(ctx context.Context) error {
	if x.feature("ping") != "1" {
		return nil
	}
	x.pingN++
	return x.ask(ctx, fmt.Sprintf("ping %d", x.pingN), fmt.Sprintf("pong %d", x.pingN))
}

func (x *xboardPlayer) NewGame(ctx context.Context, g GameSetup) error {
	x.setup = g
	if !x.running() {
		if err := x.handshake(ctx); err != nil {
			return err
		}
	}
	cmds := []string{"new", "variant xiangqi", "easy", "post"}
	l := g.Limits
	switch {
	case l.Base > 0:
		base := int64(l.Base.Seconds())
		cmds = append(cmds, fmt.Sprintf("level 0 %d:%02d %s", base/60, base%60, secs(l.Inc)))
	case l.MoveTime > 0:
		st := int64((l.MoveTime + time.Second - 1) / time.Second) // st is whole seconds
		cmds = append(cmds, fmt.Sprintf("st %d", st))
	default:
		cmds = append(cmds, "level 0 60 0") // a depth limit still needs a clock
	}
	if l.Depth > 0 {
		cmds = append(cmds, fmt.Sprintf("sd %d", l.Depth))
	}
	cmds = append(cmds, "force")
	if err := x.send(cmds...); err != nil {
		return err
	}
	if g.StartFEN != "" && g.StartFEN != xiangqi.StartFEN {
		if x.feature("setboard") != "1" {
			return engineErr(KindStart, "the opening starts from a FEN and the engine has no setboard")
		}
		if err := x.send("setboard " + g.StartFEN); err != nil {
			return err
		}
	}
	x.known, x.playing = 0, false
	return x.ping(ctx)
}

func (x *xboardPlayer) moveCmd(m string) string {
	m = x.toEngine(m)
	if x.feature("usermove") == "1" {
		return "usermove " + m
	}
	return m
}

func (x *xboardPlayer) Play(ctx context.Context, t Turn, deadline time.Time) (Reply, error) {
	missing := t.Moves[x.known:]
	var cmds []string
	clock := func() {
		if x.setup.Limits.Base > 0 {
			cmds = append(cmds, fmt.Sprintf("time %d", cs(t.Clock[t.Side])), fmt.Sprintf("otim %d", cs(t.Clock[1-t.Side])))
		}
	}
	if x.playing && len(missing) == 1 {
		clock()
		cmds = append(cmds, x.moveCmd(missing[0]))
	} else {
		if x.playing {
			cmds = append(cmds, "force")
		}
		for _, m := range missing {
			cmds = append(cmds, x.moveCmd(m))
		}
		clock()
		cmds = append(cmds, "go")
	}
	if err := x.send(cmds[:len(cmds)-1]...); err != nil {
		return Reply{}, err
	}
	start := time.Now()
	if err := x.send(cmds[len(cmds)-1]); err != nil {
		return Reply{}, err
	}
	x.known, x.playing = len(t.Moves), true
	var r Reply
	for {
		line, err := x.readLine(ctx, deadline, "move")
		if err != nil {
			r.Elapsed = time.Since(start)
			return r, err
		}
		words := strings.Fields(line)
		if len(words) == 0 {
			continue
		}
		switch {
		case words[0] == "move" && len(words) == 1:
			r.Elapsed = time.Since(start)
			return r, engineErr(KindGarbage, "%q without a move", line)
		case words[0] == "move":
			r.Elapsed = time.Since(start)
			r.Move = x.fromEngine(words[1])
			x.known++
			return r, nil
		case words[0] == "resign" || (len(words) > 1 && words[1] == "resign"):
			r.Elapsed = time.Since(start)
			return r, engineErr(KindResign, "%s", line)
		case strings.HasPrefix(line, "Illegal move"):
			r.Elapsed = time.Since(start)
			return r, engineErr(KindGarbage, "engine rejected a legal move: %s", line)
		case len(words) >= 5 && isNumber(words[0]):
			// Thinking output: ply score time nodes pv.
			if d, err := strconv.Atoi(words[0]); err == nil && d > r.Depth {
				r.Depth = d
				if v, err := strconv.Atoi(words[1]); err == nil {
					r.Score = fmt.Sprintf("%+.2f", float64(v)/100)
				}
			}
		}
	}
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// cs is a duration in centiseconds, as xboard's time and otim want.
func cs(d time.Duration) int64 {
	if d < 0 {
		return 0
	}
	return int64(d / (10 * time.Millisecond))
}

func (x *xboardPlayer) GameOver(result, reason string) {
	if x.running() {
		_ = x.send(fmt.Sprintf("result %s {%s}", result, reason), "force")
	}
}

func (x *xboardPlayer) Close() { x.close("quit") }

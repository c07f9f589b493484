package xiangqi

import "strings"

// RenderOptions control Render.
type RenderOptions struct {
	ASCII     bool     // FEN letters instead of Chinese characters
	Color     bool     // ANSI colours (for terminals)
	Flip      bool     // Black at the bottom
	Highlight []Square // points to mark (e.g. the last move's from and to)
	Lang      string   // "vi" for Vietnamese labels, else English
}

// Chinese names of the pieces: Red's and Black's characters differ.
var (
	redHan   = [8]string{"", "帥", "仕", "相", "傌", "俥", "炮", "兵"}
	blackHan = [8]string{"", "將", "士", "象", "馬", "車", "砲", "卒"}
)

// Han is the piece's Chinese character.
func (p Piece) Han() string {
	if p == NoPiece || p == offBoard {
		return ""
	}
	if p.Color() == Red {
		return redHan[p.Kind()]
	}
	return blackHan[p.Kind()]
}

const (
	ansiReset  = "\x1b[0m"
	ansiRed    = "\x1b[1;31m"
	ansiBlack  = "\x1b[1;36m" // cyan stays readable on dark and light terminals
	ansiDim    = "\x1b[2m"
	ansiMarked = "\x1b[7m"
)

// Render draws the board as text: rank numbers on the left, file letters
// (ICCS) below, the river between ranks 4 and 5, and the side to move.
func (p *Position) Render(opt RenderOptions) string {
	var sb strings.Builder
	marked := map[Square]bool{}
	for _, s := range opt.Highlight {
		marked[s] = true
	}
	files := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	ranks := []int{9, 8, 7, 6, 5, 4, 3, 2, 1, 0}
	if opt.Flip {
		for i, j := 0, 8; i < j; i, j = i+1, j-1 {
			files[i], files[j] = files[j], files[i]
		}
		for i, j := 0, 9; i < j; i, j = i+1, j-1 {
			ranks[i], ranks[j] = ranks[j], ranks[i]
		}
	}
	cell := func(s Square) string {
		pc := p.board[s]
		var txt string
		switch {
		case pc == NoPiece && opt.ASCII:
			txt = "."
		case pc == NoPiece:
			txt = "＋"
		case opt.ASCII:
			txt = string(pc.Letter())
		default:
			txt = pc.Han()
		}
		if !opt.Color {
			return txt
		}
		col := ansiDim
		if pc != NoPiece {
			col = ansiRed
			if pc.Color() == Black {
				col = ansiBlack
			}
		}
		if marked[s] {
			col += ansiMarked
		}
		return col + txt + ansiReset
	}
	sep := " "
	if opt.ASCII {
		sep = "  "
	}
	for i, r := range ranks {
		if i == 5 {
			if opt.ASCII {
				sb.WriteString("   " + tr(opt.Lang, "~~~~~~~~~ river ~~~~~~~~~") + "\n")
			} else {
				sb.WriteString("   ～～～ 楚河  ·  漢界 ～～～\n")
			}
		}
		sb.WriteByte(byte('0' + r))
		for j, f := range files {
			s := NewSquare(f, r)
			pre := sep
			if j == 0 {
				pre = "  "
			}
			if marked[s] && !opt.Color { // without colours, a * before the point marks it
				pre = pre[:len(pre)-1] + "*"
			}
			sb.WriteString(pre)
			sb.WriteString(cell(s))
		}
		sb.WriteByte('\n')
	}
	sb.WriteString("   ")
	for j, f := range files {
		if j > 0 {
			sb.WriteString("  ")
		}
		sb.WriteByte(byte('a' + f))
	}
	sb.WriteString("\n")
	if p.side == Red {
		sb.WriteString(tr(opt.Lang, "Red to move"))
	} else {
		sb.WriteString(tr(opt.Lang, "Black to move"))
	}
	if p.inCheck {
		sb.WriteString(" " + tr(opt.Lang, "(in check)"))
	}
	sb.WriteString("\n")
	return sb.String()
}

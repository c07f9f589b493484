package cli

import (
	"fmt"
	"slices"

	"github.com/alphabeta-go/alphabeta/internal/i18n"
)

// groupVietnamese is a group's usage in Vietnamese: its title and the
// summary of each of its subcommands, by name.
type groupVietnamese struct {
	title     string
	summaries map[string]string
}

// groupsVietnamese is the Vietnamese of every group's usage, by the
// group's name ("" for alphabeta itself), in the terms of the glossary of
// docs/teaching.vi.md; subcommand names, flags and their values stay as
// typed. The subcommands are added in cmd/alphabeta and caro/tictactoe,
// and their test (GroupsVietnameseProblems) fails on one without its
// Vietnamese here.
var groupsVietnamese = map[string]groupVietnamese{
	"": {
		title: "alphabeta — minimax và cắt tỉa Alpha-Beta: thư viện, công cụ dạy học, máy chơi cờ tướng và Caro",
		summaries: map[string]string{
			"caro":      "Caro/Gomoku (bàn m,n,k): play, engine, solve, …: alphabeta caro help",
			"help":      "liệt kê các lệnh, hoặc trợ giúp của một lệnh: alphabeta help LỆNH",
			"match":     "đấu giữa các máy: cờ tướng (UCI, UCCI, xboard) và Caro (pbrain), Elo và SPRT",
			"serve":     "ứng dụng web: chơi cờ tướng và Caro, xem cắt tỉa Alpha-Beta từng bước: serve [--addr 127.0.0.1:8080] [--open] [--allow-host TÊN,…]",
			"tictactoe": "giải tic-tac-toe (ca-rô 3×3) bằng minimax/alpha-beta, hoặc chơi với máy chơi hoàn hảo",
			"tree":      "cây trò chơi viết tường minh để dạy học: solve, trace (bảng α/β/v), draw, exercise",
			"version":   "in phiên bản, commit đã dựng ra nó và bộ công cụ Go (cũng là: alphabeta -version)",
			"xiangqi":   "cờ tướng (Xiangqi): perft, show, bench và các lệnh của máy",
		},
	},
	"caro": {
		title: "alphabeta caro — Caro và Gomoku trên bàn m,n,k (luật: freestyle, standard, renju, caro, caro-exact)",
		summaries: map[string]string{
			"bench":    "đo sức máy: bộ bài toán VCF, hoặc các ván với bản gốc seed-002",
			"engine":   "máy dưới dạng brain của Gomocup (giao thức pbrain trên stdin/stdout), như pbrain-alphabeta",
			"play":     "chơi với máy trên terminal (đi lại, gợi ý, các thế đe dọa, lưu và mở ván)",
			"selfplay": "các ván máy tự chơi để tinh chỉnh: selfplay --games N [--nodes 4000] [--random 2] [--workers 1] [--seed 1] --out TỆP",
			"solve":    "bên đang đi có thắng cưỡng bức không (VCF, VCT)? in nước đầu tiên và đường thắng",
			"tune":     "tinh chỉnh hàm lượng giá theo Texel trên các ván tự chơi: tune --games A[,B…] [--skip 6] [--epochs 300]",
		},
	},
	"xiangqi": {
		title: "alphabeta xiangqi — cờ tướng (Xiangqi): luật, perft, máy chơi cờ",
		summaries: map[string]string{
			"analyze":  "phân tích một thế cờ: analyze [--fen F] [--depth N|--time T] [--threads N] [--hash MB]",
			"bench":    "đo thời gian perft cạnh fairy-stockfish: bench [--depth 5] [--runs 3] [--peer auto|none|ĐƯỜNG_DẪN]; bench --signature: chữ ký số nút của phép tìm kiếm",
			"engine":   "chạy máy trên stdin/stdout (UCI hoặc UCCI, chọn theo lời chào đầu tiên)",
			"nodes":    "số nút như bảng của bài giảng: nodes [--fen F] --depth N [--minimax N] [--svg TỆP] [--lang en|vi]",
			"perft":    "đếm các chuỗi nước đi hợp lệ: perft [--fen FEN] [--divide] ĐỘ_SÂU",
			"play":     "chơi với máy: play [--side red|black] [--time 5s|--depth N] [--fen F] [--ascii] [--lang en|vi]",
			"selfplay": "các ván máy tự chơi để tinh chỉnh: selfplay --games N [--nodes 8000] [--random 8] [--workers 1] [--seed 1] --out TỆP.pgn",
			"show":     "vẽ bàn cờ của một thế cờ: show [--fen FEN] [--moves M...] [--ascii] [--color auto|always|never] [--lang en|vi]",
			"tune":     "tinh chỉnh hàm lượng giá theo Texel trên các ván: tune --pgn A.pgn[,B.pgn…] [--skip 10] [--time 10m]",
		},
	},
	"tictactoe": {
		title: "alphabeta tictactoe — tic-tac-toe (ca-rô 3×3) giải bằng minimax và cắt tỉa Alpha-Beta, hoặc chơi với máy chơi hoàn hảo",
		summaries: map[string]string{
			"play":  "chơi với máy chơi hoàn hảo trên terminal",
			"solve": "giá trị, nước tốt nhất, số nút, số lần lượng giá và số lần cắt của minimax và alpha-beta",
		},
	},
}

// GroupsVietnameseProblems says what is missing or wrong in the Vietnamese
// of the groups made by NewGroup (groupsVietnamese): a group or a
// subcommand without its Vietnamese, one that is the English itself or
// has a word of english, and an entry of no group or subcommand. A test
// of the binary that links every group calls it.
func GroupsVietnameseProblems(english []string) []string {
	groupsMu.Lock()
	all := slices.Clone(groups)
	groupsMu.Unlock()
	var problems []string
	check := func(what, en, vi string, ok bool) {
		switch {
		case !ok || vi == "":
			problems = append(problems, fmt.Sprintf("%s has no Vietnamese", what))
		case vi == en && i18n.Translatable(en):
			problems = append(problems, fmt.Sprintf("the Vietnamese of %s is the English: %q", what, vi))
		case i18n.EnglishWord(vi, english) != "":
			problems = append(problems, fmt.Sprintf("the Vietnamese of %s, %q, has the English word %q", what, vi, i18n.EnglishWord(vi, english)))
		}
	}
	made := map[string]bool{}
	for _, g := range all {
		made[g.name] = true
		vi, ok := groupsVietnamese[g.name]
		check(fmt.Sprintf("the title of %q", g.command()), g.title, vi.title, ok)
		for name, c := range g.commands {
			s, ok := vi.summaries[name]
			check(fmt.Sprintf("the summary of %q", g.command()+" "+name), c.summary, s, ok)
		}
		for name := range vi.summaries {
			if _, ok := g.commands[name]; !ok {
				problems = append(problems, fmt.Sprintf("groupsVietnamese has a summary of %q, which is no subcommand", g.command()+" "+name))
			}
		}
	}
	for name := range groupsVietnamese {
		if !made[name] {
			problems = append(problems, fmt.Sprintf("groupsVietnamese has the group %q, which NewGroup did not make", name))
		}
	}
	slices.Sort(problems)
	return problems
}

package main

import (
	"flag"
	"github.com/alphabeta-go/alphabeta/internal/cli"
	"github.com/alphabeta-go/alphabeta/internal/i18n"
	"io"
)

// vietnamese is the command line's message catalogue: the Vietnamese of
// every message the subcommands with --lang print (their errors, usage
// errors and results) and of their -h (the groups' titles and summaries,
// the usages, the flags' help), keyed by its English, in the terms of the
// glossary of docs/teaching.vi.md. Flag names and values stay as typed.
// TestVietnameseMessages checks that every format given to tr, say,
// usageError and failure, and every text of the -h (cli.HelpTexts), has
// its entry.
var vietnamese = i18n.Catalogue{
	// caro solve, bench, play (caro_engine.go, caro_play.go).
	"%v to move has a forced win (%s): first move %v":        "%v đi: có thắng cưỡng bức (%s), nước đầu tiên %v",
	"%v to move: no forced win by %s exists":                 "%v đi: không có thắng cưỡng bức bằng %s",
	"%v to move: no forced win found":                        "%v đi: không tìm thấy thắng cưỡng bức",
	"line: %s":                                               "đường thắng: %s",
	"(any)":                                                  "(bất kỳ)",
	"nodes %d, time %v":                                      "số nút %d, thời gian %v",
	"--suite %q: want vcf or vct":                            "--suite %q: chọn vcf hoặc vct",
	"--time must not be negative":                            "--time không được âm",
	"--time must be positive":                                "--time phải dương",
	"--first %q: want human or engine":                       "--first %q: chọn human hoặc engine",
	"--moves: %v":                                            "--moves: %v",
	"lost game %d (engine %v): %s":                           "thua ván %d (máy cầm %v): %s",
	"%d games: engine %d wins, %d losses, %d draws (%.1f%%)": "%d ván: máy thắng %d, thua %d, hòa %d (%.1f%%)",
	"%-20s win=%-5v %-4s %-6v nodes=%-8d %v":                 "%-20s thắng=%-5v %-4s %-6v số nút=%-8d %v",
	"solved %d/%d (%.1f%%), median time %v, max %v, median nodes %d, total %v": "giải được %d/%d (%.1f%%), thời gian trung vị %v, lớn nhất %v, số nút trung vị %d, tổng %v",
	"unsolved: %s": "chưa giải được: %s",

	// serve (serve.go).
	"--max-think %v: want a positive time, e.g. 10s":   "--max-think %v: cần một thời gian dương, ví dụ 10s",
	"--max-searches %d: want 1 or more":                "--max-searches %d: cần từ 1 trở lên",
	"--max-games %d: want 1 or more":                   "--max-games %d: cần từ 1 trở lên",
	"--keep-games %v: want a positive time, e.g. 168h": "--keep-games %v: cần một thời gian dương, ví dụ 168h",

	// xiangqi show, play, nodes (xiangqi.go, xiangqi_engine.go).
	"--color %q: want auto, always or never":    "--color %q: chọn auto, always hoặc never",
	"--side must be red or black":               "--side phải là red hoặc black",
	"--time must be positive (or give --depth)": "--time phải dương (hoặc cho --depth)",
	"--depth must be 1..12":                     "--depth phải từ 1 đến 12",
	"stopped before the end (interrupted)":      "dừng trước khi xong (bị ngắt)",
	"cannot write %s (%v)":                      "không ghi được %s (chi tiết: %v)",
	"chart written to %s":                       "đã ghi biểu đồ vào %s",

	// The groups' usage (alphabeta, caro, xiangqi): their titles and the
	// summaries of the subcommands that each file adds.
	"alphabeta — minimax and alpha-beta: a library, a teaching tool, Xiangqi and Caro engines":                                                           "alphabeta — minimax và cắt tỉa Alpha-Beta: thư viện, công cụ dạy học, máy chơi cờ tướng và Caro",
	"Caro/Gomoku (m,n,k boards): play, engine, solve, …: alphabeta caro help":                                                                            "Caro/Gomoku (bàn m,n,k): play, engine, solve, …: alphabeta caro help",
	"list the subcommands, or show help for one: alphabeta help SUBCOMMAND":                                                                              "liệt kê các lệnh, hoặc trợ giúp của một lệnh: alphabeta help LỆNH",
	"engine-vs-engine matches for xiangqi (UCI, UCCI, xboard) and caro (pbrain), Elo and SPRT":                                                           "đấu giữa các máy: cờ tướng (UCI, UCCI, xboard) và Caro (pbrain), Elo và SPRT",
	"the web app: play Xiangqi and Caro, step through alpha-beta: serve [--addr 127.0.0.1:8080] [--open] [--allow-host NAME,…]":                          "ứng dụng web: chơi cờ tướng và Caro, xem cắt tỉa Alpha-Beta từng bước: serve [--addr 127.0.0.1:8080] [--open] [--allow-host TÊN,…]",
	"solve tic-tac-toe with minimax/alpha-beta, or play against the perfect engine":                                                                      "giải tic-tac-toe (ca-rô 3×3) bằng minimax/alpha-beta, hoặc chơi với máy chơi hoàn hảo",
	"explicit game trees for teaching: solve, trace (α/β/v table), draw, exercise":                                                                       "cây trò chơi viết tường minh để dạy học: solve, trace (bảng α/β/v), draw, exercise",
	"print the version, the commit it was built from and the toolchain (also: alphabeta -version)":                                                       "in phiên bản, commit đã dựng ra nó và bộ công cụ Go (cũng là: alphabeta -version)",
	"Xiangqi (cờ tướng): perft, show, bench, and the engine's commands":                                                                                  "cờ tướng (Xiangqi): perft, show, bench và các lệnh của máy",
	"alphabeta caro — Caro and Gomoku on m,n,k boards (rules: freestyle, standard, renju, caro, caro-exact)":                                             "alphabeta caro — Caro và Gomoku trên bàn m,n,k (luật: freestyle, standard, renju, caro, caro-exact)",
	"engine benchmarks: the VCF puzzle suite, or games against the seed-002 baseline":                                                                    "đo sức máy: bộ bài toán VCF, hoặc các ván với bản gốc seed-002",
	"the engine as a Gomocup brain (pbrain protocol on stdin/stdout), like pbrain-alphabeta":                                                             "máy dưới dạng brain của Gomocup (giao thức pbrain trên stdin/stdout), như pbrain-alphabeta",
	"play against the engine in the terminal (undo, hint, threats, save/load)":                                                                           "chơi với máy trên terminal (đi lại, gợi ý, các thế đe dọa, lưu và mở ván)",
	"self-play games for tuning: selfplay --games N [--nodes 4000] [--random 2] [--workers 1] [--seed 1] --out FILE":                                     "các ván máy tự chơi để tinh chỉnh: selfplay --games N [--nodes 4000] [--random 2] [--workers 1] [--seed 1] --out TỆP",
	"does the side to move have a forced win (VCF, VCT)? prints the first move and the line":                                                             "bên đang đi có thắng cưỡng bức không (VCF, VCT)? in nước đầu tiên và đường thắng",
	"Texel-tune the evaluation on self-play games: tune --games A[,B…] [--skip 6] [--epochs 300]":                                                        "tinh chỉnh hàm lượng giá theo Texel trên các ván tự chơi: tune --games A[,B…] [--skip 6] [--epochs 300]",
	"alphabeta xiangqi — Xiangqi (cờ tướng): rules, perft, the engine":                                                                                   "alphabeta xiangqi — cờ tướng (Xiangqi): luật, perft, máy chơi cờ",
	"analyse a position: analyze [--fen F] [--depth N|--time T] [--threads N] [--hash MB]":                                                               "phân tích một thế cờ: analyze [--fen F] [--depth N|--time T] [--threads N] [--hash MB]",
	"time perft side by side with fairy-stockfish: bench [--depth 5] [--runs 3] [--peer auto|none|PATH]; bench --signature: the search's node signature": "đo thời gian perft cạnh fairy-stockfish: bench [--depth 5] [--runs 3] [--peer auto|none|ĐƯỜNG_DẪN]; bench --signature: chữ ký số nút của phép tìm kiếm",
	"run the engine on stdin/stdout (UCI or UCCI, chosen by the handshake)":                                                                              "chạy máy trên stdin/stdout (UCI hoặc UCCI, chọn theo lời chào đầu tiên)",
	"the lecture's node counts: nodes [--fen F] --depth N [--minimax N] [--svg FILE] [--lang en|vi]":                                                     "số nút như bảng của bài giảng: nodes [--fen F] --depth N [--minimax N] [--svg TỆP] [--lang en|vi]",
	"count legal move paths: perft [--fen FEN] [--divide] DEPTH":                                                                                         "đếm các chuỗi nước đi hợp lệ: perft [--fen FEN] [--divide] ĐỘ_SÂU",
	"play against the engine: play [--side red|black] [--time 5s|--depth N] [--fen F] [--ascii] [--lang en|vi]":                                          "chơi với máy: play [--side red|black] [--time 5s|--depth N] [--fen F] [--ascii] [--lang en|vi]",
	"self-play games for tuning: selfplay --games N [--nodes 8000] [--random 8] [--workers 1] [--seed 1] --out FILE.pgn":                                 "các ván máy tự chơi để tinh chỉnh: selfplay --games N [--nodes 8000] [--random 8] [--workers 1] [--seed 1] --out TỆP.pgn",
	"draw a position: show [--fen FEN] [--moves M...] [--ascii] [--color auto|always|never] [--lang en|vi]":                                              "vẽ bàn cờ của một thế cờ: show [--fen FEN] [--moves M...] [--ascii] [--color auto|always|never] [--lang en|vi]",
	"Texel-tune the evaluation on games: tune --pgn A.pgn[,B.pgn…] [--skip 10] [--time 10m]":                                                             "tinh chỉnh hàm lượng giá theo Texel trên các ván: tune --pgn A.pgn[,B.pgn…] [--skip 10] [--time 10m]",

	// -h of caro solve and bench (caro_engine.go): the usages, then the
	// flags' help (the position's flags, addPositionFlags, first).
	"Usage: alphabeta caro solve --moves \"7,7 8,8 ...\" [--rule R] [--size 15] [--time 10s] [--vct=false] [--lang en|vi]\nPrints whether the side to move has a forced win, its first move and the line\n(attacker, defender, ...; (any) where no defence helps, before the five).": "Cách dùng: alphabeta caro solve --moves \"7,7 8,8 ...\" [--rule R] [--size 15] [--time 10s] [--vct=false] [--lang en|vi]\n" +
		"In ra bên đang đi có thắng cưỡng bức hay không, nước đầu tiên và đường thắng\n" +
		"(bên tấn công, bên phòng thủ, ...; (bất kỳ) khi không nước phòng thủ nào cứu được, trước khi thành năm).",
	"Usage: alphabeta caro bench [--suite vcf|vct] [--file puzzles.tsv] [--time 1s] [-v] | --games N [--time 100ms]\n       alphabeta caro bench --signature\n\nWith --signature, searches the engine's signature positions to a fixed depth\nand prints `signature N`, N the total of their nodes: it does not depend on the\nmachine, and changes only when the search visits other nodes.": "Cách dùng: alphabeta caro bench [--suite vcf|vct] [--file puzzles.tsv] [--time 1s] [-v] | --games N [--time 100ms]\n" +
		"           alphabeta caro bench --signature\n\n" +
		"Với --signature, tìm trên các thế cờ chữ ký của máy đến một độ sâu cố định và\n" +
		"in `signature N`, N là tổng số nút của chúng: con số không phụ thuộc vào máy\n" +
		"tính, và chỉ đổi khi việc tìm kiếm đi qua những nút khác.",
	"rule: freestyle, standard, renju, caro, caro-exact":                   "luật: freestyle, standard, renju, caro, caro-exact",
	"board size (square)":                                                  "cỡ bàn cờ (vuông)",
	"board width (overrides --size)":                                       "chiều rộng bàn cờ (thay cho --size)",
	"board height (overrides --size)":                                      "chiều cao bàn cờ (thay cho --size)",
	`moves played, black first: "7,7 8,8 ..." (x,y 0-based; -1,-1 passes)`: `các nước đã đi, Đen đi trước: "7,7 8,8 ..." (x,y đếm từ 0; -1,-1 là bỏ lượt)`,
	"time limit": "giới hạn thời gian",
	"also search wins by threes (VCT) when there is no VCF": "tìm cả thắng bằng nước ba (VCT) khi không có VCF",
	"language: en or vi": "ngôn ngữ: en hoặc vi",
	"puzzle file (vcf.tsv format); default: the bundled suite":                                  "tệp thế cờ (dạng vcf.tsv); mặc định: bộ có sẵn",
	"bundled puzzle suite: vcf (wins by fours) or vct (wins that need threes; solved with VCT)": "bộ thế cờ có sẵn: vcf (thắng bằng nước bốn) hoặc vct (thắng cần nước ba; giải bằng VCT)",
	"time per puzzle (default 1s for vcf, 2s for vct), or per move in games (default 1s)":       "thời gian cho mỗi thế cờ (mặc định 1s với vcf, 2s với vct), hoặc cho mỗi nước trong các ván (mặc định 1s)",
	"print every puzzle": "in từng thế cờ",
	"instead of puzzles, play this many games: engine vs the seed-002 baseline": "thay cho các thế cờ, chơi chừng này ván: máy đấu với bản gốc seed-002",
	"rule for games: freestyle, standard, renju, caro, caro-exact":              "luật cho các ván: freestyle, standard, renju, caro, caro-exact",
	"board size for games":       "cỡ bàn cờ cho các ván",
	"the baseline's fixed depth": "độ sâu cố định của bản gốc",
	"engine threads":             "số luồng của máy",
	"print the engine's search signature instead (total nodes of fixed-depth searches of fixed positions)": "thay vào đó in chữ ký tìm kiếm của máy (tổng số nút của các lần tìm đến độ sâu cố định trên các thế cờ cố định)",

	// caro openings (caro_openings.go): messages, then -h.
	"--stones %q: want N or MIN-MAX within 1..%d, e.g. 3-5": "--stones %q: cần N hoặc MIN-MAX trong khoảng 1..%d, ví dụ 3-5",
	"--count %d: want 1..%d":                                "--count %d: cần từ 1 đến %d",
	"--spread %d: want 1..%d":                               "--spread %d: cần từ 1 đến %d",
	"--size %d: want %d..%d":                                "--size %d: cần từ %d đến %d",
	"--spread %d has no room for %d stones":                 "--spread %d không đủ chỗ cho %d quân",
	"--nodes %d: want 1..%d":                                "--nodes %d: cần từ 1 đến %d",
	"--margin %d: want 0..%d":                               "--margin %d: cần từ 0 đến %d",
	"only %d of %d balanced openings found: widen --margin, --stones or --spread":                                "chỉ tìm được %d trên %d khai cuộc cân bằng: hãy nới --margin, --stones hoặc --spread",
	"random balanced openings for matches: openings --count N [--stones 3-5] [--rule R] [--seed S] [--out FILE]": "các khai cuộc ngẫu nhiên cân bằng cho các trận đấu: openings --count N [--stones 3-5] [--rule R] [--seed S] [--out TỆP]",
	"Usage: alphabeta caro openings --count N [--stones 3-5] [--rule freestyle|standard|renju] [--seed 1]\n       [--size 15] [--spread 3] [--nodes 20000] [--margin 150] [--out FILE] [--lang en|vi]\n\nWrites N random openings, one a line, as centre-relative offsets \"0,0, 1,0, 1,3\"\n(the Gomocup format: alphabeta match --openings, c-gomoku-cli -openings type=offset):\nblack and white stones in turn near the centre, none forbidden (renju), no side able\nto make a four, no two alike (turned or mirrored), each balanced: the engine, searching\na fixed number of nodes, scores it within ±margin for the side to move. The same seed\nand flags give the same openings on any machine.": "Cách dùng: alphabeta caro openings --count N [--stones 3-5] [--rule freestyle|standard|renju] [--seed 1]\n" +
		"           [--size 15] [--spread 3] [--nodes 20000] [--margin 150] [--out TỆP] [--lang en|vi]\n\n" +
		"Ghi N khai cuộc ngẫu nhiên, mỗi khai cuộc một dòng, dưới dạng độ lệch so với tâm \"0,0, 1,0, 1,3\"\n" +
		"(dạng của Gomocup: alphabeta match --openings, c-gomoku-cli -openings type=offset):\n" +
		"quân Đen và quân Trắng lần lượt gần tâm, không quân nào phạm luật cấm (renju), không bên\n" +
		"nào tạo được nước bốn, không hai khai cuộc nào giống nhau (kể cả khi xoay hay lật), mỗi\n" +
		"khai cuộc đều cân bằng: máy, tìm kiếm một số nút cố định, cho điểm trong khoảng ±margin\n" +
		"cho bên đang đi. Cùng mã sinh và tùy chọn cho cùng các khai cuộc trên mọi máy tính.",
	"number of openings":                                         "số khai cuộc",
	"stones of an opening: N or MIN-MAX":                         "số quân của một khai cuộc: N hoặc MIN-MAX",
	"random seed (same seed and flags, same openings)":           "mã sinh ngẫu nhiên (cùng mã sinh và tùy chọn, cùng các khai cuộc)",
	"stones at offsets -spread..spread from the centre":          "các quân ở độ lệch -spread..spread so với tâm",
	"the engine's nodes per opening":                             "số nút của máy cho mỗi khai cuộc",
	"balanced: the engine's score within ±margin":                "cân bằng: điểm của máy trong khoảng ±margin",
	"write the openings to this file (default: standard output)": "ghi các khai cuộc vào tệp này (mặc định: đầu ra chuẩn)",

	// xiangqi openings (xiangqi_openings.go): messages, then -h (the flags
	// it shares with caro openings are above).
	"--plies %q: want N or MIN-MAX within 1..%d, e.g. 4-8":                                           "--plies %q: cần N hoặc MIN-MAX trong khoảng 1..%d, ví dụ 4-8",
	"only %d of %d balanced openings found: widen --margin or --plies":                               "chỉ tìm được %d trên %d khai cuộc cân bằng: hãy nới --margin hoặc --plies",
	"random balanced openings for matches: openings --count N [--plies 4-8] [--seed S] [--out FILE]": "các khai cuộc ngẫu nhiên cân bằng cho các trận đấu: openings --count N [--plies 4-8] [--seed S] [--out TỆP]",
	"Usage: alphabeta xiangqi openings --count N [--plies 4-8] [--nodes 20000] [--margin 60] [--seed 1]\n       [--out FILE] [--lang en|vi]\n\nWrites N random openings, one a line, as ICCS moves from the start position,\n\"h2e2 h9g7 h0g2 i9h9\" (the format of alphabeta match --openings). Each ply is drawn\nat random among the legal moves that capture nothing, give no check and do not take\nback the side's previous move; no position comes twice in a line, no two openings are\nalike (mirrored left-right or in another order) nor like a built-in one, and each is\nbalanced: the engine, searching a fixed number of nodes, scores it within ±margin\nfor the side to move (a pawn is about 100). The same seed and flags give the same\nopenings on any machine.": "Cách dùng: alphabeta xiangqi openings --count N [--plies 4-8] [--nodes 20000] [--margin 60] [--seed 1]\n" +
		"           [--out TỆP] [--lang en|vi]\n\n" +
		"Ghi N khai cuộc ngẫu nhiên, mỗi khai cuộc một dòng, dưới dạng các nước ICCS từ thế cờ ban đầu,\n" +
		"\"h2e2 h9g7 h0g2 i9h9\" (dạng của alphabeta match --openings). Mỗi lượt được chọn ngẫu nhiên\n" +
		"trong các nước hợp lệ không ăn quân, không chiếu tướng và không đi ngược lại nước trước đó\n" +
		"của cùng bên; không thế cờ nào lặp lại trong một khai cuộc, không hai khai cuộc nào giống nhau\n" +
		"(kể cả khi lật trái phải hay đi theo thứ tự khác) hoặc giống một khai cuộc có sẵn, và mỗi khai\n" +
		"cuộc đều cân bằng: máy, tìm kiếm một số nút cố định, cho điểm trong khoảng ±margin cho bên\n" +
		"đang đi (một quân Tốt khoảng 100 điểm). Cùng mã sinh và tùy chọn cho cùng các khai cuộc trên\n" +
		"mọi máy tính.",
	"plies of an opening: N or MIN-MAX": "số lượt của một khai cuộc: N hoặc MIN-MAX",

	// -h of caro play (caro_play.go).
	"Usage: alphabeta caro play [--size 15] [--rule caro|freestyle|standard|renju|caro-exact] [--first human|engine] [--lang en|vi] [--time 1s]\n\nPlay against the engine in the terminal (undo, hint, threats, save/load).": "Cách dùng: alphabeta caro play [--size 15] [--rule caro|freestyle|standard|renju|caro-exact] [--first human|engine] [--lang en|vi] [--time 1s]\n\n" +
		"Chơi với máy trên terminal (đi lại, gợi ý, các thế đe dọa, lưu và mở ván).",
	"board size (5..32); --width/--height for a rectangle": "cỡ bàn cờ (5..32); --width/--height cho bàn chữ nhật",
	"board width (default: --size)":                        "chiều rộng bàn cờ (mặc định: --size)",
	"board height (default: --size)":                       "chiều cao bàn cờ (mặc định: --size)",
	"rule: caro, caro-exact, freestyle, standard or renju": "luật: caro, caro-exact, freestyle, standard hoặc renju",
	"who plays black and moves first: human or engine":     "ai cầm Đen và đi trước: human (bạn) hoặc engine (máy)",
	"language of the messages: en or vi":                   "ngôn ngữ của các thông báo: en hoặc vi",
	"engine time per move":                                 "thời gian của máy cho mỗi nước",
	"engine search threads":                                "số luồng tìm kiếm của máy",
	"engine transposition table (MiB)":                     "bảng băm của máy (MiB)",
	`start from these moves ("7,7 8,8 …", black first)`:    `bắt đầu từ các nước này ("7,7 8,8 …", Đen đi trước)`,

	// -h of xiangqi show (xiangqi.go), play and nodes (xiangqi_engine.go).
	"Usage: alphabeta xiangqi show [--fen FEN] [--moves \"h2e2 h9g7\"] [--ascii] [--color auto|always|never] [--lang en|vi]\n\nDraw the board of the position (after the --moves, if any).": "Cách dùng: alphabeta xiangqi show [--fen FEN] [--moves \"h2e2 h9g7\"] [--ascii] [--color auto|always|never] [--lang en|vi]\n\n" +
		"Vẽ bàn cờ của thế cờ (sau các nước --moves, nếu có).",
	"position to draw":                                            "thế cờ cần vẽ",
	"language of the labels: en or vi":                            "ngôn ngữ của các nhãn: en hoặc vi",
	"moves to play first (ICCS, WXF or Chinese, space separated)": "các nước đi trước khi vẽ (ICCS, WXF hoặc chữ Hán, cách nhau bởi dấu cách)",
	"letters instead of Chinese characters":                       "dùng chữ cái thay cho chữ Hán",
	"colours: auto (when stdout is a terminal), always, never":    "màu: auto (khi đầu ra chuẩn là terminal), always, never",
	"Usage: alphabeta xiangqi play [--side red|black] [--time 5s | --depth N] [--fen FEN] [--ascii] [--color auto|always|never] [--lang en|vi]\n\nPlay Xiangqi against the engine in the terminal.": "Cách dùng: alphabeta xiangqi play [--side red|black] [--time 5s | --depth N] [--fen FEN] [--ascii] [--color auto|always|never] [--lang en|vi]\n\n" +
		"Chơi cờ tướng với máy trên terminal.",
	"your side: red or black":                        "bên của bạn: red (Đỏ) hoặc black (Đen)",
	"engine depth per move (instead of --time)":      "độ sâu của máy cho mỗi nước (thay cho --time)",
	"start position (default: the initial position)": "thế cờ bắt đầu (mặc định: thế cờ ban đầu)",
	"colours: auto, always or never":                 "màu: auto, always hoặc never",
	"Usage: alphabeta xiangqi nodes [--fen FEN] [--depth 4] [--minimax 4] [--svg FILE.svg] [--lang en|vi]\n\nThe table of nodes at each depth: minimax, the engine's alpha-beta and the Knuth–Moore\nminimum (ideal), with the measured branching factor.": "Cách dùng: alphabeta xiangqi nodes [--fen FEN] [--depth 4] [--minimax 4] [--svg TỆP.svg] [--lang en|vi]\n\n" +
		"Bảng số nút ở từng độ sâu: minimax, cắt tỉa Alpha-Beta của máy và tối thiểu\n" +
		"Knuth–Moore (lý tưởng), với hệ số phân nhánh đo được.",
	"position (default: the start position)":                    "thế cờ (mặc định: thế cờ ban đầu)",
	"deepest depth to measure (1..N)":                           "độ sâu lớn nhất cần đo (1..N)",
	"run plain minimax up to this depth (it visits b^d leaves)": "chạy minimax thuần đến độ sâu này (nó đi qua b^d lá)",
	"also write a log-scale chart to this SVG file":             "ghi thêm biểu đồ thang log vào tệp SVG này",
	"language of the table and the chart: en or vi":             "ngôn ngữ của bảng và biểu đồ: en hoặc vi",
}

// The catalogue's messages: TestVietnameseMessages finds their formats by
// these functions' names.
func tr(lang, format string, args ...any) string { return vietnamese.Sprintf(lang, format, args...) }

func say(w io.Writer, lang, format string, args ...any) { vietnamese.Say(w, lang, format, args...) }

func usageError(fs *flag.FlagSet, lang, format string, args ...any) int {
	return cli.UsageError(fs, vietnamese, lang, format, args...)
}

func failure(fs *flag.FlagSet, lang, format string, args ...any) int {
	return cli.Failure(fs, vietnamese, lang, format, args...)
}

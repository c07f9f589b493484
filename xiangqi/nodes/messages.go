package nodes

import "github.com/alphabeta-go/alphabeta/internal/i18n"

// messages is the package's catalogue: the Vietnamese of the table's
// column titles and meanings, its footnotes and the chart's labels, keyed
// by their English, in the terms of the glossary of docs/teaching.vi.md.
// The titles that are the same in both languages (minimax, αβ, b, mm/αβ)
// are i18ncheck.Neutral. TestMessages checks that every text given to msg
// and tr has its entry.
var messages = i18n.Catalogue{
	"depth":          "độ sâu",
	"plies searched": "số lượt tìm",
	"minimax":        "minimax",
	"leaves evaluated by plain minimax (every position at that depth)": "số lá minimax lượng giá (mọi thế cờ ở độ sâu đó)",
	"αβ":                                    "αβ",
	"alpha-beta, moves in generation order": "alpha-beta, nước đi theo thứ tự sinh",
	"αβ capt.":                              "αβ ăn quân",
	"alpha-beta, captures first (most valuable victim first)": "alpha-beta, nước ăn quân xét trước (quân bị ăn giá trị nhất trước)",
	"engine": "máy",
	"the engine's plain alpha-beta (PVS, hash move, killers, history; last iteration)": "alpha-beta thuần của máy (PVS, nước trong bảng băm, killer, history; lần lặp cuối)",
	"b": "b",
	"branching factor measured at this depth: (minimax leaves)^(1/depth)": "hệ số phân nhánh đo ở độ sâu này: (số lá minimax)^(1/độ sâu)",
	"ideal": "lý tưởng",
	"Knuth–Moore minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1 with this row's b: a uniform tree, best move always first": "tối thiểu Knuth–Moore b^⌈d/2⌉ + b^⌊d/2⌋ − 1 với b của dòng này: cây đều, nước tốt nhất luôn xét trước",
	"mm/αβ": "mm/αβ",
	"minimax ÷ αβ: how many times fewer leaves alpha-beta evaluates": "minimax ÷ αβ: alpha-beta lượng giá ít hơn bao nhiêu lần",
	"mm/ideal": "mm/lý tưởng",
	"minimax ÷ ideal: the most that move ordering can save (the lecture: about 800× at b = 40, d = 4)": "minimax ÷ lý tưởng: sắp xếp nước đi tiết kiệm được nhiều nhất bao nhiêu lần (bài giảng: khoảng 800 lần với b = 40, d = 4)",
	"engine/ideal": "máy/lý tưởng",
	"engine ÷ ideal: 1 is the ideal; † below it": "máy ÷ lý tưởng: 1 là lý tưởng; † là dưới mức đó",
	"value": "giá trị",
	"the position's value to that depth, Red's view (engine units)": "giá trị thế cờ đến độ sâu đó, theo bên Đỏ (đơn vị của máy)",
	"agree":                         "khớp",
	"every search found that value": "mọi cách tìm đều ra giá trị đó",
	"† The engine evaluated fewer leaves than the \"ideal minimum\". The Knuth–Moore bound is for a uniform tree, every position with b replies; a real position has fewer replies after captures and checks, and the engine's hash table answers positions reached by two move orders. So it is not a floor for real trees.": "† Máy lượng giá ít lá hơn \"mức tối thiểu lý tưởng\". Cận Knuth–Moore là cho cây đều, mọi thế cờ đều có b nước đáp; thế cờ thật có ít nước đáp hơn sau khi ăn quân hay chiếu, và bảng băm của máy trả lời ngay các thế cờ gặp lại theo thứ tự nước khác. Vì vậy đó không phải là mức sàn cho cây thật.",
	"* Minimax was not run at this depth: b is the average number of moves of a position alpha-beta searched.": "* Không chạy minimax ở độ sâu này: b là số nước trung bình của các thế cờ alpha-beta đã xét.",
	"Leaves evaluated per depth, against the Knuth–Moore minimum (the lecture's table):":                       "Số lá được lượng giá theo độ sâu, so với tối thiểu Knuth–Moore (bảng của bài giảng):",
	"no":                  "không",
	"yes":                 "có",
	"αβ natural order":    "αβ thứ tự sinh",
	"αβ captures first":   "αβ ăn quân trước",
	"ideal (Knuth–Moore)": "lý tưởng (Knuth–Moore)",
	"Leaves evaluated per depth: minimax, alpha-beta, the engine and the ideal": "Số lá được lượng giá theo độ sâu: minimax, alpha-beta, máy và lý tưởng",
	"depth (plies)":                "độ sâu (lượt)",
	"leaves evaluated (log scale)": "số lá được lượng giá (thang log)",
}

// tr is format with args in lang, from the package's catalogue.
func tr(lang, format string, args ...any) string { return messages.Sprintf(lang, format, args...) }

// msg is a message of the catalogue, to be said later in either language.
func msg(format string, args ...any) i18n.Message { return messages.Msg(format, args...) }

// The alpha-beta lab: the server solves the tree with the library's own
// search.AlphaBeta and search.Minimax and sends their tracer event streams;
// this page only replays those events. There is no alpha-beta in JavaScript.
'use strict';

addStrings({
  en: {
    'lab.title': 'Alpha-beta lab', 'lab.play': 'Play', 'lab.pause': 'Pause', 'lab.example': 'Tree', 'lab.reroll': 'New random tree', 'lab.root': 'Root',
    'lab.strict': 'cut only when α > β', 'lab.strict.title': 'The rule of the Chinese gomoku AI post (seed 003 in docs/lectures.md): update α or β first and cut only when α > β, so ties are still searched',
    'lab.solve': 'Solve', 'lab.speed': 'Speed', 'lab.show': 'Show',
    'lab.both': 'both side by side', 'lab.quiz': 'Quiz mode', 'lab.quiz.off': 'Leave quiz',
    'lab.keys': 'Keys: ← → step, Space play/pause, Home/End first/last step.',
    'lab.table': 'Trace table', 'lab.export': 'Export:', 'lab.exp.md': 'Table (Markdown)', 'lab.exp.lecture': 'Lecture picture (SVG)',
    'lab.custom': 'Typed tree', 'lab.random': 'Random b×d',
    'lab.seed': 'seed', 'lab.seed.title': 'The same seed, b and d give the same tree: write it down or share the page\'s address. Empty: a new seed.',
    'lab.exp.problem': 'Problem picture (SVG)', 'lab.exp.problem.title': 'The tree without the solution, to hand out',
    'lab.exam': 'Export exam', 'lab.exam.title': 'An exam in versions A, B, …: printable pages and answer keys (HTML), as alphabeta tree exam writes them',
    'lab.exam.help': 'Random trees, one per problem, different in each version; the same seed gives the same exam.',
    'lab.exam.count': 'Problems per version', 'lab.exam.versions': 'Versions', 'lab.exam.depth': 'Depth', 'lab.exam.branching': 'Branching',
    'lab.exam.seed.title': 'Empty: a new seed.', 'lab.exam.go': 'Make the exam', 'lab.exam.close': 'Close', 'lab.exam.busy': 'Making the exam…',
    'lab.exam.done': 'Seed {seed}: {n} versions ({v}), {c} problems each. Download each page:',
    'lab.print': 'Print', 'lab.seed.bad': 'A seed is a whole number from 0 to 18446744073709551615.',
    'lab.quiz.title': 'Quiz: the step table or the values on the tree',
    'lab.quiz.help': 'Step table: for every step of the lecture\'s table write the node, the window (α, β) of the step (the "Inherited (α, β)" column), v after the step, the update (α=5, β=3, or — for none) and whether the node cuts there. Values on the tree: write v at every inner node the search reaches and tick "cut" on the root of every subtree alpha-beta never searches (or click the node in the picture). Write inf or ∞ for infinity. Only answered cells score; an empty cell is wrong.',
    'lab.quiz.check': 'Check', 'lab.quiz.reveal': 'Show the answer', 'lab.quiz.node': 'Node', 'lab.quiz.cut': 'cut',
    'lab.quiz.score': '{ok} of {n} cells right ({a} answered)', 'lab.quiz.all': 'All {n} cells right!',
    'lab.quiz.none': 'Nothing answered yet: 0 of {n}.', 'lab.quiz.revealed': 'Answer shown: this attempt does not count.',
    'lab.quiz.before': 'Before the answer was shown: {ok} of {n} cells right ({a} answered).',
    'lab.quiz.form': 'Form', 'lab.quiz.form.table': 'Step table', 'lab.quiz.form.tree': 'Values on the tree',
    'lab.quiz.step': 'Step', 'lab.quiz.v': 'v after', 'lab.quiz.update': 'Update', 'lab.quiz.yes': 'yes', 'lab.quiz.no': 'no',
    'lab.quiz.empty': 'empty',
    'lab.quiz.rule.table': 'Quiz: fill in the step table below; the picture is the problem.',
    'lab.quiz.rule.tree': 'Quiz: write v at the inner nodes below; click a branch in the picture to mark it cut.',
    'count.leaves': 'Leaves evaluated: {k} of {total}', 'count.km': 'Knuth–Moore minimum: {km}',
    'count.kmna': 'Knuth–Moore minimum: — (tree not uniform)', 'count.value': 'root value: {v}', 'count.cuts': 'cuts: {n}',
    'rule.start': 'Press ▶ or → to start. The search begins at the root with (α, β) = (−∞, +∞).',
    'rule.start.mm': 'Press ▶ or → to start. Minimax begins at the root and visits every node: it has no window (α, β) and cuts nothing.',
    'rule.enter': 'Enter {n} ({type}): inherits (α, β) = {win}; v starts at {v}.',
    'rule.enter.mm': 'Enter {n} ({type}); v starts at {v}.',
    'rule.leaf': 'Leaf {n}: value {val} (leaf {k} evaluated).',
    'rule.child.max': '{n} (MAX) gets {c}: v = max({old}, {val}) = {v}.',
    'rule.child.min': '{n} (MIN) gets {c}: v = min({old}, {val}) = {v}.',
    'rule.cutmax': 'v={v} ≥ β={b} → cut', 'rule.cutmin': 'v={v} ≤ α={a} → cut', 'rule.cutstrict': 'α={a} > β={b} → cut',
    'rule.nocutmax': 'v={v} ≥ β={b}? no → α = max({a}, {v}) = {na}',
    'rule.nocutmin': 'v={v} ≤ α={a}? no → β = min({b}, {v}) = {nb}',
    'rule.strictmax': 'α = max({a}, {v}) = {na}; α > β={b}? no', 'rule.strictmin': 'β = min({b}, {v}) = {nb}; α={a} > β? no',
    'rule.lastcut': '(the last child: nothing left to cut)',
    'rule.cut.max': 'β-cut at {n} (MAX): {skipped} not searched. {n} is MAX, so {n} ≥ {v}; but {o} (MIN{rel}) is already sure of {b}, so {o} will not choose {c}.',
    'rule.cut.min': 'α-cut at {n} (MIN): {skipped} not searched. {n} is MIN, so {n} ≤ {v}; but {o} (MAX{rel}) is already sure of {a}, so {o} will not choose {c}.',
    'rule.cut.max.top': 'β-cut at {n} (MAX): {skipped} not searched: v = {v} ≥ β = {b}, nothing can be better.',
    'rule.cut.min.top': 'α-cut at {n} (MIN): {skipped} not searched: v = {v} ≤ α = {a}, nothing can be better.',
    'rule.parent': ', the parent',
    'lab.legend': 'How to read the picture: (α, β) on an edge (under a leaf) is the window the node inherits; α, β beside a node is its window now, updated as its children return; the number inside a node is its v so far (bold when it is final). At the end the chosen path is green.',
    'rule.exit': '{n} returns {v} to {p}.', 'rule.exit.root': 'Done: the root {n} = {v}; best move: {best}.',
    'rule.leafname': 'leaf {v}', 'th.node': 'Node', 'rule.finished': '(finished: fewer steps than minimax)',
    'lab.edit': 'Edit the tree', 'lab.edit.off': 'Done editing', 'lab.edit.help': 'Click a node, then:', 'lab.edit.sel': 'selected: {n}',
    'lab.addchild': 'Add a child', 'lab.delete': 'Delete the subtree', 'lab.leafvalue': 'leaf value', 'lab.setleaf': 'Set',
    'lab.newtree': 'Start again: A(1, 2)', 'lab.edit.root': 'The root cannot be deleted.', 'lab.edit.notleaf': 'Only a leaf has a value.',
    'lab.edit.badvalue': 'A leaf value is a number, +inf or -inf.',
    'lab.bestfirst': 'Reorder best-first', 'lab.bestfirst.title': 'Put every node\'s best child first (by its minimax value): alpha-beta then evaluates the Knuth–Moore minimum',
    'lab.bestfirst.done': 'Reordered best-first: alpha-beta evaluates {k} of {n} leaves; the Knuth–Moore minimum is {km}.',
    'lab.practice': 'Predict the cuts', 'lab.practice.off': 'Stop predicting', 'lab.practice.title': 'Click the leaves you think alpha-beta will never evaluate',
    'lab.practice.help': 'Click each leaf you think alpha-beta will never evaluate; ✓ or ✗ tells you at once.',
    'lab.practice.score': '{right} of {total} cut leaves found, {wrong} wrong',
  },
  vi: {
    'lab.title': 'Phòng thí nghiệm alpha-beta', 'lab.play': 'Chạy', 'lab.pause': 'Dừng', 'lab.example': 'Cây', 'lab.reroll': 'Cây ngẫu nhiên mới', 'lab.root': 'Gốc',
    'lab.strict': 'chỉ cắt khi α > β', 'lab.strict.title': 'Luật của bài viết tiếng Trung về AI cờ gomoku (tài liệu 003 trong docs/lectures.md): cập nhật α hoặc β trước, chỉ cắt khi α > β, nên các giá trị bằng nhau vẫn được xét',
    'lab.solve': 'Giải', 'lab.speed': 'Tốc độ', 'lab.show': 'Hiện',
    'lab.both': 'cả hai cạnh nhau', 'lab.quiz': 'Tự kiểm tra', 'lab.quiz.off': 'Thoát tự kiểm tra',
    'lab.keys': 'Phím: ← → từng bước, Space chạy/dừng, Home/End bước đầu/cuối.',
    'lab.table': 'Bảng theo dõi', 'lab.export': 'Xuất:', 'lab.exp.md': 'Bảng (Markdown)', 'lab.exp.lecture': 'Hình bài giảng (SVG)',
    'lab.custom': 'Cây tự nhập', 'lab.random': 'Ngẫu nhiên b×d',
    'lab.seed': 'mã sinh', 'lab.seed.title': 'Cùng mã sinh, b và d thì ra cùng một cây: ghi lại mã hoặc gửi địa chỉ của trang. Để trống: mã mới.',
    'lab.exp.problem': 'Hình đề bài (SVG)', 'lab.exp.problem.title': 'Cây chưa có lời giải, để phát cho sinh viên',
    'lab.exam': 'Xuất đề', 'lab.exam.title': 'Đề kiểm tra nhiều phiên bản A, B, …: trang in và đáp án (HTML), như alphabeta tree exam ghi ra',
    'lab.exam.help': 'Mỗi bài một cây ngẫu nhiên, khác nhau giữa các phiên bản; cùng mã sinh thì ra cùng một đề.',
    'lab.exam.count': 'Số bài mỗi phiên bản', 'lab.exam.versions': 'Phiên bản', 'lab.exam.depth': 'Độ sâu', 'lab.exam.branching': 'Số nhánh',
    'lab.exam.seed.title': 'Để trống: mã sinh mới.', 'lab.exam.go': 'Tạo đề', 'lab.exam.close': 'Đóng', 'lab.exam.busy': 'Đang tạo đề…',
    'lab.exam.done': 'Mã sinh {seed}: {n} phiên bản ({v}), mỗi phiên bản {c} bài. Tải từng trang:',
    'lab.print': 'In', 'lab.seed.bad': 'Mã sinh là một số nguyên từ 0 đến 18446744073709551615.',
    'lab.quiz.title': 'Tự kiểm tra: bảng từng bước hoặc giá trị trên cây',
    'lab.quiz.help': 'Bảng theo dõi: với mỗi bước của bảng trong bài giảng, điền nút, cửa sổ (α, β) của bước (cột "Kế thừa (α, β)"), v sau bước, cập nhật (α=5, β=3, hoặc — nếu không cập nhật) và nút có cắt ở bước đó không. Giá trị trên cây: điền v ở mỗi nút trong mà tìm kiếm đi tới và đánh dấu "cắt" ở gốc của mỗi cây con mà alpha-beta không xét (hoặc bấm vào nút trên hình). Viết inf hoặc ∞ cho vô cùng. Chỉ ô đã điền mới được tính điểm; ô để trống là sai.',
    'lab.quiz.check': 'Kiểm tra', 'lab.quiz.reveal': 'Xem lời giải', 'lab.quiz.node': 'Nút', 'lab.quiz.cut': 'cắt',
    'lab.quiz.score': 'Đúng {ok}/{n} ô (đã điền {a} ô)', 'lab.quiz.all': 'Đúng cả {n} ô!',
    'lab.quiz.none': 'Chưa điền ô nào: 0/{n}.', 'lab.quiz.revealed': 'Đã xem lời giải: lần làm này không tính điểm.',
    'lab.quiz.before': 'Trước khi xem lời giải: đúng {ok}/{n} ô (đã điền {a} ô).',
    'lab.quiz.form': 'Dạng', 'lab.quiz.form.table': 'Bảng theo dõi', 'lab.quiz.form.tree': 'Giá trị trên cây',
    'lab.quiz.step': 'Bước', 'lab.quiz.v': 'v sau đó', 'lab.quiz.update': 'Cập nhật', 'lab.quiz.yes': 'có', 'lab.quiz.no': 'không',
    'lab.quiz.empty': 'bỏ trống',
    'lab.quiz.rule.table': 'Tự kiểm tra: điền bảng từng bước bên dưới; hình là đề bài.',
    'lab.quiz.rule.tree': 'Tự kiểm tra: điền v ở các nút trong bên dưới; bấm vào một nhánh trên hình để đánh dấu bị cắt.',
    'count.leaves': 'Lá đã lượng giá: {k}/{total}', 'count.km': 'Tối thiểu Knuth–Moore: {km}',
    'count.kmna': 'Tối thiểu Knuth–Moore: — (cây không đều)', 'count.value': 'giá trị gốc: {v}', 'count.cuts': 'số lần cắt: {n}',
    'rule.start': 'Bấm ▶ hoặc → để bắt đầu. Tìm kiếm bắt đầu ở gốc với (α, β) = (−∞, +∞).',
    'rule.start.mm': 'Bấm ▶ hoặc → để bắt đầu. Minimax bắt đầu ở gốc và duyệt mọi nút: không có cửa sổ (α, β), không cắt gì.',
    'rule.enter': 'Vào {n} ({type}): kế thừa (α, β) = {win}; khởi tạo v = {v}.',
    'rule.enter.mm': 'Vào {n} ({type}); khởi tạo v = {v}.',
    'rule.leaf': 'Lá {n}: giá trị {val} (đã lượng giá {k} lá).',
    'rule.child.max': '{n} (MAX) nhận {c}: v = max({old}, {val}) = {v}.',
    'rule.child.min': '{n} (MIN) nhận {c}: v = min({old}, {val}) = {v}.',
    'rule.cutmax': 'v={v} ≥ β={b} → cắt', 'rule.cutmin': 'v={v} ≤ α={a} → cắt', 'rule.cutstrict': 'α={a} > β={b} → cắt',
    'rule.nocutmax': 'v={v} ≥ β={b}? không → α = max({a}, {v}) = {na}',
    'rule.nocutmin': 'v={v} ≤ α={a}? không → β = min({b}, {v}) = {nb}',
    'rule.strictmax': 'α = max({a}, {v}) = {na}; α > β={b}? không', 'rule.strictmin': 'β = min({b}, {v}) = {nb}; α={a} > β? không',
    'rule.lastcut': '(con cuối cùng: không còn gì để cắt)',
    'rule.cut.max': 'β-cut tại {n} (MAX): không xét {skipped}. {n} là MAX nên {n} ≥ {v}; nhưng {o} (MIN{rel}) đã chắc chắn có {b}, nên {o} sẽ không chọn {c}.',
    'rule.cut.min': 'α-cut tại {n} (MIN): không xét {skipped}. {n} là MIN nên {n} ≤ {v}; nhưng {o} (MAX{rel}) đã chắc chắn có {a}, nên {o} sẽ không chọn {c}.',
    'rule.cut.max.top': 'β-cut tại {n} (MAX): không xét {skipped}: v = {v} ≥ β = {b}, không gì tốt hơn được nữa.',
    'rule.cut.min.top': 'α-cut tại {n} (MIN): không xét {skipped}: v = {v} ≤ α = {a}, không gì tốt hơn được nữa.',
    'rule.parent': ', cha',
    'lab.legend': 'Cách đọc hình: (α, β) trên cạnh (dưới lá) là cửa sổ nút kế thừa; α, β bên cạnh nút là cửa sổ hiện thời của nút, được cập nhật mỗi khi một con trả về; số trong nút là v hiện có (in đậm khi đã xong). Cuối cùng, đường đi được chọn tô xanh lá.',
    'rule.exit': '{n} trả về {v} cho {p}.', 'rule.exit.root': 'Xong: gốc {n} = {v}; nước tốt nhất: {best}.',
    'rule.leafname': 'lá {v}', 'th.node': 'Nút', 'rule.finished': '(đã xong: ít bước hơn minimax)',
    'lab.edit': 'Sửa cây', 'lab.edit.off': 'Sửa xong', 'lab.edit.help': 'Bấm vào một nút, rồi:', 'lab.edit.sel': 'đang chọn: {n}',
    'lab.addchild': 'Thêm con', 'lab.delete': 'Xóa cây con', 'lab.leafvalue': 'giá trị lá', 'lab.setleaf': 'Đặt',
    'lab.newtree': 'Làm lại: A(1, 2)', 'lab.edit.root': 'Không xóa được gốc.', 'lab.edit.notleaf': 'Chỉ lá mới có giá trị.',
    'lab.edit.badvalue': 'Giá trị lá là một số, +inf hoặc -inf.',
    'lab.bestfirst': 'Xếp nước tốt nhất trước', 'lab.bestfirst.title': 'Đưa con tốt nhất (theo giá trị minimax) của mọi nút lên đầu: khi đó alpha-beta chỉ lượng giá đúng mức tối thiểu Knuth–Moore',
    'lab.bestfirst.done': 'Đã xếp nước tốt nhất trước: alpha-beta lượng giá {k} trên {n} lá; tối thiểu Knuth–Moore là {km}.',
    'lab.practice': 'Đoán nhánh bị cắt', 'lab.practice.off': 'Thôi đoán', 'lab.practice.title': 'Bấm vào các lá bạn nghĩ alpha-beta sẽ không bao giờ lượng giá',
    'lab.practice.help': 'Bấm vào từng lá bạn nghĩ alpha-beta sẽ không bao giờ lượng giá; ✓ hoặc ✗ cho biết ngay đúng hay sai.',
    'lab.practice.score': 'Tìm đúng {right}/{total} lá bị cắt, sai {wrong}',
  },
});

// The algorithms' pseudo-code, in the lecture's form (the worked example's
// v, α, β and its rules; the textbook notes' Search(n, mode) for minimax:
// seeds 004 and 000 in docs/lectures.md), and the lines each event of the
// trace stands for.
const CODE = {
  en: {
    alphabeta: ['function AlphaBeta(n, α, β)', '  if n is a leaf then return value(n)', '  if n is MAX then v ← −∞ else v ← +∞',
      '  for each child c of n, left to right', '    x ← AlphaBeta(c, α, β)', '    if n is MAX then', '      v ← max(v, x)',
      '      if v ≥ β then return v      // β-cut', '      α ← max(α, v)', '    else', '      v ← min(v, x)',
      '      if v ≤ α then return v      // α-cut', '      β ← min(β, v)', '  return v'],
    strict: ['function AlphaBeta(n, α, β)', '  if n is a leaf then return value(n)', '  if n is MAX then v ← −∞ else v ← +∞',
      '  for each child c of n, left to right', '    x ← AlphaBeta(c, α, β)', '    if n is MAX then', '      v ← max(v, x)',
      '      α ← max(α, v)', '      if α > β then return v      // cut', '    else', '      v ← min(v, x)',
      '      β ← min(β, v)', '      if α > β then return v      // cut', '  return v'],
    minimax: ['function Minimax(n)', '  if n is a leaf then return value(n)', '  if n is MAX then v ← −∞ else v ← +∞',
      '  for each child c of n, left to right', '    x ← Minimax(c)', '    if n is MAX then v ← max(v, x)', '    else v ← min(v, x)', '  return v'],
  },
  vi: {
    alphabeta: ['hàm AlphaBeta(n, α, β)', '  nếu n là lá thì trả về giá trị(n)', '  nếu n là MAX thì v ← −∞, ngược lại v ← +∞',
      '  với mỗi con c của n, từ trái sang phải', '    x ← AlphaBeta(c, α, β)', '    nếu n là MAX thì', '      v ← max(v, x)',
      '      nếu v ≥ β thì trả về v      // β-cut', '      α ← max(α, v)', '    ngược lại', '      v ← min(v, x)',
      '      nếu v ≤ α thì trả về v      // α-cut', '      β ← min(β, v)', '  trả về v'],
    strict: ['hàm AlphaBeta(n, α, β)', '  nếu n là lá thì trả về giá trị(n)', '  nếu n là MAX thì v ← −∞, ngược lại v ← +∞',
      '  với mỗi con c của n, từ trái sang phải', '    x ← AlphaBeta(c, α, β)', '    nếu n là MAX thì', '      v ← max(v, x)',
      '      α ← max(α, v)', '      nếu α > β thì trả về v      // cắt', '    ngược lại', '      v ← min(v, x)',
      '      β ← min(β, v)', '      nếu α > β thì trả về v      // cắt', '  trả về v'],
    minimax: ['hàm Minimax(n)', '  nếu n là lá thì trả về giá trị(n)', '  nếu n là MAX thì v ← −∞, ngược lại v ← +∞',
      '  với mỗi con c của n, từ trái sang phải', '    x ← Minimax(c)', '    nếu n là MAX thì v ← max(v, x)', '    ngược lại v ← min(v, x)', '  trả về v'],
  },
};

// codeLines are the lines (1-based) of run's pseudo-code that the last
// applied event r.ev carried out.
function codeLines(run, r) {
  const e = r.ev;
  if (!e) return [];
  const max = e.player === 'MAX';
  if (run.algo === 'minimax') {
    return { enter: [1, 3], leaf: [2], child: [5, max ? 6 : 7], exit: [8] }[e.kind] || [];
  }
  const strict = $('strict').checked;
  switch (e.kind) {
    case 'enter': return [1, 3];
    case 'leaf': return [2];
    case 'exit': return [14];
    case 'cut': return strict ? [max ? 9 : 13] : [max ? 8 : 12];
    case 'child': {
      const base = max ? 7 : 11, test = max ? 8 : 12;
      if (strict) return num(e.new_alpha) > num(e.new_beta) ? [5, base, base + 1, base + 2] : [5, base, base + 1];
      const reached = max ? num(e.v) >= num(e.beta) : num(e.v) <= num(e.alpha);
      return reached ? [5, base, test] : [5, base, test, test + 1];
    }
  }
  return [];
}

// drawCode writes run's pseudo-code into pre with the lines of the current
// step highlighted.
function drawCode(pre, run, r) {
  const kind = run.algo === 'minimax' ? 'minimax' : $('strict').checked ? 'strict' : 'alphabeta';
  const hot = new Set(codeLines(run, r));
  pre.replaceChildren(...CODE[LANG][kind].map((text, i) =>
    el('span', { class: 'line' + (hot.has(i + 1) ? ' hot' : ''), 'data-line': i + 1 }, el('span', { class: 'no' }, String(i + 1).padStart(2) + ' '), text)));
}

const lab = {
  data: null, step: 0, playing: false, timer: null, quiz: false, examples: [], view: 'both',
  marks: new Set(), // quiz: node ids the student marked as cut
  edit: false, selPath: null, // tree editing: the selected node's path ("0.1")
  practice: false, guesses: new Set(), // predicting the cuts: paths of the leaves clicked
};
const $ = id => document.getElementById(id);

function nodeName(n) {
  if (!n) return '';
  if (n.leaf) return n.name ? n.name + '=' + fmtNum(n.value) : fmtNum(n.value);
  return n.label;
}
function win(a, b) { return '(' + fmtNum(a) + ', ' + fmtNum(b) + ')'; }

// replay applies the first s events of run and returns every node's state.
function replay(run, s) {
  const nodes = lab.data.nodes;
  const st = nodes.map(() => ({ visited: false, v: null, alpha: null, beta: null, ea: null, eb: null, done: false, pruned: false, cutRoot: false, cutOff: false }));
  let leaves = 0, cuts = 0, before = null;
  const prune = id => { st[id].pruned = true; nodes[id].children.forEach(prune); };
  for (let i = 0; i < s && i < run.events.length; i++) {
    const e = run.events[i], n = st[e.node];
    if (i === s - 1) before = { v: n.v };
    switch (e.kind) {
      case 'enter': Object.assign(n, { visited: true, ea: e.alpha, eb: e.beta, alpha: e.alpha, beta: e.beta, v: e.v }); break;
      case 'leaf': Object.assign(n, { visited: true, ea: e.alpha, eb: e.beta, alpha: e.alpha, beta: e.beta, v: e.value, done: true }); leaves++; break;
      case 'child': Object.assign(n, { v: e.v, alpha: e.new_alpha, beta: e.new_beta }); break;
      case 'cut': n.cutOff = true; cuts++; e.skipped.forEach(id => { st[id].cutRoot = true; prune(id); }); break;
      case 'exit': n.done = true; n.v = e.v; break;
    }
  }
  return { st, leaves, cuts, before, ev: s > 0 ? run.events[Math.min(s, run.events.length) - 1] : null, finished: s >= run.events.length };
}

// boundOwner finds, for the cut event e, the ancestor that set the bound the
// node ran into (as the lecture names it: "B (MIN, cha) đã chắc chắn có
// 5"): the nearest ancestor of the other type that moved that bound below
// (β) or above (α) the window it inherited. It returns that ancestor and its
// child on the way down to the cutting node, or null when the bound is the
// root's ±∞.
function boundOwner(st, e) {
  const N = lab.data.nodes, max = e.player === 'MAX', bound = num(max ? e.beta : e.alpha);
  let child = e.node;
  for (let p = N[e.node].parent; p >= 0; child = p, p = N[p].parent) {
    if (N[p].player === e.player) continue;
    const now = num(max ? st[p].beta : st[p].alpha), inherited = num(max ? st[p].eb : st[p].ea);
    if (now === bound && now !== inherited) return { owner: p, branch: child };
  }
  return null;
}

// ruleText explains the event e of run (the last one applied).
function ruleText(run, r) {
  const e = r.ev;
  if (!e) return t(run.algo === 'minimax' ? 'rule.start.mm' : 'rule.start');
  const N = lab.data.nodes, n = N[e.node], mm = run.algo === 'minimax';
  const name = nodeName(n);
  switch (e.kind) {
    case 'enter': return t(mm ? 'rule.enter.mm' : 'rule.enter', { n: name, type: e.player, win: win(e.alpha, e.beta), v: fmtNum(e.v) });
    case 'leaf': return t('rule.leaf', { n: name, val: fmtNum(e.value), k: r.leaves });
    case 'child': {
      const c = N[e.child_id];
      // A leaf is "leaf 3" (the lecture's "lá 3"), an inner child "D = 5".
      const ct = c.leaf ? t('rule.leafname', { v: nodeName(c) }) : nodeName(c) + ' = ' + fmtNum(e.value);
      let s = t(e.player === 'MAX' ? 'rule.child.max' : 'rule.child.min',
        { n: name, c: ct, val: fmtNum(e.value), old: fmtNum(r.before ? r.before.v : null), v: fmtNum(e.v) });
      if (mm) return s;
      const idx = run.events.indexOf(e);
      const next = run.events[idx + 1];
      const cut = next && next.kind === 'cut';
      const strict = $('strict').checked;
      const a = { v: fmtNum(e.v), a: fmtNum(e.alpha), b: fmtNum(e.beta), na: fmtNum(e.new_alpha), nb: fmtNum(e.new_beta) };
      const reached = e.player === 'MAX' ? num(e.v) >= num(e.beta) : num(e.v) <= num(e.alpha);
      if (strict) {
        if (cut || num(e.new_alpha) > num(e.new_beta)) s += ' ' + t('rule.cutstrict', { a: a.na, b: a.nb });
        else s += ' ' + t(e.player === 'MAX' ? 'rule.strictmax' : 'rule.strictmin', a);
      } else if (reached) {
        s += ' ' + t(e.player === 'MAX' ? 'rule.cutmax' : 'rule.cutmin', a);
        if (!cut) s += ' ' + t('rule.lastcut');
      } else {
        s += ' ' + t(e.player === 'MAX' ? 'rule.nocutmax' : 'rule.nocutmin', a);
      }
      return s;
    }
    case 'cut': {
      const sk = e.skipped.map(id => N[id].leaf ? t('rule.leafname', { v: nodeName(N[id]) }) : nodeName(N[id])).join(', ');
      const max = e.player === 'MAX', o = boundOwner(r.st, e);
      const args = { n: name, skipped: sk, v: fmtNum(e.v), a: fmtNum(e.alpha), b: fmtNum(e.beta) };
      if (o === null) return t(max ? 'rule.cut.max.top' : 'rule.cut.min.top', args);
      Object.assign(args, { o: nodeName(N[o.owner]), rel: o.owner === n.parent ? t('rule.parent') : '', c: nodeName(N[o.branch]) });
      return t(max ? 'rule.cut.max' : 'rule.cut.min', args);
    }
    case 'exit':
      if (n.parent < 0) {
        const best = run.best >= 0 ? nodeName(N[n.children[run.best]]) : '—';
        return t('rule.exit.root', { n: name, v: fmtNum(e.v), best });
      }
      return t('rule.exit', { n: name, v: fmtNum(e.v), p: nodeName(N[n.parent]) });
  }
  return '';
}

// textWidth estimates the width of s in the picture's sans-serif font.
function textWidth(s, size) { return String(s).length * size * 0.6; }

// leafBox is the width of a leaf's box: wide enough for its value
// ("−1000" does not fit the plain box).
function leafBox(n, R, small) { return Math.max(R * 1.7, textWidth(fmtNum(n.value), small ? 11 : 13) + 8); }

// layout places the leaves evenly and every inner node over its children,
// the leaves far enough apart that no two labels on a level meet: a node's
// name on its left, its window (two lines) on its right, a leaf's window
// under it.
function layout() {
  const N = lab.data.nodes, small = N.length > 60;
  const dy = 86, R = small ? 13 : 17;
  const unit = new Array(N.length);
  let next = 0;
  const place = id => {
    const n = N[id];
    if (n.leaf) { unit[id] = next++; return; }
    n.children.forEach(place);
    unit[id] = (unit[n.children[0]] + unit[n.children[n.children.length - 1]]) / 2;
  };
  place(0);
  // The widest window a node can show is the widest pair of values on its
  // path's windows: its own value, the leaves' values and ±∞.
  const widest = Math.max(2, ...N.filter(n => n.leaf).map(n => fmtNum(n.value).length));
  const extent = n => {
    if (small) {
      if (n.leaf) { const w = Math.max(R, leafBox(n, R, true) / 2); return [w, w]; }
      return [R * 1.2 + 4 + textWidth(n.label, 14), R * 1.2];
    }
    if (n.leaf) { const w = Math.max(leafBox(n, R, false), textWidth('(' + 'x'.repeat(2 * widest) + ', )', 10)) / 2; return [w, w]; }
    return [R * 1.2 + 4 + textWidth(n.label, 14), R * 1.2 + 4 + textWidth('α=' + 'x'.repeat(widest), 11)];
  };
  let dx = small ? 34 : 54;
  const byDepth = new Map();
  const order = id => { const n = N[id]; if (!byDepth.has(n.depth)) byDepth.set(n.depth, []); byDepth.get(n.depth).push(n); n.children.forEach(order); };
  order(0);
  for (const level of byDepth.values()) {
    for (let i = 1; i < level.length; i++) {
      const a = level[i - 1], b = level[i], d = unit[b.id] - unit[a.id];
      if (d > 0) dx = Math.max(dx, (extent(a)[1] + extent(b)[0] + 8) / d);
    }
  }
  dx = Math.min(dx, 140);
  let minX = Infinity, maxX = -Infinity;
  for (const n of N) {
    const [l, r] = extent(n);
    minX = Math.min(minX, unit[n.id] * dx - l);
    maxX = Math.max(maxX, unit[n.id] * dx + r);
  }
  const padX = 12 - minX, padY = 44;
  const pos = N.map(n => ({ x: padX + unit[n.id] * dx, y: padY + n.depth * dy }));
  const maxDepth = Math.max(...N.map(n => n.depth));
  return { pos, w: Math.ceil(maxX - minX + 24), h: padY * 2 + maxDepth * dy + 10, dx, small, R };
}

// drawTree draws one algorithm's tree as it stands after the current step.
function drawTree(svg, run, r, opt) {
  const N = lab.data.nodes, L = lab.layout, quiz = opt && opt.quiz;
  svg.replaceChildren();
  svg.setAttribute('viewBox', `0 0 ${L.w} ${L.h}`);
  // a wide tree scrolls sideways rather than shrinking into illegibility
  svg.style.minWidth = lab.data.leaves > 16 ? Math.round(L.w * 0.7) + 'px' : '';
  svg.style.maxWidth = Math.round(L.w * 1.5) + 'px'; // a small tree is not blown up
  svg.setAttribute('xmlns', SVGNS);
  svg.append(sv('style', {}, 'text{font-family:system-ui,Segoe UI,Roboto,sans-serif}'));
  svg.append(sv('rect', { x: 0, y: 0, width: L.w, height: L.h, fill: '#fff' }));
  const small = L.small, R = L.R;
  const cur = r.ev ? r.ev.node : -1, curChild = r.ev && (r.ev.kind === 'child') ? r.ev.child_id : -1;
  // At the end the chosen path is drawn as in the lecture's pictures.
  const chosen = new Set(!quiz && r.finished ? run.pv : []);
  // edges
  for (const n of N) {
    if (n.parent < 0) continue;
    const a = L.pos[n.parent], b = L.pos[n.id], s = quiz ? { pruned: lab.marks.has(n.id) || marksAbove(n.id), cutRoot: lab.marks.has(n.id) } : r.st[n.id];
    const g = sv('g', { class: 'edge', 'data-child': n.id });
    const hot = (n.id === curChild || (r.ev && r.ev.kind === 'enter' && n.id === cur));
    const onPath = chosen.has(n.id);
    g.append(sv('line', { x1: a.x, y1: a.y + R * 0.6, x2: b.x, y2: b.y - R * 0.7, stroke: s.pruned ? '#c4c4c4' : onPath ? '#15803d' : hot ? '#e69500' : '#555',
      'stroke-width': onPath ? 4.5 : hot ? 3 : 1.5, 'stroke-dasharray': s.pruned ? '5 4' : null, class: onPath ? 'chosen' : null }));
    if (s.cutRoot) {
      // the severed edge: two short strokes across its middle
      const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2, ang = Math.atan2(b.y - a.y, b.x - a.x) + Math.PI / 2;
      for (const o of [-4, 4]) {
        const ox = mx + o * Math.cos(ang - Math.PI / 2), oy = my + o * Math.sin(ang - Math.PI / 2);
        g.append(sv('line', { x1: ox - 10 * Math.cos(ang), y1: oy - 10 * Math.sin(ang), x2: ox + 10 * Math.cos(ang), y2: oy + 10 * Math.sin(ang),
          stroke: '#d32f2f', 'stroke-width': 2.5, class: 'severed' }));
      }
    }
    if (!quiz && run.algo !== 'minimax' && s.visited && !small && !n.leaf) {
      const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
      const txt = win(s.ea, s.eb);
      const side = b.x < a.x ? -1 : b.x > a.x ? 1 : 1;
      g.append(sv('text', { x: mx + side * 6, y: my - 2, 'font-size': 11, fill: '#1f4fa0', 'text-anchor': side < 0 ? 'end' : 'start', class: 'window' }, txt));
    }
    svg.append(g);
  }
  // nodes
  for (const n of N) {
    const p = L.pos[n.id], s = r.st[n.id];
    const pruned = quiz ? (lab.marks.has(n.id) || marksAbove(n.id)) : s.pruned;
    const g = sv('g', { id: svg.id + '-node-' + n.id, class: 'node', 'data-label': n.label || '', 'data-id': n.id,
      'data-pruned': pruned ? '1' : '0', 'data-cutroot': (!quiz && s.cutRoot) ? '1' : '0', 'data-cutoff': (!quiz && s.cutOff) ? '1' : '0',
      'data-visited': s.visited ? '1' : '0', 'data-v': s.v === null ? '' : fmtNum(s.v), opacity: pruned ? 0.4 : 1 });
    const isCur = !quiz && n.id === cur, onPath = chosen.size > 0 && (n.parent < 0 || chosen.has(n.id));
    const fill = pruned ? '#eee' : !quiz && s.visited ? (s.done ? '#dbe9ff' : '#fff8dc') : '#fff';
    const stroke = isCur ? '#e69500' : pruned ? '#aaa' : onPath ? '#15803d' : '#333';
    const sw = isCur ? 4 : onPath ? 3 : 1.5;
    if (onPath) g.dataset.chosen = '1';
    if (n.leaf) {
      const bw = leafBox(n, R, small);
      g.append(sv('rect', { x: p.x - bw / 2, y: p.y - R * 0.75, width: bw, height: R * 1.5, rx: 3, fill: !quiz && s.visited && !pruned ? '#e8f5e9' : fill, stroke, 'stroke-width': sw }));
      g.append(sv('text', { x: p.x, y: p.y + 4.5, 'text-anchor': 'middle', 'font-size': small ? 11 : 13, 'font-weight': 600 }, fmtNum(n.value)));
      if (n.name) g.append(sv('text', { x: p.x, y: p.y - R - 4, 'text-anchor': 'middle', 'font-size': 11, fill: '#555' }, n.name));
      if (!quiz && run.algo !== 'minimax' && s.visited && !small) {
        // a leaf's window goes under it: its edge is too short for a label
        g.append(sv('text', { x: p.x, y: p.y + R + 10, 'text-anchor': 'middle', 'font-size': 10, fill: '#1f4fa0', class: 'window' }, win(s.ea, s.eb)));
      }
    } else {
      const up = n.player === 'MAX';
      const pts = up ? [[p.x, p.y - R], [p.x + R * 1.1, p.y + R * 0.75], [p.x - R * 1.1, p.y + R * 0.75]]
        : [[p.x, p.y + R], [p.x + R * 1.1, p.y - R * 0.75], [p.x - R * 1.1, p.y - R * 0.75]];
      g.append(sv('polygon', { points: pts.map(q => q.join(',')).join(' '), fill, stroke, 'stroke-width': sw, 'stroke-linejoin': 'round' }));
      g.append(sv('text', { x: p.x - R * 1.2 - 4, y: p.y + 5, 'text-anchor': 'end', 'font-size': 14, 'font-weight': 700, fill: '#333' }, n.label));
      if (!quiz && s.v !== null) {
        g.append(sv('text', { x: p.x, y: p.y + (up ? 8 : -1), 'text-anchor': 'middle', 'font-size': small ? 10 : 12,
          'font-weight': s.done ? 700 : 400, fill: s.done ? '#000' : '#8a6d00', class: 'v' }, fmtNum(s.v)));
      }
      if (!quiz && s.visited && !s.done && run.algo !== 'minimax' && !small) {
        // the window now: two short lines, so that it stays clear of the neighbour
        const x = p.x + R * 1.2 + 4;
        g.append(sv('text', { x, y: p.y - 2, 'font-size': 11, fill: '#7a4fb0', class: 'now' }, 'α=' + fmtNum(s.alpha)));
        g.append(sv('text', { x, y: p.y + 11, 'font-size': 11, fill: '#7a4fb0', class: 'now' }, 'β=' + fmtNum(s.beta)));
      }
    }
    if (quiz && n.parent >= 0) {
      g.style.cursor = 'pointer';
      g.addEventListener('click', () => { toggleMark(n.id); });
    } else if (!quiz && lab.edit && svg.id === 'svg-ab') {
      g.style.cursor = 'pointer';
      g.addEventListener('click', () => { lab.selPath = n.path; editBar(); render(); });
      if (lab.selPath === n.path) {
        g.append(sv('circle', { cx: p.x, cy: p.y, r: R * 1.6, fill: 'none', stroke: '#1f6feb', 'stroke-width': 2.5, 'stroke-dasharray': '4 3', class: 'selected' }));
      }
    } else if (!quiz && lab.practice && n.leaf && svg.id === 'svg-ab') {
      g.style.cursor = 'pointer';
      g.addEventListener('click', () => { toggleGuess(n); });
    }
    if (!quiz && lab.practice && n.leaf && lab.guesses.has(n.path) && svg.id === 'svg-ab') {
      const right = run.results[n.id].pruned;
      g.dataset.guess = right ? 'right' : 'wrong';
      g.append(sv('text', { x: p.x + R, y: p.y - R + 2, 'font-size': 15, 'font-weight': 700, fill: right ? '#15803d' : '#c62828', class: 'guess' }, right ? '✓' : '✗'));
    }
    svg.append(g);
  }
}

// The tree as the page edits it: {name, value, children} from the solve
// answer, written back as bracket text for the server to solve again.
function toModel(id) {
  const n = lab.data.nodes[id];
  return { name: n.name, value: n.value, player: n.player, exact: num(n.exact), children: n.children.map(toModel) };
}
function valueText(v) { return v === '+inf' || v === Infinity ? '+inf' : v === '-inf' || v === -Infinity ? '-inf' : String(v); }
function writeTree(m) {
  if (!m.children.length) return (m.name ? m.name + '=' : '') + valueText(m.value);
  return (m.name || '') + '(' + m.children.map(writeTree).join(',') + ')';
}
function modelAt(m, path) {
  for (const i of path ? path.split('.').map(Number) : []) m = m.children[i];
  return m;
}

// edit changes the tree and solves it again, keeping the bracket text in
// step with the picture.
async function edit(fn) {
  $('labnote').textContent = '';
  const root = toModel(0);
  const msg = fn(root);
  if (msg) { $('labnote').textContent = msg; return; }
  $('treetext').value = writeTree(root);
  $('example').value = 'custom';
  await solve();
}

function editBar() {
  $('editbar').hidden = !lab.edit;
  $('editbtn').textContent = t(lab.edit ? 'lab.edit.off' : 'lab.edit');
  if (!lab.data) return;
  const n = lab.selPath === null ? null : lab.data.nodes.find(x => x.path === lab.selPath);
  $('editsel').textContent = n ? t('lab.edit.sel', { n: nodeName(n) || 'A' }) : t('lab.edit.help');
  if (document.activeElement !== $('leafvalue')) $('leafvalue').value = n && n.leaf ? fmtNum(n.value).replace('−', '-') : '';
}

function addChild() {
  if (lab.selPath === null) return;
  edit(root => {
    const m = modelAt(root, lab.selPath);
    if (!m.children.length) { m.children.push({ value: m.value, children: [] }); m.value = 0; m.name = m.name || ''; }
    m.children.push({ value: 0, children: [] });
  });
}

function deleteSubtree() {
  if (lab.selPath === null) return;
  if (lab.selPath === '') { $('labnote').textContent = t('lab.edit.root'); return; }
  const path = lab.selPath.split('.'), last = Number(path.pop()), parentPath = path.join('.');
  lab.selPath = parentPath;
  edit(root => {
    const p = modelAt(root, parentPath);
    p.children.splice(last, 1);
    if (!p.children.length) p.value = 0; // a node without children is a leaf
  });
}

function setLeaf() {
  if (lab.selPath === null) return;
  const v = parseAnswer($('leafvalue').value);
  if (v === null || v === undefined) { $('labnote').textContent = t('lab.edit.badvalue'); return; }
  edit(root => {
    const m = modelAt(root, lab.selPath);
    if (m.children.length) return t('lab.edit.notleaf');
    m.value = v;
  });
}

// bestFirst puts every node's best child first, by the children's minimax
// values: MAX's largest first, MIN's smallest first (stable for ties).
function bestFirst() {
  const sort = m => {
    m.children.forEach(sort);
    const sign = m.player === 'MAX' ? -1 : 1;
    m.children = m.children.map((c, i) => [c, i]).sort((a, b) => sign * (a[0].exact - b[0].exact) || a[1] - b[1]).map(x => x[0]);
  };
  edit(root => { sort(root); }).then(() => {
    const d = lab.data;
    $('labnote').textContent = t('lab.bestfirst.done', { k: d.alphabeta.evaluated.length, n: d.leaves, km: d.knuth_moore_min ?? '—' });
  });
}

function toggleGuess(n) {
  if (lab.guesses.has(n.path)) lab.guesses.delete(n.path); else lab.guesses.add(n.path);
  render();
}

function practiceScore() {
  const el = $('practicescore');
  if (!lab.practice || !lab.data) { el.textContent = ''; return; }
  const N = lab.data.nodes, res = lab.data.alphabeta.results;
  let right = 0, wrong = 0, total = 0;
  for (const n of N) {
    if (!n.leaf) continue;
    if (res[n.id].pruned) total++;
    if (lab.guesses.has(n.path)) { if (res[n.id].pruned) right++; else wrong++; }
  }
  el.textContent = t('lab.practice.help') + ' ' + t('lab.practice.score', { right, wrong, total });
}

function marksAbove(id) {
  let p = lab.data.nodes[id].parent;
  while (p >= 0) { if (lab.marks.has(p)) return true; p = lab.data.nodes[p].parent; }
  return false;
}

function counters(run, r) {
  const d = lab.data;
  const km = d.knuth_moore_min != null ? t('count.km', { km: d.knuth_moore_min }) : t('count.kmna');
  const parts = [t('count.leaves', { k: r.leaves, total: d.leaves }), km];
  if (run.algo !== 'minimax') parts.push(t('count.cuts', { n: r.cuts }));
  if (r.finished) parts.push(t('count.value', { v: fmtNum(run.value) }));
  return parts.join(' · ');
}

function total() { return lab.data ? Math.max(lab.data.alphabeta.events.length, lab.data.minimax.events.length) : 0; }

function render() {
  const d = lab.data;
  if (!d) return;
  const s = lab.step;
  $('scrub').max = total(); $('scrub').value = s;
  $('stepno').textContent = s + ' / ' + total();
  const rab = replay(d.alphabeta, s), rmm = replay(d.minimax, s);
  const v = lab.view;
  $('panel-ab').hidden = v === 'minimax';
  $('panel-mm').hidden = v === 'alphabeta' || lab.quiz;
  // Two wide trees side by side would be clipped: they go one above the other.
  $('trees').classList.toggle('single', v !== 'both' || lab.quiz || lab.layout.w > 640);
  drawTree($('svg-ab'), d.alphabeta, rab, { quiz: lab.quiz });
  drawTree($('svg-mm'), d.minimax, rmm);
  $('code-ab').hidden = lab.quiz;
  drawCode($('code-ab'), d.alphabeta, rab);
  drawCode($('code-mm'), d.minimax, rmm);
  $('count-ab').textContent = lab.quiz ? '' : counters(d.alphabeta, rab);
  $('count-mm').textContent = counters(d.minimax, rmm);
  const rule = $('rule');
  if (lab.quiz) rule.textContent = t(quizForm() === 'tree' ? 'lab.quiz.rule.tree' : 'lab.quiz.rule.table');
  else if (v === 'both') {
    // one line per algorithm: the same step number in each stream
    rule.replaceChildren(
      el('div', { id: 'rule-ab' }, el('b', {}, 'alpha-beta: '), ruleText(d.alphabeta, rab) + (s > d.alphabeta.events.length ? ' ' + t('rule.finished') : '')),
      el('div', { id: 'rule-mm', class: 'muted' }, el('b', {}, 'minimax: '), ruleText(d.minimax, rmm)));
  } else rule.textContent = v === 'minimax' ? ruleText(d.minimax, rmm) : ruleText(d.alphabeta, rab);
  renderTable();
  editBar();
  practiceScore();
  $('practicebtn').textContent = t(lab.practice ? 'lab.practice.off' : 'lab.practice');
  $('play').textContent = lab.playing ? '❚❚ ' + t('lab.pause') : '▷ ' + t('lab.play');
}

function renderTable() {
  const d = lab.data, algo = $('tablealgo').value, run = d[algo];
  const tbl = $('trace');
  tbl.replaceChildren();
  tbl.append(el('tr', {}, d.header[LANG].map(h => el('th', {}, h))));
  let curRow = null;
  for (const row of run.rows) {
    if (lab.quiz || row.event >= lab.step) break;
    const cells = row[LANG];
    const tr = el('tr', { class: /→ (cut|cắt)/.test(cells[6]) ? 'cutrow' : '' }, cells.map(c => el('td', {}, c)));
    tbl.append(tr);
    curRow = tr;
  }
  if (curRow) {
    curRow.classList.add('current');
    const wrap = $('tablewrap');
    if (curRow.offsetTop > wrap.scrollTop + wrap.clientHeight - 30 || curRow.offsetTop < wrap.scrollTop) wrap.scrollTop = curRow.offsetTop - wrap.clientHeight / 2;
  }
  $('tablelegend').replaceChildren(...(lab.quiz ? [] : run.legend[LANG].map(l => el('li', {}, l))));
  $('summary').textContent = !lab.quiz && lab.step >= run.events.length ? run.summary[LANG] : '';
}

function go(s) { lab.step = Math.max(0, Math.min(total(), s)); render(); }
function stop() { lab.playing = false; clearTimeout(lab.timer); render(); }
function play() {
  if (lab.quiz) return;
  if (lab.step >= total()) lab.step = 0;
  lab.playing = true;
  const tick = () => {
    if (!lab.playing) return;
    if (lab.step >= total()) { stop(); return; }
    go(lab.step + 1);
    lab.timer = setTimeout(tick, 1000 / Number($('speed').value));
  };
  render();
  lab.timer = setTimeout(tick, 1000 / Number($('speed').value));
}

async function solve() {
  $('err').textContent = '';
  $('labnote').textContent = ''; // a note on the last tree ("the root cannot be deleted") is stale now
  stop();
  try {
    const d = await api('POST', '/api/tree/solve', { tree: $('treetext').value, root: $('root').value, strict: $('strict').checked, lang: LANG });
    lab.data = d;
    lab.layout = layout();
    lab.step = 0;
    lab.marks = new Set();
    lab.guesses = new Set();
    if (lab.quiz) buildQuiz();
    render();
    syncURL();
  } catch (e) {
    $('err').textContent = e.message;
  }
}

// randomTree asks for a random b×d tree: with the seed field's seed (the
// same tree again) or, when keepSeed is false or the field is empty, a new
// one, which the field then shows.
async function randomTree(keepSeed) {
  try {
    const req = { b: Number($('rb').value), d: Number($('rd').value) };
    const seed = $('seed').value.trim();
    if (keepSeed === true && seed !== '') {
      // JSON numbers lose digits past 2^53: the seed travels as written.
      if (!/^[0-9]{1,20}$/.test(seed)) { $('err').textContent = t('lab.seed.bad'); return; }
      req.seed = seed;
    }
    const body = JSON.stringify(req).replace(/"seed":"([0-9]+)"/, '"seed":$1');
    const r = await fetch('/api/tree/random', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': LANG }, body });
    const d = await r.json();
    if (!r.ok) throw new Error(d.error);
    $('treetext').value = d.tree;
    $('seed').value = d.seed;
    await solve();
  } catch (e) { $('err').textContent = e.message; }
}

// syncURL makes the address the tree on screen: ?seed=S&b=B&d=D for a random
// tree, else ?tree=…, with the root, the rule and the quiz form, so that a
// link reproduces it (the language stays as it was in the address).
function syncURL() {
  const q = new URLSearchParams(), old = new URLSearchParams(location.search);
  if (old.get('lang')) q.set('lang', old.get('lang'));
  const x = lab.examples.find(e => e.id === $('example').value);
  if ($('example').value === 'random' && $('seed').value) { q.set('seed', $('seed').value); q.set('b', $('rb').value); q.set('d', $('rd').value); }
  else if (!x || x.tree !== $('treetext').value) q.set('tree', $('treetext').value);
  else if (x.id !== 'seed004') q.set('example', x.id);
  if ($('root').value === 'min') q.set('root', 'min');
  if ($('strict').checked) q.set('strict', '1');
  if (lab.quiz) q.set('quiz', quizForm());
  const s = q.toString();
  history.replaceState(null, '', location.pathname + (s ? '?' + s : ''));
}

function fillExamples() {
  const sel = $('example'), keep = sel.value;
  sel.replaceChildren(
    ...lab.examples.map(x => el('option', { value: x.id }, LANG === 'vi' ? x.name_vi : x.name)),
    el('option', { value: 'random' }, t('lab.random')), el('option', { value: 'custom' }, t('lab.custom')));
  if (keep) sel.value = keep;
  $('random-opts').style.display = sel.value === 'random' ? '' : 'none';
}

function pickExample() {
  const v = $('example').value;
  $('random-opts').style.display = v === 'random' ? '' : 'none';
  if (v === 'random') { randomTree(false); return; }
  if (v === 'custom') { $('treetext').focus(); return; }
  const x = lab.examples.find(e => e.id === v);
  if (x) { $('treetext').value = x.tree; solve(); }
}

// Quiz mode.
function parseAnswer(s) {
  s = s.trim().replace(/\s/g, '').replace('−', '-').toLowerCase();
  if (s === '') return null;
  if (/^\+?(inf|∞|infinity)$/.test(s)) return Infinity;
  if (/^-(inf|∞|infinity)$/.test(s)) return -Infinity;
  const n = Number(s.replace(',', '.'));
  return Number.isNaN(n) ? undefined : n;
}

// The quiz has the lecture's two forms: the step table (node, α, β, v after
// the step, update, cut for every row) and the values on the tree (v at
// every inner node, cut branches ticked or clicked in the picture). The
// server checks the sheet (POST /api/tree/quiz/check): a verdict per cell
// with its right answer; only answered cells score.
function quizForm() { return $('quizform').value === 'tree' ? 'tree' : 'table'; }

function quizInput(attrs) { return el('input', Object.assign({ type: 'text', autocomplete: 'off' }, attrs)); }

function buildQuiz() {
  const d = lab.data, tbl = $('quiztable'), form = quizForm();
  if (!d) return;
  lab.revealed = false;
  $('quizscore').textContent = ''; $('quizscore').className = '';
  if (form === 'table') {
    const th = ['lab.quiz.step', 'lab.quiz.node', 'α', 'β', 'lab.quiz.v', 'lab.quiz.update', 'lab.quiz.cut'];
    tbl.replaceChildren(el('tr', {}, th.map(h => el('th', {}, h.startsWith('lab.') ? t(h) : h))));
    d.alphabeta.rows.forEach((row, i) => {
      const cells = [el('td', {}, String(i + 1))];
      for (const f of ['node', 'alpha', 'beta', 'v', 'update']) {
        cells.push(el('td', { 'data-field': f }, quizInput({ 'data-row': i, 'data-field': f, 'aria-label': (i + 1) + ' ' + f })));
      }
      const sel = el('select', { 'data-row': i, 'data-field': 'cut', 'aria-label': (i + 1) + ' cut' },
        el('option', { value: '' }, ''), el('option', { value: 'yes' }, t('lab.quiz.yes')), el('option', { value: 'no' }, t('lab.quiz.no')));
      cells.push(el('td', { 'data-field': 'cut' }, sel));
      tbl.append(el('tr', { id: 'quiz-row-' + i }, cells));
    });
    return;
  }
  tbl.replaceChildren(el('tr', {}, el('th', {}, t('lab.quiz.node')), el('th', {}, t('lab.quiz.v')), el('th', {}, t('lab.quiz.cut'))));
  for (const n of d.nodes) {
    if (n.parent < 0 && n.leaf) continue;
    const cells = [el('td', {}, n.leaf ? nodeName(n) : n.label + ' (' + n.player + ')')];
    cells.push(n.leaf ? el('td', {}) : el('td', { 'data-field': 'v' }, quizInput({ 'data-node': n.id, 'data-field': 'v', 'aria-label': n.label + ' v' })));
    cells.push(el('td', { 'data-field': 'cut' }, n.parent < 0 ? '' : el('input', { type: 'checkbox', 'data-node': n.id, 'data-field': 'cut',
      'aria-label': nodeName(n) + ' ' + t('lab.quiz.cut'), checked: lab.marks.has(n.id) ? '' : null,
      onchange: e => { if (e.target.checked) lab.marks.add(n.id); else lab.marks.delete(n.id); render(); } })));
    tbl.append(el('tr', { id: 'quiz-row-' + n.id }, cells));
  }
}

function toggleMark(id) {
  if (quizForm() !== 'tree') return;
  if (lab.marks.has(id)) lab.marks.delete(id); else lab.marks.add(id);
  const box = document.querySelector(`#quiztable input[data-node="${id}"][data-field="cut"]`);
  if (box) box.checked = lab.marks.has(id);
  render();
}

// quizSheet reads the answers on the page as the server's sheet.
function quizSheet() {
  const d = lab.data, sheet = { table: [], values: {}, cuts: [] };
  if (quizForm() === 'table') {
    sheet.table = d.alphabeta.rows.map(() => ({}));
    document.querySelectorAll('#quiztable [data-row]').forEach(inp => { sheet.table[Number(inp.dataset.row)][inp.dataset.field] = inp.value; });
  } else {
    document.querySelectorAll('#quiztable input[data-field="v"]').forEach(inp => { sheet.values[d.nodes[Number(inp.dataset.node)].label] = inp.value; });
    for (const id of lab.marks) sheet.cuts.push(d.nodes[id].path);
  }
  return sheet;
}

// quizCell finds the page's cell of a verdict.
function quizCell(c) {
  const tbl = $('quiztable');
  if (c.form === 'table') return tbl.querySelector(`#quiz-row-${c.row - 1} td[data-field="${c.field}"]`);
  const n = lab.data.nodes.find(x => x.path === c.path);
  return n ? tbl.querySelector(`#quiz-row-${n.id} td[data-field="${c.field}"]`) : null;
}

// markCell shows ✓ or ✗ (with the right answer) in a cell.
function markCell(td, c, reveal) {
  if (!td) return;
  td.classList.remove('right', 'wrong', 'shown');
  td.querySelectorAll('.mark').forEach(m => m.remove());
  const want = c.field === 'cut' ? t(c.want === 'yes' ? 'lab.quiz.yes' : 'lab.quiz.no') : c.want;
  if (reveal) {
    const inp = td.querySelector('input,select');
    if (inp && inp.type === 'checkbox') inp.checked = c.want === 'yes';
    else if (inp) inp.value = c.want;
    td.classList.add('shown');
    return;
  }
  td.classList.add(c.right ? 'right' : 'wrong');
  const text = c.right ? '✓' : c.answered ? '✗ ' + want : '✗ ' + t('lab.quiz.empty') + ': ' + want;
  td.append(el('span', { class: 'mark ' + (c.right ? 'ok' : 'bad'), title: c.right ? '' : want }, text));
}

async function checkQuiz(reveal) {
  const d = lab.data;
  if (!d) return;
  try {
    const res = await api('POST', '/api/tree/quiz/check', { tree: $('treetext').value, root: $('root').value, strict: $('strict').checked,
      lang: LANG, form: quizForm(), sheet: quizSheet(), revealed: lab.revealed });
    document.querySelectorAll('#quiztable td').forEach(td => { td.classList.remove('right', 'wrong', 'shown'); td.querySelectorAll('.mark').forEach(m => m.remove()); });
    const score = $('quizscore');
    if (reveal) {
      // The solution is filled in; the attempt is marked as revealed and
      // what the student had answered before is reported as such.
      for (const c of res.cells) {
        if (c.extra) continue;
        markCell(quizCell(c), c, true);
        if (c.form === 'tree' && c.field === 'cut') { const n = d.nodes.find(x => x.path === c.path); if (n) lab.marks.add(n.id); }
      }
      if (quizForm() === 'tree') {
        for (const c of res.cells) if (c.extra) { const n = d.nodes.find(x => x.path === c.path); if (n) { lab.marks.delete(n.id); const b = quizCell(c); if (b) b.querySelector('input').checked = false; } }
      }
      score.textContent = (lab.revealed ? '' : t('lab.quiz.before', { ok: res.right, n: res.total, a: res.answered }) + ' ') + t('lab.quiz.revealed');
      score.className = 'muted';
      lab.revealed = true;
      render();
      return;
    }
    for (const c of res.cells) markCell(quizCell(c), c, false);
    if (res.revealed) { score.textContent = t('lab.quiz.revealed') + ' ' + t('lab.quiz.score', { ok: res.right, n: res.total, a: res.answered }); score.className = 'muted'; }
    else if (res.answered === 0) { score.textContent = t('lab.quiz.none', { n: res.total }); score.className = ''; }
    else if (res.right === res.total) { score.textContent = t('lab.quiz.all', { n: res.total }); score.className = 'ok'; }
    else { score.textContent = t('lab.quiz.score', { ok: res.right, n: res.total, a: res.answered }); score.className = ''; }
    render();
  } catch (e) { $('err').textContent = e.message; }
}

function toggleQuiz() {
  lab.quiz = !lab.quiz;
  stop();
  $('quiz').hidden = !lab.quiz;
  $('quizbtn').textContent = t(lab.quiz ? 'lab.quiz.off' : 'lab.quiz');
  $('quizbtn').dataset.i18n = lab.quiz ? 'lab.quiz.off' : 'lab.quiz';
  if (lab.quiz) { lab.marks = new Set(); buildQuiz(); }
  render();
  syncURL();
}

// Exports.
function svgText(svg) { return '<?xml version="1.0" encoding="UTF-8"?>\n' + new XMLSerializer().serializeToString(svg); }
function currentSVG() { return lab.view === 'minimax' ? $('svg-mm') : $('svg-ab'); }
// pngBlob draws the picture on a canvas at twice its size.
function pngBlob() {
  const svg = currentSVG(), vb = svg.viewBox.baseVal, scale = 2;
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      const c = el('canvas', { width: vb.width * scale, height: vb.height * scale });
      const ctx = c.getContext('2d');
      ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, c.width, c.height);
      ctx.drawImage(img, 0, 0, c.width, c.height);
      c.toBlob(resolve, 'image/png');
    };
    img.onerror = () => reject(new Error('the picture could not be drawn'));
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svgText(svg));
  });
}
function exportPNG() {
  pngBlob().then(b => download('alphabeta-step-' + lab.step + '.png', b, 'image/png'), e => { $('err').textContent = e.message; });
}
function exportCSV() {
  const d = lab.data, run = d[$('tablealgo').value];
  const q = s => /[",\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
  const lines = [d.header[LANG].map(q).join(',')].concat(run.rows.map(r => r[LANG].map(q).join(',')));
  download('alphabeta-trace-' + LANG + '.csv', lines.join('\n') + '\n', 'text/csv');
}
async function exportServer(format, name, solution) {
  try {
    const r = await fetch('/api/tree/export', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': LANG },
      body: JSON.stringify({ tree: $('treetext').value, root: $('root').value, strict: $('strict').checked, algo: $('tablealgo').value, format, lang: LANG, solution: solution !== false }) });
    if (!r.ok) throw new Error((await r.json()).error);
    download(name, await r.blob());
  } catch (e) { $('err').textContent = e.message; }
}

// The exam dialog: POST /api/tree/exam, then a download link per page,
// named as tree exam names its files (A.html, A-key.html, index.html).
let examURLs = [];
function clearExamFiles() {
  for (const u of examURLs) URL.revokeObjectURL(u);
  examURLs = [];
  $('examfiles').replaceChildren();
}
async function makeExam() {
  const err = $('examerr'), note = $('examnote');
  err.textContent = ''; note.textContent = '';
  clearExamFiles();
  const body = { count: Number($('examcount').value), versions: $('examversions').value.trim(),
    depth: Number($('examdepth').value), branching: Number($('exambranching').value), lang: LANG };
  const seed = $('examseed').value.trim();
  if (seed !== '') {
    if (!/^[0-9]{1,20}$/.test(seed) || BigInt(seed) > 18446744073709551615n) { err.textContent = t('lab.seed.bad'); return; }
    body.seed = 0; // replaced below by the digits, which a Number could round
  }
  let json = JSON.stringify(body);
  if (seed !== '') json = json.replace('"seed":0', '"seed":' + seed.replace(/^0+(?=.)/, ''));
  $('examgo').disabled = true;
  note.textContent = t('lab.exam.busy');
  try {
    const r = await fetch('/api/tree/exam', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': LANG }, body: json });
    const text = await r.text();
    let data = null;
    try { data = JSON.parse(text); } catch (e) { data = { error: text }; }
    if (!r.ok) throw new Error((data && data.error) || r.statusText);
    // The seed as the answer's digits: JSON.parse rounds above 2^53.
    const m = /"seed":\s*([0-9]+)/.exec(text);
    note.textContent = t('lab.exam.done', { seed: m ? m[1] : data.seed, n: data.versions.length, v: data.versions.join(', '), c: data.count });
    for (const f of data.files) {
      const u = URL.createObjectURL(new Blob([f.html], { type: 'text/html;charset=utf-8' }));
      examURLs.push(u);
      $('examfiles').append(el('li', {}, el('a', { href: u, download: f.name, class: 'mono' }, f.name)));
    }
  } catch (e) { note.textContent = ''; err.textContent = e.message; }
  finally { $('examgo').disabled = false; }
}
function openExam() {
  const dlg = $('examdlg');
  if ($('example').value === 'random') { $('examdepth').value = $('rd').value; $('exambranching').value = $('rb').value; }
  $('examerr').textContent = '';
  if (typeof dlg.showModal === 'function') dlg.showModal(); else dlg.setAttribute('open', '');
}

document.addEventListener('DOMContentLoaded', async () => {
  $('solve').onclick = solve;
  $('reroll').onclick = () => randomTree(false);
  $('seed').addEventListener('keydown', e => { if (e.key === 'Enter') randomTree(true); });
  $('seed').addEventListener('change', () => randomTree(true));
  $('example').onchange = pickExample;
  $('treetext').addEventListener('input', () => { $('example').value = 'custom'; $('random-opts').style.display = 'none'; });
  $('treetext').addEventListener('keydown', e => { if (e.key === 'Enter') solve(); });
  $('root').onchange = solve; $('strict').onchange = solve;
  $('first').onclick = () => { stop(); go(0); };
  $('last').onclick = () => { stop(); go(total()); };
  $('back').onclick = () => { stop(); go(lab.step - 1); };
  $('fwd').onclick = () => { stop(); go(lab.step + 1); };
  $('play').onclick = () => (lab.playing ? stop() : play());
  $('scrub').oninput = e => { stop(); go(Number(e.target.value)); };
  $('view').onchange = e => { lab.view = e.target.value; render(); };
  $('tablealgo').onchange = renderTable;
  $('quizbtn').onclick = toggleQuiz;
  $('editbtn').onclick = () => { lab.edit = !lab.edit; if (lab.edit) lab.practice = false; render(); };
  $('addchild').onclick = addChild;
  $('delsub').onclick = deleteSubtree;
  $('setleaf').onclick = setLeaf;
  $('leafvalue').addEventListener('keydown', e => { if (e.key === 'Enter') setLeaf(); });
  $('newtree').onclick = () => { lab.selPath = ''; $('treetext').value = 'A(1,2)'; $('example').value = 'custom'; solve(); };
  $('bestfirst').onclick = bestFirst;
  $('practicebtn').onclick = () => { lab.practice = !lab.practice; if (lab.practice) lab.edit = false; lab.guesses = new Set(); render(); };
  $('quizcheck').onclick = () => checkQuiz(false);
  $('quizreveal').onclick = () => checkQuiz(true);
  $('quizform').onchange = () => { lab.marks = new Set(); buildQuiz(); render(); syncURL(); };
  $('exp-problem').onclick = () => exportServer('svg', 'alphabeta-problem.svg', false);
  $('print').onclick = () => window.print();
  $('exp-exam').onclick = openExam;
  $('examgo').onclick = makeExam;
  $('examclose').onclick = () => $('examdlg').close();
  $('exp-svg').onclick = () => download('alphabeta-step-' + lab.step + '.svg', svgText(currentSVG()), 'image/svg+xml');
  $('exp-png').onclick = exportPNG;
  $('exp-csv').onclick = exportCSV;
  $('exp-md').onclick = () => exportServer('markdown', 'alphabeta-trace-' + LANG + '.md');
  $('exp-lecture').onclick = () => exportServer('svg', 'alphabeta-tree.svg');
  document.addEventListener('keydown', e => {
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(document.activeElement.tagName) && document.activeElement.type !== 'range') return;
    if (e.key === 'ArrowRight') { stop(); go(lab.step + 1); }
    else if (e.key === 'ArrowLeft') { stop(); go(lab.step - 1); }
    else if (e.key === ' ') { lab.playing ? stop() : play(); }
    else if (e.key === 'Home') { stop(); go(0); }
    else if (e.key === 'End') { stop(); go(total()); }
    else return;
    e.preventDefault();
  });
  onLang(() => { fillExamples(); if (lab.data) { if (lab.quiz) { /* keep answers */ } render(); } });
  try {
    lab.examples = (await api('GET', '/api/tree/examples')).examples;
  } catch (e) { $('err').textContent = e.message; }
  fillExamples();
  // The address: ?tree=…, ?example=ID or ?seed=S&b=B&d=D, with root=min,
  // strict=1, quiz=table|tree and step=K.
  const q = new URLSearchParams(location.search);
  if (q.get('root') === 'min') $('root').value = 'min';
  if (q.get('strict') === '1') $('strict').checked = true;
  if (q.get('quiz') === 'tree' || q.get('quiz') === 'table') $('quizform').value = q.get('quiz');
  const ex = lab.examples.find(e => e.id === q.get('example'));
  $('random-opts').style.display = 'none';
  if (q.get('seed')) {
    $('example').value = 'random'; $('random-opts').style.display = '';
    $('seed').value = q.get('seed');
    if (q.get('b')) $('rb').value = q.get('b');
    if (q.get('d')) $('rd').value = q.get('d');
    if (q.get('quiz')) toggleQuiz();
    await randomTree(true);
  } else {
    if (q.get('tree')) { $('treetext').value = q.get('tree'); $('example').value = 'custom'; }
    else if (ex) { $('treetext').value = ex.tree; $('example').value = ex.id; }
    else { $('example').value = 'seed004'; $('treetext').value = lab.examples[0] ? lab.examples[0].tree : ''; }
    if (q.get('quiz')) toggleQuiz();
    await solve();
  }
  if (q.get('step')) go(Number(q.get('step')));
});

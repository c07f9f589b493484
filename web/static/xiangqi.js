// Xiangqi against the engine, with its search streamed live (server-sent
// events) and a chart of the nodes per depth: minimax vs alpha-beta vs ideal.
'use strict';

addStrings({
  en: {
    'xq.title': 'Xiangqi (Chinese chess)', 'xq.youplay': 'You play', 'xq.red': 'Red (first)', 'xq.black': 'Black',
    'xq.flip': 'Flip board', 'xq.enginemove.title': 'The engine plays the side to move (if it is yours, you swap sides)', 'xq.notation': 'Notation', 'xq.chinese': 'Chinese', 'xq.vietnamese': 'Vietnamese',
    'xq.setup': 'FEN and PGN', 'xq.loadfen': 'New game from FEN', 'xq.importpgn': 'Import PGN', 'xq.exportpgn': 'Export PGN',
    'xq.search': "The engine's search", 'xq.pvhover': 'One row per depth searched; under it, the principal variation: the moves the engine expects from both sides. Click a row (or hover it) to see its principal variation as arrows on the board.',
    'xq.scorekey': 'Score: for the side to move, in the points of the engine\'s evaluation (a soldier before the river ≈ 50, a chariot ≈ 400); +M3 = mate in 3 moves, −M3 = mated in 3.',
    'xq.engine': 'Engine: {e}, strength {level}', 'xq.level.depth': '{n} (depth {d})', 'xq.level.time': '{n} ({s} s a move)',
    'xq.chart': 'Leaves per depth on the position just searched (log scale)',
    'xq.yourturn': 'Your move ({c}).', 'xq.thinking': 'The engine is thinking…', 'xq.check': 'Check!', 'xq.enginesturn': 'Engine to move.',
    'xq.over': 'Game over: {result} — {reason}.', 'xq.winner.red': 'Red wins', 'xq.winner.black': 'Black wins', 'xq.draw': 'draw',
    'reason.checkmate': 'checkmate', 'reason.stalemate': 'stalemate (no legal move loses)', 'reason.perpetual check': 'perpetual check loses',
    'reason.perpetual chase': 'perpetual chase loses', 'reason.repetition': 'threefold repetition', 'reason.60-move rule': '60-move rule (no capture)',
    'reason.no attackers': 'no attacking pieces left',
    'red': 'red', 'black': 'black', 'xq.hint': 'Hint: {m}',
    'th.score.title': 'for the side to move; +M3 = mate in 3 moves', 'th.bf.title': 'branching factor: nodes of this iteration / nodes of the previous', 'th.time.title': 'time, milliseconds',
    'th.depth': 'depth', 'th.score': 'score', 'th.nodes': 'nodes', 'th.evals': 'evaluations', 'th.bf': 'b.f.', 'th.time': 'ms', 'th.nps': 'nodes/s', 'th.pv': 'principal variation',
    'chart.minimax': 'minimax', 'chart.alphabeta': 'alpha-beta (as generated)', 'chart.alphabeta_ordered': 'alpha-beta (captures first)',
    'chart.engine': 'engine (PVS + hash, killers)', 'chart.ideal': 'ideal (Knuth–Moore)', 'chart.depth': 'depth',
    'chart.wait': 'Measuring…', 'chart.none': 'The chart appears after the engine moves.',
    'chart.title': 'Leaves evaluated per depth', 'chart.x': 'depth (plies)', 'chart.y': 'leaves evaluated (log scale)',
    'chart.columns': 'What the columns mean',
    'chart.narrow': 'On a narrow screen the table does not show {cols}: turn the phone sideways to see every column.',
    'chart.slip': "A slip in the lectures' xiangqi project report (a student report, in the course material): for b = 40, d = 5 it writes the ideal as 40³ + 40 to the power 2.5 − 1 = 74,118 leaves; the formula b^⌈d/2⌉ + b^⌊d/2⌋ − 1 rounds the halves of d = 5 up and down, to 3 and 2: 40³ + 40² − 1 = 65,599 (so minimax/ideal ≈ 1,561, not 1,382).",
    'yes': 'yes', 'no': 'no',
  },
  vi: {
    'xq.title': 'Cờ tướng', 'xq.youplay': 'Bạn cầm', 'xq.red': 'Đỏ (đi trước)', 'xq.black': 'Đen',
    'xq.flip': 'Xoay bàn cờ', 'xq.enginemove.title': 'Máy đi cho bên đang đến lượt (nếu là lượt bạn, hai bên đổi phe)', 'xq.notation': 'Ký hiệu', 'xq.chinese': 'Chữ Hán', 'xq.vietnamese': 'Tiếng Việt',
    'xq.setup': 'FEN và PGN', 'xq.loadfen': 'Ván mới từ FEN', 'xq.importpgn': 'Nhập PGN', 'xq.exportpgn': 'Xuất PGN',
    'xq.search': 'Quá trình tìm kiếm của máy', 'xq.pvhover': 'Mỗi dòng là một độ sâu đã tìm; dưới nó là biến chính: chuỗi nước máy dự tính cho cả hai bên. Bấm vào (hoặc rê chuột lên) một dòng để xem biến chính bằng mũi tên trên bàn cờ.',
    'xq.scorekey': 'Điểm: theo bên đang đi, tính bằng điểm lượng giá của máy (một tốt chưa qua sông ≈ 50, một xe ≈ 400); +M3 = chiếu bí sau 3 nước, −M3 = bị chiếu bí sau 3 nước.',
    'xq.engine': 'Máy: {e}, độ mạnh {level}', 'xq.level.depth': '{n} (độ sâu {d})', 'xq.level.time': '{n} ({s} giây mỗi nước)',
    'xq.chart': 'Số lá theo độ sâu ở thế cờ vừa tìm (thang log)',
    'xq.yourturn': 'Đến lượt bạn ({c}).', 'xq.thinking': 'Máy đang suy nghĩ…', 'xq.check': 'Chiếu tướng!', 'xq.enginesturn': 'Đến lượt máy.',
    'xq.over': 'Hết ván: {result} — {reason}.', 'xq.winner.red': 'Đỏ thắng', 'xq.winner.black': 'Đen thắng', 'xq.draw': 'hòa',
    'reason.checkmate': 'chiếu bí', 'reason.stalemate': 'hết nước đi (thua)', 'reason.perpetual check': 'chiếu mãi (thua)',
    'reason.perpetual chase': 'đuổi bắt mãi (thua)', 'reason.repetition': 'lặp lại ba lần', 'reason.60-move rule': 'luật 60 nước (không ăn quân)',
    'reason.no attackers': 'không còn quân tấn công',
    'red': 'đỏ', 'black': 'đen', 'xq.hint': 'Gợi ý: {m}',
    'th.score.title': 'theo bên đang đi; +M3 = chiếu bí sau 3 nước', 'th.bf.title': 'hệ số phân nhánh: số nút lần lặp này / lần lặp trước', 'th.time.title': 'thời gian, mili giây',
    'th.depth': 'độ sâu', 'th.score': 'điểm', 'th.nodes': 'số nút', 'th.evals': 'số lần lượng giá', 'th.bf': 'phân nhánh', 'th.time': 'ms', 'th.nps': 'nút/giây', 'th.pv': 'biến chính',
    'chart.minimax': 'minimax', 'chart.alphabeta': 'alpha-beta (thứ tự sinh)', 'chart.alphabeta_ordered': 'alpha-beta (ăn quân trước)',
    'chart.engine': 'máy (PVS + bảng băm, killer)', 'chart.ideal': 'lý tưởng (Knuth–Moore)', 'chart.depth': 'độ sâu',
    'chart.wait': 'Đang đo…', 'chart.none': 'Biểu đồ hiện ra sau khi máy đi.',
    'chart.title': 'Số lá được lượng giá theo độ sâu', 'chart.x': 'độ sâu (lượt)', 'chart.y': 'số lá được lượng giá (thang log)',
    'chart.columns': 'Ý nghĩa các cột',
    'chart.narrow': 'Trên màn hình hẹp, bảng bỏ bớt các cột {cols}: xoay ngang điện thoại để xem đủ các cột.',
    'chart.slip': 'Một chỗ nhầm trong báo cáo đồ án cờ tướng của sinh viên (trong tài liệu bài giảng): với b = 40, d = 5, báo cáo viết số lá lý tưởng là 40³ + 40 mũ 2,5 − 1 = 74.118; công thức b^⌈d/2⌉ + b^⌊d/2⌋ − 1 làm tròn lên và xuống hai nửa của d = 5 thành 3 và 2: 40³ + 40² − 1 = 65.599 (nên minimax/lý tưởng ≈ 1.561, không phải 1.382).',
    'yes': 'có', 'no': 'không',
  },
});

const $ = id => document.getElementById(id);
const S = 60, MG = 44; // point spacing, margin
// EXT is the room above and below the board's frame for the file labels:
// a piece on a back rank reaches 31 units past the line (its check mark),
// and the labels sit beyond that, never under a piece.
const EXT = 24;
const HAN = { K: '帥', A: '仕', B: '相', N: '傌', R: '俥', C: '炮', P: '兵', k: '將', a: '士', b: '象', n: '馬', r: '車', c: '砲', p: '卒' };
const LATIN = { K: 'K', A: 'A', B: 'E', N: 'H', R: 'R', C: 'C', P: 'P' };

// hasCJK tells whether the browser has a font with the pieces' characters:
// without one every character is drawn as the same empty box, and the board
// falls back to the WXF letters (K A E H R C P).
function hasCJK() {
  try {
    const c = document.createElement('canvas'); c.width = c.height = 40;
    const g = c.getContext('2d'); g.font = '30px serif';
    const img = ch => { g.clearRect(0, 0, 40, 40); g.fillText(ch, 4, 32); return g.getImageData(0, 0, 40, 40).data.join(); };
    return img('帥') !== img('將');
  } catch (e) { return true; }
}
const CJK = hasCJK();
function glyph(p) { return CJK ? HAN[p] : LATIN[p.toUpperCase()]; }

const xq = { st: null, sel: null, flip: false, busy: false, infos: [], pv: null, hint: null, abort: null, chart: null };

function sqName(f, r) { return String.fromCharCode(97 + f) + r; }
function sqXY(name) {
  const f = name.charCodeAt(0) - 97, r = Number(name.slice(1));
  const x = MG + (xq.flip ? 8 - f : f) * S, y = MG + (xq.flip ? r : 9 - r) * S;
  return [x, y];
}

function drawBoard(svg) {
  const W = MG * 2 + 8 * S, H = MG * 2 + 9 * S;
  svg.setAttribute('viewBox', `0 ${-EXT} ${W} ${H + 2 * EXT}`);
  svg.append(sv('rect', { x: 0, y: -EXT, width: W, height: H + 2 * EXT, rx: 10, fill: '#eacb8d' }));
  svg.append(sv('rect', { x: MG - 8, y: MG - 8, width: 8 * S + 16, height: 9 * S + 16, fill: 'none', stroke: '#6d4c1f', 'stroke-width': 3 }));
  const line = (x1, y1, x2, y2, w) => svg.append(sv('line', { x1, y1, x2, y2, stroke: '#6d4c1f', 'stroke-width': w || 1.4 }));
  for (let i = 0; i < 10; i++) line(MG, MG + i * S, MG + 8 * S, MG + i * S);
  for (let f = 0; f < 9; f++) {
    if (f === 0 || f === 8) line(MG + f * S, MG, MG + f * S, MG + 9 * S);
    else { line(MG + f * S, MG, MG + f * S, MG + 4 * S); line(MG + f * S, MG + 5 * S, MG + f * S, MG + 9 * S); }
  }
  // palaces
  for (const top of [0, 7]) {
    line(MG + 3 * S, MG + top * S, MG + 5 * S, MG + (top + 2) * S);
    line(MG + 5 * S, MG + top * S, MG + 3 * S, MG + (top + 2) * S);
  }
  // river
  const ry = MG + 4.5 * S + 11;
  let [left, right] = xq.flip ? ['漢 界', '楚 河'] : ['楚 河', '漢 界'];
  if (!CJK) [left, right] = xq.flip ? ['HAN', 'CHU'] : ['CHU', 'HAN'];
  svg.append(sv('text', { x: MG + 2 * S, y: ry, 'text-anchor': 'middle', 'font-size': 30, fill: '#6d4c1f', 'font-family': 'serif' }, left));
  svg.append(sv('text', { x: MG + 6 * S, y: ry, 'text-anchor': 'middle', 'font-size': 30, fill: '#6d4c1f', 'font-family': 'serif' }, right));
  // point marks for cannons and soldiers
  const marks = [[1, 2], [7, 2], [1, 7], [7, 7], [0, 3], [2, 3], [4, 3], [6, 3], [8, 3], [0, 6], [2, 6], [4, 6], [6, 6], [8, 6]];
  for (const [f, r] of marks) {
    const x = MG + f * S, y = MG + r * S, d = 5, l = 10;
    for (const sx of [-1, 1]) for (const sy of [-1, 1]) {
      if ((f === 0 && sx < 0) || (f === 8 && sx > 0)) continue;
      svg.append(sv('polyline', { points: `${x + sx * d},${y + sy * (d + l)} ${x + sx * d},${y + sy * d} ${x + sx * (d + l)},${y + sy * d}`, fill: 'none', stroke: '#6d4c1f', 'stroke-width': 1.2 }));
    }
  }
  // file numbers: Red counts 九..一 from its left, Black 1..9 from its left (full-width digits)
  let redNums = ['九', '八', '七', '六', '五', '四', '三', '二', '一'], blackNums = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];
  if (!CJK) { redNums = ['9', '8', '7', '6', '5', '4', '3', '2', '1']; blackNums = ['1', '2', '3', '4', '5', '6', '7', '8', '9']; }
  // Each side's numbers on its own edge, past the pieces; Red's side also
  // has the ICCS letters a–i, between its numbers and the pieces.
  const top = MG - 31, bottom = MG + 9 * S + 31;
  const farY = side => (side === 'top' ? top - 18 : bottom + 31), nearY = side => (side === 'top' ? top - 4 : bottom + 14);
  const redSide = xq.flip ? 'top' : 'bottom', blackSide = xq.flip ? 'bottom' : 'top';
  for (let f = 0; f < 9; f++) {
    const x = MG + (xq.flip ? 8 - f : f) * S;
    svg.append(sv('text', { x, y: farY(redSide), 'text-anchor': 'middle', 'font-size': 13, fill: '#6d4c1f', class: 'filelabel' }, redNums[f]));
    svg.append(sv('text', { x, y: farY(blackSide), 'text-anchor': 'middle', 'font-size': 13, fill: '#6d4c1f', class: 'filelabel' }, blackNums[f]));
    svg.append(sv('text', { x, y: nearY(redSide), 'text-anchor': 'middle', 'font-size': 11, fill: '#8a6a3a', class: 'filelabel' }, String.fromCharCode(97 + f)));
  }
}

function arrow(svg, from, to, colour, label, width) {
  const [x1, y1] = sqXY(from), [x2, y2] = sqXY(to);
  const dx = x2 - x1, dy = y2 - y1, len = Math.hypot(dx, dy), ux = dx / len, uy = dy / len;
  const ex = x2 - ux * 18, ey = y2 - uy * 18;
  const g = sv('g', { class: 'arrow', 'pointer-events': 'none', opacity: 0.8 });
  g.append(sv('line', { x1: x1 + ux * 10, y1: y1 + uy * 10, x2: ex, y2: ey, stroke: colour, 'stroke-width': width || 7, 'stroke-linecap': 'round' }));
  const px = -uy, py = ux;
  g.append(sv('polygon', { points: `${x2 - ux * 4},${y2 - uy * 4} ${ex + px * 11 - ux * 6},${ey + py * 11 - uy * 6} ${ex - px * 11 - ux * 6},${ey - py * 11 - uy * 6}`, fill: colour }));
  if (label) {
    g.append(sv('circle', { cx: (x1 + x2) / 2, cy: (y1 + y2) / 2, r: 10, fill: '#fff', stroke: colour, 'stroke-width': 2 }));
    g.append(sv('text', { x: (x1 + x2) / 2, y: (y1 + y2) / 2 + 4, 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: colour }, label));
  }
  svg.append(g);
}

function draw() {
  const st = xq.st, svg = $('board');
  if (!st) return;
  // The FEN box follows the game (a reply of the engine, an undo), but
  // leaves a FEN being typed alone until the position changes.
  if (st.fen !== xq.fen) { xq.fen = st.fen; $('fen').value = st.fen; }
  svg.replaceChildren();
  drawBoard(svg);
  if (st.last) {
    for (const sq of [st.last.slice(0, 2), st.last.slice(2, 4)]) {
      const [x, y] = sqXY(sq);
      svg.append(sv('rect', { x: x - 29, y: y - 29, width: 58, height: 58, fill: 'none', stroke: '#1f6feb', 'stroke-width': 3, 'stroke-dasharray': '10 6', rx: 6, class: 'lastmove' }));
    }
  }
  const legalTo = xq.sel ? (st.legal[xq.sel] || []) : [];
  for (let r = 0; r < 10; r++) for (let f = 0; f < 9; f++) {
    const name = sqName(f, r), p = st.board[r * 9 + f], [x, y] = sqXY(name);
    const g = sv('g', { class: 'point', 'data-sq': name, id: 'sq-' + name, cursor: 'pointer' });
    g.append(sv('rect', { x: x - S / 2, y: y - S / 2, width: S, height: S, fill: 'transparent' }));
    if (p) {
      const red = p === p.toUpperCase();
      const col = red ? '#c62828' : '#1b1b1b';
      if (st.checked_king === name) g.append(sv('circle', { cx: x, cy: y, r: 31, fill: '#ff1744', opacity: 0.55, class: 'check' }));
      g.append(sv('circle', { cx: x + 1.5, cy: y + 2.5, r: 26, fill: 'rgba(0,0,0,.25)' }));
      g.append(sv('circle', { cx: x, cy: y, r: 26, fill: xq.sel === name ? '#fff59d' : '#fbeed2', stroke: col, 'stroke-width': 2, class: 'piece', 'data-piece': p }));
      g.append(sv('circle', { cx: x, cy: y, r: 21, fill: 'none', stroke: col, 'stroke-width': 1 }));
      g.append(sv('text', { x, y: y + 9, 'text-anchor': 'middle', 'font-size': 27, 'font-weight': 700, fill: col, 'font-family': '"Noto Serif CJK SC","Noto Sans CJK SC","Songti SC","SimSun",serif' }, glyph(p)));
    }
    if (legalTo.includes(name)) g.append(sv('circle', { cx: x, cy: y, r: p ? 28 : 8, fill: p ? 'none' : '#2e7d32', stroke: '#2e7d32', 'stroke-width': p ? 4 : 0, opacity: 0.8, class: 'dest' }));
    g.addEventListener('click', () => clickSquare(name));
    svg.append(g);
  }
  if (xq.hint) arrow(svg, xq.hint.slice(0, 2), xq.hint.slice(2, 4), '#1f6feb', null, 8);
  if (xq.pv) xq.pv.forEach((m, i) => arrow(svg, m.slice(0, 2), m.slice(2, 4), i % 2 === 0 ? '#2e7d32' : '#6a1b9a', String(i + 1)));
  status();
  moveList();
}

function myTurn() { const st = xq.st; return st && !st.outcome.over && st.to_move === st.human && !xq.busy; }

function status() {
  const st = xq.st, s = $('status');
  s.classList.toggle('over', st.outcome.over);
  if (st.outcome.over) {
    const res = st.outcome.winner ? t('xq.winner.' + st.outcome.winner) : t('xq.draw');
    s.textContent = t('xq.over', { result: res + ' ' + st.outcome.result, reason: t('reason.' + st.outcome.reason) });
  } else if (xq.busy) s.textContent = t('xq.thinking');
  else if (st.to_move === st.human) s.textContent = t('xq.yourturn', { c: t(st.human) }) + (st.in_check ? ' ' + t('xq.check') : '') + (xq.hint ? ' ' + t('xq.hint', { m: xq.hintText }) : '');
  else s.textContent = t('xq.enginesturn');
  $('undo').disabled = xq.busy || st.moves.length === 0;
  $('hint').disabled = !myTurn();
  // The engine moves for whoever is to move: after an error, or to swap sides.
  $('enginemove').disabled = xq.busy || st.outcome.over;
}

function moveText(m) { const n = $('notation').value; return n === 'iccs' ? m.iccs : n === 'chinese' ? m.chinese : n === 'vietnamese' ? m.vietnamese : m.wxf; }

function moveList() {
  const st = xq.st, ol = el('ol', {});
  const blackFirst = st.start_fen.split(' ')[1] === 'b';
  const ms = st.moves.slice();
  const items = [];
  let i = 0;
  if (blackFirst && ms.length) { items.push('… ' + moveText(ms[0])); i = 1; }
  for (; i < ms.length; i += 2) items.push(moveText(ms[i]) + (ms[i + 1] ? '  ' + moveText(ms[i + 1]) : ''));
  items.forEach(s => ol.append(el('li', {}, s)));
  $('movelist').replaceChildren(ol);
  $('movelist').scrollTop = 1e6;
}

async function clickSquare(name) {
  const st = xq.st;
  if (!myTurn()) return;
  const p = st.board[(Number(name.slice(1))) * 9 + name.charCodeAt(0) - 97];
  const own = p && ((p === p.toUpperCase()) === (st.human === 'red'));
  if (xq.sel && (st.legal[xq.sel] || []).includes(name)) {
    const mv = xq.sel + name;
    xq.sel = null;
    await move(mv);
    return;
  }
  xq.sel = own && st.legal[name] ? name : null;
  draw();
}

async function move(mv) {
  $('err').textContent = '';
  try {
    xq.st = await api('POST', `/api/xiangqi/games/${xq.st.id}/move`, { move: mv });
    xq.hint = null; xq.pv = null;
    draw();
    await think(true);
  } catch (e) { $('err').textContent = e.message; draw(); }
}

function searchTable() {
  const tbl = $('search');
  const hd = ['th.depth', 'th.score', 'th.nodes', 'th.evals', 'th.bf', 'th.time', 'th.nps'];
  // Evaluations and nodes/s are left out on a phone (class wide).
  tbl.replaceChildren(el('tr', {}, hd.map(h => el('th', { title: t(h + '.title') === h + '.title' ? null : t(h + '.title'), class: h === 'th.evals' || h === 'th.nps' ? 'wide' : null }, t(h)))));
  for (const i of xq.infos) {
    const score = i.mate ? (i.mate > 0 ? '+M' : '−M') + Math.abs(i.mate) : (i.score > 0 ? '+' : i.score < 0 ? '−' : '') + Math.abs(i.score);
    const tr = el('tr', { class: 'pvrow' }, el('td', {}, i.depth), el('td', {}, score), el('td', {}, fmtInt(i.nodes)), el('td', { class: 'wide' }, fmtInt(i.evaluations)),
      el('td', {}, i.branching_factor ? i.branching_factor.toFixed(1) : '—'), el('td', {}, i.time_ms.toFixed(0)), el('td', { class: 'wide' }, fmtInt(i.nps)));
    // The principal variation has a row of its own, under its numbers, in
    // the notation of the move list: readable at any width, without hover.
    const pv = el('tr', { class: 'pvrow pvline' }, el('td', { colspan: hd.length, class: 'pv' }, t('th.pv') + ': ', el('span', { class: 'mono pvmoves' }, (i.pv_moves || []).slice(0, 8).map(moveText).join(' '))));
    for (const row of [tr, pv]) {
      row.addEventListener('mouseenter', () => { xq.pv = i.pv.slice(0, 6); draw(); });
      row.addEventListener('mouseleave', () => { if (xq.pinned !== i) { xq.pv = xq.pinned ? xq.pinned.pv.slice(0, 6) : null; draw(); } });
      row.addEventListener('click', () => { xq.pinned = xq.pinned === i ? null : i; xq.pv = xq.pinned ? i.pv.slice(0, 6) : null; draw(); });
    }
    tbl.append(tr, pv);
  }
}

// think streams the engine's search; play=false asks for a hint.
async function think(play) {
  const st = xq.st;
  if (st.outcome.over || (play && st.to_move === st.human)) return;
  xq.busy = true; xq.infos = []; searchTable(); draw();
  let done = null;
  try {
    xq.abort = new AbortController();
    await sse(`/api/xiangqi/games/${st.id}/think`, { level: Number($('level').value), play }, (ev, data) => {
      if (ev === 'info') { xq.infos.push(data); searchTable(); }
      else if (ev === 'done') done = data;
      else if (ev === 'error') throw new Error(data.error);
    }, xq.abort.signal);
  } catch (e) {
    if (e.name !== 'AbortError') $('err').textContent = e.message;
  }
  xq.busy = false;
  if (done) {
    xq.st = done.state;
    if (!play) { xq.hint = done.move; xq.hintText = moveText(done.notation); }
    xq.engine = { e: done.engine, level: done.level }; engineName();
    if (play) chart(done.searched_fen);
  }
  draw();
}

async function chart(fen) {
  $('chart').textContent = t('chart.wait');
  try {
    xq.chart = await api('POST', '/api/xiangqi/nodes', { fen, depth: 3 });
    drawChart();
  } catch (e) { $('chart').textContent = e.message; }
}

function drawChart() {
  const d = xq.chart;
  if (!d || !d.rows.length) { $('chart').textContent = t('chart.none'); return; }
  const W = 500, H = 320, L = 62, B = 48, T = 84, R = 10;
  const series = [['minimax', '#c62828'], ['alphabeta', '#f57c00'], ['alphabeta_ordered', '#1f6feb'], ['engine', '#6a1b9a'], ['ideal', '#2e7d32']];
  const maxV = Math.max(...d.rows.flatMap(r => [r.minimax, r.alphabeta, r.ideal]), 10);
  const top = Math.ceil(Math.log10(maxV));
  const y = v => T + (H - T - B) * (1 - Math.log10(Math.max(v, 1)) / top);
  const svg = sv('svg', { viewBox: `0 0 ${W} ${H}`, id: 'chartsvg' });
  svg.append(sv('rect', { x: 0, y: 0, width: W, height: H, fill: '#fff' }));
  for (let k = 0; k <= top; k++) {
    svg.append(sv('line', { x1: L, x2: W - R, y1: y(10 ** k), y2: y(10 ** k), stroke: '#e3e3e3' }));
    svg.append(sv('text', { x: L - 6, y: y(10 ** k) + 4, 'text-anchor': 'end', 'font-size': 11, fill: '#555' }, k === 0 ? '1' : '10' + String(k).split('').map(c => '⁰¹²³⁴⁵⁶⁷⁸⁹'[c]).join('')));
  }
  const gw = (W - L - R) / d.rows.length, bw = Math.min(26, gw / 6);
  d.rows.forEach((r, i) => {
    const x0 = L + i * gw + gw / 2 - bw * series.length / 2;
    series.forEach(([k, c], j) => {
      if (!r[k]) return; // minimax is not run at every depth
      svg.append(sv('rect', { x: x0 + j * bw, y: y(r[k]), width: bw - 3, height: H - B - y(r[k]), fill: c, class: 'bar-' + k }));
      svg.append(sv('text', { x: x0 + j * bw + bw / 2 - 1.5, y: y(r[k]) - 3, 'text-anchor': 'middle', 'font-size': 9, fill: '#333' }, compact(r[k])));
    });
    svg.append(sv('text', { x: L + i * gw + gw / 2, y: H - B + 15, 'text-anchor': 'middle', 'font-size': 12 }, t('chart.depth') + ' ' + r.depth));
  });
  svg.append(sv('text', { x: W / 2, y: 16, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 700, class: 'title' }, t('chart.title')));
  svg.append(sv('text', { x: L + (W - L - R) / 2, y: H - 8, 'text-anchor': 'middle', 'font-size': 12, class: 'xlabel' }, t('chart.x')));
  svg.append(sv('text', { x: 14, y: T + (H - T - B) / 2, 'text-anchor': 'middle', 'font-size': 12, class: 'ylabel',
    transform: `rotate(-90 14 ${T + (H - T - B) / 2})` }, t('chart.y')));
  series.forEach(([k, c], j) => {
    const lx = 10 + (j % 2) * 245, ly = 26 + Math.floor(j / 2) * 16;
    svg.append(sv('rect', { x: lx, y: ly, width: 12, height: 12, fill: c }));
    svg.append(sv('text', { x: lx + 16, y: ly + 10, 'font-size': 12 }, t('chart.' + k)));
  });
  svg.append(sv('line', { x1: L, x2: W - R, y1: H - B, y2: H - B, stroke: '#333' }));
  $('chart').replaceChildren(svg, nodeTable(d));
}

// NARROW_HIDDEN are the node table's columns that a phone leaves out
// (style.css hides .col5, .col8…): b, minimax/ideal, engine/ideal, the
// value and the agreement.
const NARROW_HIDDEN = [5, 8, 9, 10, 11];

// nodeTable is the lecture's table under the chart, as `alphabeta xiangqi
// nodes` prints it: b per depth, the ideal from it, the ratios, what each
// column means, and the footnotes.
function nodeTable(d) {
  const f = (x, n) => x ? x.toFixed(n) : '—';
  const cells = r => [r.depth, r.minimax ? fmtInt(r.minimax) : '—', fmtInt(r.alphabeta), fmtInt(r.alphabeta_ordered), fmtInt(r.engine),
    f(r.b, 2) + (r.b_from_minimax ? '' : '*'), fmtInt(r.ideal), f(r.minimax_per_alphabeta, 1), f(r.minimax_per_ideal, 0),
    f(r.engine_per_ideal, 2) + (r.below_ideal ? '†' : ''), r.value, t(r.agree ? 'yes' : 'no')];
  // A header may break after a slash (<wbr>): mm/ideal, engine/ideal.
  const table = el('table', { id: 'nodetable' },
    el('tr', {}, d.columns.map((c, i) => el('th', { title: c.meaning[LANG], class: 'col' + i }, c.title[LANG].split('/').flatMap((w, j) => j ? ['/', el('wbr', {}), w] : [w])))),
    d.rows.map(r => el('tr', {}, cells(r).map((v, i) => el('td', { class: 'col' + i }, String(v))))));
  const meanings = el('details', {}, el('summary', {}, t('chart.columns')),
    el('ul', {}, d.columns.map(c => el('li', {}, el('b', {}, c.title[LANG]), ': ' + c.meaning[LANG]))));
  const notes = el('div', { class: 'muted', id: 'nodenotes', style: 'font-size:12px' },
    [...d.notes[LANG], t('chart.slip')].map(n => el('p', {}, n)));
  return el('div', {}, el('div', { class: 'scroll' }, table), el('p', { class: 'muted narrow', id: 'nodenarrow' }, t('chart.narrow', { cols: NARROW_HIDDEN.filter(i => d.columns[i]).map(i => d.columns[i].title[LANG]).join(', ') })), meanings, notes);
}

function compact(n) {
  if (n >= 1e6) return (n / 1e6).toFixed(n >= 1e7 ? 0 : 1) + 'M';
  if (n >= 1e3) return (n / 1e3).toFixed(n >= 1e4 ? 0 : 1) + 'k';
  return String(n);
}

// levelNames writes the strength selector's options: each level with its
// depth cap or its time a move.
function levelNames() {
  for (const l of xq.levels || []) {
    const o = $('level').querySelector(`option[value="${l.level}"]`);
    if (o) o.textContent = l.depth ? t('xq.level.depth', { n: l.level, d: l.depth }) : t('xq.level.time', { n: l.level, s: fmtNum(l.think_ms / 1000).replace('.', LANG === 'vi' ? ',' : '.') });
  }
}

// engineName says which engine plays, and at which strength once it has.
function engineName() {
  const e = xq.engine;
  if (!e) return;
  $('enginename').textContent = e.level ? t('xq.engine', e) : e.e;
}

async function newGame(body) {
  $('err').textContent = '';
  if (xq.abort) xq.abort.abort();
  try {
    xq.st = await api('POST', '/api/xiangqi/games', Object.assign({ human: $('human').value }, body || {}));
    xq.flip = xq.st.human === 'black';
    xq.sel = null; xq.hint = null; xq.pv = null; xq.pinned = null; xq.infos = []; searchTable();
    xq.chart = null; $('chart').textContent = t('chart.none');
    // The PGN box held the last game's (or the imported) text: a new game
    // has its own, written by Export PGN.
    if (!(body && body.pgn)) $('pgn').value = '';
    draw();
    await think(true);
  } catch (e) { $('err').textContent = e.message; }
}

async function undo() {
  const st = xq.st;
  if (!st || xq.busy) return;
  const plies = Math.min(st.moves.length, st.to_move === st.human ? 2 : 1);
  try {
    xq.st = await api('POST', `/api/xiangqi/games/${st.id}/undo`, { plies });
    xq.sel = null; xq.hint = null; draw();
    await think(true);
  } catch (e) { $('err').textContent = e.message; }
}

async function exportPGN() {
  try {
    const r = await fetch(`/api/xiangqi/games/${xq.st.id}/pgn`, { headers: { 'Accept-Language': LANG } });
    if (!r.ok) throw new Error((await r.json()).error);
    const text = await r.text();
    $('pgn').value = text;
    download('xiangqi.pgn', text, 'application/x-chess-pgn');
  } catch (e) { $('err').textContent = e.message; }
}

document.addEventListener('DOMContentLoaded', async () => {
  try {
    const lv = await api('GET', '/api/xiangqi/levels');
    xq.levels = lv.levels;
    lv.levels.forEach(l => $('level').append(el('option', { value: l.level })));
    levelNames();
    xq.engine = { e: lv.engine, level: null }; engineName();
  } catch (e) { for (let i = 1; i <= 5; i++) $('level').append(el('option', { value: i }, i)); }
  $('level').value = 2;
  $('new').onclick = () => newGame();
  $('loadfen').onclick = () => newGame({ fen: $('fen').value });
  $('importpgn').onclick = () => newGame({ pgn: $('pgn').value });
  $('exportpgn').onclick = exportPGN;
  $('undo').onclick = undo;
  $('hint').onclick = () => think(false);
  $('enginemove').onclick = async () => {
    if (xq.busy || xq.st.outcome.over) return;
    if (xq.st.to_move === xq.st.human) {
      // the engine takes over the human's side: swap sides
      xq.st = await api('POST', `/api/xiangqi/games/${xq.st.id}/side`, { human: xq.st.human === 'red' ? 'black' : 'red' }).catch(e => { $('err').textContent = e.message; return xq.st; });
      $('human').value = xq.st.human; xq.flip = xq.st.human === 'black';
    }
    await think(true);
  };
  $('flip').onclick = () => { xq.flip = !xq.flip; draw(); };
  // Vietnamese notation on a Vietnamese page, WXF on an English one, until
  // the player chooses.
  $('notation').value = LANG === 'vi' ? 'vietnamese' : 'wxf';
  $('notation').onchange = () => { xq.notationChosen = true; draw(); searchTable(); };
  onLang(() => {
    if (!xq.notationChosen) $('notation').value = LANG === 'vi' ? 'vietnamese' : 'wxf';
    levelNames(); engineName();
    if (xq.st) draw(); searchTable(); if (xq.chart) drawChart(); else if (!xq.busy) $('chart').textContent = t('chart.none'); });
  $('chart').textContent = t('chart.none');
  const q = new URLSearchParams(location.search);
  if (q.get('level')) $('level').value = q.get('level');
  if (q.get('human')) $('human').value = q.get('human');
  await newGame(q.get('fen') ? { fen: q.get('fen') } : undefined);
});

// Caro / Gomoku against the engine (package caro/engine), through the JSON API.
'use strict';

addStrings({
  en: {
    'caro.title': 'Caro / Gomoku', 'caro.size': 'Board', 'caro.rule': 'Rule', 'caro.youplay': 'You play',
    'caro.black': 'Black (moves first)', 'caro.white': 'White (moves second)', 'level': 'Strength', 'newgame': 'New game',
    'caro.setup': 'Start from a position', 'caro.setupbtn': 'Set up', 'undo': 'Undo', 'hint': 'Hint', 'stats': 'Search statistics',
    'caro.threats': 'show threats', 'caro.enginemove.title': 'The engine plays the colour to move (if it is yours, you swap colours)', 'caro.threatkey': 'Threat marks, what a stone there would make: 5 = five, 4+ = open four, 4 = four, 3 = three (black squares for black, white for white); a red ✕ is a point black may not play (renju).',
    'caro.yourturn': 'Your move ({c}).', 'caro.thinking': 'The engine is thinking…', 'caro.won.you': 'You win! Five in a row.',
    'caro.won.engine': 'The engine wins.', 'caro.draw': 'Draw: the board is full.', 'caro.drawNoMove': 'Draw: every empty point is forbidden to black.', 'caro.forbidden': 'Black played a forbidden point ({r}) and loses.',
    'caro.hint': 'Hint: {m}', 'black': 'black', 'white': 'white',
    'rule.freestyle': 'Freestyle (five or more)', 'rule.standard': 'Standard (exactly five)', 'rule.renju': 'Renju',
    'rule.caro': 'Caro (blocked five does not win)', 'rule.caro-exact': 'Caro, exactly five',
    's.source': 'how', 's.depth': 'depth', 's.score': 'score', 's.nodes': 'nodes', 's.evals': 'evaluations', 's.nps': 'nodes/s',
    's.time': 'time', 's.bf': 'branching factor', 's.pv': 'principal variation', 's.move': 'move',
    'src.opening': 'opening (the centre)', 'src.win': 'a five', 'src.forced': 'the only block', 'src.vcf': 'VCF (a win by continuous fours)',
    'src.vct': 'VCT (a win by continuous threats)', 'src.search': 'alpha-beta search', 'src.seed002': "the player of the students' Caro group report (in the course material)",
    'score.win': 'win in {n} plies', 'score.loss': 'loss in {n} plies',
    'forbid.overline': 'overline: six or more in a row', 'forbid.double four': 'double four: two fours at once',
    'forbid.double three': 'double three: two open threes at once',
    'caro.scorekey': 'Score: the engine\'s evaluation of the position for the side to move when it searched (the engine on its move, you on a hint), from both sides\' lines and threats; above 0 is good for that side. "Win in N plies" is a proven win: a forced line found to a five; "loss in N plies" a proven loss.',
    'caro.game': 'This game: {rule}, {w}×{h} board.', 'caro.pending': 'The rule and board chosen above apply to the next game: press "{new}".',
  },
  vi: {
    'caro.title': 'Cờ caro / Gomoku', 'caro.size': 'Bàn cờ', 'caro.rule': 'Luật', 'caro.youplay': 'Bạn cầm',
    'caro.black': 'Đen (đi trước)', 'caro.white': 'Trắng (đi sau)', 'level': 'Độ mạnh', 'newgame': 'Ván mới',
    'caro.setup': 'Bắt đầu từ một thế cờ', 'caro.setupbtn': 'Xếp cờ', 'undo': 'Đi lại', 'hint': 'Gợi ý', 'stats': 'Thống kê tìm kiếm',
    'caro.threats': 'hiện các thế đe dọa', 'caro.enginemove.title': 'Máy đi cho bên đang đến lượt (nếu là lượt bạn, hai bên đổi màu)', 'caro.threatkey': 'Ký hiệu, điều một quân đặt vào đó sẽ tạo ra: 5 = thành năm, 4+ = bốn mở, 4 = bốn, 3 = ba (ô đen cho quân đen, ô trắng cho quân trắng); dấu ✕ đỏ là điểm cấm của quân đen (renju).',
    'caro.yourturn': 'Đến lượt bạn ({c}).', 'caro.thinking': 'Máy đang suy nghĩ…', 'caro.won.you': 'Bạn thắng! Năm quân liền.',
    'caro.won.engine': 'Máy thắng.', 'caro.draw': 'Hòa: bàn cờ đã kín.', 'caro.drawNoMove': 'Hòa: mọi điểm trống đều là điểm cấm của Đen.', 'caro.forbidden': 'Đen đi vào điểm cấm ({r}) và thua.',
    'caro.hint': 'Gợi ý: {m}', 'black': 'đen', 'white': 'trắng',
    'rule.freestyle': 'Tự do (năm quân trở lên)', 'rule.standard': 'Chuẩn (đúng năm quân)', 'rule.renju': 'Renju',
    'rule.caro': 'Caro (chặn hai đầu không thắng)', 'rule.caro-exact': 'Caro, đúng năm quân',
    's.source': 'cách chọn', 's.depth': 'độ sâu', 's.score': 'điểm', 's.nodes': 'số nút', 's.evals': 'số lần lượng giá', 's.nps': 'nút/giây',
    's.time': 'thời gian', 's.bf': 'hệ số phân nhánh', 's.pv': 'biến chính', 's.move': 'nước',
    'src.opening': 'khai cuộc (ô giữa)', 'src.win': 'thành năm', 'src.forced': 'nước chặn bắt buộc', 'src.vcf': 'VCF (thắng bằng chuỗi nước bốn)',
    'src.vct': 'VCT (thắng bằng chuỗi đe dọa)', 'src.search': 'tìm kiếm alpha-beta', 'src.seed002': 'máy theo báo cáo của nhóm sinh viên về cờ caro (trong tài liệu bài giảng)',
    'score.win': 'thắng sau {n} lượt', 'score.loss': 'thua sau {n} lượt',
    'forbid.overline': 'quá năm: sáu quân liền trở lên', 'forbid.double four': 'bốn-bốn: hai thế bốn cùng lúc',
    'forbid.double three': 'ba-ba: hai thế ba mở cùng lúc',
    'caro.scorekey': 'Điểm: lượng giá của máy cho thế cờ, theo bên đang đến lượt khi máy tìm (máy khi máy đi, bạn khi xin gợi ý), tính từ các đường quân và thế đe dọa của hai bên; lớn hơn 0 là có lợi cho bên đó. "Thắng sau N lượt" là thắng đã được chứng minh: máy đã tìm ra một chuỗi nước cưỡng bức đến năm quân liền; "thua sau N lượt" là thua đã được chứng minh.',
    'caro.game': 'Ván này: luật {rule}, bàn cờ {w}×{h}.', 'caro.pending': 'Luật và bàn cờ chọn ở trên áp dụng từ ván sau: bấm "{new}".',
  },
});

const $ = id => document.getElementById(id);
const C = 32, M = 26; // cell size, margin for the coordinates
const game = { st: null, busy: false, hint: null, threats: null, stats: null };

function coord(p) { return String.fromCharCode(97 + p[0]) + (p[1] + 1); }

// THREAT_MARK is what the board writes on a point where a stone would make
// a threat of that kind (the threats API's "kind").
const THREAT_MARK = { 'five': '5', 'open four': '4+', 'four': '4', 'three': '3' };

// gameInfo says which rule and board the game is played under, and, when
// the selectors above say otherwise, that they apply to the next game.
function gameInfo() {
  const st = game.st;
  if (!st) return;
  $('gameinfo').textContent = t('caro.game', { rule: t('rule.' + st.rule), w: st.width, h: st.height });
  const pending = $('rule').value !== st.rule || Number($('size').value) !== st.width;
  $('pending').textContent = pending ? t('caro.pending', { new: t('newgame') }) : '';
}

function draw() {
  const st = game.st, svg = $('board');
  if (!st) return;
  const W = st.width * C + M + 8, H = st.height * C + M + 8;
  svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
  svg.replaceChildren();
  svg.append(sv('rect', { x: 0, y: 0, width: W, height: H, fill: '#f6f1e3' }));
  for (let x = 0; x < st.width; x++) svg.append(sv('text', { x: M + x * C + C / 2, y: 17, 'text-anchor': 'middle', 'font-size': 12, fill: '#666', class: 'collabel' }, String.fromCharCode(97 + x)));
  for (let y = 0; y < st.height; y++) svg.append(sv('text', { x: M - 5, y: M + y * C + C / 2 + 4, 'text-anchor': 'end', 'font-size': 12, fill: '#666', class: 'rowlabel' }, y + 1));
  const occupied = new Map();
  st.moves.forEach((m, i) => { if (m[0] >= 0) occupied.set(m[0] + ',' + m[1], i % 2 === 0 ? 'black' : 'white'); });
  for (let y = 0; y < st.height; y++) for (let x = 0; x < st.width; x++) {
    const r = sv('rect', { x: M + x * C, y: M + y * C, width: C, height: C, fill: '#fffdf6', stroke: '#c9bfa6', 'stroke-width': 1,
      class: 'cell', 'data-x': x, 'data-y': y, id: `cell-${x}-${y}` });
    r.addEventListener('click', () => play(x, y));
    svg.append(r);
  }
  if (game.threats) {
    for (const side of ['black', 'white']) for (const th of game.threats[side]) {
      const cx = M + th.x * C, cy = M + th.y * C, lab = THREAT_MARK[th.kind] || '?';
      svg.append(sv('rect', { x: cx + 4, y: cy + 4, width: C - 8, height: C - 8, rx: 4, fill: side === 'black' ? '#333' : '#fff', stroke: '#d32f2f', 'stroke-width': 1.5, opacity: 0.8, 'pointer-events': 'none', class: 'threat', 'data-kind': th.kind, 'data-side': side }));
      svg.append(sv('text', { x: cx + C / 2, y: cy + C / 2 + 4, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: side === 'black' ? '#fff' : '#000', 'pointer-events': 'none', class: 'threatmark', 'data-x': th.x, 'data-y': th.y }, lab));
    }
  }
  if (game.threats) {
    for (const f of game.threats.forbidden || []) {
      const cx = M + f.x * C + C / 2, cy = M + f.y * C + C / 2, r = C * 0.25;
      const g = sv('g', { class: 'forbidden', 'pointer-events': 'none' });
      g.append(sv('title', {}, t('forbid.' + f.kind)));
      g.append(sv('line', { x1: cx - r, y1: cy - r, x2: cx + r, y2: cy + r, stroke: '#d32f2f', 'stroke-width': 3 }));
      g.append(sv('line', { x1: cx - r, y1: cy + r, x2: cx + r, y2: cy - r, stroke: '#d32f2f', 'stroke-width': 3 }));
      svg.append(g);
    }
  }
  for (const [k, colour] of occupied) {
    const [x, y] = k.split(',').map(Number);
    svg.append(sv('circle', { cx: M + x * C + C / 2, cy: M + y * C + C / 2, r: C * 0.4, fill: colour === 'black' ? '#1b1b1b' : '#fff',
      stroke: '#1b1b1b', 'stroke-width': 1.5, class: 'stone ' + colour, 'data-x': x, 'data-y': y, 'pointer-events': 'none' }));
  }
  if (st.last) {
    svg.append(sv('circle', { cx: M + st.last[0] * C + C / 2, cy: M + st.last[1] * C + C / 2, r: 4, fill: '#e53935', class: 'lastmove', 'pointer-events': 'none' }));
  }
  if (st.win_line.length) {
    const a = st.win_line[0], b = st.win_line[st.win_line.length - 1];
    svg.append(sv('line', { x1: M + a[0] * C + C / 2, y1: M + a[1] * C + C / 2, x2: M + b[0] * C + C / 2, y2: M + b[1] * C + C / 2,
      stroke: '#e53935', 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.75, class: 'winline', 'pointer-events': 'none' }));
  }
  if (game.hint) {
    svg.append(sv('circle', { cx: M + game.hint[0] * C + C / 2, cy: M + game.hint[1] * C + C / 2, r: C * 0.42, fill: 'none', stroke: '#1f6feb', 'stroke-width': 3, 'stroke-dasharray': '4 3', class: 'hint', 'pointer-events': 'none' }));
  }
  status();
}

function status() {
  const st = game.st, s = $('status');
  s.classList.toggle('over', st.over);
  if (st.over) {
    if (st.reason === 'forbidden move') s.textContent = t('caro.forbidden', { r: t('forbid.' + st.forbidden) });
    else if (st.reason === 'no legal move') s.textContent = t('caro.drawNoMove');
    else if (!st.winner) s.textContent = t('caro.draw');
    else s.textContent = st.winner === st.human ? t('caro.won.you') : t('caro.won.engine');
  } else if (game.busy) s.textContent = t('caro.thinking');
  else s.textContent = t('caro.yourturn', { c: t(st.human) }) + (game.hint ? ' ' + t('caro.hint', { m: coord(game.hint) }) : '');
  $('undo').disabled = game.busy || st.moves.length === 0;
  $('hint').disabled = game.busy || st.over || st.to_move !== st.human;
  $('enginemove').disabled = game.busy || st.over;
  gameInfo();
}

// scoreText writes the engine's score for people: "win-in-3" is a win in 3 plies.
function scoreText(s) {
  const m = /^(win|loss)-in-(\d+)$/.exec(s);
  return m ? t('score.' + m[1], { n: m[2] }) : s;
}

function showStats(r) {
  game.stats = r;
  if (!r) { $('stats').replaceChildren(); return; }
  const rows = [['s.move', coord(r.move)], ['s.source', t('src.' + r.source)], ['s.depth', r.depth], ['s.score', scoreText(r.score_text)],
    ['s.nodes', fmtInt(r.nodes)], ['s.evals', fmtInt(r.evaluations)], ['s.nps', fmtInt(r.nps)], ['s.time', r.time_ms.toFixed(0) + ' ms'],
    ['s.bf', r.branching_factor ? r.branching_factor.toFixed(2) : '—'], ['s.pv', r.pv.map(coord).join(' ')]];
  $('stats').replaceChildren(el('table', {}, rows.map(([k, v]) => el('tr', {}, el('th', {}, t(k)), el('td', {}, v)))),
    el('p', { class: 'muted', id: 'scorekey' }, t('caro.scorekey')));
}

async function refreshThreats() {
  game.threats = null;
  if ($('threats').checked && game.st && !game.st.over) {
    try { game.threats = await api('GET', `/api/caro/games/${game.st.id}/threats`); } catch (e) { $('err').textContent = e.message; }
  }
}

async function update(st) { game.st = st; game.hint = null; await refreshThreats(); draw(); }

async function engineMove() {
  const st = game.st;
  if (st.over || st.to_move === st.human) return;
  game.busy = true; draw();
  try {
    const r = await api('POST', `/api/caro/games/${st.id}/engine`, { level: Number($('level').value) });
    showStats(r);
    game.busy = false;
    await update(r.state);
  } catch (e) { game.busy = false; $('err').textContent = e.message; draw(); }
}

async function play(x, y) {
  const st = game.st;
  if (!st || game.busy || st.over || st.to_move !== st.human) return;
  $('err').textContent = '';
  try {
    await update(await api('POST', `/api/caro/games/${st.id}/move`, { x, y }));
    await engineMove();
  } catch (e) { $('err').textContent = e.message; }
}

async function newGame(moves) {
  $('err').textContent = '';
  try {
    const st = await api('POST', '/api/caro/games', { size: Number($('size').value), rule: $('rule').value, human: $('human').value, moves: moves || '' });
    showStats(null);
    // The selectors show the game's own settings.
    $('rule').value = st.rule; $('size').value = st.width; $('human').value = st.human;
    await update(st);
    await engineMove();
  } catch (e) { $('err').textContent = e.message; }
}

async function undo() {
  const st = game.st;
  if (!st || game.busy) return;
  const plies = Math.min(st.moves.length, st.to_move === st.human ? 2 : 1);
  try { await update(await api('POST', `/api/caro/games/${st.id}/undo`, { plies })); await engineMove(); } catch (e) { $('err').textContent = e.message; }
}

async function hint() {
  const st = game.st;
  game.busy = true; draw();
  try {
    const r = await api('POST', `/api/caro/games/${st.id}/engine`, { level: Number($('level').value), play: false });
    showStats(r);
    game.busy = false;
    game.hint = r.move;
  } catch (e) { game.busy = false; $('err').textContent = e.message; }
  draw();
}

function fillRules(rules) {
  const sel = $('rule'), keep = sel.value;
  sel.replaceChildren(...rules.map(r => el('option', { value: r }, t('rule.' + r))));
  if (keep) sel.value = keep;
}

document.addEventListener('DOMContentLoaded', async () => {
  for (const n of [9, 11, 13, 15, 17, 19, 20]) $('size').append(el('option', { value: n }, n + '×' + n));
  $('size').value = 15;
  for (let i = 1; i <= 5; i++) $('level').append(el('option', { value: i }, i));
  $('level').value = 3;
  let rules = ['freestyle', 'standard', 'renju', 'caro', 'caro-exact'];
  try { rules = (await api('GET', '/api/caro/rules')).rules; } catch (e) { /* keep */ }
  fillRules(rules);
  // A Vietnamese player expects Caro's rule (a blocked five does not win).
  if (LANG === 'vi' && rules.includes('caro')) $('rule').value = 'caro';
  onLang(() => { fillRules(rules); if (game.st) draw(); if (game.stats) showStats(game.stats); $('threatkey').textContent = $('threats').checked ? t('caro.threatkey') : ''; });
  $('new').onclick = () => newGame();
  $('rule').onchange = gameInfo;
  $('size').onchange = gameInfo;
  $('setup').onclick = () => newGame($('moves').value);
  $('undo').onclick = undo;
  $('hint').onclick = hint;
  $('enginemove').onclick = async () => {
    const st = game.st;
    if (!st || game.busy || st.over) return;
    if (st.to_move === st.human) {
      // the engine takes over the human's colour: swap sides
      try { game.st = await api('POST', `/api/caro/games/${st.id}/side`, { human: st.human === 'black' ? 'white' : 'black' }); } catch (e) { $('err').textContent = e.message; return; }
      $('human').value = game.st.human;
    }
    await engineMove();
  };
  $('threats').onchange = async () => { $('threatkey').textContent = $('threats').checked ? t('caro.threatkey') : ''; await refreshThreats(); draw(); };
  const q = new URLSearchParams(location.search);
  if (q.get('size')) $('size').value = q.get('size');
  if (q.get('rule')) $('rule').value = q.get('rule');
  if (q.get('moves')) $('moves').value = q.get('moves');
  await newGame(q.get('moves') || '');
});

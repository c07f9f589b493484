// Shared by every page: the language switch, translated strings, the JSON API
// helper and the navigation bar. No build step: plain browser JavaScript.
'use strict';

const I18N = { en: {}, vi: {} };
function addStrings(d) { for (const l of ['en', 'vi']) Object.assign(I18N[l], d[l] || {}); }

addStrings({
  en: {
    'nav.home': 'Home', 'nav.lab': 'Alpha-beta lab', 'nav.caro': 'Caro / Gomoku', 'nav.xiangqi': 'Xiangqi',
    'lang': 'Language', 'loading': 'Loading…', 'error': 'Error',
    'level': 'Strength', 'newgame': 'New game', 'undo': 'Undo', 'hint': 'Hint', 'enginemove': 'Engine, move',
    'home.title': 'alphabeta — watch minimax and alpha-beta think',
    'home.lab': 'Step through alpha-beta on a tree: the window (α, β), the value v, every cut. Minimax beside it, and a quiz.',
    'home.caro': 'Play Caro or Gomoku against the engine: sizes and rules, threats, hints, search statistics.',
    'home.xiangqi': 'Play Chinese chess against the engine and watch its search live: depth, score, principal variation, nodes per depth.',
    'home.api': 'Everything on these pages uses the JSON API (see docs/web.md).',
    'home.links': 'Links to hand out: ?lang=vi or ?lang=en after any page address opens it in that language, e.g.',
  },
  vi: {
    'nav.home': 'Trang chủ', 'nav.lab': 'Phòng thí nghiệm alpha-beta', 'nav.caro': 'Cờ caro / Gomoku', 'nav.xiangqi': 'Cờ tướng',
    'lang': 'Ngôn ngữ', 'loading': 'Đang tải…', 'error': 'Lỗi',
    'level': 'Độ mạnh', 'newgame': 'Ván mới', 'undo': 'Đi lại', 'hint': 'Gợi ý', 'enginemove': 'Máy đi',
    'home.title': 'alphabeta — xem minimax và alpha-beta suy nghĩ',
    'home.lab': 'Chạy từng bước alpha-beta trên một cây: cửa sổ (α, β), giá trị v, từng lần cắt. Có minimax bên cạnh và chế độ tự kiểm tra.',
    'home.caro': 'Chơi cờ caro hoặc gomoku với máy: kích thước và luật, các thế đe dọa, gợi ý, thống kê tìm kiếm.',
    'home.xiangqi': 'Chơi cờ tướng với máy và xem máy tìm kiếm trực tiếp: độ sâu, điểm, biến chính, số nút theo độ sâu.',
    'home.api': 'Mọi trang đều chỉ dùng API JSON (xem docs/web.md).',
    'home.links': 'Đường dẫn để gửi sinh viên: thêm ?lang=vi hoặc ?lang=en vào sau địa chỉ của bất kỳ trang nào để mở trang bằng ngôn ngữ đó, ví dụ',
  },
});

// getLang is the page's language: ?lang=vi or ?lang=en in the address (a
// link a lecturer hands out; it is remembered), else the one chosen before,
// else the browser's.
function getLang() {
  let l = new URLSearchParams(location.search).get('lang');
  if (l === 'en' || l === 'vi') {
    try { localStorage.setItem('alphabeta.lang', l); } catch (e) { /* private mode */ }
    return l;
  }
  try { l = localStorage.getItem('alphabeta.lang'); } catch (e) { /* private mode */ }
  if (l !== 'en' && l !== 'vi') l = (navigator.language || '').toLowerCase().startsWith('vi') ? 'vi' : 'en';
  return l;
}
let LANG = getLang();

// t translates key, filling {name} placeholders from args.
function t(key, args) {
  let s = (I18N[LANG] && I18N[LANG][key]) || I18N.en[key] || key;
  if (args) s = s.replace(/\{(\w+)\}/g, (m, k) => (k in args ? args[k] : m));
  return s;
}

const langListeners = [];
function onLang(fn) { langListeners.push(fn); }

function applyI18n(root) {
  (root || document).querySelectorAll('[data-i18n]').forEach(el => { el.textContent = t(el.dataset.i18n); });
  (root || document).querySelectorAll('[data-i18n-title]').forEach(el => { el.title = t(el.dataset.i18nTitle); });
  (root || document).querySelectorAll('[data-i18n-ph]').forEach(el => { el.placeholder = t(el.dataset.i18nPh); });
  document.documentElement.lang = LANG;
}

function setLang(l) {
  LANG = l;
  try { localStorage.setItem('alphabeta.lang', l); } catch (e) { /* ignore */ }
  applyI18n();
  const sel = document.getElementById('lang');
  if (sel) sel.value = l;
  langListeners.forEach(fn => fn(l));
}

// api calls the JSON API; a non-2xx answer throws an Error with the server's
// message, which the server writes in the page's language (Accept-Language).
async function api(method, path, body) {
  const opt = { method, headers: { 'Accept-Language': LANG } };
  if (body !== undefined) { opt.headers['Content-Type'] = 'application/json'; opt.body = JSON.stringify(body); }
  const r = await fetch(path, opt);
  const text = await r.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (e) { data = { error: text }; }
  if (!r.ok) {
    const err = new Error((data && data.error) || r.statusText);
    err.status = r.status;
    throw err;
  }
  return data;
}

// sse POSTs body as JSON and reads the text/event-stream answer, calling
// onEvent(name, data) for each event.
async function sse(path, body, onEvent, signal) {
  const r = await fetch(path, { method: 'POST', signal, body: JSON.stringify(body),
    headers: { Accept: 'text/event-stream', 'Accept-Language': LANG, 'Content-Type': 'application/json' } });
  if (!r.ok) {
    let msg = r.statusText;
    try { msg = (await r.json()).error || msg; } catch (e) { /* keep */ }
    const err = new Error(msg); err.status = r.status; throw err;
  }
  const reader = r.body.getReader();
  const dec = new TextDecoder();
  let buf = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += dec.decode(value, { stream: true });
    let i;
    while ((i = buf.indexOf('\n\n')) >= 0) {
      const block = buf.slice(0, i); buf = buf.slice(i + 2);
      let name = 'message', data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data += line.slice(5).trim();
      }
      onEvent(name, data ? JSON.parse(data) : null);
    }
  }
}

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v);
  }
  for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k instanceof Node ? k : String(k));
  return e;
}

const SVGNS = 'http://www.w3.org/2000/svg';
function sv(tag, attrs, text) {
  const e = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs || {})) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function fmtNum(v) {
  if (v === '+inf' || v === Infinity) return '+∞';
  if (v === '-inf' || v === -Infinity) return '−∞';
  if (typeof v === 'number' && v < 0) return '−' + String(-v);
  return String(v);
}
function num(v) { return v === '+inf' ? Infinity : v === '-inf' ? -Infinity : v; }
function fmtInt(n) { return Number(n).toLocaleString(LANG === 'vi' ? 'vi-VN' : 'en-US'); }

function download(name, data, type) {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  const a = el('a', { href: URL.createObjectURL(blob), download: name });
  document.body.append(a); a.click(); a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 5000);
}

function header(active) {
  const links = [['/', 'nav.home'], ['/lab', 'nav.lab'], ['/caro', 'nav.caro'], ['/xiangqi', 'nav.xiangqi']];
  const sel = el('select', { id: 'lang', 'aria-label': 'language', onchange: e => setLang(e.target.value) },
    el('option', { value: 'en' }, 'English'), el('option', { value: 'vi' }, 'Tiếng Việt'));
  sel.value = LANG;
  const h = el('header', {},
    el('a', { class: 'brand', href: '/' }, 'αβ alphabeta'),
    el('nav', {}, links.map(([href, key]) => el('a', { href, 'data-i18n': key, class: href === active ? 'active' : '' }))),
    el('span', { class: 'spacer' }), sel);
  document.body.prepend(h);
}

document.addEventListener('DOMContentLoaded', () => {
  header(location.pathname === '' ? '/' : location.pathname);
  applyI18n();
});

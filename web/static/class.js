// The class link: /class (a lecturer opens a class), /class/ID (a student
// gives a name and submits the quiz, checked on the server) and
// /class/ID/results?token=T (the lecturer's results, refreshed, and CSV).
'use strict';

addStrings({
  en: {
    'class.title': 'Class quiz', 'class.new': 'Open a class quiz', 'class.tree': 'Tree', 'class.name.title': 'Title',
    'class.form': 'Form', 'class.form.both': 'step table and values on the tree', 'class.form.table': 'step table',
    'class.form.tree': 'values on the tree', 'class.retries': 'allow more than one submission per name',
    'class.create': 'Create', 'class.student': 'Student link', 'class.results': 'Results link (secret: keep it to yourself)',
    'class.yourname': 'Your name', 'class.submit': 'Submit', 'class.step': 'Step', 'class.node': 'Node',
    'class.vafter': 'v after', 'class.update': 'Update', 'class.cut': 'Cut', 'class.yes': 'yes', 'class.no': 'no',
    'class.values': 'Values on the tree', 'class.cuts': 'Cut subtrees (labels or paths, separated by commas)',
    'class.score': 'Score: {right} of {total}', 'class.sent': 'Submitted. Your answers were checked:',
    'class.nsub': '{n} submissions', 'class.csv': 'Download CSV', 'class.when': 'Submitted', 'class.student.name': 'Name',
    'class.deadline': 'Deadline (optional)', 'class.deadline.at': 'Deadline: {at}', 'class.total': 'Total',
  },
  vi: {
    'class.title': 'Kiểm tra trên lớp', 'class.new': 'Mở một bài kiểm tra cho lớp', 'class.tree': 'Cây', 'class.name.title': 'Tiêu đề',
    'class.form': 'Dạng', 'class.form.both': 'bảng theo dõi và giá trị trên cây', 'class.form.table': 'bảng theo dõi',
    'class.form.tree': 'giá trị trên cây', 'class.retries': 'cho phép mỗi tên nộp nhiều lần',
    'class.create': 'Tạo', 'class.student': 'Đường dẫn cho sinh viên', 'class.results': 'Đường dẫn kết quả (bí mật: chỉ giảng viên giữ)',
    'class.yourname': 'Họ tên', 'class.submit': 'Nộp bài', 'class.step': 'Bước', 'class.node': 'Nút',
    'class.vafter': 'v sau đó', 'class.update': 'Cập nhật', 'class.cut': 'Cắt', 'class.yes': 'có', 'class.no': 'không',
    'class.values': 'Giá trị trên cây', 'class.cuts': 'Cây con bị cắt (tên hoặc đường đi, cách nhau bằng dấu phẩy)',
    'class.score': 'Điểm: {right}/{total}', 'class.sent': 'Đã nộp. Bài làm đã được chấm:',
    'class.nsub': '{n} bài nộp', 'class.csv': 'Tải CSV', 'class.when': 'Lúc nộp', 'class.student.name': 'Họ tên',
    'class.deadline': 'Hạn nộp (không bắt buộc)', 'class.deadline.at': 'Hạn nộp: {at}', 'class.total': 'Tổng',
  },
});

const app = () => document.getElementById('app');
const when = iso => new Date(iso).toLocaleString(LANG === 'vi' ? 'vi-VN' : 'en-US');
const say = m => { document.getElementById('msg').textContent = m; };

function newClassPage() {
  const tree = el('input', { id: 'ctree', class: 'mono', size: 50, value: 'A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))' });
  const title = el('input', { id: 'ctitle', size: 40 });
  const form = el('select', { id: 'cform' },
    el('option', { value: '', 'data-i18n': 'class.form.both' }), el('option', { value: 'table', 'data-i18n': 'class.form.table' }),
    el('option', { value: 'tree', 'data-i18n': 'class.form.tree' }));
  const retries = el('input', { type: 'checkbox', id: 'cretries' });
  const deadline = el('input', { type: 'datetime-local', id: 'cdeadline' });
  const out = el('div', { id: 'links' });
  const create = el('button', { id: 'create', class: 'primary', 'data-i18n': 'class.create', onclick: async () => {
    try {
      const c = await api('POST', '/api/classes', { title: title.value, tree: tree.value, form: form.value, retries: retries.checked,
        deadline: deadline.value ? new Date(deadline.value).toISOString().replace(/\.\d+Z$/, 'Z') : '' });
      const link = (key, path) => el('p', {}, el('span', { 'data-i18n': key }), ': ', el('a', { href: path, class: 'mono' }, location.origin + path));
      out.replaceChildren(link('class.student', c.student_url), link('class.results', c.results_url));
      applyI18n(out); say('');
    } catch (e) { say(e.message); }
  } });
  app().append(el('h2', { 'data-i18n': 'class.new' }),
    el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.name.title' }), ' ', title)),
    el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.tree' }), ' ', tree)),
    el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.form' }), ' ', form)),
    el('p', {}, el('label', {}, retries, ' ', el('span', { 'data-i18n': 'class.retries' }))),
    el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.deadline' }), ' ', deadline)), create, out);
  applyI18n(app());
}

async function studentPage(id) {
  let c;
  try { c = await api('GET', '/api/classes/' + id); } catch (e) { say(e.message); return; }
  if (c.title) document.getElementById('title').textContent = c.title;
  const pic = el('div', { class: 'picture' });
  try {
    const r = await fetch('/api/tree/export', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': LANG },
      body: JSON.stringify({ tree: c.tree, root: c.root, strict: c.strict, format: 'svg', solution: false, lang: LANG }) });
    if (r.ok) pic.append(el('img', { alt: c.tree, src: URL.createObjectURL(await r.blob()), style: 'max-width:100%' }));
  } catch (e) { /* the tree text is below */ }
  const name = el('input', { id: 'sname', maxlength: c.max_name, autocomplete: 'name' });
  const parts = [el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.yourname' }), ' ', name)), pic,
    ...(c.deadline ? [el('p', { id: 'deadline' }, t('class.deadline.at', { at: when(c.deadline) }))] : []), el('p', { class: 'mono' }, c.tree)];
  const rows = [];
  if (c.form !== 'tree') {
    const head = el('tr', {}, ['class.step', 'class.node'].map(k => el('th', { 'data-i18n': k })), el('th', {}, 'α'), el('th', {}, 'β'),
      ['class.vafter', 'class.update', 'class.cut'].map(k => el('th', { 'data-i18n': k })));
    const body = [];
    for (let i = 0; i < c.rows; i++) {
      const inp = f => el('input', { size: 4, 'data-row': i, 'data-field': f });
      const cut = el('select', { 'data-row': i, 'data-field': 'cut' }, el('option', { value: '' }, ''),
        el('option', { value: 'no', 'data-i18n': 'class.no' }), el('option', { value: 'yes', 'data-i18n': 'class.yes' }));
      const cells = ['node', 'alpha', 'beta', 'v', 'update'].map(inp).concat([cut]);
      rows.push(cells);
      body.push(el('tr', {}, el('td', {}, String(i + 1)), cells.map(x => el('td', {}, x))));
    }
    parts.push(el('div', { class: 'scroll' }, el('table', { id: 'sheet', class: 'quiz' }, head, body)));
  }
  const values = {};
  let cuts = null;
  if (c.form !== 'table') {
    parts.push(el('h2', { 'data-i18n': 'class.values' }));
    parts.push(el('p', {}, (c.values || []).map(l => { values[l] = el('input', { size: 4, 'data-node': l }); return el('label', {}, ' ' + l + ' = ', values[l]); })));
    cuts = el('input', { id: 'scuts', size: 30 });
    parts.push(el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.cuts' }), ' ', cuts)));
  }
  const result = el('div', { id: 'result' });
  const submit = el('button', { id: 'submit', class: 'primary', 'data-i18n': 'class.submit', onclick: async () => {
    const sheet = { table: rows.map(cells => Object.fromEntries(cells.map(x => [x.dataset.field, x.value]))), values: {}, cuts: [] };
    for (const [l, x] of Object.entries(values)) sheet.values[l] = x.value;
    if (cuts) sheet.cuts = cuts.value.split(',').map(s => s.trim()).filter(Boolean);
    try {
      const r = await api('POST', '/api/classes/' + id + '/submissions', { name: name.value, sheet });
      submit.disabled = !c.retries;
      // Each cell of the step table is marked right or wrong where it is;
      // the list says, in the reader's language, what each wrong cell wants.
      for (const x of r.score.cells) {
        const inp = x.form === 'table' && rows[x.row - 1] && rows[x.row - 1].find(c => c.dataset.field === x.field);
        if (inp) inp.parentElement.className = x.right ? 'right' : 'wrong';
      }
      const field = x => ({ node: t('class.node'), alpha: 'α', beta: 'β', v: x.form === 'table' ? t('class.vafter') : 'v',
        update: t('class.update'), cut: t('class.cut') })[x.field] || x.field;
      const word = v => v === 'yes' ? t('class.yes') : v === 'no' ? t('class.no') : (v || '—');
      result.replaceChildren(el('p', {}, t('class.sent')), el('p', { id: 'score' }, t('class.score', { right: r.score.right, total: r.score.total })),
        el('ul', { id: 'wrong' }, r.score.cells.filter(x => !x.right).map(x => el('li', {}, '✗ ' + (x.row ? t('class.step') + ' ' + x.row + ', ' : '') +
          x.node + ', ' + field(x) + ': ' + word(x.answer) + ' → ' + word(x.want)))));
      say('');
    } catch (e) { say(e.message); }
  } });
  parts.push(submit, result);
  app().append(...parts);
  applyI18n(app());
}

async function resultsPage(id) {
  const token = new URLSearchParams(location.search).get('token') || '';
  const q = '?token=' + encodeURIComponent(token);
  const list = el('div', { id: 'results' });
  app().append(el('p', {}, el('a', { id: 'csv', href: '/api/classes/' + id + '/results.csv' + q, 'data-i18n': 'class.csv' })), list);
  applyI18n(app());
  const load = async () => {
    try {
      const r = await api('GET', '/api/classes/' + id + '/results' + q);
      if (r.title) document.getElementById('title').textContent = r.title;
      const forms = r.form ? [r.form] : ['table', 'tree'];
      list.replaceChildren(el('p', {}, t('class.nsub', { n: r.submissions.length }),
        r.deadline ? ' · ' + t('class.deadline.at', { at: when(r.deadline) }) : ''),
        el('div', { class: 'scroll' }, el('table', { id: 'rtable' }, el('tr', {}, el('th', {}, '#'), el('th', {}, t('class.student.name')),
          forms.map(f => el('th', {}, t('class.form.' + f))), el('th', {}, t('class.total')), el('th', {}, t('class.when'))),
          r.submissions.map(s => el('tr', {}, el('td', {}, s.seq), el('td', {}, s.name),
            forms.map(f => { const p = (s.parts || []).find(p => p.form === f); return el('td', { 'data-form': f }, p ? p.right + '/' + p.total : ''); }),
            el('td', {}, s.right + '/' + s.total), el('td', {}, when(s.at)))))));
      say('');
    } catch (e) { say(e.message); clearInterval(timer); }
  };
  const timer = setInterval(load, 5000);
  load();
}

document.addEventListener('DOMContentLoaded', () => {
  const m = location.pathname.match(/^\/class\/([0-9a-f]+)(\/results)?$/);
  if (!m) newClassPage();
  else if (m[2]) resultsPage(m[1]);
  else studentPage(m[1]);
  onLang(() => applyI18n());
});

// The class link: /class (a lecturer opens a class), /class/ID (a student
// gives a name and submits the quiz, checked on the server) and
// /class/ID/results?token=T (the lecturer's results, refreshed, and CSV).
'use strict';

addStrings({
  en: {
    'class.title': 'Class quiz', 'class.new': 'Open a class quiz', 'class.name.title': 'Title',
    'class.form': 'Form', 'class.form.both': 'step table and values on the tree', 'class.form.table': 'step table',
    'class.form.tree': 'values on the tree', 'class.retries': 'allow more than one submission per name',
    'class.create': 'Create', 'class.student': 'Student link', 'class.results': 'Results link (secret: keep it to yourself)',
    'class.yourname': 'Your name', 'class.submit': 'Submit', 'class.step': 'Step', 'class.node': 'Node',
    'class.vafter': 'v after', 'class.update': 'Update', 'class.cut': 'Cut', 'class.yes': 'yes', 'class.no': 'no',
    'class.values': 'Values on the tree', 'class.cuts': 'Cut subtrees (labels or paths, separated by commas)',
    'class.score': 'Score: {right} of {total}', 'class.sent': 'Submitted. Your answers were checked:',
    'class.nsub': '{n} submissions', 'class.csv': 'Download CSV', 'class.when': 'Submitted', 'class.student.name': 'Name',
    'class.deadline': 'Deadline (optional)', 'class.deadline.at': 'Deadline: {at}', 'class.total': 'Total',
    'class.trees': 'Trees (one per line, one question each, at most 10)', 'class.random': 'or random trees: seed',
    'class.count': 'trees', 'class.depth': 'depth', 'class.branching': 'branching', 'class.question': 'Question {n}',
  },
  vi: {
    'class.title': 'Kiểm tra trên lớp', 'class.new': 'Mở một bài kiểm tra cho lớp', 'class.name.title': 'Tiêu đề',
    'class.form': 'Dạng', 'class.form.both': 'bảng theo dõi và giá trị trên cây', 'class.form.table': 'bảng theo dõi',
    'class.form.tree': 'giá trị trên cây', 'class.retries': 'cho phép mỗi tên nộp nhiều lần',
    'class.create': 'Tạo', 'class.student': 'Đường dẫn cho sinh viên', 'class.results': 'Đường dẫn kết quả (bí mật: chỉ giảng viên giữ)',
    'class.yourname': 'Họ tên', 'class.submit': 'Nộp bài', 'class.step': 'Bước', 'class.node': 'Nút',
    'class.vafter': 'v sau đó', 'class.update': 'Cập nhật', 'class.cut': 'Cắt', 'class.yes': 'có', 'class.no': 'không',
    'class.values': 'Giá trị trên cây', 'class.cuts': 'Cây con bị cắt (tên hoặc đường đi, cách nhau bằng dấu phẩy)',
    'class.score': 'Điểm: {right}/{total}', 'class.sent': 'Đã nộp. Bài làm đã được chấm:',
    'class.nsub': '{n} bài nộp', 'class.csv': 'Tải CSV', 'class.when': 'Lúc nộp', 'class.student.name': 'Họ tên',
    'class.deadline': 'Hạn nộp (không bắt buộc)', 'class.deadline.at': 'Hạn nộp: {at}', 'class.total': 'Tổng',
    'class.trees': 'Các cây (mỗi dòng một cây, mỗi cây một câu hỏi, tối đa 10)', 'class.random': 'hoặc cây ngẫu nhiên: mã sinh',
    'class.count': 'số cây', 'class.depth': 'độ sâu', 'class.branching': 'số nhánh', 'class.question': 'Câu {n}',
  },
});

const app = () => document.getElementById('app');
const when = iso => new Date(iso).toLocaleString(LANG === 'vi' ? 'vi-VN' : 'en-US');
const say = m => { document.getElementById('msg').textContent = m; };

function newClassPage() {
  const tree = el('textarea', { id: 'ctree', class: 'mono', rows: 3, cols: 50 }, 'A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))');
  const num = (id, v) => el('input', { id, type: 'number', min: 0, style: 'width:6em', value: v });
  const seed = num('cseed', ''), count = num('ccount', 3), depth = num('cdepth', 3), branching = num('cbranching', 2);
  const title = el('input', { id: 'ctitle', size: 40 });
  const form = el('select', { id: 'cform' },
    el('option', { value: '', 'data-i18n': 'class.form.both' }), el('option', { value: 'table', 'data-i18n': 'class.form.table' }),
    el('option', { value: 'tree', 'data-i18n': 'class.form.tree' }));
  const retries = el('input', { type: 'checkbox', id: 'cretries' });
  const deadline = el('input', { type: 'datetime-local', id: 'cdeadline' });
  const out = el('div', { id: 'links' });
  const create = el('button', { id: 'create', class: 'primary', 'data-i18n': 'class.create', onclick: async () => {
    try {
      const trees = seed.value !== '' ? { seed: Number(seed.value), count: Number(count.value), depth: Number(depth.value), branching: Number(branching.value) }
        : { trees: tree.value.split('\n').map(s => s.trim()).filter(Boolean) };
      const c = await api('POST', '/api/classes', { title: title.value, ...trees, form: form.value, retries: retries.checked,
        deadline: deadline.value ? new Date(deadline.value).toISOString().replace(/\.\d+Z$/, 'Z') : '' });
      const link = (key, path) => el('p', {}, el('span', { 'data-i18n': key }), ': ', el('a', { href: path, class: 'mono' }, location.origin + path));
      out.replaceChildren(link('class.student', c.student_url), link('class.results', c.results_url));
      applyI18n(out); say('');
    } catch (e) { say(e.message); }
  } });
  app().append(el('h2', { 'data-i18n': 'class.new' }),
    el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.name.title' }), ' ', title)),
    el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.trees' }), el('br'), tree)),
    el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.random' }), ' ', seed), ' ',
      ...[['class.count', count], ['class.depth', depth], ['class.branching', branching]].map(([k, x]) => el('label', {}, el('span', { 'data-i18n': k }), ' ', x, ' '))),
    el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.form' }), ' ', form)),
    el('p', {}, el('label', {}, retries, ' ', el('span', { 'data-i18n': 'class.retries' }))),
    el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.deadline' }), ' ', deadline)), create, out);
  applyI18n(app());
}

async function studentPage(id) {
  let c;
  try { c = await api('GET', '/api/classes/' + id); } catch (e) { say(e.message); return; }
  if (c.title) document.getElementById('title').textContent = c.title;
  const name = el('input', { id: 'sname', maxlength: c.max_name, autocomplete: 'name' });
  const parts = [el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.yourname' }), ' ', name)),
    ...(c.deadline ? [el('p', { id: 'deadline' }, t('class.deadline.at', { at: when(c.deadline) }))] : [])];
  const qs = c.questions || [{ tree: c.tree, rows: c.rows, values: c.values }];
  // Each question (tree) has its picture, its step table and its values; the
  // first keeps the ids a one-tree class had (#sheet, #scuts), the others
  // get -2, -3, ….
  const questions = [];
  for (const [qi, q] of qs.entries()) {
    const sfx = qi ? '-' + (qi + 1) : '';
    if (qs.length > 1) parts.push(el('h2', { class: 'question' }, t('class.question', { n: qi + 1 })));
    const pic = el('div', { class: 'picture' });
    parts.push(pic, el('p', { class: 'mono' }, q.tree));
    (async () => {
      try {
        const r = await fetch('/api/tree/export', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': LANG },
          body: JSON.stringify({ tree: q.tree, root: c.root, strict: c.strict, format: 'svg', solution: false, lang: LANG }) });
        if (r.ok) pic.append(el('img', { alt: q.tree, src: URL.createObjectURL(await r.blob()), style: 'max-width:100%' }));
      } catch (e) { /* the tree text is beside it */ }
    })();
    const rows = [];
    if (c.form !== 'tree') {
      const head = el('tr', {}, ['class.step', 'class.node'].map(k => el('th', { 'data-i18n': k })), el('th', {}, 'α'), el('th', {}, 'β'),
        ['class.vafter', 'class.update', 'class.cut'].map(k => el('th', { 'data-i18n': k })));
      const body = [];
      for (let i = 0; i < q.rows; i++) {
        const inp = f => el('input', { size: 4, 'data-row': i, 'data-field': f });
        const cut = el('select', { 'data-row': i, 'data-field': 'cut' }, el('option', { value: '' }, ''),
          el('option', { value: 'no', 'data-i18n': 'class.no' }), el('option', { value: 'yes', 'data-i18n': 'class.yes' }));
        const cells = ['node', 'alpha', 'beta', 'v', 'update'].map(inp).concat([cut]);
        rows.push(cells);
        body.push(el('tr', {}, el('td', {}, String(i + 1)), cells.map(x => el('td', {}, x))));
      }
      parts.push(el('div', { class: 'scroll' }, el('table', { id: 'sheet' + sfx, class: 'quiz' }, head, body)));
    }
    const values = {};
    let cuts = null;
    if (c.form !== 'table') {
      parts.push(el('h3', { 'data-i18n': 'class.values' }));
      parts.push(el('p', {}, (q.values || []).map(l => { values[l] = el('input', { size: 4, 'data-node': l }); return el('label', {}, ' ' + l + ' = ', values[l]); })));
      cuts = el('input', { id: 'scuts' + sfx, size: 30 });
      parts.push(el('p', {}, el('label', {}, el('span', { 'data-i18n': 'class.cuts' }), ' ', cuts)));
    }
    questions.push({ rows, values, cuts });
  }
  const result = el('div', { id: 'result' });
  const submit = el('button', { id: 'submit', class: 'primary', 'data-i18n': 'class.submit', onclick: async () => {
    const sheets = questions.map(({ rows, values, cuts }) => {
      const sheet = { table: rows.map(cells => Object.fromEntries(cells.map(x => [x.dataset.field, x.value]))), values: {}, cuts: [] };
      for (const [l, x] of Object.entries(values)) sheet.values[l] = x.value;
      if (cuts) sheet.cuts = cuts.value.split(',').map(s => s.trim()).filter(Boolean);
      return sheet;
    });
    try {
      const r = await api('POST', '/api/classes/' + id + '/submissions', { name: name.value, sheets });
      submit.disabled = !c.retries;
      // Each cell of the step table is marked right or wrong where it is;
      // the list says, in the reader's language, what each wrong cell wants.
      const scores = r.scores || [r.score];
      for (const [qi, sc] of scores.entries()) {
        const rows = questions[qi].rows;
        for (const x of sc.cells) {
          const inp = x.form === 'table' && rows[x.row - 1] && rows[x.row - 1].find(c => c.dataset.field === x.field);
          if (inp) inp.parentElement.className = x.right ? 'right' : 'wrong';
        }
      }
      const field = x => ({ node: t('class.node'), alpha: 'α', beta: 'β', v: x.form === 'table' ? t('class.vafter') : 'v',
        update: t('class.update'), cut: t('class.cut') })[x.field] || x.field;
      const word = v => v === 'yes' ? t('class.yes') : v === 'no' ? t('class.no') : (v || '—');
      const many = scores.length > 1;
      result.replaceChildren(el('p', {}, t('class.sent')), el('p', { id: 'score' }, t('class.score', { right: r.score.right, total: r.score.total })),
        ...(many ? [el('ul', { id: 'qscores' }, scores.map((sc, qi) => el('li', {}, t('class.question', { n: qi + 1 }) + ': ' +
          t('class.score', { right: sc.right, total: sc.total }))))] : []),
        el('ul', { id: 'wrong' }, scores.flatMap((sc, qi) => sc.cells.filter(x => !x.right).map(x => el('li', {}, '✗ ' +
          (many ? t('class.question', { n: qi + 1 }) + ', ' : '') + (x.row ? t('class.step') + ' ' + x.row + ', ' : '') +
          x.node + ', ' + field(x) + ': ' + word(x.answer) + ' → ' + word(x.want))))));
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
      // One tree: a column per form; several: a column per question (tree).
      const nq = (r.trees || []).length;
      const cols = nq > 1 ? [...Array(nq).keys()].map(i => ({ head: t('class.question', { n: i + 1 }), attr: { 'data-question': i + 1 },
        cell: s => { const q = (s.questions || [])[i]; return q ? q.right + '/' + q.total : ''; } }))
        : forms.map(f => ({ head: t('class.form.' + f), attr: { 'data-form': f },
          cell: s => { const p = (s.parts || []).find(p => p.form === f); return p ? p.right + '/' + p.total : ''; } }));
      list.replaceChildren(el('p', {}, t('class.nsub', { n: r.submissions.length }),
        r.deadline ? ' · ' + t('class.deadline.at', { at: when(r.deadline) }) : ''),
        el('div', { class: 'scroll' }, el('table', { id: 'rtable' }, el('tr', {}, el('th', {}, '#'), el('th', {}, t('class.student.name')),
          cols.map(col => el('th', {}, col.head)), el('th', {}, t('class.total')), el('th', {}, t('class.when'))),
          r.submissions.map(s => el('tr', {}, el('td', {}, s.seq), el('td', {}, s.name),
            cols.map(col => el('td', col.attr, col.cell(s))),
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

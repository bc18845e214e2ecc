// `npm run bench:scale`: grows a demo database to `rows` rows by SQL (never through the API).
// One set of INSERT ... SELECT statements, written once for both dialects (SQLite, MariaDB/MySQL).
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);

// Persian names the generated users take in turn (firstname by n % 20, lastname by n / 20 % 25).
// prettier-ignore
const FIRST = [['محمد', 'MALE'], ['فاطمه', 'FEMALE'], ['علی', 'MALE'], ['زهرا', 'FEMALE'], ['حسین', 'MALE'], ['مریم', 'FEMALE'], ['رضا', 'MALE'], ['سارا', 'FEMALE'], ['مهدی', 'MALE'], ['زینب', 'FEMALE'], ['محمدرضا', 'MALE'], ['نرگس', 'FEMALE'], ['امیر', 'MALE'], ['الهام', 'FEMALE'], ['حسن', 'MALE'], ['معصومه', 'FEMALE'], ['جواد', 'MALE'], ['مهسا', 'FEMALE'], ['مصطفی', 'MALE'], ['سمیه', 'FEMALE']];
// prettier-ignore
const LAST = ['احمدی', 'محمدی', 'کریمی', 'حسینی', 'رضایی', 'موسوی', 'جعفری', 'صادقی', 'طاهری', 'نوری', 'رحیمی', 'شریفی', 'قاسمی', 'نجفی', 'باقری', 'مرادی', 'یوسفی', 'کاظمی', 'عباسی', 'اکبری', 'رستمی', 'سلیمانی', 'حیدری', 'فرهادی', 'توکلی'];
// Statuses taken in turn. No PAYING invoice expires and no transaction is left waiting for the
// bank, so the server's sweeps (invoice expiry, payment reconcile) find nothing to do while measured.
// prettier-ignore
const INVOICE_STATUSES = ['PAID_FULL', 'PAYING', 'CANCELED', 'PAID_FULL', 'PAYING', 'CANCELED', 'PAID_FULL', 'NOT_VERIFIED', 'PAID_FULL', 'CANCELED'];
const TX_STATUSES = [
  'SUCCESS',
  'SUCCESS',
  'FAILED',
  'SUCCESS',
  'CANCELED',
  'SUCCESS',
  'FAILED',
  'ERRORED',
  'SUCCESS',
  'SUCCESS',
];
const TICKET_STATUSES = ['OPENED', 'ADMIN_REPLIED', 'USER_REPLIED', 'CLOSED'];
// None of them open (FETCHED/ONGOING): the answer-book closer never reads them.
const BOOK_STATUSES = ['SUBMITTED', 'GRADING', 'GRADED', 'FINALIZED'];

const q = (s) => `'${String(s).replace(/'/g, "''")}'`;
const N = 'seq.n';

/** What differs between the two dialects: string building, integer division, time arithmetic. */
const DIALECTS = {
  sqlite: {
    cat: (...parts) => `(${parts.join(' || ')})`,
    str: (e) => `CAST(${e} AS TEXT)`,
    pad: (e, width) => `printf('%0${width}d', ${e})`,
    div: (a, b) => `((${a}) / ${b})`,
    /** `now` moved by `minutes` (an SQL expression, signed), as TypeORM writes datetimes (UTC). */
    at: (now, minutes) => `strftime('%Y-%m-%d %H:%M:%f', ${q(now)}, (${minutes}) || ' minutes')`,
    /** Rows from..to (inclusive) as `seq.n`: a recursive CTE before the INSERT. */
    rows: (from, to) => ({
      with: `WITH RECURSIVE seq(n) AS (SELECT ${from} UNION ALL SELECT n + 1 FROM seq WHERE n < ${to}) `,
      from: 'seq',
    }),
  },
  mysql: {
    cat: (...parts) => `CONCAT(${parts.join(', ')})`,
    str: (e) => `CAST(${e} AS CHAR)`,
    pad: (e, width) => `LPAD(${e}, ${width}, '0')`,
    div: (a, b) => `((${a}) DIV ${b})`,
    at: (now, minutes) => `TIMESTAMPADD(MINUTE, ${minutes}, ${q(now)})`,
    /** Rows from..to as `seq.n`, off the numbers table `scale_seq` (1..MYSQL_SEQ). */
    rows: (from, to) => ({
      with: '',
      from: `(SELECT ${from - 1} + s.n AS n FROM scale_seq s WHERE s.n <= ${to - from + 1}) seq`,
    }),
  },
};

const pick = (values, index) =>
  `CASE ${index} ${values.map((v, i) => `WHEN ${i} THEN ${q(v)}`).join(' ')} END`;

/**
 * The tables grown and each column's value for row n (1..count). `c` holds the demo database's
 * highest ids (the new rows follow them), the test, grader and ticket categories the rows use.
 * User n owns wallet n, invoice n, payment n, transaction n and answer book n; tickets spread
 * over the users. Mobiles are 09XX + 7 digits with XX = 10 + n % 30, so `0935` finds 1/30 of them.
 */
function tables(d, c) {
  const R = c.rows;
  const user = (k) => `${c.users} + ${k}`;
  const at = (minutes) => d.at(c.now, minutes);
  // New users joined one a minute before the demo's (its users are the last 90 days').
  const joined = `-(${R} - ${N} + 131040)`;
  const amount = `10000 * (1 + ${N} % 50)`;
  const lit = (v) => q(v);
  return [
    {
      table: 'uma_users',
      count: R,
      cols: {
        id: user(N),
        firstname: pick(
          FIRST.map((f) => f[0]),
          `${N} % 20`,
        ),
        lastname: pick(LAST, `${d.div(N, 20)} % 25`),
        gender: pick(
          FIRST.map((f) => f[1]),
          `${N} % 20`,
        ),
        national_code: d.str(`3000000000 + ${N}`),
        mobile_number: d.cat(
          lit('09'),
          d.str(`10 + ${N} % 30`),
          d.pad(`2000000 + ${d.div(N, 30)}`, 7),
        ),
        mobile_number_verified: '1',
        is_active: `CASE WHEN ${N} % 20 = 0 THEN 0 ELSE 1 END`,
        last_login: `CASE WHEN ${N} % 3 = 0 THEN ${at(`-(${N} % 100000)`)} ELSE NULL END`,
        creation_time: at(joined),
        last_modification_time: at(joined),
      },
    },
    {
      table: 'uma_user_roles',
      count: R,
      cols: { id: `${c.roles} + ${N}`, user_id: user(N), role: lit('user') },
    },
    {
      table: 'acc_wallets',
      count: R,
      // Its one payment (below) is its inventory: the cache equals the ledger.
      cols: {
        id: `${c.wallets} + ${N}`,
        owner_id: user(N),
        inventory: amount,
        creation_time: at(joined),
        last_modification_time: at(joined),
      },
    },
    {
      table: 'acc_invoices',
      count: R,
      cols: {
        id: `${c.invoices} + ${N}`,
        title: d.cat(lit('سفارش فروشگاه شماره '), d.str(N)),
        amount: `10000 * (1 + ${N} % 97)`,
        status: pick(INVOICE_STATUSES, `${N} % 10`),
        type: lit('STORE_BASKET'),
        item_type: lit('STORE_BASKET'),
        owner_id: user(N),
        creator_id: user(N),
        expire_time: `CASE ${N} % 10 WHEN 1 THEN ${at('10080')} WHEN 4 THEN ${at('10080')} ELSE ${at(`-(${R} - ${N} + 60) + 1440`)} END`,
        paid_time: `CASE WHEN ${N} % 10 IN (0, 3, 6, 8) THEN ${at(`-(${R} - ${N} + 60) + 5`)} ELSE NULL END`,
        creation_time: at(`-(${R} - ${N} + 60)`),
        last_modification_time: at(`-(${R} - ${N} + 60)`),
      },
    },
    {
      table: 'acc_payments',
      count: R,
      cols: {
        id: `${c.payments} + ${N}`,
        wallet_id: `${c.wallets} + ${N}`,
        type: lit('DEPOSIT'),
        amount,
        description: lit('افزایش موجودی کیف پول'),
        creator_id: user(N),
        creation_time: at(`-(${R} - ${N} + 30)`),
      },
    },
    {
      table: 'acc_transactions',
      count: R,
      cols: {
        id: `${c.transactions} + ${N}`,
        owner_id: user(N),
        amount,
        gateway: lit('sandbox'),
        authority_code: d.cat(lit('SCALE'), d.pad(N, 10)),
        reference_code: `CASE WHEN ${pick(TX_STATUSES, `${N} % 10`)} = 'SUCCESS' THEN ${d.str(`500000000 + ${N}`)} ELSE NULL END`,
        status: pick(TX_STATUSES, `${N} % 10`),
        description: lit('افزایش موجودی کیف پول'),
        bank_code: `CASE WHEN ${pick(TX_STATUSES, `${N} % 10`)} = 'SUCCESS' THEN 100 ELSE NULL END`,
        verified_time: at(`-(${R} - ${N} + 29)`),
        creation_time: at(`-(${R} - ${N} + 30)`),
        last_modification_time: at(`-(${R} - ${N} + 29)`),
      },
    },
    {
      table: 'lma_answer_books',
      count: R,
      cols: {
        id: `${c.books} + ${N}`,
        test_id: String(c.test),
        owner_id: user(N),
        status: pick(BOOK_STATUSES, `${N} % 4`),
        attending_start_time: at(`-(60 + ${N} % 30)`),
        attending_end_time: at(`-(30 + ${N} % 30)`),
        total_score: `CASE WHEN ${N} % 4 >= 2 THEN (${N} % 200) / 10.0 ELSE NULL END`,
        grader_id: `CASE WHEN ${N} % 4 >= 1 THEN ${c.grader ?? 'NULL'} ELSE NULL END`,
        grading_time: `CASE WHEN ${N} % 4 >= 2 THEN ${at('-10')} ELSE NULL END`,
        creator_id: user(N),
        creation_time: at(`-(60 + ${N} % 30)`),
        last_modification_time: at(`-(30 + ${N} % 30)`),
      },
    },
    {
      table: 'mma_tickets',
      count: Math.floor(R / 5),
      cols: {
        id: `${c.tickets} + ${N}`,
        title: d.cat(lit('درخواست شماره '), d.str(N)),
        body: lit('متن درخواست پشتیبانی'),
        status: pick(TICKET_STATUSES, `${N} % 4`),
        category_id: `${c.categoryLo} + ${N} % ${c.categoryCount}`,
        owner_id: user(`1 + ((${N} - 1) * 7) % ${R}`),
        creator_id: user(`1 + ((${N} - 1) * 7) % ${R}`),
        creation_time: at(`-(${Math.floor(R / 5)} - ${N} + 100) * 5`),
        last_modification_time: at(`-(${Math.floor(R / 5)} - ${N} + 100) * 5 + ${N} % 120`),
      },
    },
  ];
}

/** The demo database's highest ids and the rows the new ones point at. */
async function context(db, rows, now, dayLater) {
  const max = async (t) =>
    Number((await db.all(`SELECT COALESCE(MAX(id), 0) AS m FROM ${t}`))[0].m);
  const c = { rows, now };
  for (const [key, t] of Object.entries({
    users: 'uma_users',
    roles: 'uma_user_roles',
    wallets: 'acc_wallets',
    invoices: 'acc_invoices',
    payments: 'acc_payments',
    transactions: 'acc_transactions',
    books: 'lma_answer_books',
    tickets: 'mma_tickets',
  })) {
    c[key] = await max(t);
  }
  // A demo test whose results are not announced while we measure (the announcement would send a
  // notice to each of the books' owners): the one under way, whose announcement is days away.
  const [test] = await db.all(
    `SELECT id FROM lma_tests WHERE results_announced_time IS NULL AND (announcement_time IS NULL OR announcement_time > ${q(dayLater)}) ` +
      'ORDER BY CASE WHEN announcement_time IS NULL THEN 1 ELSE 0 END, id LIMIT 1',
  );
  if (!test) throw new Error('no demo test to hang the answer books on (is the demo seed there?)');
  c.test = Number(test.id);
  const [grader] = await db.all(
    "SELECT user_id FROM uma_user_roles WHERE role = 'grader' ORDER BY user_id LIMIT 1",
  );
  c.grader = grader ? Number(grader.user_id) : null;
  const [cats] = await db.all(
    'SELECT MIN(id) AS lo, MAX(id) AS hi, COUNT(*) AS n FROM mma_ticket_categories',
  );
  if (!Number(cats.n) || Number(cats.hi) - Number(cats.lo) + 1 !== Number(cats.n)) {
    throw new Error(`ticket categories are not ids lo..hi: ${JSON.stringify(cats)}`);
  }
  c.categoryLo = Number(cats.lo);
  c.categoryCount = Number(cats.n);
  return c;
}

const stamp = (date, fraction) =>
  date
    .toISOString()
    .replace('T', ' ')
    .slice(0, fraction ? 23 : 19);

/**
 * Grows `db` (a dialect name and async all/batch) table by table, `batch` rows a statement (and a
 * transaction). Answers each table's seconds and the total.
 */
async function grow(dialect, db, rows, batch, log) {
  const d = DIALECTS[dialect];
  const now = new Date();
  const c = await context(
    db,
    rows,
    stamp(now, dialect === 'sqlite'),
    stamp(new Date(now.getTime() + 86_400_000), dialect === 'sqlite'),
  );
  const timings = {};
  for (const t of tables(d, c)) {
    const t0 = performance.now();
    const names = Object.keys(t.cols);
    for (let from = 1; from <= t.count; from += batch) {
      const to = Math.min(t.count, from + batch - 1);
      const src = d.rows(from, to);
      await db.batch(
        `${src.with}INSERT INTO ${t.table} (${names.join(', ')}) SELECT ${Object.values(t.cols).join(', ')} FROM ${src.from}`,
      );
    }
    timings[t.table] = { rows: t.count, seconds: (performance.now() - t0) / 1000 };
    log(`  ${t.table}: ${t.count} rows in ${timings[t.table].seconds.toFixed(1)} s`);
  }
  return timings;
}

/**
 * A SQLite file (the server stopped) grown with better-sqlite3: WAL, synchronous OFF while
 * growing, batches of ~100k rows each in a transaction, ANALYZE at the end.
 */
export async function growSqlite(file, rows, log, batch = 100_000) {
  const Database = require('better-sqlite3');
  const sqlite = new Database(file);
  const t0 = performance.now();
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('cache_size = -262144');
    sqlite.pragma('temp_store = MEMORY');
    const db = {
      all: async (sql) => sqlite.prepare(sql).all(),
      batch: async (sql) => sqlite.transaction(() => sqlite.exec(sql))(),
    };
    const tables = await grow('sqlite', db, rows, batch, log);
    const a0 = performance.now();
    sqlite.exec('ANALYZE');
    tables.ANALYZE = { rows: null, seconds: (performance.now() - a0) / 1000 };
    log(`  ANALYZE: ${tables.ANALYZE.seconds.toFixed(1)} s`);
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    return { tables, seconds: (performance.now() - t0) / 1000 };
  } finally {
    sqlite.close();
  }
}

const MYSQL_SEQ = 100_000;

/**
 * A MariaDB/MySQL database (`env` as mysqlDatabase gives it) grown with mysql2: INSERT ... SELECT
 * off a temporary numbers table, `batch` rows a statement, ANALYZE TABLE at the end.
 */
export async function growMysql(env, rows, log, batch = 50_000) {
  if (batch > MYSQL_SEQ) throw new Error(`batch ${batch} > ${MYSQL_SEQ}`);
  const { createConnection } = require('mysql2/promise');
  const conn = await createConnection({
    host: env.DB_HOST,
    port: Number(env.DB_PORT),
    user: env.DB_USER,
    password: env.DB_PASSWORD,
    database: env.DB_NAME,
    charset: 'utf8mb4',
  });
  const t0 = performance.now();
  try {
    // Our rows are unique by construction; the server need not look each key up before writing.
    await conn.query('SET SESSION unique_checks = 0, foreign_key_checks = 0');
    await conn.query('CREATE TEMPORARY TABLE scale_seq (n INT NOT NULL PRIMARY KEY)');
    const digit = `(SELECT 0 AS d ${[1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `UNION ALL SELECT ${i}`).join(' ')})`;
    await conn.query(
      `INSERT INTO scale_seq (n) SELECT 1 + a.d + 10 * b.d + 100 * c.d + 1000 * e.d + 10000 * f.d FROM ${digit} a, ${digit} b, ${digit} c, ${digit} e, ${digit} f`,
    );
    const db = {
      all: async (sql) => (await conn.query(sql))[0],
      batch: async (sql) => void (await conn.query(sql)),
    };
    const tables = await grow('mysql', db, rows, batch, log);
    const a0 = performance.now();
    await conn.query(
      `ANALYZE TABLE ${[...Object.keys(tables), 'uma_users_search', 'uma_user_names_search'].join(', ')}`,
    );
    tables.ANALYZE = { rows: null, seconds: (performance.now() - a0) / 1000 };
    log(`  ANALYZE TABLE: ${tables.ANALYZE.seconds.toFixed(1)} s`);
    await conn.query('DROP TEMPORARY TABLE scale_seq');
    return { tables, seconds: (performance.now() - t0) / 1000 };
  } finally {
    await conn.end();
  }
}

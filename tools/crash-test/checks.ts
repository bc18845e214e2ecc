import { join } from 'node:path';

/** Plain SQL on the crash test's database, whichever engine it is. */
export interface Db {
  rows<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openDb(env: Record<string, string>): Promise<Db> {
  if (env.DB_TYPE === 'mysql') {
    const { createConnection } = await import('mysql2/promise');
    const conn = await createConnection({
      host: env.DB_HOST,
      port: Number(env.DB_PORT),
      user: env.DB_USER,
      password: env.DB_PASSWORD,
      database: env.DB_NAME,
    });
    return {
      rows: async <T>(sql: string, params: unknown[] = []) => (await conn.query(sql, params))[0] as T[],
      close: () => conn.end(),
    };
  }
  // better-sqlite3 ships no types: only these two calls are used.
  const driver = 'better-sqlite3';
  const { default: Database } = (await import(driver)) as {
    default: new (path: string, opts: { readonly: boolean }) => {
      prepare(sql: string): { all(...params: unknown[]): unknown[] };
      close(): void;
    };
  };
  const db = new Database(env.DB_SQLITE_PATH ?? join(env.DATA_DIR, 'db.sqlite'), { readonly: true });
  return {
    rows: async <T>(sql: string, params: unknown[] = []) => db.prepare(sql).all(...params) as T[],
    close: async () => void db.close(),
  };
}

export interface Watched {
  /** Invoices made after this id are the crash test's. */
  invoicesAfter: number;
  product: number;
  stock: number;
  classrooms: number[];
}

/** Each invariant the issue names, as the number of rows that break it (0 is right). */
export async function violations(db: Db, w: Watched): Promise<Record<string, number>> {
  const wallets = await db.rows(
    `SELECT w.id FROM acc_wallets w LEFT JOIN acc_payments p ON p.wallet_id = w.id
     GROUP BY w.id, w.inventory
     HAVING w.inventory <> COALESCE(SUM(CASE WHEN p.type IN ('DEPOSIT','WITHDRAW_REJECT') THEN p.amount
                                          WHEN p.type IN ('WITHDRAW','WITHDRAW_REQUEST') THEN -p.amount ELSE 0 END), 0)
         OR w.inventory < 0`,
  );
  const paid = await db.rows(
    `SELECT i.id FROM acc_invoices i LEFT JOIN acc_payments p ON p.invoice_id = i.id AND p.type = 'WITHDRAW'
     WHERE i.status = 'PAID_FULL' AND i.id > ? GROUP BY i.id HAVING COUNT(p.id) <> 1`,
    [w.invoicesAfter],
  );
  const [stock] = await db.rows<{ left: number; held: number }>(
    `SELECT (SELECT inventory FROM store_products WHERE id = ?) AS "left",
            (SELECT COALESCE(SUM(i.count), 0) FROM store_basket_items i JOIN store_baskets b ON b.id = i.basket_id
              WHERE i.product_id = ? AND b.status IN ('CLOSED','PAID','SENT')) AS held`,
    [w.product, w.product],
  );
  const seats = w.classrooms.length
    ? await db.rows(
        `SELECT c.id FROM lma_classrooms c
         WHERE c.id IN (${w.classrooms.map(() => '?').join(',')})
           AND c.used_capacity <> (SELECT COUNT(*) FROM lma_registrations r WHERE r.classroom_id = c.id AND r.holds_seat = 1)`,
        w.classrooms,
      )
    : [];
  return {
    wallet_vs_ledger: wallets.length,
    paid_invoice_payments: paid.length,
    stock: Number(stock.left) + Number(stock.held) === w.stock ? 0 : 1,
    seats: seats.length,
  };
}

/** The sum of every wallet: a replayed callback must not move it. */
export async function walletTotal(db: Db): Promise<number> {
  const [row] = await db.rows<{ total: number | string | null }>('SELECT SUM(inventory) AS total FROM acc_wallets');
  return Number(row.total ?? 0);
}

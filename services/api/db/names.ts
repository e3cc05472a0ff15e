import type { Queryable } from './Database.js';

/** A registered account name (CONTRACTS §1 name record, one address per row). Names are lower-case. */
export interface NameRecord {
  readonly name: string;
  readonly address: string;
  readonly coinType: number;
  readonly attributes: Readonly<Record<string, unknown>> | null;
  readonly registeredAt: Date;
  readonly updatedAt: Date;
}

interface NameRow {
  readonly name: string;
  readonly address: string;
  readonly coin_type: string;
  readonly attributes: Record<string, unknown> | null;
  readonly registered_at: Date;
  readonly updated_at: Date;
}

const toRecord = (row: NameRow): NameRecord => ({
  name: row.name,
  address: row.address,
  coinType: Number(row.coin_type),
  attributes: row.attributes,
  registeredAt: row.registered_at,
  updatedAt: row.updated_at,
});

const COLUMNS = 'name, address, coin_type, attributes, registered_at, updated_at';

/** The names of an address (case-insensitive), most recently updated first. */
export const findNamesByAddress = async (
  db: Queryable,
  address: string,
  limit = 100,
): Promise<NameRecord[]> => {
  const result = await db.query<NameRow>(
    `SELECT ${COLUMNS} FROM names WHERE lower(address) = lower($1) ORDER BY updated_at DESC, name LIMIT $2`,
    [address, limit],
  );
  return result.rows.map(toRecord);
};

/** The most recently updated name of an address (case-insensitive), if any. */
export const findNameByAddress = async (db: Queryable, address: string): Promise<NameRecord | undefined> =>
  (await findNamesByAddress(db, address, 1))[0];

/** The record of a name (names are stored lower-case: pass it lower-cased). */
export const findName = async (db: Queryable, name: string): Promise<NameRecord | undefined> => {
  const result = await db.query<NameRow>(`SELECT ${COLUMNS} FROM names WHERE name = $1`, [name]);
  const row = result.rows[0];
  return row === undefined ? undefined : toRecord(row);
};

/** Which of these names are registered (one query). */
export const findTakenNames = async (db: Queryable, names: readonly string[]): Promise<Set<string>> => {
  if (names.length === 0) return new Set();
  const result = await db.query<{ name: string }>('SELECT name FROM names WHERE name = ANY($1::text[])', [
    names,
  ]);
  return new Set(result.rows.map((row) => row.name));
};

export interface InsertNameInput {
  readonly name: string;
  readonly address: string;
  readonly coinType: number;
  readonly attributes?: Readonly<Record<string, unknown>> | null;
}

/** Registers a name; returns undefined when it is taken. */
export const insertName = async (db: Queryable, input: InsertNameInput): Promise<NameRecord | undefined> => {
  const result = await db.query<NameRow>(
    `INSERT INTO names (name, address, coin_type, attributes) VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO NOTHING RETURNING ${COLUMNS}`,
    [
      input.name,
      input.address,
      input.coinType,
      input.attributes == null ? null : JSON.stringify(input.attributes),
    ],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : toRecord(row);
};

-- Transaction history (GET /v1/account/{account}/history), written by the history indexer.

-- How far the indexer got on each chain: the last block whose transactions are stored, and its hash
-- (a different hash at that height means the devnet was reset and the chain is indexed again).
CREATE TABLE history_chains (
  chain_id text PRIMARY KEY,
  last_block bigint NOT NULL,
  last_block_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per transaction and account it touched, as that account sees it (operation type,
-- transfers). Addresses are lowercase 0x hex; the key makes re-indexing a block a no-op.
CREATE TABLE history_entries (
  chain_id text NOT NULL,
  address text NOT NULL,
  hash text NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  -- The block's timestamp (unix seconds).
  block_time bigint NOT NULL,
  operation_type text NOT NULL,
  status text NOT NULL CHECK (status IN ('confirmed', 'failed')),
  sent_from text NOT NULL,
  sent_to text NOT NULL,
  nonce bigint NOT NULL,
  PRIMARY KEY (chain_id, address, hash)
);
-- Newest first per account, in the order the route pages through (its cursor is this key).
CREATE INDEX history_entries_newest
  ON history_entries (address, block_time DESC, chain_id DESC, block_number DESC, tx_index DESC);

-- The token movements of an entry, in the account's view: net amount per token, in or out (or self).
CREATE TABLE history_transfers (
  chain_id text NOT NULL,
  address text NOT NULL,
  hash text NOT NULL,
  position integer NOT NULL,
  direction text NOT NULL CHECK (direction IN ('in', 'out', 'self')),
  -- The token contract, or 0xeeee…eeee for the native currency.
  token_address text NOT NULL,
  token_symbol text NOT NULL,
  token_name text NOT NULL,
  token_decimals integer NOT NULL,
  -- In the token's smallest unit.
  amount numeric(78, 0) NOT NULL,
  -- USD per whole token at that block (from the devnet pools); null when the token has no price.
  price_usd numeric,
  PRIMARY KEY (chain_id, address, hash, position)
);

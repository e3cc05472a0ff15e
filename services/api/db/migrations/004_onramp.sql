-- Purchases made in the on-ramp sandbox checkout (/sandbox/onramp/checkout). The id is the checkout's
-- own id (one per rendered form), so a form sent twice pays once. No card or bank details are stored.
CREATE TABLE onramp_purchases (
  id text PRIMARY KEY,
  partner_user_id text NOT NULL,
  -- CAIP-2 chain id and the destination (0x hex as given).
  chain_id text NOT NULL,
  address text NOT NULL,
  asset text NOT NULL,
  payment_method text NOT NULL CHECK (payment_method IN ('card', 'ach_bank_account')),
  payment_currency text NOT NULL CHECK (payment_currency IN ('USD', 'EUR')),
  payment_total numeric(14, 2) NOT NULL,
  fee numeric(14, 2) NOT NULL,
  network_fee numeric(14, 2) NOT NULL,
  -- In the token's smallest unit.
  purchase_amount numeric(78, 0) NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  tx_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX onramp_purchases_partner ON onramp_purchases (partner_user_id, created_at DESC);

-- ERC-721 transfers in the history (the indexer's NFT transfers, CONTRACTS §1 `nft_info`). Such a transfer's
-- token columns hold its collection (address, name, symbol; decimals 0, amount 1) and these two its token id
-- and whether the data service's spam rule flagged it (an unsolicited token of an unknown collection).
-- Both are null for a fungible transfer, and both set for an NFT.
ALTER TABLE history_transfers
  ADD COLUMN nft_token_id numeric(78, 0),
  ADD COLUMN nft_is_spam boolean,
  ADD CONSTRAINT history_transfers_nft CHECK ((nft_token_id IS NULL) = (nft_is_spam IS NULL));

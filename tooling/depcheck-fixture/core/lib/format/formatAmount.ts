export const formatAmount = (value: bigint) => value.toString();

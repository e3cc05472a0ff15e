import type {
  OnrampNetwork,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
} from '../../../ports/index.js';

const get = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;

const str = (value: unknown, name: string): string | undefined => {
  const field = get(value, name);
  return typeof field === 'string' ? field : undefined;
};

const list = (value: unknown, name: string): readonly unknown[] | undefined => {
  const field = get(value, name);
  return Array.isArray(field) ? field : undefined;
};

const toNetwork = (value: unknown): OnrampNetwork[] => {
  const name = str(value, 'name');
  const chainId = str(value, 'chain_id');
  if (name === undefined || chainId === undefined) return [];
  return [
    {
      name,
      display_name: str(value, 'display_name') ?? name,
      chain_id: chainId,
      contract_address: str(value, 'contract_address') ?? '',
    },
  ];
};

const toPurchaseCurrency = (value: unknown): OnrampPurchaseCurrency[] => {
  const id = str(value, 'id');
  const symbol = str(value, 'symbol') ?? id;
  if (id === undefined || symbol === undefined) return [];
  const networks = (list(value, 'networks') ?? []).flatMap(toNetwork);
  return [{ id, name: str(value, 'name') ?? symbol, symbol, networks }];
};

const toPaymentCurrency = (value: unknown): OnrampPaymentCurrency[] => {
  const id = str(value, 'id');
  if (id === undefined) return [];
  const limits = (list(value, 'payment_method_limits') ?? []).flatMap((limit) => {
    const method = str(limit, 'id');
    const min = str(limit, 'min');
    const max = str(limit, 'max');
    return method === undefined || min === undefined || max === undefined ? [] : [{ id: method, min, max }];
  });
  return [{ id, payment_method_limits: limits }];
};

/**
 * The options answer, sanitised (invalid answers are ignored, SPEC §5): currencies without an id, networks
 * without a name or chain id and limits without bounds are dropped. Undefined when the answer has no lists.
 */
export const sanitizeOnrampOptions = (value: unknown): OnrampOptions | undefined => {
  const purchase = list(value, 'purchaseCurrencies');
  const payment = list(value, 'paymentCurrencies');
  if (purchase === undefined || payment === undefined) return undefined;
  const providers = list(value, 'providers')?.filter((id): id is string => typeof id === 'string');
  return {
    purchaseCurrencies: purchase.flatMap(toPurchaseCurrency),
    paymentCurrencies: payment.flatMap(toPaymentCurrency),
    ...(providers === undefined ? {} : { providers }),
  };
};

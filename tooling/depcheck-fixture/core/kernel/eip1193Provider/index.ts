export const createEip1193Provider = () => ({ request: () => undefined });

export const latchContext = { router: { view: 'Connect' } };

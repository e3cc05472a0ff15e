export const click = 'fetched by the click only';

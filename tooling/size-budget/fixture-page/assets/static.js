export const label = 'Open';

export const idle = 'fetched while idle, before any click';

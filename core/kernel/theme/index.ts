export { ThemeStore } from './ThemeStore.js';

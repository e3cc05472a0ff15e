export { SafeStorage } from './SafeStorage.js';
export { decoders, type StorageKey, storageKey } from './storageKey.js';

// Vite (and vitest) resolve `?url` imports to the asset's public URL.
declare module '*?url' {
  const url: string;
  export default url;
}

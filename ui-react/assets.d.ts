// `?no-inline`: always a file of its own, never a data URL inside the JavaScript.
declare module '*?no-inline' {
  const url: string;
  export default url;
}

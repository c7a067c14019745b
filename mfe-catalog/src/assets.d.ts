/** Image files are emitted (or inlined when tiny) by the build; importing one gives its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}

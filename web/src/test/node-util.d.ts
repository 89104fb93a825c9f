// The web tsconfig has no Node types (the app runs in browsers); tests borrow only these two
// encoders from Node to fill gaps in jsdom.
declare module 'node:util' {
  export const TextEncoder: typeof globalThis.TextEncoder;
  export const TextDecoder: typeof globalThis.TextDecoder;
}

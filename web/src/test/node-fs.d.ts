// The one test that reads a file of the web app (index.html) borrows these from Node.
declare module 'node:fs' {
  export function readFileSync(path: string, encoding: 'utf8'): string;
}
declare module 'node:path' {
  export function join(...parts: string[]): string;
}
declare const __dirname: string;

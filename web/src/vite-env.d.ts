// Vite turns CSS imports into side effects; TypeScript only needs to know they are allowed.
declare module '*.css';

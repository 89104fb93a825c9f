// Vite turns CSS imports into side effects; TypeScript only needs to know they are allowed.
declare module '*.css';
// CSS modules: the class names a stylesheet beside a component exports.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

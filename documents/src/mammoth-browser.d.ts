// mammoth's self-contained browser build: the package's Node entry needs `fs`, `path` and
// Node streams, which neither the Workers bundler nor the tests' bundle resolve.
declare module 'mammoth/mammoth.browser.js' {
  const mammoth: typeof import('mammoth');
  export default mammoth;
}

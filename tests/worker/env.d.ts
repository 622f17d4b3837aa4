/// <reference path="../../node_modules/@cloudflare/vitest-plugin/types/cloudflare-test.d.ts" />

// `exports.default` of the built web Worker, as the tests call it.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: { default: ExportedHandler };
  }
}

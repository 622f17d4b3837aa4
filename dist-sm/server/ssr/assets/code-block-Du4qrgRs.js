import { n as CodeBlock, t as RemoteImageLink } from "./remote-image-link-BaobiKJi.js";
// \0virtual:vite-rsc/client-references/group/shared:src/components/chat/markdown/code-block.tsx
var export_cfe643dbcb0a = { CodeBlock };
var export_16cb1026b8d3 = { RemoteImageLink };
export { export_16cb1026b8d3, export_cfe643dbcb0a };

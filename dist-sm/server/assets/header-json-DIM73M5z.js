// src/lib/auth/header-json.ts
/** Reads a URI-encoded JSON internal header (worker/lib/internal-headers.ts `headerJson`). */
function parseHeaderJson(value) {
	if (!value) return null;
	try {
		return JSON.parse(decodeURIComponent(value));
	} catch {
		return null;
	}
}
export { parseHeaderJson as t };

//# sourceMappingURL=header-json-DIM73M5z.js.map
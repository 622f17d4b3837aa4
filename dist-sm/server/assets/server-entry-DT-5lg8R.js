import { r as __exportAll } from "./react.react-server-C3EmDfio.js";
import { a as setRequireModule, i as loadServerAction } from "./rsc-DCbj4vdd.js";
import { C as ETAGS_ID, D as decodeAction, E as createTemporaryReferenceSet, O as decodeFormState, S as ETAGS_HEADER, _ as sanitizeLog, a as isLocale, b as getDigest, c as isTheme, f as getRequest, g as stringToStream, h as produceMultiplexedStream, i as withInternalHeaders, j as renderToReadableStream$1, k as decodeReply, l as themeCookie, m as consumeMultiplexedStream, n as headerJson, o as localeCookie, p as setNonce, r as internalHeaders, s as localeCookieMaxAge, t as dropInternalHeaders, u as fsRouter, w as parseClientEtags, x as getErrorInfo, y as createCustomError } from "./internal-headers-Ckg8TsQ5.js";
import { t as getLocale } from "./runtime-CEu_NCIS.js";
import assetsManifest from "../__vite_rsc_assets_manifest.js";
import { buildMetadata } from "../__waku_build_metadata.js";
// node_modules/waku/dist/lib/env.js
function unstable_setAllEnv(newEnv) {
	const env = {};
	for (const [key, value] of Object.entries(newEnv)) if (typeof value === "string") env[key] = value;
	globalThis.__WAKU_SERVER_ENV__ = env;
}
// node_modules/waku/dist/lib/utils/path.js
var joinPath = (...paths) => {
	const isAbsolute = paths[0]?.startsWith("/");
	const items = [].concat(...paths.map((path) => path.split("/")));
	const stack = [];
	for (const item of items) if (item === "..") {
		if (stack.length && stack[stack.length - 1] !== "..") stack.pop();
		else if (!isAbsolute) stack.push("..");
	} else if (item && item !== ".") stack.push(item);
	return (isAbsolute ? "/" : "") + stack.join("/") || ".";
};
function removeBase(url, base) {
	if (base !== "/") {
		if (!url.startsWith(base)) throw new Error("pathname must start with basePath: " + url);
		return url.slice(base.length - 1);
	}
	return url;
}
function addBase(url, base) {
	if (base !== "/" && url.startsWith("/")) return base.slice(0, -1) + url;
	return url;
}
// node_modules/waku/dist/lib/utils/rsc-path.js
var encodeRscPath = (rscPath) => {
	if (rscPath === "") rscPath = "_";
	else {
		if (rscPath.startsWith("_") || rscPath.startsWith("/")) rscPath = "_" + rscPath;
		if (rscPath.endsWith("_") || rscPath.endsWith("/")) rscPath += "_";
	}
	return rscPath + ".txt";
};
var decodeRscPath = (rscPath) => {
	if (!rscPath.endsWith(".txt")) throw new Error("Invalid encoded rscPath");
	rscPath = rscPath.slice(0, -4);
	if (rscPath.startsWith("_")) rscPath = rscPath.slice(1);
	if (rscPath.endsWith("_")) rscPath = rscPath.slice(0, -1);
	return rscPath;
};
var FUNC_PREFIX = "F/";
var decodeFuncId = (encoded) => {
	if (!encoded.startsWith(FUNC_PREFIX)) return null;
	const index = encoded.lastIndexOf("/");
	const file = encoded.slice(2, index);
	const name = encoded.slice(index + 1);
	if (file.startsWith("_")) return file.slice(1) + "#" + name;
	return file + "#" + name;
};
// node_modules/hono/dist/http-exception.js
/**
* `HTTPException` must be used when a fatal error such as authentication failure occurs.
*
* @see {@link https://hono.dev/docs/api/exception}
*
* @param {StatusCode} status - status code of HTTPException
* @param {HTTPExceptionOptions} options - options of HTTPException
* @param {HTTPExceptionOptions["res"]} options.res - response of options of HTTPException
* @param {HTTPExceptionOptions["message"]} options.message - message of options of HTTPException
* @param {HTTPExceptionOptions["cause"]} options.cause - cause of options of HTTPException
*
* @example
* ```ts
* import { HTTPException } from 'hono/http-exception'
*
* // ...
*
* app.post('/auth', async (c, next) => {
*   // authentication
*   if (authorized === false) {
*     throw new HTTPException(401, { message: 'Custom error message' })
*   }
*   await next()
* })
* ```
*/
var HTTPException = class extends Error {
	res;
	status;
	/**
	* Creates an instance of `HTTPException`.
	* @param status - HTTP status code for the exception. Defaults to 500.
	* @param options - Additional options for the exception.
	*/
	constructor(status = 500, options) {
		super(options?.message, { cause: options?.cause });
		this.res = options?.res;
		this.status = status;
	}
	/**
	* Returns the response object associated with the exception.
	* If a response object is not provided, a new response is created with the error message and status code.
	* @returns The response object.
	*/
	getResponse() {
		if (this.res) return new Response(this.res.body, {
			status: this.status,
			headers: this.res.headers
		});
		return new Response(this.message, { status: this.status });
	}
};
// node_modules/hono/dist/middleware/body-limit/index.js
var ERROR_MESSAGE = "Payload Too Large";
/**
* Body Limit Middleware for Hono.
*
* @see {@link https://hono.dev/docs/middleware/builtin/body-limit}
*
* @param {BodyLimitOptions} options - The options for the body limit middleware.
* @param {number} options.maxSize - The maximum body size allowed.
* @param {OnError} [options.onError] - The error handler to be invoked if the specified body size is exceeded.
* @returns {MiddlewareHandler} The middleware handler function.
*
* @example
* ```ts
* const app = new Hono()
*
* app.post(
*   '/upload',
*   bodyLimit({
*     maxSize: 50 * 1024, // 50kb
*     onError: (c) => {
*       return c.text('overflow :(', 413)
*     },
*   }),
*   async (c) => {
*     const body = await c.req.parseBody()
*     if (body['file'] instanceof File) {
*       console.log(`Got file sized: ${body['file'].size}`)
*     }
*     return c.text('pass :)')
*   }
* )
* ```
*/
var bodyLimit = (options) => {
	const onError = options.onError || (() => {
		throw new HTTPException(413, { res: new Response(ERROR_MESSAGE, { status: 413 }) });
	});
	const maxSize = options.maxSize;
	return async function bodyLimit(c, next) {
		if (!c.req.raw.body) return next();
		const hasTransferEncoding = c.req.raw.headers.has("transfer-encoding");
		if (c.req.raw.headers.has("content-length") && !hasTransferEncoding) return parseInt(c.req.raw.headers.get("content-length") || "0", 10) > maxSize ? onError(c) : next();
		let size = 0;
		let buffer = /* @__PURE__ */ new Uint8Array(0);
		const rawReader = c.req.raw.body.getReader();
		for (;;) {
			const { done, value } = await rawReader.read();
			if (done) break;
			const offset = size;
			size += value.length;
			if (size > maxSize) return onError(c);
			if (size > buffer.length) {
				const grown = new Uint8Array(Math.min(maxSize, Math.max(size, buffer.length * 2)));
				grown.set(buffer.subarray(0, offset));
				buffer = grown;
			}
			buffer.set(value, offset);
		}
		c.req.raw = new Request(c.req.raw, { body: buffer.subarray(0, size) });
		return next();
	};
};
// node_modules/hono/dist/compose.js
/**
* Compose middleware functions into a single function based on `koa-compose` package.
*
* @template E - The environment type.
*
* @param {[[Function, unknown], unknown][] | [[Function]][]} middleware - An array of middleware functions and their corresponding parameters.
* @param {ErrorHandler<E>} [onError] - An optional error handler function.
* @param {NotFoundHandler<E>} [onNotFound] - An optional not-found handler function.
*
* @returns {(context: Context, next?: Next) => Promise<Context>} - A composed middleware function.
*/
var compose = (middleware, onError, onNotFound) => {
	return (context, next) => {
		let index = -1;
		return dispatch(0);
		/**
		* Dispatch the middleware functions.
		*
		* @param {number} i - The current index in the middleware array.
		*
		* @returns {Promise<Context>} - A promise that resolves to the context.
		*/
		async function dispatch(i) {
			if (i <= index) throw new Error("next() called multiple times");
			index = i;
			let res;
			let isError = false;
			let handler;
			if (middleware[i]) {
				handler = middleware[i][0][0];
				context.req.routeIndex = i;
			} else handler = i === middleware.length && next || void 0;
			if (handler) try {
				res = await handler(context, () => dispatch(i + 1));
			} catch (err) {
				if (err instanceof Error && onError) {
					context.error = err;
					res = await onError(err, context);
					isError = true;
				} else throw err;
			}
			else if (context.finalized === false && onNotFound) res = await onNotFound(context);
			if (res && (context.finalized === false || isError)) context.res = res;
			return context;
		}
	};
};
// node_modules/hono/dist/utils/url.js
var splitPath = (path) => {
	const paths = path.split("/");
	if (paths[0] === "") paths.shift();
	return paths;
};
var splitRoutingPath = (routePath) => {
	const { groups, path } = extractGroupsFromPath(routePath);
	return replaceGroupMarks(splitPath(path), groups);
};
var extractGroupsFromPath = (path) => {
	const groups = [];
	path = path.replace(/\{[^}]+\}/g, (match, index) => {
		const mark = `@${index}`;
		groups.push([mark, match]);
		return mark;
	});
	return {
		groups,
		path
	};
};
var replaceGroupMarks = (paths, groups) => {
	for (let i = groups.length - 1; i >= 0; i--) {
		const [mark] = groups[i];
		for (let j = paths.length - 1; j >= 0; j--) if (paths[j].includes(mark)) {
			paths[j] = paths[j].replace(mark, groups[i][1]);
			break;
		}
	}
	return paths;
};
var patternCache = {};
var getPattern = (label, next) => {
	if (label === "*") return "*";
	const match = label.match(/^\:([^\{\}]+)(?:\{(.+)\})?$/);
	if (match) {
		const cacheKey = `${label}#${next}`;
		if (!patternCache[cacheKey]) {
			if (match[2]) patternCache[cacheKey] = next && next[0] !== ":" && next[0] !== "*" ? [
				cacheKey,
				match[1],
				new RegExp(`^${match[2]}(?=/${next})`)
			] : [
				label,
				match[1],
				new RegExp(`^${match[2]}$`)
			];
			else patternCache[cacheKey] = [
				label,
				match[1],
				true
			];
		}
		return patternCache[cacheKey];
	}
	return null;
};
var tryDecode = (str, decoder) => {
	try {
		return decoder(str);
	} catch {
		return str.replace(/(?:%[0-9A-Fa-f]{2})+/g, (match) => {
			try {
				return decoder(match);
			} catch {
				return match;
			}
		});
	}
};
var decodeURIWithPreservedPercent = (value) => decodeURI(value.includes("%25") ? value.replace(/%25/g, "%2525") : value);
var getPath = (request) => {
	const url = request.url;
	const start = url.indexOf("/", url.indexOf(":") + 4);
	let i = start;
	for (; i < url.length; i++) {
		const charCode = url.charCodeAt(i);
		if (charCode === 37) {
			const queryIndex = url.indexOf("?", i);
			const hashIndex = url.indexOf("#", i);
			const end = queryIndex === -1 ? hashIndex === -1 ? void 0 : hashIndex : hashIndex === -1 ? queryIndex : Math.min(queryIndex, hashIndex);
			const path = url.slice(start, end);
			const decoded = tryDecode(path, decodeURIWithPreservedPercent);
			if (/%(?![0-9A-Fa-f]{2})/.test(path)) {
				const rewritten = new URL("http://localhost");
				rewritten.pathname = decoded.replace(/[\\\t\n\r]/g, encodeURIComponent);
				if (tryDecode(rewritten.pathname, decodeURIWithPreservedPercent) !== decoded) return tryDecode(path.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"), decodeURIWithPreservedPercent);
			}
			return decoded;
		} else if (charCode === 63 || charCode === 35) break;
	}
	return url.slice(start, i);
};
var getPathNoStrict = (request) => {
	const result = getPath(request);
	return result.length > 1 && result.at(-1) === "/" ? result.slice(0, -1) : result;
};
/**
* Merge paths.
* @param {string[]} ...paths - The paths to merge.
* @returns {string} The merged path.
* @example
* mergePath('/api', '/users') // '/api/users'
* mergePath('/api/', '/users') // '/api/users'
* mergePath('/api', '/') // '/api'
* mergePath('/api/', '/') // '/api/'
*/
var mergePath = (base, sub, ...rest) => {
	if (rest.length) sub = mergePath(sub, ...rest);
	return `${base?.[0] === "/" ? "" : "/"}${base}${sub === "/" ? "" : `${base?.at(-1) === "/" ? "" : "/"}${sub?.[0] === "/" ? sub.slice(1) : sub}`}`;
};
var checkOptionalParameter = (path) => {
	if (path.charCodeAt(path.length - 1) !== 63 || !path.includes(":")) return null;
	const segments = path.split("/");
	const results = [];
	let basePath = "";
	segments.forEach((segment) => {
		if (segment !== "" && !/\:/.test(segment)) basePath += "/" + segment;
		else if (/\:/.test(segment)) {
			if (segment.charCodeAt(segment.length - 1) === 63) {
				if (results.length === 0 && basePath === "") results.push("/");
				else results.push(basePath);
				const optionalSegment = segment.slice(0, -1);
				basePath += "/" + optionalSegment;
				results.push(basePath);
			} else basePath += "/" + segment;
		}
	});
	return results.filter((v, i, a) => a.indexOf(v) === i);
};
var tryDecodeURIComponent = (str) => str.indexOf("%") !== -1 ? tryDecode(str, decodeURIComponent_) : str;
var _decodeURI = (value) => {
	if (value.indexOf("+") !== -1) value = value.replace(/\+/g, " ");
	return tryDecodeURIComponent(value);
};
var _getQueryParam = (url, key, multiple) => {
	const hashIndex = url.indexOf("#", 8);
	if (hashIndex !== -1) url = url.slice(0, hashIndex);
	let encoded;
	if (!multiple && key && !/[%+&=]/.test(key)) {
		const queryIndex = url.indexOf("?", 8);
		let keyIndex = queryIndex;
		if (keyIndex === -1) return;
		if (!url.startsWith(key, keyIndex + 1)) keyIndex = url.indexOf(`&${key}`, keyIndex + 1);
		while (keyIndex !== -1) {
			const trailingKeyCode = url.charCodeAt(keyIndex + key.length + 1);
			if (trailingKeyCode === 61 || trailingKeyCode === 38 || isNaN(trailingKeyCode)) {
				if (keyIndex > queryIndex && /(?:^|&)[^=&]*[%+]/.test(url.slice(queryIndex + 1, keyIndex))) break;
				if (trailingKeyCode === 61) {
					const valueIndex = keyIndex + key.length + 2;
					const endIndex = url.indexOf("&", valueIndex);
					return _decodeURI(url.slice(valueIndex, endIndex === -1 ? void 0 : endIndex));
				}
				return "";
			}
			keyIndex = url.indexOf(`&${key}`, keyIndex + 1);
		}
		encoded = /[%+]/.test(url);
		if (!encoded) return;
	}
	const results = Object.create(null);
	encoded ??= /[%+]/.test(url);
	let keyIndex = url.indexOf("?", 8);
	while (keyIndex !== -1) {
		const nextKeyIndex = url.indexOf("&", keyIndex + 1);
		let valueIndex = url.indexOf("=", keyIndex);
		if (valueIndex > nextKeyIndex && nextKeyIndex !== -1) valueIndex = -1;
		let name = url.slice(keyIndex + 1, valueIndex === -1 ? nextKeyIndex === -1 ? void 0 : nextKeyIndex : valueIndex);
		if (encoded) name = _decodeURI(name);
		keyIndex = nextKeyIndex;
		if (name === "") continue;
		let value;
		if (valueIndex === -1) value = "";
		else {
			value = url.slice(valueIndex + 1, nextKeyIndex === -1 ? void 0 : nextKeyIndex);
			if (encoded) value = _decodeURI(value);
		}
		if (multiple) {
			if (!(results[name] && Array.isArray(results[name]))) results[name] = [];
			results[name].push(value);
		} else results[name] ??= value;
	}
	return key ? results[key] : results;
};
var getQueryParam = _getQueryParam;
var getQueryParams = (url, key) => {
	return _getQueryParam(url, key, true);
};
var decodeURIComponent_ = decodeURIComponent;
// node_modules/hono/dist/request/constants.js
var GET_MATCH_RESULT = Symbol();
// node_modules/hono/dist/utils/buffer.js
var bufferToFormData = (arrayBuffer, contentType) => {
	return new Response(arrayBuffer, { headers: { "Content-Type": contentType.replace(/^[^;]+/, (mediaType) => mediaType.toLowerCase()) } }).formData();
};
// node_modules/hono/dist/utils/body.js
var MAX_NESTED_OBJECTS = 1e4;
var isRawRequest = (request) => "headers" in request;
var parseBody = async (request, options = Object.create(null)) => {
	const { all = false, dot = false } = options;
	const mediaType = (isRawRequest(request) ? request.headers : request.raw.headers).get("Content-Type")?.split(";")[0].trim().toLowerCase();
	if (mediaType === "multipart/form-data" || mediaType === "application/x-www-form-urlencoded") return parseFormData(request, {
		all,
		dot
	});
	return {};
};
/**
* Parses form data from a request.
*
* @template T - The type of the parsed body data.
* @param {HonoRequest | Request} request - The request object containing form data.
* @param {ParseBodyOptions} options - Options for parsing the form data.
* @returns {Promise<T>} The parsed body data.
*/
async function parseFormData(request, options) {
	if (!isRawRequest(request) && request.bodyCache.formData) return convertFormDataToBodyData(await request.bodyCache.formData, options);
	const headers = isRawRequest(request) ? request.headers : request.raw.headers;
	const formDataPromise = bufferToFormData(await request.arrayBuffer(), headers.get("Content-Type") || "");
	if (!isRawRequest(request)) request.bodyCache.formData = formDataPromise;
	const formData = await formDataPromise;
	if (formData) return convertFormDataToBodyData(formData, options);
	return {};
}
/**
* Converts form data to body data based on the provided options.
*
* @template T - The type of the parsed body data.
* @param {FormData} formData - The form data to convert.
* @param {ParseBodyOptions} options - Options for parsing the form data.
* @returns {T} The converted body data.
*/
function convertFormDataToBodyData(formData, options) {
	const form = Object.create(null);
	const nestingState = { count: 0 };
	formData.forEach((value, key) => {
		if (!(options.all || key.endsWith("[]"))) form[key] = value;
		else handleParsingAllValues(form, key, value);
	});
	if (options.dot) Object.entries(form).forEach(([key, value]) => {
		if (key.includes(".")) {
			handleParsingNestedValues(form, key, value, nestingState);
			delete form[key];
		}
	});
	return form;
}
/**
* Handles parsing all values for a given key, supporting multiple values as arrays.
*
* @param {BodyData} form - The form data object.
* @param {string} key - The key to parse.
* @param {FormDataEntryValue} value - The value to assign.
*/
var handleParsingAllValues = (form, key, value) => {
	if (form[key] !== void 0) {
		if (Array.isArray(form[key])) form[key].push(value);
		else form[key] = [form[key], value];
	} else if (!key.endsWith("[]")) form[key] = value;
	else form[key] = [value];
};
/**
* Handles parsing nested values using dot notation keys.
*
* @param {BodyData} form - The form data object.
* @param {string} key - The dot notation key.
* @param {BodyDataValue} value - The value to assign.
* @param {{ count: number }} state - The state object tracking nesting depth.
*/
var handleParsingNestedValues = (form, key, value, state) => {
	if (/(?:^|\.)__proto__\./.test(key)) return;
	let nestedForm = form;
	const keys = key.split(".", 34);
	if (keys.length > 33) throwNestingLimitExceeded();
	keys.forEach((key, index) => {
		if (index === keys.length - 1) nestedForm[key] = value;
		else {
			if (!nestedForm[key] || typeof nestedForm[key] !== "object" || Array.isArray(nestedForm[key]) || nestedForm[key] instanceof File) {
				if (state.count++ >= MAX_NESTED_OBJECTS) throwNestingLimitExceeded();
				nestedForm[key] = Object.create(null);
			}
			nestedForm = nestedForm[key];
		}
	});
};
var throwNestingLimitExceeded = () => {
	throw new Error("Nesting limit exceeded");
};
// node_modules/hono/dist/request.js
var HonoRequest = class {
	/**
	* `.raw` can get the raw Request object.
	*
	* @see {@link https://hono.dev/docs/api/request#raw}
	*
	* @example
	* ```ts
	* // For Cloudflare Workers
	* app.post('/', async (c) => {
	*   const metadata = c.req.raw.cf?.hostMetadata?
	*   ...
	* })
	* ```
	*/
	raw;
	#validatedData;
	#matchResult;
	routeIndex = 0;
	/**
	* `.path` can get the pathname of the request.
	*
	* @see {@link https://hono.dev/docs/api/request#path}
	*
	* @example
	* ```ts
	* app.get('/about/me', (c) => {
	*   const pathname = c.req.path // `/about/me`
	* })
	* ```
	*/
	path;
	bodyCache = {};
	constructor(request, path = "/", matchResult = [[]]) {
		this.raw = request;
		this.path = path;
		this.#matchResult = matchResult;
	}
	param(key) {
		return key ? this.#getDecodedParam(key) : this.#getAllDecodedParams();
	}
	#getDecodedParam(key) {
		const paramKey = this.#matchResult[0][this.routeIndex]?.[1][key];
		const param = this.#getParamValue(paramKey);
		return param && tryDecodeURIComponent(param);
	}
	#getAllDecodedParams() {
		const decoded = {};
		const keys = Object.keys(this.#matchResult[0][this.routeIndex]?.[1] ?? {});
		for (const key of keys) {
			const value = this.#getParamValue(this.#matchResult[0][this.routeIndex][1][key]);
			if (value !== void 0) decoded[key] = tryDecodeURIComponent(value);
		}
		return decoded;
	}
	#getParamValue(paramKey) {
		return this.#matchResult[1] ? this.#matchResult[1][paramKey] : paramKey;
	}
	query(key) {
		return getQueryParam(this.url, key);
	}
	queries(key) {
		return getQueryParams(this.url, key);
	}
	header(name) {
		if (name) return this.raw.headers.get(name) ?? void 0;
		const headerData = Object.create(null);
		this.raw.headers.forEach((value, key) => {
			headerData[key] = value;
		});
		return headerData;
	}
	async parseBody(options) {
		return parseBody(this, options);
	}
	#cachedBody = (key) => {
		const { bodyCache, raw } = this;
		const cachedBody = bodyCache[key];
		if (cachedBody) return cachedBody;
		for (const anyCachedKey in bodyCache) return bodyCache[anyCachedKey].then((body) => {
			if (anyCachedKey === "json") body = JSON.stringify(body);
			const contentType = anyCachedKey === "formData" ? void 0 : raw.headers.get("content-type");
			return new Response(body, { headers: contentType ? { "Content-Type": contentType } : void 0 })[key]();
		});
		return bodyCache[key] = raw[key]();
	};
	/**
	* `.json()` can parse Request body of type `application/json`
	*
	* @see {@link https://hono.dev/docs/api/request#json}
	*
	* @example
	* ```ts
	* app.post('/entry', async (c) => {
	*   const body = await c.req.json()
	* })
	* ```
	*/
	json() {
		return this.#cachedBody("text").then((text) => JSON.parse(text));
	}
	/**
	* `.text()` can parse Request body of type `text/plain`
	*
	* @see {@link https://hono.dev/docs/api/request#text}
	*
	* @example
	* ```ts
	* app.post('/entry', async (c) => {
	*   const body = await c.req.text()
	* })
	* ```
	*/
	text() {
		return this.#cachedBody("text");
	}
	/**
	* `.arrayBuffer()` parse Request body as an `ArrayBuffer`
	*
	* @see {@link https://hono.dev/docs/api/request#arraybuffer}
	*
	* @example
	* ```ts
	* app.post('/entry', async (c) => {
	*   const body = await c.req.arrayBuffer()
	* })
	* ```
	*/
	arrayBuffer() {
		return this.#cachedBody("arrayBuffer");
	}
	/**
	* `.bytes()` parses the request body as a `Uint8Array`.
	*
	* @see {@link https://hono.dev/docs/api/request#bytes}
	*
	* @example
	* ```ts
	* app.post('/entry', async (c) => {
	*   const body = await c.req.bytes()
	* })
	* ```
	*/
	bytes() {
		return this.#cachedBody("arrayBuffer").then((buffer) => new Uint8Array(buffer));
	}
	/**
	* Parses the request body as a `Blob`.
	* @example
	* ```ts
	* app.post('/entry', async (c) => {
	*   const body = await c.req.blob();
	* });
	* ```
	* @see https://hono.dev/docs/api/request#blob
	*/
	blob() {
		return this.#cachedBody("blob");
	}
	/**
	* Parses the request body as `FormData`.
	* @example
	* ```ts
	* app.post('/entry', async (c) => {
	*   const body = await c.req.formData();
	* });
	* ```
	* @see https://hono.dev/docs/api/request#formdata
	*/
	formData() {
		return this.#cachedBody("formData");
	}
	/**
	* Adds validated data to the request.
	*
	* @param target - The target of the validation.
	* @param data - The validated data to add.
	*/
	addValidatedData(target, data) {
		(this.#validatedData ??= {})[target] = data;
	}
	valid(target) {
		return this.#validatedData?.[target];
	}
	/**
	* `.url` can get the request url strings.
	*
	* @see {@link https://hono.dev/docs/api/request#url}
	*
	* @example
	* ```ts
	* app.get('/about/me', (c) => {
	*   const url = c.req.url // `http://localhost:8787/about/me`
	*   ...
	* })
	* ```
	*/
	get url() {
		return this.raw.url;
	}
	/**
	* `.method` can get the method name of the request.
	*
	* @see {@link https://hono.dev/docs/api/request#method}
	*
	* @example
	* ```ts
	* app.get('/about/me', (c) => {
	*   const method = c.req.method // `GET`
	* })
	* ```
	*/
	get method() {
		return this.raw.method;
	}
	get [GET_MATCH_RESULT]() {
		return this.#matchResult;
	}
	/**
	* `.matchedRoutes` can return a matched route in the handler
	*
	* @deprecated
	*
	* Use matchedRoutes helper defined in "hono/route" instead.
	*
	* @see {@link https://hono.dev/docs/api/request#matchedroutes}
	*
	* @example
	* ```ts
	* app.use('*', async function logger(c, next) {
	*   await next()
	*   c.req.matchedRoutes.forEach(({ handler, method, path }, i) => {
	*     const name = handler.name || (handler.length < 2 ? '[handler]' : '[middleware]')
	*     console.log(
	*       method,
	*       ' ',
	*       path,
	*       ' '.repeat(Math.max(10 - path.length, 0)),
	*       name,
	*       i === c.req.routeIndex ? '<- respond from here' : ''
	*     )
	*   })
	* })
	* ```
	*/
	get matchedRoutes() {
		return this.#matchResult[0].map(([[, route]]) => route);
	}
	/**
	* `.routePath` can retrieve the path registered within the handler
	*
	* @deprecated
	*
	* Use routePath helper defined in "hono/route" instead.
	*
	* @see {@link https://hono.dev/docs/api/request#routepath}
	*
	* @example
	* ```ts
	* app.get('/posts/:id', (c) => {
	*   return c.json({ path: c.req.routePath })
	* })
	* ```
	*/
	get routePath() {
		return this.#matchResult[0].map(([[, route]]) => route)[this.routeIndex].path;
	}
};
// node_modules/hono/dist/utils/html.js
/**
* @module
* HTML utility.
*/
var HtmlEscapedCallbackPhase = {
	Stringify: 1,
	BeforeStream: 2,
	Stream: 3
};
var raw = (value, callbacks) => {
	const escapedString = new String(value);
	escapedString.isEscaped = true;
	escapedString.callbacks = callbacks;
	return escapedString;
};
var escapeRe = /[&<>'"]/;
var stringBufferToString = async (buffer, callbacks) => {
	let str = "";
	callbacks ||= [];
	const resolvedBuffer = await Promise.all(buffer);
	for (let i = resolvedBuffer.length - 1;; i--) {
		str += resolvedBuffer[i];
		i--;
		if (i < 0) break;
		let r = resolvedBuffer[i];
		if (r == null || typeof r === "boolean") continue;
		if (typeof r === "number") {
			str += r;
			continue;
		}
		if (typeof r === "object") callbacks.push(...r.callbacks || []);
		const isEscaped = r.isEscaped;
		r = await (typeof r === "object" ? r.toString() : r);
		if (typeof r === "object") callbacks.push(...r.callbacks || []);
		if (r.isEscaped ?? isEscaped) str += r;
		else {
			const buf = [str];
			escapeToBuffer(r, buf);
			str = buf[0];
		}
	}
	return raw(str, callbacks);
};
var escapeToBuffer = (str, buffer) => {
	const match = str.search(escapeRe);
	if (match === -1) {
		buffer[0] += str;
		return;
	}
	let escape;
	let index;
	let lastIndex = 0;
	for (index = match; index < str.length; index++) {
		switch (str.charCodeAt(index)) {
			case 34:
				escape = "&quot;";
				break;
			case 39:
				escape = "&#39;";
				break;
			case 38:
				escape = "&amp;";
				break;
			case 60:
				escape = "&lt;";
				break;
			case 62:
				escape = "&gt;";
				break;
			default: continue;
		}
		buffer[0] += str.substring(lastIndex, index) + escape;
		lastIndex = index + 1;
	}
	buffer[0] += str.substring(lastIndex, index);
};
var resolveCallbackSync = (str) => {
	const callbacks = str.callbacks;
	if (!callbacks?.length) return str;
	const buffer = [str];
	const context = {};
	callbacks.forEach((c) => c({
		phase: HtmlEscapedCallbackPhase.Stringify,
		buffer,
		context
	}));
	return buffer[0];
};
var resolveCallback = async (str, phase, preserveCallbacks, context, buffer) => {
	if (typeof str === "object" && !(str instanceof String)) {
		if (!(str instanceof Promise)) str = str.toString();
		if (str instanceof Promise) str = await str;
	}
	const callbacks = str.callbacks;
	if (!callbacks?.length) return Promise.resolve(str);
	if (buffer) buffer[0] += str;
	else buffer = [str];
	const resStr = Promise.all(callbacks.map((c) => c({
		phase,
		buffer,
		context
	}))).then((res) => Promise.all(res.filter(Boolean).map((str) => resolveCallback(str, phase, false, context, buffer))).then(() => buffer[0]));
	if (preserveCallbacks) return raw(await resStr, callbacks);
	else return resStr;
};
// node_modules/hono/dist/context.js
var TEXT_PLAIN = "text/plain; charset=UTF-8";
var setDefaultContentType = (contentType, headers) => {
	return {
		"Content-Type": contentType,
		...headers
	};
};
var createResponseInstance = (body, init) => new Response(body, init);
var Context = class {
	#rawRequest;
	#req;
	/**
	* `.env` can get bindings (environment variables, secrets, KV namespaces, D1 database, R2 bucket etc.) in Cloudflare Workers.
	*
	* @see {@link https://hono.dev/docs/api/context#env}
	*
	* @example
	* ```ts
	* // Environment object for Cloudflare Workers
	* app.get('*', async c => {
	*   const counter = c.env.COUNTER
	* })
	* ```
	*/
	env = {};
	#var;
	finalized = false;
	/**
	* `.error` can get the error object from the middleware if the Handler throws an error.
	*
	* @see {@link https://hono.dev/docs/api/context#error}
	*
	* @example
	* ```ts
	* app.use('*', async (c, next) => {
	*   await next()
	*   if (c.error) {
	*     // do something...
	*   }
	* })
	* ```
	*/
	error;
	#status;
	#executionCtx;
	#res;
	#layout;
	#renderer;
	#notFoundHandler;
	#preparedHeaders;
	#matchResult;
	#path;
	/**
	* Creates an instance of the Context class.
	*
	* @param req - The Request object.
	* @param options - Optional configuration options for the context.
	*/
	constructor(req, options) {
		this.#rawRequest = req;
		if (options) {
			this.#executionCtx = options.executionCtx;
			this.env = options.env;
			this.#notFoundHandler = options.notFoundHandler;
			this.#path = options.path;
			this.#matchResult = options.matchResult;
		}
	}
	/**
	* `.req` is the instance of {@link HonoRequest}.
	*/
	get req() {
		this.#req ??= new HonoRequest(this.#rawRequest, this.#path, this.#matchResult);
		return this.#req;
	}
	/**
	* @see {@link https://hono.dev/docs/api/context#event}
	* The FetchEvent associated with the current request.
	*
	* @throws Will throw an error if the context does not have a FetchEvent.
	*/
	get event() {
		if (this.#executionCtx && "respondWith" in this.#executionCtx) return this.#executionCtx;
		else throw Error("This context has no FetchEvent");
	}
	/**
	* @see {@link https://hono.dev/docs/api/context#executionctx}
	* The ExecutionContext associated with the current request.
	*
	* @throws Will throw an error if the context does not have an ExecutionContext.
	*/
	get executionCtx() {
		if (this.#executionCtx) return this.#executionCtx;
		else throw Error("This context has no ExecutionContext");
	}
	/**
	* @see {@link https://hono.dev/docs/api/context#res}
	* The Response object for the current request.
	*/
	get res() {
		return this.#res ||= createResponseInstance(null, { headers: this.#preparedHeaders ??= new Headers() });
	}
	/**
	* Sets the Response object for the current request.
	*
	* @param _res - The Response object to set.
	*/
	set res(_res) {
		if (this.#res && _res) {
			_res = createResponseInstance(_res.body, _res);
			for (const [k, v] of this.#res.headers.entries()) {
				if (k === "content-type") continue;
				if (k === "set-cookie") {
					const cookies = this.#res.headers.getSetCookie();
					_res.headers.delete("set-cookie");
					for (const cookie of cookies) _res.headers.append("set-cookie", cookie);
				} else _res.headers.set(k, v);
			}
		}
		this.#res = _res;
		this.finalized = true;
	}
	/**
	* `.render()` can create a response within a layout.
	*
	* @see {@link https://hono.dev/docs/api/context#render-setrenderer}
	*
	* @example
	* ```ts
	* app.get('/', (c) => {
	*   return c.render('Hello!')
	* })
	* ```
	*/
	render = (...args) => {
		this.#renderer ??= (content) => this.html(content);
		return this.#renderer(...args);
	};
	/**
	* Sets the layout for the response.
	*
	* @param layout - The layout to set.
	* @returns The layout function.
	*/
	setLayout = (layout) => this.#layout = layout;
	/**
	* Gets the current layout for the response.
	*
	* @returns The current layout function.
	*/
	getLayout = () => this.#layout;
	/**
	* `.setRenderer()` can set the layout in the custom middleware.
	*
	* @see {@link https://hono.dev/docs/api/context#render-setrenderer}
	*
	* @example
	* ```tsx
	* app.use('*', async (c, next) => {
	*   c.setRenderer((content) => {
	*     return c.html(
	*       <html>
	*         <body>
	*           <p>{content}</p>
	*         </body>
	*       </html>
	*     )
	*   })
	*   await next()
	* })
	* ```
	*/
	setRenderer = (renderer) => {
		this.#renderer = renderer;
	};
	/**
	* `.header()` can set headers.
	*
	* @see {@link https://hono.dev/docs/api/context#header}
	*
	* @example
	* ```ts
	* app.get('/welcome', (c) => {
	*   // Set headers
	*   c.header('X-Message', 'Hello!')
	*   c.header('Content-Type', 'text/plain')
	*
	*   // Append multiple headers using the append option (e.g. Vary)
	*   c.header('Vary', 'Accept-Encoding', { append: true })
	*   c.header('Vary', 'User-Agent', { append: true })
	*
	*   return c.body('Thank you for coming')
	* })
	* ```
	*/
	header = (name, value, options) => {
		if (this.finalized && !this.#res.bodyUsed) this.#res = createResponseInstance(this.#res.body, this.#res);
		const headers = this.#res ? this.#res.headers : this.#preparedHeaders ??= new Headers();
		if (value === void 0) headers.delete(name);
		else if (options?.append) headers.append(name, value);
		else headers.set(name, value);
	};
	status = (status) => {
		this.#status = status;
	};
	/**
	* `.set()` can set the value specified by the key.
	*
	* @see {@link https://hono.dev/docs/api/context#set-get}
	*
	* @example
	* ```ts
	* app.use('*', async (c, next) => {
	*   c.set('message', 'Hono is hot!!')
	*   await next()
	* })
	* ```
	*/
	set = (key, value) => {
		this.#var ??= /* @__PURE__ */ new Map();
		this.#var.set(key, value);
	};
	/**
	* `.get()` can use the value specified by the key.
	*
	* @see {@link https://hono.dev/docs/api/context#set-get}
	*
	* @example
	* ```ts
	* app.get('/', (c) => {
	*   const message = c.get('message')
	*   return c.text(`The message is "${message}"`)
	* })
	* ```
	*/
	get = (key) => {
		return this.#var ? this.#var.get(key) : void 0;
	};
	/**
	* `.var` can access the value of a variable.
	*
	* @see {@link https://hono.dev/docs/api/context#var}
	*
	* @example
	* ```ts
	* const result = c.var.client.oneMethod()
	* ```
	*/
	get var() {
		if (!this.#var) return {};
		return Object.fromEntries(this.#var);
	}
	#newResponse(data, arg, headers) {
		let responseHeaders = this.#res ? new Headers(this.#res.headers) : this.#preparedHeaders;
		if (typeof arg === "object" && arg.headers) {
			responseHeaders ??= new Headers();
			for (const [key, value] of new Headers(arg.headers)) if (key === "set-cookie") responseHeaders.append(key, value);
			else responseHeaders.set(key, value);
		}
		if (headers) {
			if (!responseHeaders) {
				let count = 0;
				for (const k in headers) if (++count > 1 || typeof headers[k] !== "string") {
					responseHeaders = new Headers();
					break;
				}
			}
			if (responseHeaders) for (const k in headers) {
				const v = headers[k];
				if (typeof v === "string") responseHeaders.set(k, v);
				else {
					responseHeaders.delete(k);
					for (const v2 of v) responseHeaders.append(k, v2);
				}
			}
		}
		return createResponseInstance(data, {
			status: typeof arg === "number" ? arg : arg?.status ?? this.#status,
			headers: responseHeaders ?? headers
		});
	}
	newResponse = (...args) => this.#newResponse(...args);
	/**
	* `.body()` can return the HTTP response.
	* You can set headers with `.header()` and set HTTP status code with `.status`.
	* This can also be set in `.text()`, `.json()` and so on.
	*
	* @see {@link https://hono.dev/docs/api/context#body}
	*
	* @example
	* ```ts
	* app.get('/welcome', (c) => {
	*   // Set headers
	*   c.header('X-Message', 'Hello!')
	*   c.header('Content-Type', 'text/plain')
	*   // Set HTTP status code
	*   c.status(201)
	*
	*   // Return the response body
	*   return c.body('Thank you for coming')
	* })
	* ```
	*/
	body = (data, arg, headers) => this.#newResponse(data, arg, headers);
	/**
	* `.text()` can render text as `Content-Type:text/plain`.
	*
	* @see {@link https://hono.dev/docs/api/context#text}
	*
	* @example
	* ```ts
	* app.get('/say', (c) => {
	*   return c.text('Hello!')
	* })
	* ```
	*/
	text = (text, arg, headers) => {
		return !this.#preparedHeaders && !this.#status && !arg && !headers && !this.finalized ? new Response(text) : this.#newResponse(text, arg, setDefaultContentType(TEXT_PLAIN, headers));
	};
	/**
	* `.json()` can render JSON as `Content-Type:application/json`.
	*
	* @see {@link https://hono.dev/docs/api/context#json}
	*
	* @example
	* ```ts
	* app.get('/api', (c) => {
	*   return c.json({ message: 'Hello!' })
	* })
	* ```
	*/
	json = (object, arg, headers) => {
		return this.#newResponse(JSON.stringify(object), arg, setDefaultContentType("application/json", headers));
	};
	html = (html, arg, headers) => {
		const res = (html) => this.#newResponse(html, arg, setDefaultContentType("text/html; charset=UTF-8", headers));
		return typeof html === "object" ? resolveCallback(html, HtmlEscapedCallbackPhase.Stringify, false, {}).then(res) : res(html);
	};
	/**
	* `.redirect()` can Redirect, default status code is 302.
	*
	* @see {@link https://hono.dev/docs/api/context#redirect}
	*
	* @example
	* ```ts
	* app.get('/redirect', (c) => {
	*   return c.redirect('/')
	* })
	* app.get('/redirect-permanently', (c) => {
	*   return c.redirect('/', 301)
	* })
	* ```
	*/
	redirect = (location, status) => {
		const locationString = String(location);
		this.header("Location", !/[^\x00-\xFF]/.test(locationString) ? locationString : encodeURI(locationString));
		return this.newResponse(null, status ?? 302);
	};
	/**
	* `.notFound()` can return the Not Found Response.
	*
	* @see {@link https://hono.dev/docs/api/context#notfound}
	*
	* @example
	* ```ts
	* app.get('/notfound', (c) => {
	*   return c.notFound()
	* })
	* ```
	*/
	notFound = () => {
		this.#notFoundHandler ??= () => createResponseInstance();
		return this.#notFoundHandler(this);
	};
};
// node_modules/hono/dist/helper/route/index.js
/**
* Get matched routes in the handler
*
* @param {Context} c - The context object
* @returns An array of matched routes
*
* @example
* ```ts
* import { matchedRoutes } from 'hono/route'
*
* app.use('*', async function logger(c, next) {
*   await next()
*   matchedRoutes(c).forEach(({ handler, method, path }, i) => {
*     const name = handler.name || (handler.length < 2 ? '[handler]' : '[middleware]')
*     console.log(
*       method,
*       ' ',
*       path,
*       ' '.repeat(Math.max(10 - path.length, 0)),
*       name,
*       i === c.req.routeIndex ? '<- respond from here' : ''
*     )
*   })
* })
* ```
*/
var matchedRoutes = (c) => c.req[GET_MATCH_RESULT][0].map(([[, route]]) => route);
/**
* Get the route path registered within the handler
*
* @param {Context} c - The context object
* @param {number} index - The index of the route from which to retrieve the path, similar to Array.prototype.at(), where a negative number is the index counted from the end of the matching route. Defaults to the current route index.
* @returns The route path registered within the handler
*
* @example
* ```ts
* import { routePath } from 'hono/route'
*
* app.use('*', (c, next) => {
*   console.log(routePath(c)) // '*'
*   console.log(routePath(c, -1)) // '/posts/:id'
*   return next()
* })
*
* app.get('/posts/:id', (c) => {
*   return c.text(routePath(c)) // '/posts/:id'
* })
* ```
*/
var routePath = (c, index) => matchedRoutes(c).at(index ?? c.req.routeIndex)?.path ?? "";
// node_modules/hono/dist/router.js
/**
* Array of supported HTTP methods.
*/
var METHODS = [
	"get",
	"post",
	"put",
	"delete",
	"options",
	"patch",
	"query"
];
/**
* Error message indicating that a route cannot be added because the matcher is already built.
*/
var MESSAGE_MATCHER_IS_ALREADY_BUILT = "Can not add a route since the matcher is already built.";
/**
* Error class representing an unsupported path error.
*/
var UnsupportedPathError = class extends Error {};
// node_modules/hono/dist/utils/constants.js
/**
* Constant used to mark a composed handler.
*/
var COMPOSED_HANDLER = "__COMPOSED_HANDLER";
// node_modules/hono/dist/utils/mount.js
var countTrailingSlashes = (path) => {
	let index = path.length;
	while (index > 0 && path.charCodeAt(index - 1) === 47) index--;
	return path.length - index;
};
var getPathPrefixLength = (c, pathPrefix, routePath) => {
	if (!/[:*]/.test(pathPrefix)) return pathPrefix.length;
	const path = c.req.path;
	const matchResult = c.req[GET_MATCH_RESULT];
	const paramNames = /* @__PURE__ */ new Set();
	let length = 0;
	for (const part of splitRoutingPath(pathPrefix)) {
		if (part[0] === ":" && part.endsWith("}?")) throw new Error(`mount(): Optional regular expression parameters are not supported in "${routePath}".`);
		const pattern = getPattern(part);
		if (pattern && pattern !== "*") {
			const name = pattern[1];
			if (paramNames.has(name)) throw new Error(`mount(): Duplicate path parameter "${name}" in "${routePath}".`);
			paramNames.add(name);
		}
		if (pattern && pattern !== "*" && pattern[2] !== true) {
			const value = matchResult.length === 2 ? matchResult[1][matchResult[0][c.req.routeIndex][1][pattern[1]]] : matchResult[0][c.req.routeIndex][1][pattern[1]];
			length += value.length + 1;
		} else if (pattern || part.endsWith("*")) {
			const end = path.indexOf("/", length + 1);
			length = end === -1 ? path.length : end;
		} else length += part.length + 1;
	}
	return length;
};
var createMountedRequest = (c, pathPrefix, routePath) => {
	if (/[^/]\*$/.test(routePath)) throw new Error(`mount(): Wildcard must follow "/" in "${routePath}".`);
	const prefixLength = getPathPrefixLength(c, pathPrefix, routePath);
	const path = c.req.path.slice(prefixLength) || "/";
	if (prefixLength > c.req.path.length || path[0] !== "/" || /\/(?:\.|%2e){1,2}(?:\/|$)/i.test(path)) throw new HTTPException(400, { message: "Invalid mounted path" });
	const rawUrl = c.req.raw.url;
	if (/^[^/?#]*\/\/[^/?#\\]*[?#\\]/.test(rawUrl)) throw new HTTPException(400, { message: "Invalid mounted path" });
	const rawPathEnd = rawUrl.search(/[?#]/);
	const rawTrailingSlashes = countTrailingSlashes(rawPathEnd === -1 ? rawUrl : rawUrl.slice(0, rawPathEnd));
	if (rawTrailingSlashes > 1 && countTrailingSlashes(c.req.path) === rawTrailingSlashes - 1) throw new HTTPException(400, { message: "Invalid mounted path" });
	const url = new URL(rawUrl);
	url.pathname = path.replace(/[\\\t\n\r]/g, encodeURIComponent);
	if (path.includes("%")) {}
	return new Request(url, c.req.raw);
};
// node_modules/hono/dist/hono-base.js
/**
* @module
* This module is the base module for the Hono object.
*/
var notFoundHandler = (c) => {
	return c.text("404 Not Found", 404);
};
var errorHandler = (err, c) => {
	if ("getResponse" in err) {
		const res = err.getResponse();
		return c.newResponse(res.body, res);
	}
	console.error(err);
	return c.text("Internal Server Error", 500);
};
var Hono$1 = class Hono {
	get;
	post;
	put;
	delete;
	options;
	patch;
	query;
	all;
	on;
	use;
	router;
	getPath;
	_basePath = "/";
	#path = "/";
	routes = [];
	constructor(options = {}) {
		[...METHODS, "all"].forEach((method) => {
			this[method] = (args1, ...args) => {
				const methodName = method.toUpperCase();
				if (typeof args1 === "string") this.#path = args1;
				else this.#addRoute(methodName, this.#path, args1);
				args.forEach((handler) => {
					this.#addRoute(methodName, this.#path, handler);
				});
				return this;
			};
		});
		this.on = (method, path, ...handlers) => {
			for (const p of [path].flat()) {
				this.#path = p;
				for (const m of [method].flat()) {
					const methodName = m.toUpperCase();
					for (const handler of handlers) this.#addRoute(methodName, this.#path, handler);
				}
			}
			return this;
		};
		this.use = (arg1, ...handlers) => {
			if (typeof arg1 === "string") this.#path = arg1;
			else {
				this.#path = "*";
				handlers.unshift(arg1);
			}
			handlers.forEach((handler) => {
				this.#addRoute("ALL", this.#path, handler);
			});
			return this;
		};
		const { strict, ...optionsWithoutStrict } = options;
		Object.assign(this, optionsWithoutStrict);
		this.getPath = strict ?? true ? options.getPath ?? getPath : getPathNoStrict;
	}
	#clone() {
		const clone = new Hono({
			router: this.router,
			getPath: this.getPath
		});
		clone.errorHandler = this.errorHandler;
		clone.#notFoundHandler = this.#notFoundHandler;
		clone.routes = this.routes;
		return clone;
	}
	#notFoundHandler = notFoundHandler;
	errorHandler = errorHandler;
	/**
	* `.route()` allows grouping other Hono instance in routes.
	*
	* @see {@link https://hono.dev/docs/api/routing#grouping}
	*
	* @param {string} path - base Path
	* @param {Hono} app - other Hono instance
	* @returns {Hono} routed Hono instance
	*
	* @example
	* ```ts
	* const app = new Hono()
	* const app2 = new Hono()
	*
	* app2.get("/user", (c) => c.text("user"))
	* app.route("/api", app2) // GET /api/user
	* ```
	*/
	route(path, app) {
		const subApp = this.basePath(path);
		app.routes.map((r) => {
			let handler;
			if (app.errorHandler === errorHandler) handler = r.handler;
			else {
				handler = async (c, next) => (await compose([], app.errorHandler)(c, () => r.handler(c, next))).res;
				handler[COMPOSED_HANDLER] = r.handler;
			}
			subApp.#addRoute(r.method, r.path, handler, r.basePath);
		});
		return this;
	}
	/**
	* `.basePath()` allows base paths to be specified.
	*
	* @see {@link https://hono.dev/docs/api/routing#base-path}
	*
	* @param {string} path - base Path
	* @returns {Hono} changed Hono instance
	*
	* @example
	* ```ts
	* const api = new Hono().basePath('/api')
	* ```
	*/
	basePath(path) {
		const subApp = this.#clone();
		subApp._basePath = mergePath(this._basePath, path);
		return subApp;
	}
	/**
	* `.onError()` handles an error and returns a customized Response.
	*
	* @see {@link https://hono.dev/docs/api/hono#error-handling}
	*
	* @param {ErrorHandler} handler - request Handler for error
	* @returns {Hono} changed Hono instance
	*
	* @example
	* ```ts
	* app.onError((err, c) => {
	*   console.error(`${err}`)
	*   return c.text('Custom Error Message', 500)
	* })
	* ```
	*/
	onError = (handler) => {
		this.errorHandler = handler;
		return this;
	};
	/**
	* `.notFound()` allows you to customize a Not Found Response.
	*
	* @see {@link https://hono.dev/docs/api/hono#not-found}
	*
	* @param {NotFoundHandler} handler - request handler for not-found
	* @returns {Hono} changed Hono instance
	*
	* @example
	* ```ts
	* app.notFound((c) => {
	*   return c.text('Custom 404 Message', 404)
	* })
	* ```
	*/
	notFound = (handler) => {
		this.#notFoundHandler = handler;
		return this;
	};
	/**
	* `.mount()` allows you to mount applications built with other frameworks into your Hono application.
	*
	* @deprecated Use `mount()` from `hono/mount` instead. `.mount()` will be removed in v5.
	*
	* @see {@link https://hono.dev/docs/api/hono#mount}
	*
	* @param {string} path - base Path
	* @param {Function} applicationHandler - other Request Handler
	* @param {MountOptions} [options] - options of `.mount()`
	* @returns {Hono} mounted Hono instance
	* @throws {Error} If automatic request rewriting encounters duplicate path parameter names or an optional regular expression parameter.
	* @throws {HTTPException} With status 400 if automatic request rewriting cannot safely preserve the routed path.
	*
	* @example
	* ```ts
	* import { Router as IttyRouter } from 'itty-router'
	* import { Hono } from 'hono'
	* // Create itty-router application
	* const ittyRouter = IttyRouter()
	* // GET /itty-router/hello
	* ittyRouter.get('/hello', () => new Response('Hello from itty-router'))
	*
	* const app = new Hono()
	* app.mount('/itty-router', ittyRouter.handle)
	* ```
	*
	* @example
	* ```ts
	* const app = new Hono()
	* // Send the request to another application without modification.
	* app.mount('/app', anotherApp, {
	*   replaceRequest: (req) => req,
	* })
	* ```
	*/
	mount(path, applicationHandler, options) {
		let replaceRequest;
		let optionHandler;
		if (options) {
			if (typeof options === "function") optionHandler = options;
			else {
				optionHandler = options.optionHandler;
				if (options.replaceRequest === false) replaceRequest = (request) => request;
				else replaceRequest = options.replaceRequest;
			}
		}
		const getOptions = optionHandler ? (c) => {
			const options = optionHandler(c);
			return Array.isArray(options) ? options : [options];
		} : (c) => {
			let executionContext = void 0;
			try {
				executionContext = c.executionCtx;
			} catch {}
			return [c.env, executionContext];
		};
		const defaultReplaceRequest = (c) => {
			const mountedRoutePath = routePath(c);
			return createMountedRequest(c, mountedRoutePath.replace(/\/?\*$/, ""), mountedRoutePath);
		};
		const handler = async (c, next) => {
			const res = await applicationHandler(replaceRequest ? replaceRequest(c.req.raw) : defaultReplaceRequest(c), ...getOptions(c));
			if (res) return res;
			await next();
		};
		this.#addRoute("ALL", mergePath(path, "*"), handler);
		return this;
	}
	#addRoute(method, path, handler, baseRoutePath) {
		path = mergePath(this._basePath, path);
		const r = {
			basePath: baseRoutePath !== void 0 ? mergePath(this._basePath, baseRoutePath) : this._basePath,
			path,
			method,
			handler
		};
		this.router.add(method, path, [handler, r]);
		this.routes.push(r);
	}
	#handleError(err, c) {
		if (err instanceof Error) return this.errorHandler(err, c);
		throw err;
	}
	#dispatch(request, executionCtx, env, method) {
		if (method === "HEAD") return (async () => new Response(null, await this.#dispatch(request, executionCtx, env, "GET")))();
		const path = this.getPath(request, { env });
		const matchResult = this.router.match(method, path);
		const c = new Context(request, {
			path,
			matchResult,
			env,
			executionCtx,
			notFoundHandler: this.#notFoundHandler
		});
		if (matchResult[0].length === 1) {
			let res;
			try {
				res = matchResult[0][0][0][0](c, async () => {
					c.res = await this.#notFoundHandler(c);
				});
			} catch (err) {
				return this.#handleError(err, c);
			}
			return res instanceof Promise ? res.then((resolved) => resolved || (c.finalized ? c.res : this.#notFoundHandler(c))).catch((err) => this.#handleError(err, c)) : res ?? this.#notFoundHandler(c);
		}
		const composed = compose(matchResult[0], this.errorHandler, this.#notFoundHandler);
		return (async () => {
			try {
				const context = await composed(c);
				if (!context.finalized) throw new Error("Context is not finalized. Did you forget to return a Response object or `await next()`?");
				return context.res;
			} catch (err) {
				return this.#handleError(err, c);
			}
		})();
	}
	/**
	* `.fetch()` will be entry point of your app.
	*
	* @see {@link https://hono.dev/docs/api/hono#fetch}
	*
	* @param {Request} request - request Object of request
	* @param {Env} env - env Object
	* @param {ExecutionContext} executionCtx - context of execution
	* @returns {Response | Promise<Response>} response of request
	*
	*/
	fetch = (request, ...rest) => {
		return this.#dispatch(request, rest[1], rest[0], request.method);
	};
	/**
	* `.request()` is a useful method for testing.
	* You can pass a URL or pathname to send a GET request.
	* app will return a Response object.
	* ```ts
	* test('GET /hello is ok', async () => {
	*   const res = await app.request('/hello')
	*   expect(res.status).toBe(200)
	* })
	* ```
	* @see https://hono.dev/docs/api/hono#request
	*/
	request = (input, requestInit, Env, executionCtx) => {
		if (input instanceof Request) return this.fetch(requestInit ? new Request(input, requestInit) : input, Env, executionCtx);
		input = input.toString();
		return this.fetch(new Request(/^https?:\/\//.test(input) ? input : `http://localhost${mergePath("/", input)}`, requestInit), Env, executionCtx);
	};
	/**
	* `.fire()` automatically adds a global fetch event listener.
	* This can be useful for environments that adhere to the Service Worker API, such as non-ES module Cloudflare Workers.
	* @deprecated
	* Use `fire` from `hono/service-worker` instead.
	* ```ts
	* import { Hono } from 'hono'
	* import { fire } from 'hono/service-worker'
	*
	* const app = new Hono()
	* // ...
	* fire(app)
	* ```
	* @see https://hono.dev/docs/api/hono#fire
	* @see https://developer.mozilla.org/en-US/docs/Web/API/Service_Worker_API
	* @see https://developers.cloudflare.com/workers/reference/migrate-to-module-workers/
	*/
	fire = () => {
		addEventListener("fetch", (event) => {
			event.respondWith(this.#dispatch(event.request, event, void 0, event.request.method));
		});
	};
};
// node_modules/hono/dist/router/pattern-router/router.js
var emptyParams$1 = Object.create(null);
var PatternRouter = class {
	name = "PatternRouter";
	#routes = [];
	add(method, path, handler) {
		const suffix = path.endsWith("/*") ? "(?:$|/)" : path.endsWith("*") ? "" : "/?$";
		path = path.replace(/\*$/, "");
		if (path.at(-1) === "?") {
			path = path.slice(0, -1);
			this.add(method, path.replace(/\/[^/]+$/, ""), handler);
		}
		const parts = (path.match(/\/?(:\w+(?:{(?:(?:{[\d,]+})|[^}])+})?)|\/?[^\/\?]+/g) || []).map((part) => {
			const match = part.match(/^\/:([^{]+)(?:{(.*)})?/);
			return match ? `/(?<${match[1]}>${match[2] || "[^/]+"})` : part === "/*" ? "/[^/]+" : part.replace(/[.\\+*[^\]$()]/g, "\\$&");
		});
		try {
			this.#routes.push([
				new RegExp(`^${parts.join("")}${suffix}`),
				method,
				handler
			]);
		} catch {
			throw new UnsupportedPathError();
		}
	}
	match(method, path) {
		const handlers = [];
		for (let i = 0, len = this.#routes.length; i < len; i++) {
			const [pattern, routeMethod, handler] = this.#routes[i];
			if (routeMethod === method || routeMethod === "ALL") {
				const match = pattern.exec(path);
				if (match) handlers.push([handler, match.groups || emptyParams$1]);
			}
		}
		return [handlers];
	}
};
// node_modules/hono/dist/preset/tiny.js
/**
* @module
* The preset that uses `PatternRouter`.
*/
var Hono$2 = class extends Hono$1 {
	constructor(options = {}) {
		super(options);
		this.router = new PatternRouter();
	}
};
// node_modules/@vitejs/plugin-rsc/dist/client-reference-CCekXxax.js
function createOnClientReference(onClientReference) {
	return (metadata) => {
		const deps = assetsManifest.clientReferenceDeps[metadata.id] ?? {
			js: [],
			css: []
		};
		onClientReference({
			...metadata,
			deps
		});
	};
}
// \0virtual:vite-rsc/server-references
var server_references_default = {};
// node_modules/@vitejs/plugin-rsc/dist/shared-D42sHPD1.js
setRequireModule({ load: async (id) => {
	{
		const import_ = server_references_default[id];
		if (!import_) throw new Error(`server reference not found '${id}'`);
		return import_();
	}
} });
// node_modules/@vitejs/plugin-rsc/dist/rsc/server.js
function renderToReadableStream(data, options, extraOptions) {
	return renderToReadableStream$1(data, options, { onClientReference: extraOptions?.onClientReference ? createOnClientReference(extraOptions.onClientReference) : void 0 });
}
// \0virtual:vite-rsc-waku/config
var config = {
	"basePath": "/",
	"srcDir": "src",
	"distDir": "dist-sm",
	"privateDir": "private",
	"rscBase": "RSC",
	"unstable_adapter": "waku/adapters/node"
};
// node_modules/waku/dist/lib/constants.js
var constants_exports = /* @__PURE__ */ __exportAll({
	BUILD_METADATA_FILE: () => BUILD_METADATA_FILE,
	DEV_BUILD_ID: () => "dev",
	DIST_PUBLIC: () => DIST_PUBLIC$1,
	DIST_SERVER: () => DIST_SERVER,
	EXTENSIONS: () => EXTENSIONS,
	SRC_CLIENT_ENTRY: () => SRC_CLIENT_ENTRY,
	SRC_MIDDLEWARE: () => SRC_MIDDLEWARE,
	SRC_PAGES: () => SRC_PAGES,
	SRC_SERVER_ENTRY: () => SRC_SERVER_ENTRY
});
var EXTENSIONS = [
	".js",
	".ts",
	".tsx",
	".jsx",
	".mjs",
	".cjs"
];
var SRC_CLIENT_ENTRY = "waku.client";
var SRC_SERVER_ENTRY = "waku.server";
var SRC_PAGES = "pages";
var SRC_MIDDLEWARE = "middleware";
var DIST_PUBLIC$1 = "public";
var DIST_SERVER = "server";
var BUILD_METADATA_FILE = "__waku_build_metadata.js";
// node_modules/waku/dist/lib/utils/redirect.js
var hasControlCharacter = (value) => [...value].some((char) => char < " " || char === "");
var getLocationType = (location) => {
	if (/^[a-z][a-z\d+.-]*:/i.test(location)) return "absolute";
	if (location.startsWith("//")) return "authority";
	return location.startsWith("/") ? "appPath" : "relative";
};
var resolveRedirectLocation = (location, requestUrl, basePath) => {
	location = location.trim();
	const locationType = getLocationType(location);
	if (locationType === "relative") return hasControlCharacter(location) ? void 0 : location;
	const request = new URL(requestUrl);
	let target;
	try {
		target = new URL(location, request);
	} catch {
		return;
	}
	if (target.protocol !== "http:" && target.protocol !== "https:") return;
	target.username = "";
	target.password = "";
	const path = target.pathname + target.search + target.hash;
	if (target.host !== request.host) return locationType === "absolute" ? target.href : "//" + target.host + path;
	if (locationType === "absolute" && target.protocol === "https:") return target.href;
	return locationType === "appPath" ? addBase(path, basePath) : path;
};
// node_modules/waku/dist/lib/utils/render.js
var validateRscElementIds = (elements) => {
	for (const id of Object.keys(elements)) if (id.startsWith("_")) throw new Error(`RSC element IDs starting with "_" are reserved for Waku internals: ${id}`);
};
function createRenderUtils({ temporaryReferences, renderToReadableStream, loadSsrEntryModule, buildId, createDebugChannel, debugId, onError }) {
	return {
		async renderRsc(elements, options) {
			validateRscElementIds(elements);
			const data = buildId ? {
				...elements,
				_buildId: buildId
			} : { ...elements };
			if (options && "value" in options) data._value = options.value;
			if (options?.documentLocation) data._location = options.documentLocation;
			if (options?.etags && Object.keys(options.etags).length) data[ETAGS_ID] = options.etags;
			return renderToReadableStream(data, {
				temporaryReferences,
				onError,
				debugChannel: createDebugChannel?.()
			}, { onClientReference(metadata) {
				options?.unstable_clientModuleCallback?.(metadata.deps.js);
			} });
		},
		async renderHtml(elementsStream, html, options) {
			const { INTERNAL_renderHtmlStream: renderHtmlStream } = await loadSsrEntryModule();
			const htmlResult = await renderHtmlStream(elementsStream, renderToReadableStream(html, { onError }), {
				rscPath: options.rscPath,
				formState: options.formState,
				nonce: options.nonce,
				extraScriptContent: options.unstable_extraScriptContent,
				rethrowNotFound: options.unstable_rethrowNotFound,
				debugId,
				onError
			});
			return new Response(htmlResult.stream, {
				status: htmlResult.status || options.status || 200,
				headers: { "content-type": "text/html; charset=utf-8" }
			});
		}
	};
}
// node_modules/waku/dist/lib/utils/request.js
async function getInput(req, config, temporaryReferences, decodeReply, decodeAction, decodeFormState, loadServerAction) {
	const url = new URL(req.url);
	const pathname = removeBase(url.pathname, config.basePath);
	const rscPathPrefix = "/" + config.rscBase + "/";
	const etags = parseClientEtags(req.headers.get(ETAGS_HEADER));
	let rscPath;
	let input;
	if (pathname.startsWith(rscPathPrefix)) {
		rscPath = decodeRscPath(pathname.slice(rscPathPrefix.length));
		const actionId = decodeFuncId(rscPath);
		if (actionId) {
			validateServerActionRequest(req);
			const args = await decodeReply(await getActionBody(req), { temporaryReferences });
			input = {
				type: "call",
				fn: await loadServerAction(actionId),
				args,
				pathname,
				req,
				etags
			};
		} else {
			let rscParams = url.searchParams;
			if (req.body) {
				validateServerActionRequest(req);
				rscParams = await decodeReply(await getActionBody(req), { temporaryReferences });
			}
			input = {
				type: "rsc",
				rscPath,
				rscParams,
				pathname,
				req,
				etags
			};
		}
	} else if (req.method === "POST") {
		const contentType = req.headers.get("content-type");
		if (typeof contentType === "string" && contentType.startsWith("multipart/form-data")) {
			let parsing;
			input = {
				type: "http",
				tryAction: () => parsing ??= (async () => {
					const formData = await getActionBody(req);
					const decodedAction = await decodeAction(formData);
					if (typeof decodedAction !== "function") return {
						action: false,
						formData
					};
					validateServerActionRequest(req);
					return {
						action: true,
						formState: await decodeFormState(await decodedAction(), formData)
					};
				})(),
				pathname,
				req,
				etags
			};
		} else input = {
			type: "http",
			pathname,
			req,
			etags
		};
	} else input = {
		type: "http",
		pathname,
		req,
		etags
	};
	return input;
}
function validateServerActionRequest(req) {
	if (req.method !== "POST") throw createCustomError("Method Not Allowed", { status: 405 });
	const origin = req.headers.get("origin");
	if (origin) {
		if (origin === "null") throw createCustomError("Forbidden", { status: 403 });
		const requestUrl = new URL(req.url);
		let originUrl;
		try {
			originUrl = new URL(origin);
		} catch {
			throw createCustomError("Forbidden", { status: 403 });
		}
		if (originUrl.origin !== requestUrl.origin && !(requestUrl.protocol === "http:" && originUrl.protocol === "https:" && originUrl.host === requestUrl.host)) throw createCustomError("Forbidden", { status: 403 });
	} else if (req.headers.get("sec-fetch-site") === "cross-site") throw createCustomError("Forbidden", { status: 403 });
}
async function getActionBody(req) {
	if (!req.body) throw new Error("missing request body for server function");
	if (req.headers.get("content-type")?.startsWith("multipart/form-data")) return req.formData();
	else return req.text();
}
// node_modules/waku/dist/lib/vite-rsc/handler.js
function loadSsrEntryModule() {
	return import("../ssr/index.js");
}
var toProcessRequest = (handleRequest) => async (req) => {
	const temporaryReferences = createTemporaryReferenceSet();
	const input = await getInput(req, config, temporaryReferences, decodeReply, decodeAction, decodeFormState, loadServerAction);
	const debugId = void 0;
	globalThis.__WAKU_DEBUG_CHANNEL_REGISTRY__;
	const [createDebugChannel, finishDebugChannel] = [];
	const renderUtils = createRenderUtils({
		temporaryReferences,
		renderToReadableStream,
		loadSsrEntryModule,
		buildId: "APO5fMkN",
		createDebugChannel,
		debugId,
		onError: (e) => {
			const digest = getDigest(e);
			if (digest === void 0) console.error("Error during rendering:", sanitizeLog(e));
			return digest;
		}
	});
	let res;
	try {
		res = await handleRequest(input, {
			...renderUtils,
			loadBuildMetadata: async (key) => buildMetadata.get(key)
		});
	} catch (e) {
		const info = getErrorInfo(e);
		const documentLocation = info?.location ? resolveRedirectLocation(info.location, req.url, config.basePath) : void 0;
		if (documentLocation && input.type !== "http") return new Response(await renderUtils.renderRsc({}, { documentLocation }), { headers: { "cache-control": "private, no-store" } });
		const isRefusedLocation = !!info?.location && !documentLocation;
		const redirectStatus = input.type === "http" && req.method === "POST" ? 303 : info?.status || 307;
		const status = isRefusedLocation ? 500 : documentLocation ? redirectStatus : info?.status || 500;
		let message;
		if (info) message = e?.message || String(e);
		else {
			console.warn(sanitizeLog(e));
			message = "Internal Server Error";
		}
		const body = stringToStream(message);
		return new Response(body, {
			status,
			headers: documentLocation ? {
				location: documentLocation,
				"cache-control": "private, no-store"
			} : {}
		});
	} finally {
		finishDebugChannel?.();
	}
	if (res instanceof ReadableStream) return new Response(res);
	else if (res && res !== "fallback") return res;
	const url = new URL(req.url);
	if (res === "fallback" || !res && url.pathname === "/") {
		const { INTERNAL_renderHtmlFallback } = await loadSsrEntryModule();
		const htmlFallbackStream = await INTERNAL_renderHtmlFallback();
		return new Response(htmlFallbackStream, { headers: { "content-type": "text/html; charset=utf-8" } });
	}
	return null;
};
var toProcessBuild = (handleBuild) => async ({ emitFile, unstable_registerPrunableFile }) => {
	const errors = [];
	const renderUtils = createRenderUtils({
		temporaryReferences: void 0,
		renderToReadableStream,
		loadSsrEntryModule,
		buildId: "APO5fMkN",
		onError: (e) => {
			if (!getErrorInfo(e)) errors.push(e);
			return getDigest(e);
		}
	});
	let fallbackHtml;
	const getFallbackHtml = async () => {
		if (!fallbackHtml) fallbackHtml = await (await loadSsrEntryModule()).INTERNAL_renderHtmlFallback();
		return fallbackHtml;
	};
	const getPublicFilePath = (fileName) => {
		const filePath = joinPath(DIST_PUBLIC$1, fileName);
		if (!filePath.startsWith("public/")) throw new Error("fileName escapes the public directory: " + fileName);
		return filePath;
	};
	await handleBuild({
		renderRsc: renderUtils.renderRsc,
		renderHtml: renderUtils.renderHtml,
		rscPath2pathname: (rscPath) => joinPath(config.rscBase, encodeRscPath(rscPath)),
		saveBuildMetadata: async (key, value) => {
			buildMetadata.set(key, value);
		},
		generateFile: async (fileName, body) => {
			await emitFile(getPublicFilePath(fileName), typeof body === "string" ? stringToStream(body) : body);
		},
		generateDefaultHtml: async (fileName) => {
			await emitFile(getPublicFilePath(fileName), stringToStream(await getFallbackHtml()));
		},
		unstable_registerPrunableFile
	});
	if (errors.length) throw new AggregateError(errors, "Render errors occurred while prerendering");
	await emitFile(joinPath(DIST_SERVER, BUILD_METADATA_FILE), stringToStream(`export const buildMetadata = new Map(${JSON.stringify(Array.from(buildMetadata))});`));
};
var createServerEntryAdapter = (fn) => (handlers, options) => {
	return fn({
		handlers,
		processRequest: toProcessRequest(handlers.handleRequest),
		processBuild: toProcessBuild(handlers.handleBuild),
		unstable_setAllEnv,
		config,
		isBuild: true,
		notFoundHtml: void 0
	}, options);
};
// node_modules/waku/dist/lib/vite-rsc/preview.js
async function startPreviewServer() {
	const start = globalThis.__WAKU_START_PREVIEW_SERVER__;
	if (!start) throw new Error("Preview server is not available.");
	return start();
}
// node_modules/waku/dist/lib/hono/middleware.js
var middleware_exports = /* @__PURE__ */ __exportAll({
	middlewareRunner: () => middlewareRunner$1,
	rscMiddleware: () => rscMiddleware$1
});
function rscMiddleware$1({ processRequest }) {
	return async (c, next) => {
		const req = c.req.raw;
		const res = await processRequest(req);
		if (res) {
			c.res = res;
			return;
		}
		await next();
	};
}
function middlewareRunner$1(middlewareModules, opts) {
	let handlersPromise;
	return async (c, next) => {
		if (!handlersPromise) handlersPromise = Promise.all(Object.values(middlewareModules).map((m) => m().then((mod) => mod.default(opts))));
		const handlers = await handlersPromise;
		let response;
		const run = async (index) => {
			const handler = handlers[index];
			if (handler) {
				const result = await handler(c, () => run(index + 1));
				if (result && !response) response = result;
			} else await next();
		};
		await run(0);
		return response;
	};
}
// node_modules/waku/dist/adapters/cloudflare.js
var { DIST_PUBLIC } = constants_exports;
var { rscMiddleware, middlewareRunner } = middleware_exports;
var DEFAULT_BODY_LIMIT_MAX_SIZE = 104857600;
var PRUNABLE_KEY_PREFIX = "\0__prunable__/";
var emptyStream = () => new ReadableStream({ start(controller) {
	controller.close();
} });
function isProductionWorker(req) {
	return !!req.headers.get("cf-visitor");
}
function isLoopbackRequest(req) {
	const { hostname } = new URL(req.url);
	return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "::1" || hostname === "[::1]";
}
function removeGzipEncoding(res) {
	const contentType = res.headers.get("content-type");
	if (!contentType || contentType.includes("text/html") || contentType.includes("text/plain")) {
		const headers = new Headers(res.headers);
		headers.set("content-encoding", "Identity");
		return new Response(res.body, {
			status: res.status,
			statusText: res.statusText,
			headers
		});
	}
	return res;
}
var cloudflare_default = createServerEntryAdapter(({ processRequest, processBuild, unstable_setAllEnv, config, notFoundHtml }, options) => {
	const { bodyLimit: bodyLimitOptions, middlewareFns = [], middlewareModules = {}, internalPathToBuildStaticFiles = "__waku_internal_build_static_files" } = options || {};
	const app = new Hono$2();
	app.notFound((c) => {
		if (notFoundHtml) return c.html(notFoundHtml, 404);
		return c.text("404 Not Found", 404);
	});
	if (bodyLimitOptions !== false) app.use(bodyLimit(bodyLimitOptions ?? { maxSize: DEFAULT_BODY_LIMIT_MAX_SIZE }));
	for (const middlewareFn of middlewareFns) app.use(middlewareFn({ app }));
	app.use(middlewareRunner(middlewareModules, { app }));
	app.use(rscMiddleware({ processRequest }));
	const buildOptions = {
		srcDir: config.srcDir,
		distDir: config.distDir,
		DIST_PUBLIC,
		serverless: !options?.static
	};
	const buildBody = () => produceMultiplexedStream(async (emitFile) => {
		await processBuild({
			emitFile,
			unstable_registerPrunableFile: (srcPath) => emitFile(PRUNABLE_KEY_PREFIX + srcPath, emptyStream())
		});
	});
	const fetchFn = async (req) => {
		if (new URL(req.url).pathname === `/${internalPathToBuildStaticFiles}` && isLoopbackRequest(req) && !isProductionWorker(req)) return new Response(buildBody());
		let cloudflareContext;
		try {
			cloudflareContext = await import(
				/* @vite-ignore */
				"cloudflare:workers"
);
		} catch {}
		let res;
		if (cloudflareContext) {
			const { env, waitUntil, passThroughOnException } = cloudflareContext;
			res = app.fetch(req, env, {
				waitUntil,
				passThroughOnException,
				props: void 0
			});
		} else res = app.fetch(req);
		if (!isProductionWorker(req)) {
			if ("then" in res) res = res.then((res) => removeGzipEncoding(res));
			else res = removeGzipEncoding(res);
		}
		return res;
	};
	return {
		...options?.handlers,
		fetch: fetchFn,
		build: async (utils) => {
			const server = await startPreviewServer();
			server.middlewares.use(async (_req, res, next) => {
				try {
					const { Readable } = await import(
						/* @vite-ignore */
						"node:stream"
);
					Readable.fromWeb(buildBody()).pipe(res);
				} catch (err) {
					next(err);
				}
			});
			const response = await fetch(server.baseUrl + internalPathToBuildStaticFiles, { headers: { connection: "close" } });
			await consumeMultiplexedStream(response.body, async (key, stream) => {
				if (key.startsWith(PRUNABLE_KEY_PREFIX)) {
					utils.unstable_registerPrunableFile(key.slice(14));
					return;
				}
				await utils.emitFile(key, stream);
			});
			await new Promise((resolve) => setTimeout(resolve, 100));
			await server.close();
		},
		buildOptions,
		buildEnhancers: ["waku/adapters/cloudflare-build-enhancer"],
		defaultExport: {
			...options?.handlers,
			fetch(req, env) {
				unstable_setAllEnv(env);
				return fetchFn(req);
			}
		}
	};
});
// node_modules/hono/dist/router/utils.js
var createNullObject = () => Object.create(null);
// node_modules/hono/dist/router/reg-exp-router/matcher.js
var emptyParam = [];
function match(method, path) {
	const matchers = this.buildAllMatchers();
	const match = ((method, path) => {
		const matcher = matchers[method] || matchers["ALL"];
		const staticMatch = matcher[2][path];
		if (staticMatch) return staticMatch;
		const match = path.match(matcher[0]);
		if (!match) return [[], emptyParam];
		const index = match.indexOf("", 1);
		return [matcher[1][index], match];
	});
	this.match = match;
	return match(method, path);
}
// node_modules/hono/dist/router/reg-exp-router/node.js
var LABEL_REG_EXP_STR = "[^/]+";
var ONLY_WILDCARD_REG_EXP_STR = "[^]*";
var TAIL_WILDCARD_REG_EXP_STR = "(?:|/[^]*)";
var PATH_ERROR = Symbol();
var regExpMetaChars = /* @__PURE__ */ new Set(".\\+*[^]$()");
/**
* Sort order:
* 1. literal
* 2. special pattern (e.g. :label{[0-9]+})
* 3. common label pattern (e.g. :label)
* 4. wildcard
*/
function compareKey(a, b) {
	if (a.length === 1) return b.length === 1 ? a < b ? -1 : 1 : -1;
	if (b.length === 1) return 1;
	if (a === "[^]*" || a === "(?:|/[^]*)") return b === "[^]*" ? -1 : 1;
	else if (b === "[^]*" || b === "(?:|/[^]*)") return -1;
	if (a === "[^/]+") return 1;
	else if (b === "[^/]+") return -1;
	return a.length === b.length ? a < b ? -1 : 1 : b.length - a.length;
}
var Node$1 = class Node {
	#index;
	#varIndex;
	#children = createNullObject();
	insert(tokens, index, paramMap, context, keys) {
		let node = this;
		for (let i = 0, len = tokens.length; i < len; i++) {
			const token = tokens[i];
			const pattern = token.length === 1 ? token === "*" ? i === len - 1 ? [
				"",
				"",
				ONLY_WILDCARD_REG_EXP_STR
			] : [
				"",
				"",
				LABEL_REG_EXP_STR
			] : null : token === "/*" ? [
				"",
				"",
				TAIL_WILDCARD_REG_EXP_STR
			] : token.match(/^\:([^\{\}]+)(?:\{(.+)\})?$/);
			let nextNode;
			if (pattern) {
				const name = pattern[1];
				let regexpStr = pattern[2] || "[^/]+";
				if (name && pattern[2]) {
					if (new RegExp(regexpStr).test("")) throw PATH_ERROR;
					regexpStr = regexpStr.replace(/^\((?!\?:)(?=[^)]+\)$)/, "(?:");
					if (/\((?!\?:)/.test(regexpStr)) throw PATH_ERROR;
					if (regexpStr.length === 1 && regExpMetaChars.has(regexpStr)) throw PATH_ERROR;
				}
				keys.push(regexpStr);
				nextNode = node.#children[regexpStr];
				if (!nextNode) {
					if (regexpStr !== "[^]*" && regexpStr !== "(?:|/[^]*)") {
						for (const k in node.#children) if ((regexpStr.length > 1 || k.length > 1) && k !== "[^]*" && k !== "(?:|/[^]*)") throw PATH_ERROR;
					}
					nextNode = node.#children[regexpStr] = new Node();
				}
				if (name !== "") {
					nextNode.#varIndex ??= context.varIndex++;
					paramMap.push([name, nextNode.#varIndex]);
				}
			} else {
				keys.push(token);
				nextNode = node.#children[token];
				if (!nextNode) {
					for (const k in node.#children) if (k.length > 1 && k !== "[^]*" && k !== "(?:|/[^]*)") throw PATH_ERROR;
					nextNode = node.#children[token] = new Node();
				}
			}
			node = nextNode;
		}
		if (node.#index !== void 0) throw PATH_ERROR;
		node.#index = index;
	}
	buildRegExpStr() {
		const strList = Object.keys(this.#children).sort(compareKey).map((k) => {
			const c = this.#children[k];
			const childStr = c.buildRegExpStr();
			return childStr === "" ? "" : (typeof c.#varIndex === "number" ? `(${k})@${c.#varIndex}` : regExpMetaChars.has(k) ? `\\${k}` : k) + childStr;
		}).filter(Boolean);
		if (typeof this.#index === "number" && this.#index !== -1) strList.unshift(`#${this.#index}`);
		if (strList.length === 0) return "";
		if (strList.length === 1) return strList[0];
		return "(?:" + strList.join("|") + ")";
	}
};
// node_modules/hono/dist/router/reg-exp-router/trie.js
var Trie = class {
	#context = { varIndex: 0 };
	#root = new Node$1();
	#index = 0;
	paths = createNullObject();
	insert(path, isStatic) {
		const keys = [];
		if (isStatic) {
			this.#root.insert(path.split(""), -1, [], this.#context, keys);
			this.paths[path] = [
				-1,
				[],
				keys
			];
			return;
		}
		const paramAssoc = [];
		const groups = [];
		let markedPath = path;
		for (let i = 0;;) {
			let replaced = false;
			markedPath = markedPath.replace(/\{(?:\{[\d,]+\}|[^}])+\}/g, (m) => {
				const mark = `@\\${i}`;
				groups[i] = [mark, m];
				i++;
				replaced = true;
				return mark;
			});
			if (!replaced) break;
		}
		/**
		*  - pattern (:label, :label{0-9]+}, ...)
		*  - /* wildcard
		*  - character
		*/
		const tokens = markedPath.match(/(?::[^\/]+)|(?:\/\*$)|./gs) || [];
		for (let i = groups.length - 1; i >= 0; i--) {
			const [mark] = groups[i];
			for (let j = tokens.length - 1; j >= 0; j--) if (tokens[j].indexOf(mark) !== -1) {
				tokens[j] = tokens[j].replace(mark, groups[i][1]);
				break;
			}
		}
		this.#root.insert(tokens, this.#index, paramAssoc, this.#context, keys);
		this.paths[path] = [
			this.#index++,
			paramAssoc,
			keys
		];
	}
	buildRegExp() {
		let regexp = this.#root.buildRegExpStr();
		if (regexp === "") return [
			/^$/,
			[],
			[]
		];
		let captureIndex = 0;
		const indexReplacementMap = [];
		const paramReplacementMap = [];
		regexp = regexp.replace(/#(\d+)|@(\d+)|\.\*\$/g, (_, handlerIndex, paramIndex) => {
			if (handlerIndex !== void 0) {
				indexReplacementMap[++captureIndex] = Number(handlerIndex);
				return "$()";
			}
			if (paramIndex !== void 0) {
				paramReplacementMap[Number(paramIndex)] = ++captureIndex;
				return "";
			}
			return "";
		});
		return [
			new RegExp(`^${regexp}`),
			indexReplacementMap,
			paramReplacementMap
		];
	}
};
// node_modules/hono/dist/router/reg-exp-router/router.js
function endsWithWildcard(keys) {
	const tail = keys[keys.length - 1];
	return tail === "[^]*" || tail === "(?:|/[^]*)";
}
function covers(wildcard, target) {
	const last = wildcard.length - 1;
	for (let i = 0; i < last; i++) if (wildcard[i] !== target[i]) return false;
	return wildcard[last] === "[^]*" || target.length === last || target[last] === "/";
}
var RegExpRouter = class {
	name = "RegExpRouter";
	#handlers;
	#tries;
	constructor() {
		this.#handlers = { ["ALL"]: [] };
		this.#tries = { ["ALL"]: new Trie() };
	}
	#insertPath(method, path) {
		try {
			this.#tries[method].insert(path, !/\*|\/:/.test(path));
		} catch (e) {
			throw e === PATH_ERROR ? new UnsupportedPathError(path) : e;
		}
	}
	add(method, path, handler) {
		const handlers = this.#handlers;
		if (!handlers) throw new Error(MESSAGE_MATCHER_IS_ALREADY_BUILT);
		const tries = this.#tries;
		if (!handlers[method]) {
			tries[method] = new Trie();
			handlers[method] = [...handlers["ALL"]];
			for (const p in tries["ALL"].paths) this.#insertPath(method, p);
		}
		if (path === "/*") path = "*";
		const methods = method === "ALL" ? Object.keys(handlers) : [method];
		const paths = checkOptionalParameter(path) || [path];
		for (const path of paths) for (const m of methods) {
			if (!tries[m].paths[path]) this.#insertPath(m, path);
			handlers[m].push([handler, path]);
		}
	}
	match = match;
	buildAllMatchers() {
		const matchers = createNullObject();
		for (const method of Object.keys(this.#handlers)) matchers[method] = this.#buildMatcher(method);
		this.#handlers = this.#tries = void 0;
		return matchers;
	}
	#buildMatcher(method) {
		const handlers = this.#handlers[method];
		const trie = this.#tries[method];
		const staticMap = createNullObject();
		const handlerData = [];
		const [regexp, indexReplacementMap, paramReplacementMap] = trie.buildRegExp();
		const own = createNullObject();
		const entries = handlers.map(([h, p], i) => {
			(own[p] ??= []).push(i);
			return [h, trie.paths[p][1].reduceRight((map, [key, varIndex]) => {
				map[key] = paramReplacementMap[varIndex];
				return map;
			}, createNullObject())];
		});
		const wildcards = Object.keys(own).filter((p) => endsWithWildcard(trie.paths[p][2]));
		for (const path in trie.paths) {
			const [index, , keys] = trie.paths[path];
			const indexes = [...own[path]];
			for (const p of wildcards) if (p !== path && covers(trie.paths[p][2], keys)) indexes.push(...own[p]);
			const data = indexes.sort((a, b) => a - b).map((i) => entries[i]);
			if (index === -1) {
				const last = Math.max(-1, ...data.flatMap(([, map]) => Object.values(map)));
				staticMap[path] = [data, last === -1 ? emptyParam : path.match(regexp).slice(0, last + 1)];
			} else handlerData[index] = data;
		}
		return [
			regexp,
			indexReplacementMap.map((i) => handlerData[i]),
			staticMap
		];
	}
};
// node_modules/hono/dist/router/smart-router/router.js
var SmartRouter = class {
	name = "SmartRouter";
	#routers = [];
	#routes = [];
	constructor(init) {
		this.#routers = init.routers;
	}
	add(method, path, handler) {
		if (!this.#routes) throw new Error(MESSAGE_MATCHER_IS_ALREADY_BUILT);
		this.#routes.push([
			method,
			path,
			handler
		]);
	}
	match(method, path) {
		if (!this.#routes) throw new Error("Fatal error");
		const routers = this.#routers;
		const routes = this.#routes;
		const len = routers.length;
		let i = 0;
		let res;
		for (; i < len; i++) {
			const router = routers[i];
			try {
				for (let i = 0, len = routes.length; i < len; i++) router.add(...routes[i]);
				res = router.match(method, path);
			} catch (e) {
				if (e instanceof UnsupportedPathError) continue;
				throw e;
			}
			this.match = router.match.bind(router);
			this.#routers = [router];
			this.#routes = void 0;
			break;
		}
		if (i === len) throw new Error("Fatal error");
		this.name = `SmartRouter + ${this.activeRouter.name}`;
		return res;
	}
	get activeRouter() {
		if (this.#routes || this.#routers.length !== 1) throw new Error("No active router has been determined yet.");
		return this.#routers[0];
	}
};
// node_modules/hono/dist/router/trie-router/node.js
var emptyParams = createNullObject();
var order = 0;
var Node = class Node {
	#methods = [];
	#children = createNullObject();
	#patterns = [];
	#pattern;
	#params = emptyParams;
	insert(method, path, handler) {
		let curNode = this;
		const parts = splitRoutingPath(path);
		const possibleKeys = /* @__PURE__ */ new Set();
		let i = 0;
		for (const p of parts) {
			const nextP = parts[++i];
			const pattern = getPattern(p, nextP) || (nextP === void 0 && p && p.indexOf("*") === p.length - 1 ? p : null);
			const isParam = Array.isArray(pattern);
			const key = isParam ? pattern[0] : pattern || p;
			const child = curNode.#children[key] ||= new Node();
			if (pattern && !child.#pattern) {
				child.#pattern = pattern;
				curNode.#patterns.push(child);
			}
			curNode = child;
			if (isParam) possibleKeys.add(pattern[1]);
		}
		curNode.#methods.push({ [method]: {
			handler,
			possibleKeys: [...possibleKeys],
			score: ++order
		} });
	}
	#pushHandlerSets(handlerSets, node, method, nodeParams, params) {
		for (let i = 0, len = node.#methods.length; i < len; i++) {
			const m = node.#methods[i];
			const handlerSet = m[method] || m["ALL"];
			if (handlerSet) {
				handlerSet.params = createNullObject();
				handlerSets.push(handlerSet);
				for (let i = 0, len = handlerSet.possibleKeys.length; i < len; i++) {
					const key = handlerSet.possibleKeys[i];
					handlerSet.params[key] = params?.[key] && !i ? params[key] : nodeParams[key] ?? params?.[key];
				}
			}
		}
	}
	search(method, path) {
		const handlerSets = [];
		this.#params = emptyParams;
		let curNodes = [this];
		const parts = splitPath(path);
		const curNodesQueue = [];
		const len = parts.length;
		let partOffsets = null;
		for (let i = 0; i < len; i++) {
			const part = parts[i];
			const isLast = i === len - 1;
			const tempNodes = [];
			for (let j = 0, len2 = curNodes.length; j < len2; j++) {
				const node = curNodes[j];
				const nextNode = node.#children[part];
				if (nextNode) {
					nextNode.#params = node.#params;
					if (isLast) {
						if (nextNode.#children["*"]) this.#pushHandlerSets(handlerSets, nextNode.#children["*"], method, node.#params);
						this.#pushHandlerSets(handlerSets, nextNode, method, node.#params);
					} else tempNodes.push(nextNode);
				}
				for (const child of node.#patterns) {
					const pattern = child.#pattern;
					const params = node.#params === emptyParams ? {} : { ...node.#params };
					if (typeof pattern === "string") {
						if (pattern === "*" || part.startsWith(pattern.slice(0, -1))) {
							this.#pushHandlerSets(handlerSets, child, method, node.#params);
							if (pattern === "*") {
								child.#params = params;
								tempNodes.push(child);
							}
						}
						continue;
					}
					const [, name, matcher] = pattern;
					if (!part && matcher === true) continue;
					if (matcher !== true) {
						if (!partOffsets) {
							partOffsets = [];
							let offset = path[0] === "/" ? 1 : 0;
							for (let p = 0; p < len; p++) {
								partOffsets[p] = offset;
								offset += parts[p].length + 1;
							}
						}
						const restPathString = path.slice(partOffsets[i]);
						const m = matcher.exec(restPathString);
						if (m) {
							if (!Object.hasOwn(params, name)) params[name] = m[0];
							this.#pushHandlerSets(handlerSets, child, method, node.#params, params);
							if (m[0].length === restPathString.length && child.#children["*"]) this.#pushHandlerSets(handlerSets, child.#children["*"], method, node.#params, params);
							for (const _ in child.#children) {
								child.#params = params;
								const componentCount = m[0].match(/\//g)?.length ?? 0;
								(curNodesQueue[componentCount] ||= []).push(child);
								break;
							}
							continue;
						}
					}
					if (matcher === true || matcher.test(part)) {
						if (!Object.hasOwn(params, name)) params[name] = part;
						if (isLast) {
							this.#pushHandlerSets(handlerSets, child, method, params, node.#params);
							if (child.#children["*"]) this.#pushHandlerSets(handlerSets, child.#children["*"], method, params, node.#params);
						} else {
							child.#params = params;
							tempNodes.push(child);
						}
					}
				}
			}
			const shifted = curNodesQueue.shift();
			curNodes = shifted ? tempNodes.concat(shifted) : tempNodes;
		}
		if (handlerSets[1]) handlerSets.sort((a, b) => {
			return a.score - b.score;
		});
		return [handlerSets.map(({ handler, params }) => [handler, params])];
	}
};
// node_modules/hono/dist/router/trie-router/router.js
var TrieRouter = class {
	name = "TrieRouter";
	#node = new Node();
	add(method, path, handler) {
		for (const result of checkOptionalParameter(path) || [path]) this.#node.insert(method, result, handler);
	}
	match(method, path) {
		return this.#node.search(method, path);
	}
};
// node_modules/hono/dist/hono.js
/**
* The Hono class extends the functionality of the HonoBase class.
* It sets up routing and allows for custom options to be passed.
*
* @template E - The environment type.
* @template S - The schema type.
* @template BasePath - The base path type.
*/
var Hono = class extends Hono$1 {
	/**
	* Creates an instance of the Hono class.
	*
	* @param options - Optional configuration options for the Hono instance.
	*/
	constructor(options = {}) {
		super(options);
		this.router = options.router ?? new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] });
	}
};
// node_modules/hono/dist/utils/cookie.js
var validCookieNameRegEx = /^[\w!#$%&'*.^`|~+-]+$/;
var relaxedCookieNameRegEx = /^[!#-:<>-[\]-~]+$/;
var validCookieValueRegEx = /^[ !#-:<-[\]-~]*$/;
var trimCookieWhitespace = (value) => {
	let start = 0;
	let end = value.length;
	while (start < end) {
		const charCode = value.charCodeAt(start);
		if (charCode !== 32 && charCode !== 9) break;
		start++;
	}
	while (end > start) {
		const charCode = value.charCodeAt(end - 1);
		if (charCode !== 32 && charCode !== 9) break;
		end--;
	}
	return start === 0 && end === value.length ? value : value.slice(start, end);
};
var parse = (cookie, name) => {
	if (name && cookie.indexOf(name) === -1) return {};
	const pairs = cookie.split(";");
	const parsedCookie = Object.create(null);
	for (const pairStr of pairs) {
		const valueStartPos = pairStr.indexOf("=");
		if (valueStartPos === -1) continue;
		const cookieName = trimCookieWhitespace(pairStr.substring(0, valueStartPos));
		if (name && name !== cookieName || !relaxedCookieNameRegEx.test(cookieName) || cookieName in parsedCookie) continue;
		let cookieValue = trimCookieWhitespace(pairStr.substring(valueStartPos + 1));
		if (cookieValue.startsWith("\"") && cookieValue.endsWith("\"")) cookieValue = cookieValue.slice(1, -1);
		if (validCookieValueRegEx.test(cookieValue)) {
			parsedCookie[cookieName] = tryDecodeURIComponent(cookieValue);
			if (name) break;
		}
	}
	return parsedCookie;
};
var _serialize = (name, value, opt = {}) => {
	if (!validCookieNameRegEx.test(name)) throw new Error("Invalid cookie name");
	let cookie = `${name}=${value}`;
	if (/^__secure-/i.test(name) && !opt.secure) throw new Error("__Secure- Cookie must have Secure attributes");
	if (/^__host-/i.test(name)) {
		if (!opt.secure) throw new Error("__Host- Cookie must have Secure attributes");
		if (opt.path !== "/") throw new Error("__Host- Cookie must have Path attributes with \"/\"");
		if (opt.domain) throw new Error("__Host- Cookie must not have Domain attributes");
	}
	for (const key of [
		"domain",
		"path",
		"sameSite",
		"priority"
	]) if (opt[key] && /[;\r\n]/.test(opt[key])) throw new Error(`${key} must not contain ";", "\\r", or "\\n"`);
	if (opt && typeof opt.maxAge === "number" && opt.maxAge >= 0) {
		if (opt.maxAge > 3456e4) throw new Error("Cookies Max-Age SHOULD NOT be greater than 400 days (34560000 seconds) in duration.");
		cookie += `; Max-Age=${opt.maxAge | 0}`;
	}
	if (opt.domain && opt.prefix !== "host") cookie += `; Domain=${opt.domain}`;
	if (opt.path) cookie += `; Path=${opt.path}`;
	if (opt.expires) {
		if (opt.expires.getTime() - Date.now() > 3456e7) throw new Error("Cookies Expires SHOULD NOT be greater than 400 days (34560000 seconds) in the future.");
		cookie += `; Expires=${opt.expires.toUTCString()}`;
	}
	if (opt.httpOnly) cookie += "; HttpOnly";
	if (opt.secure) cookie += "; Secure";
	if (opt.sameSite) cookie += `; SameSite=${opt.sameSite.charAt(0).toUpperCase() + opt.sameSite.slice(1)}`;
	if (opt.priority) cookie += `; Priority=${opt.priority.charAt(0).toUpperCase() + opt.priority.slice(1)}`;
	if (opt.partitioned) {
		if (!opt.secure) throw new Error("Partitioned Cookie must have Secure attributes");
		cookie += "; Partitioned";
	}
	return cookie;
};
var serialize = (name, value, opt) => {
	value = encodeURIComponent(value);
	return _serialize(name, value, opt);
};
// node_modules/hono/dist/helper/cookie/index.js
var getCookie = (c, key, prefix) => {
	const cookie = c.req.raw.headers.get("Cookie");
	if (typeof key === "string") {
		if (!cookie) return;
		let finalKey = key;
		if (prefix === "secure") finalKey = "__Secure-" + key;
		else if (prefix === "host") finalKey = "__Host-" + key;
		return parse(cookie, finalKey)[finalKey];
	}
	if (!cookie) return {};
	return parse(cookie);
};
// node_modules/hono/dist/helper/html/index.js
/**
* @module
* html Helper for Hono.
*/
var html = (strings, ...values) => {
	const buffer = [""];
	for (let i = 0, len = strings.length - 1; i < len; i++) {
		buffer[0] += strings[i];
		const children = Array.isArray(values[i]) ? values[i].flat(Infinity) : [values[i]];
		for (let i = 0, len = children.length; i < len; i++) {
			const child = children[i];
			if (typeof child === "string") escapeToBuffer(child, buffer);
			else if (typeof child === "number") buffer[0] += child;
			else if (typeof child === "boolean" || child === null || child === void 0) continue;
			else if (typeof child === "object" && child.isEscaped) {
				if (child.callbacks) buffer.unshift("", child);
				else {
					const tmp = child.toString();
					if (tmp instanceof Promise) buffer.unshift("", tmp);
					else buffer[0] += tmp;
				}
			} else if (child instanceof Promise) buffer.unshift("", child);
			else escapeToBuffer(child.toString(), buffer);
		}
	}
	buffer[0] += strings.at(-1);
	return buffer.length === 1 ? "callbacks" in buffer ? raw(resolveCallbackSync(raw(buffer[0], buffer.callbacks))) : raw(buffer[0]) : stringBufferToString(buffer, buffer.callbacks);
};
// src/paraglide/messages/bodycap_too_large.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ maxKb: NonNullable<unknown> }} Bodycap_Too_LargeInputs */
var en_bodycap_too_large = (i) => {
	return `The request is too large: at most ${i?.maxKb} KB.`;
};
var ru_bodycap_too_large = (i) => {
	return `Слишком большой запрос: не больше ${i?.maxKb} КБ.`;
};
/**
* | output |
* | --- |
* | "The request is too large: at most {maxKb} KB." |
*
* @param {Bodycap_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var bodycap_too_large = ((inputs, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_bodycap_too_large(inputs);
	return en_bodycap_too_large(inputs);
});
// src/paraglide/messages/misc_go_home.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Go_HomeInputs */
var en_misc_go_home = () => {
	return `Go to the main page`;
};
var ru_misc_go_home = () => {
	return `На главную`;
};
/**
* | output |
* | --- |
* | "Go to the main page" |
*
* @param {Misc_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_go_home = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_go_home(inputs);
	return en_misc_go_home(inputs);
});
// src/paraglide/messages/misc_last_chat_not_chat.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Last_Chat_Not_ChatInputs */
var en_misc_last_chat_not_chat = () => {
	return `Only a chat page can be remembered as the last one.`;
};
var ru_misc_last_chat_not_chat = () => {
	return `Последним можно запомнить только страницу чата.`;
};
/**
* | output |
* | --- |
* | "Only a chat page can be remembered as the last one." |
*
* @param {Misc_Last_Chat_Not_ChatInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_last_chat_not_chat = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_last_chat_not_chat(inputs);
	return en_misc_last_chat_not_chat(inputs);
});
// src/paraglide/messages/misc_last_chat_signed_out.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Last_Chat_Signed_OutInputs */
var en_misc_last_chat_signed_out = () => {
	return `Sign in to keep your last chat.`;
};
var ru_misc_last_chat_signed_out = () => {
	return `Войдите, чтобы запомнить последний чат.`;
};
/**
* | output |
* | --- |
* | "Sign in to keep your last chat." |
*
* @param {Misc_Last_Chat_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_last_chat_signed_out = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_last_chat_signed_out(inputs);
	return en_misc_last_chat_signed_out(inputs);
});
// src/paraglide/messages/misc_server_error.js
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Misc_Server_ErrorInputs */
var en_misc_server_error = () => {
	return `Internal Server Error`;
};
var ru_misc_server_error = () => {
	return `Внутренняя ошибка сервера`;
};
/**
* | output |
* | --- |
* | "Internal Server Error" |
*
* @param {Misc_Server_ErrorInputs} inputs
* @param {{ locale?: "en" | "ru" }} options
* @returns {LocalizedString}
*/
var misc_server_error = ((inputs = {}, options = {}) => {
	if ((options.locale ?? getLocale()) === "ru") return ru_misc_server_error(inputs);
	return en_misc_server_error(inputs);
});
// worker/lib/error-page.ts
/**
* The general error page (SPEC §2: 'Internal Server Error', status 500), rendered by the front
* itself so it still shows when page rendering is what failed.
*/
function renderErrorPage(c, locale, status = 500) {
	const theme = getCookie(c, themeCookie);
	const title = misc_server_error({}, { locale });
	const page = html`<!doctype html>
<html lang="${locale}" data-theme="${isTheme(theme) ? theme : "system"}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
      :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; }
      [data-theme='dark'] body { background: #111318; color: #e6e8ee; }
      main { text-align: center; padding: 2rem; }
      a { color: inherit; }
    </style>
  </head>
  <body>
    <main data-testid="error-page">
      <h1>${status}</h1>
      <p>${title}</p>
      <p><a href="/${locale}/">${misc_go_home({}, { locale })}</a></p>
    </main>
  </body>
</html>`;
	return c.html(page, status);
}
// worker/lib/upstream.ts
/** SPEC §5: the api host must be configured, else 523 with this Russian message. */
var apiUrlMissingMessage = "URL API отсутствует в конфигурации окружения";
var UpstreamConfigError = class extends Error {
	status = 523;
	code = "api_url_missing";
	constructor() {
		super(apiUrlMissingMessage);
	}
};
/**
* Resolves an upstream path (`/v1/chat`) under `API_URL`, keeping any path the base has (an api
* mounted at `https://host/upstream`); throws a 523 error when unset.
*
* @example upstreamUrl(env, '/v1/chat?page=1') // 'http://127.0.0.1:8788/v1/chat?page=1'
*/
function upstreamUrl(env, pathAndQuery) {
	if (!env.API_URL) throw new UpstreamConfigError();
	const base = env.API_URL.endsWith("/") ? env.API_URL : `${env.API_URL}/`;
	return new URL(pathAndQuery.replace(/^\/+/, ""), base).href;
}
/**
* Calls the api at `API_URL`, through the `API` service binding when the Worker has one: the
* request then goes straight to the api Worker instead of out over the network
* (docs/decisions/005-api-service-binding.md).
*
* @example await upstreamFetch(env, '/v1/chat?page=1', { headers })
*/
async function upstreamFetch(env, pathAndQuery, init) {
	const url = upstreamUrl(env, pathAndQuery);
	return env.API ? env.API.fetch(url, init) : fetch(url, init);
}
/**
* SPEC §7: every call to the api says it comes from the web client and in which language the
* caller reads (the api's error messages follow it). The one place these headers are written.
*
* @example withClientHeaders(new Headers(init.headers), 'ru')
*/
function withClientHeaders(headers, locale) {
	headers.set("X-AD-OS", "Web");
	headers.set("X-Ad-Locale", locale);
	return headers;
}
/**
* Reads a non-2xx answer of the api. A body without a code or message (not JSON, a proxy's
* page) gets `http_{status}` and ARCHITECTURE's 'HTTP error! status: {status}'.
*
* @example const { code, message } = await readUpstreamError(res)
*/
async function readUpstreamError(res) {
	const body = await res.json().catch(() => null);
	return {
		status: res.status,
		code: typeof body?.code === "string" ? body.code : `http_${res.status}`,
		message: typeof body?.message === "string" ? body.message : `HTTP error! status: ${res.status}`,
		...typeof body?.field === "string" ? { field: body.field } : {}
	};
}
// worker/middleware/locale/locale.ts
/** Splits `/ru/chat/1` into `{ locale: 'ru', rest: '/chat/1' }`; no known prefix → `locale: null`. */
function splitLocale(path) {
	const [, first = "", ...tail] = path.split("/");
	if (!isLocale(first)) return {
		locale: null,
		rest: path
	};
	return {
		locale: first,
		rest: `/${tail.join("/")}`
	};
}
/** Best locale from an Accept-Language header by q-value, or null. */
function localeFromAcceptLanguage(header) {
	if (!header) return null;
	return header.split(",").map((part) => {
		const [tag = "", ...params] = part.trim().split(";");
		const q = params.find((p) => p.trim().startsWith("q="));
		return {
			lang: tag.trim().toLowerCase().split("-")[0],
			q: q ? Number(q.trim().slice(2)) : 1
		};
	}).filter((entry) => entry.q > 0).sort((a, b) => b.q - a.q).map((entry) => entry.lang).find(isLocale) ?? null;
}
/**
* The remembered locale of a visitor without a prefix: cookie, then Accept-Language, then ru.
*
* @example preferredLocale(c) // 'en' for a browser that asks for en-US
*/
function preferredLocale(c) {
	const fromCookie = getCookie(c, localeCookie);
	if (isLocale(fromCookie)) return fromCookie;
	return localeFromAcceptLanguage(c.req.header("accept-language")) ?? "ru";
}
// node_modules/hono/dist/utils/encode.js
var encodeBase64 = (buf) => {
	let binary = "";
	const bytes = new Uint8Array(buf);
	for (let i = 0, len = bytes.length; i < len; i++) binary += String.fromCharCode(bytes[i]);
	return btoa(binary);
};
// node_modules/hono/dist/middleware/secure-headers/secure-headers.js
var HEADERS_MAP = {
	crossOriginEmbedderPolicy: ["Cross-Origin-Embedder-Policy", "require-corp"],
	crossOriginResourcePolicy: ["Cross-Origin-Resource-Policy", "same-origin"],
	crossOriginOpenerPolicy: ["Cross-Origin-Opener-Policy", "same-origin"],
	originAgentCluster: ["Origin-Agent-Cluster", "?1"],
	referrerPolicy: ["Referrer-Policy", "no-referrer"],
	strictTransportSecurity: ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
	xContentTypeOptions: ["X-Content-Type-Options", "nosniff"],
	xDnsPrefetchControl: ["X-DNS-Prefetch-Control", "off"],
	xDownloadOptions: ["X-Download-Options", "noopen"],
	xFrameOptions: ["X-Frame-Options", "SAMEORIGIN"],
	xPermittedCrossDomainPolicies: ["X-Permitted-Cross-Domain-Policies", "none"],
	xXssProtection: ["X-XSS-Protection", "0"]
};
var DEFAULT_OPTIONS = {
	crossOriginEmbedderPolicy: false,
	crossOriginResourcePolicy: true,
	crossOriginOpenerPolicy: true,
	originAgentCluster: true,
	referrerPolicy: true,
	strictTransportSecurity: true,
	xContentTypeOptions: true,
	xDnsPrefetchControl: true,
	xDownloadOptions: true,
	xFrameOptions: true,
	xPermittedCrossDomainPolicies: true,
	xXssProtection: true,
	removePoweredBy: true,
	permissionsPolicy: {},
	overwrite: true
};
var generateNonce = () => {
	const arrayBuffer = /* @__PURE__ */ new Uint8Array(16);
	crypto.getRandomValues(arrayBuffer);
	return encodeBase64(arrayBuffer.buffer);
};
var NONCE = (ctx) => {
	const key = "secureHeadersNonce";
	const init = ctx.get(key);
	const nonce = init || generateNonce();
	if (init == null) ctx.set(key, nonce);
	return `'nonce-${nonce}'`;
};
/**
* Secure Headers Middleware for Hono.
*
* @see {@link https://hono.dev/docs/middleware/builtin/secure-headers}
*
* @param {Partial<SecureHeadersOptions>} [customOptions] - The options for the secure headers middleware.
* @param {ContentSecurityPolicyOptions} [customOptions.contentSecurityPolicy] - Settings for the Content-Security-Policy header.
* @param {ContentSecurityPolicyOptions} [customOptions.contentSecurityPolicyReportOnly] - Settings for the Content-Security-Policy-Report-Only header.
* @param {overridableHeader} [customOptions.crossOriginEmbedderPolicy=false] - Settings for the Cross-Origin-Embedder-Policy header.
* @param {overridableHeader} [customOptions.crossOriginResourcePolicy=true] - Settings for the Cross-Origin-Resource-Policy header.
* @param {overridableHeader} [customOptions.crossOriginOpenerPolicy=true] - Settings for the Cross-Origin-Opener-Policy header.
* @param {overridableHeader} [customOptions.originAgentCluster=true] - Settings for the Origin-Agent-Cluster header.
* @param {overridableHeader} [customOptions.referrerPolicy=true] - Settings for the Referrer-Policy header.
* @param {ReportingEndpointOptions[]} [customOptions.reportingEndpoints] - Settings for the Reporting-Endpoints header.
* @param {ReportToOptions[]} [customOptions.reportTo] - Settings for the Report-To header.
* @param {overridableHeader} [customOptions.strictTransportSecurity=true] - Settings for the Strict-Transport-Security header.
* @param {overridableHeader} [customOptions.xContentTypeOptions=true] - Settings for the X-Content-Type-Options header.
* @param {overridableHeader} [customOptions.xDnsPrefetchControl=true] - Settings for the X-DNS-Prefetch-Control header.
* @param {overridableHeader} [customOptions.xDownloadOptions=true] - Settings for the X-Download-Options header.
* @param {overridableHeader} [customOptions.xFrameOptions=true] - Settings for the X-Frame-Options header.
* @param {overridableHeader} [customOptions.xPermittedCrossDomainPolicies=true] - Settings for the X-Permitted-Cross-Domain-Policies header.
* @param {overridableHeader} [customOptions.xXssProtection=true] - Settings for the X-XSS-Protection header.
* @param {boolean} [customOptions.removePoweredBy=true] - Settings for remove X-Powered-By header.
* @param {PermissionsPolicyOptions} [customOptions.permissionsPolicy] - Settings for the Permissions-Policy header.
* @param {boolean} [customOptions.overwrite=true] - Whether to replace a header that the response already has. Set `false` to keep a header that a handler set itself.
* @returns {MiddlewareHandler} The middleware handler function.
*
* @example
* ```ts
* const app = new Hono()
* app.use(secureHeaders())
* ```
*/
var secureHeaders = (customOptions) => {
	const options = {
		...DEFAULT_OPTIONS,
		...customOptions
	};
	const headersToSet = getFilteredHeaders(options);
	const callbacks = [];
	if (options.contentSecurityPolicy) {
		const [callback, value] = getCSPDirectives(options.contentSecurityPolicy, "Content-Security-Policy");
		if (callback) callbacks.push(callback);
		headersToSet.push(["Content-Security-Policy", value]);
	}
	if (options.contentSecurityPolicyReportOnly) {
		const [callback, value] = getCSPDirectives(options.contentSecurityPolicyReportOnly, "Content-Security-Policy-Report-Only");
		if (callback) callbacks.push(callback);
		headersToSet.push(["Content-Security-Policy-Report-Only", value]);
	}
	if (options.permissionsPolicy && Object.keys(options.permissionsPolicy).length > 0) headersToSet.push(["Permissions-Policy", getPermissionsPolicyDirectives(options.permissionsPolicy)]);
	if (options.reportingEndpoints) headersToSet.push(["Reporting-Endpoints", getReportingEndpoints(options.reportingEndpoints)]);
	if (options.reportTo) headersToSet.push(["Report-To", getReportToOptions(options.reportTo)]);
	return async function secureHeaders(ctx, next) {
		const headersToSetForReq = callbacks.length === 0 ? headersToSet : callbacks.reduce((acc, cb) => cb(ctx, acc), headersToSet);
		await next();
		setHeaders(ctx, headersToSetForReq, options.overwrite !== false);
		if (options?.removePoweredBy) ctx.res.headers.delete("X-Powered-By");
	};
};
function getFilteredHeaders(options) {
	return Object.entries(HEADERS_MAP).filter(([key]) => options[key]).map(([key, defaultValue]) => {
		const overrideValue = options[key];
		return typeof overrideValue === "string" ? [defaultValue[0], overrideValue] : defaultValue;
	});
}
function getCSPDirectives(contentSecurityPolicy, headerName) {
	const callbacks = [];
	const resultValues = [];
	for (const [directive, value] of Object.entries(contentSecurityPolicy)) {
		const valueArray = Array.isArray(value) ? value : [value];
		valueArray.forEach((value, i) => {
			if (typeof value === "function") {
				const index = i * 2 + 2 + resultValues.length;
				callbacks.push((ctx, values) => {
					values[index] = value(ctx, directive);
				});
			}
		});
		resultValues.push(directive.replace(/[A-Z]+(?![a-z])|[A-Z]/g, (match, offset) => offset ? "-" + match.toLowerCase() : match.toLowerCase()), ...valueArray.flatMap((value) => [" ", value]), "; ");
	}
	resultValues.pop();
	return callbacks.length === 0 ? [void 0, resultValues.join("")] : [(ctx, headersToSet) => headersToSet.map((values) => {
		if (values[0] === headerName) {
			const clone = values[1].slice();
			callbacks.forEach((cb) => {
				cb(ctx, clone);
			});
			return [values[0], clone.join("")];
		} else return values;
	}), resultValues];
}
function getPermissionsPolicyDirectives(policy) {
	return Object.entries(policy).map(([directive, value]) => {
		const kebabDirective = camelToKebab(directive);
		if (typeof value === "boolean") return `${kebabDirective}=${value ? "*" : "()"}`;
		if (Array.isArray(value)) {
			if (value.length === 0) return `${kebabDirective}=()`;
			if (value.length === 1 && value[0] === "*") return `${kebabDirective}=*`;
			if (value.length === 1 && value[0] === "none") return `${kebabDirective}=()`;
			return `${kebabDirective}=(${value.map((item) => ["self", "src"].includes(item) ? item : `"${item}"`).join(" ")})`;
		}
		return "";
	}).filter(Boolean).join(", ");
}
function camelToKebab(str) {
	return str.replace(/([a-z\d])([A-Z])/g, "$1-$2").toLowerCase();
}
function getReportingEndpoints(reportingEndpoints = []) {
	return reportingEndpoints.map((endpoint) => `${endpoint.name}="${endpoint.url}"`).join(", ");
}
function getReportToOptions(reportTo = []) {
	return reportTo.map((option) => JSON.stringify(option)).join(", ");
}
function setHeaders(ctx, headersToSet, overwrite) {
	headersToSet.forEach(([header, value]) => {
		if (!overwrite && ctx.res.headers.has(header)) return;
		ctx.res.headers.set(header, value);
	});
}
// src/lib/public-config.ts
var emptyPublicConfig = {
	supportWidgetUrl: null,
	metrika: null
};
var loopbackHosts = /* @__PURE__ */ new Set([
	"localhost",
	"127.0.0.1",
	"[::1]"
]);
/**
* A script URL a page may load: `https://…`, or `http://` on this machine's loopback (a local
* helpdesk or tag while developing — browsers treat loopback as a secure context). Anything else
* (another scheme, credentials in the URL, a relative path) is refused, so a mistyped variable
* cannot make the CSP admit a plain-http host.
*
* @example scriptUrlOf('https://mc.yandex.ru/metrika/tag.js') // 'https://mc.yandex.ru/metrika/tag.js'
*/
function scriptUrlOf(value) {
	const text = value?.trim();
	if (!text) return null;
	let url;
	try {
		url = new URL(text);
	} catch {
		return null;
	}
	if (url.username || url.password) return null;
	if (url.protocol === "https:" || url.protocol === "http:" && loopbackHosts.has(url.hostname)) return url.href;
	return null;
}
/**
* An origin a deployment names (`SANDBOX_ORIGIN`, the sandbox's `APP_ORIGIN`), by the same rule
* as scripts: `https://`, or `http://` on loopback; a path is dropped; anything else is null.
*
* @example originOf('https://beseda-sandbox.acme.workers.dev/') // 'https://beseda-sandbox.acme.workers.dev'
*/
function originOf(value) {
	const url = scriptUrlOf(value);
	return url ? new URL(url).origin : null;
}
/** Metrica counter ids: positive integers, space- or comma-separated, duplicates dropped. */
function counterIdsOf(value) {
	const ids = /* @__PURE__ */ new Set();
	for (const item of (value ?? "").split(/[\s,]+/)) if (/^[1-9]\d{0,14}$/.test(item)) ids.add(Number(item));
	return [...ids];
}
/**
* The public configuration of a deployment from its vars. Metrica is on only with both a valid
* tag URL and at least one counter.
*
* @example publicConfigOf({ METRIKA_TAG_URL: 'https://mc.yandex.ru/metrika/tag.js', METRIKA_COUNTER_IDS: '1, 2' })
*/
function publicConfigOf(vars) {
	const tagUrl = scriptUrlOf(vars?.METRIKA_TAG_URL);
	const counterIds = counterIdsOf(vars?.METRIKA_COUNTER_IDS);
	return {
		supportWidgetUrl: scriptUrlOf(vars?.SUPPORT_WIDGET_URL),
		metrika: tagUrl && counterIds.length > 0 ? {
			tagUrl,
			counterIds
		} : null,
		supportMessengerUrl: scriptUrlOf(vars?.SUPPORT_MESSENGER_URL),
		sandboxOrigin: originOf(vars?.SANDBOX_ORIGIN),
		...apiUrlOf(vars?.API_URL)
	};
}
/** The api's base URL without a trailing slash, by the rule of scripts; `{}` when not one. */
function apiUrlOf(value) {
	const url = scriptUrlOf(value);
	return url ? { apiUrl: url.replace(/\/+$/, "") } : {};
}
/** Reads the header value back (server components); anything malformed is "nothing configured". */
function parsePublicConfig(value) {
	if (!value) return emptyPublicConfig;
	try {
		const parsed = JSON.parse(decodeURIComponent(value));
		const metrika = parsed.metrika;
		return {
			supportWidgetUrl: scriptUrlOf(parsed.supportWidgetUrl ?? void 0),
			supportMessengerUrl: scriptUrlOf(parsed.supportMessengerUrl ?? void 0),
			sandboxOrigin: originOf(parsed.sandboxOrigin ?? void 0),
			...apiUrlOf(parsed.apiUrl),
			metrika: metrika && scriptUrlOf(metrika.tagUrl) && Array.isArray(metrika.counterIds) ? {
				tagUrl: metrika.tagUrl,
				counterIds: metrika.counterIds.filter((id) => Number.isSafeInteger(id) && id > 0)
			} : null
		};
	} catch {
		return emptyPublicConfig;
	}
}
// worker/middleware/security/content-security-policy.ts
/** Where browsers send CSP violation reports (csp-report.ts). */
var cspReportPath = "/csp-report";
/**
* Origins a deployment adds to a directive, from a space- or comma-separated variable
* (`CSP_IMG_HOSTS`, `CSP_CONNECT_HOSTS`). Only `https://host[:port]` origins are taken, so a
* stray keyword (`'unsafe-inline'`, `*`, `http:`) in the configuration cannot widen the policy.
*
* @example configuredOrigins('https://media.example, https://cdn.example/x') // 'https://media.example https://cdn.example'
*/
function configuredOrigins(value) {
	const origins = /* @__PURE__ */ new Set();
	for (const item of (value ?? "").split(/[\s,]+/)) {
		if (!/^https:\/\/[a-z0-9.-]+(?::\d+)?(?:\/.*)?$/i.test(item)) continue;
		origins.add(new URL(item).origin);
	}
	return [...origins].join(" ");
}
var fromEnv = (name) => (c) => configuredOrigins(c.env?.[name]);
/**
* The origins of the scripts the deployment configures (src/lib/public-config.ts): the support
* widget's and the Metrica tag's, each only when configured, so the policy admits exactly the
* configured hosts (docs/decisions/085-analytics-and-support-widget.md).
*/
function thirdPartyOrigins(env, which) {
	const config = publicConfigOf(env);
	const urls = [which.includes("widget") ? config.supportWidgetUrl : null, which.includes("metrika") ? config.metrika?.tagUrl ?? null : null];
	return [...new Set(urls.flatMap((url) => url ? [new URL(url).origin] : []))].join(" ");
}
var thirdParty = (...which) => (c) => thirdPartyOrigins(c.env, which);
/** The sandbox Worker code previews load from, only when `SANDBOX_ORIGIN` is set (decision 106). */
var sandboxOrigin = (c) => publicConfigOf(c.env).sandboxOrigin ?? "";
/**
* The policy (docs/decisions/032-strict-csp.md): scripts only with this response's nonce (and
* what they load, `strict-dynamic`); images, media and fetches from our origin plus the hosts a
* deployment configures; no plugins, no `<base>`, no framing. Styles allow inline `style=`
* attributes, which React and shiki emit.
*/
var contentSecurityPolicy = {
	defaultSrc: ["'self'"],
	scriptSrc: [
		NONCE,
		"'strict-dynamic'",
		thirdParty("widget", "metrika")
	],
	styleSrc: [
		"'self'",
		"'unsafe-inline'",
		thirdParty("widget")
	],
	imgSrc: [
		"'self'",
		"data:",
		"blob:",
		fromEnv("CSP_IMG_HOSTS"),
		thirdParty("widget", "metrika")
	],
	mediaSrc: [
		"'self'",
		"data:",
		"blob:"
	],
	connectSrc: [
		"'self'",
		fromEnv("CSP_CONNECT_HOSTS"),
		thirdParty("widget", "metrika")
	],
	frameSrc: [
		"'self'",
		thirdParty("widget"),
		sandboxOrigin
	],
	fontSrc: ["'self'", "data:"],
	objectSrc: ["'none'"],
	baseUri: ["'none'"],
	frameAncestors: ["'none'"],
	formAction: ["'self'"],
	reportUri: [cspReportPath],
	reportTo: "csp"
};
// worker/middleware/security/read-limited.ts
/**
* Reads a request body as text, at most `maxBytes`: a declared `Content-Length` over the limit
* is refused before reading, and an undeclared or lying body is cut once it passes the limit.
* Returns `null` when the body is too large.
*
* @example const text = await readLimitedText(c.req.raw, 16 * 1024); if (text === null) 413
*/
async function readLimitedText(request, maxBytes) {
	const bytes = await readLimitedBytes(request, maxBytes);
	return bytes === null ? null : new TextDecoder().decode(bytes);
}
/**
* The same as bytes: `null` when the body is over `maxBytes` (declared or counted while read).
*
* @example const bytes = await readLimitedBytes(c.req.raw, 16 * 1024); if (bytes === null) 413
*/
async function readLimitedBytes(request, maxBytes) {
	if (Number(request.headers.get("content-length") ?? NaN) > maxBytes) return null;
	if (!request.body) return /* @__PURE__ */ new Uint8Array(0);
	const reader = request.body.getReader();
	const chunks = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > maxBytes) {
			await reader.cancel();
			return null;
		}
		chunks.push(value);
	}
	const bytes = new Uint8Array(size);
	let offset = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return bytes;
}
// worker/middleware/security/csp-report.ts
/** Reports are small; a browser batches a few. Anything larger is not a report. */
var cspReportMaxBytes = 16384;
/** At most this many violations of one request reach the log. */
var maxLoggedReports = 10;
var refusals = {
	unsupported_media_type: {
		status: 415,
		en: "Send application/reports+json or application/csp-report",
		ru: "Нужен application/reports+json или application/csp-report"
	},
	payload_too_large: {
		status: 413,
		en: "The report is too large",
		ru: "Отчёт слишком большой"
	},
	invalid_report: {
		status: 400,
		en: "The report is not valid JSON",
		ru: "Отчёт не в формате JSON"
	}
};
function refuse(c, code) {
	const { status, ...messages } = refusals[code];
	return c.json({
		code,
		message: messages[preferredLocale(c)]
	}, status);
}
var text = (value) => typeof value === "string" ? value.slice(0, 200) : "";
function withoutQuery(value) {
	return text(value).replace(/[?#].*$/, "");
}
function violationOf(body) {
	const line = body.lineNumber ?? body["line-number"];
	const file = body.sourceFile ?? body["source-file"];
	return {
		directive: text(body.effectiveDirective ?? body["effective-directive"] ?? body["violated-directive"]),
		blocked: withoutQuery(body.blockedURL ?? body["blocked-uri"]),
		document: withoutQuery(body.documentURL ?? body["document-uri"]),
		source: file ? `${withoutQuery(file)}:${typeof line === "number" ? line : ""}` : ""
	};
}
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/**
* The violations in a report body: the Reporting API's `application/reports+json` (an array of
* `{type: 'csp-violation', body}`) or the legacy `report-uri` form `{"csp-report": {...}}`.
*/
function violationsOf(payload) {
	if (Array.isArray(payload)) return payload.filter((report) => isRecord(report) && report.type === "csp-violation" && isRecord(report.body)).map((report) => violationOf(report.body));
	if (isRecord(payload) && isRecord(payload["csp-report"])) return [violationOf(payload["csp-report"])];
	return [];
}
var acceptedTypes = [
	"application/reports+json",
	"application/csp-report",
	"application/json"
];
/**
* `POST /csp-report`: logs the CSP violations browsers report (`report-to` and the legacy
* `report-uri`), one compact line each, and answers 204. Never forwarded upstream; bodies over
* 16 KB are refused while reading.
*
* @example app.post(cspReportPath, cspReport())
*/
function cspReport() {
	return async function receiveCspReport(c) {
		const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
		if (!acceptedTypes.includes(type)) return refuse(c, "unsupported_media_type");
		const body = await readLimitedText(c.req.raw, cspReportMaxBytes);
		if (body === null) return refuse(c, "payload_too_large");
		let payload;
		try {
			payload = JSON.parse(body);
		} catch {
			return refuse(c, "invalid_report");
		}
		for (const violation of violationsOf(payload).slice(0, maxLoggedReports)) console.warn("csp violation", JSON.stringify(violation));
		return c.body(null, 204);
	};
}
// worker/middleware/security/own-body-limit.ts
/** The front's own forms (sign-in, registration, codes, the last chat) are a few short fields. */
var ownBodyMaxBytes = 16384;
var withoutBody = /* @__PURE__ */ new Set([
	"GET",
	"HEAD",
	"OPTIONS"
]);
/**
* Whether the front answers `path` itself: everything but the `/api` paths it forwards (those
* stream to the api, which caps each route by what it takes).
*/
function answeredByFront(path) {
	if (!path.startsWith("/api/")) return true;
	return path.startsWith("/api/auth/") || path === "/api/last-chat" || path.startsWith("/api/last-chat/");
}
/**
* Caps every body the front reads itself at `maxBytes`, with the counting reader of `/csp-report`:
* a declared `Content-Length` over it is refused before reading, a chunked or lying body once it
* passes it; 413 `{code, message}`. Under the cap the body is buffered and handed on, so handlers
* parse at most `maxBytes`, never an unbounded form.
*
* @example app.use(ownBodyLimit())
*/
function ownBodyLimit(maxBytes = ownBodyMaxBytes) {
	return async function limitOwnBody(c, next) {
		if (withoutBody.has(c.req.method) || !answeredByFront(c.req.path)) return next();
		const bytes = await readLimitedBytes(c.req.raw, maxBytes);
		if (bytes === null) {
			const locale = preferredLocale(c);
			const message = bodycap_too_large({ maxKb: Math.floor(maxBytes / 1024) }, { locale });
			return c.json({
				code: "payload_too_large",
				message
			}, 413);
		}
		c.req.raw = new Request(c.req.raw, { body: bytes });
		return next();
	};
}
// worker/middleware/security/same-origin.ts
var safeMethods = /* @__PURE__ */ new Set([
	"GET",
	"HEAD",
	"OPTIONS"
]);
/**
* Refuses unsafe methods (POST, PUT, PATCH, DELETE…) unless the browser says they come from
* this origin: `Origin` equal to ours, or, without Origin, `Sec-Fetch-Site: same-origin`.
*
* @example app.use(sameOrigin())
*/
function sameOrigin() {
	return async function sameOriginCheck(c, next) {
		if (safeMethods.has(c.req.method)) return next();
		const ours = new URL(c.req.url).origin;
		const origin = c.req.header("origin");
		const fetchSite = c.req.header("sec-fetch-site");
		if (!(origin ? origin === ours : fetchSite === "same-origin")) return c.json({
			code: "cross_origin",
			message: "Cross-origin request refused"
		}, 403);
		return next();
	};
}
// worker/middleware/security/security-headers.ts
/**
* Baseline headers on every response: the strict, nonce-based CSP (content-security-policy.ts;
* the nonce is `c.get('secureHeadersNonce')`), nosniff, a strict referrer policy, no framing,
* and the microphone for this origin only (voice input); other powerful features off.
*
* @example app.use(securityHeaders())
*/
function securityHeaders() {
	return secureHeaders({
		referrerPolicy: "strict-origin-when-cross-origin",
		xFrameOptions: "DENY",
		crossOriginEmbedderPolicy: false,
		contentSecurityPolicy,
		reportingEndpoints: [{
			name: "csp",
			url: cspReportPath
		}],
		permissionsPolicy: {
			microphone: ["self"],
			camera: [],
			geolocation: [],
			payment: [],
			usb: []
		}
	});
}
// worker/middleware/session/cookies.ts
/** The session cookies (ARCHITECTURE.md, Session): HttpOnly, Secure, SameSite=Lax, Path=/. */
var accessCookie = "__Host-beseda_at";
var refreshCookie = "__Host-beseda_rt";
/** The refresh token lives 30 days at the api (issue 3); its cookie lives as long. */
var refreshCookieMaxAge = 2592e3;
var hostOnly = {
	path: "/",
	secure: true,
	httpOnly: true,
	sameSite: "Lax"
};
/**
* A `Set-Cookie` value for a `__Host-` cookie the browser's JavaScript cannot read: the options
* of every such cookie of the front (tokens, the form flash, the password-reset step).
*
* @example hostCookie(accessCookie, token, 1200)
*/
function hostCookie(name, value, maxAge) {
	return serialize(name, value, {
		...hostOnly,
		maxAge
	});
}
/** A `Set-Cookie` value that deletes a `__Host-` cookie. */
function expiredCookie(name) {
	return serialize(name, "", {
		...hostOnly,
		maxAge: 0
	});
}
function readTokenCookies(c) {
	return {
		access: getCookie(c, "__Host-beseda_at") || null,
		refresh: getCookie(c, "__Host-beseda_rt") || null
	};
}
// worker/lib/session-info.ts
/**
* Reads a session from the api's `GET /v1/auth/session` answer, or from the internal header the
* front hands to server components; null for anything that is not one. The only place a session
* is parsed, so the front and the pages agree on what a signed-in visitor is.
*
* @example parseSessionInfo({ user: { id: 7, email: 'a@b.c' }, expiresAt }) // id becomes '7'
*/
function parseSessionInfo(body) {
	if (typeof body !== "object" || body === null) return null;
	const { user, expiresAt } = body;
	if (typeof user !== "object" || user === null || typeof expiresAt !== "string") return null;
	const { id } = user;
	if (typeof id !== "string" && typeof id !== "number") return null;
	return {
		user: {
			...user,
			id: String(id)
		},
		expiresAt
	};
}
// worker/middleware/session/tokens.ts
/**
* SPEC §5: tokens in a sign-in or refresh answer must be strings, else nothing is stored.
*
* @example tokenPairOf(await res.json()) // null when accessToken is not a string
*/
function tokenPairOf(body) {
	if (typeof body !== "object" || body === null) return null;
	const { accessToken, refreshToken, expiresIn } = body;
	if (typeof accessToken !== "string" || !accessToken) return null;
	if (typeof refreshToken !== "string" || !refreshToken) return null;
	return {
		accessToken,
		refreshToken,
		tokenType: "Bearer",
		...typeof expiresIn === "number" && expiresIn > 0 ? { expiresIn } : {}
	};
}
function base64UrlDecode(part) {
	const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
	const padded = base64 + "=".repeat((4 - base64.length % 4) % 4);
	const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
	return new TextDecoder().decode(bytes);
}
/**
* When an access JWT expires (ms since epoch), read from its `exp` claim without verifying it:
* the api verifies; the front only needs to know when to refresh. Not a JWT → null.
*/
function accessExpiry(token) {
	const payload = token.split(".")[1];
	if (!payload) return null;
	try {
		const { exp } = JSON.parse(base64UrlDecode(payload));
		return typeof exp === "number" ? exp * 1e3 : null;
	} catch {
		return null;
	}
}
function needsRefresh(token, now) {
	const expiry = accessExpiry(token);
	return expiry === null || expiry - now <= 6e4;
}
// worker/middleware/session/upstream-call.ts
/**
* A call from the front to the api with the SPEC §7 headers and, when given, a bearer token.
*
* @example callUpstream(env, 'ru', '/v1/auth/session', { bearer: access })
*/
function callUpstream(env, locale, path, init = {}) {
	const headers = withClientHeaders(new Headers({ accept: "application/json" }), locale);
	if (init.bearer) headers.set("authorization", `Bearer ${init.bearer}`);
	if (init.body !== void 0) headers.set("content-type", "application/json");
	if (init.userAgent) headers.set("user-agent", init.userAgent.slice(0, 300));
	if (init.clientAddress) {
		headers.set("cf-connecting-ip", init.clientAddress);
		headers.set("x-forwarded-for", init.clientAddress);
	}
	return upstreamFetch(env, path, {
		method: init.method ?? "GET",
		headers,
		body: init.body === void 0 ? void 0 : JSON.stringify(init.body),
		signal: init.signal
	});
}
/** The api's error body `{code, message, field?}` (worker/lib/upstream.ts `readUpstreamError`). */
var upstreamErrorOf = readUpstreamError;
// worker/middleware/session/refresh.ts
/** Refreshes in flight in this isolate, by refresh token: concurrent requests share one call. */
var inFlight = /* @__PURE__ */ new Map();
async function askForNewPair(env, locale, refreshToken) {
	let res;
	try {
		res = await callUpstream(env, locale, "/v1/auth/refresh", {
			method: "POST",
			bearer: refreshToken
		});
	} catch {
		return { kind: "unavailable" };
	}
	if (res.status >= 500 || res.status === 429) return { kind: "unavailable" };
	if (!res.ok) return { kind: "rejected" };
	const pair = tokenPairOf(await res.json().catch(() => null));
	return pair ? {
		kind: "ok",
		pair
	} : { kind: "rejected" };
}
/**
* Trades a refresh token for a new pair (SPEC §7: refresh value as bearer). Parallel isolates
* are covered by the api's grace window, which answers a just-rotated token with the same pair.
*
* @example const outcome = await refreshTokens(env, 'ru', refreshToken)
*/
function refreshTokens(env, locale, refreshToken) {
	const pending = inFlight.get(refreshToken);
	if (pending) return pending;
	const call = askForNewPair(env, locale, refreshToken).finally(() => inFlight.delete(refreshToken));
	inFlight.set(refreshToken, call);
	return call;
}
// worker/middleware/session/session-state.ts
var defaultAccessMaxAge = 1200;
/**
* The tokens of one request: read from the cookies, refreshed when near expiry (lazily, so a
* static file never triggers a call), and the cookie changes to send back with the response.
*/
var SessionState = class {
	env;
	locale;
	now;
	access;
	refresh;
	refreshed = false;
	cookieChange = null;
	constructor(env, locale, tokens, now = Date.now) {
		this.env = env;
		this.locale = locale;
		this.now = now;
		this.access = tokens.access;
		this.refresh = tokens.refresh;
	}
	/** Whether the browser sent any session cookie. */
	get present() {
		return this.access !== null || this.refresh !== null;
	}
	get refreshToken() {
		return this.refresh;
	}
	/**
	* A usable access token: the cookie's when it is not about to expire, else a refreshed one.
	* Null when signed out (or the api is unreachable for the refresh).
	*/
	async accessToken() {
		if (this.access && !needsRefresh(this.access, this.now())) return this.access;
		if (!this.refresh || this.refreshed) return this.refresh ? this.access : this.dropAccess();
		return this.forceRefresh();
	}
	/** Trades the refresh token for a new pair now; a refusal signs the visitor out. */
	async forceRefresh() {
		if (!this.refresh) return this.dropAccess();
		this.refreshed = true;
		const outcome = await refreshTokens(this.env, this.locale, this.refresh);
		if (outcome.kind === "ok") {
			this.adopt(outcome.pair);
			return this.access;
		}
		if (outcome.kind === "rejected") this.clear();
		return null;
	}
	/**
	* The session (user, expiry) for pages, from the api. A refused token is refreshed once;
	* a refused session signs the visitor out (SPEC §4, §8).
	*/
	async session() {
		if (!this.present) return null;
		for (let attempt = 0; attempt < 2; attempt++) {
			const token = attempt === 0 ? await this.accessToken() : await this.forceRefresh();
			if (!token) return null;
			let res;
			try {
				res = await callUpstream(this.env, this.locale, "/v1/auth/session", { bearer: token });
			} catch {
				return null;
			}
			if (res.ok) {
				const body = parseSessionInfo(await res.json().catch(() => null));
				if (body) return body;
				break;
			}
			if (res.status >= 500) return null;
			if (res.status !== 401 || this.refreshed) break;
		}
		this.clear();
		return null;
	}
	/** Keeps a pair from sign-in, sign-up or refresh (already checked by `tokenPairOf`). */
	adopt(pair) {
		this.access = pair.accessToken;
		this.refresh = pair.refreshToken;
		this.cookieChange = {
			kind: "set",
			pair
		};
	}
	/** Forgets both tokens and deletes their cookies. */
	clear() {
		this.access = null;
		this.refresh = null;
		this.cookieChange = { kind: "clear" };
	}
	dropAccess() {
		if (this.access) {
			this.access = null;
			this.cookieChange ??= { kind: "clear" };
		}
		return null;
	}
	/** `Set-Cookie` values for the response, if anything changed. */
	setCookieHeaders() {
		const change = this.cookieChange;
		if (!change) return [];
		if (change.kind === "clear") return [expiredCookie(accessCookie), expiredCookie(refreshCookie)];
		const { accessToken, refreshToken, expiresIn } = change.pair;
		return [hostCookie(accessCookie, accessToken, expiresIn ?? defaultAccessMaxAge), hostCookie(refreshCookie, refreshToken, refreshCookieMaxAge)];
	}
};
// worker/middleware/session/session.ts
/**
* Puts the request's session (`c.get('session')`) in reach of the routes and sends its cookie
* changes (refreshed pair, sign-out) back on whatever response they make.
*
* @example app.use(session())
*/
function session() {
	return async function sessionCookies(c, next) {
		const locale = splitLocale(c.req.path).locale ?? preferredLocale(c);
		const state = new SessionState(c.env, locale, readTokenCookies(c));
		c.set("session", state);
		await next();
		const cookies = state.setCookieHeaders();
		if (cookies.length === 0) return;
		c.res = new Response(c.res.body, c.res);
		for (const cookie of cookies) c.res.headers.append("set-cookie", cookie);
		c.res.headers.set("cache-control", "private, no-store");
	};
}
// worker/routes/api-allow-list.ts
/**
* Every api route page JavaScript needs, and nothing else: the front forwards these from
* `/api{path}` and answers 404 for any other path or method. `/v1/auth/*` and the promo sign-up
* are absent on purpose: they answer with tokens, and tokens only travel in the front's
* `__Host-` cookies (docs/decisions/006-api-allow-list.md). A feature that adds a browser call
* adds its line here; `worker/routes/api-allow-list.test.ts` walks the list.
*/
var browserApiRoutes = [
	{
		method: "GET",
		path: "/v1/chat"
	},
	{
		method: "GET",
		path: "/v1/chat/search"
	},
	{
		method: "GET",
		path: "/v1/chat/:id"
	},
	{
		method: "PATCH",
		path: "/v1/chat/:id"
	},
	{
		method: "PATCH",
		path: "/v1/chat/delete/:id"
	},
	{
		method: "POST",
		path: "/v1/chat/share/"
	},
	{
		method: "POST",
		path: "/v1/chat/:id/copy"
	},
	{
		method: "GET",
		path: "/v1/chat/export"
	},
	{
		method: "GET",
		path: "/v1/chat/:id/export"
	},
	{
		method: "POST",
		path: "/v1/chat/import"
	},
	{
		method: "GET",
		path: "/v1/chat/folders"
	},
	{
		method: "POST",
		path: "/v1/chat/folders"
	},
	{
		method: "PATCH",
		path: "/v1/chat/folders/:id"
	},
	{
		method: "DELETE",
		path: "/v1/chat/folders/:id"
	},
	{
		method: "PATCH",
		path: "/v1/chat/:id/placement"
	},
	{
		method: "GET",
		path: "/v1/message/chat/:chatId/"
	},
	{
		method: "GET",
		path: "/v1/message/attachment/:id"
	},
	{
		method: "PUT",
		path: "/v1/message/rating/:id"
	},
	{
		method: "DELETE",
		path: "/v1/message/rating/:id"
	},
	{
		method: "GET",
		path: "/v1/message/chat/:chatId/ratings"
	},
	{
		method: "PUT",
		path: "/v1/message/chat/:chatId/branch"
	},
	{
		method: "POST",
		path: "/v1/openai/midjourney/generate"
	},
	{
		method: "POST",
		path: "/v1/openai/midjourney/button"
	},
	{
		method: "GET",
		path: "/v1/openai/midjourney"
	},
	{
		method: "GET",
		path: "/v1/openai/midjourney/:id"
	},
	{
		method: "GET",
		path: "/v1/openai/midjourney/:id/preview"
	},
	{
		method: "GET",
		path: "/v1/media/:id"
	},
	{
		method: "GET",
		path: "/v1/media/:id/thumbnail"
	},
	{
		method: "GET",
		path: "/v1/aimedia/voices"
	},
	{
		method: "POST",
		path: "/v1/aimedia/stt/transcribe"
	},
	{
		method: "POST",
		path: "/v1/aimedia/yandex/synthesize"
	},
	{
		method: "GET",
		path: "/v1/aimedia/stt/transcriptions"
	},
	{
		method: "GET",
		path: "/v1/aimedia/stt/transcriptions/:id"
	},
	{
		method: "PATCH",
		path: "/v1/aimedia/stt/transcriptions/:id"
	},
	{
		method: "DELETE",
		path: "/v1/aimedia/stt/transcriptions/:id"
	},
	{
		method: "POST",
		path: "/v1/aimedia/stt/uploads"
	},
	{
		method: "GET",
		path: "/v1/aimedia/stt/uploads/:id"
	},
	{
		method: "PUT",
		path: "/v1/aimedia/stt/uploads/:id/parts/:part"
	},
	{
		method: "POST",
		path: "/v1/aimedia/stt/uploads/:id/complete"
	},
	{
		method: "DELETE",
		path: "/v1/aimedia/stt/uploads/:id"
	},
	{
		method: "DELETE",
		path: "/v1/media/:id"
	},
	{
		method: "POST",
		path: "/v1/openai/:provider/:llm"
	},
	{
		method: "GET",
		path: "/v1/openai/stream/:requestId"
	},
	{
		method: "POST",
		path: "/v1/openai/stop/:requestId"
	},
	{
		method: "POST",
		path: "/v1/openai/tool-approval/:requestId"
	},
	{
		method: "GET",
		path: "/v1/mcp/servers"
	},
	{
		method: "POST",
		path: "/v1/mcp/servers"
	},
	{
		method: "PATCH",
		path: "/v1/mcp/servers/:id"
	},
	{
		method: "DELETE",
		path: "/v1/mcp/servers/:id"
	},
	{
		method: "POST",
		path: "/v1/openai/estimate"
	},
	{
		method: "POST",
		path: "/v1/text-studio/:chatId/continue"
	},
	{
		method: "GET",
		path: "/v1/text-studio"
	},
	{
		method: "DELETE",
		path: "/v1/text-studio/:chatId"
	},
	{
		method: "GET",
		path: "/v1/avatars/config"
	},
	{
		method: "GET",
		path: "/v1/avatars"
	},
	{
		method: "POST",
		path: "/v1/avatars"
	},
	{
		method: "GET",
		path: "/v1/avatars/:id"
	},
	{
		method: "POST",
		path: "/v1/avatars/:id/images/:imageId/profile"
	},
	{
		method: "GET",
		path: "/v2/llm/cabinet/models"
	},
	{
		method: "GET",
		path: "/v2/prompts/groups"
	},
	{
		method: "GET",
		path: "/v1/assistants"
	},
	{
		method: "GET",
		path: "/v1/assistants/:id"
	},
	{
		method: "GET",
		path: "/v1/user"
	},
	{
		method: "PATCH",
		path: "/v1/user"
	},
	{
		method: "GET",
		path: "/v1/user/sessions"
	},
	{
		method: "POST",
		path: "/v1/user/sessions/sign-out-others"
	},
	{
		method: "POST",
		path: "/v1/user/email"
	},
	{
		method: "POST",
		path: "/v1/user/email/confirm"
	},
	{
		method: "POST",
		path: "/v1/user/avatar"
	},
	{
		method: "GET",
		path: "/v1/user/export"
	},
	{
		method: "POST",
		path: "/v1/user/delete"
	},
	{
		method: "GET",
		path: "/v1/user/2fa"
	},
	{
		method: "POST",
		path: "/v1/user/2fa/totp"
	},
	{
		method: "POST",
		path: "/v1/user/2fa/totp/confirm"
	},
	{
		method: "DELETE",
		path: "/v1/user/2fa/totp"
	},
	{
		method: "GET",
		path: "/v1/entity"
	},
	{
		method: "PATCH",
		path: "/v1/entity"
	},
	{
		method: "GET",
		path: "/v1/entity/members"
	},
	{
		method: "POST",
		path: "/v1/entity/members"
	},
	{
		method: "DELETE",
		path: "/v1/entity/members/:userId"
	},
	{
		method: "GET",
		path: "/v1/entity/invitations"
	},
	{
		method: "POST",
		path: "/v1/entity/invitations/:id/accept"
	},
	{
		method: "POST",
		path: "/v1/entity/invitations/:id/decline"
	},
	{
		method: "DELETE",
		path: "/v1/entity/invitations/:id"
	},
	{
		method: "POST",
		path: "/v1/entity/invitations/:id/resend"
	},
	{
		method: "GET",
		path: "/v1/entity/current"
	},
	{
		method: "PUT",
		path: "/v1/entity/current"
	},
	{
		method: "GET",
		path: "/v2/user/promocodes/promo-days"
	},
	{
		method: "GET",
		path: "/v1/entity/ledger"
	},
	{
		method: "GET",
		path: "/v1/entity/ledger.csv"
	},
	{
		method: "GET",
		path: "/v1/entity/spending"
	},
	{
		method: "GET",
		path: "/v1/payments/config"
	},
	{
		method: "POST",
		path: "/v1/payments"
	},
	{
		method: "GET",
		path: "/v1/payments/:id"
	},
	{
		method: "POST",
		path: "/v2/user/promocodes/redeem"
	},
	{
		method: "GET",
		path: "/v1/prices"
	},
	{
		method: "GET",
		path: "/v1/feedback/form"
	},
	{
		method: "POST",
		path: "/v1/feedback"
	},
	{
		method: "GET",
		path: "/v1/support/tickets"
	},
	{
		method: "POST",
		path: "/v1/support/tickets"
	},
	{
		method: "GET",
		path: "/v1/support/tickets/:id"
	},
	{
		method: "GET",
		path: "/v1/api-keys"
	},
	{
		method: "POST",
		path: "/v1/api-keys"
	},
	{
		method: "DELETE",
		path: "/v1/api-keys/:id"
	}
];
// worker/routes/api-proxy.ts
var hopByHop = [
	"connection",
	"keep-alive",
	"transfer-encoding",
	"upgrade",
	"host",
	"cookie",
	"authorization"
];
var notForwarded = {
	en: "No such api route",
	ru: "Такого маршрута api нет"
};
/**
* Forwards one allowed request to the same path upstream, with the SPEC §7 headers and the
* visitor's bearer token from the session cookie (refreshed first when near expiry). Streams pass
* through unbuffered; a browser that goes away aborts the fetch.
*/
async function forwardUpstream(c) {
	const url = new URL(c.req.url);
	const headers = new Headers(c.req.raw.headers);
	for (const name of hopByHop) headers.delete(name);
	dropInternalHeaders(headers);
	const access = await c.get("session").accessToken();
	if (access) headers.set("authorization", `Bearer ${access}`);
	withClientHeaders(headers, c.get("locale"));
	headers.set("accept-encoding", "identity");
	const hasBody = !["GET", "HEAD"].includes(c.req.method);
	const target = `${url.pathname.slice(4)}${url.search}`;
	const upstream = await upstreamFetch(c.env, target, {
		method: c.req.method,
		headers,
		body: hasBody ? c.req.raw.body : void 0,
		signal: c.req.raw.signal,
		redirect: "manual",
		...hasBody ? { duplex: "half" } : {}
	});
	const responseHeaders = new Headers(upstream.headers);
	responseHeaders.delete("set-cookie");
	if (responseHeaders.get("content-type")?.startsWith("text/event-stream")) responseHeaders.set("cache-control", "no-cache, no-transform");
	return new Response(upstream.body, {
		status: upstream.status,
		headers: responseHeaders
	});
}
/**
* Same-origin backend for the browser: `/api/v1/...` maps 1:1 onto the upstream path, for the
* routes of `browserApiRoutes` only; any other path or method is a 404 that never leaves the front.
*/
var apiProxy = new Hono();
for (const { method, path } of browserApiRoutes) apiProxy.on(method, path, forwardUpstream);
apiProxy.all("*", (c) => c.json({
	code: "not_found",
	message: notForwarded[c.get("locale")]
}, 404));
var emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
* The first rule a value breaks, or null. `confirm` compares with `values.password`.
*
* @example fieldError(['required', 'email'], 'a@b', {}) // 'email_invalid'
*/
function fieldError(rules, value, values) {
	const trimmed = value.trim();
	for (const rule of rules) {
		if (rule === "required" && trimmed === "") return "required";
		if (trimmed === "" && rule !== "confirm") continue;
		if (rule === "email" && (trimmed.length > 254 || !emailPattern.test(trimmed))) return "email_invalid";
		if (rule === "password" && value.length < 8) return "password_short";
		if (rule === "confirm" && value !== (values.password ?? "")) return "confirm_mismatch";
		if (rule === "code" && !/^\d{6}$/.test(trimmed)) return "code_invalid";
	}
	return null;
}
/** Checks every field of a form; the errors by field name, in the order given. */
function formErrors(fields, values) {
	const errors = {};
	for (const [name, rules] of Object.entries(fields)) {
		const error = fieldError(rules, values[name] ?? "", values);
		if (error) errors[name] = error;
	}
	return errors;
}
/** The rules of each form, shared by its page (browser) and its front endpoint (server). */
var formRules = {
	login: {
		email: ["required", "email"],
		password: ["required"]
	},
	registration: {
		name: [],
		email: ["required", "email"],
		password: ["required", "password"],
		confirm: ["required", "confirm"],
		promo: []
	},
	resetRequest: { email: ["required", "email"] },
	resetCode: { code: ["required", "code"] },
	resetPassword: {
		password: ["required", "password"],
		confirm: ["required", "confirm"]
	},
	confirmEmail: { code: ["required", "code"] },
	twoFactor: { code: ["required"] }
};
// src/lib/auth/safe-redirect.ts
var base = "http://same.origin";
/** A single leading `/` followed by neither `/` nor `\`: a path a browser keeps on our origin. */
var isLocalPath = (path) => /^\/(?![/\\])/.test(path);
/** Backslashes and control characters: browsers strip or re-read them, so none may pass. */
var hasSuspectCharacter = (text) => [...text].some((char) => char === "\\" || char < " " || char === "");
/** The value and each of its percent-decodings (a proxy or a page may decode it once more). */
function decodings(value) {
	const forms = [value];
	for (let i = 0; i < 3; i++) {
		const last = forms[forms.length - 1] ?? value;
		let next;
		try {
			next = decodeURIComponent(last);
		} catch {
			return forms;
		}
		if (next === last) break;
		forms.push(next);
	}
	return forms;
}
/**
* Where a form may send the browser next: `value` when it is a same-origin path, normalized the
* way a browser would (dot segments, encoded dots) and checked again after that, always inside a
* locale (`/ru/…`); anything else (`//x`, `/\x`, `/.//x`, `/%2f%2fx`, tabs, `https:x`,
* `javascript:`…) gives the home page of the locale.
*
* @example safeRedirect('/.//evil.example', 'ru') // '/ru/'
* @example safeRedirect('/chat?x=1', 'en') // '/en/chat?x=1'
*/
function safeRedirect(value, locale) {
	const home = `/${locale}/`;
	if (typeof value !== "string" || value.length > 1e3) return home;
	if (!isLocalPath(value) || /\s/.test(value) || hasSuspectCharacter(value)) return home;
	let url;
	try {
		url = new URL(value, base);
	} catch {
		return home;
	}
	const path = `${url.pathname}${url.search}${url.hash}`;
	if (url.origin !== base || !isLocalPath(url.pathname)) return home;
	for (const form of decodings(url.pathname)) if (!isLocalPath(form) || hasSuspectCharacter(form)) return home;
	const [, first] = url.pathname.split("/");
	return isLocale(first) ? path : `/${locale}${path}`;
}
// worker/lib/in-locale.ts
/**
* The account's language wins after sign-in: a Russian account that signs in on an English page
* lands on the Russian one (the page then remembers it in the locale cookie).
*
* @example inLocale('/en/chat/1?x=1', 'ru') // '/ru/chat/1?x=1'
*/
function inLocale(path, locale) {
	const { locale: current, rest } = splitLocale(path);
	if (current === locale) return path;
	return `/${locale}${current ? rest : path}`;
}
// src/lib/auth/flash.ts
/** A short-lived HttpOnly cookie carrying a form's outcome across a no-JavaScript 303. */
var flashCookie = "__Host-beseda_flash";
/** The password-reset flow's email (and, once accepted, code) between its four steps. */
var resetCookie = "__Host-beseda_reset";
/** The sign-in's two-factor ticket between the password and the code (five minutes). */
var twoFactorCookie = "__Host-beseda_2fa";
function isFlash(value) {
	return typeof value === "object" && value !== null && typeof value.form === "string";
}
// worker/routes/auth-form.ts
async function readSubmission(c) {
	const wantsJson = (c.req.header("accept") ?? "").includes("application/json");
	const raw = (c.req.header("content-type") ?? "").includes("application/json") ? await c.req.json().catch(() => ({})) : await c.req.parseBody().catch(() => ({}));
	const values = {};
	for (const [name, value] of Object.entries(raw)) if (typeof value === "string") values[name] = value.slice(0, 1e3);
	return {
		values,
		wantsJson,
		locale: isLocale(values.locale) ? values.locale : preferredLocale(c)
	};
}
/** Success: the enhanced form gets `{redirect}` and goes there; a plain form gets a 303. */
function succeed(c, submission, location) {
	if (submission.wantsJson) return c.json({ redirect: location });
	return c.redirect(location, 303);
}
/**
* Failure: JSON `{code, message, fields, retryAfter}` for the island; for a plain form a flash
* cookie (one minute, HttpOnly) and a 303 back to the form, which renders it server-side.
*/
function fail(c, submission, form, back, failure, keep = []) {
	if (submission.wantsJson) return c.json({
		code: failure.error?.code ?? "invalid_fields",
		message: failure.error?.message,
		retryAfter: failure.error?.retryAfter,
		fields: failure.fields ?? {}
	}, failure.status);
	const values = Object.fromEntries(keep.map((name) => [name, submission.values[name] ?? ""]));
	const flash = {
		form,
		fields: failure.fields,
		error: failure.error,
		values
	};
	c.header("set-cookie", flashCookieOf(flash), { append: true });
	return c.redirect(back, 303);
}
function flashCookieOf(flash) {
	return hostCookie(flashCookie, JSON.stringify(flash), 60);
}
/** Reads the flash once (the pages route deletes it after rendering). */
function readFlash(c) {
	return getCookie(c, flashCookie);
}
/** An api refusal as a failure: 429 with its wait, unreachable as `network`, else its message. */
async function upstreamFailure(res) {
	if (res.status === 429) return {
		status: 429,
		error: {
			code: "too_many_attempts",
			retryAfter: Number(res.headers.get("retry-after")) || 60
		}
	};
	if (res.status >= 500) return {
		status: 503,
		error: { code: "network" }
	};
	const { code, message } = await upstreamErrorOf(res);
	return {
		status: [
			400,
			401,
			403,
			404,
			409,
			410,
			422
		].find((s) => s === res.status) ?? 400,
		error: {
			code,
			message
		}
	};
}
var networkFailure = {
	status: 503,
	error: { code: "network" }
};
var badAnswerFailure = {
	status: 502,
	error: { code: "network" }
};
// worker/routes/auth-confirm.ts
var confirmPage = (locale) => `/${locale}/confirm-email`;
/** Where a form goes back to: the same-origin page it was posted from, else the confirm page. */
var backOf = (submission) => submission.values.redirect ? safeRedirect(submission.values.redirect, submission.locale) : confirmPage(submission.locale);
var signInFirst = (submission) => `/${submission.locale}/auth/login?redirect=${encodeURIComponent(backOf(submission))}`;
/**
* The front's email confirmation over the api's `/v1/auth/confirm-email` (never forwarded to the
* browser): the code form of the confirm page and of the chats banner, and a new code. Both need
* the session cookie; without it the visitor is sent to sign in and back.
*/
var confirmRoutes = new Hono().post("/", async (c) => {
	const submission = await readSubmission(c);
	const back = backOf(submission);
	const fields = formErrors(formRules.confirmEmail, submission.values);
	if (Object.keys(fields).length) return fail(c, submission, "confirmEmail", back, {
		status: 422,
		fields
	});
	const access = await c.get("session").accessToken();
	if (!access) return succeed(c, submission, signInFirst(submission));
	let res;
	try {
		res = await callUpstream(c.env, submission.locale, "/v1/auth/confirm-email", {
			method: "POST",
			bearer: access,
			clientAddress: c.req.header("cf-connecting-ip"),
			body: { code: (submission.values.code ?? "").trim() }
		});
	} catch {
		return fail(c, submission, "confirmEmail", back, networkFailure);
	}
	if (!res.ok) return fail(c, submission, "confirmEmail", back, await upstreamFailure(res));
	return succeed(c, submission, confirmPage(submission.locale));
}).post("/resend", async (c) => {
	const submission = await readSubmission(c);
	const back = backOf(submission);
	const access = await c.get("session").accessToken();
	if (!access) return succeed(c, submission, signInFirst(submission));
	let res;
	try {
		res = await callUpstream(c.env, submission.locale, "/v1/auth/confirm-email/resend", {
			method: "POST",
			bearer: access,
			clientAddress: c.req.header("cf-connecting-ip")
		});
	} catch {
		return fail(c, submission, "confirmEmail", back, networkFailure);
	}
	if (!res.ok) return fail(c, submission, "confirmEmail", back, await upstreamFailure(res));
	if (submission.wantsJson) return c.json({ status: "sent" });
	const flash = flashCookieOf({
		form: "confirmEmail",
		notice: "code_sent"
	});
	c.header("set-cookie", flash, { append: true });
	return c.redirect(back, 303);
});
// worker/routes/auth-two-factor.ts
/** The api's ticket lives five minutes; so does the cookie that carries it. */
var ticketMaxAge = 300;
/** Whether an api answer to `POST /v1/auth/login` asks for the code step; its ticket if so. */
function twoFactorTicketOf(body) {
	if (typeof body !== "object" || body === null) return null;
	const { twoFactorRequired, ticket } = body;
	return twoFactorRequired === true && typeof ticket === "string" && ticket ? ticket : null;
}
/** Starts the code step: the ticket waits in an HttpOnly cookie and the form goes to its page. */
function startTwoFactor(c, submission, ticket, redirect) {
	const state = {
		ticket,
		...redirect ? { redirect } : {}
	};
	c.header("set-cookie", hostCookie(twoFactorCookie, JSON.stringify(state), ticketMaxAge), { append: true });
	return succeed(c, submission, `/${submission.locale}/auth/two-factor`);
}
function readState(c) {
	try {
		const value = JSON.parse(getCookie(c, "__Host-beseda_2fa") ?? "");
		if (typeof value.ticket !== "string") return null;
		return {
			ticket: value.ticket,
			redirect: value.redirect
		};
	} catch {
		return null;
	}
}
var loginPage = (locale) => `/${locale}/auth/login`;
/**
* `POST /api/auth/login/2fa`: the code (authenticator or recovery) with the ticket from the cookie.
* A dead ticket (expired, used, out of tries) sends the person back to the password form with the
* api's reason; a wrong code stays on the code step.
*/
var twoFactorRoutes = new Hono().post("/", async (c) => {
	const submission = await readSubmission(c);
	const { values, locale } = submission;
	const state = readState(c);
	if (!state) return succeed(c, submission, loginPage(locale));
	const back = `/${locale}/auth/two-factor`;
	const fields = formErrors(formRules.twoFactor, values);
	if (Object.keys(fields).length) return fail(c, submission, "twoFactor", back, {
		status: 422,
		fields
	});
	let res;
	try {
		res = await callUpstream(c.env, locale, "/v1/auth/login/2fa", {
			method: "POST",
			clientAddress: c.req.header("cf-connecting-ip"),
			userAgent: c.req.header("user-agent"),
			body: {
				ticket: state.ticket,
				code: (values.code ?? "").trim()
			}
		});
	} catch {
		return fail(c, submission, "twoFactor", back, networkFailure);
	}
	const { code } = await res.clone().json().catch(() => ({}));
	if (res.status === 401 || code === "login_ticket_exhausted") {
		c.header("set-cookie", expiredCookie(twoFactorCookie), { append: true });
		const { message } = await res.json().catch(() => ({}));
		const error = {
			code: code ?? "login_ticket_invalid",
			message
		};
		return fail(c, submission, "login", loginPage(locale), {
			status: 401,
			error
		});
	}
	if (!res.ok) return fail(c, submission, "twoFactor", back, await upstreamFailure(res));
	const pair = tokenPairOf(await res.json().catch(() => null));
	if (!pair) return fail(c, submission, "twoFactor", back, badAnswerFailure);
	c.header("set-cookie", expiredCookie(twoFactorCookie), { append: true });
	const session = c.get("session");
	session.adopt(pair);
	const account = (await session.session())?.user.locale;
	const target = isLocale(account) ? account : locale;
	return succeed(c, submission, inLocale(safeRedirect(state.redirect, target), target));
});
// worker/routes/auth.ts
var loginBack = (locale, redirect) => `/${locale}/auth/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`;
/**
* The front's own sign-in, sign-up, sign-out, refresh, session and email-confirmation
* endpoints. Forms post here with or without JavaScript; tokens only ever travel in the
* `__Host-` cookies.
*/
var authRoutes = new Hono().route("/confirm-email", confirmRoutes).route("/login/2fa", twoFactorRoutes).post("/login", async (c) => {
	const submission = await readSubmission(c);
	const { values, locale } = submission;
	const back = loginBack(locale, values.redirect);
	const keep = ["email"];
	const fields = formErrors(formRules.login, values);
	if (Object.keys(fields).length) return fail(c, submission, "login", back, {
		status: 422,
		fields
	}, keep);
	const email = values.email?.trim() ?? "";
	let res;
	try {
		res = await callUpstream(c.env, locale, "/v1/auth/login", {
			method: "POST",
			clientAddress: c.req.header("cf-connecting-ip"),
			userAgent: c.req.header("user-agent"),
			body: {
				email,
				password: values.password
			}
		});
	} catch {
		return fail(c, submission, "login", back, networkFailure, keep);
	}
	if (!res.ok) return fail(c, submission, "login", back, await upstreamFailure(res), keep);
	const answer = await res.json().catch(() => null);
	const ticket = twoFactorTicketOf(answer);
	if (ticket) return startTwoFactor(c, submission, ticket, values.redirect);
	const pair = tokenPairOf(answer);
	if (!pair) return fail(c, submission, "login", back, badAnswerFailure, keep);
	const session = c.get("session");
	session.adopt(pair);
	const account = (await session.session())?.user.locale;
	const target = isLocale(account) ? account : locale;
	return succeed(c, submission, inLocale(safeRedirect(values.redirect, target), target));
}).post("/register", async (c) => {
	const submission = await readSubmission(c);
	const { values, locale } = submission;
	const back = `/${locale}/registration`;
	const keep = [
		"name",
		"email",
		"promo"
	];
	const fields = formErrors(formRules.registration, values);
	if (Object.keys(fields).length) return fail(c, submission, "registration", back, {
		status: 422,
		fields
	}, keep);
	const promo = values.promo?.trim() ?? "";
	const name = values.name?.trim() ?? "";
	const body = {
		email: values.email?.trim(),
		password: values.password,
		name: name || void 0
	};
	let res;
	try {
		res = promo ? await callUpstream(c.env, locale, "/v2/user/auth/users/promo-user-registration", {
			method: "POST",
			clientAddress: c.req.header("cf-connecting-ip"),
			body: {
				...body,
				name: name || (body.email ?? "").split("@")[0],
				promo
			}
		}) : await callUpstream(c.env, locale, "/v1/auth/register", {
			method: "POST",
			body,
			clientAddress: c.req.header("cf-connecting-ip"),
			userAgent: c.req.header("user-agent")
		});
	} catch {
		return fail(c, submission, "registration", back, networkFailure, keep);
	}
	if (!res.ok) return fail(c, submission, "registration", back, await upstreamFailure(res), keep);
	const pair = tokenPairOf(await res.json().catch(() => null));
	if (!pair) return fail(c, submission, "registration", back, badAnswerFailure, keep);
	c.get("session").adopt(pair);
	return succeed(c, submission, `/${locale}/`);
}).post("/logout", async (c) => {
	const submission = await readSubmission(c);
	const session = c.get("session");
	const refreshToken = session.refreshToken;
	const access = await session.accessToken();
	if (access) await callUpstream(c.env, submission.locale, "/v1/auth/logout", {
		method: "POST",
		clientAddress: c.req.header("cf-connecting-ip"),
		bearer: access,
		body: refreshToken ? { refreshToken } : {}
	}).catch(() => void 0);
	session.clear();
	return succeed(c, submission, `/${submission.locale}/auth/login`);
}).post("/refresh", async (c) => {
	const session = c.get("session");
	if (!await session.forceRefresh()) return session.present ? c.json({
		code: "network",
		message: "Unavailable"
	}, 503) : c.json({
		code: "signed_out",
		message: "Signed out"
	}, 401);
	const info = await session.session();
	return info ? c.json(info) : c.json({
		code: "signed_out",
		message: "Signed out"
	}, 401);
}).get("/session", async (c) => {
	const info = await c.get("session").session();
	c.header("cache-control", "private, no-store");
	return info ? c.json(info) : c.json({
		code: "signed_out",
		message: "Signed out"
	}, 401);
});
// worker/routes/auth-reset.ts
var resetMaxAge = 900;
function resetCookieOf(state) {
	return state ? hostCookie(resetCookie, JSON.stringify(state), resetMaxAge) : expiredCookie(resetCookie);
}
/** The reset flow in progress, from its HttpOnly cookie. */
function readResetState(c) {
	try {
		const value = JSON.parse(getCookie(c, "__Host-beseda_reset") ?? "");
		if (typeof value.email !== "string" || typeof value.sentAt !== "number") return null;
		return {
			email: value.email,
			sentAt: value.sentAt,
			code: value.code
		};
	} catch {
		return null;
	}
}
async function sendCode(c, submission, email, back) {
	const form = back.endsWith("/reset-password") ? "resetRequest" : "resend";
	let res;
	try {
		res = await callUpstream(c.env, submission.locale, "/v2/user/security/lostpass", {
			method: "POST",
			clientAddress: c.req.header("cf-connecting-ip"),
			body: { email }
		});
	} catch {
		return fail(c, submission, form, back, networkFailure, ["email"]);
	}
	if (!res.ok) return fail(c, submission, form, back, await upstreamFailure(res), ["email"]);
	c.header("set-cookie", resetCookieOf({
		email,
		sentAt: Date.now()
	}), { append: true });
	return succeed(c, submission, `/${submission.locale}/enter-reset-password-code`);
}
/**
* The four-step password reset of SPEC §2 over the api's lostpass calls: send a code, check it,
* set the new password. The email and accepted code wait in an HttpOnly cookie, never a URL.
*/
var resetRoutes = new Hono().post("/request", async (c) => {
	const submission = await readSubmission(c);
	const back = `/${submission.locale}/reset-password`;
	const fields = formErrors(formRules.resetRequest, submission.values);
	if (Object.keys(fields).length) return fail(c, submission, "resetRequest", back, {
		status: 422,
		fields
	}, ["email"]);
	return sendCode(c, submission, (submission.values.email ?? "").trim().toLowerCase(), back);
}).post("/resend", async (c) => {
	const submission = await readSubmission(c);
	const state = readResetState(c);
	if (!state) return succeed(c, submission, `/${submission.locale}/reset-password`);
	return sendCode(c, submission, state.email, `/${submission.locale}/enter-reset-password-code`);
}).post("/verify", async (c) => {
	const submission = await readSubmission(c);
	const { locale, values } = submission;
	const state = readResetState(c);
	if (!state) return succeed(c, submission, `/${locale}/reset-password`);
	const back = `/${locale}/enter-reset-password-code`;
	const fields = formErrors(formRules.resetCode, values);
	if (Object.keys(fields).length) return fail(c, submission, "resetCode", back, {
		status: 422,
		fields
	});
	const code = (values.code ?? "").trim();
	let res;
	try {
		res = await callUpstream(c.env, locale, "/v2/user/security/lostpass", {
			method: "PUT",
			clientAddress: c.req.header("cf-connecting-ip"),
			body: {
				email: state.email,
				code
			}
		});
	} catch {
		return fail(c, submission, "resetCode", back, networkFailure);
	}
	if (!res.ok) return fail(c, submission, "resetCode", back, await upstreamFailure(res));
	c.header("set-cookie", resetCookieOf({
		...state,
		code
	}), { append: true });
	return succeed(c, submission, `/${locale}/reset-password-code-success`);
}).post("/complete", async (c) => {
	const submission = await readSubmission(c);
	const { locale, values } = submission;
	const state = readResetState(c);
	if (!state?.code) return succeed(c, submission, `/${locale}/reset-password`);
	const back = `/${locale}/reset-password-code-success`;
	const fields = formErrors(formRules.resetPassword, values);
	if (Object.keys(fields).length) return fail(c, submission, "resetPassword", back, {
		status: 422,
		fields
	});
	let res;
	try {
		res = await callUpstream(c.env, locale, "/v2/user/security/lostpass", {
			method: "PUT",
			clientAddress: c.req.header("cf-connecting-ip"),
			body: {
				email: state.email,
				code: state.code,
				password: values.password
			}
		});
	} catch {
		return fail(c, submission, "resetPassword", back, networkFailure);
	}
	if (!res.ok) return fail(c, submission, "resetPassword", back, await upstreamFailure(res));
	c.header("set-cookie", resetCookieOf(null), { append: true });
	c.get("session").clear();
	return succeed(c, submission, `/${locale}/reset-password-success`);
});
// src/lib/routes.ts
var routes = [
	{
		path: "/",
		access: "open",
		layout: "chats"
	},
	{
		path: "/auth/login",
		access: "guest",
		layout: "login"
	},
	{
		path: "/auth/two-factor",
		access: "guest",
		layout: "login"
	},
	{
		path: "/registration",
		access: "guest",
		layout: "login"
	},
	{
		path: "/enter-reset-password-code",
		access: "guest",
		layout: "login"
	},
	{
		path: "/reset-password",
		access: "guest",
		layout: "login"
	},
	{
		path: "/reset-password-code-success",
		access: "guest",
		layout: "login"
	},
	{
		path: "/reset-password-success",
		access: "guest",
		layout: "login"
	},
	{
		path: "/confirm-email",
		layout: "login"
	},
	{
		path: "/avatar",
		layout: "text-page"
	},
	{
		path: "/cabinet/api-keys",
		layout: "cabinet"
	},
	{
		path: "/cabinet/balance",
		layout: "cabinet"
	},
	{
		path: "/cabinet/key-combinations",
		layout: "cabinet"
	},
	{
		path: "/cabinet/members",
		layout: "cabinet"
	},
	{
		path: "/cabinet/profile",
		layout: "cabinet"
	},
	{
		path: "/cabinet/settings",
		layout: "cabinet"
	},
	{
		path: "/cabinet/tools",
		layout: "cabinet"
	},
	{
		path: "/chat/:slug?",
		layout: "chats"
	},
	{
		path: "/chat/image/:slug?",
		layout: "chats"
	},
	{
		path: "/chat/midjourney/:slug?",
		layout: "chats"
	},
	{
		path: "/support",
		layout: "chats"
	},
	{
		path: "/text",
		layout: "chats"
	},
	{
		path: "/transcription",
		layout: "text-page"
	},
	{
		path: "/service",
		layout: "text-page"
	},
	{
		path: "/feedback",
		access: "open",
		layout: "text-page"
	},
	{
		path: "/gen",
		access: "open",
		layout: "text-page"
	},
	{
		path: "/policy",
		access: "open",
		layout: "text-page"
	},
	{
		path: "/terms",
		access: "open",
		layout: "text-page"
	},
	{
		path: "/ui",
		access: "open",
		layout: "plain"
	},
	{
		path: "/ui/actions-modal",
		access: "open",
		layout: "plain"
	}
];
var segmentsOf = (path) => path.split("/").filter(Boolean);
/**
* Finds the route of a path without locale prefix; literal routes win over slug routes,
* so `/chat/image` is the image chat, not a text chat with slug "image".
*
* @example matchRoute('/chat/42') // { route: {path: '/chat/:slug?'…}, params: { slug: '42' } }
*/
function matchRoute(path) {
	const wanted = segmentsOf(path);
	let best = null;
	for (const route of routes) {
		const pattern = segmentsOf(route.path);
		const params = {};
		const last = pattern.at(-1);
		const optional = last?.endsWith("?") ? last.slice(1, -1) : null;
		const fixed = optional ? pattern.slice(0, -1) : pattern;
		if (!(optional ? wanted.length === fixed.length || wanted.length === fixed.length + 1 : wanted.length === fixed.length) || !fixed.every((segment, i) => segment === wanted[i])) continue;
		if (optional && wanted.length > fixed.length) params[optional] = wanted.at(-1) ?? "";
		const match = {
			route,
			access: route.access ?? "required",
			params
		};
		if (!best || Object.keys(params).length < Object.keys(best.params).length) best = match;
	}
	return best;
}
// worker/routes/home-redirect.ts
/**
* The chat page a signed-in person used last, as `<user id>|<path without locale>`: `/` sends
* them back there (SPEC §2's main redirect; docs/decisions/070-main-redirect.md). Not a secret,
* but HttpOnly all the same: no page script needs it.
*/
var lastChatCookie = "beseda_last_chat";
var YEAR_SECONDS = 31536e3;
/** Whether `path` (no locale) is a chat page of any mode: text, image or Midjourney. */
function isChatPath(path) {
	if (!/^(\/[\w-]+)+$/.test(path)) return false;
	const route = matchRoute(path)?.route.path;
	return route === "/chat/:slug?" || route === "/chat/image/:slug?" || route === "/chat/midjourney/:slug?";
}
/**
* Where `/{locale}/` sends a caller: a visitor to the public `/gen`; a signed-in user to the chat
* page they used last (only when the cookie is theirs), else to a new text chat.
*
* @example homeTarget('en', { userId: 'u1', cookie: 'u1|/chat/image/42' }) // '/en/chat/image/42'
*/
function homeTarget(locale, signedIn) {
	if (!signedIn) return `/${locale}/gen`;
	const [owner, path] = (signedIn.cookie ?? "").split("|", 2);
	if (owner === signedIn.userId && path && isChatPath(path)) return `/${locale}${path}`;
	return `/${locale}/chat`;
}
/**
* The `Set-Cookie` that remembers `path` as the user's last chat page, or null for pages that
* are not chats.
*/
function rememberChatCookie(userId, path, secure) {
	if (!isChatPath(path)) return null;
	return serialize(lastChatCookie, `${userId}|${path}`, {
		path: "/",
		maxAge: YEAR_SECONDS,
		sameSite: "Lax",
		httpOnly: true,
		secure
	});
}
// worker/routes/last-chat.ts
/**
* `PUT /api/last-chat` `{"path": "/ru/chat/{id}"}`: remembers a chat the page opened or created
* without a request for its page (its address replaced in place), so `/` returns to it like to a
* chat page loaded from the server (docs/decisions/070-main-redirect.md). The cookie is HttpOnly,
* so the page asks the front to set it. 204; 401 signed out; 400 for anything but a chat page.
*/
var lastChatRoutes = new Hono().put("/", async (c) => {
	const locale = c.get("locale");
	const info = await c.get("session").session();
	if (!info) return c.json({
		code: "unauthorized",
		message: misc_last_chat_signed_out({}, { locale })
	}, 401);
	const body = await c.req.json().catch(() => null);
	const { locale: pathLocale, rest } = splitLocale(typeof body?.path === "string" && body.path.length <= 200 ? body.path : "");
	const cookie = pathLocale ? rememberChatCookie(info.user.id, rest, new URL(c.req.url).protocol === "https:") : null;
	if (!cookie) return c.json({
		code: "not_a_chat",
		message: misc_last_chat_not_chat({}, { locale })
	}, 400);
	c.header("set-cookie", cookie, { append: true });
	c.header("cache-control", "no-store");
	return c.body(null, 204);
});
// worker/lib/page-path.ts
var rscPrefix = "/RSC/";
function routePathOfRsc(encoded) {
	if (!encoded.endsWith(".txt")) return null;
	let rscPath = encoded.slice(0, -4);
	if (rscPath.startsWith("_")) rscPath = rscPath.slice(1);
	if (rscPath.endsWith("_")) rscPath = rscPath.slice(0, -1);
	if (rscPath === "R/_root") return "/";
	if (rscPath.startsWith("R/__")) return `/_${rscPath.slice(4)}`;
	if (rscPath.startsWith("R/")) return rscPath.slice(1);
	return null;
}
function pageTargetOf(pathname) {
	if (pathname.startsWith(rscPrefix)) {
		const encoded = pathname.slice(5);
		if (encoded.startsWith("F/") || encoded.startsWith("_F/")) return { kind: "action" };
		const path = routePathOfRsc(encoded);
		return path ? {
			kind: "rsc",
			path
		} : { kind: "file" };
	}
	if ((pathname.split("/").at(-1) ?? "").includes(".")) return { kind: "file" };
	return {
		kind: "html",
		path: pathname
	};
}
// worker/routes/page-guard.ts
/**
* Where the guard of ARCHITECTURE.md sends a visitor, or null to render: signed-in visitors on
* guest pages go home; visitors on protected pages go to login with the original full path.
*/
function guardTarget(access, signedIn, locale, target, url) {
	if (access === "guest" && signedIn) return `/${locale}/`;
	if (access !== "required" || signedIn) return null;
	const original = target.kind === "rsc" ? `${target.path}${rscQueryOf(url)}` : `${url.pathname}${url.search}`;
	return `/${locale}/auth/login?redirect=${encodeURIComponent(original)}`;
}
/** Waku's RSC requests carry the page's query as `?query=…`. */
function rscQueryOf(url) {
	const query = url.searchParams.get("query");
	return query ? `?${query}` : "";
}
/**
* A real 302 for a document; for an RSC payload (client navigation) a payload whose `_location`
* makes Waku's client leave for that URL with a full load, as Waku's own document redirects do.
*/
function guardResponse(c, kind, location) {
	if (kind !== "rsc") return c.redirect(location, 302);
	const row = JSON.stringify({
		_buildId: "APO5fMkN",
		_location: location
	});
	return new Response(`0:${row}\n`, { headers: {
		"content-type": "text/x-component",
		"cache-control": "private, no-store"
	} });
}
// worker/routes/pages.ts
/**
* Everything that is not `/api/*`: locale prefix and cookie, redirects of unprefixed paths,
* 404 for paths no route declares, then Waku renders. Static files go to the assets binding.
*/
/** The Worker's ExecutionContext; Hono throws on access where there is none (plain Node). */
function executionContextOf(c) {
	try {
		return c.executionCtx;
	} catch {
		return;
	}
}
var expiredFlashCookie = expiredCookie(flashCookie);
/** What server components get of the session: the user, and the token for upstream calls. */
async function sessionHeaders(c, info) {
	const access = info ? await c.get("session").accessToken() : null;
	return {
		session: info ? headerJson(info) : void 0,
		access: access ?? void 0,
		apiUrl: c.env.API_URL
	};
}
/** The theme saved in the signed-in account's settings, if any. */
function accountThemeOf(info) {
	const settings = info?.user.settings;
	return typeof settings === "object" && settings !== null && "theme" in settings && isTheme(settings.theme) ? settings.theme : null;
}
function pages(render) {
	return new Hono().all("*", async (c) => {
		const url = new URL(c.req.url);
		const target = pageTargetOf(url.pathname);
		if (target.kind === "file") {
			if (!c.env.ASSETS) return c.text("Not Found", 404);
			const asset = await c.env.ASSETS.fetch(c.req.raw);
			return new Response(asset.body, asset);
		}
		const theme = getCookie(c, themeCookie);
		const context = {
			theme: isTheme(theme) ? theme : "system",
			nonce: c.get("secureHeadersNonce"),
			config: headerJson(publicConfigOf(c.env))
		};
		if (target.kind === "action") {
			const signedIn = await sessionHeaders(c, await c.get("session").session());
			return render(withInternalHeaders(c.req.raw, {
				...context,
				...signedIn,
				locale: preferredLocale(c)
			}), c.env, executionContextOf(c));
		}
		const { locale, rest } = splitLocale(target.path);
		if (!locale && target.kind === "html" && matchRoute(target.path)) return c.redirect(`/${preferredLocale(c)}${target.path === "/" ? "/" : target.path}${url.search}`, 302);
		if (!locale && target.kind === "rsc") return c.text("Not Found", 404);
		const pageLocale = locale ?? preferredLocale(c);
		const match = locale !== null ? matchRoute(rest) : null;
		const found = match !== null;
		const session = c.get("session");
		const info = match ? await session.session() : null;
		const accountTheme = accountThemeOf(info);
		if (accountTheme) context.theme = accountTheme;
		if (match && locale) {
			const guarded = guardTarget(match.access, info !== null, locale, target, url);
			if (guarded) return guardResponse(c, target.kind, guarded);
			if (match.route.path === "/") {
				const signedIn = info ? {
					userId: info.user.id,
					cookie: getCookie(c, lastChatCookie)
				} : null;
				return guardResponse(c, target.kind, homeTarget(locale, signedIn));
			}
		}
		const flash = target.kind === "html" ? readFlash(c) : void 0;
		const reset = readResetState(c);
		const pageUrl = locale ? url.href : new URL(`/${pageLocale}${target.path}${url.search}`, url).href;
		const response = await render(withInternalHeaders(c.req.raw, {
			...context,
			locale: pageLocale,
			path: target.path,
			...await sessionHeaders(c, info),
			flash: flash ? encodeURIComponent(flash) : void 0,
			reset: reset ? headerJson({
				email: reset.email,
				sentAt: reset.sentAt,
				verified: !!reset.code
			}) : void 0
		}, pageUrl), c.env, executionContextOf(c));
		if (target.kind === "html" && response.status >= 500) return renderErrorPage(c, pageLocale);
		const headers = new Headers(response.headers);
		if (target.kind === "html" && locale && getCookie(c, "locale") !== locale) {
			const cookie = serialize(localeCookie, locale, {
				path: "/",
				maxAge: localeCookieMaxAge,
				sameSite: "Lax",
				secure: url.protocol === "https:"
			});
			headers.append("set-cookie", cookie);
		}
		if (flash) headers.append("set-cookie", expiredFlashCookie);
		if (target.kind === "html" && accountTheme && accountTheme !== getCookie(c, "theme")) {
			const cookie = serialize(themeCookie, accountTheme, {
				path: "/",
				maxAge: 31536e3,
				sameSite: "Lax",
				secure: url.protocol === "https:"
			});
			headers.append("set-cookie", cookie);
		}
		if (info) headers.set("cache-control", "private, no-store");
		const lastChat = info && locale ? rememberChatCookie(info.user.id, rest, url.protocol === "https:") : null;
		if (lastChat && response.status < 300) headers.append("set-cookie", lastChat);
		const status = found || response.status >= 300 ? response.status : 404;
		return new Response(response.body, {
			status,
			headers
		});
	});
}
// worker/app.ts
/**
* The Hono front of the web Worker: security headers, same-origin checks, the session cookies,
* the front's own auth endpoints (`/api/auth/*`), the `/api` backend for the browser, then pages
* (locale, guards, 404) rendered by Waku through `render`.
*/
function createFrontApp(render) {
	const app = new Hono();
	app.use(securityHeaders());
	app.post(cspReportPath, cspReport());
	app.use(sameOrigin());
	app.use(ownBodyLimit());
	app.use(session());
	app.use("/api/*", async (c, next) => {
		c.set("locale", preferredLocale(c));
		await next();
	});
	app.route("/api/auth/reset", resetRoutes);
	app.route("/api/auth", authRoutes);
	app.route("/api/last-chat", lastChatRoutes);
	app.route("/api", apiProxy);
	app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));
	app.route("/", pages(render));
	app.onError((err, c) => {
		if (err instanceof UpstreamConfigError) return Response.json({
			code: err.code,
			message: err.message
		}, { status: err.status });
		console.error("web worker error", err);
		if (c.req.path.startsWith("/api/")) return c.json({
			code: "internal_error",
			message: "Internal Server Error"
		}, 500);
		return renderErrorPage(c, splitLocale(c.req.path).locale ?? preferredLocale(c));
	});
	return app;
}
// src/waku.server.tsx
var modules = Object.fromEntries(Object.entries(/* #__PURE__ */ Object.assign({
	"/src/pages/[locale]/(cabinet)/cabinet/_layout.tsx": () => import("./_layout-BItODsar.js"),
	"/src/pages/[locale]/(cabinet)/cabinet/api-keys.tsx": () => import("./api-keys-BIiaSz_u.js"),
	"/src/pages/[locale]/(cabinet)/cabinet/balance.tsx": () => import("./balance-DIcIIyAK.js"),
	"/src/pages/[locale]/(cabinet)/cabinet/key-combinations.tsx": () => import("./key-combinations-NboPgoUR.js"),
	"/src/pages/[locale]/(cabinet)/cabinet/members.tsx": () => import("./members-CCfSfUfY.js"),
	"/src/pages/[locale]/(cabinet)/cabinet/profile.tsx": () => import("./profile-wmG7yPmV.js"),
	"/src/pages/[locale]/(cabinet)/cabinet/settings.tsx": () => import("./settings-Ba9OyAMt.js"),
	"/src/pages/[locale]/(cabinet)/cabinet/tools.tsx": () => import("./tools-8E3kCgp9.js"),
	"/src/pages/[locale]/(chats)/_layout.tsx": () => import("./_layout-U43eH4D7.js"),
	"/src/pages/[locale]/(chats)/chat/[slug].tsx": () => import("./_slug_-BhIdCLnl.js"),
	"/src/pages/[locale]/(chats)/chat/image/[slug].tsx": () => import("./_slug_--nSkT5P7.js"),
	"/src/pages/[locale]/(chats)/chat/image/index.tsx": () => import("./image-CitE0BcI.js"),
	"/src/pages/[locale]/(chats)/chat/index.tsx": () => import("./chat-BHmOcGks.js"),
	"/src/pages/[locale]/(chats)/chat/midjourney/[slug].tsx": () => import("./_slug_-D8K7aIHD.js"),
	"/src/pages/[locale]/(chats)/chat/midjourney/index.tsx": () => import("./midjourney-r5nUZvbn.js"),
	"/src/pages/[locale]/(chats)/index.tsx": () => import("./(chats)-BUZTRrCN.js"),
	"/src/pages/[locale]/(chats)/support.tsx": () => import("./support-Bh5nWN1X.js"),
	"/src/pages/[locale]/(chats)/text.tsx": () => import("./text-DKT6QGo3.js"),
	"/src/pages/[locale]/(login)/_layout.tsx": () => import("./_layout-BmNSQZVM.js"),
	"/src/pages/[locale]/(login)/auth/login.tsx": () => import("./login-BWmXpN5J.js"),
	"/src/pages/[locale]/(login)/auth/two-factor.tsx": () => import("./two-factor-CS1E6gWf.js"),
	"/src/pages/[locale]/(login)/confirm-email.tsx": () => import("./confirm-email-Dn09NnZY.js"),
	"/src/pages/[locale]/(login)/enter-reset-password-code.tsx": () => import("./enter-reset-password-code-CszbuQf5.js"),
	"/src/pages/[locale]/(login)/registration.tsx": () => import("./registration-DyhbR0B-.js"),
	"/src/pages/[locale]/(login)/reset-password-code-success.tsx": () => import("./reset-password-code-success-DrhUkEx_.js"),
	"/src/pages/[locale]/(login)/reset-password-success.tsx": () => import("./reset-password-success-enb-bg7b.js"),
	"/src/pages/[locale]/(login)/reset-password.tsx": () => import("./reset-password-Bxd9CzXk.js"),
	"/src/pages/[locale]/(plain)/ui/actions-modal.tsx": () => import("./actions-modal-BNNa9DpR.js"),
	"/src/pages/[locale]/(plain)/ui/index.tsx": () => import("./ui-CvO-5_6q.js"),
	"/src/pages/[locale]/(text-page)/_layout.tsx": () => import("./_layout-C1LRBWwi.js"),
	"/src/pages/[locale]/(text-page)/avatar.tsx": () => import("./avatar-KT7CC28K.js"),
	"/src/pages/[locale]/(text-page)/feedback.tsx": () => import("./feedback-DUAyRGkb.js"),
	"/src/pages/[locale]/(text-page)/gen.tsx": () => import("./gen-22Kq5r9t.js"),
	"/src/pages/[locale]/(text-page)/policy.tsx": () => import("./policy-CmNxT0MW.js"),
	"/src/pages/[locale]/(text-page)/service.tsx": () => import("./service-DdqdAHHd.js"),
	"/src/pages/[locale]/(text-page)/terms.tsx": () => import("./terms-DK2SZhRp.js"),
	"/src/pages/[locale]/(text-page)/transcription.tsx": () => import("./transcription-Ckoi0j13.js"),
	"/src/pages/[locale]/[...notFound].tsx": () => import("./_...notFound_-BwFsdSUR.js"),
	"/src/pages/_layout.tsx": () => import("./_layout-BTcvUcvk.js"),
	"/src/pages/_root.tsx": () => import("./_root-Ce8L-opH.js")
})).map(([file, load]) => [file.slice(5), load]));
var applyCspNonce = (next) => {
	const nonce = getRequest().headers.get(internalHeaders.nonce);
	if (nonce) setNonce(nonce);
	return next();
};
modules["pages/_interceptors/csp-nonce.tsx"] = async () => ({ default: applyCspNonce });
var waku = cloudflare_default(fsRouter(modules));
var wakuWorker = waku.defaultExport;
var front = createFrontApp((request, env) => env.ASSETS ? wakuWorker.fetch(request, env) : Promise.resolve(waku.fetch(request)));
var waku_server_default = {
	...waku,
	fetch: (request) => front.fetch(request, { API_URL: process.env.API_URL }),
	defaultExport: { fetch: (request, env, ctx) => front.fetch(request, env, ctx) }
};
export { apiUrlMissingMessage as a, withClientHeaders as c, unstable_setAllEnv as d, parsePublicConfig as i, misc_go_home as l, isFlash as n, readUpstreamError as o, parseSessionInfo as r, upstreamFetch as s, waku_server_default as t, joinPath as u };

//# sourceMappingURL=server-entry-DT-5lg8R.js.map
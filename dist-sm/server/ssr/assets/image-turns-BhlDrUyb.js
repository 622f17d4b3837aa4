// src/lib/images/image-turns.ts
/** The api's `/v1/media/{id}` through the front's `/api` passthrough. */
var browserUrl = (url) => url.startsWith("/api/") ? url : `/api${url}`;
/** An image with its addresses through the front's `/api` passthrough. */
var toBrowserImage = (image) => ({
	...image,
	url: browserUrl(image.url),
	thumbnailUrl: image.thumbnailUrl ? browserUrl(image.thumbnailUrl) : null
});
/** The multipart body of an image send (SPEC §3's image flag goes in the query). */
function imageSendForm(args) {
	const form = new FormData();
	form.set("messages", JSON.stringify([{
		role: "user",
		content: args.prompt
	}]));
	form.set("requestId", args.requestId);
	form.set("size", args.size);
	form.set("n", String(args.n));
	if (args.inputMediaId) form.set("inputMediaId", args.inputMediaId);
	return form;
}
/** `/api/v1/openai/{provider}/{llm}?image=true[&chatId=…]`. */
function imageSendPath(modelId, chatId) {
	const [provider = "", llm = ""] = modelId.split(":");
	const query = new URLSearchParams({
		image: "true",
		...chatId ? { chatId } : {}
	});
	return `/api/v1/openai/${encodeURIComponent(provider)}/${encodeURIComponent(llm)}?${query}`;
}
export { toBrowserImage as i, imageSendForm as n, imageSendPath as r, browserUrl as t };

//# sourceMappingURL=image-turns-BhlDrUyb.js.map
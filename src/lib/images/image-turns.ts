/** A generated image as the api describes it (served from our origin through `/api`). */
export interface ChatImage {
  id: string;
  url: string;
  /** A smaller rendition for the conversation and lists (WebP, 320 px wide). */
  thumbnailUrl?: string | null;
  width: number | null;
  height: number | null;
}

/** One exchange of an image chat: the prompt and what it made (or why not). */
export interface ImageTurn {
  id: string;
  prompt: string;
  model: string | null;
  images: ChatImage[];
  cost: number;
  error?: string;
}

/** An image model as the catalogue lists it (capability `image`). */
export interface ImageModelInfo {
  id: string;
  title: string;
  sizes: string[];
  maxImages: number;
  canEdit: boolean;
  kopecksPerImage: number;
}

interface RawMessage {
  id: string;
  role: string;
  content: string;
  model: string | null;
  status: string;
  cost?: number;
  errorCode?: string | null;
  images?: ChatImage[];
}

/** The api's `/v1/media/{id}` through the front's `/api` passthrough. */
export const browserUrl = (url: string) => (url.startsWith('/api/') ? url : `/api${url}`);

/** An image with its addresses through the front's `/api` passthrough. */
export const toBrowserImage = (image: ChatImage): ChatImage => ({
  ...image,
  url: browserUrl(image.url),
  thumbnailUrl: image.thumbnailUrl ? browserUrl(image.thumbnailUrl) : null,
});

/** A chat's messages (oldest first) as turns: each user prompt with the answer after it. */
export function turnsOf(messages: RawMessage[]): ImageTurn[] {
  const turns: ImageTurn[] = [];
  for (const message of messages) {
    if (message.role === 'user') {
      turns.push({
        id: message.id,
        prompt: message.content,
        model: message.model,
        images: [],
        cost: 0,
      });
      continue;
    }
    const turn = turns.at(-1);
    if (message.role !== 'assistant' || !turn) continue;
    turn.images = (message.images ?? []).map(toBrowserImage);
    turn.cost = message.cost ?? 0;
    if (message.status === 'error') turn.error = message.errorCode ?? 'error';
  }
  return turns;
}

/** The image models of the catalogue's answer; text models never appear in image mode. */
export function imageModelsOf(body: unknown): ImageModelInfo[] {
  const list = (body as { models?: unknown[] } | null)?.models ?? [];
  return list.flatMap((raw) => {
    const model = raw as {
      id?: string;
      title?: string;
      capabilities?: string[];
      image?: { sizes: string[]; maxImages: number; canEdit: boolean };
      price?: { kopecksPerImage?: number };
    };
    if (!model.id || !model.capabilities?.includes('image') || !model.image) return [];
    return [
      {
        id: model.id,
        title: model.title ?? model.id,
        sizes: model.image.sizes,
        maxImages: model.image.maxImages,
        canEdit: model.image.canEdit,
        kopecksPerImage: model.price?.kopecksPerImage ?? 0,
      },
    ];
  });
}

/** The multipart body of an image send (SPEC §3's image flag goes in the query). */
export function imageSendForm(args: {
  prompt: string;
  requestId: string;
  size: string;
  n: number;
  inputMediaId?: string;
}): FormData {
  const form = new FormData();
  form.set('messages', JSON.stringify([{ role: 'user', content: args.prompt }]));
  form.set('requestId', args.requestId);
  form.set('size', args.size);
  form.set('n', String(args.n));
  if (args.inputMediaId) form.set('inputMediaId', args.inputMediaId);
  return form;
}

/** `/api/v1/openai/{provider}/{llm}?image=true[&chatId=…]`. */
export function imageSendPath(modelId: string, chatId: string | undefined): string {
  const [provider = '', llm = ''] = modelId.split(':');
  const query = new URLSearchParams({ image: 'true', ...(chatId ? { chatId } : {}) });
  return `/api/v1/openai/${encodeURIComponent(provider)}/${encodeURIComponent(llm)}?${query}`;
}

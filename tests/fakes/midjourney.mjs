// A midjourney-proxy wire fake (novicezk/midjourney-proxy and forks): `POST …/submit/imagine`,
// `POST …/submit/action`, `GET …/task/{id}/fetch` behind the `mj-api-secret` header, with the
// proxy's SubmitResultVO and task JSON. A task advances one step per fetch (never by the clock),
// so tests are deterministic. Its images are real PNGs served by the fake itself: while a task runs
// its `imageUrl` is a preview of the grid drawn down to the percent reached, as Discord's are.
import { randomUUID } from 'node:crypto';
import { startFake } from './fake-server.mjs';
import { picturePng } from './png.mjs';

/** Words the fake refuses with code 24, as the proxy's BannedPromptUtils does. */
export const bannedWords = ['nude', 'naked', 'gore'];

/** `fake:polls=N` (fetches until the end, default 3), `fake:outcome=failure`, `fake:code=23`. */
function directives(prompt) {
  const found = {};
  for (const [, key, value] of String(prompt).matchAll(/fake:(\w+)=([\w.]+)/g)) found[key] = value;
  return {
    polls: Math.max(1, Number(found.polls) || 3),
    outcome: found.outcome === 'failure' ? 'failure' : 'success',
    code: found.code ? Number(found.code) : undefined,
    // Benchmarks only: ready this many ms after submit (real time) instead of after N fetches.
    readyMs: found.readyms ? Number(found.readyms) : undefined,
  };
}

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

const newId = () => `${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

function gridButtons(hash) {
  const row = (kind) =>
    [1, 2, 3, 4].map((i) => ({
      customId: `MJ::JOB::${kind}::${i}::${hash}`,
      emoji: '',
      label: `${kind === 'upsample' ? 'U' : 'V'}${i}`,
      type: 2,
      style: 2,
    }));
  const reroll = {
    customId: `MJ::JOB::reroll::0::${hash}::SOLO`,
    emoji: '🔄',
    label: '',
    type: 2,
    style: 2,
  };
  return [...row('upsample'), reroll, ...row('variation')];
}

function upscaleButtons(hash) {
  const b = (customId, label, emoji) => ({ customId, emoji, label, type: 2, style: 2 });
  return [
    b(`MJ::JOB::upsample_v6_2x_subtle::1::${hash}::SOLO`, 'Upscale (Subtle)', 'upscale_1'),
    b(`MJ::JOB::upsample_v6_2x_creative::1::${hash}::SOLO`, 'Upscale (Creative)', 'upscale_1'),
    b(`MJ::JOB::low_variation::1::${hash}::SOLO`, 'Vary (Subtle)', '🪄'),
    b(`MJ::JOB::high_variation::1::${hash}::SOLO`, 'Vary (Strong)', '🪄'),
    b(`MJ::Inpaint::1::${hash}::SOLO`, 'Vary (Region)', '🖌️'),
    b(`MJ::Outpaint::50::1::${hash}::SOLO`, 'Zoom Out 2x', '🔍'),
    b(`MJ::Outpaint::75::1::${hash}::SOLO`, 'Zoom Out 1.5x', '🔍'),
    b(`MJ::JOB::pan_left::1::${hash}::SOLO`, '', '⬅️'),
    b(`MJ::JOB::pan_right::1::${hash}::SOLO`, '', '➡️'),
  ];
}

function actionOf(customId) {
  if (customId.startsWith('MJ::JOB::upsample')) return 'UPSCALE';
  if (customId.startsWith('MJ::JOB::reroll')) return 'REROLL';
  return 'VARIATION';
}

/**
 * Starts the fake. Point the api at `${fake.url}/mj` (any prefix works).
 * @param {{ apiSecret?: string, port?: number }} [opts]
 */
export async function startFakeMidjourney(opts = {}) {
  /** @type {Map<string, any>} */
  const tasks = new Map();

  /** One step of a task's life per fetch: SUBMITTED, IN_PROGRESS n%, then SUCCESS or FAILURE. */
  function advance(task, origin) {
    if (task.status === 'SUCCESS' || task.status === 'FAILURE') return;
    task.fetches += 1;
    const now = Date.now();
    const { readyMs, polls } = task.script;
    const readyAt = readyMs === undefined ? undefined : task.submitTime + readyMs;
    if (readyAt === undefined ? task.fetches < polls : now < readyAt) {
      task.status = task.fetches === 1 ? 'SUBMITTED' : 'IN_PROGRESS';
      task.startTime ??= now;
      const done =
        readyAt === undefined ? (task.fetches - 1) / polls : (now - task.submitTime) / readyMs;
      const percent = Math.min(99, Math.round(done * 100));
      task.progress = `${percent}%`;
      if (task.status === 'IN_PROGRESS')
        task.imageUrl = `${origin}/attachments/${task.id}/preview_${percent}.png`;
      return;
    }
    // When it became ready at the proxy, which may be before this fetch saw it.
    task.finishTime = readyAt ?? now;
    if (task.script.outcome === 'failure') {
      task.status = 'FAILURE';
      task.progress = '';
      task.imageUrl = null;
      task.failReason = '[Invalid parameter] Job cancelled by the fake';
      return;
    }
    const hash = randomUUID();
    task.status = 'SUCCESS';
    task.progress = '100%';
    task.imageUrl = `${origin}/attachments/${task.id}/${task.action === 'UPSCALE' ? 'upscale' : 'grid'}_${hash}.png`;
    task.buttons = task.action === 'UPSCALE' ? upscaleButtons(hash) : gridButtons(hash);
    task.properties.finalPrompt = task.promptEn;
  }

  function createTask(fields) {
    const task = {
      id: newId(),
      status: 'NOT_START',
      progress: '0%',
      imageUrl: null,
      failReason: null,
      submitTime: Date.now(),
      startTime: null,
      finishTime: null,
      buttons: [],
      fetches: 0,
      properties: {},
      ...fields,
    };
    tasks.set(task.id, task);
    return task;
  }

  const view = ({ fetches, script, ...task }) => task;

  /** Answers one request (startFake has read its JSON body). */
  const handle = ({ req, res, path, body }) => {
    const url = new URL(path, 'http://fake');
    const origin = `http://${req.headers.host}`;
    const image = /\/attachments\/(\d+)\/([\w-]+)\.png$/.exec(url.pathname);
    if (req.method === 'GET' && image) {
      // Six colours, so the PNGs are made once and served from the cache afterwards.
      const seed = Number(image[1].slice(-6)) % 6;
      const colour = [40 + seed * 36, 200 - seed * 28, 160];
      // A preview is smaller and drawn down to its percent; grids and upscales are 1024 px.
      const preview = /^preview_(\d+)$/.exec(image[2]);
      const png = preview
        ? picturePng(512, 512, colour, { drawn: Number(preview[1]) / 100 })
        : picturePng(1024, 1024, colour);
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      res.end(png);
      return;
    }
    if (opts.apiSecret && req.headers['mj-api-secret'] !== opts.apiSecret) {
      res.writeHead(401);
      res.end();
      return;
    }
    const fetch = /\/task\/([^/]+)\/fetch$/.exec(url.pathname);
    if (req.method === 'GET' && fetch) {
      const task = tasks.get(decodeURIComponent(fetch[1]));
      if (!task) return json(res, 200, undefined); // Spring answers a null task with an empty body
      advance(task, origin);
      return json(res, 200, view(task));
    }
    if (req.method === 'POST' && url.pathname.endsWith('/submit/imagine')) {
      const prompt = String(body?.prompt ?? '').trim();
      if (!prompt)
        return json(res, 200, {
          code: 4,
          description: 'prompt不能为空',
          result: null,
          properties: {},
        });
      const script = directives(prompt);
      const banned = bannedWords.find((word) => new RegExp(`\\b${word}\\b`, 'i').test(prompt));
      if (banned) {
        return json(res, 200, {
          code: 24,
          description: '可能包含敏感词',
          result: null,
          properties: { promptEn: prompt, bannedWord: banned },
        });
      }
      if (script.code && script.code !== 1) {
        return json(res, 200, {
          code: script.code,
          description: 'fake refusal',
          result: null,
          properties: {},
        });
      }
      const task = createTask({
        action: 'IMAGINE',
        prompt,
        promptEn: prompt,
        description: `/imagine ${prompt}`,
        state: body?.state ?? null,
        script,
      });
      return json(res, 200, {
        code: 1,
        description: '提交成功',
        result: task.id,
        properties: { discordInstanceId: 'fake' },
      });
    }
    if (req.method === 'POST' && url.pathname.endsWith('/submit/action')) {
      const parent = tasks.get(String(body?.taskId ?? ''));
      if (!body?.taskId || !body?.customId)
        return json(res, 200, { code: 4, description: '参数错误', properties: {} });
      if (!parent)
        return json(res, 404, { code: 3, description: '关联任务不存在或已失效', properties: {} });
      if (parent.status !== 'SUCCESS')
        return json(res, 200, { code: 4, description: '关联任务状态错误', properties: {} });
      if (!parent.buttons.some((b) => b.customId === body.customId)) {
        return json(res, 200, { code: 4, description: '未知的 Action 类型', properties: {} });
      }
      const action = actionOf(body.customId);
      const task = createTask({
        action,
        prompt: parent.prompt,
        promptEn: parent.promptEn,
        description: `/up ${parent.id} ${action[0]}`,
        state: body.state ?? null,
        script: { ...parent.script, outcome: 'success' },
        properties: { parentId: parent.id },
      });
      return json(res, 200, { code: 1, description: '提交成功', result: task.id, properties: {} });
    }
    json(res, 404, { code: 3, description: 'not found', properties: {} });
  };
  const fake = await startFake({}, handle, { port: opts.port });
  return { ...fake, tasks };
}

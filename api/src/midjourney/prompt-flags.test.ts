import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/helpers';
import { generate, holdsOf, proxyRequests, type TaskJson } from '../../test/midjourney-helpers';

type ErrorJson = { code: string; message: string; field?: string };

async function tasksOf(userId: string) {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM mj_tasks WHERE user_id = ?1')
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('the prompt’s own --parameters (decision 127)', () => {
  it('refuses price-changing, out-of-range, unknown and doubled parameters before any charge', async () => {
    const { headers, user } = await registerUser();
    // Other files send to the same proxy meanwhile: this test's prompts carry a mark of their own.
    const mark = crypto.randomUUID().slice(0, 8);
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['a cat --repeat 40 --turbo --q 4', {}, 'midjourney_flag_priced', '--repeat'],
      ['a cat --ar 16:9 --turbo', {}, 'midjourney_flag_priced', '--turbo'],
      ['a cat --fast', {}, 'midjourney_flag_priced', '--fast'],
      ['a cat --relax', {}, 'midjourney_flag_priced', '--relax'],
      ['a cat --quality 2', {}, 'midjourney_flag_priced', '--quality'],
      ['a cat --r 4', {}, 'midjourney_flag_priced', '--r'],
      ['a cat —repeat 40', {}, 'midjourney_flag_priced', '--repeat'],
      ['a cat --REPEAT 40', {}, 'midjourney_flag_priced', '--repeat'],
      // Hidden or look-alike dashes (security round 3): normalized (NFKC, no format characters, any dash).
      ['a cat --\u00adr 40', {}, 'midjourney_flag_priced', '--r'],
      ['a cat --\u200br 40', {}, 'midjourney_flag_priced', '--r'],
      ['a cat \u2212\u2212r 40', {}, 'midjourney_flag_priced', '--r'],
      ['a cat \u2014\u2014r 40', {}, 'midjourney_flag_priced', '--r'],
      ['a cat -- r 40', {}, 'midjourney_flag_priced', '--r'],
      ['a cat \uff0d\uff0dr 40', {}, 'midjourney_flag_priced', '--r'],
      ['a cat --\uff52 40', {}, 'midjourney_flag_priced', '--r'],
      ['a cat --re\u2060peat 40', {}, 'midjourney_flag_priced', '--repeat'],
      ['a cat\u200b--r 40', {}, 'midjourney_flag_priced', '--r'],
      ['a cat --stylize 5000', {}, 'midjourney_flag_invalid', '1000'],
      ['a cat --s 1001', {}, 'midjourney_flag_invalid', '1000'],
      ['a cat --chaos 101', {}, 'midjourney_flag_invalid', '100'],
      ['a cat --w 3001', {}, 'midjourney_flag_invalid', '3000'],
      ['a cat --ar wide', {}, 'midjourney_flag_invalid', '--ar'],
      ['a cat --tile 4', {}, 'midjourney_flag_invalid', '--tile'],
      ['a cat --style cute', {}, 'midjourney_flag_invalid', 'raw'],
      ['a cat --frobnicate 3', {}, 'midjourney_flag_unknown', '--frobnicate'],
      ['a cat --sref https://x.test/a.png', {}, 'midjourney_flag_unknown', '--sref'],
      ['a cat --s 100 --stylize 200', {}, 'midjourney_flag_twice', '--stylize'],
      ['a cat --v 6.1 --niji 6', {}, 'midjourney_flag_twice', '--niji'],
      ['a cat --s 100', { stylize: 200 }, 'midjourney_flag_twice', '--stylize'],
      ['--ar 16:9', {}, 'midjourney_prompt_empty', ''],
    ];
    for (const [prompt, form, code, named] of cases) {
      const marked = prompt.replace(/^a cat/, `a cat ${mark}`);
      const res = await generate(headers, { image: { prompt: marked }, ...form });
      expect(res.status, prompt).toBe(400);
      const body = (await res.json()) as ErrorJson;
      expect(body, prompt).toMatchObject({ code, field: 'image.prompt' });
      expect(body.message, prompt).toContain(named);
    }
    const ru = await generate(
      { ...headers, 'X-Ad-Locale': 'ru' },
      { image: { prompt: `кот ${mark} --stylize 5000` } },
    );
    expect(((await ru.json()) as ErrorJson).message).toBe(
      'Параметр --stylize в запросе должен быть целым числом от 0 до 1000 (в запросе «5000»). Деньги не списаны.',
    );
    expect(await holdsOf(user.entityId)).toBe(0);
    expect(await tasksOf(user.id)).toBe(0);
    const sent = await proxyRequests();
    expect(sent.filter((request) => JSON.stringify(request).includes(mark))).toEqual([]);
  }, 30_000);

  it('passes the documented parameters and aliases on, rebuilt from what was checked', async () => {
    const { headers } = await registerUser();
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'a cat   --s 250 --aspect 16:9 --c 5 --w 10 --no dogs, trees --seed 42 --style raw --niji 6',
        {},
        'a cat --ar 16:9 --stylize 250 --weird 10 --chaos 5 --no dogs, trees --seed 42 --style raw --niji 6',
      ],
      [
        'a cat —ar 2:3 —v 7 --tile --iw 1.5',
        { chaos: 3 },
        'a cat --ar 2:3 --chaos 3 --iw 1.5 --tile --v 7',
      ],
      ['a dog --raw --version 6.1', { stylize: 100 }, 'a dog --stylize 100 --style raw --v 6.1'],
      // A retry sends the prompt as it was sent, parameters included (midjourney-studio.tsx).
      [
        'a fox --ar 16:9 --stylize 250 --v 6.1',
        { stylize: 0, chaos: 0 },
        'a fox --ar 16:9 --stylize 250 --v 6.1',
      ],
      ['cats — the best -- animals', {}, 'cats — the best -- animals'],
      // What is sent is what was checked: compatibility forms plain, format characters gone.
      ['a \uff43\uff41t\u00ad --s\u200b 250', {}, 'a cat --stylize 250'],
    ];
    for (const [prompt, form, sent] of cases) {
      const res = await generate(headers, { image: { prompt }, ...form });
      expect(res.status, prompt).toBe(201);
      const task = (await res.json()) as TaskJson;
      expect(task.prompt).toBe(sent);
      const request = (await proxyRequests()).find(
        (r) => r.path === '/mj/submit/imagine' && r.body.state === task.id,
      );
      expect(request?.body.prompt).toBe(sent);
    }
  }, 30_000);
});

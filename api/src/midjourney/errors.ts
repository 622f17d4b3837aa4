import { ApiError, registerErrorMessages } from '../lib/errors';
import { ProxyCode, type SubmitResult } from './proxy-client';

registerErrorMessages({
  midjourney_not_configured: {
    en: 'Midjourney is not connected on this server.',
    ru: 'Midjourney не подключён на этом сервере.',
  },
  midjourney_banned_prompt: {
    en: 'Midjourney refused the prompt because of the word "{word}". Rephrase it and try again; nothing was charged.',
    ru: 'Midjourney отклонил запрос из-за слова «{word}». Переформулируйте его и попробуйте снова; деньги не списаны.',
  },
  midjourney_queue_full: {
    en: 'Midjourney’s queue is full. Try again in a few minutes; nothing was charged.',
    ru: 'Очередь Midjourney заполнена. Попробуйте через несколько минут; деньги не списаны.',
  },
  midjourney_refused: {
    en: 'Midjourney refused the job: {reason}. Nothing was charged.',
    ru: 'Midjourney отклонил задание: {reason}. Деньги не списаны.',
  },
  midjourney_unavailable: {
    en: 'Midjourney is not answering. Try again later; nothing was charged.',
    ru: 'Midjourney не отвечает. Попробуйте позже; деньги не списаны.',
  },
  midjourney_parent_expired: {
    en: 'Midjourney no longer knows this image, so its buttons cannot be pressed.',
    ru: 'Midjourney больше не хранит это изображение, поэтому его кнопки недоступны.',
  },
  midjourney_not_finished: {
    en: 'The task has not finished yet; its buttons work once the image is ready.',
    ru: 'Задание ещё не завершено; кнопки заработают, когда изображение будет готово.',
  },
  midjourney_no_such_button: {
    en: 'This image has no "{button}" button.',
    ru: 'У этого изображения нет кнопки «{button}».',
  },
  midjourney_not_a_midjourney_chat: {
    en: 'This chat is not a Midjourney chat.',
    ru: 'Этот чат не относится к Midjourney.',
  },
  midjourney_failed: {
    en: 'Midjourney could not make the image: {reason}. Nothing was charged.',
    ru: 'Midjourney не смог создать изображение: {reason}. Деньги не списаны.',
  },
  midjourney_flag_invalid: {
    en: 'The prompt’s parameter {flag} {rule} (the prompt has "{value}"). Nothing was charged.',
    ru: 'Параметр {flag} в запросе {rule} (в запросе «{value}»). Деньги не списаны.',
  },
  midjourney_flag_priced: {
    en: 'The parameter {flag} changes what a Midjourney job costs, so it is not accepted here: every grid is one standard job at the listed price. Remove it and try again; nothing was charged.',
    ru: 'Параметр {flag} меняет стоимость задания Midjourney, поэтому здесь не принимается: каждая сетка — одно обычное задание по цене из прайса. Уберите его и попробуйте снова; деньги не списаны.',
  },
  midjourney_flag_unknown: {
    en: 'The parameter {flag} is not supported here. Use --ar, --stylize, --weird, --chaos, --version, --niji, --no, --seed, --iw, --tile or --style raw; nothing was charged.',
    ru: 'Параметр {flag} здесь не поддерживается. Используйте --ar, --stylize, --weird, --chaos, --version, --niji, --no, --seed, --iw, --tile или --style raw; деньги не списаны.',
  },
  midjourney_flag_twice: {
    en: 'The parameter {flag} is given twice (in the prompt, or in the prompt and the form). Keep one; nothing was charged.',
    ru: 'Параметр {flag} указан дважды (в запросе или в запросе и в форме). Оставьте один; деньги не списаны.',
  },
  midjourney_prompt_empty: {
    en: 'The prompt has parameters but no description of the image.',
    ru: 'В запросе есть параметры, но нет описания изображения.',
  },
  midjourney_lost: {
    en: 'Midjourney stopped answering about this task. Nothing was charged.',
    ru: 'Midjourney перестал отвечать по этому заданию. Деньги не списаны.',
  },
});

/** The ApiError for a submit the proxy did not accept (the caller has already undone it). */
export function refusalError(result: SubmitResult): ApiError {
  if (result.code === ProxyCode.bannedPrompt) {
    const word = result.properties?.bannedWord;
    return new ApiError(400, 'midjourney_banned_prompt', {
      field: 'image.prompt',
      word: typeof word === 'string' && word ? word : '?',
    });
  }
  if (result.code === ProxyCode.queueRejected) return new ApiError(503, 'midjourney_queue_full');
  if (result.code === ProxyCode.notFound) return new ApiError(409, 'midjourney_parent_expired');
  const reason = result.description?.trim() || `code ${result.code}`;
  return new ApiError(502, 'midjourney_refused', { reason: reason.slice(0, 300) });
}

import { registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  provider_error: {
    en: 'The model could not finish the answer. Try again.',
    ru: 'Модели не удалось закончить ответ. Попробуйте ещё раз.',
  },
  provider_timeout: {
    en: 'The model stopped responding. Try again.',
    ru: 'Модель перестала отвечать. Попробуйте ещё раз.',
  },
  lost: {
    en: 'The answer was interrupted. Try again.',
    ru: 'Ответ прервался. Попробуйте ещё раз.',
  },
  unknown_model: {
    en: 'This model is not available',
    ru: 'Эта модель недоступна',
  },
});

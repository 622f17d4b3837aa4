import { registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  provider_error: {
    en: 'The model could not finish the answer. Try again.',
    ru: 'Модели не удалось закончить ответ. Попробуйте ещё раз.',
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

import { registerErrorMessages } from '../lib/errors';

registerErrorMessages({
  image_refused: {
    en: 'The image service refused this prompt. Rephrase it and try again; nothing was charged.',
    ru: 'Сервис картинок отклонил этот запрос. Переформулируйте его и попробуйте снова; деньги не списаны.',
  },
  image_provider_failed: {
    en: 'The image service failed to answer. Try again; nothing was charged.',
    ru: 'Сервис картинок не ответил. Попробуйте снова; деньги не списаны.',
  },
  image_lost: {
    en: 'This image was interrupted before it was saved. Try again; nothing was charged.',
    ru: 'Эта картинка прервалась, не успев сохраниться. Попробуйте снова; деньги не списаны.',
  },
  not_an_image_model: {
    en: 'This model does not make images. Choose an image model.',
    ru: 'Эта модель не рисует картинки. Выберите модель для картинок.',
  },
  not_a_text_model: {
    en: 'This model only makes images. Use it in an image chat.',
    ru: 'Эта модель только рисует картинки. Используйте её в чате картинок.',
  },
  not_an_image_chat: {
    en: 'This chat is not an image chat.',
    ru: 'Этот чат — не чат картинок.',
  },
});

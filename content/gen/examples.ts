/**
 * Example outputs shown on the public /gen page: requests and answers, and images kept in
 * `public/gen/`. Static on purpose: the page must not spend money or wait on a model.
 */
export type GenExamples = {
  texts: { prompt: string; answer: string }[];
  images: { src: string; prompt: string }[];
};

export const genExamples: Record<'en' | 'ru', GenExamples> = {
  en: {
    texts: [
      {
        prompt: 'Explain in two sentences why the sky is blue.',
        answer:
          'Sunlight is a mix of colours, and the air scatters short blue waves far more than long red ones (Rayleigh scattering). So blue light reaches your eyes from every direction of the sky, while at sunset the light crosses more air and the blue is scattered away, leaving reds and oranges.',
      },
      {
        prompt: 'Write a polite reminder to a client about an unpaid invoice.',
        answer:
          'Hello, Anna! A friendly reminder that invoice No. 1042 of 3 November is still open. If it has already been paid, please ignore this note; if anything is unclear, I will be glad to help. Thank you!',
      },
    ],
    images: [
      { src: '/gen/lighthouse.svg', prompt: 'A lighthouse at sunset, flat vector illustration' },
      { src: '/gen/fox.svg', prompt: 'A fox in the snow, children’s book style' },
      { src: '/gen/city.svg', prompt: 'A night city with neon roofs, minimalism' },
    ],
  },
  ru: {
    texts: [
      {
        prompt: 'Объясни в двух предложениях, почему небо голубое.',
        answer:
          'Солнечный свет состоит из разных цветов, а воздух рассеивает короткие синие волны гораздо сильнее длинных красных (рэлеевское рассеяние). Поэтому синий свет приходит к глазу со всего неба, а на закате свет проходит больше воздуха, синий рассеивается по пути и остаются красные и оранжевые оттенки.',
      },
      {
        prompt: 'Напиши вежливое напоминание клиенту о неоплаченном счёте.',
        answer:
          'Здравствуйте, Анна! Напоминаем, что счёт № 1042 от 3 ноября пока не оплачен. Если оплата уже прошла, просто не обращайте внимания на это письмо; если есть вопросы — с радостью поможем. Спасибо!',
      },
    ],
    images: [
      { src: '/gen/lighthouse.svg', prompt: 'Маяк на закате, плоская векторная иллюстрация' },
      { src: '/gen/fox.svg', prompt: 'Лиса в снегу, стиль детской книги' },
      { src: '/gen/city.svg', prompt: 'Ночной город с неоновыми крышами, минимализм' },
    ],
  },
};

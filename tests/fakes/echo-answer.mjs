// The answer the chat fakes give a person trying the product by hand (`npm start -- --fakes`):
// a markdown reply that quotes the question, in its language, streamed word by word, so headings,
// lists, code and tables can be seen rendering. Tests keep the short default or script their own.

/** The plain text of the last user message of an OpenAI, Anthropic or Gemini request body. */
export function lastQuestion(body) {
  if (!body || typeof body !== 'object') return '';
  const list = body.messages ?? body.contents ?? [];
  const last = Array.isArray(list) ? list.filter((m) => m.role === 'user').at(-1) : undefined;
  const content = last?.content ?? last?.parts ?? '';
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) => (typeof part?.text === 'string' ? part.text : ''))
    .filter(Boolean)
    .join('\n');
}

const texts = {
  en: {
    heading: 'A local answer',
    asked: 'You asked',
    body: 'This reply comes from the local fake provider started by `npm start -- --fakes`: no real model was called. It streams like a real one, so you can watch markdown render as it arrives.',
    list: [
      '**Streaming**: words arrive one by one',
      '**Stop**: the button ends the answer',
      '**Resume**: reload the page mid-answer',
    ],
    table:
      '| What | Where |\n|---|---|\n| Fakes | `tests/fakes/` |\n| Directives | `tests/fakes/README.md` |',
    end: 'Ask anything else: every answer quotes your question.',
  },
  ru: {
    heading: 'Локальный ответ',
    asked: 'Вы спросили',
    body: 'Этот ответ пришёл от локальной заглушки провайдера, запущенной `npm start -- --fakes`: настоящая модель не вызывалась. Он идёт потоком, как настоящий, и видно, как markdown отрисовывается по мере прихода.',
    list: [
      '**Поток**: слова приходят по одному',
      '**Стоп**: кнопка обрывает ответ',
      '**Продолжение**: перезагрузите страницу посреди ответа',
    ],
    table:
      '| Что | Где |\n|---|---|\n| Заглушки | `tests/fakes/` |\n| Директивы | `tests/fakes/README.md` |',
    end: 'Спросите что-нибудь ещё: каждый ответ цитирует ваш вопрос.',
  },
};

/** A markdown answer quoting `question`, in Russian when the question has Cyrillic letters. */
export function echoAnswer(question) {
  const t = /[а-яё]/i.test(question) ? texts.ru : texts.en;
  const quoted = (question.trim() || '…')
    .slice(0, 600)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return [
    `### ${t.heading}`,
    `${t.asked}:\n\n${quoted}`,
    t.body,
    t.list.map((item, i) => `${i + 1}. ${item}`).join('\n'),
    '```ts\nconst answer = await ask(question);\nconsole.log(answer.text);\n```',
    t.table,
    t.end,
  ].join('\n\n');
}

/** Splits a text into stream chunks of one word and the space after it. */
export function wordChunks(text) {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

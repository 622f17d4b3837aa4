/** The support page's questions and answers, in both languages (same order, same count). */
export type FaqItem = { question: string; answer: string };

export const faq: Record<'en' | 'ru', FaqItem[]> = {
  en: [
    {
      question: 'How do I top up my balance?',
      answer:
        'Open Cabinet → Balance, enter an amount in roubles and pay by card through YooKassa. The money appears on your balance as soon as YooKassa confirms the payment.',
    },
    {
      question: 'How much does a request cost?',
      answer:
        'Every model has its price on the Services page: text models per million tokens, images per picture, transcription per minute, reading aloud per 1,000 characters. You are charged when a request finishes; a failed request costs nothing.',
    },
    {
      question: 'Where do I enter a promo code?',
      answer:
        'When you sign up, in the "Promo code" field, or later in Cabinet → Balance. A code gives its bonus once per account.',
    },
    {
      question: 'Which model should I choose?',
      answer:
        'For everyday questions a fast model such as Gemini Flash is enough and costs little. For long documents, code and careful reasoning choose a larger model. You can switch the model in any chat.',
    },
    {
      question: 'How do I share a chat with my team?',
      answer:
        'Invite people in Cabinet → Members. In a chat, use Share: team members can read the chat and copy it to continue on their own.',
    },
    {
      question: 'Can I get a refund?',
      answer:
        'The unspent part of a top-up can be refunded within 14 days of the payment: file a request below. See the Terms of use for details.',
    },
    {
      question: 'How do I delete my account and data?',
      answer:
        'Cabinet → Profile has an export of all your data and a button to delete the account. Deleting removes your chats, files and profile.',
    },
    {
      question: 'The microphone or read-aloud button says it is off',
      answer:
        'Speech needs a speech provider configured for this service. If you see the message, write to us and we will tell you when it is available.',
    },
    {
      question: 'Why did my answer stop in the middle?',
      answer:
        'Reload the page: answers keep being written on the server, and the chat picks them up where it left off. If it stopped with an error, press Regenerate; errors are not charged.',
    },
  ],
  ru: [
    {
      question: 'Как пополнить баланс?',
      answer:
        'Откройте «Кабинет → Баланс», введите сумму в рублях и оплатите картой через ЮKassa. Деньги появятся на балансе, как только ЮKassa подтвердит платёж.',
    },
    {
      question: 'Сколько стоит запрос?',
      answer:
        'Цена каждой модели указана на странице «Сервисы»: текстовые модели — за миллион токенов, картинки — за изображение, расшифровка — за минуту, озвучивание — за 1000 символов. Списание происходит по завершении запроса; неудавшийся запрос бесплатен.',
    },
    {
      question: 'Где ввести промокод?',
      answer:
        'При регистрации, в поле «Промокод», или позже в «Кабинет → Баланс». Промокод даёт бонус один раз на аккаунт.',
    },
    {
      question: 'Какую модель выбрать?',
      answer:
        'Для повседневных вопросов хватит быстрой модели вроде Gemini Flash — она недорогая. Для длинных документов, кода и сложных рассуждений выберите модель побольше. Модель можно сменить в любом чате.',
    },
    {
      question: 'Как поделиться чатом с командой?',
      answer:
        'Пригласите людей в «Кабинет → Участники». В чате нажмите «Поделиться»: участники команды смогут читать чат и скопировать его, чтобы продолжить самостоятельно.',
    },
    {
      question: 'Можно ли вернуть деньги?',
      answer:
        'Неизрасходованную часть пополнения можно вернуть в течение 14 дней после платежа: оставьте обращение ниже. Подробности — в условиях использования.',
    },
    {
      question: 'Как удалить аккаунт и данные?',
      answer:
        'В «Кабинет → Профиль» есть выгрузка всех ваших данных и кнопка удаления аккаунта. Удаление стирает чаты, файлы и профиль.',
    },
    {
      question: 'Кнопка микрофона или озвучивания говорит, что она выключена',
      answer:
        'Для речи в сервисе должен быть настроен поставщик распознавания или синтеза речи. Если вы видите это сообщение, напишите нам — мы сообщим, когда функция станет доступна.',
    },
    {
      question: 'Почему ответ оборвался на середине?',
      answer:
        'Обновите страницу: ответ продолжает записываться на сервере, и чат подхватит его с того места, где остановился. Если он прервался с ошибкой, нажмите «Повторить» — ошибки не оплачиваются.',
    },
  ],
};

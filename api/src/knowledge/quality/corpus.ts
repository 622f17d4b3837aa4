/**
 * A small shipped corpus for the retrieval-quality test: 30 short documents of a made-up
 * company, two sections each, and for every section a question a person would ask whose answer
 * is that section. The questions paraphrase rather than quote, and topics overlap on purpose
 * (leave and sick days, laptops and phones, trains and flights) so a ranking can be wrong.
 */
export interface CorpusDocument {
  name: string;
  sections: { heading: string; text: string; question: string }[];
}

export const CORPUS: CorpusDocument[] = [
  {
    name: 'vacation.md',
    sections: [
      {
        heading: 'Annual leave',
        text: 'Every employee has 28 calendar days of paid annual leave each year. Leave is requested in the HR portal at least two weeks ahead.',
        question: 'How many days of paid annual leave do employees get?',
      },
      {
        heading: 'Carry-over',
        text: 'Unused vacation days carry over to the next year but expire on 31 March if not taken.',
        question: 'What happens to vacation days I did not use this year?',
      },
    ],
  },
  {
    name: 'sick-leave.md',
    sections: [
      {
        heading: 'Reporting illness',
        text: 'If you fall ill, tell your manager before 10:00 and submit the doctor’s certificate within five days of returning.',
        question: 'When must I tell my manager that I am ill?',
      },
      {
        heading: 'Sick pay',
        text: 'Sick pay covers 100 percent of salary for the first ten sick days in a year and 60 percent after that.',
        question: 'How much salary is paid during sick days?',
      },
    ],
  },
  {
    name: 'remote-work.md',
    sections: [
      {
        heading: 'Remote days',
        text: 'Staff may work remotely up to three days a week after agreeing the schedule with their team lead.',
        question: 'How many days a week can staff work remotely?',
      },
      {
        heading: 'Home office allowance',
        text: 'A one-off home office allowance of 30,000 roubles reimburses a desk, a chair or a monitor bought for remote work.',
        question: 'Is there an allowance for buying a desk and chair for working from home?',
      },
    ],
  },
  {
    name: 'laptops.md',
    sections: [
      {
        heading: 'Issued equipment',
        text: 'Engineers receive a laptop with 32 GB of memory and two external monitors during their first week.',
        question: 'What computer equipment do engineers receive in the first week?',
      },
      {
        heading: 'Laptop replacement',
        text: 'Laptops are replaced every three years; a broken laptop is swapped by the IT desk within one working day.',
        question: 'How often are laptops replaced?',
      },
    ],
  },
  {
    name: 'phones.md',
    sections: [
      {
        heading: 'Corporate phones',
        text: 'Sales managers get a corporate mobile phone with an unlimited data plan paid by the company.',
        question: 'Who gets a corporate mobile phone?',
      },
      {
        heading: 'Lost phone',
        text: 'A lost or stolen phone must be reported to security within 24 hours so the device can be wiped remotely.',
        question: 'What should I do if my phone is stolen?',
      },
    ],
  },
  {
    name: 'travel-trains.md',
    sections: [
      {
        heading: 'Train tickets',
        text: 'Train tickets for business trips are booked by the office manager in second class; first class needs a director’s approval.',
        question: 'Who books train tickets for business trips?',
      },
      {
        heading: 'Per diem',
        text: 'The daily allowance on business trips is 2,500 roubles within Russia, paid in advance with the trip order.',
        question: 'What is the daily allowance on a business trip in Russia?',
      },
    ],
  },
  {
    name: 'travel-flights.md',
    sections: [
      {
        heading: 'Flights',
        text: 'Flights are booked through the travel agency portal in economy class; business class is allowed for flights longer than six hours.',
        question: 'When is business class allowed on flights?',
      },
      {
        heading: 'Hotels',
        text: 'Hotel rooms are reimbursed up to 7,000 roubles a night in Moscow and 5,000 roubles elsewhere.',
        question: 'What is the hotel limit per night in Moscow?',
      },
    ],
  },
  {
    name: 'expenses.md',
    sections: [
      {
        heading: 'Expense reports',
        text: 'Expense reports with scanned receipts are filed in the finance system within ten days after a trip ends.',
        question: 'How soon after a trip must the expense report be filed?',
      },
      {
        heading: 'Taxi',
        text: 'Taxi rides are reimbursed for late work after 22:00 and for trips to the airport or railway station.',
        question: 'Can I claim a taxi home after working late?',
      },
    ],
  },
  {
    name: 'security-passwords.md',
    sections: [
      {
        heading: 'Passwords',
        text: 'Passwords must be at least 14 characters long and are rotated every ninety days by the identity system.',
        question: 'How long must a password be?',
      },
      {
        heading: 'Two-factor',
        text: 'Two-factor authentication with an authenticator app is required for email, the VPN and the code repository.',
        question: 'Which systems require two-factor authentication?',
      },
    ],
  },
  {
    name: 'security-badges.md',
    sections: [
      {
        heading: 'Badges',
        text: 'Office badges open the main entrance and the parking gate; guests receive a temporary badge at reception.',
        question: 'What do office badges open?',
      },
      {
        heading: 'Lost badge',
        text: 'A lost badge is blocked by reception and a new one is printed for a fee of 500 roubles.',
        question: 'How much does a replacement badge cost?',
      },
    ],
  },
  {
    name: 'onboarding.md',
    sections: [
      {
        heading: 'First day',
        text: 'On the first day a newcomer meets their buddy, signs the labour contract and receives accounts for email and chat.',
        question: 'What happens on a newcomer’s first day?',
      },
      {
        heading: 'Probation',
        text: 'The probation period lasts three months and ends with a review meeting with the team lead.',
        question: 'How long is the probation period?',
      },
    ],
  },
  {
    name: 'offboarding.md',
    sections: [
      {
        heading: 'Resignation',
        text: 'An employee who resigns gives two weeks of written notice to HR and their manager.',
        question: 'How much notice must I give when I resign?',
      },
      {
        heading: 'Returning equipment',
        text: 'On the last working day the laptop, badge and phone are returned to the IT desk against a signed checklist.',
        question: 'What equipment must be returned on the last working day?',
      },
    ],
  },
  {
    name: 'salary.md',
    sections: [
      {
        heading: 'Pay days',
        text: 'Salary is paid twice a month, on the 10th and the 25th, to the bank card named in the contract.',
        question: 'On which dates is salary paid?',
      },
      {
        heading: 'Salary review',
        text: 'Salaries are reviewed once a year in October based on the performance review and market data.',
        question: 'When are salaries reviewed?',
      },
    ],
  },
  {
    name: 'bonuses.md',
    sections: [
      {
        heading: 'Annual bonus',
        text: 'The annual bonus is up to two monthly salaries and depends on company results and personal goals.',
        question: 'How large can the annual bonus be?',
      },
      {
        heading: 'Referral bonus',
        text: 'Recommending a candidate who is hired and passes probation earns a referral bonus of 100,000 roubles.',
        question: 'What is the reward for referring a candidate who gets hired?',
      },
    ],
  },
  {
    name: 'health-insurance.md',
    sections: [
      {
        heading: 'Medical insurance',
        text: 'Voluntary medical insurance covers clinics, dentistry and emergency care from the first working day.',
        question: 'Does the medical insurance include dentistry?',
      },
      {
        heading: 'Family members',
        text: 'Spouses and children can be added to the medical insurance at a corporate discount of 50 percent.',
        question: 'Can I add my children to the health insurance?',
      },
    ],
  },
  {
    name: 'sports.md',
    sections: [
      {
        heading: 'Gym',
        text: 'The company compensates half of a gym membership, up to 3,000 roubles a month.',
        question: 'How much of a gym membership is compensated?',
      },
      {
        heading: 'Running club',
        text: 'The running club trains on Tuesdays and Thursdays at 19:00 in the park next to the office.',
        question: 'When does the running club train?',
      },
    ],
  },
  {
    name: 'learning.md',
    sections: [
      {
        heading: 'Courses',
        text: 'Each employee has a learning budget of 60,000 roubles a year for courses, books and conferences.',
        question: 'What is the yearly budget for courses and conferences?',
      },
      {
        heading: 'English lessons',
        text: 'Group English lessons take place twice a week during lunch and are free for all staff.',
        question: 'Are English lessons free?',
      },
    ],
  },
  {
    name: 'canteen.md',
    sections: [
      {
        heading: 'Lunch',
        text: 'The canteen on the second floor serves lunch from 12:00 to 15:00; meals are subsidised by the company.',
        question: 'When does the canteen serve lunch?',
      },
      {
        heading: 'Kitchen rules',
        text: 'Dishes in the shared kitchen are washed by whoever used them; the fridge is emptied every Friday evening.',
        question: 'When is the office fridge emptied?',
      },
    ],
  },
  {
    name: 'parking.md',
    sections: [
      {
        heading: 'Car parking',
        text: 'Parking spaces in the underground garage are assigned by lottery every quarter.',
        question: 'How are underground parking spaces assigned?',
      },
      {
        heading: 'Bicycles',
        text: 'Bicycles are stored in the locked bike room next to the showers on the ground floor.',
        question: 'Where can I keep my bicycle?',
      },
    ],
  },
  {
    name: 'meeting-rooms.md',
    sections: [
      {
        heading: 'Booking rooms',
        text: 'Meeting rooms are booked in the shared calendar; a booking not used for fifteen minutes is released.',
        question: 'What happens to a meeting room booking that nobody uses?',
      },
      {
        heading: 'Video calls',
        text: 'Every meeting room has a video conferencing camera and a speakerphone for calls with remote colleagues.',
        question: 'Do meeting rooms have cameras for video calls?',
      },
    ],
  },
  {
    name: 'code-review.md',
    sections: [
      {
        heading: 'Reviews',
        text: 'Every pull request needs the approval of two reviewers, one of whom owns the changed module.',
        question: 'How many approvals does a pull request need?',
      },
      {
        heading: 'Review time',
        text: 'Reviewers answer a pull request within one working day; urgent fixes may be reviewed after the merge.',
        question: 'How quickly should reviewers respond to a pull request?',
      },
    ],
  },
  {
    name: 'deployments.md',
    sections: [
      {
        heading: 'Release days',
        text: 'Production releases go out on Tuesdays and Thursdays; there are no releases on Fridays or before holidays.',
        question: 'On which days do production releases happen?',
      },
      {
        heading: 'Rollback',
        text: 'A failed release is rolled back by the on-call engineer with one command from the deploy dashboard.',
        question: 'Who rolls back a failed release?',
      },
    ],
  },
  {
    name: 'on-call.md',
    sections: [
      {
        heading: 'Rotation',
        text: 'The on-call rotation changes every Monday; each engineer is on duty about one week in six.',
        question: 'How often is an engineer on duty in the on-call rotation?',
      },
      {
        heading: 'On-call pay',
        text: 'On-call duty is paid 5,000 roubles a week plus double pay for hours spent on incidents at night.',
        question: 'How is on-call duty paid?',
      },
    ],
  },
  {
    name: 'incidents.md',
    sections: [
      {
        heading: 'Severity',
        text: 'An incident is severity one when customers cannot log in or pay; it pages the on-call engineer and the CTO.',
        question: 'What counts as a severity one incident?',
      },
      {
        heading: 'Postmortem',
        text: 'A blameless postmortem is written within three days after every severity one or two incident.',
        question: 'When is a postmortem written after an incident?',
      },
    ],
  },
  {
    name: 'privacy.md',
    sections: [
      {
        heading: 'Personal data',
        text: 'Customer personal data is stored only in Russian data centres and never copied to personal devices.',
        question: 'Where is customer personal data stored?',
      },
      {
        heading: 'Data requests',
        text: 'A customer request to delete their data is fulfilled by the support team within thirty days.',
        question: 'How long do we have to delete a customer’s data on request?',
      },
    ],
  },
  {
    name: 'отпуск-ru.md',
    sections: [
      {
        heading: 'Ежегодный отпуск',
        text: 'Ежегодный оплачиваемый отпуск можно делить на части, но одна часть должна быть не меньше четырнадцати дней.',
        question: 'Можно ли разделить отпуск на несколько частей?',
      },
      {
        heading: 'Отпускные',
        text: 'Отпускные выплачиваются не позднее чем за три дня до начала отпуска.',
        question: 'Когда выплачивают отпускные?',
      },
    ],
  },
  {
    name: 'офис-ru.md',
    sections: [
      {
        heading: 'Часы работы',
        text: 'Офис открыт с восьми утра до девяти вечера, по выходным вход только по пропуску дежурного.',
        question: 'До которого часа открыт офис?',
      },
      {
        heading: 'Уборка',
        text: 'Уборка рабочих мест проходит по средам, поэтому на столах не оставляют документы и посуду.',
        question: 'В какой день проходит уборка рабочих мест?',
      },
    ],
  },
  {
    name: 'документы-ru.md',
    sections: [
      {
        heading: 'Справки',
        text: 'Справку о доходах и копию трудовой книжки бухгалтерия готовит за три рабочих дня по заявке на портале.',
        question: 'За сколько дней бухгалтерия готовит справку о доходах?',
      },
      {
        heading: 'Подпись',
        text: 'Договоры с клиентами подписывает генеральный директор или финансовый директор по доверенности.',
        question: 'Кто подписывает договоры с клиентами?',
      },
    ],
  },
  {
    name: 'обучение-ru.md',
    sections: [
      {
        heading: 'Наставники',
        text: 'Каждому новому сотруднику назначают наставника из его команды на первые три месяца.',
        question: 'Кто помогает новому сотруднику в первые месяцы?',
      },
      {
        heading: 'Конференции',
        text: 'Выступление на конференции от имени компании согласуют с отделом маркетинга за месяц.',
        question: 'С кем согласовать выступление на конференции?',
      },
    ],
  },
  {
    name: 'праздники-ru.md',
    sections: [
      {
        heading: 'Новый год',
        text: 'Новогодний корпоратив проходит в последнюю пятницу декабря, приглашения рассылает офис-менеджер.',
        question: 'Когда проходит новогодний корпоратив?',
      },
      {
        heading: 'Подарки детям',
        text: 'Детям сотрудников до четырнадцати лет дарят новогодние подарки, списки собирают до первого декабря.',
        question: 'До какого числа собирают списки на подарки детям?',
      },
    ],
  },
];

/** A document's Markdown, as it is uploaded. */
export const markdownOf = (doc: CorpusDocument) =>
  doc.sections.map((section) => `# ${section.heading}\n\n${section.text}`).join('\n\n');

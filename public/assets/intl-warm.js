// Loads the page's Intl data beside it (src/pages/_root.tsx, decision 181).
addEventListener('message', (e) => {
  const [n, d, z] = e.data;
  new Intl.NumberFormat(n, { style: 'currency', currency: 'RUB' }).formatToParts(0);
  new Intl.NumberFormat(n).format(1234);
  new Intl.DateTimeFormat(d, { timeZone: z, dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.PluralRules(n).select(1);
  new Intl.RelativeTimeFormat(d, { numeric: 'auto' }).format(-1, 'day');
  postMessage(1);
  close();
});

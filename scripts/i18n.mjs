// Compiles the EN/RU catalogues with paraglide offline and refuses a broken catalogue:
// a key present in one language only, a SPEC §3 message group with no message, or zero messages.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const locales = ['en', 'ru'];
const groups = [
  'layout',
  'chat',
  'templates_instruction',
  'misc',
  'auth',
  'midjourney',
  'text',
  'service',
  'transcription',
  'balance',
  'profile',
  'support',
  'image_ai',
  'avatar',
];

const fail = (message) => {
  console.error(`i18n: ${message}`);
  process.exit(1);
};

const catalogues = Object.fromEntries(
  locales.map((locale) => {
    const raw = JSON.parse(readFileSync(`${root}/messages/${locale}.json`, 'utf8'));
    delete raw.$schema;
    return [locale, raw];
  }),
);

const keysOf = (locale) => new Set(Object.keys(catalogues[locale]));
for (const locale of locales) {
  for (const other of locales) {
    const missing = [...keysOf(locale)].filter((key) => !keysOf(other).has(key));
    if (missing.length) fail(`in ${locale} but not in ${other}: ${missing.join(', ')}`);
  }
}
for (const group of groups) {
  const hasGroup = [...keysOf('en')].some((key) => key.startsWith(`${group}_`));
  if (!hasGroup) fail(`message group "${group}" has no message`);
}

execFileSync(
  process.execPath,
  [
    `${root}/node_modules/@inlang/paraglide-js/bin/run.js`,
    'compile',
    '--project',
    `${root}/project.inlang`,
    '--outdir',
    `${root}/src/paraglide`,
    '--strategy',
    'baseLocale',
    '--emit-ts-declarations',
    '--no-emit-readme',
    '--silent',
  ],
  { stdio: 'inherit', cwd: root },
);

const compiled = readdirSync(`${root}/src/paraglide/messages`).filter(
  (file) => file.endsWith('.js') && !file.startsWith('_'),
).length;
if (compiled === 0) fail('zero messages compiled');
console.log(`i18n: ${compiled} messages compiled for ${locales.join(', ')}`);

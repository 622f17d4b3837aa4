// Compiles the EN/RU catalogues with paraglide offline and refuses a broken catalogue:
// a key present in one language only, a SPEC §3 message group with no message, or zero messages.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

const messagesDir = `${root}/src/paraglide/messages`;
const messageFiles = readdirSync(messagesDir).filter(
  (file) => file.endsWith('.js') && !file.startsWith('_'),
);
const compiled = messageFiles.length;
if (compiled === 0) fail('zero messages compiled');

// Each compiled message is a function per language plus a function choosing between them, and
// the browser loads every message a page shows. One shared chooser instead of one per message
// makes a chat page's scripts lighter (docs/decisions/176-compact-messages.md). Every call in
// Beseda names the page's locale; one without it gets the base locale, as paraglide's runtime
// (never configured here) would give, so the runtime no longer reaches the browser. The
// messages' types (.d.ts) stay as paraglide wrote them.
const { baseLocale } = JSON.parse(readFileSync(`${root}/project.inlang/settings.json`, 'utf8'));
if (locales.join() !== 'en,ru' || !locales.includes(baseLocale)) {
  fail('the compact messages (decision 176) are written for English and Russian');
}
writeFileSync(
  `${messagesDir}/_localized.js`,
  `/* eslint-disable */
const inRussian = (options) => (options.locale ?? ${JSON.stringify(baseLocale)}) === 'ru';

/** A message without inputs: its English and Russian text. */
export const text = (en, ru) => (_inputs, options = {}) => (inRussian(options) ? ru : en);

/** A message with inputs: its English and Russian functions of them. */
export const localized = (en, ru) => (inputs = {}, options = {}) =>
  (inRussian(options) ? ru : en)(inputs);
`,
);
const functionOf = (source, locale, name) =>
  new RegExp(
    `const ${locale}_${name} = /\\*\\*[^]*?\\*/ \\((i?)\\) => \\{\\n\\treturn /\\*\\* @type \\{LocalizedString\\} \\*/ \\((\`[^]*?\`)\\)\\n\\};`,
  ).exec(source);
for (const file of messageFiles) {
  const name = file.slice(0, -'.js'.length);
  const source = readFileSync(`${messagesDir}/${file}`, 'utf8');
  const [en, ru] = locales.map((locale) => functionOf(source, locale, name));
  const declaration = new RegExp(`^(export )?const ${name} = `, 'm').exec(source);
  if (!en || !ru || !declaration) {
    fail(
      `paraglide's output for ${name} is not the form scripts/i18n.mjs compacts; see decision 176`,
    );
  }
  const constant = (match) => match[1] === '' && !match[2].includes('${');
  const body =
    constant(en) && constant(ru)
      ? `text(${en[2]}, ${ru[2]})`
      : `localized((i) => ${en[2]}, (i) => ${ru[2]})`;
  // A key that is not a plain identifier is exported under its own name as well.
  const aliases = source.match(/^export \{ \w+ as "[^"]+" \}$/gm) ?? [];
  writeFileSync(
    `${messagesDir}/${file}`,
    [
      '/* eslint-disable */',
      "import { text, localized } from './_localized.js';",
      '',
      `${declaration[1] ?? ''}const ${name} = /* @__PURE__ */ ${body};`,
      ...aliases,
      '',
    ].join('\n'),
  );
}
console.log(`i18n: ${compiled} messages compiled for ${locales.join(', ')}`);

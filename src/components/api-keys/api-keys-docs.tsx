import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The three ways to call the endpoint, with `{base}` the endpoint's base URL. */
const examples = (base: string) => [
  {
    id: 'curl',
    title: 'curl',
    code: `curl ${base}/chat/completions \\
  -H "Authorization: Bearer $BESEDA_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"model": "gpt:gpt-mini", "messages": [{"role": "user", "content": "Hi"}]}'`,
  },
  {
    id: 'python',
    title: 'Python',
    code: `import os
from openai import OpenAI

client = OpenAI(base_url="${base}", api_key=os.environ["BESEDA_API_KEY"])
answer = client.chat.completions.create(
    model="gpt:gpt-mini", messages=[{"role": "user", "content": "Hi"}]
)
print(answer.choices[0].message.content)`,
  },
  {
    id: 'javascript',
    title: 'JavaScript',
    code: `import OpenAI from 'openai';

const client = new OpenAI({ baseURL: '${base}', apiKey: process.env.BESEDA_API_KEY });
const stream = await client.chat.completions.create({
  model: 'gpt:gpt-mini',
  messages: [{ role: 'user', content: 'Hi' }],
  stream: true,
});
for await (const chunk of stream) process.stdout.write(chunk.choices[0]?.delta.content ?? '');`,
  },
];

/** A compact how-to under the keys: the base URL and curl, Python and JavaScript examples. */
export function ApiKeysDocs({ locale, apiUrl }: { locale: Locale; apiUrl: string | undefined }) {
  const base = `${apiUrl ?? 'https://api.example'}/openai/v1`;
  return (
    <section className="api-keys-section api-keys-docs" data-testid="api-keys-docs">
      <h2>{m.apikeys_docs_title({}, { locale })}</h2>
      <p>{m.apikeys_docs_intro({ url: base }, { locale })}</p>
      {examples(base).map((example) => (
        <figure key={example.id} className="api-keys-example">
          <figcaption>{example.title}</figcaption>
          <pre>
            <code>{example.code}</code>
          </pre>
        </figure>
      ))}
    </section>
  );
}

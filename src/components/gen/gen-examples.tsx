import { genExamples } from '../../../content/gen/examples';
import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** Committed example outputs: two text answers and three pictures with their prompts. */
export function GenExamples({ locale }: { locale: Locale }) {
  const { texts, images } = genExamples[locale];
  const o = { locale };
  return (
    <>
      <div className="gen-texts">
        {texts.map((example) => (
          <figure key={example.prompt} className="gen-text">
            <blockquote>
              <p>
                <strong>{m.misc_gen_example_prompt({}, o)}:</strong> {example.prompt}
              </p>
            </blockquote>
            <figcaption>
              <strong>{m.misc_gen_example_answer({}, o)}:</strong> {example.answer}
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="gen-images">
        {images.map((image) => (
          <figure key={image.src} className="gen-image">
            <img src={image.src} alt={image.prompt} width={400} height={300} loading="lazy" />
            <figcaption className="muted">{image.prompt}</figcaption>
          </figure>
        ))}
      </div>
    </>
  );
}

'use client';

import { downloadText, useCopy } from '../../lib/save-text';
import type { TwoFactorTexts } from './two-factor-texts';

/** The ten recovery codes, shown once: copy them, download them, then say they are saved. */
export function RecoveryCodesView({
  codes,
  texts,
  onDone,
}: {
  codes: string[];
  texts: TwoFactorTexts;
  onDone: () => void;
}) {
  const { copied, copy } = useCopy();
  const text = `${codes.join('\n')}\n`;
  return (
    <div className="tfa-codes" data-testid="tfa-recovery">
      <h3>{texts.codesTitle}</h3>
      <p className="muted">{texts.codesText}</p>
      <ul className="tfa-code-list" data-testid="tfa-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="tfa-actions">
        <button type="button" className="button" onClick={() => copy(text)} data-testid="tfa-copy">
          {copied ? texts.copied : texts.copy}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => downloadText(texts.fileName, text)}
          data-testid="tfa-download"
        >
          {texts.download}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={onDone}
          data-testid="tfa-codes-saved"
        >
          {texts.savedThem}
        </button>
      </div>
    </div>
  );
}

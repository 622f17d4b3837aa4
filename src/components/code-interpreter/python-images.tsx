'use client';

import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/locale-context';
import type { OutputFileView } from '../../lib/chat/types';
import {
  inlineImageKind,
  MAX_INLINE_SVG_BYTES,
  mediaUrl,
} from '../../lib/code-interpreter/inline-images';
import * as m from '../../paraglide/messages.js';

/**
 * The images a run wrote under /mnt/data/ (a chart), shown in the answer as `<img>` only
 * (docs/decisions/172-code-interpreter-charts-sheets-packages.md). PNG, JPEG, GIF and WebP are
 * served as themselves; an SVG is stored as bytes to download, so it is read here and shown
 * from a `data:` URL, where its scripts never run and which no tab can open on our origin.
 */
export function PythonImages({ files }: { files: OutputFileView[] }) {
  const images = files.flatMap((file) => {
    const kind = inlineImageKind(file);
    return kind ? [{ file, kind }] : [];
  });
  if (images.length === 0) return null;
  return (
    <div className="python-images">
      {images.map(({ file, kind }) =>
        kind === 'svg' ? (
          <SvgImage key={file.mediaId} file={file} />
        ) : (
          <Figure key={file.mediaId} file={file} src={mediaUrl(file.mediaId)} />
        ),
      )}
    </div>
  );
}

function Figure({ file, src }: { file: OutputFileView; src: string }) {
  const locale = useLocale();
  return (
    <img
      className="python-image"
      data-testid="python-image"
      src={src}
      alt={m.python_image_alt({ name: file.name }, { locale })}
      loading="lazy"
      decoding="async"
    />
  );
}

function SvgImage({ file }: { file: OutputFileView }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetch(mediaUrl(file.mediaId))
      .then((response) => (response.ok ? response.arrayBuffer() : null))
      .then((bytes) => {
        if (!live || !bytes || bytes.byteLength > MAX_INLINE_SVG_BYTES) return;
        let binary = '';
        for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
        setSrc(`data:image/svg+xml;base64,${btoa(binary)}`);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [file.mediaId]);
  return src ? <Figure file={file} src={src} /> : null;
}

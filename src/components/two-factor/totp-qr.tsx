'use client';

import { encode } from 'uqr';

/**
 * The `otpauth://` URL as a QR code, drawn as one SVG path (no HTML injected). Loaded on first
 * use, so the QR encoder never weighs on pages that do not set up two-factor.
 */
export default function TotpQr({ url, label }: { url: string; label: string }) {
  const { data, size } = encode(url, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className="tfa-qr"
      viewBox={`0 0 ${size} ${size}`}
      width={Math.max(176, size * 4)}
      height={Math.max(176, size * 4)}
      role="img"
      aria-label={label}
      data-testid="tfa-qr"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

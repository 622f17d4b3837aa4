import type { OAuthProvider } from '../../lib/oauth/providers';

/**
 * A provider's mark beside its name: a round badge in the provider's colour with its initial,
 * drawn inline (no brand files, no icon package on the sign-in page). Decorative: the link's
 * text names the provider.
 */
export function ProviderMark({ provider }: { provider: OAuthProvider }) {
  const mark = {
    yandex: { fill: '#fc3f1d', text: 'Я' },
    vk: { fill: '#0077ff', text: 'VK' },
    google: { fill: '#4285f4', text: 'G' },
  }[provider];
  return (
    <svg className="provider-mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill={mark.fill} />
      <text
        x="12"
        y="16.5"
        textAnchor="middle"
        fontSize={mark.text.length > 1 ? 9 : 13}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#fff"
      >
        {mark.text}
      </text>
    </svg>
  );
}

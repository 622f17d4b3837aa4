import { Link } from 'waku';
import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** Under the registration form: what signing up accepts, with links to both texts. */
export function RegistrationTerms({ locale }: { locale: Locale }) {
  const o = { locale };
  const links: Record<string, React.ReactNode> = {
    '{terms}': (
      <Link key="terms" to={`/${locale}/terms`} data-testid="registration-terms-link">
        {m.nav_registration_terms_link({}, o)}
      </Link>
    ),
    '{policy}': (
      <Link key="policy" to={`/${locale}/policy`} data-testid="registration-policy-link">
        {m.nav_registration_policy_link({}, o)}
      </Link>
    ),
  };
  const sentence = m.nav_registration_terms({ terms: '{terms}', policy: '{policy}' }, o);
  return (
    <p className="muted registration-terms" data-testid="registration-terms">
      {sentence.split(/(\{terms\}|\{policy\})/).map((part) => links[part] ?? part)}
    </p>
  );
}

import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function TermsPage() {
  return <Screen name="terms" title={m.misc_terms_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

import { LegalPage } from '../../../components/legal/legal-page';

export default async function TermsPage() {
  return <LegalPage name="terms" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

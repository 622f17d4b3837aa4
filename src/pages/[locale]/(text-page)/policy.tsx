import { LegalPage } from '../../../components/legal/legal-page';

export default async function PolicyPage() {
  return <LegalPage name="policy" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

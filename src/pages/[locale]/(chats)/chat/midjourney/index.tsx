import { MidjourneyPage } from '../../../../../components/midjourney/midjourney-page';

export default async function MidjourneyIndexPage() {
  return <MidjourneyPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

import { MidjourneyPage } from '../../../../../components/midjourney/midjourney-page';

export default async function MidjourneyChatPage({ slug }: { slug: string }) {
  return <MidjourneyPage slug={slug} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

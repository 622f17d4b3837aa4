import { ImagePage } from '../../../../../components/images/image-page';

export default async function ImageChatPage({ slug }: { slug: string }) {
  return <ImagePage slug={slug} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

import { ImagePage } from '../../../../../components/images/image-page';

export default async function NewImageChatPage() {
  return <ImagePage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

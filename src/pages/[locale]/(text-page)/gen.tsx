import { Screen } from '../../../components/layout/screen';
import * as m from '../../../paraglide/messages.js';

export default async function GenPage() {
  return <Screen name="gen" title={m.misc_gen_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

import { Screen } from '../../../../components/layout/screen';
import * as m from '../../../../paraglide/messages.js';

export default async function UiPage() {
  return <Screen name="ui" title={m.misc_ui_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

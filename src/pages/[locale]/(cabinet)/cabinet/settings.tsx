import { Screen } from '../../../../components/layout/screen';
import * as m from '../../../../paraglide/messages.js';

export default async function SettingsPage() {
  return <Screen name="settings" title={m.balance_settings_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

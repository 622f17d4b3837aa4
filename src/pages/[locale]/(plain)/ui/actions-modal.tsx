import { Screen } from '../../../../components/layout/screen';
import * as m from '../../../../paraglide/messages.js';

export default async function UiActionsModalPage() {
  return <Screen name="ui-actions-modal" title={m.misc_ui_actions_modal_title} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

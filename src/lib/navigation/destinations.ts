import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** A page of the product a signed-in person can go to; `path` follows `/{locale}`. */
export type Destination = {
  id: string;
  path: string;
  title: Message;
  /** `tools` show in every signed-in layout's More menu; the rest only in the palette. */
  group: 'tools' | 'chats' | 'cabinet' | 'help' | 'legal';
};

/**
 * Every page a signed-in person may want, in one list: the More menu of each layout and
 * the command palette both read it, so a new page cannot be reachable from one and not the other.
 */
export const destinations: readonly Destination[] = [
  { id: 'chat', path: '/chat', title: m.nav_page_chat, group: 'chats' },
  { id: 'images', path: '/chat/image', title: m.nav_page_images, group: 'chats' },
  { id: 'midjourney', path: '/chat/midjourney', title: m.midjourney_title, group: 'chats' },
  { id: 'text', path: '/text', title: m.service_tool_text_studio_title, group: 'tools' },
  { id: 'transcription', path: '/transcription', title: m.transcription_title, group: 'tools' },
  { id: 'avatar', path: '/avatar', title: m.service_tool_avatar_title, group: 'tools' },
  { id: 'service', path: '/service', title: m.service_title, group: 'tools' },
  { id: 'gen', path: '/gen', title: m.nav_page_gen, group: 'tools' },
  { id: 'balance', path: '/cabinet/balance', title: m.balance_title, group: 'cabinet' },
  { id: 'members', path: '/cabinet/members', title: m.balance_members_title, group: 'cabinet' },
  { id: 'profile', path: '/cabinet/profile', title: m.profile_title, group: 'cabinet' },
  { id: 'settings', path: '/cabinet/settings', title: m.balance_settings_title, group: 'cabinet' },
  { id: 'api-keys', path: '/cabinet/api-keys', title: m.apikeys_title, group: 'cabinet' },
  { id: 'mcp-tools', path: '/cabinet/tools', title: m.mcp_tools_title, group: 'cabinet' },
  { id: 'memory', path: '/cabinet/memory', title: m.memory_title, group: 'cabinet' },
  { id: 'knowledge', path: '/cabinet/knowledge', title: m.knowledge_title, group: 'cabinet' },
  {
    id: 'key-combinations',
    path: '/cabinet/key-combinations',
    title: m.balance_key_combinations_title,
    group: 'cabinet',
  },
  { id: 'support', path: '/support', title: m.support_title, group: 'help' },
  { id: 'feedback', path: '/feedback', title: m.misc_feedback_title, group: 'help' },
  { id: 'terms', path: '/terms', title: m.misc_terms_title, group: 'legal' },
  { id: 'policy', path: '/policy', title: m.misc_policy_title, group: 'legal' },
];

/** The destinations the More menu lists: the studios, then help and the legal texts. */
export const toolDestinations = destinations.filter((d) =>
  ['tools', 'help', 'legal'].includes(d.group),
);

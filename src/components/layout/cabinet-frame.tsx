import type { ReactNode } from 'react';
import { translator } from '../../i18n/translate';
import { getRequestContext } from '../../lib/request-context.server';
import * as m from '../../paraglide/messages.js';
import { PaletteEntry } from '../navigation/palette-entry';
import { ToolsNav } from '../navigation/tools-nav';
import { SectionsFrame } from './sections-frame';

const sections = [
  { slug: 'balance', title: m.balance_title },
  { slug: 'usage', title: m.usage_title },
  { slug: 'members', title: m.balance_members_title },
  { slug: 'profile', title: m.profile_title },
  { slug: 'settings', title: m.balance_settings_title },
  { slug: 'api-keys', title: m.apikeys_title },
  { slug: 'tools', title: m.mcp_tools_title },
  { slug: 'memory', title: m.memory_title },
  { slug: 'knowledge', title: m.knowledge_title },
  { slug: 'key-combinations', title: m.balance_key_combinations_title },
] as const;

/** The cabinet layout (SPEC §2): navigation between its pages beside the section. */
export function CabinetFrame({ children }: { children: ReactNode }) {
  const { locale, path } = getRequestContext();
  const t = translator(locale);
  return (
    <SectionsFrame
      layout="cabinet"
      navLabel={t(m.layout_cabinet_nav)}
      topbar={
        <>
          <ToolsNav variant="topbar" />
          <PaletteEntry />
        </>
      }
      sections={sections.map(({ slug, title }) => ({
        href: `/${locale}/cabinet/${slug}`,
        title: t(title),
        current: path.endsWith(`/cabinet/${slug}`),
      }))}
    >
      {children}
    </SectionsFrame>
  );
}

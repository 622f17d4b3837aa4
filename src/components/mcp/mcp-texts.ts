import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The localized texts of the Tools page's island, given as a prop (islands carry no paraglide). */
export function mcpTexts(locale: Locale) {
  const o = { locale };
  return {
    intro: m.mcp_tools_intro({}, o),
    addTitle: m.mcp_add_title({}, o),
    name: m.mcp_field_name({}, o),
    url: m.mcp_field_url({}, o),
    headerName: m.mcp_field_header_name({}, o),
    headerValue: m.mcp_field_header_value({}, o),
    add: m.mcp_add({}, o),
    adding: m.mcp_adding({}, o),
    empty: m.mcp_empty({}, o),
    status: {
      connected: m.mcp_status_connected({}, o),
      needs_auth: m.mcp_status_needs_auth({}, o),
      error: m.mcp_status_error({}, o),
    },
    enabled: m.mcp_enabled({}, o),
    approval: m.mcp_approval_label({}, o),
    approvalAlways: m.mcp_approval_always({}, o),
    approvalNever: m.mcp_approval_never({}, o),
    remove: m.mcp_delete({}, o),
    toolsCount: m.mcp_tools_count({ count: '{count}' }, o),
    descriptionsNote: m.mcp_descriptions_note({}, o),
    failed: m.mcp_failed({}, o),
    secondFactor: m.tfa_code_or_recovery({}, o),
    passkeyInstead: m.passkey_instead({}, o),
    connect: m.mcp_connect({}, o),
    connectHint: m.mcp_connect_hint({}, o),
    oauthConnected: m.mcp_oauth_connected({}, o),
    oauthFailed: m.mcp_oauth_failed({}, o),
    teamBadge: m.mcp_team_badge({}, o),
    teamManaged: m.mcp_team_managed({}, o),
    teamField: m.mcp_field_team({}, o),
    teamFieldHint: m.mcp_field_team_hint({}, o),
  };
}

export type McpTexts = ReturnType<typeof mcpTexts>;

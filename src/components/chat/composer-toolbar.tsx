'use client';

import { useEffect, useMemo } from 'react';
import { useLocale } from '../../i18n/locale-context';
import * as m from '../../paraglide/messages.js';
import { CompareControl } from '../compare/compare-control';
import { KnowledgeButton } from '../knowledge/knowledge-button';
import { ModelPicker } from '../ui/model-picker';
import { Select } from '../ui/select';
import { usePreviewOrigin } from './markdown/preview-origin';
import { toPickerModels } from './picker-models';
import { ReasoningEffortSelect } from './reasoning-effort-select';
import { TemplatesButton } from './templates-button';
import { ToolsButton } from './tools-button';
import { useCatalog } from './use-catalog';
import type { ChatSettings } from './use-chat-settings';
import { useFavoriteModels } from './use-favorite-models';

/**
 * Model picker, reasoning effort (models that take it), assistant picker, templates, knowledge
 * bases and Tools: the chat's connectors, Python and web search, each switched on or off.
 */
export function ComposerToolbar({
  settings,
  chatId,
  onTemplate,
  compareModels,
  onCompareModels,
}: {
  settings: ChatSettings;
  /** The saved chat whose tool switches the Tools button keeps; undefined before its first send. */
  chatId?: string;
  onTemplate: (text: string) => void;
  /** The models compared with the next question (decision 165); absent: no "Compare" here. */
  compareModels?: string[] | null;
  onCompareModels?: (models: string[] | null) => void;
}) {
  const locale = useLocale();
  const catalog = useCatalog();
  const models = catalog?.models ?? [];
  const known = models.some((model) => model.id === settings.model);
  const fallback = catalog?.defaultModel ?? models[0]?.id;
  const favorites = useFavoriteModels();
  const pickerModels = useMemo(() => toPickerModels(models, locale), [models, locale]);
  const { ready, adoptModel } = settings;
  // "Code" (decision 156): for models that call tools, when the sandbox origin is configured.
  const sandboxOrigin = usePreviewOrigin();
  const usesTools = models.some(
    (model) => model.id === settings.model && model.capabilities?.includes('tools'),
  );
  const canRunCode = sandboxOrigin !== null && usesTools;
  // The remembered model is not served by this deployment: use its default, keep the memory.
  useEffect(() => {
    if (ready && models.length > 0 && !known && fallback) adoptModel(fallback);
  }, [ready, models.length, known, fallback, adoptModel]);
  return (
    <div className="composer-toolbar">
      <ModelPicker
        label={m.chat_model({}, { locale })}
        models={pickerModels}
        value={settings.model}
        onChange={settings.setModel}
        favorites={favorites.favorites}
        onToggleFavorite={favorites.toggle}
        ready={settings.ready && catalog !== undefined && (known || models.length === 0)}
      />
      {models.find((model) => model.id === settings.model)?.reasoningEffort && (
        <ReasoningEffortSelect
          value={settings.reasoningEffort}
          onChange={settings.setReasoningEffort}
        />
      )}
      <ToolsButton
        chatId={chatId}
        choice={settings.toolChoice}
        onChoice={settings.setToolChoice}
        codeDefault={settings.codeDefault}
        canRunCode={canRunCode}
        usesTools={usesTools}
        webSearchAvailable={settings.webSearchAvailable}
        knowledge={settings.knowledge}
        onKnowledge={settings.setKnowledge}
      />
      {(catalog?.assistants.length ?? 0) > 0 && (
        <label className="composer-field">
          <span className="visually-hidden">{m.chat_assistant_picker({}, { locale })}</span>
          <Select
            className="select-compact"
            value={settings.assistantId ?? ''}
            onChange={(event) => settings.setAssistantId(event.target.value || undefined)}
            data-testid="assistant-picker"
          >
            <option value="">{m.chat_no_assistant({}, { locale })}</option>
            {catalog?.assistants.map((assistant) => (
              <option key={assistant.id} value={assistant.id}>
                {assistant.name}
              </option>
            ))}
          </Select>
        </label>
      )}
      <TemplatesButton onPick={onTemplate} />
      {onCompareModels && (
        <CompareControl models={compareModels ?? null} onChange={onCompareModels} />
      )}
      <KnowledgeButton picked={settings.knowledge} onChange={settings.setKnowledge} />
    </div>
  );
}

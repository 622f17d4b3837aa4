import type { Locale } from '../../i18n/locales';
import * as m from '../../paraglide/messages.js';

/** The knowledge page's texts, given to its island as a prop (islands carry no paraglide). */
export function knowledgeTexts(locale: Locale) {
  const o = { locale };
  return {
    intro: m.knowledge_intro({}, o),
    createLabel: m.knowledge_create_label({}, o),
    create: m.knowledge_create({}, o),
    emptyTitle: m.knowledge_empty_title({}, o),
    emptyHint: m.knowledge_empty_hint({}, o),
    documentsCount: m.knowledge_documents_count({ count: '{count}' }, o),
    updated: m.knowledge_updated({ date: '{date}' }, o),
    open: m.knowledge_open({}, o),
    rename: m.knowledge_rename({}, o),
    name: m.knowledge_name({}, o),
    save: m.knowledge_save({}, o),
    cancel: m.knowledge_cancel({}, o),
    remove: m.knowledge_delete({}, o),
    deleteTitle: m.knowledge_delete_title({ name: '{name}' }, o),
    close: m.knowledge_close({}, o),
    failed: m.knowledge_failed({}, o),
    back: m.knowledge_back({}, o),
    documents: m.knowledge_documents({}, o),
    uploadTitle: m.knowledge_upload_title({}, o),
    uploadHint: m.knowledge_upload_hint({ types: '{types}', size: '{size}' }, o),
    uploading: m.knowledge_uploading({ name: '{name}' }, o),
    uploadRefused: m.knowledge_upload_refused({ name: '{name}', reason: '{reason}' }, o),
    tooLarge: m.knowledge_too_large({ size: '{size}' }, o),
    docsEmpty: m.knowledge_docs_empty({}, o),
    docProcessing: m.knowledge_doc_processing({}, o),
    docReady: m.knowledge_doc_ready({ count: '{count}' }, o),
    docFailed: m.knowledge_doc_failed({ reason: '{reason}' }, o),
    docDelete: m.knowledge_doc_delete({ name: '{name}' }, o),
    docDeleteTitle: m.knowledge_doc_delete_title({ name: '{name}' }, o),
  };
}

export type KnowledgeTexts = ReturnType<typeof knowledgeTexts>;

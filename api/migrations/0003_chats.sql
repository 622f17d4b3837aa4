-- Chats, messages, attachments, billing holds, assistants and prompt templates (issue 5).
-- Ids are random UUIDs (seeds use readable ids), times UTC ISO strings, money integer kopecks.

CREATE TABLE chats (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users (id),
  -- The owner's team when the chat was created: sharing is limited to its members.
  entity_id TEXT NOT NULL REFERENCES entities (id),
  name TEXT NOT NULL,
  mode TEXT NOT NULL DEFAULT 'text' CHECK (mode IN ('text', 'image', 'midjourney')),
  model TEXT,
  assistant_id TEXT,
  created_at TEXT NOT NULL,
  -- Last activity (a question or an answer): the chat list is sorted by it, newest first.
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX chats_owner ON chats (owner_id, updated_at);

CREATE TABLE chat_shares (
  chat_id TEXT NOT NULL REFERENCES chats (id),
  user_id TEXT NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (chat_id, user_id)
);
CREATE INDEX chat_shares_user ON chat_shares (user_id);

-- Ordered by seq (insertion order), never by time: a question and its answer share a millisecond.
CREATE TABLE messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  chat_id TEXT NOT NULL REFERENCES chats (id),
  user_id TEXT REFERENCES users (id),
  role TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
  content TEXT NOT NULL DEFAULT '',
  model TEXT,
  status TEXT NOT NULL DEFAULT 'complete'
    CHECK (status IN ('streaming', 'complete', 'stopped', 'error')),
  -- The generation that wrote an assistant answer; one answer per requestId.
  request_id TEXT UNIQUE,
  input_tokens INTEGER,
  output_tokens INTEGER,
  cost_kopecks INTEGER,
  error_code TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX messages_chat ON messages (chat_id, seq);

CREATE TABLE attachments (
  id TEXT PRIMARY KEY,
  message_id TEXT NOT NULL REFERENCES messages (id),
  chat_id TEXT NOT NULL REFERENCES chats (id),
  r2_key TEXT NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX attachments_message ON attachments (message_id);

-- Money set aside for a running generation. See docs/decisions/020-billing-holds.md.
CREATE TABLE billing_holds (
  request_id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL REFERENCES entities (id),
  amount_kopecks INTEGER NOT NULL CHECK (amount_kopecks >= 0),
  created_at TEXT NOT NULL
);
CREATE INDEX billing_holds_entity ON billing_holds (entity_id, created_at);

CREATE TABLE assistants (
  id TEXT PRIMARY KEY,
  name_en TEXT NOT NULL,
  name_ru TEXT NOT NULL,
  description_en TEXT NOT NULL DEFAULT '',
  description_ru TEXT NOT NULL DEFAULT '',
  system_prompt TEXT NOT NULL,
  temperature REAL NOT NULL DEFAULT 0.7 CHECK (temperature >= 0 AND temperature <= 2),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE prompt_groups (
  id TEXT PRIMARY KEY,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ru')),
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE prompts (
  id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES prompt_groups (id),
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX prompts_group ON prompts (group_id, position);

INSERT INTO assistants (id, name_en, name_ru, description_en, description_ru, system_prompt, temperature, position) VALUES
  ('editor', 'Editor', 'Редактор', 'Fixes grammar and style', 'Исправляет грамматику и стиль',
   'You are a careful editor. Correct grammar, spelling and style; keep the author''s meaning and language. Reply with the corrected text first, then a short list of changes.', 0.3, 1),
  ('translator', 'Translator', 'Переводчик', 'Translates between Russian and English', 'Переводит между русским и английским',
   'You are a professional translator. Translate Russian text into English and any other language into Russian. Keep formatting; add nothing else.', 0.2, 2),
  ('programmer', 'Programmer', 'Программист', 'Writes and explains code', 'Пишет и объясняет код',
   'You are a senior software engineer. Answer with working, idiomatic code in fenced blocks and explain the key decisions briefly.', 0.2, 3),
  ('marketer', 'Marketer', 'Маркетолог', 'Ideas, slogans and posts', 'Идеи, слоганы и посты',
   'You are a creative marketer. Offer several distinct options, concise and vivid, suited to the audience the user names.', 0.9, 4);

INSERT INTO prompt_groups (id, locale, name, position) VALUES
  ('en-writing', 'en', 'Writing', 1),
  ('en-study', 'en', 'Study', 2),
  ('en-work', 'en', 'Work', 3),
  ('ru-writing', 'ru', 'Тексты', 1),
  ('ru-study', 'ru', 'Учёба', 2),
  ('ru-work', 'ru', 'Работа', 3);

INSERT INTO prompts (id, group_id, title, text, position) VALUES
  ('en-summarize', 'en-writing', 'Summarize', 'Summarize the following text in five bullet points:', 1),
  ('en-rewrite', 'en-writing', 'Rewrite simply', 'Rewrite the following text so a twelve-year-old understands it:', 2),
  ('en-explain', 'en-study', 'Explain a topic', 'Explain this topic step by step with an example:', 1),
  ('en-quiz', 'en-study', 'Make a quiz', 'Write ten quiz questions with answers about:', 2),
  ('en-email', 'en-work', 'Business email', 'Write a polite, concise business email about:', 1),
  ('en-plan', 'en-work', 'Plan a project', 'Draft a project plan with milestones and risks for:', 2),
  ('ru-summarize', 'ru-writing', 'Кратко изложить', 'Изложи следующий текст в пяти пунктах:', 1),
  ('ru-rewrite', 'ru-writing', 'Упростить текст', 'Перепиши текст так, чтобы его понял двенадцатилетний:', 2),
  ('ru-explain', 'ru-study', 'Объяснить тему', 'Объясни эту тему по шагам, с примером:', 1),
  ('ru-quiz', 'ru-study', 'Составить тест', 'Составь десять вопросов с ответами по теме:', 2),
  ('ru-email', 'ru-work', 'Деловое письмо', 'Напиши вежливое и краткое деловое письмо о том, что:', 1),
  ('ru-plan', 'ru-work', 'План проекта', 'Составь план проекта с этапами и рисками для:', 2);

-- Visible reasoning (docs/decisions/154-visible-reasoning.md): a reasoning model's thinking,
-- saved with its answer; how long after the answer began its last piece came (the "Thought for
-- 12 s" line); and the thinking's share of output_tokens, as the provider reported it.
ALTER TABLE messages ADD COLUMN reasoning TEXT;
ALTER TABLE messages ADD COLUMN reasoning_ms INTEGER;
ALTER TABLE messages ADD COLUMN reasoning_tokens INTEGER;

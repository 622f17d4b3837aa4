-- A share is readable only while both people are members of the chat's team
-- (docs/decisions/123-shares-end-with-membership.md). Removal and leaving now drop the shares they
-- end; this drops those left behind by removals and departures before that rule.
DELETE FROM chat_shares WHERE NOT EXISTS (
  SELECT 1 FROM chats c
  JOIN entity_members r ON r.entity_id = c.entity_id AND r.user_id = chat_shares.user_id
  JOIN entity_members o ON o.entity_id = c.entity_id AND o.user_id = c.owner_id
  WHERE c.id = chat_shares.chat_id
);

-- Chat copies point at the same R2 objects as their originals: deleting an account removes an
-- object only when no row points at it any more
-- (docs/decisions/124-account-deletion-password-and-shared-files.md), looked up by key.
CREATE INDEX attachments_r2_key ON attachments (r2_key);
CREATE INDEX media_r2_key ON media (r2_key);

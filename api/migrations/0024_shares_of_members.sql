-- A share is readable only while both people are members of the chat's team
-- (docs/decisions/123-shares-end-with-membership.md). Removal and leaving now drop the shares they
-- end; this drops those left behind by removals and departures before that rule.
DELETE FROM chat_shares WHERE NOT EXISTS (
  SELECT 1 FROM chats c
  JOIN entity_members r ON r.entity_id = c.entity_id AND r.user_id = chat_shares.user_id
  JOIN entity_members o ON o.entity_id = c.entity_id AND o.user_id = c.owner_id
  WHERE c.id = chat_shares.chat_id
);

-- Operators' answers to support tickets (docs/decisions/160-operator-console.md): stored, shown to
-- the ticket's author on the Support page, and mailed to them. A ticket may get several.
CREATE TABLE support_answers (
  id TEXT PRIMARY KEY,
  ticket_id TEXT NOT NULL REFERENCES support_tickets (id),
  operator_id TEXT NOT NULL REFERENCES users (id),
  message TEXT NOT NULL CHECK (length(message) > 0),
  created_at TEXT NOT NULL
);
CREATE INDEX support_answers_ticket ON support_answers (ticket_id, created_at);

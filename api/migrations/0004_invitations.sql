-- Issue 9 §1: a team owner invites by email; nothing about the invitee changes until they accept,
-- signed in with that email confirmed. See docs/decisions/012-team-invitations.md.
CREATE TABLE entity_invitations (
  id TEXT PRIMARY KEY,
  entity_id TEXT NOT NULL REFERENCES entities (id),
  inviter_id TEXT NOT NULL REFERENCES users (id),
  -- Trimmed and lower-cased, as users.email is stored; the invitee may register later.
  email TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'declined', 'revoked', 'expired')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- When the status left 'pending', and who ended it (the invitee or the owner).
  decided_at TEXT,
  decided_by TEXT
);
-- At most one pending invitation per team and email.
CREATE UNIQUE INDEX entity_invitations_one_pending ON entity_invitations (entity_id, email)
  WHERE status = 'pending';
-- "Invitations addressed to me" reads by email.
CREATE INDEX entity_invitations_email ON entity_invitations (email, status);

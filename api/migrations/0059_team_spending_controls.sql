-- Team spending controls (docs/decisions/228-team-spending-controls.md): a member's monthly
-- limit, the models members may use, the owner's alert thresholds and low-balance mark, and who
-- a D1 hold belongs to (a member's open holds count against their limit).
ALTER TABLE entity_members ADD COLUMN monthly_limit_kopecks INTEGER
  CHECK (monthly_limit_kopecks IS NULL OR monthly_limit_kopecks >= 0);
-- JSON array of catalogue ids; NULL: every model.
ALTER TABLE entities ADD COLUMN allowed_models TEXT;
-- JSON array of percents (1..100); NULL: no alerts.
ALTER TABLE entities ADD COLUMN spending_alerts TEXT;
ALTER TABLE entities ADD COLUMN low_balance_kopecks INTEGER;
-- The person a hold is placed for; NULL for holds placed before this column.
ALTER TABLE billing_holds ADD COLUMN user_id TEXT;
CREATE INDEX billing_holds_user ON billing_holds (entity_id, user_id, created_at);
